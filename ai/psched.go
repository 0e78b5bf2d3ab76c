package ai

import (
	"container/heap"
	"context"
	"sync"
)

// scheduler hands a ParallelSolver's threads (each a Solver sharing the
// table) to the tasks that wait for one, the task first in the depth-first
// order of the tree first: the task whose path (the move indexes from the
// root) is the least, lexicographically.
type scheduler struct {
	mu   sync.Mutex
	free []*Solver
	wait waitHeap
	seq  uint64
}

// waiter is a task waiting for a thread.
type waiter struct {
	path  []uint8
	seq   uint64       // ties: first come, first served
	grant chan *Solver // buffered: the thread given to the task
	index int          // in the heap; -1 once taken out
}

// acquire returns a thread for the task at path, waiting for one if none
// is free, or ctx.Err() when ctx ends first.
func (s *scheduler) acquire(ctx context.Context, path []uint8) (*Solver, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	s.mu.Lock()
	if n := len(s.free); n > 0 && len(s.wait) == 0 {
		w := s.free[n-1]
		s.free = s.free[:n-1]
		s.mu.Unlock()
		return w, nil
	}
	s.seq++
	me := &waiter{path: path, seq: s.seq, grant: make(chan *Solver, 1)}
	heap.Push(&s.wait, me)
	s.mu.Unlock()
	select {
	case w := <-me.grant:
		return w, nil
	case <-ctx.Done():
	}
	s.mu.Lock()
	if me.index >= 0 {
		heap.Remove(&s.wait, me.index)
		s.mu.Unlock()
		return nil, ctx.Err()
	}
	s.mu.Unlock()
	s.release(<-me.grant) // given a thread while cancelled: pass it on
	return nil, ctx.Err()
}

// release gives thread w to the first waiting task, or frees it.
func (s *scheduler) release(w *Solver) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.wait) == 0 {
		s.free = append(s.free, w)
		return
	}
	next := heap.Pop(&s.wait).(*waiter)
	next.grant <- w
}

// pathLess orders paths depth-first: by the first index where they
// differ, a prefix first.
func pathLess(a, b []uint8) bool {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return len(a) < len(b)
}

// waitHeap is a min-heap of waiters by path, then arrival.
type waitHeap []*waiter

func (h waitHeap) Len() int { return len(h) }
func (h waitHeap) Less(i, j int) bool {
	if pathLess(h[i].path, h[j].path) {
		return true
	}
	if pathLess(h[j].path, h[i].path) {
		return false
	}
	return h[i].seq < h[j].seq
}
func (h waitHeap) Swap(i, j int) {
	h[i], h[j] = h[j], h[i]
	h[i].index, h[j].index = i, j
}
func (h *waitHeap) Push(x any) {
	w := x.(*waiter)
	w.index = len(*h)
	*h = append(*h, w)
}
func (h *waitHeap) Pop() any {
	old := *h
	w := old[len(old)-1]
	old[len(old)-1] = nil
	*h = old[:len(old)-1]
	w.index = -1
	return w
}

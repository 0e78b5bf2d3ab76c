package ai

import (
	"container/heap"
	"context"
	"sync"
	"time"
)

// scheduler hands a ParallelSolver's threads (each a Solver sharing the
// table) to the tasks that wait for one, the task first in the depth-first
// order of the tree first: the task whose path (the move indexes from the
// root) is the least, lexicographically.
type scheduler struct {
	mu    sync.Mutex
	free  []freeThread
	queue waitHeap
	seq   uint64
	// idle sums the time threads spent free (no task waiting for them)
	// since the last resetIdle.
	idle time.Duration
}

// freeThread is a thread that no task has, since when.
type freeThread struct {
	w     *Solver
	since time.Time
}

// resetIdle starts the count of idle time anew.
func (s *scheduler) resetIdle() {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := time.Now()
	for i := range s.free {
		s.free[i].since = now
	}
	s.idle = 0
}

// idleTime returns the time threads spent free since resetIdle, the time
// of the threads free now included.
func (s *scheduler) idleTime() time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := time.Now()
	d := s.idle
	for _, f := range s.free {
		d += now.Sub(f.since)
	}
	return d
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
	return s.wait(ctx, s.enqueue(path))
}

// enqueue queues the task at path for a thread, which wait then returns.
func (s *scheduler) enqueue(path []uint8) *waiter {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.seq++
	me := &waiter{path: path, seq: s.seq, grant: make(chan *Solver, 1)}
	heap.Push(&s.queue, me)
	s.dispatch()
	return me
}

// wait returns the thread given to the queued task me, waiting for it, or
// ctx.Err() when ctx ends first (the task then leaves the queue).
func (s *scheduler) wait(ctx context.Context, me *waiter) (*Solver, error) {
	select {
	case w := <-me.grant:
		if err := ctx.Err(); err != nil {
			s.release(w)
			return nil, err
		}
		return w, nil
	case <-ctx.Done():
	}
	s.mu.Lock()
	if me.index >= 0 {
		heap.Remove(&s.queue, me.index)
		s.mu.Unlock()
		return nil, ctx.Err()
	}
	s.mu.Unlock()
	s.release(<-me.grant) // given a thread while cancelled: pass it on
	return nil, ctx.Err()
}

// release frees thread w for the first queued task.
func (s *scheduler) release(w *Solver) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.free = append(s.free, freeThread{w, time.Now()})
	s.dispatch()
}

// dispatch gives the free threads to the first queued tasks. s.mu is held.
func (s *scheduler) dispatch() {
	for len(s.free) > 0 && len(s.queue) > 0 {
		next := heap.Pop(&s.queue).(*waiter)
		f := s.free[len(s.free)-1]
		s.free = s.free[:len(s.free)-1]
		s.idle += time.Since(f.since)
		next.grant <- f.w
	}
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

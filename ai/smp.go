package ai

import (
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/konane/konane/game"
	"github.com/konane/konane/internal/background"
)

// The parallel search is Lazy SMP: the main thread runs the iterative
// deepening as a single-threaded search does, and each helper thread runs
// its own iterative deepening of the same root at the same time, with its
// own killer moves and history, sharing only the transposition table
// (lock-free, see ttEntry). The helpers' results are never used directly:
// what they store in the table (bounds, best moves, proofs) lets the main
// thread cut its own tree sooner and order its moves better. Helpers
// search a different sequence of depths (skipDepth), so that most of the
// time some helper is an iteration ahead of the main thread and fills the
// table with the entries the main thread's next iteration probes. When the
// main thread ends (its time, its node budget, its depth cap, a proof or
// ctx), it stops the helpers and waits for them, and its result is the
// search's.

// skipSize and skipPhase give each helper its depths (Stockfish 9's Lazy
// SMP schedule): helper i, with k = (i−1) mod 20, skips depth d when (d +
// skipPhase[k]) / skipSize[k] is odd. One helper searches the even depths;
// more spread over the depths after the main thread's.
var (
	skipSize  = [20]int{1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4}
	skipPhase = [20]int{0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7}
)

// skipDepth reports whether helper i (1, 2, ...) leaves out depth.
func skipDepth(i, depth int) bool {
	k := (i - 1) % len(skipSize)
	return (depth+skipPhase[k])/skipSize[k]%2 != 0
}

// threadsFor returns the number of threads of a search with lim: one with
// a node budget (so that the result is reproducible), else lim.Threads or
// the searcher's.
func (e *Searcher) threadsFor(lim Limits) int {
	if lim.Nodes > 0 {
		return 1
	}
	if lim.Threads > 0 {
		return lim.Threads
	}
	return e.threads
}

// iterate runs the iterative deepening of the main thread e.s, already
// reset for this search, with e.nthreads−1 helpers, and returns the main
// thread's result; its Nodes counts the nodes of every thread.
func (e *Searcher) iterate(maxDepth int) Result {
	n := e.nthreads
	if n <= 1 {
		return e.s.iterate(maxDepth)
	}
	for len(e.helpers) < n-1 {
		e.helpers = append(e.helpers, &searcher{})
	}
	helpers := e.helpers[:n-1]
	var halt atomic.Bool
	var wg sync.WaitGroup
	for i, h := range helpers {
		h.follow(e.s, i+1, &halt)
		wg.Add(1)
		go func() {
			defer wg.Done()
			if e.background {
				background.Enter()
			}
			if threadStarted != nil {
				threadStarted()
			}
			h.iterateHelper(maxDepth)
		}()
	}
	r := e.s.iterate(maxDepth)
	halt.Store(true)
	wg.Wait()
	for _, h := range helpers {
		r.Nodes += h.nodes
	}
	return r
}

// follow makes h the helper i of the search that m, the main thread, is
// about to run: the same root, evaluation, noise and table; its own
// killers and history; stopped when halt is set.
func (h *searcher) follow(m *searcher, i int, halt *atomic.Bool) {
	h.tt, h.weights, h.w = m.tt, m.weights, m.w
	h.ctx, h.done = m.ctx, m.done
	h.pos, h.g = m.pos, m.g
	h.deadline = m.deadline
	h.p = m.p
	h.noiseKey = m.noiseKey
	h.period = m.period
	h.nodes, h.nextPoll, h.polls = 0, nextPoll(0, h.period), 0
	h.maxNodes = 0
	h.stopped = false
	h.halt, h.helper = halt, i
	h.exclude = m.exclude
	h.newSearch()
}

// iterateHelper runs a helper's iterative deepening up to maxDepth, leaving
// out the depths of skipDepth, until it is stopped or proves the result.
func (h *searcher) iterateHelper(maxDepth int) {
	prev := 0
	for depth := 1; depth <= maxDepth; depth++ {
		if skipDepth(h.helper, depth) && depth < maxDepth {
			continue
		}
		h.rootBest = game.NoMove
		score, _ := h.aspiration(depth, prev)
		if h.stopped || isWin(score) || isWin(-score) {
			return
		}
		prev = score
	}
}

// threadStarted, when not nil, is called by every goroutine that a
// search starts (the helpers, and the main thread of a Background search),
// first thing after lowering its priority: tests read its priority there.
var threadStarted func()

// defaultThreads is the number of search threads of a Searcher whose
// SearcherOptions.Threads is 0: one per logical CPU.
func defaultThreads() int { return runtime.NumCPU() }

package ai

import (
	"context"
	"errors"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/konane/konane/game"
)

// ParallelSolver proves the winner of positions like Solver, on several
// threads that share one table.
//
// A position starts as a serial solve with a node budget; if the budget
// runs out, its moves become tasks of their own. The first move's task runs
// alone and its siblings start only once it is proven not to win; a winning
// move cancels its siblings. Threads take the waiting task first in
// depth-first move order, so one thread does the serial solver's work.
//
// The winner does not depend on the threads, and the winning root move
// (SolveResult.PV[0]) is the first winning move in the root's order: the
// serial solver's in the jump phase. In the removal phases one move of each
// symmetry class is kept, Black's first removals ordered by the jumps
// White's best answer leaves Black.
//
// Task records are never evicted; Save and Load keep them with the table,
// so a stopped solve resumes. One solve runs at a time; concurrent calls
// wait.
type ParallelSolver struct {
	sem     chan struct{}
	threads int
	tab     *solveTable
	keys    *Solver // computes table keys only (its board)
	size    int
	sched   scheduler

	mu     sync.Mutex
	record map[recordKey]bool

	nodes   atomic.Uint64
	leaves  atomic.Uint64 // leaf tasks run, for progress and tests
	splits  atomic.Uint64 // tasks split after their budget ran out
	maxNode uint64        // node budget of the running solve, 0: none
	stopAll context.CancelCauseFunc
	tasks   sync.WaitGroup // the goroutines of the running root's tasks

	// budget is the fixed node budget of a leaf task, 0: adaptive.
	budget uint64
	// allAtOnce starts the tasks of all of a position's moves at once
	// instead of the first move's alone first (tests and benchmarks).
	allAtOnce bool
	stats     ParallelStats // of the last Solve, under mu
}

// recordKey names a position in the record: a canonical key and the side
// to move and phase.
type recordKey struct {
	key   uint64
	side  uint8
	phase uint8
}

// Budgets of a leaf task in nodes: at least minLeafBudget; with more nodes
// searched, the budget grows to a 1/leafBudgetShare of them per thread,
// up to maxLeafBudget, so that splitting stays a small part of the work.
const (
	minLeafBudget   = 1 << 16
	maxLeafBudget   = 1 << 24
	leafBudgetShare = 64
)

// NewParallelSolver returns a solver of threads threads (0 or less:
// runtime.GOMAXPROCS(0)) whose shared table uses at most tableBytes (0
// means DefaultTableBytes).
func NewParallelSolver(tableBytes, threads int) *ParallelSolver {
	if tableBytes <= 0 {
		tableBytes = DefaultTableBytes
	}
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	p := &ParallelSolver{
		sem:     make(chan struct{}, 1),
		threads: threads,
		tab:     newSharedSolveTable(tableBytes),
		keys:    &Solver{},
		record:  map[recordKey]bool{},
	}
	for range threads {
		p.sched.free = append(p.sched.free, freeThread{w: &Solver{sem: make(chan struct{}, 1), tab: p.tab}, since: time.Now()})
	}
	return p
}

// ParallelStats counts the work of a ParallelSolver's last Solve.
type ParallelStats struct {
	Nodes  uint64        // positions visited, by all threads
	Leaves uint64        // serial solves of tasks
	Splits uint64        // tasks split when their budget ran out
	Wall   time.Duration // the solve's time
	// Idle is the time threads spent without a task to run, summed over
	// the threads: Utilisation is 1 − Idle / (threads × Wall). It counts
	// the work the split leaves to the threads, not the processor time
	// they get, so it means the same with more threads than cores.
	Idle time.Duration
}

// Utilisation returns the share of the threads' time spent on tasks.
func (s ParallelStats) Utilisation(threads int) float64 {
	if s.Wall <= 0 {
		return 0
	}
	return 1 - float64(s.Idle)/(float64(threads)*float64(s.Wall))
}

// Stats returns the counts of the last Solve.
func (p *ParallelSolver) Stats() ParallelStats {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.stats
}

// Threads returns the number of threads the solver uses.
func (p *ParallelSolver) Threads() int { return p.threads }

// Clear empties the table and the record. It waits for a running solve.
func (p *ParallelSolver) Clear() {
	p.sem <- struct{}{}
	defer func() { <-p.sem }()
	p.clear()
}

func (p *ParallelSolver) clear() {
	p.tab.clear()
	p.mu.Lock()
	clear(p.record)
	p.mu.Unlock()
	for _, f := range p.sched.free {
		clear(f.w.dist)
		clear(f.w.dist8)
	}
}

// Known reports whether the record holds pos and, if so, whether the side
// to move wins there. It may run while a solve runs (to show how far it
// came).
func (p *ParallelSolver) Known(pos game.Position) (win, known bool) {
	if pos.Size() != p.keys.size {
		return false, false
	}
	return p.recall(&pos)
}

// Recorded returns the number of positions in the record.
func (p *ParallelSolver) Recorded() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.record)
}

// TableEntries returns the number of used entries of the table (a count
// over the whole table: it takes some time on a large one).
func (p *ParallelSolver) TableEntries() int {
	n := 0
	for i := range p.tab.e {
		if _, info := p.tab.load(uint64(i)); info != 0 {
			n++
		}
	}
	return n
}

// TableBytes returns the memory of the table.
func (p *ParallelSolver) TableBytes() int { return len(p.tab.e) * 16 }

// errNodeBudget is the cause of a solve stopped by SolveOptions.Nodes.
var errNodeBudget = errors.New("ai: node budget spent")

// Solve proves the winner of pos as Solver.Solve does; opts.Nodes is
// approximate. Progress is called in the caller's goroutine at each decided
// root move and about every ProgressEvery. It returns ErrUnsolved when time
// or nodes run out, ctx.Err() when ctx ends; what was proven stays for a
// later Solve.
func (p *ParallelSolver) Solve(ctx context.Context, pos game.Position, opts SolveOptions) (SolveResult, error) {
	start := time.Now()
	select {
	case p.sem <- struct{}{}:
	case <-ctx.Done():
		return SolveResult{}, ctx.Err()
	}
	defer func() { <-p.sem }()
	p.setSize(pos.Size())

	run, stop := context.WithCancelCause(ctx)
	defer stop(nil)
	if opts.Time > 0 {
		var cancel context.CancelFunc
		run, cancel = context.WithTimeoutCause(run, opts.Time, ErrUnsolved)
		defer cancel()
	}
	p.stopAll, p.maxNode = stop, opts.Nodes
	before := p.nodes.Load()
	leaves, splits := p.leaves.Load(), p.splits.Load()
	p.sched.resetIdle()
	r := SolveResult{}
	finish := func(err error) (SolveResult, error) {
		r.Nodes, r.Elapsed = p.nodes.Load()-before, time.Since(start)
		p.mu.Lock()
		p.stats = ParallelStats{Nodes: r.Nodes, Leaves: p.leaves.Load() - leaves, Splits: p.splits.Load() - splits, Wall: r.Elapsed, Idle: p.sched.idleTime()}
		p.mu.Unlock()
		if err != nil && ctx.Err() != nil {
			err = ctx.Err()
		} else if err != nil {
			err = ErrUnsolved
		}
		return r, err
	}
	rep := &rootReport{p: p, opts: opts, start: start, before: before}
	win, first, err := p.root(run, pos, rep)
	if err != nil {
		return finish(err)
	}
	r.Winner = pos.SideToMove()
	if !win {
		r.Winner = r.Winner.Other()
	}
	switch {
	case opts.Distance:
		pv, ok := p.distLine(run, pos, win)
		if !ok {
			return finish(run.Err())
		}
		r.PV, r.Plies = pv, len(pv)
	case opts.Line:
		pv, err := p.line(run, pos, first)
		if err != nil {
			return finish(err)
		}
		r.PV = pv
	case first != game.NoMove:
		r.PV = []game.Move{first}
	}
	return finish(nil)
}

func newSharedSolveTable(bytes int) *solveTable {
	t := newSolveTable(bytes)
	t.shared = true
	return t
}

// setSize empties the table and the record when the board size changes
// (the same stones on boards of two sizes have the same key).
func (p *ParallelSolver) setSize(n int) {
	if n == p.size {
		return
	}
	if p.size != 0 {
		p.clear()
	}
	p.mu.Lock()
	p.size = n
	p.mu.Unlock()
	p.keys.setBoard(n)
}

// setBoard sets the board of the solver's bitboard search and symmetric
// keys, as Solver.Solve does.
func (s *Solver) setBoard(n int) {
	s.size = n
	s.g, s.lat = nil, nil
	if n <= 8 {
		s.g = game.Board8Of(n)
		s.symAt = n * n * 2 / 3
	}
	if s.lat = game.BoardWideOf(n); s.lat != nil && s.lw == nil {
		s.lw = new(latBufs)
	}
}

// prepare readies a worker for a leaf task on an n×n board: done stops it,
// and it stops by itself after about budget nodes (0: none), as
// Solver.Solve prepares a solve.
func (s *Solver) prepare(n int, done <-chan struct{}, budget uint64) {
	s.period = pollEvery
	if budget > 0 && budget < s.period {
		s.period = budget // tests: a budget smaller than a poll period
	}
	s.nodes, s.next, s.stop, s.polls = 0, nextPoll(0, s.period), false, 0
	s.max = budget
	s.resetOrdering()
	s.done = done
	s.end = time.Time{}
	s.progress = nil
	s.rootDone, s.rootTotal = 0, 0
	now := time.Now()
	s.start, s.lastReport = now, now
	if s.size != n {
		clear(s.dist)
		clear(s.dist8)
	}
	s.setBoard(n)
}

// rootReport calls SolveOptions.Progress for a parallel solve.
type rootReport struct {
	p      *ParallelSolver
	opts   SolveOptions
	start  time.Time
	before uint64
	done   int
	total  int
	last   time.Time
}

func (r *rootReport) report(m game.Move, wins bool) {
	if r.opts.Progress == nil {
		return
	}
	r.last = time.Now()
	r.opts.Progress(SolveProgress{Nodes: r.p.nodes.Load() - r.before, Elapsed: time.Since(r.start), Done: r.done, Total: r.total, Move: m, Wins: wins})
}

func (r *rootReport) every() time.Duration {
	if r.opts.Progress == nil {
		return time.Hour
	}
	if r.opts.ProgressEvery <= 0 {
		return time.Second
	}
	return r.opts.ProgressEvery
}

// childResult is the outcome of a child task: whether the side to move
// there wins, or the error that stopped it.
type childResult struct {
	i   int
	win bool
	err error
}

// root decides pos in parallel and returns whether the side to move wins
// and, if so, its first winning move in the root's order.
func (p *ParallelSolver) root(ctx context.Context, pos game.Position, rep *rootReport) (bool, game.Move, error) {
	return p.firstWin(ctx, pos, p.children(&pos), rep)
}

// firstWin decides pos in parallel, trying moves (all of pos's moves, or
// one of each symmetric class) in order, and returns whether the side to
// move wins and, if so, the first winning move of moves.
func (p *ParallelSolver) firstWin(ctx context.Context, pos game.Position, moves []game.Move, rep *rootReport) (bool, game.Move, error) {
	rep.total = len(moves)
	if len(moves) == 0 {
		return false, game.NoMove, nil
	}
	kids := newBrood(len(moves))
	first := p.eldest(len(moves))
	p.spawn(ctx, pos, moves, 0, first, nil, 1, nil, kids)
	defer func() {
		kids.cancelAll()
		p.tasks.Wait() // every task below is cancelled or done
	}()
	// best is the first winning move found so far; moves after it are
	// cancelled, the ones before it decided before the answer.
	best := len(moves)
	decided := make([]bool, len(moves))
	tick := time.NewTicker(rep.every())
	defer tick.Stop()
	for pending := len(moves); pending > 0; {
		select {
		case r := <-kids.results:
			pending--
			if pending == len(moves)-1 && first < len(moves) && r.err == nil && r.win {
				p.spawn(ctx, pos, moves, first, len(moves), nil, 1, nil, kids)
			}
			if r.err != nil {
				if r.i < best {
					return false, game.NoMove, r.err // the solve was stopped
				}
				continue // cancelled after a move before it won
			}
			decided[r.i] = true
			rep.done++
			rep.report(moves[r.i], !r.win)
			if !r.win && r.i < best {
				best = r.i
				for _, c := range kids.cancels[r.i+1:] {
					if c != nil {
						c()
					}
				}
			}
			if best < len(moves) && allDecided(decided[:best]) {
				p.remember(&pos, true)
				return true, moves[best], nil
			}
		case <-tick.C:
			rep.report(game.NoMove, false)
		}
	}
	if best < len(moves) {
		p.remember(&pos, true)
		return true, moves[best], nil
	}
	p.remember(&pos, false)
	return false, game.NoMove, nil
}

func allDecided(d []bool) bool {
	for _, x := range d {
		if !x {
			return false
		}
	}
	return true
}

// brood is the tasks of a position's moves: their results, in the order
// they end, and the function that cancels each (nil: not started, or
// decided from the record).
type brood struct {
	results chan childResult
	cancels []context.CancelFunc
}

func newBrood(n int) *brood {
	return &brood{results: make(chan childResult, n), cancels: make([]context.CancelFunc, n)}
}

func (b *brood) cancelAll() {
	for _, c := range b.cancels {
		if c != nil {
			c()
		}
	}
}

// spawn starts a task for each of moves[lo:hi] of pos, in order, into b;
// those that wait for a thread queue now, before any task queued later at
// the same place in the order. hand, if not nil, is a thread passed on to
// the first of them.
func (p *ParallelSolver) spawn(ctx context.Context, pos game.Position, moves []game.Move, lo, hi int, path []uint8, ply int, hand *Solver, b *brood) {
	for i := lo; i < hi; i++ {
		child := pos
		child.Make(moves[i])
		if w, ok := p.recall(&child); ok {
			b.results <- childResult{i: i, win: w}
			continue
		}
		cctx, cancel := context.WithCancel(ctx)
		b.cancels[i] = cancel
		cpath := append(path[:len(path):len(path)], uint8(min(i, 255)))
		var seat *waiter
		if child.Phase() == game.Jumps && ply < MaxPly {
			seat = p.sched.enqueue(cpath)
		}
		p.tasks.Add(1)
		go func() {
			defer p.tasks.Done()
			win, err := p.task(cctx, child, cpath, ply, seat)
			b.results <- childResult{i, win, err}
		}()
	}
	if hand != nil {
		p.sched.release(hand)
	}
}

// eldest returns how many of n moves the tasks of a position start with:
// the first alone (the young brothers wait for the eldest, whose result
// tells whether they are needed: a first move that wins makes them
// useless), or all of them when p.allAtOnce.
func (p *ParallelSolver) eldest(n int) int {
	if p.allAtOnce {
		return n
	}
	return min(n, 1)
}

// task decides pos, the position at path (the move indexes from the root)
// and ply plies from it, by a serial solve with a budget on the thread
// that seat waits for, else by splitting it. A task without a seat (in the
// removal phases) splits at once.
func (p *ParallelSolver) task(ctx context.Context, pos game.Position, path []uint8, ply int, seat *waiter) (bool, error) {
	if ply >= MaxPly {
		return false, nil // cannot happen: no game is that long
	}
	var hand *Solver
	if seat != nil {
		w, done, keep, err := p.leaf(ctx, pos, ply, seat)
		if err != nil || done {
			return w, err
		}
		p.splits.Add(1)
		hand = keep
	}
	return p.split(ctx, pos, path, ply, hand)
}

// leaf solves pos on the thread that seat waits for, with the leaf budget.
// done is false when the budget ran out first; the thread is then kept
// for the split of pos.
func (p *ParallelSolver) leaf(ctx context.Context, pos game.Position, ply int, seat *waiter) (win, done bool, keep *Solver, err error) {
	w, err := p.sched.wait(ctx, seat)
	if err != nil {
		return false, false, nil, err
	}
	w.prepare(pos.Size(), ctx.Done(), p.leafBudget())
	win = w.solvePos(&pos, ply)
	total := p.nodes.Add(w.nodes)
	p.leaves.Add(1)
	if p.maxNode > 0 && total >= p.maxNode {
		p.stopAll(errNodeBudget)
	}
	if err := ctx.Err(); err != nil {
		p.sched.release(w)
		return false, false, nil, err
	}
	if w.stop {
		return false, false, w, nil
	}
	p.sched.release(w)
	p.remember(&pos, win)
	return win, true, nil, nil
}

// leafBudget returns the node budget of the next leaf task.
func (p *ParallelSolver) leafBudget() uint64 {
	b := p.budget
	if b == 0 {
		b = min(max(p.nodes.Load()/uint64(leafBudgetShare*p.threads), minLeafBudget), maxLeafBudget)
	}
	if p.maxNode > 0 {
		if n := p.nodes.Load(); n < p.maxNode {
			b = min(b, p.maxNode-n+pollEvery)
		}
	}
	return b
}

// split decides pos by a task per move: it wins as soon as one of them is
// proven to lose. hand, when not nil, is the thread of the leaf task that
// ran out of budget on pos, passed on to the new tasks.
func (p *ParallelSolver) split(ctx context.Context, pos game.Position, path []uint8, ply int, hand *Solver) (bool, error) {
	p.nodes.Add(1)
	moves := p.inner(&pos)
	if len(moves) == 0 {
		if hand != nil {
			p.sched.release(hand)
		}
		p.remember(&pos, false)
		return false, nil
	}
	kids := newBrood(len(moves))
	defer kids.cancelAll()
	first := p.eldest(len(moves))
	p.spawn(ctx, pos, moves, 0, first, path, ply+1, hand, kids)
	for got := range len(moves) {
		r := <-kids.results
		if got == 0 && first < len(moves) && r.err == nil && r.win {
			p.spawn(ctx, pos, moves, first, len(moves), path, ply+1, nil, kids)
		}
		if r.err != nil {
			return false, r.err // only ctx stops a task whose siblings run
		}
		if !r.win {
			p.remember(&pos, true)
			return true, nil
		}
	}
	p.remember(&pos, false)
	return false, nil
}

// children returns the moves of pos in the order the solver tries them:
// in the jump phase the serial solver's root order (fewest replies
// first); in the removal phases one move of each class of symmetric
// moves, Black's first removal ordered by the jumps Black keeps.
func (p *ParallelSolver) children(pos *game.Position) []game.Move {
	moves := pos.LegalMoves(nil)
	if pos.Phase() == game.Jumps {
		return p.keys.order(pos, moves)
	}
	seen := map[recordKey]bool{}
	var distinct []game.Move
	for _, m := range moves {
		c := *pos
		c.Make(m)
		k := p.recordKeyOf(&c)
		if !seen[k] {
			seen[k] = true
			distinct = append(distinct, m)
		}
	}
	if pos.Phase() == game.BlackRemoves {
		return orderFirstRemovals(pos, distinct)
	}
	return p.keys.order(pos, distinct)
}

// inner returns the moves of pos in the serial solver's order below the
// root: Solver.bits8's (fewest replies first, then most own moves) for the
// positions win8 takes, without killers and countermoves; else children's
// order.
func (p *ParallelSolver) inner(pos *game.Position) []game.Move {
	g := p.keys.g
	own, opp, _, ok := p.keys.bits8(pos)
	if !ok {
		return p.children(pos)
	}
	jumps := g.Jumps(own, opp, nil)
	keys := make([]int32, len(jumps))
	least := int32(1 << 30)
	for i, m := range jumps {
		keys[i] = int32(g.CountJumps(opp&^m.Captured, own^m.Path)) << 8
		least = min(least, keys[i])
	}
	if len(jumps) > 1 {
		for i, m := range jumps {
			if keys[i] == least {
				keys[i] -= int32(g.CountJumps(own^m.Path, opp&^m.Captured))
			}
		}
	}
	moves := make([]game.Move, len(jumps))
	for i := range jumps {
		selectFewest(jumps, keys, i)
		moves[i] = jumps[i].Move(own)
	}
	return moves
}

// orderFirstRemovals orders Black's first removals by the jumps Black has
// after White's answer that leaves it the fewest: most first (stable).
func orderFirstRemovals(pos *game.Position, moves []game.Move) []game.Move {
	keep := make([]int, len(moves))
	for i, m := range moves {
		c := *pos
		c.Make(m)
		keep[i] = 1 << 30
		for _, r := range c.LegalMoves(nil) {
			d := c
			d.Make(r)
			keep[i] = min(keep[i], d.CountMoves())
		}
	}
	idx := make([]int, len(moves))
	for i := range idx {
		idx[i] = i
	}
	// A stable insertion sort: there are at most a few removals.
	for i := 1; i < len(idx); i++ {
		for j := i; j > 0 && keep[idx[j]] > keep[idx[j-1]]; j-- {
			idx[j], idx[j-1] = idx[j-1], idx[j]
		}
	}
	out := make([]game.Move, len(moves))
	for i, j := range idx {
		out[i] = moves[j]
	}
	return out
}

// recordKeyOf returns the record's key of pos: the same for positions that
// are images of each other under the symmetries of the square. It is the
// canonical occupied squares where they fix the stones (Solver.bits8),
// else the Zobrist key of the canonical position.
func (p *ParallelSolver) recordKeyOf(pos *game.Position) recordKey {
	side := pos.SideToMove()
	if own, opp, keySide, ok := p.keys.bits8(pos); ok {
		occ, s := canonical8(p.keys.g, own|opp, keySide)
		return recordKey{key: occ, side: uint8(s), phase: uint8(game.Jumps)}
	}
	c, _ := pos.Canonical()
	return recordKey{key: c.Hash(), side: uint8(side), phase: uint8(pos.Phase())}
}

// canonical8 returns the least image of the occupied squares occ and side
// of a position as key8 takes them (Solver.bits8) under all eight
// symmetries of the square, as key8 does above its stone count (a flip of
// an even board swaps the colours, so the side).
func canonical8(g *game.Board8, occ uint64, side int) (uint64, int) {
	swap := g.Size()%2 == 0
	best, bestSide := occ, side
	for i := 1; i < 8; i++ {
		t := occ
		if i&4 != 0 {
			t = transpose(t)
		}
		if i&2 != 0 {
			t = mirrorH(g, t)
		}
		if i&1 != 0 {
			t = flipV(g, t)
		}
		sd := side
		if swap && (i&1 != 0) != (i&2 != 0) {
			sd ^= 1
		}
		if t < best || t == best && sd < bestSide {
			best, bestSide = t, sd
		}
	}
	return best, bestSide
}

func (p *ParallelSolver) recall(pos *game.Position) (bool, bool) {
	k := p.recordKeyOf(pos)
	p.mu.Lock()
	defer p.mu.Unlock()
	w, ok := p.record[k]
	return w, ok
}

func (p *ParallelSolver) remember(pos *game.Position, win bool) {
	k := p.recordKeyOf(pos)
	p.mu.Lock()
	p.record[k] = win
	p.mu.Unlock()
}

// line follows the solved game from pos to its end, as Solver's Line
// does: the winner plays its first winning move in the root order, the
// loser its first move. first, when not NoMove, is pos's winning move.
func (p *ParallelSolver) line(ctx context.Context, pos game.Position, first game.Move) ([]game.Move, error) {
	var pv []game.Move
	if first != game.NoMove {
		pv = append(pv, first)
		pos.Make(first)
	}
	for len(pv) < MaxPly {
		moves := p.children(&pos)
		if len(moves) == 0 {
			break
		}
		win, m, err := p.root(ctx, pos, &rootReport{p: p})
		if err != nil {
			return pv, err
		}
		if !win {
			m = moves[0]
		}
		pv = append(pv, m)
		pos.Make(m)
	}
	return pv, nil
}

// distLine runs the serial distance search (SolveOptions.Distance) on one
// of the threads, with the shared table.
func (p *ParallelSolver) distLine(ctx context.Context, pos game.Position, win bool) ([]game.Move, bool) {
	w, err := p.sched.acquire(ctx, nil)
	if err != nil {
		return nil, false
	}
	defer p.sched.release(w)
	w.prepare(pos.Size(), ctx.Done(), 0)
	pv, ok := w.distLine(pos, win)
	p.nodes.Add(w.nodes)
	return pv, ok && !w.stop
}

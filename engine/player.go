package engine

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// Player chooses the moves of genmove and finds the winners of solve.
type Player interface {
	// GenMove returns the move to play in pos, where the side to move has
	// at least one legal move, within the level and think time of lim.
	GenMove(ctx context.Context, pos game.Position, lim ai.Limits) (game.Move, error)
	// Solve returns the winner of pos with perfect play; known is false
	// when ctx ended before the proof.
	Solve(ctx context.Context, pos game.Position) (winner game.Color, known bool, err error)
}

// ThreadedSolver is a Player whose solve runs on several threads; the
// engine's solve calls it with the threads set by the threads command (0:
// one per logical CPU). The Player of package ai is one.
type ThreadedSolver interface {
	SolveThreads(ctx context.Context, pos game.Position, threads int) (winner game.Color, known bool, err error)
}

// Analyser is a Player that also answers analyse: the best move, score and
// principal variation for the side to move of pos (which has a move) within
// lim.Nodes if set, else lim.Time. A proven score is ±(ai.WinScore − N) for
// exactly N more plies of perfect play, ±ai.WinScore if N is unknown.
type Analyser interface {
	Analyse(ctx context.Context, pos game.Position, lim ai.Limits) (ai.Result, error)
}

// aiPlayer is the Player of package ai. It keeps one ai.Searcher and one
// ai.Solver for the session, so that their tables serve the next moves;
// each is made on first use (64 MiB of tables each). After every move or
// proof it writes a line of search information to log.
type aiPlayer struct {
	log      io.Writer
	searcher *ai.Searcher
	solver   *ai.Solver
	making   chan struct{} // closed when the tables being made are made
	// psolver answers solve, on the threads it was made with; made on the
	// first solve, and anew when the threads change.
	psolver  *ai.ParallelSolver
	pthreads int           // the threads asked for psolver (0: all CPUs)
	pmaking  chan struct{} // closed when the psolver being made is made
}

// newSearcher and newSolver make the tables of a session; tests replace
// them.
var (
	newSearcher = func() *ai.Searcher { return ai.NewSearcher(ai.SearcherOptions{}) }
	newSolver   = func() *ai.Solver { return ai.NewSolver(0) }
	// newParallelSolver makes solve's solver of threads threads (0: one
	// per logical CPU), with a table of 64 MiB.
	newParallelSolver = func(threads int) *ai.ParallelSolver { return ai.NewParallelSolver(0, threads) }
)

// ready makes the searcher and the solver asked for, if not made yet, on a
// goroutine of its own and waits for them or the end of ctx: allocating
// and clearing 64 MiB takes up to 165 ms on a loaded machine, too long to
// be deaf to quit. Tables whose making ctx cut short are there at the next
// call.
func (p *aiPlayer) ready(ctx context.Context, searcher, solver bool) error {
	if p.making != nil {
		select {
		case <-p.making:
			p.making = nil
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	searcher, solver = searcher && p.searcher == nil, solver && p.solver == nil
	if !searcher && !solver {
		return nil
	}
	done := make(chan struct{})
	p.making = done
	go func() {
		defer close(done)
		if searcher {
			p.searcher = newSearcher()
		}
		if solver {
			p.solver = newSolver()
		}
	}()
	select {
	case <-done:
		p.making = nil
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func newAIPlayer(log io.Writer) *aiPlayer { return &aiPlayer{log: log} }

func (p *aiPlayer) GenMove(ctx context.Context, pos game.Position, lim ai.Limits) (game.Move, error) {
	if err := p.ready(ctx, true, false); err != nil {
		return game.NoMove, err
	}
	if lim.Nodes > 0 {
		p.searcher.Clear() // the move depends on the position and limits alone
	}
	r, err := p.searcher.Search(ctx, pos, lim)
	if err != nil {
		return game.NoMove, err
	}
	fmt.Fprintf(p.log, "genmove %s: level %s, depth %d, score %d, nodes %d, %v, pv %s\n",
		r.Move, lim.Level, r.Depth, r.Score, r.Nodes, r.Elapsed.Round(1e6), moveList(r.PV))
	return r.Move, nil
}

// masterTime is level Master's think time: analyse's budget when
// Limits.Time is 0.
const masterTime = 2 * time.Second

// solveStones returns the stone count at or below which Analyse asks the
// solver about a position of an n×n board, as the game review does (ai/
// review): every position up to 6×6, on larger boards those of at most
// n²/2 + n stones. (The search's own endgame solver starts at n²/2.)
func solveStones(n int) int {
	if n <= 6 {
		return n * n
	}
	return n*n/2 + n
}

// budget is the work of one analyse: nodes when lim.Nodes is set (then
// the answer is the same on every machine), else time.
type budget struct {
	nodes, used uint64
	total       time.Duration
	deadline    time.Time
}

func newBudget(lim ai.Limits) *budget {
	if lim.Nodes > 0 {
		return &budget{nodes: lim.Nodes}
	}
	t := lim.Time
	if t <= 0 {
		t = masterTime
	}
	return &budget{total: t, deadline: time.Now().Add(t)}
}

// upTo returns the solver options of a step that may use what is left of
// the budget but keep back num/den of the whole; ok is false when nothing
// is left for it.
func (b *budget) upTo(keepNum, keepDen int) (ai.SolveOptions, bool) {
	if b.nodes > 0 {
		keep := b.nodes / uint64(keepDen) * uint64(keepNum)
		if b.used+keep >= b.nodes {
			return ai.SolveOptions{}, false
		}
		return ai.SolveOptions{Nodes: b.nodes - b.used - keep}, true
	}
	t := time.Until(b.deadline) - b.total/time.Duration(keepDen)*time.Duration(keepNum)
	return ai.SolveOptions{Time: t}, t > 0
}

// searchLimits returns lim bounded by what is left of the budget.
func (b *budget) searchLimits(lim ai.Limits) ai.Limits {
	if b.nodes > 0 {
		lim.Time, lim.Nodes = 0, max(b.nodes-min(b.used, b.nodes), 1)
		return lim
	}
	lim.Time = max(time.Until(b.deadline), time.Millisecond)
	return lim
}

// Analyse spends lim.Nodes if set, else lim.Time (0: 2 s). With few stones
// the solver proves the winner (within ¾) and the length (within all but ⅛
// of the rest), which answers; else the search at lim.Level takes the rest.
// A node budget empties the tables and seeds the search: a fixed answer.
func (p *aiPlayer) Analyse(ctx context.Context, pos game.Position, lim ai.Limits) (ai.Result, error) {
	b := newBudget(lim)
	if err := p.ready(ctx, true, b.nodes > 0 || stones(&pos) <= solveStones(pos.Size())); err != nil {
		return ai.Result{}, err
	}
	if b.nodes > 0 {
		p.searcher.Clear()
		p.solverOf().Clear()
		lim.Seed = 1
	}
	var proof ai.SolveResult
	proven := false
	if stones(&pos) <= solveStones(pos.Size()) {
		opts, _ := b.upTo(1, 4)
		proof, proven = p.solveWithin(ctx, pos, opts, b)
		if proven {
			opts, ok := b.upTo(1, 8)
			opts.Distance = true
			if sr, done := p.solveWithin(ctx, pos, opts, b); ok && done && len(sr.PV) > 0 {
				r := ai.Result{Move: sr.PV[0], PV: sr.PV, Proven: true, Depth: sr.Plies, Nodes: sr.Nodes, Score: proofScore(pos, sr.Winner, sr.Plies)}
				p.logAnalysis(r, "solver")
				return r, nil
			}
		}
		if err := ctx.Err(); err != nil {
			return ai.Result{}, err
		}
	}
	r, err := p.searcher.Search(ctx, pos, b.searchLimits(lim))
	if err != nil {
		return r, err
	}
	b.used += r.Nodes
	switch {
	case proven:
		// The solver's verdict stands; a proof of the search can only
		// agree, and its line gives a length.
		if !r.Proven {
			r.Proven, r.Score, r.Depth = true, proofScore(pos, proof.Winner, 0), 0
			if proof.Winner == pos.SideToMove() && r.Move != proof.PV[0] {
				r.Move, r.PV = proof.PV[0], proof.PV
			}
		}
		p.logAnalysis(r, "solver, length unknown")
	case r.Proven:
		p.exactLength(ctx, pos, &r, b)
		p.logAnalysis(r, "search")
	default:
		p.logAnalysis(r, "none")
	}
	return r, nil
}

// logAnalysis writes a line about r and where its proof came from.
func (p *aiPlayer) logAnalysis(r ai.Result, proof string) {
	fmt.Fprintf(p.log, "analyse: depth %d, score %d, proof %s, nodes %d\n", r.Depth, r.Score, proof, r.Nodes)
}

// proofScore is the search score of a proven result: the side to move of
// pos wins (or loses, when winner is the other) in exactly plies plies;
// plies 0 stands for a proof whose length is not known (±ai.WinScore:
// analyse never answers a finished game with a score).
func proofScore(pos game.Position, winner game.Color, plies int) int {
	if winner == pos.SideToMove() {
		return ai.WinScore - plies
	}
	return -(ai.WinScore - plies)
}

// solverOf returns the solver, made now if ready did not make it.
func (p *aiPlayer) solverOf() *ai.Solver {
	if p.solver == nil {
		p.solver = newSolver()
	}
	return p.solver
}

// solveWithin runs the solver on pos with opts, whose budget (Nodes or
// Time) must be set, and counts its nodes in b; ok is false when it did
// not prove the result.
func (p *aiPlayer) solveWithin(ctx context.Context, pos game.Position, opts ai.SolveOptions, b *budget) (ai.SolveResult, bool) {
	if opts.Nodes == 0 && opts.Time <= 0 {
		return ai.SolveResult{}, false
	}
	r, err := p.solverOf().Solve(ctx, pos, opts)
	b.used += r.Nodes
	return r, err == nil
}

// exactLength replaces the line of a proven result r by one of perfect play
// (the shortest win against the longest defence) when the solver finds it
// within what is left of b, so #N is the length of perfect play; otherwise
// the proof's length is marked unknown.
func (p *aiPlayer) exactLength(ctx context.Context, pos game.Position, r *ai.Result, b *budget) {
	opts, ok := b.upTo(0, 1)
	opts.Distance = true
	var sr ai.SolveResult
	if ok {
		sr, ok = p.solveWithin(ctx, pos, opts, b)
	}
	if !ok || len(sr.PV) == 0 {
		winner := pos.SideToMove()
		if r.Score < 0 {
			winner = winner.Other()
		}
		r.Score = proofScore(pos, winner, 0)
		return
	}
	r.Move, r.PV = sr.PV[0], sr.PV
	r.Score = proofScore(pos, sr.Winner, sr.Plies)
}

func stones(p *game.Position) int { return p.Count(game.Black) + p.Count(game.White) }

func (p *aiPlayer) Solve(ctx context.Context, pos game.Position) (game.Color, bool, error) {
	return p.SolveThreads(ctx, pos, 0)
}

// SolveThreads proves the winner of pos with the parallel solver on
// threads threads (0: one per logical CPU), which keeps its table from one
// solve to the next while the threads stay the same.
func (p *aiPlayer) SolveThreads(ctx context.Context, pos game.Position, threads int) (game.Color, bool, error) {
	ps, err := p.parallelSolver(ctx, threads)
	if err != nil {
		return game.Black, false, nil // stopped: unknown
	}
	r, err := ps.Solve(ctx, pos, ai.SolveOptions{})
	switch {
	case err == nil:
		fmt.Fprintf(p.log, "solve: %s wins, nodes %d, %v, threads %d, line %s\n",
			r.Winner, r.Nodes, r.Elapsed.Round(1e6), ps.Threads(), moveList(r.PV))
		return r.Winner, true, nil
	case errors.Is(err, ai.ErrUnsolved), ctx.Err() != nil:
		fmt.Fprintf(p.log, "solve: unknown after %d nodes, %v, threads %d\n", r.Nodes, r.Elapsed.Round(1e6), ps.Threads())
		return game.Black, false, nil
	}
	return game.Black, false, err
}

// parallelSolver returns solve's solver of threads threads, made on a
// goroutine of its own (its table takes time to allocate, see ready) if
// there is none of those threads yet; it returns ctx.Err() when ctx ends
// first, and the solver being made is there at the next call.
func (p *aiPlayer) parallelSolver(ctx context.Context, threads int) (*ai.ParallelSolver, error) {
	if p.pmaking != nil {
		select {
		case <-p.pmaking:
			p.pmaking = nil
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	if p.psolver != nil && p.pthreads == threads {
		return p.psolver, nil
	}
	done := make(chan struct{})
	p.pmaking, p.pthreads = done, threads
	p.psolver = nil // let the old table go before the new one is made
	go func() {
		defer close(done)
		p.psolver = newParallelSolver(threads)
	}()
	select {
	case <-done:
		p.pmaking = nil
		return p.psolver, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func moveList(moves []game.Move) string {
	s := make([]string, len(moves))
	for i, m := range moves {
		s[i] = m.String()
	}
	return strings.Join(s, " ")
}

package engine

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/ai/analysis"
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

// BestAnalyser is an Analyser that also answers analyse under multipv:
// the n best moves of pos (which has a move), best first, each with the
// budget of lim (see analysis.Analyst.Best).
type BestAnalyser interface {
	Best(ctx context.Context, pos game.Position, n int, lim ai.Limits) ([]analysis.Line, error)
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
	// analysis answers analyse on searcher and solver; made with the
	// searcher.
	analysis *analysis.Analyst
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
		r.Move, lim.Level, r.Depth, r.Score, r.Nodes, r.Elapsed.Round(1e6), game.MovesText(r.PV))
	return r.Move, nil
}

// Analyse is the engine's analyse: analysis.Analyst.Analyse on the
// session's searcher and solver (see there for the budget and proofs).
func (p *aiPlayer) Analyse(ctx context.Context, pos game.Position, lim ai.Limits) (ai.Result, error) {
	a, err := p.analyst(ctx, pos, lim)
	if err != nil {
		return ai.Result{}, err
	}
	return a.Analyse(ctx, pos, lim)
}

// Best is the engine's analyse of n lines: analysis.Analyst.Best on the
// session's searcher and solver.
func (p *aiPlayer) Best(ctx context.Context, pos game.Position, n int, lim ai.Limits) ([]analysis.Line, error) {
	a, err := p.analyst(ctx, pos, lim)
	if err != nil {
		return nil, err
	}
	return a.Best(ctx, pos, n, lim)
}

// analyst returns an Analyst on the session's tables, made (see ready) as
// an analysis of pos within lim needs them: the solver for a node budget
// or a position the solver takes first, else on first use.
func (p *aiPlayer) analyst(ctx context.Context, pos game.Position, lim ai.Limits) (*analysis.Analyst, error) {
	few := pos.Count(game.Black)+pos.Count(game.White) <= analysis.SolveStones(pos.Size())
	if err := p.ready(ctx, true, lim.Nodes > 0 || few); err != nil {
		return nil, err
	}
	if p.analysis == nil {
		p.analysis = analysis.With(p.searcher, p.solverOf)
		p.analysis.Log = p.log
	}
	return p.analysis, nil
}

// solverOf returns the solver, made now if ready did not make it.
func (p *aiPlayer) solverOf() *ai.Solver {
	if p.solver == nil {
		p.solver = newSolver()
	}
	return p.solver
}

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
			r.Winner, r.Nodes, r.Elapsed.Round(1e6), ps.Threads(), game.MovesText(r.PV))
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

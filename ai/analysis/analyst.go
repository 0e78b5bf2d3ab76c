package analysis

import (
	"context"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// Analyst answers the analyses of positions with one ai.Searcher and one
// ai.Solver, whose tables serve from one analysis to the next. It runs one
// analysis (Analyse, Best, a step of Live) at a time: concurrent calls
// wait for each other, or for their ctx to end.
type Analyst struct {
	sem      chan struct{}
	searcher *ai.Searcher
	solverOf func() *ai.Solver
	solver   *ai.Solver
	// Log, when not nil, gets one line per analysis: the depth, score,
	// where the proof came from and the nodes of line 1.
	Log io.Writer
}

// New returns an Analyst with tables of its own, as the engine's: a
// Searcher of opts (64 MiB unless opts.TableBytes says otherwise) made
// now, and a Solver of ai.DefaultTableBytes made on its first proof.
func New(opts ai.SearcherOptions) *Analyst {
	return With(ai.NewSearcher(opts), func() *ai.Solver { return ai.NewSolver(0) })
}

// With returns an Analyst that searches with searcher and proves with the
// Solver that solver returns, called once, when the first proof needs it:
// the engine shares its tables this way.
func With(searcher *ai.Searcher, solver func() *ai.Solver) *Analyst {
	return &Analyst{sem: make(chan struct{}, 1), searcher: searcher, solverOf: solver}
}

// lock waits for the analysis running, if any, or the end of ctx.
func (a *Analyst) lock(ctx context.Context) error {
	select {
	case a.sem <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (a *Analyst) unlock() { <-a.sem }

// masterTime is level Master's think time: the budget of a line when
// Limits.Time and Limits.Nodes are 0.
const masterTime = 2 * time.Second

// SolveStones returns the stone count at or below which an analysis of a
// position of an n×n board asks the solver first, as the game review does:
// every position up to 6×6, on larger boards those of at most n²/2 + n
// stones. (The search's own endgame solver starts at n²/2.)
func SolveStones(n int) int {
	if n <= 6 {
		return n * n
	}
	return n*n/2 + n
}

func stones(p *game.Position) int { return p.Count(game.Black) + p.Count(game.White) }

// budget is the work of one line: nodes when lim.Nodes is set (then the
// answer is the same on every machine), else time.
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

// times returns a budget of k times b's whole, unspent.
func (b *budget) times(k int) *budget {
	if b.nodes > 0 {
		return &budget{nodes: b.nodes * uint64(k)}
	}
	t := b.total * time.Duration(k)
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

// share returns the solver options of one of k steps that share what is
// left of the budget alike; ok is false when nothing is left.
func (b *budget) share(k int) (ai.SolveOptions, bool) {
	if b.nodes > 0 {
		if b.used >= b.nodes {
			return ai.SolveOptions{}, false
		}
		return ai.SolveOptions{Nodes: max((b.nodes-b.used)/uint64(k), 1)}, true
	}
	t := time.Until(b.deadline) / time.Duration(k)
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

// Analyse returns the best move of pos, which must have one, with its
// score and principal variation, within lim.Nodes if set, else lim.Time (0:
// 2 s). With at most SolveStones stones the solver proves the winner
// (within ¾) and the length (within all but ⅛ of the rest), which answers;
// else the Master search at lim.Level takes the rest. A node budget
// empties the tables and seeds the search: a fixed answer. A proven score
// is ±(ai.WinScore − N) for exactly N more plies of perfect play,
// ±ai.WinScore if N is unknown. This is the engine's analyse.
func (a *Analyst) Analyse(ctx context.Context, pos game.Position, lim ai.Limits) (ai.Result, error) {
	if err := a.lock(ctx); err != nil {
		return ai.Result{}, err
	}
	defer a.unlock()
	r, _, _, err := a.analyse(ctx, pos, lim)
	return r, err
}

// analyse is Analyse that also returns the nodes it spent in all and the
// limits its search had (lim when the solver answered alone).
func (a *Analyst) analyse(ctx context.Context, pos game.Position, lim ai.Limits) (r ai.Result, used uint64, searched ai.Limits, err error) {
	b := newBudget(lim)
	if b.nodes > 0 {
		a.searcher.Clear()
		a.solve().Clear()
		lim.Seed = 1
	}
	var proof ai.SolveResult
	proven := false
	if stones(&pos) <= SolveStones(pos.Size()) {
		opts, _ := b.upTo(1, 4)
		proof, proven = a.solveWithin(ctx, pos, opts, b)
		if proven {
			opts, ok := b.upTo(1, 8)
			opts.Distance = true
			if sr, done := a.solveWithin(ctx, pos, opts, b); ok && done && len(sr.PV) > 0 {
				r := ai.Result{Move: sr.PV[0], PV: sr.PV, Proven: true, Depth: sr.Plies, Nodes: sr.Nodes, Score: proofScore(pos, sr.Winner, sr.Plies)}
				a.logAnalysis(r, "solver")
				return r, b.used, lim, nil
			}
		}
		if err := ctx.Err(); err != nil {
			return ai.Result{}, b.used, lim, err
		}
	}
	searched = b.searchLimits(lim)
	r, err = a.searcher.Search(ctx, pos, searched)
	b.used += r.Nodes
	if err != nil {
		return r, b.used, searched, err
	}
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
		a.logAnalysis(r, "solver, length unknown")
	case r.Proven:
		a.exactLength(ctx, pos, &r, b)
		a.logAnalysis(r, "search")
	default:
		a.logAnalysis(r, "none")
	}
	return r, b.used, searched, nil
}

// logAnalysis writes a line about r and where its proof came from.
func (a *Analyst) logAnalysis(r ai.Result, proof string) {
	if a.Log != nil {
		fmt.Fprintf(a.Log, "analyse: depth %d, score %d, proof %s, nodes %d\n", r.Depth, r.Score, proof, r.Nodes)
	}
}

// proofScore is the search score of a proven result: the side to move of
// pos wins (or loses, when winner is the other) in exactly plies plies;
// plies 0 stands for a proof whose length is not known (±ai.WinScore).
func proofScore(pos game.Position, winner game.Color, plies int) int {
	if winner == pos.SideToMove() {
		return ai.WinScore - plies
	}
	return -(ai.WinScore - plies)
}

// solve returns the solver, made now if not made yet.
func (a *Analyst) solve() *ai.Solver {
	if a.solver == nil {
		a.solver = a.solverOf()
	}
	return a.solver
}

// solveWithin runs the solver on pos with opts, whose budget (Nodes or
// Time) must be set, and counts its nodes in b; ok is false when it did
// not prove the result.
func (a *Analyst) solveWithin(ctx context.Context, pos game.Position, opts ai.SolveOptions, b *budget) (ai.SolveResult, bool) {
	if opts.Nodes == 0 && opts.Time <= 0 {
		return ai.SolveResult{}, false
	}
	r, err := a.solve().Solve(ctx, pos, opts)
	b.used += r.Nodes
	return r, err == nil
}

// exactLength replaces the line of a proven result r by one of perfect play
// (the shortest win against the longest defence) when the solver finds it
// within what is left of b, so #N is the length of perfect play; otherwise
// the proof's length is marked unknown.
func (a *Analyst) exactLength(ctx context.Context, pos game.Position, r *ai.Result, b *budget) {
	opts, ok := b.upTo(0, 1)
	opts.Distance = true
	var sr ai.SolveResult
	if ok {
		sr, ok = a.solveWithin(ctx, pos, opts, b)
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

// lineOf returns the Line of a result of a search or proof of a position.
func lineOf(r ai.Result) Line {
	l := Line{Move: r.Move, PV: r.PV, Score: r.Score, Proven: r.Proven, Depth: r.Depth, Nodes: r.Nodes}
	if len(l.PV) == 0 || l.PV[0] != l.Move {
		l.PV = []game.Move{l.Move}
	}
	if plies, win, ok := r.WinPlies(); ok {
		l.Plies, l.Win = plies, win
	}
	return l
}

// Best returns the n best moves of pos (all its moves when it has fewer;
// n < 1 asks for one; none when the game is over), best first, each with
// its value and principal variation. When Analyse's answer with lim is a
// proof, it is line 1; else every searched line, the first included, is
// searched from empty tables to the depth Analyse completed, so that their
// values compare, and line 1 is the best of them.
// The budget of lim (lim.Nodes, else lim.Time, else 2 s) holds for each
// further line: with at most SolveStones stones the solver first proves
// the other moves one by one, sharing n−1 budgets, and the moves it proves
// winning come next, shortest win first; then the Master search
// (SearchExcluding, from empty tables, within what line 1's search had)
// ranks the unproven ones; then the losing moves, longest defence first.
// The lines are in order of Value. With a node budget the answer is the
// same on every machine.
func (a *Analyst) Best(ctx context.Context, pos game.Position, n int, lim ai.Limits) ([]Line, error) {
	if err := a.lock(ctx); err != nil {
		return nil, err
	}
	defer a.unlock()
	res, err := a.best(ctx, pos, n, lim)
	return res.lines, err
}

// bestResult is what best found.
type bestResult struct {
	lines []Line
	nodes uint64 // spent in all
	// settled is set when every move of the position is proven with its
	// length (line 1 by the solver): no larger budget changes the lines.
	settled bool
}

// best is Best that also returns the nodes it spent and whether the lines
// are settled.
func (a *Analyst) best(ctx context.Context, pos game.Position, n int, lim ai.Limits) (bestResult, error) {
	moves := pos.LegalMoves(nil)
	if len(moves) == 0 {
		return bestResult{settled: true}, nil
	}
	n = max(1, min(n, len(moves)))
	r, nodes, searched, err := a.analyse(ctx, pos, lim)
	if err != nil {
		return bestResult{nodes: nodes}, err
	}
	lines := make([]Line, 1, n)
	lines[0] = lineOf(r)
	exact := func(l Line) bool { return l.Proven && l.Plies > 0 }
	settled := exact(lines[0]) // the solver's perfect play
	if n == 1 {
		return bestResult{lines, nodes, settled}, nil
	}
	if lim.Nodes > 0 {
		lim.Time, lim.Seed = 0, 1
	}
	rest := slices.DeleteFunc(moves, func(m game.Move) bool { return m == r.Move })
	var wins, losses []Line
	if stones(&pos) <= SolveStones(pos.Size()) {
		var used uint64
		wins, losses, rest, used = a.proveMoves(ctx, pos, rest, newBudget(lim).times(n-1))
		nodes += used
		if err := ctx.Err(); err != nil {
			return bestResult{nodes: nodes}, err
		}
		settled = settled && len(rest) == 0 && !slices.ContainsFunc(wins, func(l Line) bool { return !exact(l) }) &&
			!slices.ContainsFunc(losses, func(l Line) bool { return !exact(l) })
	} else {
		settled = false
	}
	lines = append(lines, wins[:min(len(wins), n-len(lines))]...)
	// The unproven moves are searched as line 1 was: from empty tables
	// (with a node budget), within the budget its search had and no deeper
	// than it went, so that their values compare with line 1's (Kōnane's
	// values swing with the parity of the depth).
	if lim.Nodes > 0 {
		lim.Nodes = searched.Nodes
	} else if searched.Time > 0 {
		lim.Time = searched.Time
	}
	if !r.Proven && r.Depth > 0 {
		// Line 1's score may come from an iteration the budget cut short:
		// its move is searched again to the depth it completed, as the
		// others are, and the lines are then ordered by value.
		lim.Depth = r.Depth
		l, used, err := a.searchLine(ctx, pos, lim, nil)
		nodes += used
		if err != nil {
			return bestResult{nodes: nodes}, err
		}
		lines[0] = l
		rest = slices.DeleteFunc(append(rest, r.Move), func(m game.Move) bool { return m == l.Move })
	}
	for len(lines) < n && len(rest) > 0 {
		exclude := slices.DeleteFunc(pos.LegalMoves(nil), func(m game.Move) bool { return slices.Contains(rest, m) })
		l, used, err := a.searchLine(ctx, pos, lim, exclude)
		nodes += used
		if err != nil {
			return bestResult{nodes: nodes}, err
		}
		lines = append(lines, l)
		rest = slices.DeleteFunc(rest, func(m game.Move) bool { return m == l.Move })
	}
	lines = append(lines, losses[:min(len(losses), n-len(lines))]...)
	slices.SortStableFunc(lines, func(x, y Line) int { return y.Value() - x.Value() })
	return bestResult{lines, nodes, settled}, nil
}

// Value orders lines, higher better for the side to move: Score, but a
// proof of unknown length (Plies 0) counts as the longest win or the
// shortest loss the search can see, ±(ai.WinScore − ai.MaxPly).
func (l Line) Value() int {
	if l.Proven && l.Plies == 0 {
		if l.Win {
			return ai.WinScore - ai.MaxPly
		}
		return -(ai.WinScore - ai.MaxPly)
	}
	return l.Score
}

// searchLine returns the best move of pos but those of exclude, by the
// Master search within lim's budget (from empty tables when it is in
// nodes); a
// proof gets the solver's verdict and exact length when the solver finds
// them in what is left.
func (a *Analyst) searchLine(ctx context.Context, pos game.Position, lim ai.Limits, exclude []game.Move) (Line, uint64, error) {
	b := newBudget(lim)
	if b.nodes > 0 {
		a.searcher.Clear()
	}
	r, err := a.searcher.SearchExcluding(ctx, pos, b.searchLimits(lim), exclude)
	b.used += r.Nodes
	if err != nil {
		return Line{}, b.used, err
	}
	l := lineOf(r)
	if r.Proven {
		opts, ok := b.upTo(0, 1)
		l.Plies, l.Score = 0, proofScore(pos, winnerOf(pos, l.Win), 0)
		if ok {
			if pl, ok := a.proveMove(ctx, pos, r.Move, opts, b); ok && pl.Plies > 0 {
				l.PV, l.Plies, l.Score, l.Win = pl.PV, pl.Plies, pl.Score, pl.Win
			}
		}
	}
	return l, b.used, nil
}

// winnerOf returns the side to move of pos if win, else the other.
func winnerOf(pos game.Position, win bool) game.Color {
	if win {
		return pos.SideToMove()
	}
	return pos.SideToMove().Other()
}

// proveMoves proves the moves of pos in moves one by one, in that order,
// each within an equal share of what is left of b: it returns the winning
// ones (shortest win first), the losing ones (longest defence first), the
// unproven ones in their order, and the nodes used.
func (a *Analyst) proveMoves(ctx context.Context, pos game.Position, moves []game.Move, b *budget) (wins, losses []Line, open []game.Move, used uint64) {
	for i, m := range moves {
		opts, ok := b.share(len(moves) - i)
		if !ok || ctx.Err() != nil {
			open = append(open, moves[i:]...)
			break
		}
		l, ok := a.proveMove(ctx, pos, m, opts, b)
		switch {
		case !ok:
			open = append(open, m)
		case l.Win:
			wins = append(wins, l)
		default:
			losses = append(losses, l)
		}
	}
	slices.SortStableFunc(wins, func(x, y Line) int { return y.Value() - x.Value() })
	slices.SortStableFunc(losses, func(x, y Line) int { return y.Value() - x.Value() })
	return wins, losses, open, b.used
}

// proveMove proves who wins after move m of pos within opts (a node or
// time budget), counting its nodes in b, then the length of perfect play
// within what is left of opts; ok is false when not proven. A proof
// without its length has Plies 0 and PV m alone.
func (a *Analyst) proveMove(ctx context.Context, pos game.Position, m game.Move, opts ai.SolveOptions, b *budget) (Line, bool) {
	mover := pos.SideToMove()
	child := pos
	child.Make(m)
	l := Line{Move: m, PV: []game.Move{m}, Proven: true}
	if !child.HasMoves() {
		l.Win, l.Plies, l.Score = true, 1, ai.WinScore-1
		return l, true
	}
	start, deadline := b.used, time.Now().Add(opts.Time)
	sr, ok := a.solveWithin(ctx, child, opts, b)
	if !ok {
		return Line{}, false
	}
	l.Win, l.Score, l.Nodes = sr.Winner == mover, proofScore(pos, sr.Winner, 0), sr.Nodes
	rest := ai.SolveOptions{Distance: true}
	if opts.Nodes > 0 {
		if spent := b.used - start; spent < opts.Nodes {
			rest.Nodes = opts.Nodes - spent
		}
	} else {
		rest.Time = time.Until(deadline)
	}
	if dr, ok := a.solveWithin(ctx, child, rest, b); ok && dr.Winner == sr.Winner {
		l.PV = append([]game.Move{m}, dr.PV...)
		l.Plies = 1 + dr.Plies
		l.Score = proofScore(pos, sr.Winner, l.Plies)
		l.Depth = l.Plies
	}
	l.Nodes = b.used - start
	return l, true
}

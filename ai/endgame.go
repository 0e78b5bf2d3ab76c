package ai

import (
	"context"
	"time"

	"github.com/konane/konane/game"
)

// endgameStones is, per board size, the stone count at or below which
// Master first tries to prove the result with the solver. On 8×8, in
// Medium's self-play games, positions of 32 stones or fewer are proven in
// 1 s or (mostly far) less; 33–34 stones can take more than 2 s.
func endgameStones(n int) int {
	return n * n / 2
}

func endgameSmall(pos *game.Position) bool {
	return pos.Count(game.Black)+pos.Count(game.White) <= endgameStones(pos.Size())
}

// solveEndgame tries to prove pos with at most half the remaining budget
// (time, and nodes when not 0). A proven win returns the winning line; a
// proven loss searches to maxDepth for the rest and is marked proven. Nodes
// count on from the solve's; a cut line (SolveResult.Cut) scores ±WinScore.
func (e *Searcher) solveEndgame(ctx context.Context, pos game.Position, start time.Time, budget time.Duration, nodes uint64, maxDepth int) (Result, bool) {
	if e.solver == nil {
		e.solver = NewSolver(e.tableBytes / 4)
	}
	left := budget - time.Since(start)
	if left <= 0 {
		return Result{}, false
	}
	sr, err := e.solver.Solve(ctx, pos, SolveOptions{Time: left / 2, Nodes: nodes / 2, Line: true})
	e.s.nodes += sr.Nodes
	e.s.nextPoll = alignedPoll(e.s.nodes, e.s.period)
	if err != nil || len(sr.PV) == 0 {
		return Result{}, false
	}
	plies := len(sr.PV)
	score := WinScore - plies
	if sr.Cut {
		score = WinScore
	}
	if sr.Winner == pos.SideToMove() {
		return Result{Move: sr.PV[0], PV: sr.PV, Score: score, Proven: true, Depth: plies, Nodes: e.s.nodes}, true
	}
	r := e.iterate(maxDepth)
	if r.Move == game.NoMove {
		r.Move, r.PV = sr.PV[0], sr.PV
	}
	if !isWin(-r.Score) {
		r.Score = -score
	}
	r.Proven = true
	return r, true
}

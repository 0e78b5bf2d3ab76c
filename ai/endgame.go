package ai

import (
	"context"
	"time"

	"github.com/konane/konane/game"
)

// endgameStones is, per board size, the stone count at or below which
// Master first tries to prove the result with the solver. On 8×8, from
// Medium's self-play games, positions of 32 stones or fewer were proven in
// 1 s or (mostly far) less; 33–34 stones sometimes took more than 2 s.
func endgameStones(n int) int {
	return n * n / 2
}

func endgameSmall(pos *game.Position) bool {
	return pos.Count(game.Black)+pos.Count(game.White) <= endgameStones(pos.Size())
}

// solveEndgame tries to prove the result of pos with at most half of the
// remaining budget (of time, and of nodes when nodes is not 0). On a proven
// win it returns the winning line; on a proven loss it searches normally,
// to maxDepth, for the rest of the budget (to pick a move that makes the
// win hardest to find) and marks the result proven. The search's node
// count goes on from the solve's, so that nodes bounds the whole move, and
// its polls fall on multiples of the period as a search's from 0 do: the
// node budget is read there (searcher.poll). When the solve's line was cut
// short (SolveResult.Cut), the proof has no length: the score is
// ±WinScore (Result.WinPlies gives 0 plies).
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

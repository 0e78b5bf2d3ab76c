package review

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// Outcome is the proven result of a move for the side that plays it.
type Outcome int8

// The outcomes of a move.
const (
	Unknown Outcome = iota // not proven within the budget
	Win                    // the mover wins with perfect play after it
	Loss                   // the mover loses with perfect play after it
)

// String returns "?", "W" or "L", the letters of the engine protocol's
// solve_moves.
func (o Outcome) String() string {
	switch o {
	case Win:
		return "W"
	case Loss:
		return "L"
	}
	return "?"
}

// MoveValue is one legal move with its proven outcome.
type MoveValue struct {
	Move    game.Move
	Outcome Outcome // for the side to move of the position the move is played in
}

// SolveMoves proves, for every legal move of p, whether the side to move
// wins after it, within budget in all (0: prove nothing; a negative
// budget: no limit). It first proves the position itself (a lost position
// has every move lost, and that ends the work); in a won position it then
// solves the position after each other move in turn. The moves are in
// p.LegalMoves order; those not proven when the budget runs out are
// Unknown. It returns ctx.Err() when ctx ends first. Solvers (64 MiB of
// table each) are kept in a pool between calls.
func SolveMoves(ctx context.Context, p game.Position, budget time.Duration) ([]MoveValue, error) {
	s := solverPool.Get().(*ai.Solver)
	defer solverPool.Put(s)
	mv, _, _ := proveMoves(ctx, s, p, budget)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return mv, nil
}

var solverPool = sync.Pool{New: func() any { return ai.NewSolver(0) }}

// proveMoves is SolveMoves with solver s; it also reports whether the
// position was proven and whether its side to move wins.
func proveMoves(ctx context.Context, s *ai.Solver, p game.Position, budget time.Duration) (mv []MoveValue, proven, win bool) {
	moves := p.LegalMoves(nil)
	mv = make([]MoveValue, len(moves))
	for i, m := range moves {
		mv[i].Move = m
	}
	if budget == 0 || len(moves) == 0 {
		return mv, len(moves) == 0, false
	}
	var deadline time.Time
	if budget > 0 {
		deadline = time.Now().Add(budget)
	}
	r, err := s.Solve(ctx, p, ai.SolveOptions{Time: max(budget, 0)})
	if err != nil {
		return mv, false, false
	}
	if r.Winner != p.SideToMove() {
		for i := range mv {
			mv[i].Outcome = Loss
		}
		return mv, true, false
	}
	for i := range mv {
		if mv[i].Move == r.PV[0] {
			mv[i].Outcome = Win
			continue
		}
		var left time.Duration // 0: no limit
		if budget > 0 {
			if left = time.Until(deadline); left <= 0 {
				break
			}
		}
		child := p
		child.Make(mv[i].Move)
		mv[i].Outcome = childOutcome(ctx, s, child, p.SideToMove(), left)
		if ctx.Err() != nil {
			break
		}
	}
	return mv, true, true
}

// childOutcome solves child (left: its time, 0 none) and says how it ends
// for mover.
func childOutcome(ctx context.Context, s *ai.Solver, child game.Position, mover game.Color, left time.Duration) Outcome {
	if !child.HasMoves() {
		return Win
	}
	r, err := s.Solve(ctx, child, ai.SolveOptions{Time: left})
	switch {
	case errors.Is(err, ai.ErrUnsolved), err != nil:
		return Unknown
	case r.Winner == mover:
		return Win
	}
	return Loss
}

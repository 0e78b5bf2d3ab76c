package review

import (
	"context"
	"errors"
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
// wins after it, solving the position after each move in turn with one
// ai.Solver within budget in all (0: prove nothing; a negative budget: no
// limit). The moves are in p.LegalMoves order; those not proven when the
// budget runs out are Unknown. It returns ctx.Err() when ctx ends first.
func SolveMoves(ctx context.Context, p game.Position, budget time.Duration) ([]MoveValue, error) {
	return solveMoves(ctx, ai.NewSolver(0), p, budget)
}

func solveMoves(ctx context.Context, s *ai.Solver, p game.Position, budget time.Duration) ([]MoveValue, error) {
	moves := p.LegalMoves(nil)
	out := make([]MoveValue, len(moves))
	start := time.Now()
	for i, m := range moves {
		out[i].Move = m
		if budget == 0 {
			continue
		}
		var left time.Duration
		if budget > 0 {
			left = budget - time.Since(start)
			if left <= 0 {
				continue
			}
		}
		child := p
		child.Make(m)
		out[i].Outcome = childOutcome(ctx, s, child, p.SideToMove(), left)
		if err := ctx.Err(); err != nil {
			return nil, err
		}
	}
	return out, nil
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

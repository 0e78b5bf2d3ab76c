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

// Budget bounds the work of a proof: Nodes of the solver (0: no node
// limit) and Time (0: no time limit). The zero Budget proves nothing; a
// Budget with a negative Time has no limit at all. A node budget gives the
// same verdicts on every machine; a time budget depends on its speed and
// load.
type Budget struct {
	Nodes uint64
	Time  time.Duration
}

// none reports whether b proves nothing.
func (b Budget) none() bool { return b.Nodes == 0 && b.Time == 0 }

// SolveMovesWithin proves, for every legal move of p in LegalMoves order,
// whether the side to move wins after it, within b in all; a lost position
// makes every move lost, moves left unproven are Unknown. It returns
// ctx.Err() if ctx ends. The pooled solver starts empty: node budgets fix
// the verdicts.
func SolveMovesWithin(ctx context.Context, p game.Position, b Budget) ([]MoveValue, error) {
	s := solverPool.Get().(*ai.Solver)
	defer solverPool.Put(s)
	s.Clear()
	mv, _, _, _ := proveMoves(ctx, s, p, b)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return mv, nil
}

var solverPool = sync.Pool{New: func() any { return ai.NewSolver(0) }}

// proveMoves is SolveMovesWithin with solver s; it also reports whether the
// position was proven, whether its side to move wins and the solver nodes
// used.
func proveMoves(ctx context.Context, s *ai.Solver, p game.Position, b Budget) (mv []MoveValue, proven, win bool, used uint64) {
	moves := p.LegalMoves(nil)
	mv = make([]MoveValue, len(moves))
	for i, m := range moves {
		mv[i].Move = m
	}
	if b.none() || len(moves) == 0 {
		return mv, len(moves) == 0, false, 0
	}
	var deadline time.Time
	if b.Time > 0 {
		deadline = time.Now().Add(b.Time)
	}
	// left returns the options of the next solve, false when the budget is
	// spent.
	left := func() (ai.SolveOptions, bool) {
		var o ai.SolveOptions
		if b.Nodes > 0 {
			if used >= b.Nodes {
				return o, false
			}
			o.Nodes = b.Nodes - used
		}
		if b.Time > 0 {
			if o.Time = time.Until(deadline); o.Time <= 0 {
				return o, false
			}
		}
		return o, true
	}
	o, _ := left()
	r, err := s.Solve(ctx, p, o)
	used += r.Nodes
	if err != nil {
		return mv, false, false, used
	}
	if r.Winner != p.SideToMove() {
		for i := range mv {
			mv[i].Outcome = Loss
		}
		return mv, true, false, used
	}
	for i := range mv {
		if mv[i].Move == r.PV[0] {
			mv[i].Outcome = Win
			continue
		}
		o, ok := left()
		if !ok {
			break
		}
		child := p
		child.Make(mv[i].Move)
		var n uint64
		mv[i].Outcome, n = childOutcome(ctx, s, child, p.SideToMove(), o)
		used += n
		if ctx.Err() != nil {
			break
		}
	}
	return mv, true, true, used
}

// childOutcome solves child within o and says how it ends for mover; it
// also returns the nodes used.
func childOutcome(ctx context.Context, s *ai.Solver, child game.Position, mover game.Color, o ai.SolveOptions) (Outcome, uint64) {
	if !child.HasMoves() {
		return Win, 0
	}
	r, err := s.Solve(ctx, child, o)
	switch {
	case errors.Is(err, ai.ErrUnsolved), err != nil:
		return Unknown, r.Nodes
	case r.Winner == mover:
		return Win, r.Nodes
	}
	return Loss, r.Nodes
}

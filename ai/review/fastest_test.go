package review

import (
	"context"
	"testing"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// distance is the length of the game from pos with perfect play, proven by
// the solver directly (within 30 million nodes); ok is false when it was
// not proven.
func distance(t *testing.T, s *ai.Solver, pos game.Position) (plies int, ok bool) {
	t.Helper()
	if !pos.HasMoves() {
		return 0, true
	}
	s.Clear()
	r, err := s.Solve(context.Background(), pos, ai.SolveOptions{Nodes: 30_000_000, Distance: true})
	if err != nil {
		return 0, false
	}
	return r.Plies, true
}

// In the Quick review of a 6×6 game, from 26 stones down, no move is graded best (or only, or
// fastest win) while the solver proves that another move wins faster or
// loses slower: the game after a best move is one ply shorter than before
// it. slower-win-6x6.kgn is a tester's game whose 6. c6-e6 wins in 17
// plies where c4-e4 wins in 15; the review knew the win before it but not
// its length, and called c6-e6 best.
func TestNoMoveIsBestWhileAnotherIsProvenBetter(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("reviews 6×6 games and solves their positions: without -short and -race")
	}
	const maxStones = 26
	solver := ai.NewSolver(64 << 20)
	for _, name := range []string{"testdata/slower-win-6x6.kgn"} {
		g := readGame(t, name)
		r := analyseWith(t, g, Quick())
		for i, p := range r.Plies {
			if p.Grade != GradeBest && p.Grade != GradeOnly && !p.Fastest {
				continue
			}
			pos := g.PositionAt(i)
			if stones(&pos) > maxStones {
				continue // the solver would take minutes
			}
			before, ok := distance(t, solver, pos)
			if !ok {
				continue
			}
			pos.Make(p.Move)
			after, ok := distance(t, solver, pos)
			if ok && after+1 != before {
				t.Errorf("%s ply %d (%v) graded %v (fastest %v, values %+v → %+v): the game lasts %d plies before it, %d after",
					name, i, p.Move, p.Grade, p.Fastest, p.Before, p.After, before, after)
			}
		}
	}
}

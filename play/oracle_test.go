package play

import (
	"context"
	"testing"

	"github.com/konane/konane/ai/review"
	"github.com/konane/konane/game"
)

// firstWins is an OracleFunc that proves the first legal move a win and
// the others losses, and records the positions it was asked about.
type firstWins struct{ asked []game.Position }

func (f *firstWins) solve(_ context.Context, p game.Position, _ review.OracleBudget) (review.OracleAnswer, error) {
	f.asked = append(f.asked, p) // the queue runs one solve's result at a time; the slice is read after
	var out []review.MoveValue
	for i, m := range p.LegalMoves(nil) {
		o := review.Loss
		if i == 0 {
			o = review.Win
		}
		out = append(out, review.MoveValue{Move: m, Outcome: o})
	}
	return review.OracleAnswer{Moves: out, Plies: 7}, nil
}

func TestTheOracleSolvesThePositionOnShowAndForgetsItAfterAMove(t *testing.T) {
	c, q := newTestController(t, Setup{Mode: TwoPlayers, Size: 6})
	f := &firstWins{}
	o := c.Oracle()
	o.Solve = f.solve
	o.SetOn(true)
	q.next()
	start, _ := c.ShownPosition()
	if vs := o.Verdicts(); len(vs) != len(start.LegalMoves(nil)) || vs[0].Outcome != review.Win {
		t.Fatalf("verdicts %v of the start", vs)
	}
	if w, plies, ok := o.Winner(); !ok || w != start.SideToMove() || plies != 7 {
		t.Fatalf("winner %v in %d plies (%v)", w, plies, ok)
	}
	c.PlayHuman(start.LegalMoves(nil)[0])
	if vs := o.Verdicts(); vs != nil {
		t.Fatalf("verdicts %v of the old position after a move", vs)
	}
	q.next()
	now, _ := c.ShownPosition()
	if len(f.asked) != 2 || f.asked[1] != now || len(o.Verdicts()) == 0 {
		t.Fatalf("asked about %d positions, verdicts %v", len(f.asked), o.Verdicts())
	}
	o.SetOn(false)
	if _, _, ok := o.Winner(); ok || o.Verdicts() != nil {
		t.Error("the oracle turned off still knows a winner or verdicts")
	}
}

func TestTheOracleSolvesNothingWhileTheComputerIsToMove(t *testing.T) {
	c, q := newTestController(t, Setup{Mode: WatchGame, Size: 6})
	f := &firstWins{}
	c.Oracle().Solve = f.solve
	c.Oracle().SetOn(true)
	q.next() // the computer's first move
	if len(f.asked) != 0 || c.Oracle().Verdicts() != nil {
		t.Errorf("solved %d positions of a game the computer plays", len(f.asked))
	}
}

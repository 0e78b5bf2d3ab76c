package play

import (
	"context"
	"errors"
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

// The oracle says what it knows when it marks nothing: solving, not proven
// (nothing proven, or only some losses, or a failed solve), or proven; and
// nothing while off or while the computer is to move.
func TestTheOracleStateSaysWhatItKnows(t *testing.T) {
	unknown := func(_ context.Context, p game.Position, _ review.OracleBudget) (review.OracleAnswer, error) {
		var out []review.MoveValue
		for i, m := range p.LegalMoves(nil) {
			o := review.Unknown
			if i == 0 {
				o = review.Loss // a proven loss alone proves nothing
			}
			out = append(out, review.MoveValue{Move: m, Outcome: o})
		}
		return review.OracleAnswer{Moves: out}, nil
	}
	failed := func(context.Context, game.Position, review.OracleBudget) (review.OracleAnswer, error) {
		return review.OracleAnswer{}, errors.New("the solver failed")
	}
	for name, c := range map[string]struct {
		solve OracleFunc
		want  OracleState
	}{
		"proven":     {(&firstWins{}).solve, OracleProven},
		"not proven": {unknown, OracleUnproven},
		"failed":     {failed, OracleUnproven},
	} {
		t.Run(name, func(t *testing.T) {
			ctl, q := newTestController(t, Setup{Mode: TwoPlayers, Size: 6})
			o := ctl.Oracle()
			o.Solve = c.solve
			if got := o.State(); got != OracleIdle {
				t.Fatalf("off: %v", got)
			}
			o.SetOn(true)
			if got := o.State(); got != OracleSolving {
				t.Fatalf("on, before the answer: %v, want solving", got)
			}
			q.next()
			if got := o.State(); got != c.want {
				t.Fatalf("after the answer: %v, want %v", got, c.want)
			}
			o.SetOn(false)
			if got := o.State(); got != OracleIdle {
				t.Fatalf("turned off: %v", got)
			}
		})
	}
	t.Run("the computer to move", func(t *testing.T) {
		ctl, q := newTestController(t, Setup{Mode: WatchGame, Size: 6})
		ctl.Oracle().Solve = unknown
		ctl.Oracle().SetOn(true)
		q.next()
		if got := ctl.Oracle().State(); got != OracleIdle {
			t.Errorf("a game the computer plays: %v", got)
		}
	})
}

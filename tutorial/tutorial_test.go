package tutorial

import (
	"slices"
	"testing"

	"github.com/konane/konane/game"
)

func TestEveryStepPositionAndMoveIsLegal(t *testing.T) {
	ids := map[string]bool{}
	for i, s := range Steps() {
		t.Run(s.ID, func(t *testing.T) {
			if ids[s.ID] {
				t.Fatalf("duplicate step id %s", s.ID)
			}
			ids[s.ID] = true
			p, err := game.ParseKFEN(s.KFEN)
			if err != nil {
				t.Fatalf("step %d: %v", i, err)
			}
			if s.Text == nil || (s.IsTry() && (s.Hint == nil || s.Done == nil)) {
				t.Fatalf("step %d lacks its texts", i)
			}
			for _, h := range s.Highlight {
				if !p.Contains(h) {
					t.Errorf("highlight %s off the board", h)
				}
			}
			for _, m := range s.Try {
				q := p
				if err := q.Play(m); err != nil {
					t.Errorf("try move %s: %v", m, err)
				}
			}
		})
	}
}

// The facts the steps' texts claim, checked through the rules engine.
func TestStepsShowWhatTheirTextsSay(t *testing.T) {
	legal := func(kfen string) []string {
		p, err := game.ParseKFEN(kfen)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, m := range p.LegalMoves(nil) {
			out = append(out, m.String())
		}
		slices.Sort(out)
		return out
	}
	byID := map[string]Step{}
	for _, s := range Steps() {
		byID[s.ID] = s
	}
	checks := map[string][]string{
		"first-removal":  {"a8", "d5", "e4", "h1"},
		"second-removal": {"c5", "d4", "d6", "e5"},
		"single-jump":    {"b5-d5", "d3-d5", "d7-d5"},
		"multi-jump":     {"a4-c4", "a4-e4", "a4-g4"},
		"straight-only":  {"b3-d3"},
		"compulsory":     {"b1-d1", "f1-d1"},
		"no-move-loses":  nil,
		"tip-mobility":   {"c4-e4"},
	}
	for id, want := range checks {
		if got := legal(byID[id].KFEN); !slices.Equal(got, want) {
			t.Errorf("%s: legal moves %v, want %v", id, got, want)
		}
	}
	// tip-mobility: after c4-e4 White, with more stones, has no move.
	p := byID["tip-mobility"].Position()
	p.Make(byID["tip-mobility"].Try[0])
	if game.ResultOf(&p) != game.BlackWins || p.Count(game.White) <= p.Count(game.Black) {
		t.Errorf("tip-mobility: result %v", game.ResultOf(&p))
	}
	// tip-stop-early: stopping on f5 leaves White 1 reply, going to d5 three.
	s := byID["tip-stop-early"]
	for mv, want := range map[string]int{"h5-f5": 1, "h5-d5": 3} {
		q := s.Position()
		m, _ := game.ParseMove(mv)
		if err := q.Play(m); err != nil {
			t.Fatal(err)
		}
		if got := q.CountMoves(); got != want {
			t.Errorf("tip-stop-early after %s: White has %d replies, want %d", mv, got, want)
		}
	}
}

func TestTutorAcceptsTheRightMoveAndRejectsAWrongOne(t *testing.T) {
	tu := New(3) // single-jump
	if tu.Step().ID != "single-jump" {
		t.Fatalf("step %s", tu.Step().ID)
	}
	before := tu.Position()
	wrong, _ := game.ParseMove("d3-d5")
	if got := tu.Try(wrong); got != Wrong || tu.Position() != before || tu.Solved() {
		t.Fatalf("wrong move: outcome %v, position changed %v", got, tu.Position() != before)
	}
	right, _ := game.ParseMove("b5-d5")
	if got := tu.Try(right); got != Accepted || !tu.Solved() {
		t.Fatalf("right move: outcome %v", got)
	}
	if c, ok := func() (game.Color, bool) { p := tu.Position(); return p.At(right.To()) }(); !ok || c != game.Black {
		t.Fatal("the right move was not played")
	}
	if got := tu.Try(right); got != NotATry {
		t.Fatalf("second try on a solved step: %v", got)
	}
}

func TestTutorBackNextAndResume(t *testing.T) {
	tu := New(0)
	if tu.CanBack() || tu.Back() {
		t.Fatal("back from the first step")
	}
	n := 0
	for tu.Next() {
		n++
	}
	if n != tu.Len()-1 || !tu.IsLast() || tu.CanNext() {
		t.Fatalf("walked %d of %d steps", n, tu.Len())
	}
	if !tu.Back() || tu.Index() != tu.Len()-2 {
		t.Fatal("back from the last step")
	}
	if got := New(99).Index(); got != tu.Len()-1 {
		t.Fatalf("resume past the end at %d", got)
	}
	if got := New(-3).Index(); got != 0 {
		t.Fatalf("resume before the start at %d", got)
	}
	if tu := New(0); tu.Try(game.Removal(game.SquareAt(0, 7))) != NotATry {
		t.Fatal("a read-only step took a move")
	}
}

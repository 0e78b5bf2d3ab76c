package main

import (
	"context"
	"strings"
	"testing"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// selfPlay returns the moves of a Medium game from h1 h2, as text.
func selfPlay(t *testing.T) string {
	t.Helper()
	pos := game.MustNewPosition(8)
	var out []string
	for _, s := range []string{"h1", "h2"} {
		m, _ := game.ParseMove(s)
		pos.Make(m)
		out = append(out, s)
	}
	e := ai.NewSearcher(ai.SearcherOptions{TableBytes: 1 << 20})
	for pos.HasMoves() {
		r, err := e.Search(context.Background(), pos, ai.Limits{Level: ai.Medium, Depth: 2, Seed: 7})
		if err != nil {
			t.Fatal(err)
		}
		pos.Make(r.Move)
		out = append(out, r.Move.String())
	}
	return strings.Join(out, " ")
}

func TestParseGameRefusesAnIllegalMove(t *testing.T) {
	if _, err := parseGame("h1 h2 f1-h1 a1-a3"); err == nil || !strings.Contains(err.Error(), `"a1-a3"`) {
		t.Fatalf("err = %v, want the illegal move named", err)
	}
	g, err := parseGame("h1 h2 f1-h1")
	if err != nil || len(g.before) != 3 || g.end.SideToMove() != game.White {
		t.Fatalf("%v, %d positions", err, len(g.before))
	}
}

// Backwards from the end, the first verdict is the game's winner (the
// side that made the last move wins the position before it), and every
// verdict printed is the solver's own on that position.
func TestSolveBackwardsFromTheEnd(t *testing.T) {
	g, err := parseGame(selfPlay(t))
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	solveBackwards(&b, g, 2, 18, 5_000_000)
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	if len(lines) < 4 {
		t.Fatalf("only %d lines:\n%s", len(lines), b.String())
	}
	last := g.before[len(g.before)-1]
	if want := last.SideToMove().String() + " wins"; !strings.Contains(lines[0], want) {
		t.Errorf("first verdict %q, want %q", lines[0], want)
	}
	s := ai.NewSolver(0)
	for i := 0; i+1 < len(lines); i += 2 {
		p, err := game.ParseKFEN(strings.TrimSpace(lines[i+1]))
		if err != nil {
			t.Fatal(err)
		}
		r, err := s.Solve(context.Background(), p, ai.SolveOptions{})
		if err != nil {
			t.Fatal(err)
		}
		w := r.Winner
		if !strings.Contains(lines[i], w.String()+" wins") {
			t.Errorf("%q: the solver says %v wins", lines[i], w)
		}
	}
}

// The logistic fit recovers a rule the features decide: the side to move
// wins when it has more moves than its opponent. It predicts held-out
// samples of the rule better than chance and better than weights that
// ignore mobility.
func TestLogisticFitLearnsARule(t *testing.T) {
	var train, test []sample
	for i := 0; i < 400; i++ {
		own, opp := (i*7)%13, (i*5)%11
		s := sample{f: [9]int{own, opp, i % 3, i % 4, 0, 0, 0, 0, 1}, win: own > opp}
		if i%4 == 3 {
			test = append(test, s)
		} else {
			train = append(train, s)
		}
	}
	w := logistic(train)
	_, acc := score(test, w, fitScale(train, w))
	if acc < 0.9 {
		t.Errorf("held-out accuracy %.2f, weights %v", acc, w)
	}
	if iw := scaled(w); iw[0] != 100 || iw[1] >= 0 {
		t.Errorf("scaled weights %v: want MobOwn 100 and MobOpp negative", iw)
	}
	blind := []float64{0, 0, 1, -1, 0, 0, 0, 0, 0}
	if _, b := score(test, blind, fitScale(train, blind)); b >= acc {
		t.Errorf("weights blind to mobility score %.2f, the fit %.2f", b, acc)
	}
}

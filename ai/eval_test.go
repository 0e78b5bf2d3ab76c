package ai

import (
	"context"
	"testing"

	"github.com/konane/konane/game"
)

// Features are what the evaluation weighs: on every jump-phase position of
// a Medium self-play game (until the side to move has no jump), the dot
// product of the features with DefaultWeights, and with InitialWeights, is
// the evaluation with those weights; outside the jump phase there are none.
func TestFeaturesAreWhatTheEvaluationWeighs(t *testing.T) {
	pos := game.MustNewPosition(8)
	if _, ok := Features(&pos); ok {
		t.Error("features of the removal phase")
	}
	for _, text := range []string{"d5", "e5"} {
		m, err := game.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		pos.Make(m)
	}
	e := NewSearcher(SearcherOptions{TableBytes: 1 << 20})
	positions := 0
	for pos.HasMoves() {
		f, ok := Features(&pos)
		if !ok {
			t.Fatalf("no features in %s", pos.KFEN())
		}
		for _, w := range []Weights{DefaultWeights, InitialWeights} {
			dot := 0
			for i, x := range w.Vector() {
				dot += x * f[i]
			}
			if got := evaluate(&pos, &w, 0); got != clampEval(dot) {
				t.Errorf("%s: evaluation %d, features·weights %d", pos.KFEN(), got, dot)
			}
		}
		positions++
		r, err := e.Search(context.Background(), pos, Limits{Level: Medium, Depth: 2, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		pos.Make(r.Move)
	}
	if positions < 10 {
		t.Fatalf("only %d positions", positions)
	}
}

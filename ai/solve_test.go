package ai

import (
	"context"
	"testing"
	"time"

	"github.com/konane/konane/game"
)

func mustPlay(t testing.TB, pos *game.Position, moves ...string) {
	t.Helper()
	for _, s := range moves {
		m, err := game.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := pos.Play(m); err != nil {
			t.Fatal(err)
		}
	}
}

// The published results quoted in shared/spec/rules.md.
func TestSolveReproducesPublishedResults(t *testing.T) {
	cases := []struct {
		name   string
		n      int
		moves  []string
		winner game.Color
	}{
		{"the whole 4×4 game is a White win", 4, nil, game.White},
		{"the whole 5×5 game is a Black win", 5, nil, game.Black},
		{"6×6 after a6 b6 is a White win", 6, []string{"a6", "b6"}, game.White},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos := game.MustNewPosition(c.n)
			mustPlay(t, &pos, c.moves...)
			s := NewSolver(0)
			r, err := s.Solve(context.Background(), pos, SolveOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if r.Winner != c.winner {
				t.Errorf("winner = %v, want %v", r.Winner, c.winner)
			}
			t.Logf("%s: %v in %v, %d nodes, line %v", c.name, r.Winner, r.Elapsed, r.Nodes, r.PV)
		})
	}
	_ = time.Second
}

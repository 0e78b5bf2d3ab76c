package ai

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/konane/konane/game"
)

// midgame8 is an 8×8 position after some 20 plies of play, too large for
// the solver to prove within the budgets of these tests.
func midgame8(t *testing.T) game.Position {
	t.Helper()
	pos := game.MustNewPosition(8)
	e := NewSearcher(SearcherOptions{TableBytes: 1 << 20})
	for range 20 {
		r, err := e.Search(context.Background(), pos, Limits{Level: Medium, Depth: 3, Nodes: 1 << 20, Seed: 5})
		if err != nil {
			t.Fatal(err)
		}
		pos.Make(r.Move)
	}
	return pos
}

// A node budget bounds the search's work and, with a fixed seed and
// cleared tables, fixes its result: the same on a used searcher after Clear
// as on a new one, whatever happened on the searcher before.
func TestANodeBudgetMakesTheSearchReproducible(t *testing.T) {
	pos := midgame8(t)
	lim := Limits{Level: Master, Nodes: 200_000, Seed: 1}
	fresh, err := NewSearcher(SearcherOptions{TableBytes: 4 << 20}).Search(context.Background(), pos, lim)
	if err != nil {
		t.Fatal(err)
	}
	if fresh.Nodes < lim.Nodes || fresh.Nodes > lim.Nodes+2*pollEvery {
		t.Errorf("searched %d nodes with a budget of %d", fresh.Nodes, lim.Nodes)
	}
	used := NewSearcher(SearcherOptions{TableBytes: 4 << 20})
	if _, err := used.Search(context.Background(), game.MustNewPosition(8), Limits{Level: Hard, Nodes: 300_000, Seed: 9}); err != nil {
		t.Fatal(err)
	}
	used.Clear()
	again, err := used.Search(context.Background(), pos, lim)
	if err != nil {
		t.Fatal(err)
	}
	if again.Move != fresh.Move || again.Score != fresh.Score || again.Depth != fresh.Depth || again.Nodes != fresh.Nodes || !slices.Equal(again.PV, fresh.PV) {
		t.Errorf("after Clear: %v %d depth %d nodes %d pv %v; new searcher: %v %d depth %d nodes %d pv %v",
			again.Move, again.Score, again.Depth, again.Nodes, again.PV, fresh.Move, fresh.Score, fresh.Depth, fresh.Nodes, fresh.PV)
	}
}

// A solver's node budget ends a proof that needs more with ErrUnsolved, and
// the count is the same on every run.
func TestANodeBudgetBoundsTheSolver(t *testing.T) {
	if raceEnabled {
		t.Skip("one serial solver, no concurrency to check: make test runs it without -race")
	}
	pos := midgame8(t)
	s := NewSolver(4 << 20)
	r1, err := s.Solve(context.Background(), pos, SolveOptions{Nodes: 50_000})
	if !errors.Is(err, ErrUnsolved) || r1.Nodes < 50_000 || r1.Nodes > 50_000+2*pollEvery {
		t.Fatalf("Solve with 50 000 nodes: %v after %d nodes", err, r1.Nodes)
	}
	s.Clear()
	r2, err := s.Solve(context.Background(), pos, SolveOptions{Nodes: 50_000})
	if !errors.Is(err, ErrUnsolved) || r2.Nodes != r1.Nodes {
		t.Errorf("again after Clear: %v after %d nodes, first %d", err, r2.Nodes, r1.Nodes)
	}
}

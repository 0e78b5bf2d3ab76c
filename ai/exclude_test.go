package ai

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/konane/konane/game"
)

// SearchExcluding chooses among the moves not left out, on one thread and
// on two, and never stores the restricted root's value in the table.
func TestSearchExcludingLeavesTheMovesOutAndTheRootUnstored(t *testing.T) {
	pos, err := game.ParseKFEN("BWBWBWBW/WBWBWBWB/BWBWBWBW/WBW1WBWB/BWB1BWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB b")
	if err != nil {
		t.Fatal(err)
	}
	moves := pos.LegalMoves(nil)
	for _, lim := range []Limits{{Nodes: 100_000, Seed: 1}, {Depth: 4, Threads: 2, Seed: 1}} {
		e := NewSearcher(SearcherOptions{TableBytes: 1 << 20})
		best, err := e.Search(context.Background(), pos, lim)
		if err != nil {
			t.Fatal(err)
		}
		e.Clear()
		exclude := []game.Move{best.Move, moves[0]}
		r, err := e.SearchExcluding(context.Background(), pos, lim, exclude)
		if err != nil || slices.Contains(exclude, r.Move) || !slices.Contains(moves, r.Move) {
			t.Errorf("%+v: SearchExcluding %v = %s, %v", lim, exclude, r.Move, err)
		}
		if _, ok := e.tt.probe(pos.Hash()); ok {
			t.Errorf("%+v: the restricted root's value is in the table", lim)
		}
	}
	e := NewSearcher(SearcherOptions{TableBytes: 1 << 20})
	if _, err := e.SearchExcluding(context.Background(), pos, Limits{Nodes: 1000}, moves); !errors.Is(err, ErrNoMove) {
		t.Errorf("every move left out: %v, want ErrNoMove", err)
	}
	// One move left: it is the answer.
	r, err := e.SearchExcluding(context.Background(), pos, Limits{Nodes: 10_000, Seed: 1}, moves[1:])
	if err != nil || r.Move != moves[0] {
		t.Errorf("one move left: %s, %v; want %s", r.Move, err, moves[0])
	}
}

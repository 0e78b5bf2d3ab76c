package ai

import (
	"context"
	"testing"
	"time"

	"github.com/konane/konane/game"
)

// Issue 21: a stop during the first nodes of a search or solve on a fresh
// table came 150-500 ms late (each of those nodes may fault in a huge
// page): the first coldNodes nodes poll at every node, later ones every
// period as before.
func TestTheFirstNodesPollAtEveryNode(t *testing.T) {
	s := NewSolver(0)
	if _, err := s.Solve(context.Background(), game.MustNewPosition(8), SolveOptions{Time: 100 * time.Millisecond}); err == nil {
		t.Fatal("the 8×8 start was solved in 100 ms")
	}
	if s.nodes < 2*coldNodes {
		t.Skipf("only %d nodes in 100 ms: the machine is too slow to tell", s.nodes)
	}
	checkPolls(t, "solver", s.nodes, s.polls)

	e := NewSearcher(SearcherOptions{})
	r, err := e.Search(context.Background(), mustKFEN(t, benchPositions[0]), Limits{Depth: 9, Time: time.Hour, Seed: 1, Threads: 1})
	if err != nil {
		t.Fatal(err)
	}
	checkPolls(t, "search", r.Nodes, e.s.polls)
}

// checkPolls wants a poll at each of the first coldNodes nodes (of the last
// iteration at least) and then at least every pollEvery nodes.
func checkPolls(t *testing.T, who string, nodes, polls uint64) {
	t.Helper()
	if nodes < 2*coldNodes {
		t.Fatalf("%s: only %d nodes", who, nodes)
	}
	if want := coldNodes + (nodes-coldNodes)/pollEvery - 1; polls < want {
		t.Errorf("%s: %d polls for %d nodes, want at least %d", who, polls, nodes, want)
	}
}

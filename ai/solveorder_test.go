package ai

import (
	"context"
	"testing"
)

// The killers and countermoves cut the solver's work: on five positions of
// testdata/middle8.txt the proofs take fewer nodes than with the order by
// replies alone (1 397 646 nodes in all then, 1 059 408 now).
func TestSolverKillersCutTheWork(t *testing.T) {
	if raceEnabled {
		t.Skip("one serial solver, no concurrency to check: make test runs it without -race")
	}
	ps := middle8(t)
	s := NewSolver(32 << 20)
	var nodes uint64
	for _, i := range middleOrderSample {
		s.Clear()
		r, err := s.Solve(context.Background(), ps[i], SolveOptions{Nodes: 20e6})
		if err != nil {
			t.Fatalf("position %d: %v", i+1, err)
		}
		nodes += r.Nodes
	}
	t.Logf("%d nodes", nodes)
	if nodes > middleOrderMax {
		t.Errorf("%d nodes, want at most %d", nodes, middleOrderMax)
	}
}

// middleOrderSample are indexes into middle8 (seeds 3, 6, 8, 12 and 18);
// middleOrderMax is between the nodes of their proofs with and without the
// killers and countermoves.
var middleOrderSample = []int{2, 5, 7, 11, 17}

const middleOrderMax = 1_250_000

// A solve's work depends on its position and the table, not on what the
// solver solved before: the killers and countermoves start anew.
func TestSolveWorkIgnoresEarlierSolves(t *testing.T) {
	if raceEnabled {
		t.Skip("one serial solver, no concurrency to check: make test runs it without -race")
	}
	ps := middle8(t)
	s := NewSolver(32 << 20)
	solve := func(i int) uint64 {
		s.Clear()
		r, err := s.Solve(context.Background(), ps[i], SolveOptions{Nodes: 20e6})
		if err != nil {
			t.Fatalf("position %d: %v", i+1, err)
		}
		return r.Nodes
	}
	first := solve(2)
	solve(17)
	if again := solve(2); again != first {
		t.Errorf("the same solve after another took %d nodes, the first time %d", again, first)
	}
}

package ai

import (
	"context"
	"errors"
	"testing"
)

// On positions of random 6×6, 7×7 and 8×8 games with more stones than
// etcMinStones, the solver with its enhanced transposition cutoffs (etc8)
// agrees with the solver without them on the winner and the winning move,
// and the cutoffs are taken. The solver keeps a small table for a whole
// board size, so that entries are replaced and met again in later solves.
func TestETCAgreesWithTheSolverWithout(t *testing.T) {
	budget := uint64(300_000)
	if raceEnabled || testing.Short() {
		budget = 30_000
	}
	cases := 0
	var hits uint64
	for _, n := range []int{6, 7, 8} {
		s, ref := NewSolver(1<<18), NewSolver(1<<18)
		ref.noETC = true
		for i, p := range randomPositions(n, 6, uint64(n)+70) {
			if k := stones(&p); i%2 == 1 || k <= etcMinStones+1 || k > n*n-4 {
				continue
			}
			r, err := s.Solve(context.Background(), p, SolveOptions{Nodes: budget})
			if errors.Is(err, ErrUnsolved) {
				continue
			}
			want, err := ref.Solve(context.Background(), p, SolveOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if r.Winner != want.Winner || !equalMoves(r.PV, want.PV) {
				t.Fatalf("%s: %v wins with %v, without ETC %v with %v", p.KFEN(), r.Winner, r.PV, want.Winner, want.PV)
			}
			cases++
		}
		hits += s.etcHits
	}
	t.Logf("%d positions, %d cutoffs", cases, hits)
	if cases < 40 || hits < 100 {
		t.Fatalf("only %d positions and %d cutoffs", cases, hits)
	}
}

// The cutoffs return the position's value: a position whose move leads to
// a child stored as lost is won without a search, and one whose children
// are all stored as won is searched.
func TestETCTakesOnlyALostChild(t *testing.T) {
	if raceEnabled {
		t.Skip("one serial solver, no concurrency to check: make test runs it without -race")
	}
	for _, p := range randomPositions(8, 4, 91) {
		if stones(&p) <= etcMinStones+1 {
			continue
		}
		s := NewSolver(1 << 20)
		s.setBoard(8)
		own, opp, side, ok := s.bits8(&p)
		if !ok {
			t.Fatalf("%s: not for win8", p.KFEN())
		}
		moves := s.g.Jumps(own, opp, nil)
		keys := make([]int32, len(moves))
		for i := range keys {
			keys[i] = 2 << 8
		}
		for i, m := range moves {
			k, ks := s.key8(opp&^m.Captured|own^m.Path, side^1)
			s.tab.store(k, ks, true, 1)
			if s.etc8(own, opp, side, moves, keys) >= 0 {
				t.Fatalf("%s: a cutoff with %d children stored as won", p.KFEN(), i+1)
			}
		}
		m := moves[len(moves)-1]
		k, ks := s.key8(opp&^m.Captured|own^m.Path, side^1)
		s.tab.store(k, ks, false, 1)
		if s.etc8(own, opp, side, moves, keys) < 0 {
			t.Fatalf("%s: no cutoff with a child stored as lost", p.KFEN())
		}
	}
}

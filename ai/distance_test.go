package ai

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/konane/konane/game"
)

// naiveDistance is the reference for the distance search: plainDistance
// with a memo of its own. wins reports whether the side to move wins.
func naiveDistance(p *game.Position) (plies int, wins bool) {
	return plainDistance(p, map[game.Position]int{})
}

// Positions of 4×4 and 5×5 games after random moves: the solver's Plies
// and line match the plain minimax, and the line is legal, lasts Plies
// plies and ends with the loser unable to move.
func TestSolveDistanceMatchesMinimax(t *testing.T) {
	if raceEnabled {
		t.Skip("one serial solver, no concurrency to check: make test runs it without -race")
	}
	rng := rand.New(rand.NewPCG(12, 34))
	s := NewSolver(1 << 20)
	checked := 0
	for _, n := range []int{4, 5} {
		for game := 0; game < 12; game++ {
			pos := randomStart(n, rng)
			for pos.HasMoves() {
				if n == 4 || pos.Count(0)+pos.Count(1) <= 18 {
					checkDistance(t, s, pos)
					checked++
				}
				moves := pos.LegalMoves(nil)
				pos.Make(moves[rng.IntN(len(moves))])
			}
		}
	}
	// The removal phase (the 4×4 start and each first removal) goes
	// through game.Position before the jumps reach the bitboards.
	start := game.MustNewPosition(4)
	checkDistance(t, s, start)
	for _, m := range start.LegalMoves(nil) {
		p := start
		p.Make(m)
		checkDistance(t, s, p)
		checked++
	}
	if checked < 100 {
		t.Fatalf("only %d positions checked", checked)
	}
}

func randomStart(n int, rng *rand.Rand) game.Position {
	pos := game.MustNewPosition(n)
	for range 2 {
		moves := pos.LegalMoves(nil)
		pos.Make(moves[rng.IntN(len(moves))])
	}
	return pos
}

func checkDistance(t *testing.T, s *Solver, pos game.Position) {
	t.Helper()
	want, wins := naiveDistance(&pos)
	r, err := s.Solve(context.Background(), pos, SolveOptions{Distance: true})
	if err != nil {
		t.Fatal(err)
	}
	if r.Winner == pos.SideToMove() != wins || r.Plies != want || len(r.PV) != want {
		t.Fatalf("%s: winner %v, plies %d, line %v; want side to move wins %v in %d plies",
			pos.KFEN(), r.Winner, r.Plies, r.PV, wins, want)
	}
	end := pos
	for _, m := range r.PV {
		if err := end.Play(m); err != nil {
			t.Fatalf("%s: line %v: %v", pos.KFEN(), r.PV, err)
		}
	}
	if end.HasMoves() {
		t.Fatalf("%s: line %v does not end the game", pos.KFEN(), r.PV)
	}
}

package ai

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/konane/konane/game"
)

// randomPositions plays random games on an n×n board and returns the
// jump-phase positions met on the way.
func randomPositions(n, games int, seed uint64) []game.Position {
	rng := rand.New(rand.NewPCG(seed, 1))
	var out []game.Position
	for g := 0; g < games; g++ {
		p := game.MustNewPosition(n)
		for {
			moves := p.LegalMoves(nil)
			if len(moves) == 0 {
				break
			}
			if p.Phase() == game.Jumps {
				out = append(out, p)
			}
			p.Make(moves[rng.IntN(len(moves))])
		}
	}
	return out
}

// rebuild makes a position of size n from occupied squares, side to move.
func rebuild(t *testing.T, n int, occ uint64, side game.Color) game.Position {
	t.Helper()
	g := game.Board8Of(n)
	rows := make([]byte, 0, 80)
	for r := n - 1; r >= 0; r-- {
		run := 0
		for f := 0; f < n; f++ {
			i := r*8 + f
			if occ&(1<<i) == 0 {
				run++
				continue
			}
			if run > 0 {
				rows = append(rows, byte('0'+run))
				run = 0
			}
			if g.Home(game.Black)&(1<<i) != 0 {
				rows = append(rows, 'B')
			} else {
				rows = append(rows, 'W')
			}
		}
		if run > 0 {
			rows = append(rows, byte('0'+run))
		}
		if r > 0 {
			rows = append(rows, '/')
		}
	}
	p, err := game.ParseKFEN(string(rows) + " " + string(side.Letter()))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Every symmetry used by the solver maps a position to one with the same
// number of moves for the side to move and for the opponent (after the
// colour swap it implies), which is what makes their values equal.
func TestSymmetriesKeepMobility(t *testing.T) {
	for _, n := range []int{5, 6, 7, 8} {
		g := game.Board8Of(n)
		s := &Solver{g: g, symAt: -1}
		for _, p := range randomPositions(n, 5, 7)[:40] {
			side := p.SideToMove()
			b, _ := p.Stones8(game.Black)
			w, _ := p.Stones8(game.White)
			k, ks := s.key8(b|w, int(side))
			if bits.OnesCount64(k) != bits.OnesCount64(b|w) || k&^g.Full() != 0 {
				t.Fatalf("%s: key %x leaves the board", p.KFEN(), k)
			}
			q := rebuild(t, n, k, game.Color(ks))
			if p.CountJumps(side) != q.CountJumps(q.SideToMove()) ||
				p.CountJumps(side.Other()) != q.CountJumps(q.SideToMove().Other()) {
				t.Fatalf("%s and its canonical form %s differ in mobility", p.KFEN(), q.KFEN())
			}
		}
	}
}

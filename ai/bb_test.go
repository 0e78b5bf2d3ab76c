package ai

import (
	"math/bits"
	"math/rand/v2"
	"slices"
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

func sortedStrings(moves []game.Move) []string {
	var s []string
	for _, m := range moves {
		s = append(s, m.String())
	}
	slices.Sort(s)
	return s
}

func TestBitboardMovesAgreeWithGame(t *testing.T) {
	for n := 4; n <= 8; n++ {
		g := geos[n]
		for _, p := range randomPositions(n, 20, uint64(n)) {
			for _, c := range []game.Color{game.Black, game.White} {
				own, _ := p.Stones8(c)
				opp, _ := p.Stones8(c.Other())
				want := sortedStrings(p.JumpsOf(c, nil))
				var got []game.Move
				var victims, landings, movers uint64
				for _, m := range g.gen(own, opp, nil) {
					got = append(got, m.toGame(own))
					victims |= m.caps
					landings |= m.own &^ own
					movers |= m.own & own
				}
				if !slices.Equal(sortedStrings(got), want) {
					t.Fatalf("%s: %v moves %v, want %v", p.KFEN(), c, sortedStrings(got), want)
				}
				ms := g.sets(own, opp)
				if ms.count != len(want) || g.count(own, opp) != len(want) {
					t.Fatalf("%s: %v count %d/%d, want %d", p.KFEN(), c, ms.count, g.count(own, opp), len(want))
				}
				if ms.victims != victims || ms.landings != landings || ms.movers != movers {
					t.Fatalf("%s: %v sets disagree with the move list", p.KFEN(), c)
				}
			}
		}
	}
}

func TestColoursNeverLeaveTheirSquares(t *testing.T) {
	for n := 4; n <= 8; n++ {
		g := geos[n]
		for _, p := range randomPositions(n, 10, 99) {
			b, _ := p.Stones8(game.Black)
			w, _ := p.Stones8(game.White)
			if b&^g.home[game.Black] != 0 || w&^g.home[game.White] != 0 {
				t.Fatalf("%s: a stone left its colour's squares", p.KFEN())
			}
		}
	}
}

// rebuild makes a position of size n from occupied squares, side to move.
func rebuild(t *testing.T, n int, occ uint64, side game.Color) game.Position {
	t.Helper()
	g := geos[n]
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
			if g.home[game.Black]&(1<<i) != 0 {
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
		g := geos[n]
		s := &Solver{g: g, symAt: -1}
		for _, p := range randomPositions(n, 5, 7)[:40] {
			side := p.SideToMove()
			b, _ := p.Stones8(game.Black)
			w, _ := p.Stones8(game.White)
			k, ks := s.key8(b|w, int(side))
			if bits.OnesCount64(k) != bits.OnesCount64(b|w) || k&^g.full != 0 {
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

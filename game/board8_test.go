package game

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
)

// jumpPositions plays random games on an n×n board and returns the
// jump-phase positions met on the way.
func jumpPositions(n, games int, seed uint64) []Position {
	rng := rand.New(rand.NewPCG(seed, 3))
	var out []Position
	for g := 0; g < games; g++ {
		p := MustNewPosition(n)
		for moves := p.LegalMoves(nil); len(moves) > 0; moves = p.LegalMoves(nil) {
			if p.Phase() == Jumps {
				out = append(out, p)
			}
			p.Make(moves[rng.IntN(len(moves))])
		}
	}
	return out
}

// squareBits returns the stride-8 bits of squares.
func squareBits(squares ...Square) uint64 {
	var x uint64
	for _, s := range squares {
		x |= 1 << (s.Rank()*8 + s.File())
	}
	return x
}

// The bitboard jumps are the moves of the slow reference (through
// JumpsOf, which TestFastGeneratorMatchesSlowReferenceInRandomGames
// checks), in the same order, with the captured stones of Move.Captured.
func TestBoard8JumpsAreTheMovesWithTheirCaptures(t *testing.T) {
	for n := MinSize; n <= 8; n++ {
		b := Board8Of(n)
		for _, p := range jumpPositions(n, 20, uint64(n)) {
			for _, c := range []Color{Black, White} {
				own, _ := p.Stones8(c)
				opp, _ := p.Stones8(c.Other())
				want := p.JumpsOf(c, nil)
				got := b.Jumps(own, opp, nil)
				if len(got) != len(want) {
					t.Fatalf("%s, %v: %d jumps, want %d", p.KFEN(), c, len(got), len(want))
				}
				for i, j := range got {
					m := want[i]
					if j.Move(own) != m || j.Path != Path8(m) || j.Path != squareBits(m.From(), m.To()) ||
						j.Captured != squareBits(m.Captured(nil)...) {
						t.Fatalf("%s, %v: jump %d is %s %x/%x, want %s", p.KFEN(), c, i, j.Move(own), j.Path, j.Captured, m)
					}
				}
				if b.CountJumps(own, opp) != len(want) || p.CountJumps(c) != len(want) {
					t.Fatalf("%s, %v: count %d, want %d", p.KFEN(), c, b.CountJumps(own, opp), len(want))
				}
			}
		}
	}
}

// Sets summarises the list of Jumps.
func TestBoard8SetsSummariseTheJumps(t *testing.T) {
	for n := MinSize; n <= 8; n++ {
		b := Board8Of(n)
		for _, p := range jumpPositions(n, 10, 5) {
			own, _ := p.Stones8(p.SideToMove())
			opp, _ := p.Stones8(p.SideToMove().Other())
			var want JumpSets
			for _, j := range b.Jumps(own, opp, nil) {
				m := j.Move(own)
				want.Count++
				want.Movers |= j.Path & own
				want.Landings |= j.Path &^ own
				want.Victims |= j.Captured
				if m.Length() == 1 {
					df, dr := m.Direction()
					d := slices.IndexFunc([]int{East, West, North, South}, func(d int) bool {
						return dirFile[d] == df && dirRank[d] == dr
					})
					want.Single[d] |= j.Path & own
				}
			}
			if got := b.Sets(own, opp); got != want {
				t.Fatalf("%s: sets %+v, want %+v", p.KFEN(), got, want)
			}
		}
	}
}

// Neighbours holds the squares beside an enemy stone from which a jump over
// it stays on the board, square by square.
func TestBoard8Neighbours(t *testing.T) {
	for n := MinSize; n <= 8; n++ {
		b := Board8Of(n)
		for _, p := range jumpPositions(n, 3, 9) {
			opp, _ := p.Stones8(White)
			var want uint64
			for i := 0; i < 64; i++ {
				f, r := i&7, i>>3
				for d := 0; d < numDirs; d++ {
					of, or := f+dirFile[d], r+dirRank[d]
					lf, lr := f+2*dirFile[d], r+2*dirRank[d]
					if f < n && r < n && lf >= 0 && lf < n && lr >= 0 && lr < n && opp&(1<<(or*8+of)) != 0 {
						want |= 1 << i
					}
				}
			}
			if got := b.Neighbours(opp); got != want {
				t.Fatalf("%s: neighbours %x, want %x", p.KFEN(), got, want)
			}
		}
	}
}

func TestStonesNeverLeaveTheirHome(t *testing.T) {
	for n := MinSize; n <= 8; n++ {
		b := Board8Of(n)
		if bits.OnesCount64(b.Full()) != n*n || b.Home(Black)|b.Home(White) != b.Full() || b.Home(Black)&b.Home(White) != 0 {
			t.Fatalf("%d×%d: full %x, homes %x %x", n, n, b.Full(), b.Home(Black), b.Home(White))
		}
		for _, p := range jumpPositions(n, 10, 99) {
			bl, _ := p.Stones8(Black)
			wh, _ := p.Stones8(White)
			if bl&^b.Home(Black) != 0 || wh&^b.Home(White) != 0 {
				t.Fatalf("%s: a stone left its colour's squares", p.KFEN())
			}
		}
	}
	if Board8Of(9) != nil || Board8Of(MinSize-1) != nil {
		t.Fatal("Board8Of answers a size it has no bitboards for")
	}
}

package game

import (
	"slices"
	"strings"
	"testing"
)

// swappedColours returns p with every stone's colour swapped and the same
// side to move: each side's stones then stand on the other lattice.
func swappedColours(t *testing.T, p Position) Position {
	t.Helper()
	board, rest, _ := strings.Cut(p.KFEN(), " ")
	board = strings.Map(func(r rune) rune {
		switch r {
		case 'B':
			return 'W'
		case 'W':
			return 'B'
		}
		return r
	}, board)
	q, err := ParseKFEN(board + " " + rest)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// On boards from 9×9 to 12×12, BoardWide's jumps are the moves of
// Position (as a set), counted by CountJumps, and making one on the
// lattice sets gives the stones of Position.Make, for positions of random
// games and for the same stones with every colour swapped (each side on
// the other lattice).
func TestBoardWideJumpsAreTheMovesWithTheirCaptures(t *testing.T) {
	checked := 0
	for n := 9; n <= MaxSize; n++ {
		b := BoardWideOf(n)
		if b == nil || b.Size() != n {
			t.Fatalf("BoardWideOf(%d) = %v", n, b)
		}
		for i, p := range jumpPositions(n, 4, uint64(n)) {
			q := p
			if i%2 == 1 {
				q = swappedColours(t, p)
			}
			for _, c := range []Color{Black, White} {
				on := c
				if i%2 == 1 {
					on = c.Other()
				}
				checkBoardWide(t, b, q, c, on)
				checked++
			}
		}
	}
	if BoardWideOf(8) != nil || BoardWideOf(MaxSize+1) != nil {
		t.Error("BoardWideOf accepts a size outside 9 to 12")
	}
	if checked < 400 {
		t.Fatalf("only %d positions checked", checked)
	}
}

// checkBoardWide compares BoardWide with Position for the jumps of colour
// c, whose stones stand on the lattice of colour on's squares.
func checkBoardWide(t *testing.T, b *BoardWide, p Position, c, on Color) {
	t.Helper()
	own, ok := p.StonesWide(c, on)
	opp, _ := p.StonesWide(c.Other(), on.Other())
	if !ok {
		t.Fatal("StonesWide not ok above 8×8")
	}
	jumps := b.Jumps(on, own, opp, nil)
	got := make([]Move, len(jumps))
	for i, j := range jumps {
		got[i] = b.Move(on, j, own)
	}
	want := p.JumpsOf(c, nil)
	if !slices.Equal(sortedMoves(got), sortedMoves(want)) {
		t.Fatalf("%s, %v: jumps %v, want %v", p.KFEN(), c, sortedMoves(got), sortedMoves(want))
	}
	if b.CountJumps(on, own, opp) != len(want) {
		t.Fatalf("%s, %v: count %d, want %d", p.KFEN(), c, b.CountJumps(on, own, opp), len(want))
	}
	if c != p.SideToMove() {
		return
	}
	for i, j := range jumps {
		q := p
		q.Make(got[i])
		nown, _ := q.StonesWide(c, on)
		nopp, _ := q.StonesWide(c.Other(), on.Other())
		if nown != own.Xor(j.Path) || nopp != opp.AndNot(j.Captured) || j.Path.Count() != 2 ||
			j.Captured.Count() != len(got[i].Captured(nil)) {
			t.Fatalf("%s: jump %v gives %v %v, Make %v %v", p.KFEN(), got[i], own.Xor(j.Path), opp.AndNot(j.Captured), nown, nopp)
		}
	}
}

// BoardWide's generator allocates nothing with a buffer of enough
// capacity.
func TestBoardWideJumpsAllocateNothing(t *testing.T) {
	for _, n := range []int{10, 12} {
		b := BoardWideOf(n)
		p := jumpPositions(n, 1, 7)[6]
		own, _ := p.StonesWide(p.SideToMove(), p.SideToMove())
		opp, _ := p.StonesWide(p.SideToMove().Other(), p.SideToMove().Other())
		buf := make([]JumpWide, 0, 256)
		allocs := testing.AllocsPerRun(100, func() {
			buf = b.Jumps(p.SideToMove(), own, opp, buf[:0])
			_ = b.CountJumps(p.SideToMove(), own, opp)
		})
		if allocs != 0 {
			t.Errorf("%d×%d: %v allocations", n, n, allocs)
		}
	}
}

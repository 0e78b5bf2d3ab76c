package game

import (
	"fmt"
	"testing"
)

// The perft tables of docs/rules.md.
func TestPerftFromStart8x8(t *testing.T) {
	want := []uint64{4, 12, 28, 172, 892, 7124}
	for d, w := range want {
		t.Run(fmt.Sprintf("depth %d", d+1), func(t *testing.T) {
			if got := Perft(MustNewPosition(8), d+1); got != w {
				t.Errorf("perft(%d) = %d, want %d", d+1, got, w)
			}
		})
	}
}

func TestPerftAfterD5E5(t *testing.T) {
	p := MustNewPosition(8)
	for _, s := range []string{"d5", "e5"} {
		m, err := ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := p.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	want := []uint64{3, 20, 103, 837, 6024}
	for d, w := range want {
		if got := Perft(p, d+1); got != w {
			t.Errorf("perft(%d) after d5 e5 = %d, want %d", d+1, got, w)
		}
	}
}

// perftFromStart holds perft(1), perft(2)… from the full board of every
// size, removals included, made by Perft and checked against the naive
// array perft refPerftArray (perftref_test.go) by
// TestPerftFromTheStartOfEverySize; the 8×8 row begins with the table of
// docs/rules.md.
var perftFromStart = map[int][]uint64{
	4:  {4, 12, 16, 52, 120, 376, 972, 2808, 6124, 13040, 20356, 24172},
	5:  {5, 12, 20, 88, 328, 1560, 6544, 33240, 144344, 698568},
	6:  {4, 12, 28, 156, 668, 4192, 22676, 162288, 1030412},
	7:  {5, 12, 20, 104, 460, 3176, 19264, 161232, 1200392},
	8:  {4, 12, 28, 172, 892, 7124, 52044, 508088},
	9:  {5, 12, 20, 104, 552, 4500, 35908, 381024},
	10: {4, 12, 28, 172, 984, 8596, 71380, 791404},
	11: {5, 12, 20, 104, 552, 4624, 38004, 426700},
	12: {4, 12, 28, 172, 984, 8720, 74412, 855984},
}

func TestPerftFromTheStartOfEverySize(t *testing.T) {
	for n := MinSize; n <= MaxSize; n++ {
		want := perftFromStart[n]
		for d, w := range want {
			if got := Perft(MustNewPosition(n), d+1); got != w {
				t.Errorf("%d×%d: perft(%d) = %d, want %d", n, n, d+1, got, w)
			}
		}
		// The reference at the deepest depth it finishes quickly (all of
		// them but under -short or -race).
		d := len(want)
		for (testing.Short() || raceEnabled) && want[d-1] > 50000 {
			d--
		}
		if got := refPerftArray(refFrom(new(MustNewPosition(n))), d); got != want[d-1] {
			t.Errorf("%d×%d: reference perft(%d) = %d, the table says %d", n, n, d, got, want[d-1])
		}
	}
}

// Perft agrees with the naive array perft in the jump-phase positions of
// random games of every size, to the depth where the count passes 20,000
// leaves (2,000 under -short or -race), and in the positions of
// TestLongEdgeJumpsAreGeneratedAndUndone, whose stones stand on squares of
// the other colour.
func TestPerftMatchesTheArrayReference(t *testing.T) {
	limit := uint64(20000)
	if testing.Short() || raceEnabled {
		limit = 2000
	}
	var cases []Position
	for n := MinSize; n <= MaxSize; n++ {
		ps := jumpPositions(n, 2, uint64(n)*11)
		for i := 0; i < len(ps); i += 1 + len(ps)/10 {
			cases = append(cases, ps[i])
		}
	}
	for _, c := range edgeJumpPositions {
		p, err := ParseKFEN(c.kfen)
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, p)
	}
	for _, p := range cases {
		for d := 1; d <= 12; d++ {
			got, want := Perft(p, d), refPerftArray(refFrom(&p), d)
			if got != want {
				t.Fatalf("%s: perft(%d) = %d, reference %d", p.KFEN(), d, got, want)
			}
			if got == 0 || got > limit {
				break
			}
		}
	}
}

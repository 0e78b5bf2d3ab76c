package game

import (
	"fmt"
	"testing"
)

// The perft tables of shared/spec/rules.md.
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

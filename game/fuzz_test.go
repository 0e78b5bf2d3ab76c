package game

import (
	"bytes"
	"slices"
	"testing"
)

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"d5", "D3xD5", "b5-f5", "a1-a3", "l12", "a13", "c3-e5", "x", "-", "d5-d5", "a1-a2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMove(s)
		if err != nil {
			return
		}
		// A parsed move prints canonically and parses back to itself.
		back, err := ParseMove(m.String())
		if err != nil || back != m {
			t.Fatalf("%q → %s → %v, %v", s, m, back, err)
		}
	})
}

func FuzzParseKFEN(f *testing.F) {
	f.Add("BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB b")
	f.Add("12/12/12/12/12/12/12/12/12/12/12/BW1W1W1W1W2 b")
	f.Add("BWBW/WBWB/B1BW/WBWB w")
	f.Add("4/4/4/4 w")
	f.Add("99999999999999999999/4/4/4 b")
	f.Add("9B/9W/10/9W/10/9W/10/9W/10/10 b")
	f.Add("WBW8/B1B8/WBW8/11/11/11/11/11/11/11/11 w")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseKFEN(s)
		if err != nil {
			return
		}
		q, err := ParseKFEN(p.KFEN())
		if err != nil || q != p {
			t.Fatalf("%q → %q does not read back: %v", s, p.KFEN(), err)
		}
		// Any accepted position, stones on squares of the other colour
		// included, has the moves and perft(2) of the array reference.
		ref := refFrom(&p)
		if got, want := sortedMoves(p.LegalMoves(nil)), sortedMoves(ref.moves()); !slices.Equal(got, want) {
			t.Fatalf("%s: moves %v, reference %v", p.KFEN(), got, want)
		}
		if got, want := Perft(p, 2), refPerftArray(ref, 2); got != want {
			t.Fatalf("%s: perft(2) = %d, reference %d", p.KFEN(), got, want)
		}
	})
}

func FuzzParseKGN(f *testing.F) {
	f.Add([]byte("[Event \"x\"]\n[Size \"6\"]\n\n1. a6 b6 2. c6-a6 {c} *\n"))
	f.Add([]byte("[KFEN \"8/8/8/8/8/8/8/BW6 b\"]\n\n1. a1-c1 1-0\n"))
	f.Add([]byte("1. d5 e5 2. d3-d5 *"))
	f.Add([]byte("[Rules \"konane/2\"]\n\n*"))
	f.Add([]byte("{"))
	f.Add([]byte("[Event \"a\\\"b\"]"))
	// Annotations, other writers' move numbers, ';' comments, BOM and the
	// three line endings (docs/notation.md, "Reading what other programs ...").
	f.Add([]byte("{intro} {two} 1. d5! {a} {b} 1... e5?? $14 2. b5-d5 $255 $0 {[%eval #-4] [%best c3-c5] x} *"))
	f.Add([]byte("1. d5 1. ... e5 2. b5-d5!? 2… g5-c5?! 3.…c3-c5 *"))
	f.Add([]byte("\uFEFF[Event \"x\"]\r\n\r\n1. d5 ; a line comment {\r\ne5 $1 *\r\n"))
	f.Add([]byte("[Event \"x\"]\r\r1. d5 {a\rb} e5 !! *\r"))
	f.Add([]byte("1. d5 (1. e5) *"))
	f.Add([]byte("$1 1. d5 $256 e5!!! *"))
	// Variations (docs/notation.md, "Variations"): nested, with comments,
	// glyphs and White's numbers inside, other writers' spacing, errors.
	f.Add([]byte(specExample))
	f.Add([]byte(nestedExample))
	f.Add([]byte("1.d5 e5 2.b5-d5(2.d3-d5 c5-e5)2...g5-c5(2...e3-e5{x})3.b3-b5 *"))
	f.Add([]byte("1. d5 (1. e4) (1. a8 {corner}) e5 (1... c5 2. f5-d5!? $14 (2. d7-d5)) *"))
	f.Add([]byte("1. d5 ( {or} 1. e4 ; line\n) () (( *"))
	f.Add([]byte("[Size \"4\"]\n\n1. a4 (1. d1 c1 (1... d2)) a3 2. c4-a4 (2. c4-a4 {same}) *"))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := ParseKGN(data)
		if err != nil {
			if _, ok := err.(*ParseError); !ok {
				t.Fatalf("error %T %v is not a *ParseError", err, err)
			}
			return
		}
		// Whatever is accepted is written in a form that reads back to
		// the same bytes.
		first := g.MarshalKGN()
		h, err := ParseKGN(first)
		if err != nil {
			t.Fatalf("own output does not read back: %v\n%s", err, first)
		}
		if second := h.MarshalKGN(); !bytes.Equal(first, second) {
			t.Fatalf("save → load → save differs:\n%s\n%s", first, second)
		}
		// Every variation read is kept, with all it holds.
		if a, b := dumpLine(g), dumpLine(h); a != b {
			t.Fatalf("variations changed:\n%s\n%s", a, b)
		}
		// Every comment and glyph read is kept with its move.
		for i := -1; i < g.Ply(); i++ {
			if !slices.Equal(g.Comments(i), h.Comments(i)) || !slices.Equal(g.NAGs(i), h.NAGs(i)) {
				t.Fatalf("annotations of move %d changed: %q %v → %q %v", i, g.Comments(i), g.NAGs(i), h.Comments(i), h.NAGs(i))
			}
		}
	})
}

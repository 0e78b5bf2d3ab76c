package game

import (
	"slices"
	"strings"
	"testing"
)

func mustKFEN(t *testing.T, s string) Position {
	t.Helper()
	p, err := ParseKFEN(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func mustMove(t *testing.T, s string) Move {
	t.Helper()
	m, err := ParseMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func moveStrings(ms []Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	slices.Sort(out)
	return out
}

func TestNoWraparoundAcrossARowEdge(t *testing.T) {
	// Black h4 has White on a5 "after" it in bit order and a hole on b5: a
	// shift that wrapped would let h4 jump to b5. Only a-file and h-file
	// stones are present.
	p := mustKFEN(t, "8/8/8/W7/7B/8/8/8 b")
	if got := p.LegalMoves(nil); len(got) != 0 {
		t.Fatalf("h4 must not jump across the edge, got %v", got)
	}
	q := mustKFEN(t, "8/8/8/7W/B7/8/8/8 w") // White h5 next to Black a4 in bit order
	if got := q.LegalMoves(nil); len(got) != 0 {
		t.Fatalf("h5 must not jump across the edge, got %v", got)
	}
	// Same on every size up to 12: a stone on the last file never lands on
	// the first file of the next rank.
	for n := MinSize; n <= MaxSize; n++ {
		p := MustNewPosition(n)
		for _, m := range p.JumpsOf(Black, nil) {
			t.Fatalf("full board has no jumps, got %v", m)
		}
		last := n - 1
		q := Position{n: uint8(n), phase: Jumps}
		q.set(Black, SquareAt(last, 1))
		q.set(White, SquareAt(0, 2))
		q.hash = q.computeHash()
		if got := q.LegalMoves(nil); len(got) != 0 {
			t.Fatalf("%d×%d: wrapped jump %v", n, n, got)
		}
	}
}

func TestNoChangeOfDirectionInsideAMove(t *testing.T) {
	// Black c3 can jump d3 to e3, then the only continuation would be north
	// over e4 to e5: that turn is not allowed.
	p := mustKFEN(t, "8/8/8/8/4W3/2BW4/8/8 b")
	if got := moveStrings(p.LegalMoves(nil)); !slices.Equal(got, []string{"c3-e3"}) {
		t.Fatalf("moves %v, want only c3-e3", got)
	}
	if _, err := ParseMove("c3-e5"); err == nil {
		t.Fatal("a bent move must not parse")
	}
}

func TestNoJumpOverOwnStoneOrOntoAnOccupiedSquare(t *testing.T) {
	own := mustKFEN(t, "8/8/8/8/8/2BB4/8/8 b")
	if got := own.LegalMoves(nil); len(got) != 0 {
		t.Fatalf("jump over own stone: %v", got)
	}
	occupied := mustKFEN(t, "8/8/8/8/8/2BWW3/8/8 b")
	if got := occupied.LegalMoves(nil); len(got) != 0 {
		t.Fatalf("jump onto an occupied square: %v", got)
	}
	stopped := mustKFEN(t, "8/8/8/8/8/1BW1WW2/8/8 b") // second landing f3 is occupied
	if got := moveStrings(stopped.LegalMoves(nil)); !slices.Equal(got, []string{"b3-d3"}) {
		t.Fatalf("moves %v, want b3-d3 only", got)
	}
}

func TestBlackFirstRemovalOnlyFromCornerOrCentre(t *testing.T) {
	want := map[int][]string{
		4:  {"a4", "b3", "c2", "d1"},
		5:  {"a1", "a5", "c3", "e1", "e5"},
		6:  {"a6", "c4", "d3", "f1"},
		8:  {"a8", "d5", "e4", "h1"},
		12: {"a12", "f7", "g6", "l1"},
	}
	for n, w := range want {
		p := MustNewPosition(n)
		if got := moveStrings(p.LegalMoves(nil)); !slices.Equal(got, w) {
			t.Errorf("%d×%d: first removals %v, want %v", n, n, got, w)
		}
	}
	p := MustNewPosition(8)
	for _, s := range []string{"c3", "h8", "a1", "d4", "b7"} {
		if err := p.Play(mustMove(t, s)); err == nil {
			t.Errorf("Black removed %s", s)
		}
	}
}

func TestWhiteRemovalOnlyOrthogonallyAdjacentToTheHole(t *testing.T) {
	cases := map[string][]string{
		"d5": {"c5", "d4", "d6", "e5"},
		"a8": {"a7", "b8"},
		"h1": {"g1", "h2"},
		"e4": {"d4", "e3", "e5", "f4"},
	}
	for first, w := range cases {
		p := MustNewPosition(8)
		if err := p.Play(mustMove(t, first)); err != nil {
			t.Fatal(err)
		}
		if got := moveStrings(p.LegalMoves(nil)); !slices.Equal(got, w) {
			t.Errorf("after %s: %v, want %v", first, got, w)
		}
		for _, bad := range []string{"c4", "e6", "b5"} { // diagonal or far
			if err := p.Play(mustMove(t, bad)); err == nil && first == "d5" {
				t.Errorf("after d5 White removed %s", bad)
			}
		}
	}
}

func TestGameOverDetectedAfterAnyPly(t *testing.T) {
	// From a KFEN position where the side to move has no jump.
	p := mustKFEN(t, "B7/8/8/8/8/8/8/7W b")
	if ResultOf(&p) != WhiteWins {
		t.Fatalf("Black to move with no jump: result %v", ResultOf(&p))
	}
	// After a ply that leaves the opponent without a jump.
	q := mustKFEN(t, "8/8/8/8/8/8/8/BW6 b")
	if ResultOf(&q) != Unfinished {
		t.Fatal("Black can jump a1-c1")
	}
	g := NewGameFrom(q)
	if err := g.Play(mustMove(t, "a1-c1")); err != nil {
		t.Fatal(err)
	}
	if g.Result() != BlackWins || !g.Over() {
		t.Fatalf("White has no stone left: result %v", g.Result())
	}
	// And White's removal phase: a hole on a White square gives White none.
	r := mustKFEN(t, "BWBW/WBWB/B1BW/WBWB w")
	if r.Phase() != WhiteRemoves || ResultOf(&r) != BlackWins {
		t.Fatalf("phase %v result %v", r.Phase(), ResultOf(&r))
	}
}

func TestUndoRedoRestorePositions(t *testing.T) {
	g, _ := NewGame(6)
	var seen []Position
	for i := 0; i < 10 && !g.Over(); i++ {
		seen = append(seen, g.Position())
		p := g.Position()
		if err := g.Play(p.LegalMoves(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	end := g.Position()
	for i := len(seen) - 1; i >= 0; i-- {
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
		if g.Position() != seen[i] {
			t.Fatalf("undo to ply %d differs", i)
		}
	}
	if err := g.Undo(); err != ErrNoMove {
		t.Fatalf("undo at start: %v", err)
	}
	for g.CanRedo() {
		if err := g.Redo(); err != nil {
			t.Fatal(err)
		}
	}
	if g.Position() != end {
		t.Fatal("redo did not return to the end")
	}
	if p := g.PositionAt(3); p != seen[3] {
		t.Fatal("PositionAt(3) differs")
	}
}

func TestKFENRoundTripAndErrors(t *testing.T) {
	start := "BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB b"
	p := MustNewPosition(8)
	if p.KFEN() != start {
		t.Fatalf("start KFEN %q", p.KFEN())
	}
	q := mustKFEN(t, "12/12/12/12/12/12/12/12/12/12/12/BW1W1W1W1W2 b")
	if q.KFEN() != "12/12/12/12/12/12/12/12/12/12/12/BW1W1W1W1W2 b" || q.Size() != 12 {
		t.Fatalf("12×12 KFEN %q", q.KFEN())
	}
	for _, bad := range []string{"", "8/8/8 b", "9/8/8/8/8/8/8/8 b", "BWBW/WBWB/BWBW/WBWB x", start[:len(start)-1] + "w", "BWBW/WBWB/BWBW/WBWB", "BWBW/WBWB/BWBW/WBWQ b", "0BWB/WBWB/BWBW/WBWB b"} {
		if _, err := ParseKFEN(bad); err == nil {
			t.Errorf("ParseKFEN(%q) accepted", bad)
		}
	}
}

func TestGameRecordsWhyItEnded(t *testing.T) {
	g := NewGameFrom(mustKFEN(t, "8/8/8/8/8/8/8/1BW5 b"))
	if g.Termination() != NotEnded {
		t.Fatal("the game has only begun")
	}
	if err := g.Play(mustMove(t, "b1-d1")); err != nil {
		t.Fatal(err)
	}
	loser, over := g.Loser()
	if g.Termination() != NoLegalMove || !over || loser != White || g.Result() != BlackWins {
		t.Fatalf("termination %v loser %v result %v", g.Termination(), loser, g.Result())
	}
	if !strings.Contains(g.String(), "1-0") {
		t.Fatalf("game text lacks the result:\n%s", g)
	}
}

package game

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// setupAfter returns the setup of the start of n×n after the moves.
func setupAfter(t *testing.T, n int, moves ...string) Setup {
	t.Helper()
	p := MustNewPosition(n)
	for _, m := range moves {
		mv, err := ParseMove(m)
		if err != nil {
			t.Fatal(err)
		}
		if err := p.Play(mv); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
	return SetupOf(&p)
}

// edit returns s with the squares named in empty emptied, then side to
// move side.
func edit(t *testing.T, s Setup, side Color, empty ...string) Setup {
	t.Helper()
	for _, name := range empty {
		sq, err := ParseSquare(name)
		if err != nil {
			t.Fatal(err)
		}
		s.Clear(sq)
	}
	s.Side = side
	return s
}

// Check refuses each kind of position the rules cannot have, with the
// square at fault or the side that must move, and accepts the positions
// of play.
func TestCheckRefusesEachKindOfImpossiblePosition(t *testing.T) {
	start := NewSetup(8)
	colour := start
	colour.Put(SquareAt(0, 0), Black) // a1 starts White
	tooSmall := NewSetup(3)
	for _, c := range []struct {
		name   string
		s      Setup
		kind   error
		square string // "" for NoSquare
		side   Color  // ErrSideToMove's
	}{
		{"size 3", tooSmall, ErrBadSize, "", 0},
		{"size 13", NewSetup(13), ErrBadSize, "", 0},
		{"a Black stone on a1", colour, ErrStoneColour, "a1", 0},
		{"a full board, White to move", edit(t, start, White), ErrSideToMove, "", Black},
		{"first removal b7", edit(t, start, White, "b7"), ErrFirstRemoval, "b7", 0},
		{"first removal d5 with Black to move", edit(t, start, Black, "d5"), ErrSideToMove, "", White},
		{"a White stone missing first", edit(t, start, Black, "e5"), ErrRemovalCount, "", 0},
		{"two Black stones, no White", edit(t, start, White, "d5", "e4"), ErrRemovalCount, "", 0},
		{"second removal away from the first", edit(t, start, Black, "d5", "a1"), ErrSecondRemoval, "a1", 0},
		{"first removal c4 then d4", edit(t, start, Black, "c4", "d4"), ErrFirstRemoval, "c4", 0},
		{"both removals, White to move", edit(t, start, White, "d5", "e5"), ErrSideToMove, "", Black},
		{"after Black's jump, Black to move", edit(t, setupAfter(t, 8, "d5", "e5", "b5-d5"), Black), ErrSideToMove, "", White},
		{"White captured, Black never did", edit(t, start, Black, "d5", "e5", "b5", "d3"), ErrCaptureCount, "", 0},
		{"4×4: two captures by Black against one by White", edit(t, NewSetup(4), Black, "a4", "b4", "a3", "d4", "d2"), ErrCaptureCount, "", 0},
		{"an empty board, Black to move", EmptySetup(8), ErrNoStoneOfMover, "", White},
		{"an empty board, White to move", edit(t, EmptySetup(8), White), ErrNoStoneOfMover, "", Black},
		{"4×4 empty, Black to move", EmptySetup(4), ErrNoStoneOfMover, "", White},
		{"one black stone, Black to move", oneStone(8, "a2", Black, Black), ErrSideToMove, "", White},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := c.s.Check()
			if !errors.Is(err, c.kind) {
				t.Fatalf("Check() = %v, want %v", err, c.kind)
			}
			var se *SetupError
			if !errors.As(err, &se) {
				t.Fatalf("%v is no *SetupError", err)
			}
			want := NoSquare
			if c.square != "" {
				want, _ = ParseSquare(c.square)
			}
			if se.Square != want {
				t.Errorf("square %v, want %v", se.Square, want)
			}
			if (c.kind == ErrSideToMove || c.kind == ErrNoStoneOfMover) && se.Side != c.side {
				t.Errorf("side %v, want %v", se.Side, c.side)
			}
			if _, err := c.s.Position(); !errors.Is(err, c.kind) {
				t.Errorf("Position() = %v, want %v", err, c.kind)
			}
		})
	}
}

// oneStone returns an empty n×n board with a stone of colour c on the
// square named sq and side to move.
func oneStone(n int, sq string, c, side Color) Setup {
	s := EmptySetup(n)
	s.Side = side
	q, err := ParseSquare(sq)
	if err != nil {
		panic(err)
	}
	s.Put(q, c)
	return s
}

// The side that made the last jump keeps the stone that jumped: a board
// without its stones is refused (the English names it), one with a
// single such stone is accepted, as a game with no move left.
func TestCheckWantsAStoneOfTheSideThatMovedLast(t *testing.T) {
	err := EmptySetup(8).Check()
	if !errors.Is(err, ErrNoStoneOfMover) || !strings.Contains(err.Error(), "White moved last") {
		t.Errorf("the empty board: %v", err)
	}
	for _, c := range []struct {
		s    Setup
		kfen string
	}{
		{oneStone(8, "a1", White, Black), "8/8/8/8/8/8/8/W7 b"},
		{oneStone(8, "a2", Black, White), ""},
		{oneStone(5, "b1", White, Black), "5/5/5/5/1W3 b"},
	} {
		s := c.s
		if err := s.Check(); err != nil {
			t.Errorf("%s: %v", s.KFEN(), err)
			continue
		}
		if c.kfen != "" && s.KFEN() != c.kfen {
			t.Errorf("KFEN %s, want %s", s.KFEN(), c.kfen)
		}
		if p, err := s.Position(); err != nil || p.HasMoves() {
			t.Errorf("%s: %v, has moves %v; want a finished game", s.KFEN(), err, p.HasMoves())
		}
	}
}

// The openings pass Check on every size: the full board, each first
// removal, and each second removal next to it.
func TestCheckAcceptsEveryOpening(t *testing.T) {
	for n := MinSize; n <= MaxSize; n++ {
		full := MustNewPosition(n)
		if err := SetupOf(&full).Check(); err != nil {
			t.Fatalf("%d×%d full: %v", n, n, err)
		}
		for _, first := range full.LegalMoves(nil) {
			one := full
			one.Make(first)
			if err := SetupOf(&one).Check(); err != nil {
				t.Errorf("%s: %v", one.KFEN(), err)
			}
			for _, second := range one.LegalMoves(nil) {
				two := one
				two.Make(second)
				if err := SetupOf(&two).Check(); err != nil {
					t.Errorf("%s: %v", two.KFEN(), err)
				}
			}
		}
	}
}

// Every position of random games on every size passes Check, and its
// Setup gives back the same position.
func TestCheckAcceptsEveryPositionOfPlay(t *testing.T) {
	rng := rand.New(rand.NewPCG(30, 5))
	for n := MinSize; n <= MaxSize; n++ {
		for range 20 {
			p := MustNewPosition(n)
			for {
				s := SetupOf(&p)
				q, err := s.Position()
				if err != nil {
					t.Fatalf("%s: %v", p.KFEN(), err)
				}
				if q != p {
					t.Fatalf("%s came back as %s", p.KFEN(), q.KFEN())
				}
				moves := p.LegalMoves(nil)
				if len(moves) == 0 {
					break
				}
				p.Make(moves[rng.IntN(len(moves))])
			}
		}
	}
}

// One move captures at most (n-1)/2 stones: on 8×8, White to move after
// Black's first jump may miss three White stones besides the removal, not
// four; on 4×4 every move captures one.
func TestCheckCountsTheCapturesOfOneMove(t *testing.T) {
	start := NewSetup(8)
	three := edit(t, start, White, "d5", "e5", "a1", "c1", "e1")
	if err := three.Check(); err != nil {
		t.Errorf("three captured by one jump: %v", err)
	}
	four := edit(t, three, White, "g1")
	if err := four.Check(); !errors.Is(err, ErrCaptureCount) {
		t.Errorf("four captured by one jump: %v, want ErrCaptureCount", err)
	}
	if err := edit(t, four, Black, "a2", "c2").Check(); err != nil {
		t.Errorf("four by two Black jumps, two by White: %v", err)
	}
	for _, c := range []struct {
		side             Color
		byBlack, byWhite int
		n                int
		ok               bool
	}{
		{Black, 1, 1, 4, true}, {Black, 2, 1, 4, false}, {White, 1, 0, 4, true},
		{White, 2, 1, 4, true}, {White, 2, 0, 4, false}, {White, 3, 1, 4, false},
		{Black, 6, 2, 8, true}, {Black, 7, 2, 8, false}, {White, 4, 1, 8, true},
		{Black, 0, 3, 12, false}, {White, 5, 0, 12, true}, {White, 6, 0, 12, false},
	} {
		if got := jumpsCanLeave(c.side, c.byBlack, c.byWhite, c.n); got != c.ok {
			t.Errorf("%v to move, %d captured by Black and %d by White on %d×%d: %v, want %v",
				c.side, c.byBlack, c.byWhite, c.n, c.n, got, c.ok)
		}
	}
}

// The tutorial's and the notation's examples are positions the editor
// accepts.
func TestCheckAcceptsTheNotationExamples(t *testing.T) {
	for _, k := range []string{
		"BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB b",
		"BWBWBWBW/WBWBWBWB/BWBWBWBW/WBW2BWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB b",
		"10/10/10/10/4BW4/10/10/10/10/10 b",
	} {
		s, err := ParseSetup(k)
		if err != nil {
			t.Fatalf("%s: %v", k, err)
		}
		if s.KFEN() != k {
			t.Errorf("%s came back as %s", k, s.KFEN())
		}
		if err := s.Check(); err != nil {
			t.Errorf("%s: %v", k, err)
		}
	}
}

// ParseSetup keeps the parser's reason as a *KFENError, reads a full
// board with White to move (Check refuses it), and ParseKFEN's texts stay
// as they were.
func TestParseSetupKeepsTheParsersReason(t *testing.T) {
	for _, c := range []struct {
		text  string
		kind  error
		fault KFENFault
		msg   string
	}{
		{"4/4/4/4", ErrBadKFEN, KFENFields, `invalid KFEN position: want "<ranks> <side>", got 1 fields`},
		{"4/4/4 b", ErrBadSize, KFENRanks, "board size out of range: 3 ranks (want 4 to 12)"},
		{"9999999999999999999/8 b", ErrBadSize, KFENRanks, "board size out of range: 2 ranks (want 4 to 12)"},
		{strings.Repeat("8/", 20000) + "8 b", ErrBadSize, KFENRanks, "board size out of range: more than 12 ranks (want 4 to 12)"},
		{strings.Repeat("4/", 12) + "4 b", ErrBadSize, KFENRanks, "board size out of range: more than 12 ranks (want 4 to 12)"},
		{"99999999999999999999/8/8/8/8/8/8/8 b", ErrBadKFEN, KFENRankLong, "invalid KFEN position: rank 8 has more than 8 squares"},
		{"B9223372036854775807/8/8/8/8/8/8/8 b", ErrBadKFEN, KFENRankLong, "invalid KFEN position: rank 8 has more than 8 squares"},
		{"4/4/4/5 b", ErrBadKFEN, KFENRankLong, "invalid KFEN position: rank 1 has more than 4 squares"},
		{"4/3/4/4 b", ErrBadKFEN, KFENRankShort, "invalid KFEN position: rank 3 covers 3 squares, want 4"},
		{"4/4/1ж2/4 b", ErrBadKFEN, KFENChar, "invalid KFEN position: unexpected 'ж' in rank 2"},
		{"4/4/4/4 x", ErrBadKFEN, KFENSide, `invalid KFEN position: side to move "x" (want b or w)`},
	} {
		_, err := ParseSetup(c.text)
		var ke *KFENError
		if !errors.Is(err, c.kind) || !errors.As(err, &ke) || ke.Fault != c.fault {
			t.Errorf("ParseSetup(%q) = %v, want fault %d of %v", c.text, err, c.fault, c.kind)
			continue
		}
		if err.Error() != c.msg {
			t.Errorf("ParseSetup(%q): %q, want %q", c.text, err, c.msg)
		}
		if _, err2 := ParseKFEN(c.text); err2 == nil || err2.Error() != c.msg {
			t.Errorf("ParseKFEN(%q) = %v, want %q", c.text, err2, c.msg)
		}
	}
	full := "BWBW/WBWB/BWBW/WBWB w"
	if _, err := ParseKFEN(full); !errors.Is(err, ErrBadKFEN) {
		t.Errorf("ParseKFEN(%q) = %v, want ErrBadKFEN", full, err)
	}
	s, err := ParseSetup(full)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Check(); !errors.Is(err, ErrSideToMove) {
		t.Errorf("Check(%s) = %v, want ErrSideToMove", full, err)
	}
	if p := s.Picture(); p.KFEN() != "BWBW/WBWB/BWBW/WBWB b" {
		t.Errorf("Picture: %s", p.KFEN())
	}
}

// Resize keeps each stone's row from the top and file, so its square's
// colour; the new squares are empty.
func TestSetupResize(t *testing.T) {
	s := EmptySetup(4)
	s.Put(SquareAt(0, 0), White)
	s.Resize(5)
	if got, want := s.KFEN(), "5/5/5/W4/5 b"; got != want {
		t.Errorf("4 → 5: %s, want %s", got, want)
	}
	s.Resize(4)
	if got, want := s.KFEN(), "4/4/4/W3 b"; got != want {
		t.Errorf("5 → 4: %s, want %s", got, want)
	}
}

func FuzzParseSetup(f *testing.F) {
	f.Add("BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB w")
	f.Add("BWBW/WBWB/B1BW/WBWB w")
	f.Add("BWBW/WBWB/B2W/WBWB b")
	f.Add("12/12/12/12/12/12/12/12/12/12/12/BW1W1W1W1W2 b")
	f.Add("4/4/4/4 w")
	f.Add("4/4/1ж2/4 b")
	f.Fuzz(func(t *testing.T, text string) {
		s, err := ParseSetup(text)
		_, kerr := ParseKFEN(text)
		if err != nil {
			if kerr == nil {
				t.Fatalf("%q: ParseSetup refuses (%v), ParseKFEN reads it", text, err)
			}
			var ke *KFENError
			if !errors.As(err, &ke) {
				t.Fatalf("%q: %v is no *KFENError", text, err)
			}
			return
		}
		back, err := ParseSetup(s.KFEN())
		if err != nil || back != s {
			t.Fatalf("%q → %q does not read back: %v", text, s.KFEN(), err)
		}
		p, err := s.Position()
		if err != nil {
			var se *SetupError
			if !errors.As(err, &se) {
				t.Fatalf("%q: %v is no *SetupError", text, err)
			}
			_ = s.Picture()
			return
		}
		if kerr != nil || p.KFEN() != s.KFEN() {
			t.Fatalf("%q: accepted as %q (ParseKFEN: %v)", text, p.KFEN(), kerr)
		}
	})
}

package puzzle

import (
	"context"
	"slices"
	"testing"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// position reads a KFEN or fails the test.
func position(t *testing.T, kfen string) game.Position {
	t.Helper()
	p, err := game.ParseKFEN(kfen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// moves reads moves in .kgn notation or fails the test.
func moves(t *testing.T, text ...string) []game.Move {
	t.Helper()
	var out []game.Move
	for _, s := range text {
		m, err := game.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, m)
	}
	return out
}

// Hand-built 6×6 positions, each worked out square by square in its
// comment; the lines are perfect play (checked below with the solver).
func TestThemesOfHandBuiltPositions(t *testing.T) {
	for _, c := range []struct {
		name, kfen string
		line       []string
		want       []Theme
	}{{
		// a4 jumps b4 and d4, White's only stones, which had no jump
		// before: a multi-jump, quiet (no new jump), nothing blocked.
		name: "a double jump that ends the game is a quiet multi-jump",
		kfen: "B3B1/6/BW1W2/6/B1B3/1B1B2 b", line: []string{"a4-e4"},
		want: []Theme{ThemeMultiJump, ThemeQuiet},
	}, {
		// b5 stops on d5 where it could go on to f5 (b5-f5 loses); White
		// e5-c5; f3-b3 jumps e3 and c3 and leaves White no move: a
		// multi-jump, and f3-b3 was already there at the start. b5-d5
		// gives White e5-c5, which it did not have: not quiet.
		name: "a jump stopped short, a multi-jump kept to the end",
		kfen: "2B3/1BW1W1/5W/2W1WB/6/6 b", line: []string{"b5-d5", "e5-c5", "f3-b3"},
		want: []Theme{ThemeMultiJump, ThemeShortStop, ThemeLastMove},
	}, {
		// White had e3-c3, e3-a3, e3-e1, b2-d2, b2-f2 and b2-b4; after
		// b3-b1 takes b2 it has e3-c3 and e3-e1 only, none new: quiet and
		// blocking. The last move c2-c4 was not legal at the start (c3
		// was empty): no last move.
		name: "a capture that takes four jumps away and gives none",
		kfen: "1W4/6/6/1B1BW1/BWB1B1/3B2 b", line: []string{"b3-b1", "e3-c3", "c2-c4"},
		want: []Theme{ThemeQuiet, ThemeBlock},
	}, {
		// d3-d5 takes d4: White loses d4-d2 and e3-c3 (d3 is empty now) of
		// its five jumps and gains d6-d4 (d4 is empty now): four jumps
		// left, one of them new: blocking, not quiet.
		name: "a capture that takes two jumps away and gives one",
		kfen: "BW1W2/2W1W1/B2W2/WB1BW1/1W4/1B1B2 b", line: []string{"d3-d5", "b2-b4", "a4-c4", "c5-c3", "d5-f5"},
		want: []Theme{ThemeBlock},
	}} {
		t.Run(c.name, func(t *testing.T) {
			pos := position(t, c.kfen)
			line := moves(t, c.line...)
			if got := ThemesOf(pos, line); !slices.Equal(got, c.want) {
				t.Errorf("ThemesOf = %v, want %v", got, c.want)
			}
			s := ai.NewSolver(8 << 20)
			r, err := s.Solve(context.Background(), pos, ai.SolveOptions{Distance: true})
			if err != nil || r.Winner != pos.SideToMove() || len(r.PV) != len(line) {
				t.Errorf("the side to move does not win in %d plies: %v, %v", len(line), r, err)
			}
		})
	}
}

// The longer jump that ThemeShortStop says loses does lose, and the short
// one wins: the position shows what the theme says.
func TestTheShortStopsLongerJumpLoses(t *testing.T) {
	pos := position(t, "2B3/1BW1W1/5W/2W1WB/6/6 b")
	s := ai.NewSolver(8 << 20)
	for _, c := range []struct {
		move string
		wins bool
	}{{"b5-d5", true}, {"b5-f5", false}} {
		after := pos
		after.Make(moves(t, c.move)[0])
		r, err := s.Solve(context.Background(), after, ai.SolveOptions{})
		if err != nil {
			t.Fatal(err)
		}
		if wins := r.Winner == game.Black; wins != c.wins {
			t.Errorf("%s: Black wins %v, want %v", c.move, wins, c.wins)
		}
	}
	// The longest jump has nothing longer: no short stop.
	if got := ThemesOf(pos, moves(t, "b5-f5")); slices.Contains(got, ThemeShortStop) {
		t.Errorf("b5-f5 has themes %v", got)
	}
}

// A removal first is ThemeRemoval (and neither quiet nor block, which are
// about jumps); five moves of the player make a line long, four do not.
func TestRemovalAndLongLines(t *testing.T) {
	start := game.MustNewPosition(6)
	var line []game.Move
	pos := start
	for range 2*LongLine - 1 {
		m := pos.LegalMoves(nil)[0]
		line = append(line, m)
		pos.Make(m)
	}
	got := ThemesOf(start, line)
	if !slices.Contains(got, ThemeRemoval) || !slices.Contains(got, ThemeLong) {
		t.Errorf("%d plies from a removal: themes %v, want removal and long", len(line), got)
	}
	if slices.Contains(got, ThemeQuiet) || slices.Contains(got, ThemeBlock) {
		t.Errorf("a removal first: themes %v with quiet or block", got)
	}
	short := ThemesOf(start, line[:len(line)-2])
	if slices.Contains(short, ThemeLong) {
		t.Errorf("%d plies: themes %v with long", len(line)-2, short)
	}
}

// A line that is empty or not legal has no themes.
func TestThemesOfABadLine(t *testing.T) {
	pos := position(t, "B3B1/6/BW1W2/6/B1B3/1B1B2 b")
	for _, line := range [][]game.Move{nil, moves(t, "a4-c4", "a4-c4"), moves(t, "c1-c3")} {
		if got := ThemesOf(pos, line); got != nil {
			t.Errorf("ThemesOf(%v) = %v, want none", line, got)
		}
	}
}

// AllThemes lists every theme once; ThemesOf keeps its order.
func TestAllThemesListsEachThemeOnce(t *testing.T) {
	all := AllThemes()
	want := []Theme{ThemeMultiJump, ThemeShortStop, ThemeQuiet, ThemeBlock, ThemeLastMove, ThemeRemoval, ThemeLong}
	if !slices.Equal(all, want) {
		t.Errorf("AllThemes = %v, want %v", all, want)
	}
}

// The initial rating follows its formula, capped at MaxRating.
func TestInitialRating(t *testing.T) {
	for _, c := range []struct {
		d    Difficulty
		want float64
	}{
		{Difficulty{Moves: 1, Winners: 2}, BaseRating},
		{Difficulty{Moves: 1, Winners: 1}, BaseRating + OnlyMove},
		{Difficulty{Moves: 4, Winners: 2, Missed: 1}, BaseRating + 3*PerMove + PerMiss},
		{Difficulty{Moves: 6, Winners: 1, Missed: 2}, BaseRating + 5*PerMove + 2*PerMiss + OnlyMove},
		{Difficulty{Moves: 40, Winners: 1, Missed: 2}, MaxRating},
	} {
		r := InitialRating(c.d)
		if r.R != c.want || r.RD != InitialRD || r.Vol != InitialVol {
			t.Errorf("InitialRating(%+v) = %+v, want R %v", c.d, r, c.want)
		}
	}
}

package game

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// randomGame plays random legal moves from the start of an n×n board until
// the game ends or maxPly moves are made, commenting some of them.
func randomGame(t testing.TB, rng *rand.Rand, n, maxPly int) *Game {
	g, err := NewGame(n)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < maxPly; i++ {
		p := g.Position()
		moves := p.LegalMoves(nil)
		if len(moves) == 0 {
			break
		}
		if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
		annotateRandomly(rng, g, g.Ply()-1)
	}
	if rng.IntN(3) == 0 {
		g.AddComment(-1, "about the game")
		g.AddComment(-1, "[%eval 0.50] and {more}")
	}
	return g
}

// annotateRandomly gives move i, at random, comments (some with analysis
// commands, line breaks or braces) and glyphs.
func annotateRandomly(rng *rand.Rand, g *Game, i int) {
	texts := []string{"a note on move " + g.Moves()[i].String(), "[%eval #-4] [%best c3-c5] the game turns here", "two\nlines", "}{", ""}
	for range rng.IntN(4) / 2 {
		g.AddComment(i, texts[rng.IntN(len(texts))])
	}
	if rng.IntN(4) == 0 {
		g.SetNAGs(i, []int{rng.IntN(8), rng.IntN(256)}[:1+rng.IntN(2)])
	}
}

func TestKGNRoundTripGivesIdenticalBytes(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := MinSize; n <= MaxSize; n++ {
		for i := 0; i < 20; i++ {
			g := randomGame(t, rng, n, 200)
			g.SetTag("Event", `Club "night" \ 1`)
			g.SetTag("Annotator", "tester")
			first := g.MarshalKGN()
			h, err := ParseKGN(first)
			if err != nil {
				t.Fatalf("%d×%d: reading back:\n%s\nerror: %v", n, n, first, err)
			}
			if second := h.MarshalKGN(); !bytes.Equal(first, second) {
				t.Fatalf("%d×%d: save → load → save differs:\n%s\n----\n%s", n, n, first, second)
			}
			if h.Result() != g.Result() || h.Ply() != g.Ply() {
				t.Fatalf("result or length changed")
			}
		}
	}
}

func TestKGNSampleFromNotationSpec(t *testing.T) {
	text := `[Event "Casual game"]
[Site "Konane"]
[Date "2026.11.29"]
[Black "Player"]
[White "Computer (Hard)"]
[Size "8"]
[Rules "konane/1"]
[Result "*"]
[BlackLevel "Easy"]

1. d5 e5 2. b5-d5 {one of three captures into the hole} *
`
	g, err := ParseKGN([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if got := g.Comment(2); got != "one of three captures into the hole" {
		t.Errorf("comment = %q", got)
	}
	if g.Tag("BlackLevel") != "Easy" {
		t.Errorf("unknown tag lost")
	}
	if string(g.MarshalKGN()) != text {
		t.Errorf("rewrite differs:\n%s", g.MarshalKGN())
	}
}

func TestKGNErrorsNameLineColumnAndKind(t *testing.T) {
	cases := []struct {
		name, text string
		want       error
		line, col  int
	}{
		{"empty file", "  \n", ErrEmpty, 1, 1},
		{"not UTF-8", "[Event \"x\"]\n\n1. d5 \xff", ErrEncoding, 3, 7},
		{"unknown rules", "[Rules \"konane/9\"]\n\n*", ErrUnknownRules, 1, 1},
		{"size out of range", "[Size \"13\"]\n\n*", ErrBadSize, 1, 1},
		{"size and KFEN differ", "[Size \"8\"]\n[KFEN \"4/1BW1/4/4 b\"]\n\n*", ErrSizeMismatch, 1, 1},
		{"black removes c3", "[Size \"8\"]\n\n1. c3 *", ErrIllegalMove, 3, 4},
		{"jump over an empty square", "\n1. d5 e5 2. f5-d5 *", ErrIllegalMove, 2, 13},
		{"change of direction", "1. d5 e5 2. b5-d7 *", ErrSyntax, 1, 13},
		{"result contradicts", "[Result \"1-0\"]\n\n1. d5 e5 *", ErrResultMismatch, 1, 1},
		{"truncated tag", "[Event \"Casual", ErrTruncated, 1, 8},
		{"cut after the tag's name", "[Size \"8\"]\n[B", ErrTruncated, 2, 3},
		{"cut before the closing bracket", "[Size \"8\"", ErrTruncated, 1, 10},
		{"cut after the bracket", "[", ErrTruncated, 1, 2},
		{"unclosed comment", "1. d5 {never closed", ErrSyntax, 1, 7},
		{"garbage move", "1. zz9 *", ErrSyntax, 1, 4},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pe, err := parseError(t, c.text, c.want)
			if pe.Line != c.line || (c.col != 0 && pe.Col != c.col) {
				t.Errorf("at %d:%d, want %d:%d (%v)", pe.Line, pe.Col, c.line, c.col, err)
			}
			if !strings.Contains(err.Error(), "line") {
				t.Errorf("message %q does not name the line", err)
			}
		})
	}
}

// A Size tag that is no size from 4 to 12 (negative, a word, too long a
// number) is ErrBadSize at the tag, its value quoted at most 20 runes long.
func TestKGNSizeTagOutOfRange(t *testing.T) {
	long := strings.Repeat("9", 5000)
	for value, want := range map[string]string{
		"-3":                   `Size "-3"`,
		"3":                    `Size "3"`,
		"eight":                `Size "eight"`,
		"99999999999999999999": `Size "99999999999999999999"`,
		long:                   `Size "` + long[:20] + `…"`,
	} {
		pe, err := parseError(t, "[Size \""+value+"\"]\n\n*", ErrBadSize)
		if pe.Line != 1 || pe.Col != 1 {
			t.Errorf("%.20s: at %d:%d, want 1:1", value, pe.Line, pe.Col)
		}
		if !strings.Contains(err.Error(), want+" (want 4 to 12)") {
			t.Errorf("%.20s: %q, want it to hold %s", value, err, want)
		}
	}
}

func TestKGNRejectsDuplicateTagsAndWrongMoveNumbers(t *testing.T) {
	cases := map[string]struct {
		text      string
		line, col int
	}{
		"two Size tags":         {"[Size \"6\"]\n[Size \"8\"]\n\n1. d5 e5 *", 2, 1},
		"pair 5 at the start":   {"5. d5 e5 *", 1, 1},
		"pair 1 twice":          {"1. d5 e5 1. b5-d5 *", 1, 10},
		"White's number":        {"1. d5 2... e5 *", 1, 7},
		"glued number is wrong": {"1.d5 e5 3.b5-d5 *", 1, 9},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			_, err := ParseKGN([]byte(c.text))
			var pe *ParseError
			if !errors.As(err, &pe) || !errors.Is(err, ErrSyntax) || pe.Line != c.line || pe.Col != c.col {
				t.Fatalf("error %v, want a syntax error at %d:%d", err, c.line, c.col)
			}
		})
	}
	// Numbers as the writer puts them, after a comment and from a KFEN
	// position with White to move, are accepted.
	for _, ok := range []string{
		"1. d5 {hole} 1... e5 2. b5-d5 *",
		"[KFEN \"8/8/8/8/8/8/8/1BWB4 w\"]\n\n1... c1-a1 0-1",
	} {
		if _, err := ParseKGN([]byte(ok)); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
}

func TestParseMoveErrorsSayWhatIsWrong(t *testing.T) {
	for in, want := range map[string]string{
		"a8-a8": "ends where it starts",
		"x":     "square is missing",
		"a1-b2": "not along a rank or file",
		"a1-a4": "even number",
	} {
		_, err := ParseMove(in)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseMove(%q) = %v, want an error saying %q", in, err, want)
		}
	}
}

// parseError parses text, fails the test unless that gives a *ParseError
// wrapping want, and returns the ParseError and the error.
func parseError(t *testing.T, text string, want error) (*ParseError, error) {
	t.Helper()
	_, err := ParseKGN([]byte(text))
	var pe *ParseError
	if !errors.As(err, &pe) || !errors.Is(err, want) {
		t.Fatalf("error %v, want a ParseError wrapping %v", err, want)
	}
	return pe, err
}

// DeleteTag takes a tag out of the record: an extra tag disappears, a
// standard one is written with "?", and the derived tags stay.
func TestDeleteTagTakesATagOutOfTheRecord(t *testing.T) {
	g, err := ParseKGN([]byte("[Event \"Club\"]\n[Size \"6\"]\n[Mode \"two-players\"]\n[Annotator \"me\"]\n\n1. a6 *\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Mode", "Event", "Size", "Result", "Nothing"} {
		g.DeleteTag(name)
	}
	text := string(g.MarshalKGN())
	for _, want := range []string{"[Event \"?\"]", "[Size \"6\"]", "[Result \"*\"]", "[Annotator \"me\"]"} {
		if !strings.Contains(text, want) {
			t.Errorf("%q lacks %s", text, want)
		}
	}
	if strings.Contains(text, "Mode") || strings.Contains(text, "Club") {
		t.Errorf("deleted tags are still written: %q", text)
	}
}

package game

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
)

const kgnHead = "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Black \"?\"]\n[White \"?\"]\n[Size \"8\"]\n[Rules \"konane/1\"]\n[Result \"*\"]\n\n"

// Issue 13, case 1: every comment is kept, in order, also before the first
// move, and written back each as its own {...}.
func TestKGNKeepsEveryCommentInOrder(t *testing.T) {
	g, err := ParseKGN([]byte("{about the game} {and more} 1. d5 {first} {second} e5 *"))
	if err != nil {
		t.Fatal(err)
	}
	if got := g.Comments(-1); !reflect.DeepEqual(got, []string{"about the game", "and more"}) {
		t.Errorf("comments before the first move = %q", got)
	}
	if got := g.Comments(0); !reflect.DeepEqual(got, []string{"first", "second"}) {
		t.Errorf("comments after d5 = %q", got)
	}
	want := kgnHead + "{about the game} {and more} 1. d5 {first} {second} 1... e5 *\n"
	if got := string(g.MarshalKGN()); got != want {
		t.Errorf("written:\n%s\nwant:\n%s", got, want)
	}
}

// Issue 13, case 5: the PGN habits of other writers are read, and the
// annotations kept with their moves.
func TestKGNReadsOtherWritersHabits(t *testing.T) {
	cases := map[string]struct {
		text     string
		nags     [][]int
		comments [][]string
	}{
		"1. ... before White's move": {text: "1. d5 1. ... e5 *"},
		"1… as the move list shows":  {text: "1. d5 1… e5 *"},
		"1… glued":                   {text: "1. d5 1…e5 *"},
		"1. … apart":                 {text: "1. d5 1. … e5 *"},
		"1... glued":                 {text: "1.d5 1...e5 *"},
		"suffix":                     {text: "1. d5! e5 *", nags: [][]int{{1}, nil}},
		"every suffix": {text: "1. d5!! e5?? 2. b5-d5!? 2... g5-c5?! *",
			nags: [][]int{{3}, {4}, {5}, {6}}},
		"$N glyphs":          {text: "1. d5 $1 $14 e5 $255 $0 *", nags: [][]int{{1, 14}, {255, 0}}},
		"suffix apart":       {text: "1. d5 !? e5 *", nags: [][]int{{5}, nil}},
		"; comment":          {text: "1. d5 ; to the end {of} the line\ne5 *", comments: [][]string{{" to the end (of) the line"}, nil}},
		"; comment with }":   {text: "1. d5 ;a}b\ne5 *", comments: [][]string{{"a)b"}, nil}},
		"byte-order mark":    {text: "\uFEFF[Event \"x\"]\n\n1. d5 e5 *"},
		"CRLF":               {text: "[Event \"x\"]\r\n\r\n1. d5 {a\r\nb} e5 *\r\n", comments: [][]string{{"a\nb"}, nil}},
		"CR":                 {text: "[Event \"x\"]\r\r1. d5 ;c\re5 *\r", comments: [][]string{{"c"}, nil}},
		"comment then glyph": {text: "1. d5 {c} $2 e5 *", nags: [][]int{{2}, nil}, comments: [][]string{{"c"}, nil}},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			g, err := ParseKGN([]byte(c.text))
			if err != nil {
				t.Fatal(err)
			}
			if g.Ply() != len(g.Moves()) || g.Moves()[0] != MustParseMoveForTest(t, "d5") || g.Moves()[1] != MustParseMoveForTest(t, "e5") {
				t.Fatalf("moves %v", g.Moves())
			}
			for i := 0; i < g.Ply(); i++ {
				var nags []int
				if i < len(c.nags) {
					nags = c.nags[i]
				}
				if got := g.NAGs(i); !reflect.DeepEqual(got, nags) {
					t.Errorf("NAGs(%d) = %v, want %v", i, got, nags)
				}
				var cs []string
				if i < len(c.comments) {
					cs = c.comments[i]
				}
				if got := g.Comments(i); !reflect.DeepEqual(got, cs) {
					t.Errorf("Comments(%d) = %q, want %q", i, got, cs)
				}
			}
			assertRoundTrip(t, g)
		})
	}
}

// MustParseMoveForTest parses a move or fails the test.
func MustParseMoveForTest(t *testing.T, s string) Move {
	t.Helper()
	m, err := ParseMove(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func assertRoundTrip(t *testing.T, g *Game) {
	t.Helper()
	first := g.MarshalKGN()
	if bytes.ContainsAny(first, "\r\uFEFF") || bytes.Contains(first, []byte(";")) {
		t.Errorf("written text is not canonical:\n%q", first)
	}
	h, err := ParseKGN(first)
	if err != nil {
		t.Fatalf("own output does not read back: %v\n%s", err, first)
	}
	if second := h.MarshalKGN(); !bytes.Equal(first, second) {
		t.Fatalf("save → load → save differs:\n%s\n----\n%s", first, second)
	}
}

func TestKGNWritesGlyphsAsSuffixOrDollar(t *testing.T) {
	g, err := ParseKGN([]byte("1. d5 $2 $1 e5 $14 $1 2. b5-d5 $1 $2 {x} *"))
	if err != nil {
		t.Fatal(err)
	}
	want := kgnHead + "1. d5? $1 e5 $14 $1 2. b5-d5! $2 {x} *\n"
	if got := string(g.MarshalKGN()); got != want {
		t.Errorf("written:\n%s\nwant:\n%s", got, want)
	}
	assertRoundTrip(t, g)
}

// Issue 13, case 5: an error names the whole token as it stands in the
// file, with its line and column, for every line ending.
func TestKGNErrorsNameTheWholeToken(t *testing.T) {
	long := strings.Repeat(" ", 120)
	cases := []struct {
		name, text, token string
		want              error
		line, col         int
	}{
		{"bad glued number move", "1. d5 1…x9 *", "1…x9", ErrSyntax, 1, 7},
		{"dots without number", "1. d5 ... e5 *", "...", ErrSyntax, 1, 7},
		{"three suffix marks", "1. d5!!! e5 *", "d5!!!", ErrSyntax, 1, 4},
		{"glyph out of range", "1. d5 $256 *", "$256", ErrSyntax, 1, 7},
		{"glyph with sign", "1. d5 $+1 *", "$+1", ErrSyntax, 1, 7},
		{"bare dollar", "1. d5 $ *", "$", ErrSyntax, 1, 7},
		{"glyph before any move", "$1 1. d5 *", "$1", ErrSyntax, 1, 1},
		{"glyph after a move number", "1. d5 e5 2. ?? *", "??", ErrSyntax, 1, 13},
		{"wrong glued number", "1. d5 e5 3.b5-d5 *", "3.b5-d5", ErrSyntax, 1, 10},
		{"illegal move with suffix", "1. d5 e5 2. f5-d5! *", "f5-d5!", ErrIllegalMove, 1, 13},
		{"illegal move in a variation", "1. d5 (1. e5) e5 *", "e5", ErrIllegalMove, 1, 11},
		{"closing parenthesis", "1. d5 e5) *", ")", ErrStrayBrace, 1, 9},
		{"CR-only lines", "[Event \"x\"]\r\r1. d5 e5\r2. zz *\r", "zz", ErrSyntax, 4, 4},
		{"CRLF lines", "[Event \"x\"]\r\n\r\n1. d5 e5\r\n2. zz *\r\n", "zz", ErrSyntax, 4, 4},
		{"CR after a long line", "[Event \"x\"]\r\r1. d5 e5" + long + "\r2. b5-d5 c5-e5 *", "c5-e5", ErrIllegalMove, 4, 10},
		{"unclosed comment on CR line", "\r\r1. d5 {open", "", ErrSyntax, 3, 7},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pe, err := parseError(t, c.text, c.want)
			if pe.Line != c.line || pe.Col != c.col || pe.Token != c.token {
				t.Errorf("at %d:%d token %q, want %d:%d %q (%v)", pe.Line, pe.Col, pe.Token, c.line, c.col, c.token, err)
			}
			if c.token != "" && !strings.Contains(err.Error(), c.token) {
				t.Errorf("message %q does not name the token %q", err, c.token)
			}
		})
	}
}

// Undo, redo and a new move after an undo keep the annotations with
// their moves.
func TestAnnotationsFollowUndoRedoAndTruncation(t *testing.T) {
	g, err := ParseKGN([]byte("{intro} 1. d5! {a} e5 {b} 2. b5-d5 $14 *"))
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if g.Comments(1) != nil || g.NAGs(2) != nil {
		t.Errorf("an undone move still shows its annotations")
	}
	if err := g.Redo(); err != nil {
		t.Fatal(err)
	}
	if got := g.Comments(1); !reflect.DeepEqual(got, []string{"b"}) {
		t.Errorf("redo lost the comment: %q", got)
	}
	if err := g.Play(MustParseMoveForTest(t, "d3-d5")); err != nil {
		t.Fatal(err)
	}
	if g.NAGs(2) != nil || g.Comments(2) != nil {
		t.Errorf("a new move inherited the undone move's annotations")
	}
	if got := g.NAGs(0); !reflect.DeepEqual(got, []int{1}) || g.Comment(-1) != "intro" {
		t.Errorf("earlier annotations changed: %v %q", got, g.Comment(-1))
	}
}

func TestCommentSettersCleanAndReplace(t *testing.T) {
	g, _ := ParseKGN([]byte("1. d5 e5 *"))
	g.AddComment(0, "one {x}")
	g.AddComment(0, "two\r\nlines")
	g.AddComment(-1, "game")
	if got := g.Comments(0); !reflect.DeepEqual(got, []string{"one (x)", "two\nlines"}) {
		t.Errorf("Comments(0) = %q", got)
	}
	g.SetNAGs(1, []int{-1, 7, 300, 2})
	if got := g.NAGs(1); !reflect.DeepEqual(got, []int{7, 2}) {
		t.Errorf("NAGs(1) = %v", got)
	}
	assertRoundTrip(t, g)
	g.SetComment(0, "")
	g.SetComments(5, []string{"nowhere"})
	g.SetNAGs(5, []int{1})
	if g.Comments(0) != nil || g.Comments(5) != nil || g.NAGs(5) != nil {
		t.Errorf("setters out of range or clearing misbehave")
	}
	g.SetTag("Event", "a\rb")
	assertRoundTrip(t, g)
}

package game

import (
	"errors"
	"strconv"
	"strings"
	"testing"
)

// A move number must name the side to move and the pair of the move that
// follows it, the first move and games from a KFEN with White to move
// included; the error names the token and what was expected there.
func TestKGNMoveNumbersMatchTheSideToMove(t *testing.T) {
	whiteFirst := "[KFEN \"8/8/8/8/8/8/8/1BWB4 w\"]\n\n"
	cases := []struct {
		name, text, token, want string
		line, col               int
	}{
		{"White's number on Black's first move", "1... d5 *", "1...", "1.", 1, 1},
		{"ellipsis number on Black's first move", "1… d5 *", "1…", "1.", 1, 1},
		{"spaced White's number on Black's first move", "1. ... d5 *", "1. ...", "1.", 1, 1},
		{"glued White's number on Black's first move", "1…d5 *", "1…d5", "1.", 1, 1},
		{"Black's number on White's move", "1. d5 1. e5 *", "1.", "1...", 1, 7},
		{"Black's number of the next pair on White's move", "1. d5 2. e5 *", "2.", "1...", 1, 7},
		{"White's number on Black's later move", "1. d5 e5 2... b5-d5 *", "2...", "2.", 1, 10},
		{"old pair after a move", "2. b5-d5 1... e5", "2.", "1.", 1, 1},
		{"Black's number from a KFEN with White to move", whiteFirst + "1. c1-a1 0-1", "1.", "1...", 3, 1},
		{"Black's glued number from a KFEN with White to move", whiteFirst + "1.c1-a1 0-1", "1.c1-a1", "1...", 3, 1},
		{"pair 2 from a KFEN with White to move", whiteFirst + "2... c1-a1 0-1", "2...", "1...", 3, 1},
		{"lone ellipsis", "… d5 *", "…", "1.", 1, 1},
		{"ellipsis after a move", "1. d5 … e5 *", "…", "1...", 1, 7},
		{"two ellipses", "1. d5 1. ... ... e5 *", "...", "1...", 1, 14},
		{"number at the end", "1. d5 e5 3.", "3.", "2.", 1, 10},
		{"number without its dot", "1. d5 e5 2 b5-d5 *", "2", "2.", 1, 10},
		{"number too large for an int", "1. d5 e5 10000000000000000000000. b5-d5 *", "10000000000000000000000.", "2.", 1, 10},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pe, err := parseError(t, c.text, ErrMoveNumber)
			if !errors.Is(err, ErrSyntax) {
				t.Errorf("%v is not a syntax error", err)
			}
			if pe.Line != c.line || pe.Col != c.col || pe.Token != c.token || pe.Want != c.want {
				t.Errorf("at %d:%d token %q want %q; expected %d:%d %q %q (%v)",
					pe.Line, pe.Col, pe.Token, pe.Want, c.line, c.col, c.token, c.want, err)
			}
			if !strings.Contains(err.Error(), `"`+c.token+`"`) || !strings.Contains(err.Error(), "expected "+c.want) {
				t.Errorf("message %q does not name the token %q and the expected %q", err, c.token, c.want)
			}
		})
	}
	for _, ok := range []string{
		"1. d5 1... e5 2. b5-d5 *",
		"1. d5 1… e5 2. b5-d5 2. ... g5-c5 *",
		"1.d5 1.…e5 *",
		"1. d5 e5 2. *",
		whiteFirst + "1... c1-a1 0-1",
		whiteFirst + "1. ... c1-a1 0-1",
		whiteFirst + "1…c1-a1 0-1",
	} {
		if _, err := ParseKGN([]byte(ok)); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
}

// Every error about a word of the movetext names the word whole, says what
// is wrong with it in its own kind (for the UI's message), and never
// quotes a fragment of it as if it were the word.
func TestKGNErrorsExplainTheWholeToken(t *testing.T) {
	cases := []struct {
		name, text, token string
		kind              error
		line, col         int
		says              string
	}{
		{"draughts-style jump path", "1. d5 e5 2. b5-d5-f5 *", "b5-d5-f5", ErrJumpPath, 1, 13, "write b5-f5"},
		{"jump path with x", "1. d5 e5 2. B5xD5xF5 *", "B5xD5xF5", ErrJumpPath, 1, 13, "write b5-f5"},
		{"bad second square", "1. d5 e5 2. b5-zz *", "b5-zz", ErrSyntax, 1, 13, `is not a move: "zz" is not a square`},
		{"jump path that turns", "1. d5 e5 2. b5-d5-d7 *", "b5-d5-d7", ErrSyntax, 1, 13, "one straight line"},
		{"jump path with a gap", "1. d5 e5 2. b5-f5-h5 *", "b5-f5-h5", ErrSyntax, 1, 13, "one straight line"},
		{"trailing separator", "1. d5 e5 2. b5-d5- *", "b5-d5-", ErrSyntax, 1, 13, "one straight line"},
		{"draw result", "1. d5 e5 1/2-1/2", "1/2-1/2", ErrSyntax, 1, 10, "no draw"},
		{"stray closing brace", "1. d5 } e5 *", "}", ErrStrayBrace, 1, 7, "opens a comment"},
		{"brace glued to a move", "1. d5} e5 *", "}", ErrStrayBrace, 1, 6, "opens a comment"},
		{"stray closing parenthesis", "1. d5 e5) *", ")", ErrStrayBrace, 1, 9, "opens a variation"},
		{"tag after a comment", "{x}\n[Event \"a\"]\n\n1. d5 *", `[Event "a"]`, ErrTagAfterMoves, 2, 1, "before the moves"},
		{"tag after the moves", "1. d5 e5\n[Result \"*\"] *", `[Result "*"]`, ErrTagAfterMoves, 2, 1, "before the moves"},
		{"bracket in the moves", "1. d5 [e5 *", "[e5", ErrTagAfterMoves, 1, 7, "before the moves"},
		{"star in the middle", "1. d5 * e5", "*", ErrResultNotLast, 1, 7, "text follows"},
		{"1-0 in the middle", "1. d5 1-0 e5", "1-0", ErrResultNotLast, 1, 7, "text follows"},
		{"0-1 in the middle", "1. d5 e5 0-1 {late}", "0-1", ErrResultNotLast, 1, 10, "text follows"},
		{"bare dollar", "1. d5 $ *", "$", ErrBadGlyph, 1, 7, "$0 to $255"},
		{"glyph 256", "1. d5 $256 *", "$256", ErrBadGlyph, 1, 7, "$0 to $255"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pe, err := parseError(t, c.text, c.kind)
			if !errors.Is(err, ErrSyntax) {
				t.Errorf("%v is not a syntax error", err)
			}
			if pe.Line != c.line || pe.Col != c.col || pe.Token != c.token {
				t.Errorf("at %d:%d token %q, want %d:%d %q (%v)", pe.Line, pe.Col, pe.Token, c.line, c.col, c.token, err)
			}
			if !strings.Contains(err.Error(), strconv.Quote(c.token)) || !strings.Contains(err.Error(), c.says) {
				t.Errorf("message %q does not name %q and say %q", err, c.token, c.says)
			}
			if strings.Contains(err.Error(), "bad square") && c.kind != ErrSyntax {
				t.Errorf("message %q blames a square", err)
			}
		})
	}
	pe, err := parseError(t, "1. d5 {never closed", ErrUnclosedComment)
	if pe.Line != 1 || pe.Col != 7 || !strings.Contains(err.Error(), "without '}'") {
		t.Errorf("unclosed comment: %v at %d:%d", err, pe.Line, pe.Col)
	}
	for text, want := range map[string]string{"1. d5 e5 2. b5-d5-f5 *": "b5-f5", "1. d5 e5 2. b5-d5-f5-h5 *": "b5-h5", "1. d5 e5 2. D3xD5 *": ""} {
		_, err := ParseKGN([]byte(text))
		var pe *ParseError
		if errors.As(err, &pe) && pe.Want != want || (want != "") != errors.Is(err, ErrJumpPath) {
			t.Errorf("%q: %v (Want %q), want the from-to %q", text, err, pe.Want, want)
		}
	}
}

// A file over MaxKGNSize has its own error with its size and no place.
func TestKGNFileTooLargeSaysHowLarge(t *testing.T) {
	for _, c := range []struct {
		size int
		says string
	}{
		{MaxKGNSize + 1, "over 1 MB"},
		{3 << 20, "(3 MB)"},
		{1_049_037, "(1.01 MB)"}, // just over 1 MiB: never "1 MB", the limit itself
	} {
		data := []byte(strings.Repeat(" ", c.size))
		pe, err := parseError(t, string(data), ErrFileTooLarge)
		if pe.Line != 0 || pe.Col != 0 || strings.Contains(err.Error(), "line") {
			t.Errorf("%d bytes: %q has a place", c.size, err)
		}
		if !strings.Contains(err.Error(), c.says) || !strings.Contains(err.Error(), "at most 1 MB") {
			t.Errorf("%d bytes: %q does not say %q and the limit", c.size, err, c.says)
		}
	}
	if _, err := ParseKGN([]byte(strings.Repeat(" ", MaxKGNSize-2) + "*")); err != nil {
		t.Errorf("a file of exactly the limit: %v", err)
	}
}

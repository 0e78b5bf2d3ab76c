package errtext

import (
	"errors"
	"strings"
	"testing"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
)

// Each reason game gives for an illegal move in a .kgn is said in each
// language, not only that the move is illegal.
func TestEachReasonForAnIllegalMoveInAFileIsTranslated(t *testing.T) {
	defer func() { _ = i18n.SetLanguage("en") }()
	cases := []struct {
		kgn    string
		reason game.IllegalReason
		square string
	}{
		{"1. a9 *", game.ReasonOffBoard, ""},
		{"1. d3-d5 *", game.ReasonMustRemove, ""},
		{"1. c3 *", game.ReasonBlackRemoval, ""},
		{"1. d5 a1 *", game.ReasonWhiteRemoval, ""},
		{"1. d5 e5 2. c3 *", game.ReasonRemovalsOver, ""},
		{"1. d5 e5 2. c5-e5 *", game.ReasonNoOwnStone, "c5"},
		{"1. d5 e5 2. d3-d5 c3-c5 *", game.ReasonOccupied, "c5"},
		{"1. d5 e5 2. f5-d5 *", game.ReasonNoCapture, ""},
	}
	for _, l := range i18n.Languages() {
		_ = i18n.SetLanguage(l.Code)
		for _, c := range cases {
			data := []byte("[Size \"8\"]\n\n" + c.kgn + "\n")
			_, err := game.ParseKGN(data)
			var ie *game.IllegalMoveError
			if !errors.As(err, &ie) || ie.Reason != c.reason {
				t.Fatalf("%s: %v is not the reason %d", c.kgn, err, c.reason)
			}
			got := KGN("g.kgn", err, data)
			reason := i18n.Format(illegalReasons[c.reason], i18n.Args{"Square": c.square})
			if !strings.Contains(got, reason) || (c.square != "" && !strings.Contains(reason, c.square)) {
				t.Errorf("%s %s: %q does not give the reason %q", l.Code, c.kgn, got, reason)
			}
			if l.Code != "en" && strings.Contains(got, "illegal") {
				t.Errorf("%s %s: %q is in English", l.Code, c.kgn, got)
			}
		}
	}
	_ = i18n.SetLanguage("en")
	data := []byte("1. d5 e5 2. d3-d5 c3-c5 *\n")
	_, err := game.ParseKGN(data)
	if got, want := KGN("g.kgn", err, data), "c3-c5 is not a legal move: the landing square c5 is occupied."; !strings.HasSuffix(got, want) {
		t.Errorf("English: %q, want it to end %q", got, want)
	}
}

func TestFileErrorsAreExplainedWithLineAndColumn(t *testing.T) {
	_ = i18n.SetLanguage("en")
	tests := []struct {
		name, file, want string
	}{
		{"an illegal move", "[Size \"8\"]\n\n1. d5 e5 2. b5-d5 c5\n", "line 3, column 19: c5 is not a legal move: the removals are over, now a stone must jump."},
		{"an unknown rules profile", "[Rules \"konane/9\"]\n\n*\n", "line 1, column 1: The file uses the rules “konane/9”"},
		{"a board too large", "[Size \"20\"]\n\n*\n", "A 20×20 board is not supported; sizes go from 4 to 12."},
		{"a negative Size", "[Size \"-3\"]\n\n*\n", "line 1, column 1: The Size tag gives no board size from 4 to 12."},
		{"a Size of 20 digits", "[Size \"99999999999999999999\"]\n\n*\n", "line 1, column 1: The Size tag gives no board size from 4 to 12."},
		{"a Size of 3 digits", "[Size \"100\"]\n\n*\n", "line 1, column 1: The Size tag gives no board size from 4 to 12."},
		{"a KFEN of three ranks", "[KFEN \"4/4/4 b\"]\n\n*\n", "line 1, column 1: A position has 4 to 12 ranks separated by “/”, one per row of the board; this one has fewer."},
		{"a KFEN of 1,000 ranks", "[KFEN \"" + strings.Repeat("8/", 999) + "8 b\"]\n\n*\n", "this one has more than 12."},
		{"a Size that is not the KFEN's", "[Size \"8\"]\n[KFEN \"4/1BW1/4/4 b\"]\n\n*\n", "line 1, column 1: The Size tag and the KFEN position give different board sizes."},
		{"an empty file", "", "Cannot read the file game.kgn: line 1, column 1: The file is empty."},
		{"not notation", "[Size \"8\"]\n\n1. d5 e5 2. ??\n", "line 3, column 13: “??” is not valid game notation."},
		// Said as precisely as the engine says them:
		{"a jump cut short", "[Size \"8\"]\n\n1. d5 e5 2. h4-\n", "line 3, column 13: A jump needs its landing square after the dash, as in b5-d5."},
		{"a jump without its start", "[Size \"8\"]\n\n1. d5 e5 2. -d5\n", "line 3, column 13: A jump needs its starting square before the dash, as in b5-d5."},
		{"a NUL after a move", "[Size \"8\"]\n\n1. d5 e5\x00 *\n", "“e5<U+0000>” is not valid game notation."},
		{"a second byte-order mark", "\ufeff\ufeff[Event \"x\"]\n\n*\n", "“<U+FEFF>[Event” holds the character <U+FEFF> (U+FEFF ZERO WIDTH NO-BREAK SPACE), which is not of the game notation"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := game.ParseKGN([]byte(tt.file))
			if err == nil {
				t.Fatal("ParseKGN accepted the file")
			}
			if got := KGN("game.kgn", err, []byte(tt.file)); !strings.Contains(got, tt.want) {
				t.Errorf("text = %q, want it to contain %q", got, tt.want)
			}
		})
	}
}

// Each error about a variation in a .kgn is said in each language in its
// own words, with its line and column, never as the generic syntax error.
func TestVariationErrorsAreSaidInEachLanguage(t *testing.T) {
	defer func() { _ = i18n.SetLanguage("en") }()
	deep := "1. d5" + strings.Repeat(" (1. d5", game.MaxVariationDepth+1) + " *"
	cases := []struct {
		kgn, en, at string
	}{
		{"1. d5 e5 (1... c5 2. f5-d5 *", "The variation that starts here with “(” is never closed with “)”.", "line 3, column 10"},
		{"(1. d5) 1. d5 *", "The variation that opens here with “(” follows no move", "line 3, column 1"},
		{"1. d5 ( {only words} ) e5 *", "The variation that opens here with “(” holds no move.", "line 3, column 7"},
		{deep, "Variations are nested here more deeply than Kōnane reads (at most 100).", "line 3, column 707"},
		{"1. d5 e5 2. b5-d5 (2. d3-d5 c3-c5) *", "c3-c5 is not a legal move: the landing square c5 is occupied.", "line 3, column 29"},
		{"1. d5 (1. e4)) e5 *", "“)” closes a bracket that was never opened.", "line 3, column 14"},
	}
	for _, l := range i18n.Languages() {
		_ = i18n.SetLanguage(l.Code)
		generic := i18n.T(i18n.MsgErrSyntax)
		for _, c := range cases {
			data := []byte("[Size \"8\"]\n\n" + c.kgn + "\n")
			_, err := game.ParseKGN(data)
			if err == nil {
				t.Fatalf("%q was read", c.kgn)
			}
			got := KGN("g.kgn", err, data)
			switch {
			case l.Code == "en" && (!strings.Contains(got, c.en) || !strings.Contains(got, c.at)):
				t.Errorf("%q: %q, want %q at %s", c.kgn, got, c.en, c.at)
			case l.Code != "en" && (strings.Contains(got, c.en) || strings.Contains(got, "variation")):
				t.Errorf("%s %q: %q is in English", l.Code, c.kgn, got)
			case strings.Contains(got, generic):
				t.Errorf("%s %q: %q is the generic syntax error", l.Code, c.kgn, got)
			}
		}
	}
}

// A pasted text's error names no file, with or without a place: the same
// reason as a file's after "Cannot read the pasted game:", in each
// language.
func TestPastedGameErrorsNameNoFile(t *testing.T) {
	defer func() { _ = i18n.SetLanguage("en") }()
	data := []byte("[Size \"8\"]\n\n1. d5 e5 2. b5-d5 zz *\n")
	_, placed := game.ParseKGN(data)
	unplaced := game.ErrEncoding
	for _, l := range i18n.Languages() {
		_ = i18n.SetLanguage(l.Code)
		name := i18n.T(i18n.MsgPastedGameName)
		got := PastedKGN(placed, data)
		if want := i18n.EndSentence(i18n.Format(i18n.MsgErrPastedGameAt, i18n.Args{"Line": 3, "Col": 19, "Reason": kgnReason(placed, "zz *")})); got != want {
			t.Errorf("%s: %q, want %q", l.Code, got, want)
		}
		got = PastedKGN(unplaced, nil)
		if want := i18n.EndSentence(i18n.Format(i18n.MsgErrPastedGame, i18n.Args{"Reason": i18n.T(i18n.MsgErrEncoding)})); got != want {
			t.Errorf("%s: %q, want %q", l.Code, got, want)
		}
		if file := KGN(name, unplaced, nil); file == got {
			t.Errorf("%s: the pasted game's error is the file's: %q", l.Code, got)
		}
	}
}

package game

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// A move typed or pasted with letters of another script that look like
// the notation's (Cyrillic а е с, Greek capitals, fullwidth forms) or with
// another dash is read as the move it looks like; a character that looks
// like nothing of the notation is refused with an error that names it.
// Both used to be refused as "not a square", the character unnamed.
func TestReadMoveReadsLookAlikesAndNamesStrangeCharacters(t *testing.T) {
	for text, want := range map[string]string{
		"а5":         "a5",    // Cyrillic a
		"е3-с3":      "e3-c3", // Cyrillic e and c
		"Е3хС3":      "e3-c3", // Cyrillic capitals, Cyrillic x
		"Α1-a3":      "a1-a3", // Greek capital alpha
		"ｄ５":         "d5",
		"ｂ５－ｆ５":      "b5-f5",
		"b5\u2010d5": "b5-d5",
		"b5\u2011d5": "b5-d5",
		"b5\u2012d5": "b5-d5",
		"b5\u2013d5": "b5-d5",
		"b5\u2014d5": "b5-d5",
		"b5\u2015d5": "b5-d5",
		"b5\u2212d5": "b5-d5",
		"b5×d5":      "b5-d5",
		"d𝟓":         "d5",
		"ⅼ12":        "l12",
		"\u00a0һ4 ":  "h4",
		"d5":         "d5",
	} {
		m, err := ReadMove(text)
		if err != nil || m.String() != want {
			t.Errorf("ReadMove(%q) = %v, %v; want %s", text, m, err, want)
		}
	}
	for text, bad := range map[string]rune{
		"ж5":         'ж',
		"d\u200b5":   '\u200b',
		"b5\u2192d5": '→',
		"Ӏ3":         'Ӏ', // palochka: l, I or 1?
		"d５\u202e":   '\u202e',
	} {
		_, err := ReadMove(text)
		var ce *CharError
		if !errors.As(err, &ce) || ce.Char != bad || !errors.Is(err, ErrStrangeChar) || !errors.Is(err, ErrSyntax) {
			t.Errorf("ReadMove(%q): %v, want a *CharError for %q", text, err, bad)
			continue
		}
		if !strings.Contains(err.Error(), fmt.Sprintf("U+%04X", bad)) {
			t.Errorf("ReadMove(%q): %q does not name the character's code point", text, err)
		}
	}
}

// A saved game written by another program with look-alike letters reads
// as the moves they look like, a jump written with its landings and
// en dashes still gets its from-to form, and a strange character is
// refused at its place with a *CharError.
func TestAGameWithLookAlikeLettersReads(t *testing.T) {
	g, err := ParseKGN([]byte("1. d５ е5 2. b5–d5 *"))
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(g.Moves()); got != "[d5 e5 b5-d5]" {
		t.Errorf("moves %s", got)
	}
	_, err = ParseKGN([]byte("[Size \"8\"]\n\n1. d5 e5 2. b5–d5–f5 *"))
	var pe *ParseError
	if !errors.As(err, &pe) || !errors.Is(err, ErrJumpPath) || pe.Want != "b5-f5" {
		t.Errorf("a jump path with en dashes: %v", err)
	}
	_, err = ParseKGN([]byte("1. d5 ж5 *"))
	var ce *CharError
	if !errors.As(err, &pe) || !errors.As(err, &ce) || ce.Char != 'ж' || pe.Line != 1 || pe.Col != 7 || pe.Token != "ж5" {
		t.Errorf("a strange character: %#v", err)
	}
}

// ReadMove accepts what ParseMove accepts, as the same move, and whatever
// it accepts prints in ASCII notation that ParseMove reads back.
func FuzzReadMove(f *testing.F) {
	for _, s := range []string{"d5", "а5", "е3-с3", "ｂ５－ｆ５", "b5\u2013d5", "ж5", "d\u200b5", "Ӏ3", "b5×d5", "d𝟓"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		strict, strictErr := ParseMove(s)
		m, err := ReadMove(s)
		if strictErr == nil && (err != nil || m != strict) {
			t.Fatalf("%q: ParseMove %v, ReadMove %v, %v", s, strict, m, err)
		}
		if err != nil {
			return
		}
		if back, err := ParseMove(m.String()); err != nil || back != m {
			t.Fatalf("%q → %s → %v, %v", s, m, back, err)
		}
	})
}

package uikit

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// runeWidth measures a text as one unit a character, marks none.
func runeWidth(s string) float32 {
	n := 0
	for _, r := range s {
		if !unicode.In(r, unicode.Mn, unicode.Mc, unicode.Me) {
			n++
		}
	}
	return float32(n)
}

func TestShortNameKeepsTheStartAndTheExtension(t *testing.T) {
	long := strings.Repeat("partie-contre-l-ordinateur-", 7) + "fin.kgn" // 196 characters
	tests := []struct {
		name   string
		width  float32
		want   string
		prefix string
		suffix string
	}{
		{name: "game.kgn", width: 40, want: "game.kgn"},
		{name: "exactly-ten", width: 11, want: "exactly-ten"},
		{name: long, width: 40, prefix: "partie-contre-l-ordinat", suffix: "-fin.kgn"},
		{name: "no-extension-at-all-but-long", width: 12, prefix: "no-exten", suffix: "ong"},
		{name: "a.very-long-extension-indeed", width: 12, prefix: "a.very-l", suffix: "eed"},
		{name: "x.kgn", width: 2, want: Ellipsis + ".kgn"},
	}
	for _, tt := range tests {
		got := ShortName(tt.name, tt.width, runeWidth)
		switch {
		case tt.want != "" && got != tt.want:
			t.Errorf("ShortName(%q, %v) = %q, want %q", tt.name, tt.width, got, tt.want)
		case tt.want == "" && (!strings.HasPrefix(got, tt.prefix) || !strings.HasSuffix(got, tt.suffix) || !strings.Contains(got, Ellipsis)):
			t.Errorf("ShortName(%q, %v) = %q, want %q…%q", tt.name, tt.width, got, tt.prefix, tt.suffix)
		case tt.want == "" && runeWidth(got) != tt.width:
			t.Errorf("ShortName(%q, %v) = %q, %v wide: not as long as fits", tt.name, tt.width, got, runeWidth(got))
		}
	}
}

// A Thai name is cut between characters, never between a consonant and
// the vowel or tone mark above or below it.
func TestShortNameKeepsThaiMarksWithTheirCharacters(t *testing.T) {
	name := strings.Repeat("เกมที่เล่นกับคอมพิวเตอร์", 5) + ".kgn"
	for width := float32(6); width < 60; width++ {
		got := ShortName(name, width, runeWidth)
		if runeWidth(got) > width {
			t.Errorf("width %v: %q is %v wide", width, got, runeWidth(got))
		}
		_, after, _ := strings.Cut(got, Ellipsis)
		if r, _ := utf8.DecodeRuneInString(after); unicode.In(r, unicode.Mn, unicode.Mc, unicode.Me) {
			t.Errorf("width %v: %q goes on with a mark after the ellipsis", width, got)
		}
		if r, _ := utf8.DecodeRuneInString(got); unicode.In(r, unicode.Mn, unicode.Mc, unicode.Me) {
			t.Errorf("width %v: %q starts with a mark", width, got)
		}
		if !strings.HasSuffix(got, ".kgn") {
			t.Errorf("width %v: %q lost its extension", width, got)
		}
	}
}

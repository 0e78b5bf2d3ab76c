package uikit

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// A name from a file's tag is shown whole up to MaxNameRunes characters
// and cut with an ellipsis after, never inside a Thai character's marks;
// its invisible format characters are written out (visible.Name), so that
// a right-to-left override cannot reverse the rest of the players' line
// and is seen, while an emoji's zero-width joiner stays.
func TestPlayerNameCutKeepsNamesShortAndVisible(t *testing.T) {
	thai := "สมศักดิ์ ศรีสุวรรณวงศ์ ณ อยุธยา"
	tests := []struct{ name, want string }{
		{"Ann", "Ann"},
		{strings.Repeat("a", MaxNameRunes), strings.Repeat("a", MaxNameRunes)},
		{strings.Repeat("a", MaxNameRunes+1), strings.Repeat("a", MaxNameRunes-1) + Ellipsis},
		{"abc\u202edef", "abc<U+202E>def"},
		{"x\u200by\ufeff", "x<U+200B>y<U+FEFF>"},
		{"\u2067שלום\u2069", "<U+2067>שלום<U+2069>"},
		{"👨\u200d👩\u200d👧", "👨\u200d👩\u200d👧"},
	}
	for _, tt := range tests {
		if got := PlayerNameCut(tt.name); got != tt.want {
			t.Errorf("PlayerNameCut(%q) = %q, want %q", tt.name, got, tt.want)
		}
	}
	got := PlayerNameCut(thai)
	if !strings.HasSuffix(got, Ellipsis) || utf8.RuneCountInString(got) > MaxNameRunes+2 {
		t.Fatalf("PlayerNameCut(%q) = %q: not cut", thai, got)
	}
	kept := []rune(strings.TrimSuffix(got, Ellipsis))
	if next := []rune(thai)[len(kept)]; unicode.In(next, unicode.Mn, unicode.Mc, unicode.Me) {
		t.Errorf("PlayerNameCut(%q) = %q: the mark %q is parted from its character", thai, got, next)
	}
}

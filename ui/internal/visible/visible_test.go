package visible

import (
	"testing"
	"unicode/utf8"
)

// Every character that draws nothing or turns the text around is written
// out, and so is every byte that is not UTF-8, so that a right-to-left
// override cannot show "holiday\u202egnp.kgn" as "holidaypng.kgn" and two
// names that differ are never shown alike; an emoji's joiner stays.
func TestNameShowsWhatIsThere(t *testing.T) {
	tests := []struct{ name, want string }{
		{"game.kgn", "game.kgn"},
		{"holiday\u202egnp.kgn", "holiday<U+202E>gnp.kgn"},
		{"a\u202ab\u202bc\u202cd\u202de", "a<U+202A>b<U+202B>c<U+202C>d<U+202D>e"},
		{"\u2066x\u2067y\u2068z\u2069", "<U+2066>x<U+2067>y<U+2068>z<U+2069>"},
		{"a\u200bb\u200cc\u200dd\u200ee\u200ff", "a<U+200B>b<U+200C>c<U+200D>d<U+200E>e<U+200F>f"},
		{"\ufeffbom\u061c", "<U+FEFF>bom<U+061C>"},
		{"line\r\n\ttab\x00\x7f", "line<U+000D><U+000A><U+0009>tab<U+0000><U+007F>"},
		{"a\u2028b\u2029c\u3164d\u00ade", "a<U+2028>b<U+2029>c<U+3164>d<U+00AD>e"},
		{"g\xff.kgn", "g<0xFF>.kgn"},
		{"\xc3(", "<0xC3>("},
		{"партия ศรี 👨\u200d👩\u200d👧 ❤\ufe0f\u200d🔥", "партия ศรี 👨\u200d👩\u200d👧 ❤\ufe0f\u200d🔥"},
		{"שלום.kgn", "שלום.kgn"},
	}
	for _, tt := range tests {
		got := Name(tt.name)
		if got != tt.want {
			t.Errorf("Name(%q) = %q, want %q", tt.name, got, tt.want)
		}
		if !utf8.ValidString(got) || Name(got) != got {
			t.Errorf("Name(%q) = %q: not valid UTF-8 or not shown as itself", tt.name, got)
		}
	}
}

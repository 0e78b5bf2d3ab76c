package errtext

import (
	"strings"
	"testing"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/store"
)

// A move written with a character that looks like nothing of the notation
// is explained in each language with the character, its code point and
// its Unicode name, not as a word that "is not valid game notation".
func TestAStrangeCharacterInAMoveIsNamedInEachLanguage(t *testing.T) {
	defer func() { _ = i18n.SetLanguage("en") }()
	for _, c := range []struct{ kgn, token, char, code string }{
		{"1. d5 ж5 *", "ж5", "ж", "U+0436 CYRILLIC SMALL LETTER ZHE"},
		{"1. d5 e\u200b5 *", "e<U+200B>5", "<U+200B>", "U+200B ZERO WIDTH SPACE"},
	} {
		data := []byte(c.kgn)
		_, err := game.ParseKGN(data)
		for _, l := range i18n.Languages() {
			_ = i18n.SetLanguage(l.Code)
			got := KGN("g.kgn", err, data)
			want := i18n.Format(i18n.MsgErrStrangeChar, i18n.Args{"Token": c.token, "Char": c.char, "Code": c.code})
			if !strings.Contains(got, want) || !strings.Contains(got, c.code) {
				t.Errorf("%s, %s: %q, want it to hold %q", l.Code, c.kgn, got, want)
			}
		}
	}
}

// Each kind of file name the save dialog refuses has its own sentence in
// each language, naming the character or the name at fault.
func TestEachRefusedFileNameIsExplainedInEachLanguage(t *testing.T) {
	defer func() { _ = i18n.SetLanguage("en") }()
	cases := []struct{ name, goos, holds string }{
		{"a:b.kgn", "windows", ":"},
		{"con.kgn", "windows", "con.kgn"},
		{" \r", "linux", ""},
	}
	for _, l := range i18n.Languages() {
		_ = i18n.SetLanguage(l.Code)
		seen := map[string]bool{}
		for _, c := range cases {
			_, err := store.CleanFileName(c.name, c.goos)
			got := FileName(err)
			if got == "" || seen[got] || !strings.Contains(got, c.holds) || strings.Contains(got, err.Error()) {
				t.Errorf("%s, %q: %q", l.Code, c.name, got)
			}
			seen[got] = true
		}
	}
}

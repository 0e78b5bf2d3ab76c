package uikit

import (
	"strings"
	"unicode"
)

// MaxNameRunes is the longest name of a player shown whole; PlayerNameCut
// cuts a longer one, so that a name from a file's tag (of any length)
// keeps the window's size and its lines.
const MaxNameRunes = 24

// PlayerNameCut returns name without its invisible format characters,
// and cut to its first MaxNameRunes-1 characters (and the marks combining
// with the last) and Ellipsis when it is longer than MaxNameRunes. The
// format characters go because Fyne draws no bidirectional text: a
// right-to-left override (U+202E) in a tag reversed the rest of the line,
// "(Black)" and the other name too. The zero-width joiner stays, for
// emoji sequences.
func PlayerNameCut(name string) string {
	name = strings.Map(func(r rune) rune {
		if r != '\u200d' && unicode.Is(unicode.Cf, r) {
			return -1
		}
		return r
	}, name)
	r := []rune(name)
	if len(r) <= MaxNameRunes {
		return name
	}
	return strings.TrimSpace(string(r[:cutAt(r, MaxNameRunes-1)])) + Ellipsis
}

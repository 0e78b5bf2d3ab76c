package uikit

import (
	"strings"
	"unicode"
)

// MaxNameRunes is the longest name of a player shown whole; PlayerNameCut
// cuts a longer one, so that a name from a file's tag (of any length)
// keeps the window's size and its lines.
const MaxNameRunes = 24

// PlayerNameCut returns name without invisible format characters but the
// zero-width joiner (Fyne draws no bidirectional text: U+202E would turn
// the line around), cut to MaxNameRunes-1 characters and Ellipsis when
// longer than MaxNameRunes; combining marks stay with their character.
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

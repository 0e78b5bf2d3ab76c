package uikit

import (
	"strings"

	"github.com/konane/konane/ui/internal/visible"
)

// MaxNameRunes is the longest name of a player shown whole; PlayerNameCut
// cuts a longer one, so that a name from a file's tag (of any length)
// keeps the window's size and its lines.
const MaxNameRunes = 24

// PlayerNameCut returns name with its invisible and direction-changing
// characters written out (visible.Name: "<U+202E>"), cut to MaxNameRunes-1
// characters and Ellipsis when longer than MaxNameRunes; combining marks
// stay with their character.
func PlayerNameCut(name string) string {
	name = visible.Name(name)
	r := []rune(name)
	if len(r) <= MaxNameRunes {
		return name
	}
	return strings.TrimSpace(string(r[:cutAt(r, MaxNameRunes-1)])) + Ellipsis
}

package uikit

import (
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
)

// MoveNumber writes the number of move i (0-based) of a game whose first
// move is first's (game.MoveNumber) as the history does: "1." before
// Black's move, "1…" before White's, in the current language's digits.
func MoveNumber(i int, first game.Color) string {
	n, mover := game.MoveNumber(i, first)
	if mover == game.Black {
		return i18n.Number(n) + "."
	}
	return i18n.Number(n) + "…"
}

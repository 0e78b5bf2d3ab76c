package board

import (
	"slices"

	"github.com/konane/konane/game"
)

// SetMarks tints the given squares (the tutorial's highlighted squares);
// the last-move marks take precedence where both apply. nil clears them.
func (b *Board) SetMarks(squares []game.Square) {
	b.marks = slices.Clone(squares)
	b.Refresh()
}

// Marks returns the squares set by SetMarks.
func (b *Board) Marks() []game.Square { return slices.Clone(b.marks) }

package tutorview

import (
	"github.com/konane/konane/tutorial"
	"github.com/konane/konane/ui/board"
)

// showMarks tints every square the tutorial step highlights.
func showMarks(b *board.Board, s tutorial.Step) {
	b.SetHint(0)
	b.SetMarks(s.Highlight)
}

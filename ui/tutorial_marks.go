package ui

import "github.com/konane/konane/tutorial"

// showMarks tints every square the tutorial step highlights.
func showMarks(b *Board, s tutorial.Step) {
	b.SetHint(0)
	b.SetMarks(s.Highlight)
}

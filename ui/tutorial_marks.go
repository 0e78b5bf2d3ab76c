package ui

import (
	"github.com/konane/konane/game"
	"github.com/konane/konane/tutorial"
)

// showMarks highlights the squares a tutorial step points at.
//
// The Board cannot yet mark arbitrary squares (a SetMarks method needs a
// field in Board and a tint in the renderer's syncSquare), so until it can,
// the marks are drawn with the hint ring, which rings two squares:
//   - a try-it removal: nothing extra; an interactive board already rings
//     the stones that may be removed, and on these steps they are exactly
//     the highlighted ones;
//   - a try-it jump: the start and landing square of the first right move,
//     which the step's text names anyway;
//   - a step to read: the first and the last highlighted square (on the
//     current steps that is every highlighted square).
func showMarks(b *Board, s tutorial.Step) {
	b.SetHint(marksHint(s))
}

// marksHint returns the move whose hint ring stands in for the step's
// highlights, or game.NoMove.
func marksHint(s tutorial.Step) game.Move {
	if s.IsTry() {
		if m := s.Try[0]; m.IsJump() {
			return m
		}
		return game.NoMove
	}
	h := s.Highlight
	if len(h) == 0 {
		return game.NoMove
	}
	// Not a move: a "jump" from one marked square to the other, only read
	// by the renderer's hint ring (From and To).
	return game.Jump(h[0], h[len(h)-1])
}

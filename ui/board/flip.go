package board

import (
	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
)

// SetFlipped turns the board half a turn (on) or back (off): flipped, it
// is drawn from White's side, a1 at the top right, and the coordinates,
// taps, drags, the keyboard cursor (Up moves up the screen), the marks,
// arrows, dots and slides follow.
func (b *Board) SetFlipped(on bool) {
	if b.flipped == on {
		return
	}
	b.flipped = on
	if r := b.renderer; r != nil {
		r.Layout(b.Size())
	}
	b.Refresh()
}

// Flipped reports whether the board is drawn from White's side
// (SetFlipped).
func (b *Board) Flipped() bool { return b.flipped }

// SquareAt returns the square under pos (in the widget's coordinates) as
// the board is drawn now, flipped or not, or false in the margin or
// outside.
func (b *Board) SquareAt(pos fyne.Position) (game.Square, bool) {
	return b.geom().squareAt(pos)
}

// geom returns the layout of the board at its current size and
// orientation.
func (b *Board) geom() boardGeom {
	g := boardGeomFor(b.Size(), b.pos.Size())
	g.flipped = b.flipped
	return g
}

// screenStep returns the square one step from s in the direction of an
// arrow key as the board is drawn (Up: up the screen), kept on the n×n
// board.
func (b *Board) screenStep(s game.Square, key fyne.KeyName) game.Square {
	n := b.pos.Size()
	df, dr := 0, 0
	switch key {
	case fyne.KeyUp:
		dr = 1
	case fyne.KeyDown:
		dr = -1
	case fyne.KeyLeft:
		df = -1
	case fyne.KeyRight:
		df = 1
	}
	if b.flipped {
		df, dr = -df, -dr
	}
	f := min(max(s.File()+df, 0), n-1)
	r := min(max(s.Rank()+dr, 0), n-1)
	return game.SquareAt(f, r)
}

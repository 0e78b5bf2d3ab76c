package uitest

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
	"github.com/konane/konane/ui/board"
)

// SquareCentre returns the middle of square sq on an unflipped board
// widget of the given size showing an n×n board, found through
// board.SquareAt: a coarse scan finds a point of the square, then its
// edges are sought from there. It fails the test if sq is not on the board.
func SquareCentre(t *testing.T, size fyne.Size, n int, sq game.Square) fyne.Position {
	t.Helper()
	return squareCentre(t, size, sq, func(p fyne.Position) (game.Square, bool) { return board.SquareAt(p, size, n) })
}

// BoardSquareCentre is SquareCentre on b as it is drawn now, flipped or
// not (Board.SquareAt).
func BoardSquareCentre(t *testing.T, b *board.Board, sq game.Square) fyne.Position {
	t.Helper()
	return squareCentre(t, b.Size(), sq, b.SquareAt)
}

// squareCentre finds the middle of sq in a widget of the given size whose
// squares squareAt tells.
func squareCentre(t *testing.T, size fyne.Size, sq game.Square, squareAt func(fyne.Position) (game.Square, bool)) fyne.Position {
	t.Helper()
	in := func(x, y float32) bool {
		s, ok := squareAt(fyne.NewPos(x, y))
		return ok && s == sq
	}
	for x := float32(0); x < size.Width; x += 6 {
		for y := float32(0); y < size.Height; y += 6 {
			if in(x, y) {
				return fyne.NewPos(mid(x, func(v float32) bool { return in(v, y) }),
					mid(y, func(v float32) bool { return in(x, v) }))
			}
		}
	}
	t.Fatalf("square %v is not on the board", sq)
	return fyne.Position{}
}

// mid returns the middle of the run of values around v for which in holds.
func mid(v float32, in func(float32) bool) float32 {
	lo, hi := v, v
	for in(lo - 1) {
		lo--
	}
	for in(hi + 1) {
		hi++
	}
	return (lo + hi) / 2
}

package uitest

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/konane/konane/game"
	"github.com/konane/konane/ui/board"
)

// DragSquares drags on b, shown in canvas c, from the centre of square
// from to that of square to as the driver reports a drag (test.Drag on
// c: one event at the drop with the way from the press, then DragEnd).
// The drag reaches whatever draggable lies there, b or not.
func DragSquares(t *testing.T, c fyne.Canvas, b *board.Board, from, to game.Square) {
	t.Helper()
	p, q := BoardSquareCentre(t, b, from), BoardSquareCentre(t, b, to)
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
	test.Drag(c, at.Add(q), q.X-p.X, q.Y-p.Y)
}

package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/konane/konane/game"
)

func TestHAsksForAHintWhileTheBoardHasTheFocus(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	tapSquare(t, w, "a1") // not removable: the click only gives the board the focus
	c := w.win.Canvas()
	if c.Focused() != w.board {
		t.Fatalf("focused = %v, want the board", c.Focused())
	}
	test.TypeOnCanvas(c, "h")
	q.PumpUntil(t, "H shows a hint", func() bool { return w.ctl.Hint() != game.NoMove })
}

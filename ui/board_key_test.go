package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/konane/konane/game"
	"github.com/konane/konane/play"
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

// cursorShown reports whether the board draws its keyboard cursor.
func cursorShown(w *Window) bool {
	_, shown := w.board.KeyboardCursor()
	return shown
}

// pressOnCanvas types key on the window as the keyboard does: to the
// focused widget.
func pressOnCanvas(w *Window, key fyne.KeyName) {
	if f := w.win.Canvas().Focused(); f != nil {
		f.TypedKey(&fyne.KeyEvent{Name: key})
	}
}

// The keyboard cursor shows while the person plays with the keys and
// goes away with a click on the board: it stayed on screen after mouse
// play.
func TestTheKeyboardCursorGoesAwayWithMousePlay(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	tapSquare(t, w, "d5") // Black removes d5 with the mouse
	if cursorShown(w) {
		t.Fatal("the cursor shows after a click")
	}
	pressOnCanvas(w, fyne.KeyRight)
	if !cursorShown(w) {
		t.Fatal("the cursor does not show after an arrow key")
	}
	tapSquare(t, w, "e5") // White removes e5
	if w.ctl.Game().Ply() != 2 {
		t.Fatalf("ply %d after two removals, want 2", w.ctl.Game().Ply())
	}
	if cursorShown(w) {
		t.Error("the cursor stays after mouse play")
	}
	w.board.FocusLost() // the window loses the focus and gets it back
	w.board.FocusGained()
	if cursorShown(w) {
		t.Error("the cursor came back with the window's focus")
	}
}

// While the computer plays both sides no keyboard cursor is drawn, keys
// or not.
func TestNoKeyboardCursorWhileTheComputerPlaysBothSides(t *testing.T) {
	s := play.DefaultSetup()
	s.Mode, s.Speed = play.WatchGame, play.Fast
	w, q := newTestWindow(t, s, &fakeComputer{})
	w.win.Canvas().Focus(w.board)
	for ply := 1; ply <= 4; ply++ {
		pressOnCanvas(w, fyne.KeyUp)
		if cursorShown(w) {
			t.Fatalf("the cursor shows at ply %d of a watched game", w.ctl.Game().Ply())
		}
		q.PumpUntil(t, "the next move", func() bool { return w.ctl.Game().Ply() >= ply })
	}
}

package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/konane/konane/game"
)

func TestTheBoardPassesKeysItDoesNotUseOn(t *testing.T) {
	b := NewBoard()
	var keys []fyne.KeyName
	var runes []rune
	b.OnKey = func(ev *fyne.KeyEvent) { keys = append(keys, ev.Name) }
	b.OnRune = func(r rune) { runes = append(runes, r) }
	for _, k := range []fyne.KeyName{fyne.KeyLeft, fyne.KeyH, fyne.KeyEscape, fyne.KeyHome} {
		b.TypedKey(&fyne.KeyEvent{Name: k})
	}
	b.TypedRune('h')
	if len(keys) != 2 || keys[0] != fyne.KeyH || keys[1] != fyne.KeyHome {
		t.Errorf("OnKey heard %v, want [H Home]", keys)
	}
	if string(runes) != "h" {
		t.Errorf("OnRune heard %q, want \"h\"", string(runes))
	}
}

func TestHAsksForAHintWhileTheBoardHasTheFocus(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeEngine{})
	tapSquare(t, w, "a1") // not removable: the click only gives the board the focus
	c := w.win.Canvas()
	if c.Focused() != w.board {
		t.Fatalf("focused = %v, want the board", c.Focused())
	}
	test.TypeOnCanvas(c, "h")
	q.pumpUntil(t, "H shows a hint", func() bool { return w.ctl.Hint() != game.NoMove })
}

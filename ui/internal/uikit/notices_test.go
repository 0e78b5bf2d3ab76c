package uikit

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// A notice counts from its Show to its close; one shown by the callback of
// a notice being closed keeps the window's notices open, and one taken off
// the canvas without closing counts no more.
func TestNoticesCountFromShowToClose(t *testing.T) {
	a := test.NewTempApp(t)
	win := a.NewWindow("notices")
	defer win.Close()
	c := win.Canvas()
	var heard []bool
	stop := OnNotices(c, func(open bool) { heard = append(heard, open) })
	defer stop()

	first := dialog.NewCustom("first", "OK", widget.NewLabel("first"), win)
	second := dialog.NewCustom("second", "OK", widget.NewLabel("second"), win)
	first.SetOnClosed(func() { ShowNotice(win, second) }) // the next notice of a chain
	ShowNotice(win, first)
	if !NoticeOn(c) {
		t.Fatal("no notice on show after ShowNotice")
	}
	first.Hide()
	if !NoticeOn(c) {
		t.Fatal("the chain's second notice does not count")
	}
	second.Hide()
	if NoticeOn(c) {
		t.Error("a notice still counts after both were closed")
	}
	if want := []bool{true, true, true, false}; !slices.Equal(heard, want) {
		t.Errorf("the listener heard %v, want %v", heard, want)
	}

	ShowInfo(win, "info", "text")
	c.Overlays().Remove(c.Overlays().Top())
	if NoticeOn(c) {
		t.Error("a notice taken off the canvas still counts")
	}
	plain := dialog.NewCustom("plain", "OK", widget.NewLabel("plain"), win)
	ShowClosable(win, plain)
	if NoticeOn(c) {
		t.Error("a dialog shown with ShowClosable counts as a notice")
	}
	plain.Hide()
	Ask(win, "question", "text", func() {}, nil)
	if !NoticeOn(c) {
		t.Error("a question is no notice")
	}
}

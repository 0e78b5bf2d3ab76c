package uikit

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
)

// A notice is a dialog the person has to read before the game goes on: a
// start-up notice (a damaged file set aside), an error, a question. While
// one is on show over a window the game there waits: the computer does
// not move, a replay does not play on, and the Game over dialog waits
// for it to be closed (see NoticeOn and OnNotices). ShowInfo, ShowError
// and Ask show notices; ShowNotice makes any closable dialog one.

// notices are the notices on show over one canvas.
type notices struct {
	shown []fyne.CanvasObject // the pop-up each notice put on the canvas's overlays
	hear  func(open bool)     // the window's listener (OnNotices), or nil
}

// noticesOn holds the notices of each canvas; used on the UI goroutine
// only.
var noticesOn = map[fyne.Canvas]*notices{}

// of returns the notices of c, made on first use.
func of(c fyne.Canvas) *notices {
	n := noticesOn[c]
	if n == nil {
		n = &notices{}
		noticesOn[c] = n
	}
	return n
}

// ShowNotice shows d on win as ShowClosable does, a notice until it is
// closed. Callbacks d had before (SetOnClosed) run before the notice
// counts as closed, so that a notice they show in its place keeps the game
// waiting.
func ShowNotice(win fyne.Window, d dialog.Dialog) {
	notice(win, d, func() { ShowClosable(win, d) })
}

// ShowQuestion shows d, a question with buttons of its own, on win with
// the keys of ShowWithKeys (Escape runs cancel, Return confirm), a notice
// until it is closed: the game waits for the answer.
func ShowQuestion(win fyne.Window, d dialog.Dialog, cancel, confirm func()) {
	notice(win, d, func() { ShowWithKeys(win, d, cancel, confirm) })
}

// notice runs show, which puts d on win's canvas, and counts d as a notice
// until it is closed.
func notice(win fyne.Window, d dialog.Dialog, show func()) {
	c := win.Canvas()
	show()
	top := c.Overlays().Top()
	if top == nil {
		return
	}
	n := of(c)
	n.shown = append(n.shown, top)
	d.SetOnClosed(func() {
		n.shown = slices.DeleteFunc(n.shown, func(o fyne.CanvasObject) bool { return o == top })
		switch {
		case n.hear != nil:
			n.hear(NoticeOn(c))
		case len(n.shown) == 0 && noticesOn[c] == n:
			delete(noticesOn, c) // a window that does not listen
		}
	})
	if n.hear != nil {
		n.hear(true)
	}
}

// NoticeOn reports whether a notice is on show over c. One taken off the
// canvas without being closed no longer counts.
func NoticeOn(c fyne.Canvas) bool {
	n := noticesOn[c]
	if n == nil {
		return false
	}
	on := c.Overlays().List()
	n.shown = slices.DeleteFunc(n.shown, func(o fyne.CanvasObject) bool { return !slices.Contains(on, o) })
	return len(n.shown) > 0
}

// OnNotices makes hear learn of the notices over c: hear(true) when one
// comes up, hear(NoticeOn(c)) when one is closed. A window has one
// listener; the function returned forgets it.
func OnNotices(c fyne.Canvas, hear func(open bool)) (stop func()) {
	n := of(c)
	n.hear = hear
	return func() {
		if noticesOn[c] == n {
			delete(noticesOn, c)
		}
	}
}

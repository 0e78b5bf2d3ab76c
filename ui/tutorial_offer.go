package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/uikit"
	"github.com/konane/konane/ui/tutorview"
)

// tutorialOfferedKey is the preference that remembers that the tutorial
// was offered on the first start, so that it is offered only once.
const tutorialOfferedKey = "tutorial.offered"

// tutorial opens the tutorial window (Help menu, toolbar); its "Play now…"
// opens the New game dialog.
func (w *Window) tutorial() {
	tutorview.Show(w.app, w.win, w.tutorialHost())
}

// tutorialHost is what the tutorial gets from the main window: "Play now…"
// opens the New game dialog.
func (w *Window) tutorialHost() tutorview.Host { return tutorview.Host{OnPlayNow: w.newGame} }

// offerTutorial asks, on the very first start only, whether the person
// wants the tutorial. It reports whether it asked. The offer counts as
// made once it is shown, whatever ends it (an answer, a closed window, a
// signal), and it is never shown over a resumed game: a game saved by an
// earlier session means the first start is past, even if the mark of the
// offer never reached the disk (the app was killed while it was open).
func (w *Window) offerTutorial() bool {
	prefs := w.app.Preferences()
	if prefs.Bool(tutorialOfferedKey) {
		return false
	}
	prefs.SetBool(tutorialOfferedKey, true)
	if w.resumed {
		w.tracef("tutorial not offered over a resumed game")
		return false
	}
	w.tracef("tutorial offered")
	text := widget.NewLabel(i18n.T(i18n.MsgTutorOffer))
	text.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(i18n.T(i18n.MsgTutorTitle), i18n.T(i18n.MsgTutorOfferStart),
		i18n.T(i18n.MsgTutorOfferLater), uikit.WrapAt(text, uikit.DialogTextWidth), func(ok bool) {
			if ok {
				w.tutorial()
			}
		}, w.win)
	uikit.ShowConfirm(w.win, d)
	return true
}

// offerTutorialAtStart offers the tutorial on the very first start of the
// app, except when it shows a demo game (the screenshots), plays a script
// (the process test) or opens a file (a saved game was double-clicked);
// it asks once the start-up notices (damaged files) are closed.
func (w *Window) offerTutorialAtStart(opts Options) {
	if opts.Demo == "" && opts.Script == "" && opts.OpenFile == "" {
		w.afterNotices(func() { w.offerTutorial() })
	}
}

package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/tutorview"
)

// openTutorial returns the open tutorial window of w's app, found by its
// title, or nil.
func openTutorial(w *Window) fyne.Window {
	title := i18n.Plain(i18n.T(i18n.MsgTutorTitle))
	for _, win := range w.app.Driver().AllWindows() {
		if win.Title() == title {
			return win
		}
	}
	return nil
}

// The tutorial is offered at the first start (tutorview.Offer), except
// over a demo game.
func TestADemoStartOffersNoTutorial(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	offerTutorialAtStart(w, Options{Hooks: Hooks{Demo: "midgame"}})
	if w.win.Canvas().Overlays().Top() != nil {
		t.Error("a demo start offers the tutorial")
	}
	if w.app.Preferences().Bool(tutorview.OfferedKey) {
		t.Error("a demo start counts as the offer")
	}
	offerTutorialAtStart(w, Options{})
	if w.win.Canvas().Overlays().Top() == nil || !w.app.Preferences().Bool(tutorview.OfferedKey) {
		t.Error("the first start offers no tutorial")
	}
}

func TestTheHelpMenuOpensTheTutorialAndPlayNowTheNewGameDialog(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	w.tutorial()
	tw := openTutorial(w)
	if tw == nil {
		t.Fatal("Tutorial opened no tutorial window")
	}
	host := tutorialHost(w)
	if host.OnPlayNow == nil {
		t.Fatal("the tutorial's Play now does nothing")
	}
	tw.Close()
	host.OnPlayNow()
	if w.win.Canvas().Overlays().Top() == nil {
		t.Error("Play now opens no New game dialog")
	}
	if openTutorial(w) != nil {
		t.Error("the closed tutorial is still open")
	}
	w.tutorial()
	if again := openTutorial(w); again == nil || again == tw {
		t.Error("the tutorial does not open again once closed: the closed one is still registered")
	} else {
		again.Close()
	}
}

// Escape answers the tutorial offer as Later does, also when the board had
// the keyboard focus before the offer came (the key goes where the driver
// sends it: the focused widget if any, else the window).
func TestEscapeDismissesTheTutorialOfferAsLaterDoes(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	c := w.win.Canvas()
	c.Focus(w.board)
	if !offerTutorial(w) || c.Overlays().Top() == nil {
		t.Fatal("the first start offers no tutorial")
	}
	ev := &fyne.KeyEvent{Name: fyne.KeyEscape}
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
	} else if typed := c.OnTypedKey(); typed != nil {
		typed(ev)
	} else {
		t.Fatal("nothing takes the key")
	}
	q.PumpFor(0)
	if c.Overlays().Top() != nil {
		t.Error("Escape left the tutorial offer on show")
	}
	if tw := openTutorial(w); tw != nil {
		tw.Close()
		t.Error("Escape opened the tutorial; it should answer Later")
	}
}

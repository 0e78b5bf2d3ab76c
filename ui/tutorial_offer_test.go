package ui

import (
	"testing"

	"github.com/konane/konane/ui/tutorview"
)

func TestTheTutorialIsOfferedOnTheFirstStartOnly(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	if !w.offerTutorial() || w.win.Canvas().Overlays().Top() == nil {
		t.Fatal("the first start offers no tutorial")
	}
	if !w.app.Preferences().Bool(tutorialOfferedKey) {
		t.Error("the offer is not remembered")
	}
	w.win.Canvas().Overlays().Top().Hide()
	if w.offerTutorial() {
		t.Error("the tutorial is offered a second time")
	}
	w.offerTutorialAtStart(Options{Hooks: Hooks{Demo: "midgame"}})
	if w.win.Canvas().Overlays().Top() != nil {
		t.Error("a demo start offers the tutorial")
	}
}

func TestTheHelpMenuOpensTheTutorialAndPlayNowTheNewGameDialog(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	w.tutorial()
	tw := tutorview.Opened(w.app)
	if tw == nil {
		t.Fatal("Tutorial opened no tutorial window")
	}
	host := w.tutorialHost()
	if host.OnPlayNow == nil {
		t.Fatal("the tutorial's Play now does nothing")
	}
	tw.Close()
	host.OnPlayNow()
	if w.win.Canvas().Overlays().Top() == nil {
		t.Error("Play now opens no New game dialog")
	}
	if tutorview.Opened(w.app) != nil {
		t.Error("the closed tutorial is still registered")
	}
}

package ui

import "testing"

func TestTheTutorialIsOfferedOnTheFirstStartOnly(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeEngine{})
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
	w.offerTutorialAtStart(Options{Demo: "midgame"})
	if w.win.Canvas().Overlays().Top() != nil {
		t.Error("a demo start offers the tutorial")
	}
}

func TestTheHelpMenuOpensTheTutorialAndPlayNowTheNewGameDialog(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeEngine{})
	w.tutorial()
	tw, ok := openTutorials[w.app]
	if !ok {
		t.Fatal("Tutorial opened no tutorial window")
	}
	if tw.opts.OnPlayNow == nil {
		t.Fatal("the tutorial's Play now does nothing")
	}
	tw.win.Close()
	tw.opts.OnPlayNow()
	if w.win.Canvas().Overlays().Top() == nil {
		t.Error("Play now opens no New game dialog")
	}
	if _, ok := openTutorials[w.app]; ok {
		t.Error("the closed tutorial is still registered")
	}
}

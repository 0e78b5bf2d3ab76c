package ui

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
)

func TestTheThinkingDotPulsesOnlyWhileTheComputerThinks(t *testing.T) {
	eng := &fakeComputer{hold: make(chan struct{})}
	w, q := newTestWindow(t, play.DefaultSetup(), eng)
	p := w.status.pulse
	if p.running() || p.box.Visible() {
		t.Fatal("the dot pulses before the computer thinks")
	}
	tapSquare(t, w, "d5")
	q.PumpUntil(t, "the computer thinks", func() bool { return eng.searches() > 0 && w.ctl.Thinking() })
	if !p.running() || !p.box.Visible() || !w.status.thinking.Visible() {
		t.Fatal("no moving dot while the computer thinks")
	}
	alphas := map[uint8]bool{}
	q.PumpUntil(t, "the dot goes through its pulse", func() bool {
		alphas[p.dot.FillColor.(color.NRGBA).A] = true
		return len(alphas) >= 3
	})
	close(eng.hold)
	q.PumpUntil(t, "the computer has moved", func() bool { return !w.ctl.Thinking() && w.ctl.Game().Ply() == 2 })
	if p.running() || p.box.Visible() {
		t.Error("the dot still pulses after the computer moved")
	}
	step := p.step
	q.PumpFor(2 * pulseStep)
	if p.step != step {
		t.Error("the dot kept changing after it stopped")
	}
}

// The captures' labels keep one width whatever the count, so that the
// names and stones beside them do not shift as a capture changes
// "0 stones" to "1 stone".
func TestTheStatusLineDoesNotShiftWhenCapturesChange(t *testing.T) {
	// One window for the three languages, each on a new two-player game.
	w, q := newWindowWith(t, "en", twoPlayerSetup(), Options{Computer: &fakeComputer{}, Hooks: Hooks{StorageDir: t.TempDir()}})
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	for _, lang := range []string{"en", "ru", "th"} {
		t.Run(lang, func(t *testing.T) {
			w.setLanguage(lang)
			w.startGame(twoPlayerSetup())
			abs := func(o fyne.CanvasObject) fyne.Position {
				w.win.Content().Refresh() // lays the containers out again, as a frame does
				return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
			}
			objs := []fyne.CanvasObject{w.status.blackName, w.status.black, w.status.whiteName, w.status.white}
			before := make([]fyne.Position, len(objs))
			for i, o := range objs {
				before[i] = abs(o)
			}
			text := w.status.black.Text
			tapSquare(t, w, "d5")
			tapSquare(t, w, "e5")
			tapSquare(t, w, "b5")
			tapSquare(t, w, "d5")
			q.PumpUntil(t, "the jump is shown", func() bool { return !w.ctl.Moving() })
			if w.status.black.Text == text {
				t.Fatalf("Black's captures still read %q after a jump", text)
			}
			for i, o := range objs {
				if got := abs(o); got != before[i] {
					t.Errorf("object %d of the captures moved from %v to %v (%q → %q)", i, before[i], got, text, w.status.black.Text)
				}
			}
		})
	}
}

// The window's minimum width does not follow the status line's texts: in
// German a removal's turn text and "Denkt nach…" made it grow the window
// (655 → 785 → 885 px), which then switched the toolbar to labels.
func TestTheMinimumWidthStaysPutWhateverTheStatusSays(t *testing.T) {
	eng := &fakeComputer{hold: make(chan struct{})}
	w, q := newWindowWith(t, "de", play.DefaultSetup(), Options{Computer: eng, Hooks: Hooks{StorageDir: t.TempDir()}})
	minWidth := func() float32 { return w.win.Content().MinSize().Width }
	start := minWidth() // Black removes a stone: the longest turn text of a game
	tapSquare(t, w, "d5")
	q.PumpUntil(t, "the computer thinks", func() bool { return eng.searches() > 0 && w.ctl.Thinking() })
	if got := minWidth(); got != start || !w.status.thinking.Visible() {
		t.Errorf("minimum width %v while the computer thinks (thinking shown %v), %v at the start", got, w.status.thinking.Visible(), start)
	}
	close(eng.hold)
	q.PumpUntil(t, "the computer has moved", func() bool { return !w.ctl.Thinking() && w.ctl.Game().Ply() == 2 })
	if got := minWidth(); got != start {
		t.Errorf("minimum width %v after the removals, %v at the start", got, start)
	}
	w.status.showOracle("Schwarz gewinnt bei bestem Spiel in 31 Halbzügen")
	if got := minWidth(); got != start {
		t.Errorf("minimum width %v with the oracle's verdict, %v at the start", got, start)
	}
}

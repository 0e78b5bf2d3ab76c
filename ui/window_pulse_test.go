package ui

import (
	"image/color"
	"testing"
)

func TestTheThinkingDotPulsesOnlyWhileTheComputerThinks(t *testing.T) {
	eng := &fakeEngine{hold: make(chan struct{})}
	w, q := newTestWindow(t, DefaultSetup(), eng)
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
	q.PumpUntil(t, "the computer has moved", func() bool { return !w.ctl.Thinking() && w.ctl.game.Ply() == 2 })
	if p.running() || p.box.Visible() {
		t.Error("the dot still pulses after the computer moved")
	}
	step := p.step
	q.PumpFor(2 * pulseStep)
	if p.step != step {
		t.Error("the dot kept changing after it stopped")
	}
}

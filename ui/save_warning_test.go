package ui

import (
	"syscall"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/store/storetest"
)

// Tried from outside: when the autosave began to fail, the warning bar
// appeared over the board and the Moves/Rules tabs (its second line of text
// and its Save as… button on top of them) — the window was not laid out
// again, and the wrapped text had been measured at a stale width. Now the
// board and the tabs start below the bar, whose text has room for all its
// lines, in every language and at several widths, and come back up when
// the autosave works again.
func TestTheAutosaveWarningPushesTheBoardDownInsteadOfCoveringIt(t *testing.T) {
	for _, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			w, fs := windowOnFaultyDisk(t, l.Code)
			center := w.body.Objects[2] // the board beside the tabs
			top := center.Position().Y
			for _, width := range []float32{1040, 800, 700} {
				w.win.Resize(fyne.NewSize(width, 720))
				fs.Fail(storetest.Create, syscall.EISDIR)
				w.persist.save(w.ctl)
				if !w.saveWarning.visible() {
					t.Fatal("no warning")
				}
				bar, text := w.saveWarning.bar, w.saveWarning.text
				barBottom := bar.Position().Y + bar.Size().Height // in the top box, at the body's origin
				if got := center.Position().Y; got < barBottom {
					t.Errorf("at %v px the board starts at y=%v, inside the bar (bottom %v)", width, got, barBottom)
				}
				if need := text.MinSize().Height; text.Size().Height < need {
					t.Errorf("at %v px the warning's text has %v px for %v px of lines", width, text.Size().Height, need)
				}
				fs.Fail(storetest.Create, nil)
				w.persist.save(w.ctl)
				if w.saveWarning.visible() || center.Position().Y != top {
					t.Errorf("at %v px, saved again: warning %v, board at y=%v, want %v", width, w.saveWarning.visible(), center.Position().Y, top)
				}
			}
		})
	}
}

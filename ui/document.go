package ui

import (
	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
)

// docHost is what the document (ui/document) needs from the window.
type docHost struct{ w *Window }

func (h docHost) Window() fyne.Window               { return h.w.win }
func (h docHost) Preferences() fyne.Preferences     { return h.w.app.Preferences() }
func (h docHost) Game() *game.Game                  { return h.w.ctl.Game() }
func (h docHost) Pause()                            { h.w.ctl.Pause() }
func (h docHost) Resume()                           { h.w.ctl.Resume() }
func (h docHost) Review(g *game.Game, name string)  { h.w.showReview(g, name) }
func (h docHost) Replay(g *game.Game)               { h.w.showReplay(g) }
func (h docHost) ShowSaved(name string)             { h.w.status.showSaved(name) }
func (h docHost) Tracef(format string, args ...any) { h.w.tracef(format, args...) }

// Load closes the end-of-game dialog and makes g the live game.
func (h docHost) Load(g *game.Game) {
	h.w.hideGameOver()
	h.w.ctl.Load(g)
}

// MenuChanged builds the main menu again, once it exists.
func (h docHost) MenuChanged() {
	if m := h.w.menu; m != nil && m.menu != nil {
		h.w.win.SetMainMenu(m.build())
		m.refresh(h.w.ctl)
	}
}

// Background runs work through the window's async (a goroutine of its
// own) and then on the UI goroutine, unless the window has closed.
func (h docHost) Background(work, then func()) {
	ctl := h.w.ctl
	h.w.async(func() {
		work()
		ctl.Do(func() {
			if !ctl.Closed() {
				then()
			}
		})
	})
}

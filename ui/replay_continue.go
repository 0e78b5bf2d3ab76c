package ui

import (
	"time"

	"fyne.io/fyne/v2/dialog"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/internal/uikit"
)

// continueFromHere asks who plays on (the New game dialog's choices, the
// board size fixed to the game's) and makes the position on show the main
// window's live game.
func (v *replayView) continueFromHere() {
	v.pause()
	f := newGameFormFor(loadSetup(v.main.app.Preferences()))
	f.size.SetSelectedIndex(v.model.Game().Size() - game.MinSize)
	f.size.Disable()
	f.afterEachChoice(v.win.Canvas().Unfocus)
	d := dialog.NewCustomConfirm(i18n.T(i18n.MsgReplayContinueTitle), i18n.T(i18n.MsgButtonStart),
		i18n.T(i18n.MsgButtonCancel), f.form, func(ok bool) {
			if ok {
				v.continueWith(f.setup())
			}
		}, v.win)
	uikit.ShowConfirm(v.win, d)
}

// continueWith starts the live game of the main window from the position
// on show with setup s, closes the replay and brings the main window up.
func (v *replayView) continueWith(s play.Setup) {
	g := v.model.Opening()
	s.Size = g.Size()
	play.TagGame(g, s, time.Now())
	w := v.main
	w.hideGameOver()
	w.file = nil
	w.ctl.Continue(s, g)
	v.win.Close()
	w.win.RequestFocus()
}

// replay opens the replay window for the game in the main window, from its
// first move (the game-over dialog's Replay and the Game menu's).
func (w *Window) replay() { w.showReplay(w.ctl.Game()) }

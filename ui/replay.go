package ui

import (
	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/internal/uikit"
	"github.com/konane/konane/ui/replayview"
)

// showReplay opens a replay window for the moves of g.
func (w *Window) showReplay(g *game.Game) *replayview.View {
	return replayview.Open(w.replayHost(), g)
}

// replayHost is what a replay window needs from the main window.
func (w *Window) replayHost() replayview.Host {
	return replayview.Host{
		App:         w.app,
		Do:          w.ctl.Do,
		SetupForm:   w.continueForm,
		Continue:    w.continueGame,
		Review:      func(g *game.Game) { w.showReview(g, "") },
		AnalyseFrom: func(g *game.Game, ply int) { analysisBoard{w}.open(g, ply) },
		TryMove:     func(g *game.Game, ply int, m game.Move) { analysisBoard{w}.try(g, ply, m) },
		Held:        func() bool { return uikit.NoticeOn(w.win.Canvas()) },
		// The board turns with the main window's.
		Orientation: w.actions.orientation,
	}
}

// continueForm is the form of "Continue from here…" in the replay of g:
// the New game dialog with the setup of g's tags (play.SetupFromTags over
// newGameChoices) and the board size fixed to g's.
func (w *Window) continueForm(g *game.Game) (fyne.CanvasObject, func() play.Setup) {
	f := newGameFormFor(play.SetupFromTags(g, w.newGameChoices()))
	f.size.SetSelectedIndex(g.Size() - game.MinSize)
	f.size.Disable()
	return f.form, f.setup
}

// continueGame makes g, played with s, the live game (a replay's
// "Continue from here…"); the next Save asks for a file name. It brings
// the main window up.
func (w *Window) continueGame(s play.Setup, g *game.Game) {
	w.hideGameOver()
	w.doc.Forget()
	w.ctl.Continue(s, g)
	w.win.RequestFocus()
}

// replay opens the replay window for the game in the main window, from its
// first move (the game-over dialog's Replay and the Game menu's).
func (w *Window) replay() { w.showReplay(w.ctl.Game()) }

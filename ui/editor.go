package ui

import (
	"time"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/editorview"
)

// editorHost is the main window for the board editor (Game → Set up a
// position…).
type editorHost struct{ w *Window }

// open opens the editor on the position the main window's board shows.
func (h editorHost) open() *editorview.View {
	return editorview.Open(h.host(), h.w.board.Shown())
}

// host is what the editor gets: Play from here through the New game
// dialog's choices, Analyse on the analysis board.
func (h editorHost) host() editorview.Host {
	return editorview.Host{App: h.w.app, Analyse: analysisBoard(h).position, SetupForm: h.form, Play: h.play, Orientation: h.w.actions.orientation}
}

// form is the New game dialog's choices as they stand, the board size
// fixed to size.
func (h editorHost) form(size int) (fyne.CanvasObject, func() play.Setup) {
	f := newGameFormFor(h.w.newGameChoices())
	f.size.SetSelectedIndex(size - game.MinSize)
	f.size.Disable()
	return f.form, f.setup
}

// play makes a game from p, played with s, the live game, as a replay's
// "Continue from here…" does.
func (h editorHost) play(s play.Setup, p game.Position) {
	g := game.NewGameFrom(p)
	play.TagGame(g, s, time.Now())
	h.w.continueGame(s, g)
}

package ui

import (
	"time"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/analysisview"
	"github.com/konane/konane/ui/internal/uikit"
)

// analysisBoard is the main window as the analysis board sees it: it
// opens boards on games of the window, the replay and the review, and
// starts the games "Play from here" asks for.
type analysisBoard struct{ w *Window }

// host is what an analysis board needs from the main window.
func (a analysisBoard) host() analysisview.Host {
	w := a.w
	return analysisview.Host{
		App:  w.app,
		Do:   w.ctl.Do,
		Save: func(g *game.Game, parent fyne.Window) { w.doc.GameSaver(g, parent, "").SaveAs() },
		Play: a.play,
		// The board turns with the main window's.
		Orientation: w.actions.orientation,
	}
}

// open shows the analysis board of a copy of g at move ply of its main
// line.
func (a analysisBoard) open(g *game.Game, ply int) *analysisview.View {
	return analysisview.Open(a.host(), g, ply)
}

// try shows the analysis board of a copy of g at move ply of its main
// line with m played there: the line's next move when it is m, else a
// variation (a move tried on the replay's or the review's board).
func (a analysisBoard) try(g *game.Game, ply int, m game.Move) *analysisview.View {
	v := a.open(g, ply)
	v.Play(m)
	return v
}

// position shows the analysis board of a game that starts at p (a
// pasted position, or one set up in the editor).
func (a analysisBoard) position(p game.Position) { a.open(game.NewGameFrom(p), 0) }

// live shows the analysis board of the live game at the position on show
// (Game → Analyse from here).
func (a analysisBoard) live() {
	c := a.w.ctl
	a.open(c.Game(), c.ShownPly())
}

// play asks, in the main window, for the players of a game that goes on
// from g (the New game dialog with g's board size fixed), then makes it
// the live game, as a replay's "Continue from here…" does.
func (a analysisBoard) play(_ game.Position, g *game.Game) {
	w := a.w
	form, chosen := w.continueForm(g)
	d := uikit.NewCustomConfirm(i18n.T(i18n.MsgReplayContinueTitle), i18n.T(i18n.MsgButtonStart),
		i18n.T(i18n.MsgButtonCancel), form, func(ok bool) {
			if !ok {
				return
			}
			s := chosen()
			s.Size = g.Size()
			play.TagGame(g, s, time.Now())
			w.continueGame(s, g)
		}, w.win)
	uikit.ShowConfirm(w.win, d)
	w.win.RequestFocus()
}

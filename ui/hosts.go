package ui

import (
	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
	"github.com/konane/konane/internal/background"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/analysisview"
	"github.com/konane/konane/ui/internal/instrument"
	"github.com/konane/konane/ui/notices"
	"github.com/konane/konane/ui/puzzleview"
	"github.com/konane/konane/ui/replayview"
	"github.com/konane/konane/ui/reviewview"
	"github.com/konane/konane/ui/statsview"
)

// The main window as the jobs split out of it see it: each adapter gives
// one package (life, instrument, statsview) the little it needs.

// lifeHost is the window for package life.
type lifeHost struct{ w *Window }

func (h lifeHost) Controller() *play.Controller      { return h.w.ctl }
func (h lifeHost) Tell(n notices.Notice)             { h.w.notices.Tell(n) }
func (h lifeHost) LastSetup() play.Setup             { return loadSetup(h.w.app.Preferences()) }
func (h lifeHost) ShowSaveError(err error)           { h.w.saveWarning.show(err) }
func (h lifeHost) Raise()                            { h.w.win.RequestFocus() }
func (h lifeHost) OpenPath(path string)              { h.w.doc.OpenPath(path) }
func (h lifeHost) Tracef(format string, args ...any) { h.w.tracef(format, args...) }

// instrumented is the window for the probes, the script and the demos.
type instrumented struct {
	*play.Controller
	w *Window
}

func (h instrumented) Reviewing() bool                   { return background.Running(reviewview.AnalysisJob) > 0 }
func (h instrumented) Analysing() bool                   { return background.Running(analysisview.AnalysisJob) > 0 }
func (h instrumented) Ply() int                          { return h.Game().Ply() }
func (h instrumented) Tracef(format string, args ...any) { h.w.tracef(format, args...) }
func (h instrumented) GameOver(r game.Result)            { h.w.gameOver(r) }
func (h instrumented) Replay(g *game.Game) *replayview.View {
	return h.w.showReplay(g)
}
func (h instrumented) Review(g *game.Game) *reviewview.View {
	return reviewview.New(h.w.reviewHost(""), g)
}
func (h instrumented) Analyse(g *game.Game, ply int) *analysisview.View {
	return analysisBoard{h.w}.open(g, ply)
}

// Puzzles opens the puzzle trainer (instrument's puzzle demos).
func (h instrumented) Puzzles() *puzzleview.View { return puzzleTrainer{h.w}.open() }

// Load makes g the live game with the default setup (instrument.Demoed).
func (h instrumented) Load(g *game.Game) {
	h.SetSetup(play.DefaultSetup())
	h.Controller.Load(g)
}

// Open opens the dialog (or the replay window) a script names with
// "@name", as the menu would. "@where-languages" opens nothing: it traces
// the middle of the toolbar's Language button in window coordinates, for
// the process test to click.
func (h instrumented) Open(token string) bool {
	w := h.w
	switch token {
	case "@open":
		w.doc.Open()
	case "@newgame":
		w.newGame()
	case "@stats":
		w.actions.stats.run()
	case "@saveas":
		w.doc.SaveAs()
	case "@replay":
		w.replay()
	case "@where-languages":
		b := w.toolbar.language.Button
		if !w.toolbar.full.Visible() {
			b = w.toolbar.language.compact
		}
		p := fyne.CurrentApp().Driver().AbsolutePositionForObject(b).AddXY(b.Size().Width/2, b.Size().Height/2)
		w.tracef("script: the Language button is at %.0f %.0f", p.X, p.Y)
	default:
		return false
	}
	return true
}

var (
	_ instrument.Probed   = instrumented{}
	_ instrument.Scripted = instrumented{}
	_ instrument.Demoed   = instrumented{}
)

// statsOf is the statistics of the persistence p, nil without one.
func statsOf(p *play.Persistence) statsview.Host {
	if p == nil {
		return nil
	}
	return p
}

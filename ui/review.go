package ui

import (
	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
	"github.com/konane/konane/ui/internal/playernames"
	"github.com/konane/konane/ui/reviewview"
)

// showReview opens the review window of a copy of g: the review stored in
// its comments at once, else a fresh analysis in the background. Save in
// the review window asks for a file, offering name (the file g came from;
// empty: a dated name), and writes the game with the verdicts.
func (w *Window) showReview(g *game.Game, name string) *reviewview.View {
	return reviewview.Open(w.reviewHost(name), g)
}

// reviewHost is what a review window needs from the main window; its Save
// offers the file name name.
func (w *Window) reviewHost(name string) reviewview.Host {
	return reviewview.Host{
		App:         w.app,
		Do:          w.ctl.Do,
		Analyse:     w.analyse,
		PlayerLabel: playernames.Tagged,
		Save:        func(g *game.Game, parent fyne.Window) { w.doc.GameSaver(g, parent, name).SaveAs() },
		Orientation: w.actions.orientation, // the board turns with the main window's
		AnalyseFrom: func(g *game.Game, ply int) { analysisBoard{w}.open(g, ply) },
		TryMove:     func(g *game.Game, ply int, m game.Move) { analysisBoard{w}.try(g, ply, m) },
		Puzzles:     puzzleTrainer{w}.fromReview,
	}
}

// reviewLive opens the review of the game in the main window (the
// game-over dialog's Review); at the coach's budgets it reuses what the
// coach analysed (play.Coach.Analyser).
func (w *Window) reviewLive() {
	h := w.reviewHost(w.doc.Name())
	if h.Analyse == nil {
		if a := w.ctl.Coach().Analyser(); a != nil {
			h.Analyse = reviewview.AnalyseFunc(a)
		}
	}
	reviewview.Open(h, w.ctl.Game())
}

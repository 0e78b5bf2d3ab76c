package ui

import (
	"time"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/ai/review"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/internal/errtext"
	"github.com/konane/konane/ui/internal/playernames"
	"github.com/konane/konane/ui/kgnfile"
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
		Save:        func(g *game.Game, parent fyne.Window) { w.saveGameAs(g, parent, name) },
	}
}

// showStoredReview opens the review window of g if g carries a review in
// its comments (a game saved from the review window): opening such a game
// shows its review at once, with no analysis.
func (w *Window) showStoredReview(g *game.Game) {
	if _, ok := review.FromComments(g); ok {
		w.showReview(g, kgnfile.Name(w.file))
	}
}

// reviewLive opens the review of the game in the main window (the
// game-over dialog's Review).
func (w *Window) reviewLive() { w.showReview(w.ctl.Game(), kgnfile.Name(w.file)) }

// reviewFile lets the person pick a saved game and opens its review. The
// game being played stays as it is; a file with an error is explained in a
// dialog and opens nothing.
func (w *Window) reviewFile() {
	kgnfile.OpenData(w.win, i18n.T(i18n.MsgDialogReviewFileTitle), w.file, func(name string, data []byte) {
		w.reviewData(name, data)
	})
}

// reviewData opens the review of the .kgn text data of the file called
// name, or shows why it cannot and returns nil.
func (w *Window) reviewData(name string, data []byte) *reviewview.View {
	g, ok := w.parseFileData(name, data)
	if !ok {
		return nil
	}
	return w.showReview(g, name)
}

// parseFileData parses the .kgn text data of the file called name, or
// shows why it cannot.
func (w *Window) parseFileData(name string, data []byte) (*game.Game, bool) {
	g, err := game.ParseKGN(data)
	if err != nil {
		w.showError(errtext.KGN(name, err, data))
		return nil, false
	}
	return g, true
}

// reviewDemoName is the demo (Options.Demo) that opens the review of the
// finished demo game; tools/screenshots.sh uses it.
const reviewDemoName = "review"

// reviewDemoDelay is how long the review demo waits before it starts the
// analysis: the windows are drawn first, so that the stall probe's
// "review" figure is the analysis's and not the first frames'.
const reviewDemoDelay = time.Second

// startReviewDemo loads the finished demo game and opens its review, if
// name is reviewDemoName; the analysis starts after reviewDemoDelay, and
// once it is done the first move that lost the game (or the last) is
// selected.
func (w *Window) startReviewDemo(name string) bool {
	g, ok := play.DemoGame("finished")
	if name != reviewDemoName || !ok {
		return false
	}
	w.ctl.SetSetup(play.DefaultSetup())
	w.ctl.Load(g)
	v := reviewview.New(w.reviewHost(""), g)
	v.Window().Show()
	v.SelectWhenDone(func() int {
		if r := v.Review(); r != nil && r.LostFromStart {
			return 0
		} else if r != nil && r.FirstLost >= 0 {
			return r.FirstLost + 1
		}
		return g.Ply()
	})
	do := w.ctl.Do
	time.AfterFunc(reviewDemoDelay, func() { do(v.Start) })
	return true
}

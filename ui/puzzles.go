package ui

import (
	"errors"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/ai/review"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/puzzle"
	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/internal/errtext"
	"github.com/konane/konane/ui/internal/uikit"
	"github.com/konane/konane/ui/notices"
	"github.com/konane/konane/ui/puzzleview"
)

// puzzleTrainer is the main window for the puzzle trainer (Game →
// Puzzles…, the tutorial's last step, a review's puzzles from a game):
// one trainer at a time, its progress kept beside the statistics.
type puzzleTrainer struct{ w *Window }

// open brings the open trainer to the front, else opens one with the
// player's progress from the storage folder; a damaged progress file was
// set aside, and is told.
func (p puzzleTrainer) open() *puzzleview.View {
	w := p.w
	if v := puzzleview.Opened(w.app); v != nil {
		v.Window().Show()
		v.Window().RequestFocus()
		return v
	}
	dir := "" // a demo, or a second copy: kept in memory only
	if w.life.Persist != nil {
		dir = w.life.Persist.Dir()
	}
	shelf, err := puzzleview.OpenShelf(dir)
	v := puzzleview.Open(puzzleview.Host{App: w.app, Do: w.ctl.Do, Book: shelf, Orientation: w.actions.orientation})
	if err != nil {
		tellUnread(v.Window(), err)
	}
	return v
}

// tellUnread says on the trainer's window why the progress or the puzzles
// could not be read: the player sees it there, as the trainer opens.
func tellUnread(win fyne.Window, err error) {
	var ce *store.CorruptError
	switch {
	case errors.As(err, &ce):
		n := notices.Damaged(i18n.T(i18n.MsgDamagedFileTitle), i18n.MsgPuzzlesDamaged, ce.Aside)
		uikit.ShowInfo(win, n.Title, n.Text)
	case errors.Is(err, puzzle.ErrBadSet):
		uikit.ShowError(win, i18n.Format(i18n.MsgPuzzleLoadFailed, i18n.Args{"Reason": errtext.Reason(err)}))
	default:
		uikit.ShowError(win, i18n.Format(i18n.MsgPuzzleProgressUnread, i18n.Args{"Reason": errtext.Reason(err)}))
	}
}

// fromReview is the review window's Host.Puzzles: the positions of g
// where a person who played it missed the only winning move, and the
// function that opens them in the trainer as the player's own puzzles.
// It proves positions: the review window calls it in the background.
func (p puzzleTrainer) fromReview(g *game.Game, r *review.Review) (int, func()) {
	var ps []puzzle.Puzzle
	for _, c := range persons(g) {
		ps = append(ps, puzzle.FromReview(g, r, c)...)
	}
	return len(ps), p.offer(ps)
}

// offer returns the function that opens the trainer at ps, added to the
// player's own puzzles.
func (p puzzleTrainer) offer(ps []puzzle.Puzzle) func() {
	return func() { p.open().AddPersonal(ps) }
}

// persons are the sides of g that people played, as its tags say: the
// person's against the computer, both in a game of two people or one
// that names no players, none in a game the computer played alone.
func persons(g *game.Game) []game.Color {
	two := play.DefaultSetup()
	two.Mode = play.TwoPlayers
	s := play.SetupFromTags(g, two)
	switch s.Mode {
	case play.VsComputer:
		return []game.Color{s.Human}
	case play.WatchGame:
		return nil
	}
	return []game.Color{game.Black, game.White}
}

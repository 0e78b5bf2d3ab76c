package ui

import (
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/board"
	"github.com/konane/konane/ui/internal/orientation"
	"github.com/konane/konane/ui/internal/uitest"
)

// boardsOf returns the board widgets of every open window of w's app, by
// window title.
func boardsOf(w *Window) map[string]*board.Board {
	boards := map[string]*board.Board{}
	for _, win := range w.app.Driver().AllWindows() {
		uitest.Walk(win.Content(), func(o fyne.CanvasObject) {
			if b, ok := o.(*board.Board); ok {
				boards[win.Title()] = b
			}
		})
	}
	return boards
}

// wantFlipped fails t unless every board of boards is flipped as want.
func wantFlipped(t *testing.T, when string, boards map[string]*board.Board, want bool) {
	t.Helper()
	for title, b := range boards {
		if b.Flipped() != want {
			t.Errorf("%s: the board of %q is flipped %v, want %v", when, title, b.Flipped(), want)
		}
	}
}

// vsComputer is the setup of the person playing colour c against the
// computer on 8×8.
func vsComputer(c game.Color) play.Setup {
	s := play.DefaultSetup()
	s.Human = c
	return s
}

// View → Flip board (Ctrl+F) turns the main window's board and those of
// the open replay, review and tutorial windows; a window opened later
// starts turned, and a closed one no longer follows.
func TestFlipBoardTurnsEveryOpenBoard(t *testing.T) {
	w, q, _ := newReviewTestWindow(t)
	w.ctl.Load(finished(t))
	replay := w.showReplay(w.ctl.Game())
	review := w.showReview(w.ctl.Game(), "")
	waitForReview(t, q, review)
	w.tutorial()
	editorHost{w}.open()
	t.Cleanup(func() { // the replays, the tutorial and the editor; waitForReview closes the review
		for _, win := range w.app.Driver().AllWindows() {
			if win != w.win && win != review.Window() && slices.Contains(w.app.Driver().AllWindows(), win) {
				win.Close()
			}
		}
	})
	boards := boardsOf(w)
	if len(boards) != 5 {
		t.Fatalf("boards in %d windows (%v), want 5: main, replay, review, tutorial, editor", len(boards), slices.Collect(mapKeys(boards)))
	}
	wantFlipped(t, "at first", boards, false)

	w.win.Canvas().(fyne.Shortcutable).TypedShortcut(shortcutFlip)
	wantFlipped(t, "after Ctrl+F", boards, true)
	if !w.app.Preferences().Bool(orientation.KeyFlipped) {
		t.Error("the flip is not in the preferences")
	}

	var item *fyne.MenuItem
	for _, m := range w.win.MainMenu().Items {
		for _, it := range m.Items {
			if it.Label == i18n.T(i18n.MsgMenuFlipBoard) {
				item = it
			}
		}
	}
	if item == nil || item.Shortcut != shortcutFlip {
		t.Fatalf("no menu item %q with Ctrl+F", i18n.T(i18n.MsgMenuFlipBoard))
	}
	item.Action()
	wantFlipped(t, "after View → Flip board", boards, false)

	replayBoard := boards[replay.Window().Title()]
	replay.Window().Close()
	item.Action()
	delete(boards, replay.Window().Title())
	wantFlipped(t, "after a flip with the replay closed", boards, true)
	if replayBoard.Flipped() {
		t.Error("the closed replay window's board still follows")
	}
	again := w.showReplay(w.ctl.Game())
	if !boardsOf(w)[again.Window().Title()].Flipped() {
		t.Error("a replay opened on a flipped board is not flipped")
	}
}

// The person who takes White against the computer plays from White's
// side at once; a flip is remembered for such games, and other games keep
// their own orientation.
func TestWhiteAgainstTheComputerStartsWithWhiteAtTheBottom(t *testing.T) {
	for _, c := range []struct {
		name  string
		setup play.Setup
		want  bool
	}{
		{"White against the computer", vsComputer(game.White), true},
		{"Black against the computer", vsComputer(game.Black), false},
		{"two players", twoPlayerSetup(), false},
		{"the computer against itself", play.Setup{Mode: play.WatchGame, Human: game.White, Level: ai.Easy, WhiteLevel: ai.Easy, Size: 8, Speed: play.Fast}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			w, _ := newTestWindow(t, c.setup, &fakeComputer{})
			if w.board.Flipped() != c.want {
				t.Errorf("the board is flipped %v, want %v", w.board.Flipped(), c.want)
			}
		})
	}

	t.Run("a flip is remembered for each kind of game", func(t *testing.T) {
		w, q := newTestWindow(t, vsComputer(game.White), &fakeComputer{})
		w.actions.flip.run()
		if w.board.Flipped() {
			t.Fatal("Flip board left White at the bottom")
		}
		newGame := func(s play.Setup) {
			t.Helper()
			w.ctl.NewGame(s)
			q.PumpFor(10 * time.Millisecond)
		}
		newGame(vsComputer(game.Black))
		if w.board.Flipped() {
			t.Error("a game with Black took White's flip")
		}
		w.actions.flip.run()
		newGame(vsComputer(game.White))
		if w.board.Flipped() {
			t.Error("a new game with White forgot that its board was turned back")
		}
		newGame(twoPlayerSetup())
		if !w.board.Flipped() {
			t.Error("a game of two players forgot its flip")
		}
	})
}

// The orientation is kept in the preferences: a new window on them draws
// its board as the last one was left.
func TestTheFlipSurvivesANewWindow(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	w.win.Canvas().(fyne.Shortcutable).TypedShortcut(shortcutFlip)
	w.ctl.Close()
	w.win.Close()
	w2 := NewMainWindow(w.app, Options{Computer: &fakeComputer{},
		Hooks: Hooks{StorageDir: t.TempDir(), do: q.Do, async: func(f func()) { f() }}})
	t.Cleanup(func() {
		if !w2.ctl.Closed() {
			w2.win.Close()
		}
		w2.life.StopHandoff()
		q.PumpFor(10 * time.Millisecond)
	})
	if !w2.board.Flipped() {
		t.Error("a new window forgot the flip")
	}
	tapSquare(t, w2, "d5") // a removal on the turned board
	q.PumpUntil(t, "the removal", func() bool { return w2.ctl.Game().Ply() == 1 })
	if got := playedMoves(w2); got != "d5" {
		t.Errorf("a tap on d5 of the turned board played %q", got)
	}
}

// mapKeys iterates over the keys of m.
func mapKeys[V any](m map[string]V) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

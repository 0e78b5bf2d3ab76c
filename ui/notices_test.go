package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/play"
	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/internal/uikit"
	"github.com/konane/konane/ui/notices"
)

// watchedAlmostOver starts the main window on a storage folder whose
// statistics are damaged and whose autosave is the finished demo without
// its last move, played by the computer against itself: the window starts
// with the notice that a damaged file was set aside.
func watchedAlmostOver(t *testing.T) (*Window, uiQueue, *fakeComputer) {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, store.StatsName), []byte(`{"blackWins": 1`), 0o644); err != nil {
		t.Fatal(err)
	}
	almost, _ := finishedDemoButOne(t)
	watch := play.Setup{Mode: play.WatchGame, Level: ai.Hard, WhiteLevel: ai.Master, Size: 8, Speed: play.Fast}
	play.WriteSetupTags(almost, watch)
	if err := (store.Autosave{Dir: dir}).SaveText(almost.MarshalKGN(), almost.Over()); err != nil {
		t.Fatal(err)
	}
	computer := &fakeComputer{}
	w, q := newStoredWindow(t, dir, watch, computer, nil)
	if text := overlayTexts(w); !strings.Contains(text, "A damaged file was set aside") {
		t.Fatalf("the window starts with the dialogs %q", text)
	}
	return w, q, computer
}

// Issue 20: a start-up notice ("A damaged file was set aside") holds a
// game of the computer against itself until it is read: the computer does
// not move meanwhile; OK lets it go on, and the game's end is told over no
// notice.
func TestAStartUpNoticeHoldsTheGameUntilItIsRead(t *testing.T) {
	w, q, computer := watchedAlmostOver(t)
	ply := w.ctl.Game().Ply()
	q.PumpFor(3 * play.Setup{Mode: play.WatchGame, Speed: play.Fast}.MoveDelay())
	if computer.searches() != 0 || w.ctl.Thinking() || w.ctl.Game().Ply() != ply {
		t.Fatalf("under the notice the computer searched %d times, thinks %v, played %d moves",
			computer.searches(), w.ctl.Thinking(), w.ctl.Game().Ply()-ply)
	}
	tapDialogButton(t, w, "OK")
	q.PumpUntil(t, "the game is over", func() bool { return w.ctl.Game().Over() && !w.ctl.Moving() })
	if text := overlayTexts(w); !strings.Contains(text, "Game over") || strings.Contains(text, "damaged") {
		t.Errorf("at the end the dialogs say %q", text)
	}
}

// A notice that comes up while the computer thinks stops it; the game
// goes on once the notice is closed.
func TestANoticeStopsTheComputerAndOKLetsItGoOn(t *testing.T) {
	w, q := newTestWindow(t, play.Setup{Mode: play.WatchGame, Level: ai.Easy, WhiteLevel: ai.Easy, Size: 6, Speed: play.Slow}, &fakeComputer{})
	if !w.ctl.Thinking() {
		t.Fatal("the computer does not play its game")
	}
	w.notices.Tell(notices.Notice{Title: "Note", Text: "Read me."})
	q.PumpFor(50 * time.Millisecond)
	if w.ctl.Thinking() || w.ctl.Game().Ply() != 0 {
		t.Fatalf("under a notice the computer thinks %v at ply %d", w.ctl.Thinking(), w.ctl.Game().Ply())
	}
	tapDialogButton(t, w, "OK")
	if !w.ctl.Thinking() {
		t.Fatal("the computer does not go on after the notice")
	}
	uikit.ShowError(w.win, "Something failed.") // an error is a notice too
	if w.ctl.Thinking() {
		t.Error("the computer thinks under an error")
	}
	tapDialogButton(t, w, "OK")
	if !w.ctl.Thinking() {
		t.Error("the computer does not go on after the error")
	}
}

// The Game over dialog never covers a notice: a game that ends while one
// is on show tells its end once the notice is closed.
func TestGameOverWaitsForTheNoticeOnShow(t *testing.T) {
	w, q := newTestWindow(t, play.DefaultSetup(), &fakeComputer{})
	almost, last := finishedDemoButOne(t) // the person (Black) to move and win
	plies := almost.Ply()
	w.ctl.Load(almost)
	q.PumpUntil(t, "the person may move", w.ctl.HumanToMove)
	w.notices.Tell(notices.Notice{Title: "Note", Text: "Read me."})
	w.ctl.PlayHuman(last) // a move already on its way when the notice came
	q.PumpUntil(t, "the move is shown", func() bool { return !w.ctl.Moving() })
	if !w.ctl.Game().Over() {
		t.Fatal("the game did not end")
	}
	if n := len(w.win.Canvas().Overlays().List()); n != 1 || overlayTexts(w) != "Read me.\nNote" {
		t.Fatalf("%d dialogs on show, saying %q; want the notice alone", n, overlayTexts(w))
	}
	tapDialogButton(t, w, "OK")
	if text := overlayTexts(w); !strings.Contains(text, "Game over") || !strings.Contains(text, "You (Black) — Easy (White)") {
		t.Errorf("after the notice the dialogs say %q, want Game over", text)
	}
	if _, ok := w.ctl.Game().Result().Winner(); !ok || w.ctl.Game().Ply() != plies+1 {
		t.Errorf("the game: %v after %d plies", w.ctl.Game().Result(), w.ctl.Game().Ply())
	}
}

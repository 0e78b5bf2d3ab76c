package ui

import (
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/document"
)

// The replay window itself is tested in package replayview; these tests
// check what the main window hands it and takes back.

func TestTheReplayMenuItemOpensTheReplayWindow(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	w.ctl.Load(finished(t))
	w.replay()
	for _, win := range w.app.Driver().AllWindows() {
		if win.Title() == "Kōnane replay" {
			win.Close()
			return
		}
	}
	t.Fatal("Replay opened no replay window")
}

func TestReplayContinueFromHereStartsALiveGameAtThatPly(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	g := finished(t)
	g.SetTag("White", "Player") // a game of two people
	w.ctl.Load(g)
	w.doc.WriteTo(storage.NewFileURI(filepath.Join(t.TempDir(), "before.kgn"))) // the game has a file
	v := w.showReplay(g)
	t.Cleanup(func() {
		if slices.Contains(w.app.Driver().AllWindows(), v.Window()) {
			v.Window().Close()
		}
	})
	v.GoTo(9)
	tapButton(contentButton(v.Window(), i18n.T(i18n.MsgReplayContinue)))
	start := overlayButtonOn(v.Window(), i18n.T(i18n.MsgButtonStart))
	if start == nil {
		t.Fatal("Continue from here asks nothing")
	}
	tapButton(start) // the game's own players: two people
	live := w.ctl.Game()
	if live == g || live.Ply() != 9 || live.Position() != g.PositionAt(9) {
		t.Fatalf("live game at ply %d, want a new game at ply 9", live.Ply())
	}
	for i, m := range live.Moves() {
		if m != g.Moves()[i] {
			t.Fatalf("move %d = %v, want %v", i+1, m, g.Moves()[i])
		}
	}
	checkListShowsTheEnd(t, w, "continued at ply 9")
	if w.ctl.Setup().Mode != play.TwoPlayers || !w.ctl.CanUndo() || !w.ctl.HumanToMove() {
		t.Error("the continued game is not a two-player game the person can play and undo")
	}
	if slices.Contains(w.app.Driver().AllWindows(), v.Window()) {
		t.Error("the replay window stays open")
	}
	if w.doc.File() != nil {
		t.Error("the continued game would be saved over the file of the game before")
	}
	w.undo()
	if w.ctl.Game().Ply() != 8 {
		t.Errorf("Undo in the continued game: ply %d, want 8", w.ctl.Game().Ply())
	}
}

// openedReplay returns the one replay window that open opens, and closes
// it when the test ends; it fails t if open opens none or more than one.
func openedReplay(t *testing.T, w *Window, open func()) fyne.Window {
	t.Helper()
	title := i18n.Plain(i18n.T(i18n.MsgReplayTitle))
	before := w.app.Driver().AllWindows()
	open()
	var opened []fyne.Window
	for _, win := range w.app.Driver().AllWindows() {
		if win.Title() == title && !slices.Contains(before, win) {
			opened = append(opened, win)
		}
	}
	if len(opened) != 1 {
		t.Fatalf("%d replay windows opened, want 1", len(opened))
	}
	t.Cleanup(opened[0].Close)
	return opened[0]
}

func TestReplayingASavedGameStartsAtTheFullBoardAndLeavesTheLiveGame(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	live := w.ctl.Game()
	saved := finished(t)
	v := openedReplay(t, w, func() {
		if !w.doc.Take(document.Text{Name: "saved.kgn", Data: saved.MarshalKGN()}, document.Replay) {
			t.Fatal("a good file opened no replay")
		}
	})
	if want := i18n.Plural(i18n.MsgStatusMoveOf, 0, i18n.Args{"Total": saved.Ply()}); !says(v, want) {
		t.Errorf("the replay of the file does not say %q", want)
	}
	v.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEnd})
	if want := i18n.Plural(i18n.MsgStatusMoveOf, saved.Ply(), i18n.Args{"Total": saved.Ply()}); !says(v, want) {
		t.Errorf("End in the replay of the file: it does not say %q", want)
	}
	if w.ctl.Game() != live {
		t.Error("replaying a file replaced the live game")
	}
	if w.doc.Take(document.Text{Name: "bad.kgn", Data: []byte("1. d5 d5\n")}, document.Replay) || w.win.Canvas().Overlays().Top() == nil {
		t.Error("a bad file opens a replay or explains nothing")
	}
}

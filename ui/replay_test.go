package ui

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
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
	w.file = storage.NewFileURI(filepath.Join(t.TempDir(), "before.kgn")) // opened from a file
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
	if w.file != nil {
		t.Error("the continued game would be saved over the file of the game before")
	}
	w.undo()
	if w.ctl.Game().Ply() != 8 {
		t.Errorf("Undo in the continued game: ply %d, want 8", w.ctl.Game().Ply())
	}
}

func TestReplayingASavedGameStartsAtTheFullBoardAndLeavesTheLiveGame(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	live := w.ctl.Game()
	saved := finished(t)
	v := w.replayData("saved.kgn", saved.MarshalKGN())
	if v == nil {
		t.Fatal("a good file opened no replay")
	}
	defer v.Window().Close()
	if want := i18n.Plural(i18n.MsgStatusMoveOf, 0, i18n.Args{"Total": saved.Ply()}); !says(v.Window(), want) {
		t.Errorf("the replay of the file does not say %q", want)
	}
	v.Window().Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEnd})
	if want := i18n.Plural(i18n.MsgStatusMoveOf, saved.Ply(), i18n.Args{"Total": saved.Ply()}); !says(v.Window(), want) {
		t.Errorf("End in the replay of the file: it does not say %q", want)
	}
	if w.ctl.Game() != live {
		t.Error("replaying a file replaced the live game")
	}
	if w.replayData("bad.kgn", []byte("1. d5 d5\n")) != nil || w.win.Canvas().Overlays().Top() == nil {
		t.Error("a bad file opens a replay or explains nothing")
	}
}

func TestReplayFileErrorsNameTheFileWithLineAndColumn(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	if w.replayData("bad.kgn", nil) != nil {
		t.Fatal("an empty file opened a replay")
	}
	want := "Cannot read the file bad.kgn: line 1, column 1: The file is empty."
	if got := overlayTexts(w); !strings.Contains(got, want) {
		t.Errorf("error text %q, want it to contain %q", got, want)
	}
}

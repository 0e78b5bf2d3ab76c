package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
)

// Game → Set up a position… (Ctrl+P) opens the editor on the position
// the main window shows; Play from here, through the New game dialog's
// choices, makes the position set up the live game.
func TestSetUpAPositionOpensTheEditorAndPlaysFromItsPosition(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	tapSquare(t, w, "d5")
	tapSquare(t, w, "e5")
	q.PumpUntil(t, "both removals are shown", func() bool { return !w.ctl.Moving() && w.ctl.Game().Ply() == 2 })

	title := i18n.Plain(i18n.T(i18n.MsgEditorTitle))
	before := w.app.Driver().AllWindows()
	pressShortcut(w, shortcutSetUp)
	var opened []fyne.Window
	for _, win := range w.app.Driver().AllWindows() {
		if !slices.Contains(before, win) && win.Title() == title {
			opened = append(opened, win)
		}
	}
	if len(opened) != 1 {
		t.Fatalf("Ctrl+P opened %d editor windows, want 1", len(opened))
	}
	opened[0].Close()

	v := editorHost{w}.open()
	t.Cleanup(func() {
		if slices.Contains(w.app.Driver().AllWindows(), v.Window()) {
			v.Window().Close()
		}
	})
	shown := w.ctl.Game().Position()
	if got := v.Setup(); got != game.SetupOf(&shown) {
		t.Fatalf("the editor starts at %s, want %s", got.KFEN(), shown.KFEN())
	}
	const pos = "BWBWBW/WBWBWB/BW1WBW/WB1BWB/BWBWBW/WBWBWB b" // 6×6 after c4 c3
	p, err := game.ParseKFEN(pos)
	if err != nil {
		t.Fatal(err)
	}
	s := game.SetupOf(&p)
	if _, err := s.Position(); err != nil {
		t.Fatalf("%s: %v", pos, err)
	}
	v.SetKFEN(pos)
	if got := v.Setup(); got != s {
		t.Fatalf("the editor holds %s after typing %s", got.KFEN(), pos)
	}
	v.PlayFromHere()
	start := overlayButtonOn(v.Window(), i18n.T(i18n.MsgButtonStart))
	if start == nil {
		t.Fatal("Play from here asks nothing")
	}
	tapButton(start)
	live := w.ctl.Game()
	if got := live.Position(); live.Ply() != 0 || got.KFEN() != pos {
		t.Fatalf("the live game is at %s (ply %d), want %s", got.KFEN(), live.Ply(), pos)
	}
	if w.ctl.Setup().Mode != play.TwoPlayers || w.ctl.Setup().Size != 6 || !w.ctl.HumanToMove() {
		t.Errorf("the game from the editor: %+v", w.ctl.Setup())
	}
	if slices.Contains(w.app.Driver().AllWindows(), v.Window()) {
		t.Error("the editor stays open")
	}
	shownNow := w.board.Shown()
	if shownNow.KFEN() != pos {
		t.Errorf("the board shows %s, want %s", shownNow.KFEN(), pos)
	}
}

// The editor's Analyse (its default button: Return) opens the position set
// up on the analysis board and closes the editor.
func TestTheEditorsAnalyseOpensTheAnalysisBoard(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	noEngine(w)
	v := editorHost{w}.open()
	t.Cleanup(func() {
		if slices.Contains(w.app.Driver().AllWindows(), v.Window()) {
			v.Window().Close()
		}
	})
	const pos = "BWBWBW/WBWBWB/BW1WBW/WB1BWB/BWBWBW/WBWBWB b" // 6×6 after c4 c3
	v.SetKFEN(pos)
	v.Window().Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn})
	win, b := analysisWindow(t, w)
	defer win.Close()
	if got := b.Shown(); got.KFEN() != pos {
		t.Errorf("the analysis board shows %s, want %s", got.KFEN(), pos)
	}
	if slices.Contains(w.app.Driver().AllWindows(), v.Window()) {
		t.Error("the editor stays open")
	}
}

package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
	"github.com/konane/konane/ui/kgnfile"
)

// Ctrl+C copies the position on show as KFEN; Ctrl+V of a KFEN (with
// the spaces and line ends a mail adds) opens it on the analysis board,
// leaving the live game as it was.
func TestCtrlCAndCtrlVOpenThePositionOnTheAnalysisBoard(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	noEngine(w)
	w.life.Persist = nil
	tapSquare(t, w, "d5")
	tapSquare(t, w, "e5")
	q.PumpUntil(t, "both removals are shown", func() bool { return !w.ctl.Moving() && w.ctl.Game().Ply() == 2 })
	cb := w.app.Clipboard()
	pressShortcut(w, shortcutCopy(cb))
	want := w.ctl.Game().Position()
	if got := cb.Content(); got != want.KFEN() {
		t.Fatalf("Ctrl+C copied %q, want %q", got, want.KFEN())
	}
	w.undo() // the live game shows another position than the pasted one
	w.undo()
	before := string(w.ctl.Game().MarshalKGN())
	cb.SetContent("\n  " + want.KFEN() + "  \r\n")
	pressShortcut(w, shortcutPaste(cb))
	win, b := analysisWindow(t, w)
	defer win.Close()
	if b.Shown() != want {
		got := b.Shown()
		t.Errorf("the analysis board shows %q, want the pasted %q", got.KFEN(), want.KFEN())
	}
	if string(w.ctl.Game().MarshalKGN()) != before {
		t.Error("pasting a position changed the live game")
	}
}

// Ctrl+Shift+C copies the game as .kgn text; pasting it over an
// unfinished game asks as Open does and then opens the same game.
func TestCtrlShiftCCopiesTheGameAndPasteOpensIt(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	w.life.Persist = nil
	tapSquare(t, w, "d5")
	tapSquare(t, w, "e5")
	q.PumpUntil(t, "both removals are shown", func() bool { return !w.ctl.Moving() && w.ctl.Game().Ply() == 2 })
	want := string(w.ctl.Game().MarshalKGN())
	pressShortcut(w, shortcutCopyGame)
	cb := w.app.Clipboard()
	if cb.Content() != want {
		t.Fatalf("Ctrl+Shift+C copied %q, want %q", cb.Content(), want)
	}
	w.undo()
	pressShortcut(w, shortcutPaste(cb))
	if !strings.Contains(overlayTexts(w), "Discard the unfinished game and open pasted game?") {
		t.Fatalf("pasting a game over an unfinished one says %q", overlayTexts(w))
	}
	tapDialogButton(t, w, "Yes")
	q.PumpFor(0)
	if got := string(w.ctl.Game().MarshalKGN()); got != want {
		t.Errorf("the pasted game writes %q, want %q", got, want)
	}
}

// Text that is no position and no game is explained; the game stays.
func TestPastingProseExplainsWhatWasExpected(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	w.app.Clipboard().SetContent("dear friend, here is the position")
	pressShortcut(w, shortcutPaste(w.app.Clipboard()))
	if got := overlayTexts(w); !strings.Contains(got, "neither a position (KFEN") {
		t.Errorf("pasting prose says %q", got)
	}
	if w.ctl.Game().Ply() != 0 {
		t.Error("the game changed")
	}
}

// A text field keeps Ctrl+C and Ctrl+V: in the Save dialog's file name
// they copy and paste text, and no position or game is pasted.
func TestATextFieldKeepsCtrlCAndCtrlV(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	w.doc.SaveAs()
	f, ok := w.win.Canvas().Focused().(*kgnfile.NameField)
	if !ok {
		t.Fatalf("the focus is on %T, want the file name field", w.win.Canvas().Focused())
	}
	cb := w.app.Clipboard()
	kfen := game.MustNewPosition(6)
	cb.SetContent(kfen.KFEN())
	f.SetText("")
	pressShortcut(w, shortcutPaste(cb))
	if f.Text != kfen.KFEN() {
		t.Errorf("Ctrl+V in the file name gave %q, want the clipboard's text", f.Text)
	}
	if dialogsOnShow(w) != 1 || w.ctl.Game().Size() != 8 {
		t.Errorf("Ctrl+V in the file name pasted a position: %d dialogs, size %d", dialogsOnShow(w), w.ctl.Game().Size())
	}
	f.SetText("mine")
	f.TypedShortcut(&fyne.ShortcutSelectAll{})
	pressShortcut(w, shortcutCopy(cb))
	if cb.Content() != "mine" {
		t.Errorf("Ctrl+C in the file name copied %q, want its text", cb.Content())
	}
}

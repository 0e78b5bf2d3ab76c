package ui

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"github.com/konane/konane/i18n"
)

// Issue 20: the window shows the document's title and the status line
// says the game was saved; a move marks the title and drops the note,
// Ctrl+S saves to the file again (ui/document tests the title's every
// case).
func TestTheTitleNamesTheFileAndItsUnsavedMoves(t *testing.T) {
	dir := t.TempDir()
	w, q := newStoredWindow(t, t.TempDir(), twoPlayerSetup(), &fakeComputer{}, nil)
	title := func(want string) {
		t.Helper()
		if got := w.win.Title(); got != want {
			t.Errorf("title %q, want %q", got, want)
		}
	}
	title("Kōnane")
	playOne(t, w, q)
	title("Kōnane") // no file: the autosave keeps the game
	w.doc.WriteTo(storage.NewFileURI(filepath.Join(dir, "game1.kgn")))
	title("game1.kgn — Kōnane")
	if got := w.status.note.Text; got != "Game saved to game1.kgn." {
		t.Errorf("after Save the status says %q", got)
	}
	playOne(t, w, q)
	title("• game1.kgn — Kōnane")
	if got := w.status.note.Text; got != "" {
		t.Errorf("after a move the status still says %q", got)
	}
	w.undo()
	title("game1.kgn — Kōnane") // as saved
	w.redo()
	title("• game1.kgn — Kōnane")
	pressShortcut(w, shortcutSave)
	title("game1.kgn — Kōnane")
	_ = i18n.SetLanguage("ru")
	title("game1.kgn — " + i18n.T(i18n.MsgAppTitle))
	if !strings.Contains(w.status.note.Text, "game1.kgn") || w.status.note.Text == "Game saved to game1.kgn." {
		t.Errorf("in Russian the status says %q", w.status.note.Text)
	}
	_ = i18n.SetLanguage("en")
	w.startGame(twoPlayerSetup())
	title("Kōnane")
}

// The Game menu reaches the document: its Recent files submenu lists the
// file saved last, and its item opens the file into the window.
func TestTheGameMenuReachesTheDocument(t *testing.T) {
	w, q := newStoredWindow(t, t.TempDir(), twoPlayerSetup(), &fakeComputer{}, nil)
	playOne(t, w, q)
	path := filepath.Join(t.TempDir(), "menu.kgn")
	if !w.doc.WriteTo(storage.NewFileURI(path)) {
		t.Fatal("save failed")
	}
	var recent *fyne.MenuItem
	for _, it := range w.win.MainMenu().Items[0].Items {
		if it.Label == i18n.T(i18n.MsgMenuRecentFiles) {
			recent = it
		}
	}
	if recent == nil || recent.ChildMenu == nil || len(recent.ChildMenu.Items) != 1 || recent.ChildMenu.Items[0].Label != "menu.kgn" {
		t.Fatalf("Recent files in the Game menu: %+v", recent)
	}
	w.startGame(twoPlayerSetup())
	recent.ChildMenu.Items[0].Action()
	settleReads(t, q)
	if got := playedMoves(w); got == "" || !isFile(w.doc.File(), path) {
		t.Errorf("the recent item opened %q from %v", got, w.doc.File())
	}
}

package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/storage"

	"github.com/konane/konane/i18n"
)

// Issue 20: after Save nothing changed. The title names the file and
// marks unsaved moves, and the status line says the game was saved.
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
	w.writeTo(storage.NewFileURI(filepath.Join(dir, "game1.kgn")))
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
	path := filepath.Join(dir, "partie.kgn")
	text := []byte("[Size \"8\"]\n\n1. d5 e5 2. b5-d5 *\n")
	os.WriteFile(path, text, 0o644)
	w.loadData(storage.NewFileURI(path), text)
	q.PumpUntil(t, "the game is shown", func() bool { return playedMoves(w) == "d5 e5 b5-d5" })
	title("partie.kgn — Kōnane")
}

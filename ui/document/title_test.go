package document

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/storage"

	"github.com/konane/konane/i18n"
)

// Issue 20: the title names the file and marks unsaved moves, and the
// status line says the game was saved.
func TestTheTitleNamesTheFileAndItsUnsavedMoves(t *testing.T) {
	dir := t.TempDir()
	d, h := newDoc(t)
	title := func(want string) {
		t.Helper()
		d.Refresh() // as the window does after every change of the game
		if got := h.win.Title(); got != want {
			t.Errorf("title %q, want %q", got, want)
		}
	}
	title("Kōnane")
	h.play("d5")
	title("Kōnane") // no file: the autosave keeps the game
	d.WriteTo(storage.NewFileURI(filepath.Join(dir, "game1.kgn")))
	title("game1.kgn — Kōnane")
	if h.note != "game1.kgn" {
		t.Errorf("after Save the status says it saved to %q", h.note)
	}
	h.play("e5")
	title("• game1.kgn — Kōnane")
	if h.note != "" {
		t.Errorf("after a move the status still says it saved to %q", h.note)
	}
	if err := h.game.Undo(); err != nil {
		t.Fatal(err)
	}
	title("game1.kgn — Kōnane") // as saved
	if err := h.game.Redo(); err != nil {
		t.Fatal(err)
	}
	title("• game1.kgn — Kōnane")
	d.Save()
	title("game1.kgn — Kōnane")
	_ = i18n.SetLanguage("ru")
	title("game1.kgn — " + i18n.T(i18n.MsgAppTitle))
	_ = i18n.SetLanguage("en")

	h.newGame(d)
	title("Kōnane")
	path := filepath.Join(dir, "partie.kgn")
	text := []byte("[Size \"8\"]\n\n1. d5 e5 2. b5-d5 *\n")
	os.WriteFile(path, text, 0o644)
	u := storage.NewFileURI(path)
	d.Take(Text{Name: u.Name(), URI: u, Data: text}, Play)
	if got := h.playedMoves(); got != "d5 e5 b5-d5" {
		t.Fatalf("the game shown is %q", got)
	}
	title("partie.kgn — Kōnane")
}

func TestWindowTitle(t *testing.T) {
	_ = i18n.SetLanguage("en")
	for _, c := range []struct {
		name    string
		unsaved bool
		want    string
	}{
		{"", false, "Kōnane"},
		{"", true, "Kōnane"},
		{"a.kgn", false, "a.kgn — Kōnane"},
		{"a.kgn", true, "• a.kgn — Kōnane"},
	} {
		if got := windowTitle(c.name, c.unsaved); got != c.want {
			t.Errorf("windowTitle(%q, %v) = %q, want %q", c.name, c.unsaved, got, c.want)
		}
	}
}

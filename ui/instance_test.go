//go:build unix || windows

package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/konane/konane/game"
	"github.com/konane/konane/internal/instance"
	"github.com/konane/konane/store"
)

func TestASecondCopyNeitherResumesNorAutosaves(t *testing.T) {
	dir := t.TempDir()
	g, err := game.ParseKGN([]byte("[Size \"8\"]\n\n1. d5 e5 *\n"))
	if err != nil {
		t.Fatal(err)
	}
	if err := (store.Autosave{Dir: dir}).Save(g); err != nil {
		t.Fatal(err)
	}
	autosave := filepath.Join(dir, store.AutosaveName)
	before, _ := os.ReadFile(autosave)
	release, err := instance.Lock(dir) // the other copy
	if err != nil {
		t.Fatal(err)
	}
	defer release()

	w, q := newStoredWindow(t, dir, twoPlayerSetup(), &fakeComputer{}, nil)
	if got := playedMoves(w); got != "" {
		t.Errorf("the second copy resumed %q", got)
	}
	if !strings.Contains(overlayTexts(w), "Kōnane is already open in another window.") {
		t.Errorf("not told; dialogs say %q", overlayTexts(w))
	}
	tapSquare(t, w, "d5")
	if playedMoves(w) != "d5" {
		t.Fatalf("moves %q", playedMoves(w))
	}
	q.PumpUntil(t, "the move is shown", func() bool { return !w.ctl.Moving() })
	w.win.Close()
	if data, _ := os.ReadFile(autosave); string(data) != string(before) {
		t.Errorf("the other copy's autosave became %q", data)
	}
}

package storetest

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/konane/konane/game"
	"github.com/konane/konane/store"
)

// CheckAutosave fails t unless the storage folder dir holds an autosaved
// game of plies moves (what, in the message, says when it was written).
func CheckAutosave(t testing.TB, dir string, plies int, what string) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, store.AutosaveName))
	if err != nil {
		t.Fatal(err)
	}
	if g, err := game.ParseKGN(data); err != nil || g.Ply() != plies {
		t.Errorf("autosave %s: %q (%v), want %d moves", what, data, err, plies)
	}
}

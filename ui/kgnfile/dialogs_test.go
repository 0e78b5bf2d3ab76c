package kgnfile

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"github.com/konane/konane/i18n"
)

func TestASaverWritesItsDataAndSaysWhetherItDid(t *testing.T) {
	a := test.NewTempApp(t)
	if err := i18n.SetLanguage("en"); err != nil {
		t.Fatal(err)
	}
	win := a.NewWindow("main")
	defer win.Close()
	var done []bool
	s := Saver{
		Parent: win,
		Data:   func() []byte { return []byte("[Size \"8\"]\n\n*\n") },
		Done:   func(_ fyne.URI, ok bool) { done = append(done, ok) },
	}
	good := filepath.Join(t.TempDir(), "game.kgn")
	if !s.WriteTo(storage.NewFileURI(good)) {
		t.Fatal("a save into a folder that exists failed")
	}
	if data, err := os.ReadFile(good); err != nil || string(data) != "[Size \"8\"]\n\n*\n" {
		t.Errorf("the file holds %q (%v), want the saver's data", data, err)
	}
	if win.Canvas().Overlays().Top() != nil {
		t.Error("a good save shows a dialog")
	}
	bad := filepath.Join(t.TempDir(), "no", "such", "folder", "game.kgn")
	if s.WriteTo(storage.NewFileURI(bad)) {
		t.Fatal("a save into a missing folder succeeded")
	}
	if win.Canvas().Overlays().Top() == nil {
		t.Error("a failed save explains nothing")
	}
	if len(done) != 2 || !done[0] || done[1] {
		t.Errorf("Done said %v, want [true false]", done)
	}
}

func TestTheFileDialogsOpenInTheFolderOfTheFile(t *testing.T) {
	if Folder(nil) != nil {
		t.Error("no file has a folder")
	}
	dir := t.TempDir()
	got := Folder(storage.NewFileURI(filepath.Join(dir, "game.kgn")))
	if got == nil || filepath.Clean(got.Path()) != dir {
		t.Errorf("Folder = %v, want %s", got, dir)
	}
	if f := Folder(storage.NewFileURI(filepath.Join(dir, "missing", "game.kgn"))); f != nil {
		t.Errorf("a missing folder is %v, want nil", f)
	}
}

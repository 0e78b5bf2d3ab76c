package ui

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
)

// Issue 20: Escape did nothing in the Save dialog while its file name
// field had the focus, which it has when the dialog opens.
func TestEscapeClosesTheSaveDialogFromItsNameField(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	waited := false
	w.afterSave = func() { waited = true }
	w.saveAs()
	f := w.win.Canvas().Focused()
	if f == nil {
		t.Fatal("nothing has the focus in the Save dialog")
	}
	test.Type(f, "x") // the field takes typing
	f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if n := dialogsOnShow(w); n != 0 {
		t.Fatalf("Escape in the file name field left %d dialogs on show", n)
	}
	if w.afterSave != nil || waited {
		t.Error("what waited for the save neither was dropped nor stayed unrun")
	}
	// The dialog's end was a cancel: a save asks about existing files again.
	dir := t.TempDir()
	target := filepath.Join(dir, "x.kgn")
	os.WriteFile(target, []byte("old"), 0o644)
	w.saveChosen(storage.NewFileURI(target), true)
	if !asked(w) {
		t.Error("after Escape the save dialog's file hiding stayed on")
	}
}

// Issue 20: No to "Replace the file?" ended the whole save. It goes back
// to the save dialog, in the same folder with the same name selected, to
// choose another name.
func TestNoToReplacingReturnsToTheSaveDialog(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games-folder")
	os.Mkdir(dir, 0o755)
	w, q := newStoredWindow(t, t.TempDir(), twoPlayerSetup(), &fakeComputer{}, nil)
	playOne(t, w, q)
	existing := filepath.Join(dir, "game.kgn")
	os.WriteFile(existing, []byte("old"), 0o644)
	w.file = storage.NewFileURI(filepath.Join(dir, "other.kgn")) // the dialog opens in dir
	w.saveAs()
	fileNameEntry(w.win).SetText("game.kgn")
	test.Tap(overlayButton(w, "Save"))
	answer(t, w, false)

	e := fileNameEntry(w.win)
	if e == nil {
		t.Fatalf("after No no save dialog; dialogs say %q", overlayTexts(w))
	}
	if e.Text != "game.kgn" || e.SelectedText() != "game.kgn" {
		t.Errorf("the dialog shown again offers %q with %q selected, want game.kgn selected", e.Text, e.SelectedText())
	}
	if overlayButton(w, "games-folder") == nil { // the last step of the folder's path
		t.Errorf("the dialog shown again is not in games-folder: %q", overlayTexts(w))
	}
	e.SetText("another.kgn")
	test.Tap(overlayButton(w, "Save"))
	if data, _ := os.ReadFile(existing); string(data) != "old" {
		t.Errorf("game.kgn became %q", data)
	}
	if _, err := os.Stat(filepath.Join(dir, "another.kgn")); err != nil || !isFile(w.file, filepath.Join(dir, "another.kgn")) {
		t.Errorf("another.kgn: %v, Save target %v", err, w.file)
	}
}

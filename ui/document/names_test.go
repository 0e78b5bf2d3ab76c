package document

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"unicode/utf8"

	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
)

// A right-to-left override in a file's name (Linux and Windows allow it)
// is written out wherever the name is shown: the title, the status line,
// Recent files, the question before opening and the error dialog, whose
// own sentence it must not turn around. Shown raw, it made the title read
// "holidayngk.png" and reversed the error's words after it.
func TestAFileNameIsShownWithItsDirectionChangingCharactersWrittenOut(t *testing.T) {
	const name, shown = "holiday\u202egnp.kgn", "holiday<U+202E>gnp.kgn"
	dir := t.TempDir()
	path := filepath.Join(dir, name)
	d, h := newDoc(t)
	h.play("d5")
	if !d.WriteTo(storage.NewFileURI(path)) {
		t.Fatalf("saving failed: %q", overlayTexts(h.win))
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("the file was not written under its name: %v", err)
	}
	noHidden := func(where, text string) {
		t.Helper()
		if !strings.Contains(text, shown) || strings.ContainsRune(text, '\u202e') {
			t.Errorf("%s shows %q, want %q in it and no U+202E", where, text, shown)
		}
	}
	noHidden("the title", h.win.Title())
	noHidden("the status line", h.note)
	noHidden("Recent files", d.RecentItems()[0].Label)

	h.play("e5")
	if err := os.WriteFile(path, []byte("1. z9 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	d.OpenPath(path)
	noHidden("the error dialog", overlayTexts(h.win))
	clearOverlays(h.win)

	os.Remove(path)
	d.OpenRecent(d.recent()[0])
	noHidden("the dialog of a recent file gone", overlayTexts(h.win))
}

// A file name of bytes that are not UTF-8 (Linux allows any but '/' and
// NUL) is kept as those bytes: the game is saved under it, Recent files
// lists it, and after a restart (the preferences written as JSON and read
// back, as Fyne's app keeps them) it is found and opens; the title and the
// menu show the byte as <0xFF> and are valid UTF-8. The entry used to come
// back as "g\uFFFD.kgn", said to be gone, and dropped.
func TestARecentFileNamedInBytesThatAreNotUTF8OpensAfterARestart(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("only Linux file names hold bytes that are not UTF-8")
	}
	path := filepath.Join(t.TempDir(), "g\xff%41.kgn")
	const shown = "g<0xFF>%41.kgn"
	d, h := newDoc(t)
	h.play("d5")
	if !d.WriteTo(storage.NewFileURI(path)) {
		t.Fatalf("saving failed: %q", overlayTexts(h.win))
	}
	if g, err := loadKGN(path); err != nil || g.Ply() != 1 {
		t.Fatalf("the file under its bytes: %v, %v", g, err)
	}
	if title := h.win.Title(); !utf8.ValidString(title) || !strings.Contains(title, shown) {
		t.Errorf("title %q, want valid UTF-8 naming %q", title, shown)
	}
	if !utf8.ValidString(h.note) || !strings.Contains(h.note, shown) {
		t.Errorf("status line %q, want valid UTF-8 naming %q", h.note, shown)
	}

	data, err := json.Marshal(d.recent())
	if err != nil {
		t.Fatal(err)
	}
	var kept []string
	if err := json.Unmarshal(data, &kept); err != nil {
		t.Fatal(err)
	}
	d2, h2 := newDoc(t)
	h2.app.Preferences().SetStringList(prefRecent, kept)
	items := d2.RecentItems()
	if len(items) != 1 || items[0].Label != shown {
		t.Fatalf("after the restart Recent files lists %v, want %q", items, shown)
	}
	items[0].Action()
	if !isFile(d2.file, path) || d2.file.Path() != path || h2.loads != 1 {
		t.Fatalf("after the restart the recent file opened %v (%d loads); dialogs say %q", d2.file, h2.loads, overlayTexts(h2.win))
	}
	if l := d2.recent(); len(l) != 1 || l[0] != kept[0] {
		t.Errorf("after opening it the recent files are %q, want %q", l, kept)
	}
	h2.play("e5")
	d2.Save()
	if g, err := loadKGN(path); err != nil || g.Ply() != 2 {
		t.Errorf("saved again under its bytes: %v, %v", g, err)
	}
}

// A name pasted in the save dialog with a carriage return, a tab or
// spaces around it is cleaned before anything is written: "game\r .kgn"
// writes game.kgn, which the status line, the title and Save then name.
// It used to write a file called "game\r .kgn", which the engine could
// not open and Windows forbids.
func TestANamePastedInTheSaveDialogIsCleanedBeforeAnythingIsWritten(t *testing.T) {
	dir := t.TempDir()
	d, h := newDoc(t)
	h.play("d5")
	d.file = storage.NewFileURI(filepath.Join(dir, "other.kgn")) // the dialog opens in dir
	for typed, want := range map[string]string{"game\r .kgn": "game.kgn", "\t spaced\u202e\n": "spaced.kgn"} {
		d.SaveAs()
		fileNameEntry(h.win).SetText(typed)
		test.Tap(overlayButton(h.win, "Save"))
		path := filepath.Join(dir, want)
		if g, err := loadKGN(path); err != nil || g.Ply() != 1 || !isFile(d.file, path) || d.file.Name() != want {
			t.Errorf("%q: %s: %v, %v; Save target %v; dialogs say %q", typed, want, g, err, d.file, overlayTexts(h.win))
		}
		if h.note != want || !strings.HasPrefix(h.win.Title(), want+" ") {
			t.Errorf("%q: the status line says %q, the title %q; want %s", typed, h.note, h.win.Title(), want)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("the folder holds %v, want game.kgn and spaced.kgn", entries)
	}
}

// A name no file may have is refused with the reason, nothing is written,
// and the save dialog comes back with the name to mend.
func TestANameNoFileMayHaveIsRefusedAndTheSaveDialogComesBack(t *testing.T) {
	dir := t.TempDir()
	d, h := newDoc(t)
	h.play("d5")
	d.file = storage.NewFileURI(filepath.Join(dir, "other.kgn"))
	d.SaveAs()
	fileNameEntry(h.win).SetText("a/b.kgn")
	test.Tap(overlayButton(h.win, "Save"))
	if text := overlayTexts(h.win); !strings.Contains(text, "A file name cannot hold the character “/”") {
		t.Fatalf("dialogs say %q", text)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 || d.file.Name() != "other.kgn" {
		t.Errorf("something was written: %v, Save target %v", entries, d.file)
	}
	test.Tap(overlayButton(h.win, "OK"))
	if e := fileNameEntry(h.win); e == nil || e.Text != "a/b.kgn" {
		t.Fatalf("no save dialog offering a/b.kgn after OK; dialogs say %q", overlayTexts(h.win))
	}
	refused := map[string]string{" \r ": "The file name is empty"}
	if runtime.GOOS == "windows" {
		refused["nul .kgn"] = "nul.kgn is a name Windows keeps for a device"
		refused["a:b.kgn"] = "cannot hold the character “:”"
	}
	for typed, want := range refused {
		fileNameEntry(h.win).SetText(typed)
		test.Tap(overlayButton(h.win, "Save"))
		if text := overlayTexts(h.win); !strings.Contains(text, want) {
			t.Errorf("%q: dialogs say %q, want %q", typed, text, want)
		}
		test.Tap(overlayButton(h.win, "OK"))
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("something was written: %v", entries)
	}
}

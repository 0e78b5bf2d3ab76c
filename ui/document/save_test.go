package document

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/kgnfile"
)

func TestSavingOverAnExistingFileAsksFirst(t *testing.T) {
	dir := t.TempDir()
	d, h := newDoc(t)
	h.play("d5")
	target := filepath.Join(dir, "game.kgn")
	if err := os.WriteFile(target, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}

	t.Run("No keeps the old file", func(t *testing.T) {
		d.liveSaver().Chosen(storage.NewFileURI(target), true)
		if !asked(h.win) || !strings.Contains(overlayTexts(h.win), "game.kgn already exists. Replace it with this game?") {
			t.Fatalf("no question; dialogs say %q", overlayTexts(h.win))
		}
		answer(t, h.win, false)
		if data, _ := os.ReadFile(target); string(data) != "old" {
			t.Errorf("the file became %q", data)
		}
		if d.file != nil {
			t.Error("a cancelled save became the Save target")
		}
		test.Tap(overlayButton(h.win, "Cancel")) // the save dialog, shown again for another name
	})
	t.Run("Yes replaces it", func(t *testing.T) {
		d.liveSaver().Chosen(storage.NewFileURI(target), true)
		answer(t, h.win, true)
		data, _ := os.ReadFile(target)
		g, err := game.ParseKGN(data)
		if err != nil || g.Ply() != 1 {
			t.Fatalf("saved %q (%v)", data, err)
		}
		if !isFile(d.file, target) {
			t.Errorf("Save target = %v", d.file)
		}
	})
	t.Run("a new name is written without a question", func(t *testing.T) {
		fresh := filepath.Join(dir, "new.kgn")
		d.liveSaver().Chosen(storage.NewFileURI(fresh), true)
		if asked(h.win) {
			t.Error("asked about a file that does not exist")
		}
		if _, err := os.Stat(fresh); err != nil {
			t.Error(err)
		}
	})
	t.Run("the empty file the dialog made for a name without extension goes away", func(t *testing.T) {
		bare := filepath.Join(dir, "bare")
		os.WriteFile(bare, nil, 0o644)
		kgnfile.RemoveEmpty(storage.NewFileURI(bare))
		if _, err := os.Stat(bare); !os.IsNotExist(err) {
			t.Error("the empty file is still there")
		}
		os.WriteFile(bare, []byte("data"), 0o644)
		kgnfile.RemoveEmpty(storage.NewFileURI(bare))
		if _, err := os.Stat(bare); err != nil {
			t.Error("a file with data was removed")
		}
	})
	t.Run("Save writes to the same file again, atomically", func(t *testing.T) {
		h.play("e5")
		d.Save() // to new.kgn, the file saved last
		data, _ := os.ReadFile(d.file.Path())
		if g, err := game.ParseKGN(data); err != nil || g.Ply() != 2 {
			t.Fatalf("saved %q (%v)", data, err)
		}
		left, _ := filepath.Glob(filepath.Join(dir, ".*tmp*"))
		if len(left) > 0 {
			t.Errorf("temporary files left: %v", left)
		}
	})
}

// Every save dialog offers the name of the file the game came from, and a
// dated name only for a game without one; so does the review's save of a
// game from partie.kgn.
func TestTheSaveDialogOffersTheNameOfTheGamesFile(t *testing.T) {
	dir := t.TempDir()
	d, h := newDoc(t)
	offered := func(win fyne.Window) string {
		t.Helper()
		e := fileNameEntry(win)
		if e == nil {
			t.Fatalf("no file name field in the save dialog")
		}
		return e.Text
	}
	cancel := func(win fyne.Window) {
		t.Helper()
		b := overlayButton(win, "Cancel")
		if b == nil {
			t.Fatal("no Cancel button")
		}
		test.Tap(b)
	}

	d.SaveAs()
	if got := offered(h.win); !regexp.MustCompile(`^konane-\d{4}-\d\d-\d\d-\d{4}\.kgn$`).MatchString(got) {
		t.Errorf("a new game: the dialog offers %q, want konane-<date>.kgn", got)
	}
	cancel(h.win)

	path := filepath.Join(dir, "partie.kgn")
	if err := os.WriteFile(path, []byte("[Size \"8\"]\n\n1. d5 e5 2. b5-d5 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	u := storage.NewFileURI(path)
	if !d.Take(Text{Name: u.Name(), URI: u, Data: []byte("[Size \"8\"]\n\n1. d5 e5 2. b5-d5 *\n")}, Play) {
		t.Fatal("the game did not open")
	}
	if got := h.playedMoves(); got != "d5 e5 b5-d5" {
		t.Fatalf("the game shown is %q", got)
	}
	d.SaveAs()
	if got := offered(h.win); got != "partie.kgn" {
		t.Errorf("Save As after opening partie.kgn offers %q", got)
	}
	cancel(h.win)

	review := h.app.NewWindow("review")
	review.Resize(fyne.NewSize(1040, 720))
	t.Cleanup(review.Close)
	d.GameSaver(h.game, review, d.Name()).SaveAs()
	if got := offered(review); got != "partie.kgn" {
		t.Errorf("Save with the review offers %q", got)
	}
}

func TestTheSaveDialogAddsTheExtensionAndAsksInOurLanguage(t *testing.T) {
	dir := t.TempDir()
	d, h := newDoc(t)
	h.play("d5")
	existing := filepath.Join(dir, "game.kgn")
	os.WriteFile(existing, []byte("old"), 0o644)
	d.file = storage.NewFileURI(filepath.Join(dir, "other.kgn")) // the dialog opens in dir

	saveAs := func(name string) {
		t.Helper()
		d.SaveAs()
		entry := fileNameEntry(h.win)
		if entry == nil {
			t.Fatalf("no file name field; dialogs say %q", overlayTexts(h.win))
		}
		entry.SetText(name)
		save := overlayButton(h.win, "Save")
		if save == nil || save.Disabled() {
			t.Fatal("no Save button")
		}
		test.Tap(save)
	}

	saveAs("game") // game.kgn exists
	if strings.Contains(overlayTexts(h.win), "Overwrite") {
		t.Fatal("Fyne asked in English")
	}
	if !asked(h.win) || !strings.Contains(overlayTexts(h.win), "game.kgn already exists") {
		t.Fatalf("no question; dialogs say %q", overlayTexts(h.win))
	}
	if _, err := os.Stat(filepath.Join(dir, "game")); !os.IsNotExist(err) {
		t.Error("the name without extension was created")
	}
	if data, _ := os.ReadFile(existing); string(data) != "old" {
		t.Errorf("the file was touched before the answer: %q", data)
	}
	answer(t, h.win, true)
	if g, err := loadKGN(existing); err != nil || g.Ply() != 1 {
		t.Errorf("after Yes: %v, %v", g, err)
	}

	// The extension in capitals is kept. (Not "Game.KGN": on Windows and
	// macOS, whose file names ignore case, that is game.kgn, rightly asked
	// about.)
	saveAs("Second.KGN")
	if asked(h.win) {
		t.Error("asked about a new file")
	}
	if _, err := loadKGN(filepath.Join(dir, "Second.KGN")); err != nil {
		t.Error(err)
	}
	saveAs("fresh")
	if _, err := loadKGN(filepath.Join(dir, "fresh.kgn")); err != nil {
		t.Error(err)
	}
	// A folder's name: Konane says so, in the person's language (Fyne's
	// own "Cannot overwrite" is English in every language;
	// TestSaveToAFolderOrAMissingFolderSaysWhy has the German), and
	// nothing is written.
	if err := os.Mkdir(filepath.Join(dir, "x.kgn"), 0o755); err != nil {
		t.Fatal(err)
	}
	saveAs("x.kgn")
	if text := overlayTexts(h.win); strings.Contains(text, "Cannot overwrite") || !strings.Contains(text, "x.kgn in the folder "+dir+": the name is that of a folder") {
		t.Errorf("a folder's name: dialogs say %q", text)
	}
	if fi, err := os.Stat(filepath.Join(dir, "x.kgn")); err != nil || !fi.IsDir() {
		t.Errorf("the folder x.kgn was touched: %v", err)
	}
	clearOverlays(h.win)
	if !isFile(d.file, filepath.Join(dir, "fresh.kgn")) {
		t.Errorf("Save target %v", d.file)
	}
	// Cancel returns quietly: nothing written, no question, no error.
	before, _ := os.ReadDir(dir)
	d.SaveAs()
	cancel := overlayButton(h.win, "Cancel")
	if cancel == nil {
		t.Fatal("no Cancel button")
	}
	test.Tap(cancel)
	if after, _ := os.ReadDir(dir); len(after) != len(before) || asked(h.win) {
		t.Errorf("Cancel changed the folder (%d → %d files) or asked", len(before), len(after))
	}
	if text := overlayTexts(h.win); strings.Contains(text, "Cannot") {
		t.Errorf("Cancel showed %q", text)
	}
	// After the dialog, files exist again for everybody.
	if ok, _ := storage.Exists(storage.NewFileURI(existing)); !ok {
		t.Error("the file repository still hides files")
	}
}

// Saving under a folder's name or into a folder that does not exist says
// so in the person's language, and nothing is written.
func TestSaveToAFolderOrAMissingFolderSaysWhy(t *testing.T) {
	d, h := newDoc(t)
	target := t.TempDir()
	for _, c := range []struct {
		path, en, de string
	}{
		{target, "Cannot save the file " + filepath.Base(target) + " in the folder " + filepath.Dir(target) + ": the name is that of a folder, not of a file",
			"Die Datei " + filepath.Base(target) + " kann nicht im Ordner " + filepath.Dir(target) + " gespeichert werden: der Name ist der eines Ordners"},
		{filepath.Join(target, "dirx", "g.kgn"), "Cannot save the file g.kgn in the folder " + filepath.Join(target, "dirx") + ": the folder does not exist",
			"Die Datei g.kgn kann nicht im Ordner " + filepath.Join(target, "dirx") + " gespeichert werden: der Ordner existiert nicht"},
	} {
		for _, lang := range []string{"en", "de"} {
			_ = i18n.SetLanguage(lang)
			clearOverlays(h.win)
			if d.WriteTo(storage.NewFileURI(c.path)) {
				t.Fatalf("%s: saved", c.path)
			}
			want := map[string]string{"en": c.en, "de": c.de}[lang]
			if got := overlayTexts(h.win); !strings.Contains(got, want) {
				t.Errorf("%s, %s: error text %q, want it to contain %q", c.path, lang, got, want)
			}
		}
	}
	_ = i18n.SetLanguage("en")
	if left, _ := filepath.Glob(filepath.Join(filepath.Dir(target), ".*tmp*")); len(left) > 0 {
		t.Errorf("temporary files left beside the folder: %v", left)
	}
}

// Issue 20: Escape closes the Save dialog while its file name field has
// the focus, as it has when the dialog opens.
func TestEscapeClosesTheSaveDialogFromItsNameField(t *testing.T) {
	d, h := newDoc(t)
	waited := false
	d.SaveAsThen(func() { waited = true })
	f := h.win.Canvas().Focused()
	if f == nil {
		t.Fatal("nothing has the focus in the Save dialog")
	}
	test.Type(f, "x") // the field takes typing
	f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if n := dialogsOnShow(h.win); n != 0 {
		t.Fatalf("Escape in the file name field left %d dialogs on show", n)
	}
	if d.afterSave != nil || waited {
		t.Error("what waited for the save neither was dropped nor stayed unrun")
	}
	// The dialog's end was a cancel: a save asks about existing files again.
	dir := t.TempDir()
	target := filepath.Join(dir, "x.kgn")
	os.WriteFile(target, []byte("old"), 0o644)
	d.liveSaver().Chosen(storage.NewFileURI(target), true)
	if !asked(h.win) {
		t.Error("after Escape the save dialog's file hiding stayed on")
	}
}

// Issue 20: No to "Replace the file?" goes back to the save dialog, in
// the same folder with the same name selected, to choose another name.
func TestNoToReplacingReturnsToTheSaveDialog(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games-folder")
	os.Mkdir(dir, 0o755)
	d, h := newDoc(t)
	h.play("d5")
	existing := filepath.Join(dir, "game.kgn")
	os.WriteFile(existing, []byte("old"), 0o644)
	d.file = storage.NewFileURI(filepath.Join(dir, "other.kgn")) // the dialog opens in dir
	d.SaveAs()
	fileNameEntry(h.win).SetText("game.kgn")
	test.Tap(overlayButton(h.win, "Save"))
	answer(t, h.win, false)

	e := fileNameEntry(h.win)
	if e == nil {
		t.Fatalf("after No no save dialog; dialogs say %q", overlayTexts(h.win))
	}
	if e.Text != "game.kgn" || e.SelectedText() != "game.kgn" {
		t.Errorf("the dialog shown again offers %q with %q selected, want game.kgn selected", e.Text, e.SelectedText())
	}
	if overlayButton(h.win, "games-folder") == nil { // the last step of the folder's path
		t.Errorf("the dialog shown again is not in games-folder: %q", overlayTexts(h.win))
	}
	e.SetText("another.kgn")
	test.Tap(overlayButton(h.win, "Save"))
	if data, _ := os.ReadFile(existing); string(data) != "old" {
		t.Errorf("game.kgn became %q", data)
	}
	if _, err := os.Stat(filepath.Join(dir, "another.kgn")); err != nil || !isFile(d.file, filepath.Join(dir, "another.kgn")) {
		t.Errorf("another.kgn: %v, Save target %v", err, d.file)
	}
}

// What waits for Save as (leaving the app after a failed autosave) runs
// once the game is written, and only once.
func TestWhatWaitsForSaveAsRunsOnceTheGameIsWritten(t *testing.T) {
	d, h := newDoc(t)
	h.play("d5")
	dir := t.TempDir()
	d.file = storage.NewFileURI(filepath.Join(dir, "other.kgn")) // the dialog opens in dir
	ran := 0
	d.SaveAsThen(func() { ran++ })
	e := fileNameEntry(h.win)
	if e == nil || ran != 0 {
		t.Fatalf("no save dialog (dialogs say %q), or ran %d times before it", overlayTexts(h.win), ran)
	}
	e.SetText("left.kgn")
	test.Tap(overlayButton(h.win, "Save"))
	path := filepath.Join(dir, "left.kgn")
	if ran != 1 || !isFile(d.file, path) {
		t.Errorf("after the save: ran %d times, Save target %v", ran, d.file)
	}
	d.Save()
	if ran != 1 {
		t.Errorf("a later Save ran it again: %d times", ran)
	}
}

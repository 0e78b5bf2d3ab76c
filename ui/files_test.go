package ui

import (
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/internal/syncbuf"
	"github.com/konane/konane/play"
	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/internal/uitest"
	"github.com/konane/konane/ui/kgnfile"
)

// newStoredWindow is newTestWindow with the autosave and the statistics in
// the folder dir, and a trace of the saves in trace (may be nil).
func newStoredWindow(t *testing.T, dir string, s play.Setup, computer play.Computer, trace *syncbuf.Buffer) (*Window, uiQueue) {
	t.Helper()
	return newStoredWindowFS(t, dir, s, computer, trace, nil)
}

// newStoredWindowFS is newStoredWindow with the files written through fs
// (nil: the operating system's), and the i18n language set to English.
func newStoredWindowFS(t *testing.T, dir string, s play.Setup, computer play.Computer, trace *syncbuf.Buffer, fs store.FS) (*Window, uiQueue) {
	t.Helper()
	_ = i18n.SetLanguage("en")
	opts := Options{Computer: computer, Hooks: Hooks{StorageDir: dir, fs: fs}}
	if trace != nil {
		opts.Trace = trace
	}
	return newWindowWith(t, "en", s, opts)
}

// isFile reports whether the URI u is the file at path: the same file on
// disk (os.SameFile) when it exists, else the same path. Never the strings:
// a file URI's path is written with slashes ("C:/Users/..." on Windows),
// the system's path with its own separator.
func isFile(u fyne.URI, path string) bool {
	if u == nil || u.Scheme() != "file" {
		return false
	}
	a, errA := os.Stat(u.Path())
	b, errB := os.Stat(path)
	if errA == nil && errB == nil {
		return os.SameFile(a, b)
	}
	return filepath.Clean(filepath.FromSlash(u.Path())) == filepath.Clean(path)
}

// overlayTexts returns the texts of the labels in the dialogs on show.
func overlayTexts(w *Window) string {
	var out []string
	for _, o := range w.win.Canvas().Overlays().List() {
		uitest.Walk(o, func(obj fyne.CanvasObject) {
			if l, ok := obj.(*widget.Label); ok {
				out = append(out, l.Text)
			}
		})
	}
	return strings.Join(out, "\n")
}

// overlayButton returns the button labelled text in the dialogs on show.
func overlayButton(w *Window, text string) *widget.Button {
	return overlayButtonOn(w.win, text)
}

// overlayButtonOn finds the button labelled text in win's dialogs.
func overlayButtonOn(win fyne.Window, text string) *widget.Button {
	var found *widget.Button
	for _, o := range win.Canvas().Overlays().List() {
		uitest.Walk(o, func(obj fyne.CanvasObject) {
			if b, ok := uitest.Button(obj); ok && b.Text == text {
				found = b
			}
		})
	}
	return found
}

func TestSavingOverAnExistingFileAsksFirst(t *testing.T) {
	dir := t.TempDir()
	w, q := newStoredWindow(t, t.TempDir(), twoPlayerSetup(), &fakeComputer{}, nil)
	tapSquare(t, w, "d5")
	q.PumpUntil(t, "the move is shown", func() bool { return !w.ctl.Moving() })
	target := filepath.Join(dir, "game.kgn")
	if err := os.WriteFile(target, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}

	t.Run("No keeps the old file", func(t *testing.T) {
		w.saveChosen(storage.NewFileURI(target), true)
		if !asked(w) || !strings.Contains(overlayTexts(w), "game.kgn already exists. Replace it with this game?") {
			t.Fatalf("no question; dialogs say %q", overlayTexts(w))
		}
		answer(t, w, false)
		if data, _ := os.ReadFile(target); string(data) != "old" {
			t.Errorf("the file became %q", data)
		}
		if w.file != nil {
			t.Error("a cancelled save became the Save target")
		}
		test.Tap(overlayButton(w, "Cancel")) // the save dialog, shown again for another name
	})
	t.Run("Yes replaces it", func(t *testing.T) {
		w.saveChosen(storage.NewFileURI(target), true)
		answer(t, w, true)
		data, _ := os.ReadFile(target)
		g, err := game.ParseKGN(data)
		if err != nil || g.Ply() != 1 {
			t.Fatalf("saved %q (%v)", data, err)
		}
		if !isFile(w.file, target) {
			t.Errorf("Save target = %v", w.file)
		}
	})
	t.Run("a new name is written without a question", func(t *testing.T) {
		fresh := filepath.Join(dir, "new.kgn")
		w.saveChosen(storage.NewFileURI(fresh), true)
		if asked(w) {
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
		tapSquare(t, w, "e5")
		w.save() // to new.kgn, the file saved last
		data, _ := os.ReadFile(w.file.Path())
		if g, err := game.ParseKGN(data); err != nil || g.Ply() != 2 {
			t.Fatalf("saved %q (%v)", data, err)
		}
		left, _ := filepath.Glob(filepath.Join(dir, ".*tmp*"))
		if len(left) > 0 {
			t.Errorf("temporary files left: %v", left)
		}
	})
}

func TestEveryBadFileIsExplainedAndChangesNothing(t *testing.T) {
	const head = "[Size \"8\"]\n\n"
	tests := []struct {
		name, file string
		en, de     string // parts of the error text in English and German
	}{
		{"an empty file", "", "Cannot read the file test.kgn: line 1, column 1: The file is empty.", "Zeile 1, Spalte 1: Die Datei ist leer"},
		{"a truncated tag", "[Size \"8", "Cannot read the file test.kgn: line 1, column 7: The file ends in the middle of a tag: it looks cut short.", "Zeile 1, Spalte 7: Die Datei endet mitten"},
		{"a truncated move", head + "1. d5 e", "line 3, column 7: “e” is not valid game notation.", "Zeile 3"},
		{"a variation", head + "1. d5 (1. e5) e5 *\n", "line 3, column 7: Variations in parentheses ( … ) are not supported", "Zeile 3, Spalte 7"},
		{"a bad word in a file with CR line ends", "[Size \"8\"]\r\r1. d5 e5\r2. zz *\r", "line 4, column 4: “zz” is not valid game notation.", "„zz“"},
		{"an illegal annotated move in a CRLF file", "[Size \"8\"]\r\n\r\n1. d5 e5!\r\n2. f5-d5?! *\r\n", "line 4, column 4: f5-d5?! is not a legal move: each jump must pass over an opponent's stone onto an empty square.", "Zeile 4"},
		{"a file that is not UTF-8", "\xff\xfe[Size]", "The file is not UTF-8 text.", "UTF-8"},
		{"an unknown rules profile", "[Rules \"konane/9\"]\n\n*\n", "line 1, column 1: The file uses the rules “konane/9”", "konane/9"},
		{"a size out of range", "[Size \"3\"]\n\n*\n", "A 3×3 board is not supported; sizes go from 4 to 12.", "3×3"},
		{"Black removing c3", head + "1. c3 *\n", "line 3, column 4: c3 is not a legal move: Black first removes one of its stones from a corner or the centre.", "c3"},
		{"a jump over an empty square", head + "1. d5 e5 2. f5-d5 *\n", "line 3, column 13: f5-d5 is not a legal move: each jump must pass over an opponent's stone onto an empty square.", "f5-d5"},
		{"a jump that changes direction", head + "1. d5 e5 2. b5-d5 c5-e6 *\n", "A multi-jump cannot change direction.", "Zeile 3"},
		{"a diagonal jump", head + "1. d5 e5 2. b7-d5 *\n", "Jumps go along rows and columns, never diagonally.", "Zeile 3"},
		{"a Result that contradicts the moves", "[Size \"8\"]\n[Result \"1-0\"]\n\n1. d5 e5 1-0\n", "line 2, column 1: The file gives the result 1-0, but after its moves the game is not over.", "Zeile 2, Spalte 1: In der Datei steht das Ergebnis 1-0, doch nach ihren Zügen ist die Partie noch nicht zu Ende."},
		{"a file too large", head + strings.Repeat("{comment} ", game.MaxKGNSize/10+10), "Cannot read the file test.kgn: the file is too large to be a saved game", "werden: die Datei ist zu groß"},
		{"White's move number on Black's first move", head + "1... d5 *\n", "line 3, column 1: The move number “1...” does not fit here: the next move is numbered “1.”.", "„1...“ passt hier nicht"},
		{"Black's move number from a KFEN with White to move", "[KFEN \"8/8/8/8/8/8/8/1BWB4 w\"]\n\n1. c1-a1 0-1\n", "line 3, column 1: The move number “1.” does not fit here: the next move is numbered “1...”.", "„1...“"},
		{"a jump with its landings", head + "1. d5 e5 2. b5-d5-f5 *\n", "line 3, column 13: “b5-d5-f5” lists the landings of a multi-jump: write only where it starts and ends, b5-f5;", "b5-f5"},
		{"a stray closing brace", head + "1. d5 } e5 *\n", "line 3, column 7: “}” closes a bracket that was never opened.", "„}“ schließt"},
		{"an unclosed comment", head + "1. d5 {open e5 *\n", "line 3, column 7: The comment that starts here with “{” is never closed with “}”.", "Zeile 3, Spalte 7"},
		{"a tag after a comment", "{x}\n[Event \"a\"]\n\n1. d5 *\n", "line 2, column 1: The tag “[Event \"a\"]” comes after a comment or a move", "Das Tag „[Event \"a\"]“"},
		{"a result in the middle", head + "1. d5 * e5\n", "line 3, column 7: The result “*” ends the game, yet more text follows it", "„*“"},
		{"a glyph out of range", head + "1. d5 $256 *\n", "line 3, column 7: “$256” is not an annotation glyph: those go from $0 to $255.", "„$256“"},
		{"a file cut short inside a tag", "[Size \"8\"]\n[B", "line 2, column 3: The file ends in the middle of a tag: it looks cut short.", "Die Datei endet mitten in einem Tag"},
	}
	dir := t.TempDir()
	w, q := newStoredWindow(t, dir, twoPlayerSetup(), &fakeComputer{}, nil)
	tapSquare(t, w, "d5")
	q.PumpUntil(t, "the move is shown", func() bool { return !w.ctl.Moving() })
	saved := filepath.Join(t.TempDir(), "mine.kgn")
	w.writeTo(storage.NewFileURI(saved))
	before, _ := os.ReadFile(saved)
	autosave, _ := os.ReadFile(filepath.Join(dir, store.AutosaveName))
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, lang := range []string{"en", "de"} {
				_ = i18n.SetLanguage(lang)
				for _, o := range w.win.Canvas().Overlays().List() {
					w.win.Canvas().Overlays().Remove(o)
				}
				if w.load(&memReader{Reader: strings.NewReader(tt.file)}) {
					t.Fatal("the file was loaded")
				}
				want := map[string]string{"en": tt.en, "de": tt.de}[lang]
				if got := overlayTexts(w); !strings.Contains(got, want) {
					t.Errorf("%s: error text %q, want it to contain %q", lang, got, want)
				}
			}
			_ = i18n.SetLanguage("en")
			if playedMoves(w) != "d5" {
				t.Errorf("the game became %q", playedMoves(w))
			}
			if !isFile(w.file, saved) {
				t.Errorf("the Save target became %v", w.file)
			}
			if data, _ := os.ReadFile(saved); string(data) != string(before) {
				t.Error("the saved file changed")
			}
			if data, _ := os.ReadFile(filepath.Join(dir, store.AutosaveName)); string(data) != string(autosave) {
				t.Error("the autosave changed")
			}
		})
	}
}

func TestRecentFilesKeepFiveAndDropMissingOnes(t *testing.T) {
	w, q := newStoredWindow(t, t.TempDir(), twoPlayerSetup(), &fakeComputer{}, nil)
	dir := t.TempDir()
	var paths []string
	for i := range 7 {
		p := filepath.Join(dir, "g"+string(rune('0'+i))+".kgn")
		paths = append(paths, p)
		if !w.writeTo(storage.NewFileURI(p)) {
			t.Fatal("save failed")
		}
	}
	list := w.recentFiles()
	if len(list) != maxRecent || !strings.HasSuffix(list[0], "g6.kgn") || !strings.HasSuffix(list[4], "g2.kgn") {
		t.Fatalf("recent files = %v", list)
	}
	if items := w.recentItems(); len(items) != 5 || items[0].Label != "g6.kgn" {
		t.Errorf("menu items = %v", items)
	}
	os.Remove(paths[5])
	w.openRecent(list[1])
	settleReads(t, q)
	if got := overlayTexts(w); !strings.Contains(got, "The file g5.kgn no longer exists") {
		t.Errorf("dialog says %q", got)
	}
	if l := w.recentFiles(); len(l) != 4 || slicesContain(l, list[1]) {
		t.Errorf("after the missing file: %v", l)
	}
	w.startGame(twoPlayerSetup())
	w.openRecent(list[0])
	settleReads(t, q)
	if !isFile(w.file, paths[6]) {
		t.Errorf("opening a recent file: Save target %v", w.file)
	}
}

func slicesContain(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// fileNameEntry is the file name field of the save dialog open on win (the
// entry that holds a name ending in .kgn, in any case), or nil.
func fileNameEntry(win fyne.Window) *widget.Entry {
	var entry *widget.Entry
	for _, o := range win.Canvas().Overlays().List() {
		uitest.Walk(o, func(obj fyne.CanvasObject) {
			var e *widget.Entry
			switch v := obj.(type) {
			case *widget.Entry:
				e = v
			case *kgnfile.NameField:
				e = &v.Entry
			}
			if e != nil && strings.HasSuffix(strings.ToLower(e.Text), ".kgn") {
				entry = e
			}
		})
	}
	return entry
}

// Tried from outside: "Save with the review…" offered konane-<date>.kgn for
// a game opened from partie.kgn. Every save dialog now offers the name of
// the file the game came from, and a dated name only for a game without one.
func TestTheSaveDialogOffersTheNameOfTheGamesFile(t *testing.T) {
	dir := t.TempDir()
	w, q := newStoredWindow(t, t.TempDir(), twoPlayerSetup(), &fakeComputer{}, nil)
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
		b := overlayButtonOn(win, "Cancel")
		if b == nil {
			t.Fatal("no Cancel button")
		}
		test.Tap(b)
	}

	w.saveAs()
	if got := offered(w.win); !regexp.MustCompile(`^konane-\d{4}-\d\d-\d\d-\d{4}\.kgn$`).MatchString(got) {
		t.Errorf("a new game: the dialog offers %q, want konane-<date>.kgn", got)
	}
	cancel(w.win)

	path := filepath.Join(dir, "partie.kgn")
	if err := os.WriteFile(path, []byte("[Size \"8\"]\n\n1. d5 e5 2. b5-d5 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if !w.loadData(storage.NewFileURI(path), []byte("[Size \"8\"]\n\n1. d5 e5 2. b5-d5 *\n")) {
		t.Fatal("the game did not open")
	}
	q.PumpUntil(t, "the game is shown", func() bool { return playedMoves(w) == "d5 e5 b5-d5" })
	w.saveAs()
	if got := offered(w.win); got != "partie.kgn" {
		t.Errorf("Save As after opening partie.kgn offers %q", got)
	}
	cancel(w.win)

	v := w.showReview(w.ctl.Game(), kgnfile.Name(w.file))
	t.Cleanup(v.Window().Close)
	w.saveGameAs(w.ctl.Game(), v.Window(), kgnfile.Name(w.file))
	if got := offered(v.Window()); got != "partie.kgn" {
		t.Errorf("Save with the review offers %q", got)
	}
}

func TestTheSaveDialogAddsTheExtensionAndAsksInOurLanguage(t *testing.T) {
	dir := t.TempDir()
	w, q := newStoredWindow(t, t.TempDir(), twoPlayerSetup(), &fakeComputer{}, nil)
	tapSquare(t, w, "d5")
	q.PumpUntil(t, "the move is shown", func() bool { return !w.ctl.Moving() })
	existing := filepath.Join(dir, "game.kgn")
	os.WriteFile(existing, []byte("old"), 0o644)
	w.file = storage.NewFileURI(filepath.Join(dir, "other.kgn")) // the dialog opens in dir

	saveAs := func(name string) {
		t.Helper()
		w.saveAs()
		entry := fileNameEntry(w.win)
		if entry == nil {
			t.Fatalf("no file name field; dialogs say %q", overlayTexts(w))
		}
		entry.SetText(name)
		save := overlayButton(w, "Save")
		if save == nil || save.Disabled() {
			t.Fatal("no Save button")
		}
		test.Tap(save)
	}

	saveAs("game") // game.kgn exists
	if strings.Contains(overlayTexts(w), "Overwrite") {
		t.Fatal("Fyne asked in English")
	}
	if !asked(w) || !strings.Contains(overlayTexts(w), "game.kgn already exists") {
		t.Fatalf("no question; dialogs say %q", overlayTexts(w))
	}
	if _, err := os.Stat(filepath.Join(dir, "game")); !os.IsNotExist(err) {
		t.Error("the name without extension was created")
	}
	if data, _ := os.ReadFile(existing); string(data) != "old" {
		t.Errorf("the file was touched before the answer: %q", data)
	}
	answer(t, w, true)
	if g, err := loadKGN(existing); err != nil || g.Ply() != 1 {
		t.Errorf("after Yes: %v, %v", g, err)
	}

	// The extension in capitals is kept. (Not "Game.KGN": on Windows and
	// macOS, whose file names ignore case, that is game.kgn, rightly asked
	// about.)
	saveAs("Second.KGN")
	if asked(w) {
		t.Error("asked about a new file")
	}
	if _, err := loadKGN(filepath.Join(dir, "Second.KGN")); err != nil {
		t.Error(err)
	}
	saveAs("fresh")
	if _, err := loadKGN(filepath.Join(dir, "fresh.kgn")); err != nil {
		t.Error(err)
	}
	// A folder's name: Konane says so, in the person's language (Fyne
	// said "Cannot overwrite" in English in every language, tried from
	// outside; TestSaveToAFolderOrAMissingFolderSaysWhy has the German),
	// and nothing is written.
	if err := os.Mkdir(filepath.Join(dir, "x.kgn"), 0o755); err != nil {
		t.Fatal(err)
	}
	saveAs("x.kgn")
	if text := overlayTexts(w); strings.Contains(text, "Cannot overwrite") || !strings.Contains(text, "x.kgn in the folder "+dir+": the name is that of a folder") {
		t.Errorf("a folder's name: dialogs say %q", text)
	}
	if fi, err := os.Stat(filepath.Join(dir, "x.kgn")); err != nil || !fi.IsDir() {
		t.Errorf("the folder x.kgn was touched: %v", err)
	}
	for _, o := range w.win.Canvas().Overlays().List() {
		w.win.Canvas().Overlays().Remove(o)
	}
	if !isFile(w.file, filepath.Join(dir, "fresh.kgn")) {
		t.Errorf("Save target %v", w.file)
	}
	// Cancel returns quietly: nothing written, no question, no error.
	before, _ := os.ReadDir(dir)
	w.saveAs()
	cancel := overlayButton(w, "Cancel")
	if cancel == nil {
		t.Fatal("no Cancel button")
	}
	test.Tap(cancel)
	if after, _ := os.ReadDir(dir); len(after) != len(before) || asked(w) {
		t.Errorf("Cancel changed the folder (%d → %d files) or asked", len(before), len(after))
	}
	if text := overlayTexts(w); strings.Contains(text, "Cannot") {
		t.Errorf("Cancel showed %q", text)
	}
	// After the dialog, files exist again for everybody.
	if ok, _ := storage.Exists(storage.NewFileURI(existing)); !ok {
		t.Error("the file repository still hides files")
	}
}

func loadKGN(path string) (*game.Game, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return game.ParseKGN(data)
}

// Saving under a folder's name or into a folder that does not exist says
// so in the person's language, and nothing is written.
func TestSaveToAFolderOrAMissingFolderSaysWhy(t *testing.T) {
	dir := t.TempDir()
	w, _ := newStoredWindow(t, dir, twoPlayerSetup(), &fakeComputer{}, nil)
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
			for _, o := range w.win.Canvas().Overlays().List() {
				w.win.Canvas().Overlays().Remove(o)
			}
			if w.writeTo(storage.NewFileURI(c.path)) {
				t.Fatalf("%s: saved", c.path)
			}
			want := map[string]string{"en": c.en, "de": c.de}[lang]
			if got := overlayTexts(w); !strings.Contains(got, want) {
				t.Errorf("%s, %s: error text %q, want it to contain %q", c.path, lang, got, want)
			}
		}
	}
	_ = i18n.SetLanguage("en")
	if left, _ := filepath.Glob(filepath.Join(filepath.Dir(target), ".*tmp*")); len(left) > 0 {
		t.Errorf("temporary files left beside the folder: %v", left)
	}
}

// A recent file is one entry however its path is spelled: saved once
// through the real folder and once through a link to it (on Windows also
// in other letters), it was listed twice, as the URIs were compared as
// strings.
func TestTheSameFileByAnotherPathIsOneRecentEntry(t *testing.T) {
	w, _ := newStoredWindow(t, t.TempDir(), twoPlayerSetup(), &fakeComputer{}, nil)
	dir := t.TempDir()
	real := filepath.Join(dir, "real")
	if err := os.Mkdir(real, 0o755); err != nil {
		t.Fatal(err)
	}
	// Another path to it: a link, or on Windows, whose names ignore case
	// (and where making links needs a privilege), its name in capitals.
	other := strings.ToUpper(real)
	if runtime.GOOS != "windows" {
		other = filepath.Join(dir, "link")
		if err := os.Symlink(real, other); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range []string{filepath.Join(real, "game.kgn"), filepath.Join(other, "game.kgn")} {
		if !w.writeTo(storage.NewFileURI(p)) {
			t.Fatalf("saving %s failed", p)
		}
	}
	if list := w.recentFiles(); len(list) != 1 {
		t.Errorf("recent files = %q, want the one file once", list)
	}
}

// A file of a 200-character name is in the Recent files submenu under a
// name shortened in its middle, its start and extension kept, so that
// the submenu fits the window at its minimum size in every language (Fyne
// put a submenu wider than the window partly left of it, cutting the
// name's first 25 characters); the item still opens the file.
func TestALongNameInRecentFilesIsShortenedToFitTheWindow(t *testing.T) {
	w, q := newStoredWindow(t, t.TempDir(), twoPlayerSetup(), &fakeComputer{}, nil)
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	name := strings.Repeat("game-against-the-computer-", 7) + "final-end.kgn"
	if len(name) < 190 {
		t.Fatalf("the name has %d characters", len(name))
	}
	path := filepath.Join(t.TempDir(), name)
	if !w.writeTo(storage.NewFileURI(path)) {
		t.Fatal("save failed")
	}
	for _, l := range i18n.Languages() {
		w.setLanguage(l.Code)
		items := w.recentItems()
		label := items[0].Label
		if !strings.HasPrefix(label, "game-against-the-comp") || !strings.HasSuffix(label, "-end.kgn") || !strings.Contains(label, "…") {
			t.Errorf("%s: the recent file is called %q", l.Code, label)
		}
		width := widget.NewMenu(fyne.NewMenu("", items...)).MinSize().Width
		if min := minWindowSize(w); width > min.Width {
			t.Errorf("%s: the Recent files submenu is %.0f wide, the window at least %.0f", l.Code, width, min.Width)
		}
	}
	w.startGame(twoPlayerSetup())
	w.recentItems()[0].Action()
	settleReads(t, q)
	if !isFile(w.file, path) {
		t.Errorf("the recent file opened %v, want %s", w.file, path)
	}
}

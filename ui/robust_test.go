package ui

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/internal/syncbuf"
	"github.com/konane/konane/store"
	"github.com/konane/konane/store/storetest"
	"github.com/konane/konane/ui/internal/uitest"
)

// newFaultWindow is newStoredWindow with the autosave and the statistics
// written through fs.
func newFaultWindow(t *testing.T, dir string, fs store.FS, trace *syncbuf.Buffer) (*Window, uiQueue) {
	t.Helper()
	return newStoredWindowFS(t, dir, twoPlayerSetup(), &fakeEngine{}, trace, fs)
}

// playOne plays the first legal move as a click would and waits for it.
func playOne(t *testing.T, w *Window, q uiQueue) {
	t.Helper()
	q.PumpUntil(t, "the person may move", w.ctl.HumanToMove)
	w.ctl.PlayHuman(firstLegal(t, w))
	q.PumpUntil(t, "the move is shown", func() bool { return !w.ctl.moving })
}

// Issue 13, case 3: an autosave that fails at any step of the atomic save,
// with any of the four errors, shows a warning in the person's language
// that stays while the saves fail (each move tries again) and goes at the
// first save that succeeds; the autosave on disk stays the last complete
// one; the trace never says a save happened when it did not.
func TestAFailingAutosaveIsToldUntilASaveSucceeds(t *testing.T) {
	for _, step := range storetest.Steps {
		t.Run(step.String(), func(t *testing.T) {
			dir := t.TempDir()
			fs := &storetest.FaultFS{}
			var trace syncbuf.Buffer
			w, q := newFaultWindow(t, dir, fs, &trace)
			playOne(t, w, q)
			path := filepath.Join(dir, store.AutosaveName)
			good, err := os.ReadFile(path)
			if err != nil || w.saveWarning.visible() {
				t.Fatalf("a healthy autosave: %v, warning %v", err, w.saveWarning.visible())
			}
			reasons := map[syscall.Errno]string{syscall.ENOSPC: "the disk is full", syscall.EROFS: "the disk is read-only",
				syscall.EACCES: "there is no permission", syscall.EIO: "the disk reported an error"}
			for _, errno := range storetest.Errnos {
				fs.Fail(step, errno)
				before := strings.Count(trace.String(), "autosaved")
				playOne(t, w, q)
				if !w.saveWarning.visible() || !strings.Contains(w.saveWarning.text.Text, reasons[errno]) {
					t.Fatalf("%v: warning shown %v, text %q", errno, w.saveWarning.visible(), w.saveWarning.text.Text)
				}
				if strings.Count(trace.String(), "autosaved") != before {
					t.Fatalf("%v: the trace reports a save that failed:\n%s", errno, trace.String())
				}
				now, _ := os.ReadFile(path)
				if step != storetest.DirSync && string(now) != string(good) {
					t.Fatalf("%v: the autosave on disk changed to %q", errno, now)
				}
				if _, err := game.ParseKGN(now); err != nil {
					t.Fatalf("%v: the autosave on disk is damaged: %v", errno, err)
				}
			}
			_ = i18n.SetLanguage("de")
			if !strings.Contains(w.saveWarning.text.Text, "nicht gespeichert") || w.saveWarning.saveAs.Text != "Speichern unter…" {
				t.Errorf("the warning does not follow the language: %q / %q", w.saveWarning.text.Text, w.saveWarning.saveAs.Text)
			}
			_ = i18n.SetLanguage("en")
			fs.Fail(step, nil)
			playOne(t, w, q)
			if w.saveWarning.visible() {
				t.Error("the warning stays after a save succeeded")
			}
			g, err := store.Autosave{Dir: dir}.Load()
			if err != nil || g == nil || g.Ply() != w.ctl.game.Ply() {
				t.Fatalf("after the disk healed the autosave holds %v (%v), want %d moves", g, err, w.ctl.game.Ply())
			}
		})
	}
}

// Issue 13, case 3: closing the window or Quit while the game cannot be
// saved asks first: Quit without saving leaves, Save as… leaves once the
// game is written elsewhere, Cancel and Escape go back to the game (which
// goes on, and asks again at the next try); the trace never says "saved
// on exit".
func TestLeavingWithAnUnsavedGameAsks(t *testing.T) {
	for _, way := range []string{"close", "quit"} {
		for _, answer := range []string{"quit without saving", "save as", "cancel", "escape"} {
			t.Run(way+"/"+answer, func(t *testing.T) {
				dir := t.TempDir()
				fs := &storetest.FaultFS{}
				var trace syncbuf.Buffer
				w, q := newFaultWindow(t, dir, fs, &trace)
				quits := 0
				leave := map[string]func(){"close": w.closeRequested, "quit": func() { w.leave(func() { quits++ }) }}[way]
				playOne(t, w, q)
				fs.Fail(storetest.Write, syscall.ENOSPC)
				playOne(t, w, q)
				leave()
				if w.quitDialog == nil || !strings.Contains(overlayTexts(w), "The game could not be saved (the disk is full)") {
					t.Fatalf("no question; dialogs say %q", overlayTexts(w))
				}
				if w.ctl.closed || quits != 0 {
					t.Fatal("left before the person answered")
				}
				switch answer {
				case "quit without saving":
					tapDialogButton(t, w, "Quit without saving")
				case "cancel", "escape":
					if answer == "cancel" {
						tapDialogButton(t, w, "Cancel")
					} else {
						w.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
					}
					if w.ctl.closed || quits != 0 || len(w.win.Canvas().Overlays().List()) != 0 {
						t.Fatalf("%s: closed %v, quits %d, dialogs %q", answer, w.ctl.closed, quits, overlayTexts(w))
					}
					playOne(t, w, q) // back to the game, which goes on
					leave()
					if !strings.Contains(overlayTexts(w), "The game could not be saved") {
						t.Fatalf("the next try did not ask; dialogs say %q", overlayTexts(w))
					}
					tapDialogButton(t, w, "Quit without saving")
				case "save as":
					tapDialogButton(t, w, "Save as…")
					target := filepath.Join(t.TempDir(), "kept.kgn")
					w.writeTo(storage.NewFileURI(target)) // what the save dialog ends in
					data, err := os.ReadFile(target)
					if g, perr := game.ParseKGN(data); err != nil || perr != nil || g.Ply() != 2 {
						t.Fatalf("the game saved elsewhere: %q %v %v", data, err, perr)
					}
				}
				if way == "close" && !w.ctl.closed || way == "quit" && quits != 1 {
					t.Fatalf("did not leave after %q", answer)
				}
				if strings.Contains(trace.String(), "saved on exit\n") {
					t.Errorf("the trace reports a save on exit that failed:\n%s", trace.String())
				}
				if !strings.Contains(trace.String(), "save on exit failed") {
					t.Errorf("the failed save is not in the trace:\n%s", trace.String())
				}
			})
		}
	}
}

// With a healthy disk, closing asks nothing and saves once.
func TestLeavingWithASavedGameDoesNotAsk(t *testing.T) {
	dir := t.TempDir()
	var trace syncbuf.Buffer
	w, q := newFaultWindow(t, dir, &storetest.FaultFS{}, &trace)
	playOne(t, w, q)
	w.closeRequested()
	if !w.ctl.closed || w.quitDialog != nil {
		t.Fatalf("closed %v, question %v", w.ctl.closed, w.quitDialog)
	}
	if n := strings.Count(trace.String(), "saved on exit"); n != 1 {
		t.Errorf("saved on exit %d times:\n%s", n, trace.String())
	}
}

// tapDialogButton taps the button labelled text in the dialogs on show.
func tapDialogButton(t *testing.T, w *Window, text string) {
	t.Helper()
	var found *widget.Button
	for _, o := range w.win.Canvas().Overlays().List() {
		uitest.Walk(o, func(obj fyne.CanvasObject) {
			if b, ok := obj.(*widget.Button); ok && b.Text == text && found == nil {
				found = b
			}
		})
	}
	if found == nil {
		t.Fatalf("no button %q; dialogs say %q", text, overlayTexts(w))
	}
	test.Tap(found)
}

// Issue 13, case 2: a statistics file cut short is set aside as
// stats-corrupt-TIME.json, the person is told once in their language, and
// the next finished game counts from zero without touching the kept file.
func TestDamagedStatisticsAreSetAsideAndTold(t *testing.T) {
	dir := t.TempDir()
	bad := `{"blackWins": 12`
	if err := os.WriteFile(filepath.Join(dir, store.StatsName), []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	w, q := newStoredWindow(t, dir, DefaultSetup(), &fakeEngine{}, nil)
	aside, _ := filepath.Glob(filepath.Join(dir, "stats-corrupt-*.json"))
	if len(aside) != 1 || !regexp.MustCompile(`stats-corrupt-\d{8}-\d{6}\.json$`).MatchString(aside[0]) {
		t.Fatalf("set aside: %v", aside)
	}
	if text := overlayTexts(w); strings.Count(text, "The statistics could not be read; the file was kept as "+filepath.Base(aside[0])) != 1 ||
		!showsFolder(text, dir) {
		t.Errorf("the dialogs say %q", text)
	}
	almost, last := finishedDemoButOne(t)
	w.ctl.Load(almost)
	q.PumpUntil(t, "the person may move", w.ctl.HumanToMove)
	w.ctl.PlayHuman(last)
	q.PumpUntil(t, "the move is shown", func() bool { return !w.ctl.moving })
	if s := loadStats(t, dir); s.Games() != 1 {
		t.Errorf("fresh statistics after the game: %+v", s)
	}
	if kept, _ := os.ReadFile(aside[0]); string(kept) != bad {
		t.Errorf("the kept file changed: %q", kept)
	}
	if text := overlayTexts(w); strings.Count(text, "The statistics could not be read") != 1 {
		t.Errorf("told more than once: %q", text)
	}
}

// Issue 13, case 2: a damaged settings file (the recent files, the
// language, the New game choices) is set aside before Fyne reads it and the
// person is told in their language.
func TestDamagedSettingsAreSetAsideAndTold(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("HOME", t.TempDir())
	path := SettingsPath("org.example.test")
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	bad := `{"files.recent":["file:///home/a/game.kgn"],"lang`
	if err := os.WriteFile(path, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	err := CheckSettings("org.example.test")
	var ce *store.CorruptError
	if !errors.As(err, &ce) || !strings.HasSuffix(filepath.Base(ce.Aside), ".json") || !strings.HasPrefix(filepath.Base(ce.Aside), "preferences-corrupt-") {
		t.Fatalf("CheckSettings = %v", err)
	}
	if kept, _ := os.ReadFile(ce.Aside); string(kept) != bad {
		t.Errorf("kept %q", kept)
	}
	a := test.NewTempApp(t)
	a.Preferences().SetString(i18n.PreferenceKey, "de")
	w := NewMainWindow(a, Options{Engine: &fakeEngine{}, StorageDir: t.TempDir(), SettingsErr: err})
	defer w.win.Close()
	if text := overlayTexts(w); !strings.Contains(text, "Ihre Einstellungen") || !strings.Contains(text, filepath.Base(ce.Aside)) ||
		!showsFolder(text, filepath.Dir(ce.Aside)) {
		t.Errorf("the dialogs say %q", text)
	}
	_ = i18n.SetLanguage("en")
}

// Save as… from the question, then a write that fails: the person
// stays, and a later Save does not end the program.
func TestAFailedSaveAsFromTheQuestionStays(t *testing.T) {
	dir := t.TempDir()
	fs := &storetest.FaultFS{}
	w, q := newFaultWindow(t, dir, fs, nil)
	quits := 0
	playOne(t, w, q)
	fs.Fail(storetest.Create, syscall.EROFS)
	playOne(t, w, q)
	w.leave(func() { quits++ })
	tapDialogButton(t, w, "Save as…")
	w.writeTo(storage.NewFileURI(filepath.Join(t.TempDir(), "no", "such", "folder.kgn"))) // fails
	w.writeTo(storage.NewFileURI(filepath.Join(t.TempDir(), "later.kgn")))                // a later Save
	if quits != 0 || w.ctl.closed {
		t.Fatalf("left after a failed Save as and a later save: %d", quits)
	}
}

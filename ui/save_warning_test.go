package ui

import (
	"os"
	"path/filepath"
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

// When the autosave fails, the board and the Moves/Rules tabs start below
// the warning bar, whose wrapped text has room for all its lines, in
// every language and at several widths, and come back up when the
// autosave works again.
func TestTheAutosaveWarningPushesTheBoardDownInsteadOfCoveringIt(t *testing.T) {
	// One window switched from language to language, back at its first
	// size for each: building the window costs more than the checks.
	languages := i18n.Languages()
	w, fs := windowOnFaultyDisk(t, languages[0].Code)
	start := w.win.Canvas().Size()
	for _, l := range languages {
		t.Run(l.Code, func(t *testing.T) {
			w.win.Resize(start)
			w.setLanguage(l.Code)
			if w.saveWarning.bar.Visible() {
				t.Fatal("a warning before the autosave failed")
			}
			center := w.body.Objects[2] // the board beside the tabs
			top := center.Position().Y
			for _, width := range []float32{1040, 800, 700} {
				w.win.Resize(fyne.NewSize(width, 720))
				fs.Fail(storetest.Create, syscall.EISDIR)
				w.life.Persist.Save(w.ctl)
				if !w.saveWarning.bar.Visible() {
					t.Fatal("no warning")
				}
				bar, text := w.saveWarning.bar, w.saveWarning.text
				barBottom := bar.Position().Y + bar.Size().Height // in the top box, at the body's origin
				if got := center.Position().Y; got < barBottom {
					t.Errorf("at %v px the board starts at y=%v, inside the bar (bottom %v)", width, got, barBottom)
				}
				if need := text.MinSize().Height; text.Size().Height < need {
					t.Errorf("at %v px the warning's text has %v px for %v px of lines", width, text.Size().Height, need)
				}
				fs.Fail(storetest.Create, nil)
				w.life.Persist.Save(w.ctl)
				if w.saveWarning.bar.Visible() || center.Position().Y != top {
					t.Errorf("at %v px, saved again: warning %v, board at y=%v, want %v", width, w.saveWarning.bar.Visible(), center.Position().Y, top)
				}
			}
		})
	}
}

// newFaultWindow is newStoredWindow with the autosave and the statistics
// written through fs.
func newFaultWindow(t *testing.T, dir string, fs store.FS, trace *syncbuf.Buffer) (*Window, uiQueue) {
	t.Helper()
	return newStoredWindowFS(t, dir, twoPlayerSetup(), &fakeComputer{}, trace, fs)
}

// playOne plays the first legal move as a click would and waits for it.
func playOne(t *testing.T, w *Window, q uiQueue) {
	t.Helper()
	q.PumpUntil(t, "the person may move", w.ctl.HumanToMove)
	w.ctl.PlayHuman(firstLegal(t, w))
	q.PumpUntil(t, "the move is shown", func() bool { return !w.ctl.Moving() })
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
			if err != nil || w.saveWarning.bar.Visible() {
				t.Fatalf("a healthy autosave: %v, warning %v", err, w.saveWarning.bar.Visible())
			}
			reasons := map[syscall.Errno]string{syscall.ENOSPC: "the disk is full", syscall.EROFS: "the disk is read-only",
				syscall.EACCES: "there is no permission", syscall.EIO: "the disk reported an error"}
			for _, errno := range storetest.Errnos {
				fs.Fail(step, errno)
				before := strings.Count(trace.String(), "autosaved")
				playOne(t, w, q)
				if !w.saveWarning.bar.Visible() || !strings.Contains(w.saveWarning.text.Text, reasons[errno]) {
					t.Fatalf("%v: warning shown %v, text %q", errno, w.saveWarning.bar.Visible(), w.saveWarning.text.Text)
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
			if w.saveWarning.bar.Visible() {
				t.Error("the warning stays after a save succeeded")
			}
			g, err := store.Autosave{Dir: dir}.Load()
			if err != nil || g == nil || g.Ply() != w.ctl.Game().Ply() {
				t.Fatalf("after the disk healed the autosave holds %v (%v), want %d moves", g, err, w.ctl.Game().Ply())
			}
		})
	}
}

// Issue 13, case 3: closing the window or Quit while the game cannot be
// saved asks first: Quit without saving leaves, Save as… leaves once the
// game is written elsewhere, Cancel and Escape go back to the game (which
// goes on, and asks again at the next try); while the question is on show
// the game waits for the answer; the trace never says "saved on exit".
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
				if !strings.Contains(overlayTexts(w), "The game could not be saved (the disk is full)") {
					t.Fatalf("no question; dialogs say %q", overlayTexts(w))
				}
				if w.ctl.Closed() || quits != 0 {
					t.Fatal("left before the person answered")
				}
				if !w.ctl.Held() {
					t.Error("the game goes on under the question")
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
					if w.ctl.Closed() || quits != 0 || len(w.win.Canvas().Overlays().List()) != 0 {
						t.Fatalf("%s: closed %v, quits %d, dialogs %q", answer, w.ctl.Closed(), quits, overlayTexts(w))
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
					w.doc.WriteTo(storage.NewFileURI(target)) // what the save dialog ends in
					data, err := os.ReadFile(target)
					if g, perr := game.ParseKGN(data); err != nil || perr != nil || g.Ply() != 2 {
						t.Fatalf("the game saved elsewhere: %q %v %v", data, err, perr)
					}
				}
				if way == "close" && !w.ctl.Closed() || way == "quit" && quits != 1 {
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
	if !w.ctl.Closed() || strings.Contains(overlayTexts(w), "could not be saved") {
		t.Fatalf("closed %v, dialogs %q", w.ctl.Closed(), overlayTexts(w))
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
			if b, ok := uitest.Button(obj); ok && b.Text == text && found == nil {
				found = b
			}
		})
	}
	if found == nil {
		t.Fatalf("no button %q; dialogs say %q", text, overlayTexts(w))
	}
	test.Tap(found)
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
	w.doc.WriteTo(storage.NewFileURI(filepath.Join(t.TempDir(), "no", "such", "folder.kgn"))) // fails
	w.doc.WriteTo(storage.NewFileURI(filepath.Join(t.TempDir(), "later.kgn")))                // a later Save
	if quits != 0 || w.ctl.Closed() {
		t.Fatalf("left after a failed Save as and a later save: %d", quits)
	}
}

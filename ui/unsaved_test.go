package ui

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/internal/hangguard"
	"github.com/konane/konane/internal/instance"
	"github.com/konane/konane/internal/syncbuf"
	"github.com/konane/konane/play"
	"github.com/konane/konane/store"
	"github.com/konane/konane/store/storetest"
	"github.com/konane/konane/ui/internal/errtext"
	"github.com/konane/konane/ui/internal/uitest"
	"github.com/konane/konane/ui/tutorview"
)

// interruptAndWait sends SIGINT to the test process while w listens
// (life.Session.QuitOnSignal) and waits for the handler to be done with the save.
func interruptAndWait(t *testing.T, w *Window, trace *syncbuf.Buffer) {
	t.Helper()
	stop := w.life.QuitOnSignal()
	defer stop()
	signalSelf(t, syscall.SIGINT)
	deadline := time.Now().Add(hangguard.Until(t))
	for !w.life.Persist.Exited() && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	// The handler stops the hand-off after the save; wait for that too.
	for time.Now().Before(deadline) {
		if _, err := os.Stat(filepath.Join(w.life.Persist.Dir(), instance.SocketName)); errors.Is(err, fs.ErrNotExist) {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	if !strings.Contains(trace.String(), "signal interrupt") {
		t.Fatalf("the handler did not get the signal; trace:\n%s", trace.String())
	}
}

// With the storage folder read-only, the save on SIGINT writes the game
// to a file of its own elsewhere, says on stderr where and why (in the
// person's language), and the next start tells the person where the game
// is, once.
func TestAGameTheSignalCannotSaveIsSavedElsewhereAndToldAtTheNextStart(t *testing.T) {
	for _, lang := range []string{"en", "th"} {
		t.Run(lang, func(t *testing.T) {
			defer func() { _ = i18n.SetLanguage("en") }()
			dir, elsewhere := t.TempDir(), t.TempDir()
			faults := &storetest.FaultFS{}
			var trace, stderr syncbuf.Buffer
			a := test.NewTempApp(t)
			a.Preferences().SetString(i18n.PreferenceKey, lang)
			saveSetup(a.Preferences(), twoPlayerSetup())
			q := make(uiQueue, 64)
			opts := Options{Computer: &fakeComputer{}, Hooks: Hooks{StorageDir: dir, Trace: &trace, do: q.Do, fs: faults, fallbackDirs: []string{elsewhere}, stderr: &stderr}}
			w := NewMainWindow(a, opts)
			defer w.win.Close()
			playOne(t, w, q)
			playOne(t, w, q)
			faults.FailIn(dir, storetest.Create, syscall.EROFS) // the storage folder only
			playOne(t, w, q)
			if !w.saveWarning.bar.Visible() {
				t.Fatal("no warning while the autosave fails")
			}
			interruptAndWait(t, w, &trace)

			kept, _ := filepath.Glob(filepath.Join(elsewhere, play.UnsavedPrefix+"*.kgn"))
			if len(kept) != 1 {
				t.Fatalf("games saved elsewhere: %v; stderr %q; trace:\n%s", kept, stderr.String(), trace.String())
			}
			data, _ := os.ReadFile(kept[0])
			if g, err := game.ParseKGN(data); err != nil || g.Ply() != 3 {
				t.Fatalf("the game saved elsewhere: %q (%v), want 3 moves", data, err)
			}
			_ = i18n.SetLanguage(lang)
			// The terminal gets the Thai line without word breaks.
			want := i18n.Plain(i18n.Format(i18n.MsgUnsavedKeptElsewhere, i18n.Args{"Folder": dir,
				"Reason": errtext.SaveReason(syscall.EROFS), "Path": kept[0]})) + "\n"
			if stderr.String() != want {
				t.Errorf("stderr %q, want the one line %q", stderr.String(), want)
			}
			if _, err := os.Stat(filepath.Join(dir, instance.SocketName)); !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("instance.sock stays after the signal: %v", err)
			}

			// The next start, on a healthy disk, tells where the game is;
			// the one after that does not tell again.
			faults.Fail(storetest.Create, nil)
			for start := 2; start <= 3; start++ {
				w2 := NewMainWindow(a, opts)
				text := overlayTexts(w2)
				told := strings.Contains(text, i18n.Format(i18n.MsgUnsavedFoundText, i18n.Args{"Path": filepath.Base(kept[0])})) && uitest.ShowsFolder(text, elsewhere)
				if start == 2 && !told {
					t.Errorf("the next start says %q, want where the game was saved", text)
				}
				if start == 3 && told {
					t.Errorf("the start after that tells again: %q", text)
				}
				w2.win.Close()
			}
		})
	}
}

// When the game can be written nowhere, stderr says it is lost; a game
// without moves is not written anywhere and nothing is said.
func TestAGameThatCannotBeSavedAnywhereIsSaidToBeLost(t *testing.T) {
	dir := t.TempDir()
	faults := &storetest.FaultFS{}
	var stderr syncbuf.Buffer
	w, _ := newWindowWith(t, "de", twoPlayerSetup(), Options{Computer: &fakeComputer{}, Hooks: Hooks{StorageDir: dir, fs: faults, fallbackDirs: []string{t.TempDir(), t.TempDir()}, stderr: &stderr}})
	defer func() { _ = i18n.SetLanguage("en") }()
	faults.Fail(storetest.Write, syscall.ENOSPC) // every folder is full
	if err := w.life.Persist.SaveOnExit(true); err == nil {
		t.Fatal("the save on exit did not fail")
	}
	if stderr.String() != "" {
		t.Errorf("a game without moves: stderr %q", stderr.String())
	}

	faults.Fail(storetest.Write, nil)
	w2, q2 := newWindowWith(t, "de", twoPlayerSetup(), Options{Computer: &fakeComputer{}, Hooks: Hooks{StorageDir: t.TempDir(), fs: faults, fallbackDirs: []string{t.TempDir()}, stderr: &stderr}})
	playOne(t, w2, q2)
	faults.Fail(storetest.Write, syscall.ENOSPC)
	w2.win.Close() // the final save fails everywhere
	want := i18n.Plain(i18n.Format(i18n.MsgUnsavedLost, i18n.Args{"Folder": w2.life.Persist.Dir(), "Reason": errtext.SaveReason(syscall.ENOSPC)})) + "\n"
	if stderr.String() != want || !strings.Contains(want, "verloren") {
		t.Errorf("stderr %q, want %q", stderr.String(), want)
	}
}

// The tutorial offer is not made over a resumed game, even when the
// program was killed while the offer was open and its mark was not kept:
// the offer counts as made once shown, and a resumed game means the first
// start is past.
func TestTheTutorialIsNotOfferedOverAResumedGame(t *testing.T) {
	for _, moves := range []string{"*", "1. d5 e5 *"} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, store.AutosaveName), []byte("[Size \"8\"]\n\n"+moves+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		w, _ := newStoredWindow(t, dir, twoPlayerSetup(), &fakeComputer{}, nil)
		offerTutorialAtStart(w, Options{})
		if text := overlayTexts(w); strings.Contains(text, i18n.T(i18n.MsgTutorOffer)) {
			t.Errorf("resumed %q: the tutorial is offered over it", moves)
		}
		if !w.app.Preferences().Bool(tutorview.OfferedKey) {
			t.Errorf("resumed %q: the offer is not counted as made", moves)
		}
	}
}

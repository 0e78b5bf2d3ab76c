package proctest

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/store"
)

// socketName is the single-instance hand-off socket in the storage folder.
const socketName = "instance.sock"

// waitForFile polls until path exists (want true) or is gone (want false).
func waitForFile(path string, want bool, d time.Duration) bool {
	for end := time.Now().Add(d); ; time.Sleep(50 * time.Millisecond) {
		_, err := os.Stat(path)
		if (err == nil) == want {
			return true
		}
		if time.Now().After(end) {
			return false
		}
	}
}

// Issue: instance.sock stayed in the storage folder after a clean SIGTERM
// exit. Every clean way out (SIGTERM, SIGINT, SIGHUP, the close button)
// removes it.
func TestEveryCleanExitRemovesTheHandOffSocket(t *testing.T) {
	ctx, tmp, bin, display := startSession(t, 3*time.Minute, "Xvfb", "xdotool")
	closer, cerr := buildCloser(ctx, tmp)
	for _, way := range []string{"SIGTERM", "SIGINT", "SIGHUP", "close"} {
		t.Run(way, func(t *testing.T) {
			if way == "close" && cerr != nil {
				t.Skipf("no closer: %v", cerr)
			}
			home, storage := newHome(t, "en")
			sock := filepath.Join(storage, socketName)
			a := startIn(t, ctx, bin, display, home)
			a.waitFor(t, "language en", 20*time.Second)
			if !waitForFile(sock, true, 10*time.Second) {
				t.Fatalf("no %s while the program runs; stderr:\n%s", socketName, a.out.String())
			}
			switch way {
			case "close":
				win := windowOf(t, ctx, display, a.cmd.Process.Pid)
				if win == "" {
					t.Fatal("no window to close")
				}
				closeWindow(t, ctx, closer, display, win)
			default:
				sig := map[string]syscall.Signal{"SIGTERM": syscall.SIGTERM, "SIGINT": syscall.SIGINT, "SIGHUP": syscall.SIGHUP}[way]
				if err := a.cmd.Process.Signal(sig); err != nil {
					t.Fatal(err)
				}
			}
			if err := a.cmd.Wait(); err != nil {
				t.Errorf("exit after %s: %v; stderr:\n%s", way, err, a.out.String())
			}
			if _, err := os.Stat(sock); !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("%s stays after %s (%v)", socketName, way, err)
			}
		})
	}
}

// Issue: with the storage folder unwritable, SIGINT ended the program with
// nothing on stderr and the moves lost. Here the autosave's name is taken
// by a folder after three moves, so that every save there fails: SIGINT
// saves the game in the home folder, says so in one Thai line on stderr,
// and the next start tells where the game is.
func TestASignalThatCannotSaveKeepsTheGameElsewhereAndSaysWhere(t *testing.T) {
	ctx, _, bin, display := startSession(t, 2*time.Minute, "Xvfb")
	home, storage := newHome(t, "th")
	autosave := filepath.Join(storage, store.AutosaveName)
	a := launchKilled(t, ctx, bin, appEnv(display, home, "d5 e5 b5-d5"))
	a.waitFor(t, "autosaved 3 moves", 30*time.Second)
	if err := os.Remove(autosave); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(autosave, "in the way"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := a.cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	if err := a.cmd.Wait(); err != nil {
		t.Errorf("exit after SIGINT: %v; stderr:\n%s", err, a.out.String())
	}
	kept, _ := filepath.Glob(filepath.Join(home, "konane-unsaved-*.kgn"))
	if len(kept) != 1 {
		t.Fatalf("games kept in the home folder: %v; stderr:\n%s", kept, a.out.String())
	}
	checkMoves(t, kept[0], "d5 e5 b5-d5")
	if err := i18n.SetLanguage("th"); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = i18n.SetLanguage("en") }()
	line := i18n.Plain(i18n.Format(i18n.MsgUnsavedKeptElsewhere, i18n.Args{"Folder": storage,
		"Reason": i18n.T(i18n.MsgSaveFailReasonIsFolder), "Path": kept[0]})) // the reason ui gives for store.ErrIsFolder; no word breaks on a terminal
	if !strings.Contains(a.out.String(), line+"\n") {
		t.Errorf("stderr lacks the line %q:\n%s", line, a.out.String())
	}

	if err := os.RemoveAll(autosave); err != nil {
		t.Fatal(err)
	}
	next := launchKilled(t, ctx, bin, appEnv(display, home, ""))
	next.waitFor(t, "told of the game saved as "+kept[0], 20*time.Second)
}

// Issue: the first-start tutorial offer came back over the resumed game
// when the program was killed (SIGTERM) while the offer was open.
func TestTheTutorialOfferDoesNotComeBackAfterASignal(t *testing.T) {
	ctx, _, bin, display := startSession(t, 2*time.Minute, "Xvfb")
	home, storage := newHome(t, "en")
	prefs := `{"newgame.mode":1,"language":"en"}` // the offer not made yet
	if err := os.WriteFile(filepath.Join(storage, "preferences.json"), []byte(prefs), 0o644); err != nil {
		t.Fatal(err)
	}
	first := startIn(t, ctx, bin, display, home)
	first.waitFor(t, "tutorial offered", 20*time.Second)
	first.term(t)

	second := startIn(t, ctx, bin, display, home)
	second.waitFor(t, "resumed 0 moves", 20*time.Second)
	time.Sleep(3 * time.Second) // the offer comes at once when it comes
	if strings.Contains(second.out.String(), "tutorial offered") {
		t.Errorf("the offer came back; stderr:\n%s", second.out.String())
	}
	second.term(t)
}

package proctest

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/konane/konane/store"
)

// sigtermRuns is how many times the loop ends the program with SIGTERM.
const sigtermRuns = 32

// Issue 13, case 4: after three moves, SIGTERM (and SIGINT, SIGHUP) ends
// the program with status 0 and the game saved exactly once, in every run,
// with no dialog open and with each kind of dialog open (a file dialog, the
// New game form, the statistics). The autosave is removed before the
// signal, so only the save on the way out can bring it back.
func TestEverySignalSavesExactlyOnceWhateverDialogIsOpen(t *testing.T) {
	ctx, tmp, bin, display := startSession(t, 6*time.Minute, "Xvfb")
	home := filepath.Join(tmp, "home")
	storage := writePrefs(t, home, "en")
	autosave := filepath.Join(storage, store.AutosaveName)
	dialogs := []string{"", "@open", "", "@newgame", "", "@stats", "", "@saveas"}
	type run struct {
		sig    syscall.Signal
		dialog string
	}
	var runs []run
	for i := range sigtermRuns {
		runs = append(runs, run{syscall.SIGTERM, dialogs[i%len(dialogs)]})
	}
	runs = append(runs, run{syscall.SIGINT, ""}, run{syscall.SIGINT, "@open"}, run{syscall.SIGHUP, ""}, run{syscall.SIGHUP, "@newgame"})
	passed := map[syscall.Signal]int{}
	for i, r := range runs {
		name := fmt.Sprintf("%02d-%v-%s", i, r.sig, strings.TrimPrefix(r.dialog, "@"))
		ok := t.Run(name, func(t *testing.T) {
			_ = os.Remove(autosave)
			script := "d5 e5 b5-d5 " + r.dialog
			a := launch(t, ctx, bin, appEnv(display, home, script))
			cmd := a.cmd
			exited := make(chan error, 1) // the one Wait of the process
			go func() { exited <- cmd.Wait() }()
			defer func() {
				_ = cmd.Process.Kill()
				<-exited
			}()
			a.waitFor(t, "autosaved 3 moves", 30*time.Second)
			if r.dialog != "" {
				a.waitFor(t, "script: opened "+r.dialog, 10*time.Second)
			}
			if err := os.Remove(autosave); err != nil {
				t.Fatal(err)
			}
			if err := cmd.Process.Signal(r.sig); err != nil {
				t.Fatal(err)
			}
			select {
			case err := <-exited:
				exited <- err // for the deferred clean-up
				if err != nil {
					t.Errorf("after %v the program ended with %v, want status 0; stderr:\n%s", r.sig, err, a.out.String())
				}
			case <-time.After(15 * time.Second):
				t.Fatalf("the program did not end within 15 s of %v; stderr:\n%s", r.sig, a.out.String())
			}
			if n := strings.Count(a.out.String(), "saved on exit"); n != 1 {
				t.Errorf("saved on exit %d times, want once; stderr:\n%s", n, a.out.String())
			}
			checkMoves(t, autosave, "d5 e5 b5-d5")
		})
		if ok {
			passed[r.sig]++
		}
	}
	t.Logf("runs that saved exactly once and exited 0: SIGTERM %d of %d, SIGINT %d of 2, SIGHUP %d of 2",
		passed[syscall.SIGTERM], sigtermRuns, passed[syscall.SIGINT], passed[syscall.SIGHUP])
}

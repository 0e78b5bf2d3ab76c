package proctest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/konane/konane/store"
)

// Issue (a tester's): with the replay window open, closing the game window
// left the program running with the replay on screen until the exit
// watchdog ended it five seconds later ("shutdown took more than 5s").
// Closing the game window ends the program, saved once, at once.
func TestClosingTheGameWindowEndsTheProgramWithItsOtherWindows(t *testing.T) {
	ctx, tmp, bin, display := startSession(t, 2*time.Minute, "Xvfb", "xdotool")
	closer, err := buildCloser(ctx, tmp)
	if err != nil {
		t.Skipf("no closer: %v", err)
	}
	home := filepath.Join(tmp, "home")
	storage := writePrefs(t, home, "en")
	a := launch(t, ctx, bin, appEnv(display, home, "d5 e5 b5-d5 @replay"))
	exited := make(chan error, 1)
	go func() { exited <- a.cmd.Wait() }()
	defer func() {
		_ = a.cmd.Process.Kill()
		<-exited
	}()
	a.waitFor(t, "script: opened @replay", 30*time.Second)
	win := windowOf(t, ctx, display, a.cmd.Process.Pid, "--name", "^Kōnane$") // the game window, not the replay
	if win == "" {
		t.Fatalf("no game window titled Kōnane; stderr:\n%s", a.out.String())
	}
	closeWindow(t, ctx, closer, display, win)
	select {
	case err := <-exited:
		exited <- err // for the deferred wait
		if err != nil {
			t.Errorf("exit status after closing the game window: %v; stderr:\n%s", err, a.out.String())
		}
	case <-time.After(20 * time.Second):
		t.Fatalf("the program still runs 20 s after its game window was closed with the replay open; stderr:\n%s", a.out.String())
	}
	// With the replay keeping the app alive, only the exit watchdog ended
	// the program, 5 s after the save, and said so.
	if out := a.out.String(); strings.Contains(out, "shutdown took") || strings.Count(out, "saved on exit") != 1 {
		t.Errorf("want one save on exit and the program ended by the close, not by the exit watchdog; stderr:\n%s", out)
	}
	if _, err := os.Stat(filepath.Join(storage, store.AutosaveName)); err != nil {
		t.Errorf("no autosave after the close: %v", err)
	}
}

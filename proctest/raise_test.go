package proctest

import (
	"context"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/konane/konane/internal/instance"
)

// xdo runs xdotool with args on display and returns its output, trimmed.
func xdo(t *testing.T, ctx context.Context, display string, args ...string) string {
	t.Helper()
	cmd := exec.CommandContext(ctx, "xdotool", args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+display)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("xdotool %q: %v", args, err)
	}
	return strings.TrimSpace(string(out))
}

// Issue 20: a second start without a file opened a second window ("Kōnane
// is already open…") that neither resumed nor saved. Now it asks the
// running copy to bring its window to the front and ends with status 0,
// saying nothing; only when the copy that holds the lock does not answer
// does it open its window of old.
func TestASecondStartWithoutAFileBringsTheRunningWindowToTheFront(t *testing.T) {
	ctx, _, bin, display := startSession(t, 2*time.Minute, "Xvfb", "xdotool")

	t.Run("the running window comes to the front; the second start ends quietly", func(t *testing.T) {
		home, _ := newHome(t, "en")
		first := startIn(t, ctx, bin, display, home)
		first.waitFor(t, "autosaved 0 moves", 30*time.Second)
		win := windowOf(t, ctx, display, first.cmd.Process.Pid)
		if win == "" {
			t.Fatal("the first start has no window")
		}
		root := xdo(t, ctx, display, "search", "--maxdepth", "0", "--name", "")
		xdo(t, ctx, display, "windowfocus", "--sync", root) // the person works elsewhere
		if got := xdo(t, ctx, display, "getwindowfocus"); got == win {
			t.Fatalf("the window %s kept the focus", win)
		}

		sctx, cancel := context.WithTimeout(ctx, 20*time.Second) // a second window would stay
		defer cancel()
		second := exec.CommandContext(sctx, bin)
		second.Env = append(cmdLineEnv(display, home), "KONANE_TRACE=") // as a person sees it
		out, err := second.CombinedOutput()
		if err != nil || len(out) != 0 {
			t.Fatalf("the second start: %v, output %q; want status 0 and nothing said", err, out)
		}
		first.waitFor(t, "raised by another copy", 10*time.Second)
		deadline := time.Now().Add(5 * time.Second)
		for xdo(t, ctx, display, "getwindowfocus") != win {
			if time.Now().After(deadline) {
				t.Fatalf("the focus is on %s, not on the running window %s", xdo(t, ctx, display, "getwindowfocus"), win)
			}
			time.Sleep(50 * time.Millisecond)
		}
		first.term(t)
	})

	t.Run("a copy that holds the lock and does not answer: a window of its own, as before", func(t *testing.T) {
		home, storage := newHome(t, "en")
		release, err := instance.Lock(storage) // a copy that hangs
		if err != nil {
			t.Fatal(err)
		}
		defer release()
		second := startIn(t, ctx, bin, display, home)
		second.waitFor(t, "another copy holds the storage folder", 30*time.Second)
		if windowOf(t, ctx, display, second.cmd.Process.Pid) == "" {
			t.Error("no window")
		}
		second.term(t)
	})
}

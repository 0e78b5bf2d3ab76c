package proctest

import (
	"bufio"
	"context"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Issue 29: after the Save dialog was closed (Cancel, Escape or a save)
// its name field kept its cursor blinking, a redraw per frame, 15-16 % of
// a core for as long as nobody clicked. The test counts the window's
// redraws (X damage reports), which are work done and do not grow with the
// machine's load: each dialog, once closed by Escape (the save dialog
// also by a save), must leave a window that is not redrawn for restSpan.
func TestTheWindowRestsAfterEachDialogCloses(t *testing.T) {
	ctx, tmp, bin, display := startSession(t, 4*time.Minute, "Xvfb", "xdotool")
	counter, err := buildRedrawCounter(ctx, tmp)
	if err != nil {
		t.Fatalf("the redraw counter needs a C compiler and libxdamage-dev (xorg-dev): %v", err)
	}
	for i, tc := range []struct{ token, key string }{
		{"@saveas", "Escape"}, {"@saveas", "Return"}, // Return saves the game
		{"@open", "Escape"}, {"@newgame", "Escape"}, {"@stats", "Escape"},
	} {
		token := tc.token
		t.Run(token+" "+tc.key, func(t *testing.T) {
			home := filepath.Join(tmp, fmt.Sprintf("home%d", i))
			writePrefs(t, home, "en")
			a := launchKilled(t, ctx, bin, appEnv(display, home, token))
			a.waitFor(t, "script: opened "+token, 30*time.Second)
			win := windowOf(t, ctx, display, a.cmd.Process.Pid)
			if win == "" {
				t.Fatal("no window")
			}
			r := watchRedraws(t, ctx, counter, display, win)
			if token == "@saveas" && !r.frames(3, 15*time.Second) {
				// The name field blinks while the dialog is open: the
				// counter must see that, or a quiet window proves nothing.
				t.Fatal("no redraws seen while the save dialog's name field blinks")
			}
			r.drain()
			xdo(t, ctx, display, "windowfocus", "--sync", win, "key", tc.key)
			if !r.frames(1, 15*time.Second) {
				t.Fatalf("the window was not redrawn after %s: the dialog did not close", tc.key)
			}
			start := cpuTicks(a.cmd.Process.Pid)
			took, ok := r.quiet(restSpan, 30*time.Second)
			if !ok {
				t.Fatalf("the window kept being redrawn after the dialog closed: no %v without a redraw in 30 s", restSpan)
			}
			if tc.key == "Return" && !savedUnder(home) {
				t.Error("Return in the save dialog saved no konane-*.kgn")
			}
			t.Logf("at rest %v after %s; %d CPU ticks while it came to rest and stayed there %v",
				took.Round(time.Millisecond), tc.key, cpuTicks(a.cmd.Process.Pid)-start, restSpan)
		})
	}
}

// savedUnder reports whether a game was saved under dir under the name
// the save dialog offers (konane- and the date).
func savedUnder(dir string) bool {
	found := false
	_ = filepath.WalkDir(dir, func(path string, _ fs.DirEntry, _ error) error {
		if ok, _ := filepath.Match("konane-*.kgn", filepath.Base(path)); ok {
			found = true
		}
		return nil
	})
	return found
}

// restSpan is how long a window at rest goes without a redraw in the test:
// a blinking cursor redraws several times a second.
const restSpan = 3 * time.Second

// redraws are the redraws of one X window as the counter reports them.
type redraws struct {
	at chan time.Time // the time each report was read
}

// watchRedraws starts the counter on win until the test ends and waits
// until it listens.
func watchRedraws(t *testing.T, ctx context.Context, counter, display, win string) *redraws {
	t.Helper()
	cmd := exec.CommandContext(ctx, counter, win)
	cmd.Env = append(os.Environ(), "DISPLAY="+display)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	r := &redraws{at: make(chan time.Time, 1<<16)}
	ready := make(chan bool, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if sc.Text() == "ready" {
				ready <- true
				continue
			}
			select {
			case r.at <- time.Now():
			default: // a full channel holds redraws enough
			}
		}
		ready <- false
	}()
	if !<-ready {
		t.Fatal("the redraw counter did not start")
	}
	return r
}

// drain forgets the redraws reported so far.
func (r *redraws) drain() {
	for {
		select {
		case <-r.at:
		default:
			return
		}
	}
}

// frames waits up to within for n redraws and reports whether they came.
func (r *redraws) frames(n int, within time.Duration) bool {
	deadline := time.After(within)
	for ; n > 0; n-- {
		select {
		case <-r.at:
		case <-deadline:
			return false
		}
	}
	return true
}

// quiet waits up to within for span without a redraw; it returns how long
// it waited until the quiet span began and whether one came.
func (r *redraws) quiet(span, within time.Duration) (time.Duration, bool) {
	start := time.Now()
	deadline := time.After(within)
	for {
		began := time.Now()
		select {
		case <-r.at:
		case <-time.After(span):
			return began.Sub(start), true
		case <-deadline:
			return 0, false
		}
	}
}

// cpuTicks returns the processor time process pid has used, in clock
// ticks (user plus system), or 0 when /proc does not tell.
func cpuTicks(pid int) int {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	s := string(data)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:]) // the name may hold spaces
	if len(f) < 13 {
		return 0
	}
	user, _ := strconv.Atoi(f[11])
	sys, _ := strconv.Atoi(f[12])
	return user + sys
}

// redrawCounterSource prints "ready" once it listens to the X window named
// by its argument, then a line for each redraw of that window: each report
// of the DAMAGE extension, re-armed after each, so one a frame at most.
const redrawCounterSource = `#include <X11/Xlib.h>
#include <X11/extensions/Xdamage.h>
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
	int ev, er;
	Display *d = XOpenDisplay(NULL);
	if (!d || argc < 2 || !XDamageQueryExtension(d, &ev, &er)) return 1;
	Damage dmg = XDamageCreate(d, strtoul(argv[1], NULL, 0), XDamageReportNonEmpty);
	XSync(d, False);
	while (XPending(d)) { XEvent e; XNextEvent(d, &e); } /* what the window showed already */
	XDamageSubtract(d, dmg, None, None);
	XSync(d, False);
	printf("ready\n");
	fflush(stdout);
	for (;;) {
		XEvent e;
		XNextEvent(d, &e);
		if (e.type == ev + XDamageNotify) {
			XDamageSubtract(d, dmg, None, None);
			printf("frame\n");
			fflush(stdout);
		}
	}
}
`

// buildRedrawCounter compiles redrawCounterSource into dir.
func buildRedrawCounter(ctx context.Context, dir string) (string, error) {
	src := filepath.Join(dir, "redraws.c")
	bin := filepath.Join(dir, "redraws")
	if err := os.WriteFile(src, []byte(redrawCounterSource), 0o644); err != nil {
		return "", err
	}
	if out, err := exec.CommandContext(ctx, "cc", "-o", bin, src, "-lX11", "-lXdamage").CombinedOutput(); err != nil {
		return "", fmt.Errorf("cc: %v: %s", err, out)
	}
	return bin, nil
}

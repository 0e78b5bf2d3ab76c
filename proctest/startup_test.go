package proctest

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// envWithout returns the environment without the named variables.
func envWithout(names ...string) []string {
	var env []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		keep := true
		for _, n := range names {
			keep = keep && name != n
		}
		if keep {
			env = append(env, kv)
		}
	}
	return env
}

// Issue 13, case 6: with no display, or one that cannot be opened, the
// program prints one line saying what is missing and what to do and exits
// with status 1, no panic; `konane engine` works with no display at all.
func TestWithoutADisplayOneLineAndStatus1(t *testing.T) {
	if os.Getenv("KONANE_PROC_TEST") != "1" {
		t.Skip("set KONANE_PROC_TEST=1 to build and run the program")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	tmp := t.TempDir()
	bin := buildKonane(t, ctx)
	base := append(envWithout("DISPLAY", "WAYLAND_DISPLAY", "KONANE_TRACE", "KONANE_SCRIPT"),
		"HOME="+tmp, "XDG_CONFIG_HOME="+filepath.Join(tmp, ".config"), "LANG=C.UTF-8", "LC_ALL=")
	for name, c := range map[string]struct {
		env  []string
		want string
	}{
		"no DISPLAY nor WAYLAND_DISPLAY":  {nil, "no graphical display (DISPLAY and WAYLAND_DISPLAY are not set)"},
		"a display that cannot be opened": {[]string{"DISPLAY=:987"}, "the window cannot open (PlatformError: X11: Failed to open display :987)"},
	} {
		t.Run(name, func(t *testing.T) {
			cmd := exec.CommandContext(ctx, bin)
			cmd.Env = append(append([]string(nil), base...), c.env...)
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			err := cmd.Run()
			if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
				t.Errorf("exit %v, want status 1", err)
			}
			lines := strings.Split(strings.TrimSuffix(stderr.String(), "\n"), "\n")
			if len(lines) != 1 || !strings.Contains(lines[0], c.want) || !strings.Contains(lines[0], "konane engine") {
				t.Errorf("stderr %q, want one line with %q and what to do", stderr.String(), c.want)
			}
			if strings.Contains(stderr.String(), "panic") || stdout.Len() != 0 {
				t.Errorf("stdout %q stderr %q", stdout.String(), stderr.String())
			}
		})
	}
	t.Run("a display without OpenGL (Xvfb without GLX)", func(t *testing.T) {
		if _, err := exec.LookPath("Xvfb"); err != nil {
			t.Skip("Xvfb is not installed")
		}
		display := startXvfb(t, ctx, "-extension", "GLX")
		cmd := exec.CommandContext(ctx, bin)
		cmd.Env = append(append([]string(nil), base...), "DISPLAY="+display)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		done := make(chan error, 1)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		go func() { done <- cmd.Wait() }()
		select {
		case err := <-done:
			if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
				t.Errorf("exit %v, want status 1", err)
			}
		case <-time.After(20 * time.Second):
			_ = cmd.Process.Kill()
			<-done
			t.Fatalf("still running after 20 s with no window; stderr %q", stderr.String())
		}
		lines := strings.Split(strings.TrimSuffix(stderr.String(), "\n"), "\n")
		if len(lines) != 1 || !strings.Contains(lines[0], "the window cannot open (APIUnavailable: GLX") {
			t.Errorf("stderr %q, want one line saying OpenGL is missing", stderr.String())
		}
	})
	cmd := exec.CommandContext(ctx, bin, "engine")
	cmd.Env = base
	cmd.Stdin = strings.NewReader("play d5\nposition\nquit\n")
	out, err := cmd.Output()
	if err != nil || !strings.HasPrefix(string(out), "=\n\n= BWBWBWBW/WBWBWBWB/BWBWBWBW/WBW1WBWB/") {
		t.Errorf("konane engine without a display: %v %q", err, out)
	}
}

// Issue 13, case 7: a normal start, a move, the Open dialog and the close
// button write nothing to stderr but the trace the test asked for.
func TestANormalSessionWritesNothingElseToStderr(t *testing.T) {
	ctx, tmp, bin, display := startSession(t, 3*time.Minute, "Xvfb", "xdotool")
	closer, err := buildCloser(ctx, tmp)
	if err != nil {
		t.Skipf("no way to press the close button: %v", err)
	}
	home := filepath.Join(tmp, "home")
	writePrefs(t, home, "en")
	a := launch(t, ctx, bin, appEnv(display, home, "d5 @open"))
	cmd := a.cmd
	defer func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }()
	a.waitFor(t, "script: opened @open", 30*time.Second)
	time.Sleep(500 * time.Millisecond) // the dialog lists its folders and places
	win := windowOf(t, ctx, display, cmd.Process.Pid)
	if win == "" {
		t.Fatal("no window")
	}
	closeWindow(t, ctx, closer, display, win)
	if err := cmd.Wait(); err != nil {
		t.Errorf("after the close button: %v", err)
	}
	onlyTrace(t, a.out.String())

	// The toolbar's Language list, opened with the pointer as a person
	// does: the Language button's tooltip came due under the open list and
	// logged "no tool tip layer created for current overlay".
	l := launch(t, ctx, bin, appEnv(display, home, "@where-languages"))
	defer func() { _ = l.cmd.Process.Kill(); _ = l.cmd.Wait() }()
	l.waitFor(t, "script: the Language button is at ", 30*time.Second)
	var x, y int
	if _, err := fmt.Sscanf(l.out.String()[strings.Index(l.out.String(), "is at ")+6:], "%d %d", &x, &y); err != nil {
		t.Fatalf("no position in %q: %v", l.out.String(), err)
	}
	win = windowOf(t, ctx, display, l.cmd.Process.Pid)
	xdo := func(args ...string) {
		cmd := exec.CommandContext(ctx, "xdotool", args...)
		cmd.Env = append(os.Environ(), "DISPLAY="+display)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("xdotool %v: %v %s", args, err, out)
		}
	}
	for range 2 {
		xdo("mousemove", "--window", win, strconv.Itoa(x-4), strconv.Itoa(y))
		time.Sleep(300 * time.Millisecond)
		xdo("mousemove", "--window", win, strconv.Itoa(x), strconv.Itoa(y))
		time.Sleep(200 * time.Millisecond)
		xdo("click", "1")
		time.Sleep(1500 * time.Millisecond) // past the tooltip's delay, the list open
		xdo("key", "Escape")
		time.Sleep(300 * time.Millisecond)
	}
	closeWindow(t, ctx, closer, display, win)
	if err := l.cmd.Wait(); err != nil {
		t.Errorf("after the close button: %v", err)
	}
	onlyTrace(t, l.out.String())
}

// onlyTrace fails the test for every line of stderr that is not the trace.
func onlyTrace(t *testing.T, stderr string) {
	t.Helper()
	for _, line := range strings.Split(strings.TrimSpace(stderr), "\n") {
		if !strings.HasPrefix(line, "konane: ") {
			t.Errorf("stderr has a line that is not the trace: %q\nall of it:\n%s", line, stderr)
		}
	}
}

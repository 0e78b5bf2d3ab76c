package proctest

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
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
	bin := buildKonane(t, ctx, tmp)
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
	for _, line := range strings.Split(strings.TrimSpace(a.out.String()), "\n") {
		if !strings.HasPrefix(line, "konane: ") {
			t.Errorf("stderr has a line that is not the trace: %q\nall of it:\n%s", line, a.out.String())
		}
	}
}

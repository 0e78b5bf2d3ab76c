// Package proctest runs the real Konane binary under Xvfb: it plays moves,
// kills the program with SIGKILL, starts it again and checks that the game
// resumed with every move made before the kill, then ends it with SIGTERM
// and checks that it saved once and exited with status 0; a third run plays
// a move and is closed as by the close button (WM_DELETE_WINDOW).
//
// The test runs only with KONANE_PROC_TEST=1 and when Xvfb and xdotool are
// installed (the CI script sets the variable). The moves are played through
// the KONANE_SCRIPT hook of package main (see main.go), which plays each
// move through the controller as a click would; KONANE_TRACE=1 makes the
// program log its saves to stderr, which the test reads.
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
	"syscall"
	"testing"
	"time"

	"github.com/konane/konane/game"
	"github.com/konane/konane/internal/syncbuf"
	"github.com/konane/konane/store"
)

const appID = "io.github.konane.konane"

// app is one run of the program.
type app struct {
	cmd *exec.Cmd
	out *syncbuf.Buffer
}

// waitFor polls until the program's stderr contains text.
func (a *app) waitFor(t *testing.T, text string, d time.Duration) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !strings.Contains(a.out.String(), text) {
		if time.Now().After(deadline) {
			t.Fatalf("no %q within %v; stderr:\n%s", text, d, a.out.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func TestTheGameSurvivesAKillAndSavesOnceOnSIGTERMAndClose(t *testing.T) {
	ctx, tmp, bin, display := startSession(t, 90*time.Second, "Xvfb", "xdotool")

	home := filepath.Join(tmp, "home")
	storage := writePrefs(t, home, "en")
	start := func(script string) *app {
		return launchKilled(t, ctx, bin, appEnv(display, home, script))
	}

	const moves = "d5 e5 b5-d5"
	first := start(moves)
	first.waitFor(t, "script: played b5-d5", 30*time.Second)
	first.waitFor(t, "autosaved 3 moves", 5*time.Second)
	if err := first.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = first.cmd.Wait()
	if strings.Contains(first.out.String(), "saved on exit") {
		t.Fatal("a killed program cannot have saved on exit")
	}
	autosave := filepath.Join(storage, store.AutosaveName)
	checkMoves(t, autosave, moves)

	second := start("")
	second.waitFor(t, "resumed 3 moves", 20*time.Second)
	if win := windowOf(t, ctx, display, second.cmd.Process.Pid); win == "" {
		t.Error("the restarted program shows no window")
	}
	if err := second.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	err := second.cmd.Wait()
	if err != nil {
		t.Errorf("after SIGTERM the program ended with %v, want status 0; stderr:\n%s", err, second.out.String())
	}
	if n := strings.Count(second.out.String(), "saved on exit"); n != 1 {
		t.Errorf("saved on exit %d times, want once; stderr:\n%s", n, second.out.String())
	}
	checkMoves(t, autosave, moves)

	// The close button (and Alt+F4): a window manager sends the window
	// WM_DELETE_WINDOW; Xvfb has none, so a small Xlib program does.
	closer, err := buildCloser(ctx, tmp)
	if err != nil {
		t.Logf("closing through the window manager not tested: %v", err)
		return
	}
	third := start("e3-e5") // White jumps, then the window is closed
	third.waitFor(t, "script: played e3-e5", 20*time.Second)
	win := windowOf(t, ctx, display, third.cmd.Process.Pid)
	if win == "" {
		t.Fatal("no window to close")
	}
	closeWindow(t, ctx, closer, display, win)
	if err := third.cmd.Wait(); err != nil {
		t.Errorf("after the close button the program ended with %v; stderr:\n%s", err, third.out.String())
	}
	if n := strings.Count(third.out.String(), "saved on exit"); n != 1 {
		t.Errorf("saved on exit %d times, want once; stderr:\n%s", n, third.out.String())
	}
	if strings.Contains(third.out.String(), "shutdown took more than") {
		t.Logf("the toolkit's shutdown hung after the close button; the exit watchdog ended the process")
	}
	checkMoves(t, autosave, moves+" e3-e5")
}

// closerSource sends WM_DELETE_WINDOW to the window named by its argument,
// as a window manager does when the close button is clicked.
const closerSource = `#include <X11/Xlib.h>
#include <stdlib.h>
int main(int argc, char **argv) {
	Display *d = XOpenDisplay(NULL);
	if (!d || argc < 2) return 1;
	XEvent ev = {0};
	ev.xclient.type = ClientMessage;
	ev.xclient.window = strtoul(argv[1], NULL, 0);
	ev.xclient.message_type = XInternAtom(d, "WM_PROTOCOLS", False);
	ev.xclient.format = 32;
	ev.xclient.data.l[0] = XInternAtom(d, "WM_DELETE_WINDOW", False);
	ev.xclient.data.l[1] = CurrentTime;
	XSendEvent(d, ev.xclient.window, False, NoEventMask, &ev);
	XCloseDisplay(d);
	return 0;
}
`

// buildCloser compiles closerSource with the C compiler and Xlib that Fyne
// needs anyway (make deps installs them).
func buildCloser(ctx context.Context, dir string) (string, error) {
	src := filepath.Join(dir, "wmclose.c")
	bin := filepath.Join(dir, "wmclose")
	if err := os.WriteFile(src, []byte(closerSource), 0o644); err != nil {
		return "", err
	}
	if out, err := exec.CommandContext(ctx, "cc", "-o", bin, src, "-lX11").CombinedOutput(); err != nil {
		return "", fmt.Errorf("cc: %v: %s", err, out)
	}
	return bin, nil
}

// checkMoves fails unless the .kgn file at path holds exactly moves.
func checkMoves(t *testing.T, path, moves string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.ParseKGN(data)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	var got []string
	for _, m := range g.Moves() {
		got = append(got, m.String())
	}
	if strings.Join(got, " ") != moves {
		t.Errorf("%s holds %q, want %q", path, strings.Join(got, " "), moves)
	}
}

// startXvfb starts a private X server, with extra arguments if any
// ("-extension", "GLX" takes OpenGL away), and returns its display name.
func startXvfb(t *testing.T, ctx context.Context, extra ...string) string {
	t.Helper()
	for n := 150 + os.Getpid()%400; ; n++ {
		if _, err := os.Stat("/tmp/.X11-unix/X" + strconv.Itoa(n)); err == nil {
			continue
		}
		if _, err := os.Stat("/tmp/.X" + strconv.Itoa(n) + "-lock"); err == nil {
			continue
		}
		args := append([]string{":" + strconv.Itoa(n), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"}, extra...)
		x := exec.CommandContext(ctx, "Xvfb", args...)
		if err := x.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = x.Process.Kill(); _ = x.Wait() })
		for range 100 {
			if _, err := os.Stat("/tmp/.X11-unix/X" + strconv.Itoa(n)); err == nil {
				return ":" + strconv.Itoa(n)
			}
			time.Sleep(50 * time.Millisecond)
		}
		t.Fatal("Xvfb did not start")
	}
}

// windowOf returns the X window id of process pid, polling xdotool;
// more narrows the search (e.g. "--name", "^Kōnane$").
func windowOf(t *testing.T, ctx context.Context, display string, pid int, more ...string) string {
	t.Helper()
	for range 100 {
		cmd := exec.CommandContext(ctx, "xdotool", append([]string{"search", "--onlyvisible", "--pid", strconv.Itoa(pid)}, more...)...)
		cmd.Env = append(os.Environ(), "DISPLAY="+display)
		if out, err := cmd.Output(); err == nil && len(bytes.TrimSpace(out)) > 0 {
			return string(bytes.Fields(out)[0])
		}
		time.Sleep(100 * time.Millisecond)
	}
	return ""
}

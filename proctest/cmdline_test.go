package proctest

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// cmdLineEnv is the environment of one run of the program with its own
// home, with no script and no LANGUAGE.
func cmdLineEnv(display, home string) []string {
	return appEnv(display, home, "", "LANGUAGE=")
}

// newHome makes a short home folder (the hand-off socket's path must stay
// under about 100 bytes) with the app's preferences: language lang, two
// players, the tutorial offer made. It returns the home and the storage.
func newHome(t *testing.T, lang string) (home, storage string) {
	t.Helper()
	home, err := os.MkdirTemp("", "kp")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(home) })
	return home, writePrefs(t, home, lang)
}

// startIn starts the program with args in home and returns it.
func startIn(t *testing.T, ctx context.Context, bin, display, home string, args ...string) *app {
	t.Helper()
	return launchKilled(t, ctx, bin, cmdLineEnv(display, home), args...)
}

// term ends a with SIGTERM and expects exit status 0.
func (a *app) term(t *testing.T) {
	t.Helper()
	if err := a.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if err := a.cmd.Wait(); err != nil {
		t.Fatalf("exit after SIGTERM: %v; output:\n%s", err, a.out.String())
	}
}

func TestTheCommandLineOpensAFileOrHandsItToTheRunningCopy(t *testing.T) {
	ctx, _, bin, display := startSession(t, 120*time.Second, "Xvfb", "xdotool")
	files := t.TempDir()
	bad := filepath.Join(files, "bad.kgn")
	good := filepath.Join(files, "good.kgn")
	_ = os.WriteFile(bad, []byte("[Size \"8\"]\n\n1. d5 e5 2. f5-d5 *\n"), 0o644)
	_ = os.WriteFile(good, []byte("[Size \"8\"]\n\n1. d5 e5 2. b5-d5 *\n"), 0o644)

	t.Run("several files or an unknown option: one usage line, status 2", func(t *testing.T) {
		home, _ := newHome(t, "en")
		for _, args := range [][]string{{"a.kgn", "b.kgn"}, {"--bogus"}} {
			cmd := exec.CommandContext(ctx, bin, args...)
			cmd.Env = append(cmdLineEnv(display, home), "KONANE_TRACE=") // stderr as a person sees it
			var stdout, stderr strings.Builder
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			err := cmd.Run()
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != 2 {
				t.Errorf("konane %q: %v, want exit status 2", args, err)
			}
			if s := stderr.String(); strings.Count(s, "\n") != 1 || !strings.HasPrefix(s, "konane: ") || !strings.Contains(s, "Usage: konane [FILE.kgn]") || stdout.Len() != 0 {
				t.Errorf("konane %q: stderr %q stdout %q, want one usage line on stderr", args, s, stdout.String())
			}
		}
	})

	t.Run("a bad file: the localized error, the autosave kept", func(t *testing.T) {
		home, storage := newHome(t, "de")
		autosave := filepath.Join(storage, "autosave.kgn")
		_ = os.WriteFile(autosave, []byte("[Size \"8\"]\n[Mode \"two-players\"]\n\n1. d5 e5 *\n"), 0o644)
		a := startIn(t, ctx, bin, display, home, bad)
		a.waitFor(t, "open failed: Die Datei bad.kgn kann nicht gelesen werden: Zeile 3, Spalte 13: f5-d5", 30*time.Second)
		if !strings.Contains(a.out.String(), "resumed 2 moves") {
			t.Errorf("the autosaved game was not resumed:\n%s", a.out.String())
		}
		if windowOf(t, ctx, display, a.cmd.Process.Pid) == "" {
			t.Error("no window")
		}
		a.term(t)
		checkMoves(t, autosave, "d5 e5")
	})

	t.Run("a second start hands its file to the running copy", func(t *testing.T) {
		home, storage := newHome(t, "en")
		first := startIn(t, ctx, bin, display, home)
		first.waitFor(t, "autosaved 0 moves", 30*time.Second)
		// A file the running copy could not open is refused here, in the
		// running copy's language, with status 1, and not sent.
		for file, says := range map[string]string{
			filepath.Join(files, "nope.kgn"): "konane: Cannot read the file nope.kgn: there is no such file.\n",
			bad:                              "konane: Cannot read the file bad.kgn: line 3, column 13: f5-d5 is not a legal move",
			files:                            "konane: Cannot read the file " + filepath.Base(files) + ": the name is that of a folder, not of a file.",
		} {
			cmd := exec.CommandContext(ctx, bin, file)
			cmd.Env = append(cmdLineEnv(display, home), "KONANE_TRACE=")
			var stdout, stderr strings.Builder
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			err := cmd.Run()
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != 1 {
				t.Errorf("konane %s with a copy running: %v, want exit status 1", file, err)
			}
			if s := stderr.String(); !strings.Contains(s, says) || strings.Count(s, "\n") != 1 || stdout.Len() != 0 {
				t.Errorf("konane %s: stderr %q stdout %q, want one line with %q", file, s, stdout.String(), says)
			}
		}
		second := startIn(t, ctx, bin, display, home, good)
		done := make(chan error, 1)
		go func() { done <- second.cmd.Wait() }()
		select {
		case err := <-done:
			if err != nil {
				t.Fatalf("the second start: %v\n%s", err, second.out.String())
			}
		case <-time.After(20 * time.Second):
			t.Fatalf("the second start did not hand its file over and end:\n%s", second.out.String())
		}
		if !strings.Contains(second.out.String(), "Kōnane is already running: good.kgn opens in its window.") {
			t.Errorf("the second start says %q", second.out.String())
		}
		first.waitFor(t, "received "+good+" from another copy", 10*time.Second)
		first.waitFor(t, "opened good.kgn: 3 moves", 10*time.Second)
		if n := strings.Count(first.out.String(), "from another copy"); n != 1 {
			t.Errorf("the running copy received %d files, want only good.kgn:\n%s", n, first.out.String())
		}
		first.term(t)
		checkMoves(t, filepath.Join(storage, "autosave.kgn"), "d5 e5 b5-d5")
	})
}

// Tried from outside: three copies started 20–100 ms apart with a file each
// (several games opened at once in a file manager) made three windows, two
// of them without autosave. Now exactly one copy runs on; the others hand
// their files to it and end with status 0.
func TestCopiesStartedTogetherEndInOneWindowWithEveryFile(t *testing.T) {
	ctx, _, bin, display := startSession(t, 2*time.Minute, "Xvfb")
	files := t.TempDir()
	home, _ := newHome(t, "en")
	type end struct {
		i   int
		err error
	}
	var copies []*app
	ended := make(chan end, 3)
	for i, gap := range []time.Duration{0, 20 * time.Millisecond, 80 * time.Millisecond} {
		time.Sleep(gap)
		f := filepath.Join(files, fmt.Sprintf("g%d.kgn", i))
		_ = os.WriteFile(f, []byte("[Size \"8\"]\n\n1. d5 e5 *\n"), 0o644)
		a := launch(t, ctx, bin, cmdLineEnv(display, home), f)
		copies = append(copies, a)
		go func() { ended <- end{i, a.cmd.Wait()} }() // the one Wait of each
	}
	running := map[int]bool{0: true, 1: true, 2: true}
	defer func() { // whatever happened: no copy outlives the test
		for i := range running {
			_ = copies[i].cmd.Process.Kill()
		}
		for range running {
			<-ended
		}
	}()
	for range len(copies) - 1 {
		select {
		case e := <-ended:
			delete(running, e.i)
			out := copies[e.i].out.String()
			if e.err != nil || !strings.Contains(out, "is already running") {
				t.Errorf("copy %d ended with %v, want status 0 after handing its file over:\n%s", e.i, e.err, out)
			}
		case <-time.After(30 * time.Second):
			for i := range running {
				t.Logf("copy %d still runs:\n%s", i, copies[i].out.String())
			}
			t.Fatalf("%d copies still run after 30 s, want 1", len(running))
		}
	}
	var last int
	for i := range running {
		last = i
	}
	first := copies[last]
	for i := range copies {
		if i != last {
			first.waitFor(t, fmt.Sprintf("received %s from another copy", filepath.Join(files, fmt.Sprintf("g%d.kgn", i))), 10*time.Second)
		}
	}
	if strings.Contains(first.out.String(), "another copy holds the storage folder") {
		t.Errorf("the copy that runs on has no autosave:\n%s", first.out.String())
	}
	if err := first.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case e := <-ended:
		delete(running, e.i)
		if e.err != nil {
			t.Errorf("the last copy ended with %v after SIGTERM", e.err)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("the last copy did not end on SIGTERM")
	}
}

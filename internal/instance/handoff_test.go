//go:build unix || windows

package instance

import (
	"errors"
	"net"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

// releaseHeld lets go of the lock this process holds on dir (Hold), as the
// end of the process would.
func releaseHeld(dir string) {
	heldLocks.Lock()
	defer heldLocks.Unlock()
	if h, ok := heldLocks.dirs[filepath.Clean(dir)]; ok {
		h.release()
		delete(heldLocks.dirs, filepath.Clean(dir))
	}
}

// shortDir is a new folder with a short path: a unix socket's path is
// limited to about 100 bytes.
func shortDir(t *testing.T) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "konane-handoff")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	return dir
}

func TestAFileSentIsReceivedAsAnAbsolutePathAndClosingRemovesTheSocket(t *testing.T) {
	dir := shortDir(t)
	if err := Send(dir, "x.kgn"); err == nil {
		t.Fatal("a file was handed off with nobody listening")
	}
	got := make(chan string, 1)
	l, err := Listen(dir, Requests{Open: func(p string) { got <- p }})
	if err != nil {
		t.Fatal(err)
	}
	want, _ := filepath.Abs("sent.kgn")
	if err := Send(dir, "sent.kgn"); err != nil {
		t.Fatalf("hand-off: %v", err)
	}
	if p := <-got; p != want {
		t.Errorf("received %q, want %q", p, want)
	}
	names := []string{"a space, 'quotes' and ünïcödé.kgn"}
	if runtime.GOOS != "windows" { // Windows names hold none of these
		names = append(names, "two\nlines.kgn", "tab\tand \"quotes\".kgn", "bytes\xff\xfe.kgn", `back\slash.kgn`)
	}
	for _, name := range names {
		want, _ := filepath.Abs(name)
		if err := Send(dir, name); err != nil {
			t.Errorf("hand-off of %q: %v", name, err)
		} else if p := <-got; p != want {
			t.Errorf("received %q, want %q", p, want)
		}
	}
	if err := Send(dir, "nul\x00.kgn"); !errors.Is(err, ErrRefused) {
		t.Errorf("a path with a NUL byte: %v, want ErrRefused", err)
	}
	if !Listening(dir) {
		t.Error("Listening is false while the listener runs")
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	if Listening(dir) {
		t.Error("Listening is true after the listener closed")
	}
	if _, err := os.Stat(filepath.Join(dir, SocketName)); !os.IsNotExist(err) {
		t.Errorf("the socket outlives the listener: %v", err)
	}
	if err := Send(dir, "sent.kgn"); err == nil {
		t.Error("a closed listener still took a file")
	}
}

func TestListenReplacesASocketLeftByACopyThatWasKilled(t *testing.T) {
	dir := shortDir(t)
	if err := os.WriteFile(filepath.Join(dir, SocketName), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	l, err := Listen(dir, Requests{Open: func(string) {}})
	if err != nil {
		t.Fatalf("listen over a stale socket: %v", err)
	}
	l.Close()
}

// Copies started 20–100 ms apart: HandOver takes the lock when it is free
// (one copy wins, atomically) and otherwise waits for the holder's
// listener, so a start while the first copy does not listen yet opens no
// second window.
func TestAHandOffTakesAFreeLockOrWaitsForTheCopyThatHoldsIt(t *testing.T) {
	dir := shortDir(t)
	defer func(d time.Duration) { startWait = d }(startWait)
	startWait = 2 * time.Second

	if err := HandOver(dir, "x.kgn"); !errors.Is(err, ErrFirstCopy) {
		t.Fatalf("with no copy running: %v, want ErrFirstCopy", err)
	}
	if _, err := Lock(dir); !errors.Is(err, ErrLocked) {
		t.Fatalf("the first copy does not hold the lock: %v", err)
	}
	releaseHeld(dir)

	release, err := Lock(dir) // another copy, starting
	if err != nil {
		t.Fatal(err)
	}
	defer release()
	got := make(chan string, 1)
	// The listener is closed when the test ends: serve never returns, and
	// on Windows a pipe left listening answered the next test's requests
	// (a new temporary folder can get a removed one's file index, and so
	// its pipe name).
	listening := make(chan net.Listener, 1)
	t.Cleanup(func() {
		if l := <-listening; l != nil {
			l.Close()
		}
	})
	go func() {
		time.Sleep(400 * time.Millisecond) // the other copy reaches its listener
		l, err := listen(dir)
		if err != nil {
			listening <- nil
			got <- "listen: " + err.Error()
			return
		}
		listening <- l
		serve(l, Requests{Open: func(p string) { got <- p }})
	}()
	want, _ := filepath.Abs("late.kgn")
	if err := HandOver(dir, "late.kgn"); err != nil {
		t.Fatalf("hand-off to a copy that listens 400 ms late: %v", err)
	}
	if p := <-got; p != want {
		t.Errorf("the running copy got %q, want %q", p, want)
	}
}

func TestAHandOffGivesUpOnACopyThatNeverListens(t *testing.T) {
	dir := t.TempDir()
	defer func(d time.Duration) { startWait = d }(startWait)
	startWait = 300 * time.Millisecond
	release, err := Lock(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer release()
	start := time.Now()
	if err := HandOver(dir, "x.kgn"); err == nil || errors.Is(err, ErrFirstCopy) {
		t.Fatalf("handed off with nobody listening, or took a held lock: %v", err)
	}
	if d := time.Since(start); d < startWait {
		t.Errorf("gave up after %v, before the wait of %v", d, startWait)
	}
}

func TestARaiseRequestReachesTheRunningCopyAndNoFileIsOpened(t *testing.T) {
	dir := shortDir(t)
	if err := AskToRaise(dir); err == nil || errors.Is(err, ErrRefused) {
		t.Fatalf("with nobody listening: %v, want a failure to connect", err)
	}
	raised := make(chan bool, 2)
	opened := make(chan string, 2)
	l, err := Listen(dir, Requests{Open: func(p string) { opened <- p }, Raise: func() { raised <- true }})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if err := AskToRaise(dir); err != nil {
		t.Fatalf("raise: %v", err)
	}
	select {
	case <-raised:
	default:
		t.Fatal("the raise was answered before the running copy was asked")
	}
	if len(opened) != 0 {
		t.Errorf("a raise opened %q", <-opened)
	}
	// The word is no path: a file of that name is sent as its absolute path.
	if err := Send(dir, raiseLine); err != nil {
		t.Fatal(err)
	}
	if want, _ := filepath.Abs(raiseLine); <-opened != want || len(raised) != 0 {
		t.Errorf("a file named %q was not opened as %s", raiseLine, want)
	}
}

// A running copy that takes files but not raise requests (the listener of
// a version from before them answers "error" to any line that is not an
// absolute path) refuses: the second start falls back to its own window.
func TestARaiseIsRefusedByACopyThatTakesOnlyFiles(t *testing.T) {
	dir := shortDir(t)
	l, err := Listen(dir, Requests{Open: func(string) {}})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if err := AskToRaise(dir); !errors.Is(err, ErrRefused) {
		t.Errorf("raise of a copy without Raise: %v, want ErrRefused", err)
	}
}

func TestRaiseTakesAFreeLockAsksTheHolderOrGivesUp(t *testing.T) {
	dir := shortDir(t)
	defer func(d time.Duration) { startWait = d }(startWait)
	startWait = 300 * time.Millisecond
	if err := Raise(dir); !errors.Is(err, ErrFirstCopy) {
		t.Fatalf("with no copy running: %v, want ErrFirstCopy", err)
	}
	releaseHeld(dir)

	release, err := Lock(dir) // another copy runs, but does not answer
	if err != nil {
		t.Fatal(err)
	}
	defer release()
	start := time.Now()
	if err := Raise(dir); err == nil || errors.Is(err, ErrFirstCopy) || errors.Is(err, ErrRefused) {
		t.Fatalf("raise of a copy that never listens: %v, want a failure to connect", err)
	}
	if d := time.Since(start); d < startWait {
		t.Errorf("gave up after %v, before the wait of %v", d, startWait)
	}

	raised := make(chan bool, 1)
	l, err := Listen(dir, Requests{Raise: func() { raised <- true }})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if err := Raise(dir); err != nil {
		t.Fatalf("raise of the copy that holds the lock: %v", err)
	}
	if len(raised) != 1 {
		t.Error("the copy that holds the lock was not asked")
	}
}

// A file the running copy could not open is refused where it was named: the
// check runs only when another copy holds the lock, and its failure sends
// nothing and does not wait for the copy to listen.
func TestAHandOffWhoseCheckFailsSendsNothing(t *testing.T) {
	dir := shortDir(t)
	calls := 0
	bad := errors.New("no such file")
	check := func() error { calls++; return bad }
	if err := HandOverChecked(dir, "x.kgn", check); !errors.Is(err, ErrFirstCopy) || calls != 0 {
		t.Fatalf("with no copy running: %v after %d checks, want ErrFirstCopy unchecked", err, calls)
	}
	releaseHeld(dir)

	release, err := Lock(dir) // the running copy
	if err != nil {
		t.Fatal(err)
	}
	defer release()
	got := make(chan string, 2)
	l, err := Listen(dir, Requests{Open: func(p string) { got <- p }})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	start := time.Now()
	if err := HandOverChecked(dir, "nope.kgn", check); !errors.Is(err, ErrNotSent) || !errors.Is(err, bad) || calls != 1 {
		t.Fatalf("a refused file: %v after %d checks, want ErrNotSent and the check's error", err, calls)
	}
	if d := time.Since(start); d > startWait {
		t.Errorf("the refusal took %v", d)
	}
	want, _ := filepath.Abs("good.kgn")
	if err := HandOverChecked(dir, "good.kgn", func() error { return nil }); err != nil {
		t.Fatalf("a file that passes the check: %v", err)
	}
	if p := <-got; p != want {
		t.Errorf("the running copy got %q, want %q (and nothing before)", p, want)
	}
}

package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/konane/konane/internal/exitsignal"
	"github.com/konane/konane/internal/hangguard"
)

// TestMain runs "konane engine" when this test binary is started again by
// startEngine, so that the tests below drive the real process: its pipes,
// signals and exit status.
func TestMain(m *testing.M) {
	if os.Getenv("KONANE_TEST_ENGINE") == "1" {
		exitsignal.Stop()
		os.Exit(runEngine())
	}
	os.Exit(m.Run())
}

// engineProcess is a running "konane engine" with a pipe on each side.
type engineProcess struct {
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	stdout *os.File // the reading end
	out    *bufio.Reader
}

// startEngine starts the engine, sends boardsize 8 and cmd, waits for the
// boardsize answer and gives cmd a moment to run.
func startEngine(t *testing.T, cmd string) *engineProcess {
	t.Helper()
	p := &engineProcess{cmd: exec.Command(os.Args[0])}
	p.cmd.Env = append(os.Environ(), "KONANE_TEST_ENGINE=1")
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	p.cmd.Stdout, p.stdout, p.out = w, r, bufio.NewReader(r)
	if p.stdin, err = p.cmd.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	t.Cleanup(func() {
		if p.cmd.ProcessState == nil {
			p.cmd.Process.Kill()
			p.cmd.Wait()
		}
		r.Close()
	})
	if _, err := io.WriteString(p.stdin, "boardsize 8\n"+cmd+"\n"); err != nil {
		t.Fatal(err)
	}
	if got := p.answer(t); got != "=" {
		t.Fatalf("boardsize answered %q", got)
	}
	time.Sleep(100 * time.Millisecond)
	return p
}

// answer reads one answer, without its empty line.
func (p *engineProcess) answer(t *testing.T) string {
	t.Helper()
	var lines []string
	for {
		l, err := p.out.ReadString('\n')
		if err != nil {
			t.Fatalf("reading an answer: %v (so far %q)", err, lines)
		}
		if l == "\n" {
			return strings.Join(lines, "\n")
		}
		lines = append(lines, strings.TrimSuffix(l, "\n"))
	}
}

// wait waits for the engine to exit and returns its exit status and how
// long that took from start.
func (p *engineProcess) wait(t *testing.T, start time.Time) (int, time.Duration) {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- p.cmd.Wait() }()
	select {
	case err := <-done:
		took := time.Since(start)
		var exit *exec.ExitError
		if err != nil && !errors.As(err, &exit) {
			t.Fatal(err)
		}
		return p.cmd.ProcessState.ExitCode(), took
	case <-time.After(hangguard.Until(t)): // the engine package's BenchmarkStopLatency measures the 100 ms
		t.Fatal("the engine still runs")
	}
	return 0, 0
}

// `printf 'boardsize 8\nsolve\n' | konane engine` and a quit during solve
// both answer "? interrupted" and exit 0 at once (issue 21).
func TestTheEngineProcessStopsAtQuitOrTheEndOfInput(t *testing.T) {
	for _, how := range []string{"quit", "end of input"} {
		t.Run(how, func(t *testing.T) {
			p := startEngine(t, "solve")
			start := time.Now()
			if how == "quit" {
				io.WriteString(p.stdin, "quit\n")
			} else {
				p.stdin.Close()
			}
			if got := p.answer(t); got != "? interrupted" {
				t.Errorf("solve answered %q", got)
			}
			if how == "quit" {
				if got := p.answer(t); got != "=" {
					t.Errorf("quit answered %q", got)
				}
			}
			status, took := p.wait(t, start)
			if status != 0 {
				t.Errorf("exit status %d, want 0", status)
			}
			t.Logf("exited %v after %s", took, how)
		})
	}
}

// A closed standard output ends the engine with status 0 (not SIGPIPE):
// on Linux during the command, elsewhere at its next answer.
func TestTheEngineProcessEndsWhenItsOutputIsClosed(t *testing.T) {
	p := startEngine(t, "solve")
	start := time.Now()
	p.stdout.Close()
	if runtime.GOOS != "linux" {
		io.WriteString(p.stdin, "quit\n") // its answers meet the closed pipe
	}
	status, took := p.wait(t, start)
	if status != 0 {
		t.Errorf("exit status %d, want 0", status)
	}
	t.Logf("exited %v after its output was closed", took)
}

// Issue 29: a driver that attaches standard error to a pipe and never reads
// it (Python's Popen(..., stderr=PIPE)) got no answer after 618 genmoves
// on 6×6: the 64 KiB pipe was full and the engine waited to write. With
// the diagnostics on, 1200 genmoves (over 100 KiB of diagnostics) are all
// answered, the engine counts lines dropped, and the end of input still
// ends it with status 0.
func TestAnUnreadStandardErrorPipeNeverStopsTheEngineProcess(t *testing.T) {
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), "KONANE_TEST_ENGINE=1")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := cmd.StderrPipe(); err != nil { // never read
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			cmd.Wait()
		}
	})
	p := &engineProcess{cmd: cmd, stdin: stdin, out: bufio.NewReader(stdout)}
	ask := func(c string) string {
		t.Helper()
		if _, err := io.WriteString(stdin, c+"\n"); err != nil {
			t.Fatalf("%s: %v", c, err)
		}
		return p.answerWithin(t, c, hangguard.Until(t))
	}
	for _, c := range []string{"diagnostics on", "boardsize 6", "node_limit 100"} {
		if a := ask(c); a != "=" {
			t.Fatalf("%s answered %q", c, a)
		}
	}
	const genmoves = 1200
	for i := range genmoves {
		switch a := ask("genmove"); {
		case a == "= none":
			ask("clear_board")
		case !strings.HasPrefix(a, "= "):
			t.Fatalf("genmove %d answered %q", i+1, a)
		}
	}
	a := ask("diagnostics")
	var dropped int
	if _, err := fmt.Sscanf(a, "= on %d", &dropped); err != nil || dropped == 0 {
		t.Errorf("diagnostics answered %q: want lines dropped, since nobody read standard error", a)
	}
	start := time.Now()
	stdin.Close()
	if status, took := p.wait(t, start); status != 0 {
		t.Errorf("exit status %d, want 0", status)
	} else {
		t.Logf("%d genmoves answered, %d diagnostic lines dropped; exited %v after the end of input", genmoves, dropped, took)
	}
}

// answerWithin is answer that fails when no answer to cmd comes within d:
// the engine is stuck.
func (p *engineProcess) answerWithin(t *testing.T, cmd string, d time.Duration) string {
	t.Helper()
	got := make(chan string, 1)
	go func() {
		var lines []string
		for {
			l, err := p.out.ReadString('\n')
			if err != nil || l == "\n" {
				got <- strings.Join(lines, "\n")
				return
			}
			lines = append(lines, strings.TrimSuffix(l, "\n"))
		}
	}()
	select {
	case a := <-got:
		return a
	case <-time.After(d):
		t.Fatalf("no answer to %q within %v: the engine is stuck", cmd, d)
	}
	return ""
}

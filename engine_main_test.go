package main

import (
	"bufio"
	"errors"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/konane/konane/internal/exitsignal"
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

// stopBound is how long the engine may take to exit in a test: far more
// than the spec's 100 ms, for loaded machines (the engine package's
// BenchmarkStopLatency measures it).
const stopBound = 10 * time.Second

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
	case <-time.After(stopBound):
		t.Fatalf("the engine still runs %v later", stopBound)
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

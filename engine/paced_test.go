package engine

import (
	"errors"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/konane/konane/internal/hangguard"
)

// answers is the engine's output in a test: it counts the answers written
// (each ends with the only empty line it holds) and lets a reader wait for
// a number of them.
type answers struct {
	mu      sync.Mutex
	changed chan struct{} // closed and replaced at each write
	b       strings.Builder
}

func newAnswers() *answers { return &answers{changed: make(chan struct{})} }

func (a *answers) Write(p []byte) (int, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.b.Write(p)
	close(a.changed)
	a.changed = make(chan struct{})
	return len(p), nil
}

// String returns the transcript so far.
func (a *answers) String() string {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.b.String()
}

// waitFor waits until n answers are written and reports whether they were
// within timeout.
func (a *answers) waitFor(n int, timeout time.Duration) bool {
	deadline := time.After(timeout)
	for {
		a.mu.Lock()
		got, changed := strings.Count(a.b.String(), "\n\n"), a.changed
		a.mu.Unlock()
		if got >= n {
			return true
		}
		select {
		case <-changed:
		case <-deadline:
			return false
		}
	}
}

// pacedInput hands a script to the engine a line at a time, and each line
// (or the end of input) only once every command line before it has been
// answered: as a controller that waits for each answer does, so that no
// command is stopped by the end of input or a quit read while it runs.
type pacedInput struct {
	lines    []string // with their "\n"
	out      *answers
	next     int
	commands int           // command lines handed out
	wait     time.Duration // for each answer, before errNoAnswer
	buf      []byte
}

// newPacedInput returns the paced script, waiting up to wait for each
// answer.
func newPacedInput(script string, out *answers, wait time.Duration) *pacedInput {
	lines := strings.SplitAfter(script, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return &pacedInput{lines: lines, out: out, wait: wait}
}

var errNoAnswer = errors.New("the engine did not answer in time")

func (p *pacedInput) Read(b []byte) (int, error) {
	if len(p.buf) == 0 {
		if p.next > 0 && !strings.HasSuffix(p.lines[p.next-1], "\n") {
			return 0, io.EOF // a last line without "\n" ends at the end of input
		}
		if !p.out.waitFor(p.commands, p.wait) {
			return 0, errNoAnswer
		}
		if p.next == len(p.lines) {
			return 0, io.EOF
		}
		l := p.lines[p.next]
		if isCommandLine(l, p.next == 0) {
			p.commands++
		}
		p.next++
		p.buf = []byte(l)
	}
	n := copy(b, p.buf)
	p.buf = p.buf[n:]
	return n, nil
}

// isCommandLine is the rule of docs/engine-protocol.md, on the whole line: a
// line is a command unless it is blank or a comment once a byte-order mark at
// the start of the input is dropped.
func isCommandLine(l string, first bool) bool {
	l = strings.TrimSuffix(l, "\n")
	if first {
		l = strings.TrimPrefix(l, "\ufeff")
	}
	return preprocess(l) != ""
}

// hangGuard is how long a test waits for work bounded in nodes, moves or
// bytes before it calls the engine stuck (hangguard.Until).
func hangGuard(t testing.TB) time.Duration { return hangguard.Until(t) }

package engine

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"
	"sync"
	"testing"
	"time"
)

// unreadPipe is standard error attached to a pipe nobody reads: it takes
// capacity bytes, then every Write blocks until the test ends.
type unreadPipe struct {
	mu       sync.Mutex
	n        int
	capacity int
	full     chan struct{} // closed at the first Write that blocks
	fullOnce sync.Once
	release  chan struct{} // closed by the test's cleanup
}

func newUnreadPipe(t *testing.T, capacity int) *unreadPipe {
	p := &unreadPipe{capacity: capacity, full: make(chan struct{}), release: make(chan struct{})}
	t.Cleanup(func() { close(p.release) })
	return p
}

func (p *unreadPipe) Write(b []byte) (int, error) {
	p.mu.Lock()
	if p.n+len(b) <= p.capacity {
		p.n += len(b)
		p.mu.Unlock()
		return len(b), nil
	}
	p.mu.Unlock()
	p.fullOnce.Do(func() { close(p.full) })
	<-p.release
	return 0, io.ErrClosedPipe
}

// dialogue drives Run over pipes, one command and its answer at a time.
type dialogue struct {
	in   *io.PipeWriter
	out  *bufio.Reader
	done chan error
}

func startDialogue(t *testing.T, errOut io.Writer) *dialogue {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	d := &dialogue{in: inW, out: bufio.NewReader(outR), done: make(chan error, 1)}
	go func() {
		err := Run(context.Background(), inR, outW, errOut, Options{})
		outW.Close()
		d.done <- err
	}()
	return d
}

// ask sends cmd and returns its answer without the framing's empty line;
// it fails when no answer comes within hangGuard (the engine is stuck: a
// genmove of the test's node_limit takes milliseconds).
func (d *dialogue) ask(t *testing.T, cmd string) string {
	t.Helper()
	got := make(chan string, 1)
	go func() {
		var b strings.Builder
		for {
			l, err := d.out.ReadString('\n')
			if err != nil || l == "\n" {
				got <- b.String()
				return
			}
			b.WriteString(l)
		}
	}()
	if _, err := io.WriteString(d.in, cmd+"\n"); err != nil {
		t.Fatalf("%s: %v", cmd, err)
	}
	select {
	case a := <-got:
		return strings.TrimSuffix(a, "\n")
	case <-time.After(hangGuard(t)):
		t.Fatalf("no answer to %q: the engine is stuck", cmd)
	}
	return ""
}

// Issue 29: a driver that attached standard error to a pipe it never read
// got no answer after 618 genmoves: the full pipe blocked the engine in
// the middle of a search. With the diagnostics on and standard error full
// after 4 KiB, 300 genmoves (some 30 KiB of diagnostics) are all answered,
// the lines that found the pipe full are dropped and counted.
func TestAnUnreadStandardErrorNeverStopsTheEngine(t *testing.T) {
	stderr := newUnreadPipe(t, 4<<10)
	d := startDialogue(t, stderr)
	for _, cmd := range []string{"diagnostics on", "boardsize 6", "node_limit 100"} {
		if a := d.ask(t, cmd); a != "=" {
			t.Fatalf("%s answered %q", cmd, a)
		}
	}
	const genmoves = 300
	for i := range genmoves {
		a := d.ask(t, "genmove")
		switch {
		case a == "= none":
			d.ask(t, "clear_board")
		case !strings.HasPrefix(a, "= "):
			t.Fatalf("genmove %d answered %q", i+1, a)
		}
	}
	select {
	case <-stderr.full:
	default:
		t.Fatal("standard error never filled up: the test proves nothing")
	}
	var dropped int
	if a := d.ask(t, "diagnostics"); !strings.HasPrefix(a, "= on ") {
		t.Fatalf("diagnostics answered %q", a)
	} else if _, err := fmt.Sscan(strings.TrimPrefix(a, "= on "), &dropped); err != nil || dropped == 0 {
		t.Errorf("diagnostics answered %q: want a count of dropped lines above 0", a)
	}
	d.in.Close()
	if err := <-d.done; err != nil {
		t.Errorf("Run returned %v", err)
	}
	t.Logf("%d lines dropped", dropped)
}

// The diagnostics are off until asked for: the searches write nothing, and
// "diagnostics off" stops them again.
func TestDiagnosticsAreOffUntilAskedFor(t *testing.T) {
	var stderr lockedBuilder
	out := runDiag(t, "boardsize 4\nnode_limit 50\ngenmove\ndiagnostics\n", &stderr)
	if !strings.HasSuffix(out, "\n\n= off 0\n\n") {
		t.Errorf("transcript %q, want the last answer \"= off 0\"", out)
	}
	if s := stderr.String(); s != "" {
		t.Errorf("standard error got %q with the diagnostics off", s)
	}
	out = runDiag(t, "boardsize 4\nnode_limit 50\ndiagnostics on\ngenmove\ndiagnostics off\ngenmove\ndiagnostics maybe\n", &stderr)
	if n := strings.Count(stderr.String(), "genmove "); n != 1 {
		t.Errorf("standard error has %d genmove lines, want 1 (on, then off):\n%s", n, stderr.String())
	}
	if !strings.HasSuffix(out, "? syntax error: diagnostics takes on or off, got \"maybe\"\n\n") {
		t.Errorf("diagnostics maybe: transcript %q", out)
	}
}

// runDiag runs script with the real AI, diagnostics to stderr, and
// returns the transcript.
func runDiag(t *testing.T, script string, stderr io.Writer) string {
	t.Helper()
	out := newAnswers()
	if err := Run(context.Background(), strings.NewReader(script), out, stderr, Options{}); err != nil {
		t.Fatalf("Run returned %v", err)
	}
	return out.String()
}

// lockedBuilder is a strings.Builder safe for the diagnostics' writer
// goroutine and the test.
type lockedBuilder struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedBuilder) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuilder) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// A full queue drops lines and counts them; the next line written says
// how many went.
func TestTheDiagnosticsDropWhatWouldWaitAndSaySo(t *testing.T) {
	stderr := newUnreadPipe(t, 0)
	d := newDiagLog(stderr)
	d.on.Store(true)
	for i := range diagQueue + 10 {
		d.Printf("line %d", i)
	}
	<-stderr.full // the writer holds one line, blocked
	if got := d.Dropped(); got < 9 || got > 10 {
		t.Errorf("%d lines dropped, want 9 or 10 (the queue holds %d)", got, diagQueue)
	}
	start := time.Now()
	d.Close(10 * time.Millisecond)
	t.Logf("Close returned after %v; one that waited for the blocked writer would hang the test", time.Since(start))
	d.Printf("after close") // not written, and no panic

	var b lockedBuilder
	d = newDiagLog(&b)
	d.on.Store(true)
	d.dropped.Store(3)
	d.Printf("next")
	d.Close(time.Minute)
	if want := "engine: 3 diagnostic lines dropped: nobody read them\nnext\n"; b.String() != want {
		t.Errorf("wrote %q, want %q", b.String(), want)
	}
}

package engine

import (
	"fmt"
	"io"
	"sync"
	"sync/atomic"
	"time"
)

// diagQueue is how many diagnostic lines wait for a slow reader of the
// diagnostics before new ones are dropped.
const diagQueue = 64

// diagFlush is how long Run, when it returns, waits for the queued
// diagnostic lines to be written.
const diagFlush = 250 * time.Millisecond

// diagLog writes diagnostic lines to a writer without ever waiting for it:
// Printf queues a line (at most diagQueue) for a goroutine that writes
// them, and drops it when the queue is full, as when nobody reads a pipe.
// Before the next line it writes once more, it says how many were dropped.
// It writes only while on (the diagnostics command); a nil *diagLog
// writes nothing.
type diagLog struct {
	on      atomic.Bool
	lines   chan string
	dropped atomic.Int64 // lines dropped since the last written one
	total   atomic.Int64 // lines dropped in all
	mu      sync.Mutex   // guards closed and the send on lines
	closed  bool
	drained chan struct{} // closed when the writer has written all it got
}

// newDiagLog starts the writer of w; nil w gives a nil *diagLog (no
// diagnostics).
func newDiagLog(w io.Writer) *diagLog {
	if w == nil {
		return nil
	}
	d := &diagLog{lines: make(chan string, diagQueue), drained: make(chan struct{})}
	go d.write(w)
	return d
}

func (d *diagLog) write(w io.Writer) {
	defer close(d.drained)
	for l := range d.lines {
		if n := d.dropped.Swap(0); n > 0 {
			l = fmt.Sprintf("engine: %d diagnostic lines dropped: nobody read them\n", n) + l
		}
		if _, err := io.WriteString(w, l); err != nil {
			d.dropped.Add(1) // a closed or failing writer drops them all
			d.total.Add(1)
		}
	}
}

// Printf queues one line (a newline is added when missing), or drops it
// when diagQueue lines wait already.
func (d *diagLog) Printf(format string, args ...any) {
	if d == nil || !d.on.Load() {
		return
	}
	l := fmt.Sprintf(format, args...)
	if len(l) == 0 || l[len(l)-1] != '\n' {
		l += "\n"
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.closed {
		return
	}
	select {
	case d.lines <- l:
	default:
		d.dropped.Add(1)
		d.total.Add(1)
	}
}

// Dropped is the number of lines dropped so far.
func (d *diagLog) Dropped() int64 {
	if d == nil {
		return 0
	}
	return d.total.Load()
}

// Close ends the log: it waits at most wait for the queued lines to be
// written, then returns; a writer blocked for good is left behind. Lines
// given after Close are not written.
func (d *diagLog) Close(wait time.Duration) {
	if d == nil {
		return
	}
	d.mu.Lock()
	if !d.closed {
		d.closed = true
		close(d.lines)
	}
	d.mu.Unlock()
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case <-d.drained:
	case <-t.C:
	}
}

// Write queues p as one line, as Printf does; it never fails, so that a
// diagLog serves as the io.Writer of the AI player's log.
func (d *diagLog) Write(p []byte) (int, error) {
	d.Printf("%s", p)
	return len(p), nil
}

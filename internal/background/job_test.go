package background

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/konane/konane/internal/hangguard"
)

// uiQueue stands in for the UI goroutine: jobs queue their callbacks and
// the test runs them.
type uiQueue chan func()

func (q uiQueue) do(f func()) { q <- f }

// next runs the next queued callback, failing after hangguard.Until (the
// work runs at nice 10 and may wait behind busy processes).
func (q uiQueue) next(t *testing.T) {
	t.Helper()
	select {
	case f := <-q:
		f()
	case <-time.After(hangguard.Until(t)):
		t.Fatal("nothing was handed to the UI goroutine")
	}
}

// waitFor waits until Running(name) is n.
func waitFor(t *testing.T, name string, n int) {
	t.Helper()
	for deadline := time.Now().Add(hangguard.Until(t)); Running(name) != n; {
		if time.Now().After(deadline) {
			t.Fatalf("Running(%q) = %d, want %d", name, Running(name), n)
		}
		time.Sleep(time.Millisecond)
	}
}

// blocking is a Work that reports one step, then waits for its context or
// release and returns v.
func blocking(v int, release chan struct{}) Work[int] {
	return func(ctx context.Context, progress func(done, total int)) (int, error) {
		progress(1, 2)
		select {
		case <-ctx.Done():
			return v, ctx.Err()
		case <-release:
			return v, nil
		}
	}
}

// result records what onProgress and onDone received.
type result struct {
	progress [][2]int
	done     []int
	errs     []error
}

func (r *result) onProgress(done, total int) { r.progress = append(r.progress, [2]int{done, total}) }
func (r *result) onDone(v int, err error)    { r.done, r.errs = append(r.done, v), append(r.errs, err) }

func TestAJobHandsItsProgressAndResultToTheUIGoroutine(t *testing.T) {
	q := make(uiQueue, 8)
	j := NewJob[int]("test-start", q.do)
	var r result
	release := make(chan struct{})
	j.Start(blocking(7, release), r.onProgress, r.onDone)
	if !j.Running() {
		t.Fatal("not running after Start")
	}
	waitFor(t, "test-start", 1)
	q.next(t)
	if len(r.progress) != 1 || r.progress[0] != [2]int{1, 2} {
		t.Fatalf("progress %v, want [[1 2]]", r.progress)
	}
	close(release)
	q.next(t)
	if len(r.done) != 1 || r.done[0] != 7 || r.errs[0] != nil || j.Running() {
		t.Fatalf("done %v %v, running %v", r.done, r.errs, j.Running())
	}
	waitFor(t, "test-start", 0)
}

func TestStartingAgainDropsTheStaleResult(t *testing.T) {
	q := make(uiQueue, 8)
	j := NewJob[int]("test-restart", q.do)
	var r result
	j.Start(blocking(1, nil), nil, r.onDone)
	release := make(chan struct{})
	close(release)
	j.Start(blocking(2, release), nil, r.onDone)
	q.next(t) // one of the two results
	q.next(t) // the other
	if len(r.done) != 1 || r.done[0] != 2 || r.errs[0] != nil {
		t.Fatalf("done %v %v, want only the second job's 2", r.done, r.errs)
	}
	waitFor(t, "test-restart", 0)
}

func TestCancelStopsTheWorkAndStillHandsBackItsResult(t *testing.T) {
	q := make(uiQueue, 8)
	j := NewJob[int]("test-cancel", q.do)
	var r result
	j.Start(blocking(3, nil), nil, r.onDone)
	j.Cancel()
	if j.Running() {
		t.Error("running after Cancel")
	}
	q.next(t)
	if len(r.done) != 1 || r.done[0] != 3 || !errors.Is(r.errs[0], context.Canceled) {
		t.Fatalf("done %v %v, want 3 and context.Canceled", r.done, r.errs)
	}
}

func TestStopAndCloseDropEverything(t *testing.T) {
	q := make(uiQueue, 8)
	j := NewJob[int]("test-stop", q.do)
	var r result
	j.Start(blocking(4, nil), r.onProgress, r.onDone)
	waitFor(t, "test-stop", 1)
	j.Stop()
	q.next(t) // the progress
	q.next(t) // the result
	waitFor(t, "test-stop", 0)
	j.Start(blocking(5, nil), r.onProgress, r.onDone)
	waitFor(t, "test-stop", 1)
	j.Close()
	q.next(t)
	q.next(t)
	j.Start(blocking(6, nil), r.onProgress, r.onDone)
	if j.Running() || len(r.progress) != 0 || len(r.done) != 0 {
		t.Fatalf("after Stop and Close: running %v, progress %v, done %v", j.Running(), r.progress, r.done)
	}
	waitFor(t, "test-stop", 0)
}

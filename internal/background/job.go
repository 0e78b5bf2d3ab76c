package background

import (
	"context"
	"sync"
	"sync/atomic"
)

// Work is the analysis a Job runs: it returns its result, or an error
// (ctx.Err() once cancelled), and may report progress as done of total
// steps; it must return soon after ctx ends.
type Work[T any] func(ctx context.Context, progress func(done, total int)) (T, error)

// Job runs one analysis at a time of something on screen (a move, a
// hint, the winning moves, a review) in a goroutine at low priority and
// hands its progress and result to the UI goroutine through do; Start
// and Stop drop those still on their way. UI goroutine only.
type Job[T any] struct {
	name   string
	do     func(func())
	gen    uint64             // bumped by Start, Stop and Close; older results are dropped
	cancel context.CancelFunc // cancels the running work, nil when none
	closed bool
}

// NewJob returns a job counted under name (Running) that delivers
// through do.
func NewJob[T any](name string, do func(func())) *Job[T] {
	return &Job[T]{name: name, do: do}
}

// Start drops the running work, if any, and runs work in a goroutine of
// its own. onProgress (nil: none) and then onDone run through do unless
// the job was started again, stopped or closed meanwhile; after Cancel
// they still run. A closed job starts nothing.
func (j *Job[T]) Start(work Work[T], onProgress func(done, total int), onDone func(T, error)) {
	if j.closed {
		return
	}
	j.Stop()
	ctx, cancel := context.WithCancel(context.Background())
	j.cancel = cancel
	gen, do, n := j.gen, j.do, counter(j.name)
	current := func() bool { return gen == j.gen && !j.closed }
	progress := func(int, int) {}
	if onProgress != nil {
		progress = func(done, total int) {
			do(func() {
				if current() {
					onProgress(done, total)
				}
			})
		}
	}
	n.Add(1)
	go func() {
		Enter()
		v, err := work(ctx, progress)
		n.Add(-1)
		cancel()
		do(func() {
			if !current() {
				return
			}
			j.cancel = nil
			onDone(v, err)
		})
	}()
}

// Running reports whether work was started and has neither handed back
// its result nor been cancelled, stopped or closed.
func (j *Job[T]) Running() bool { return j.cancel != nil }

// Cancel asks the running work to stop; its result (often partial, or
// ctx.Err()) still comes to onDone.
func (j *Job[T]) Cancel() {
	if j.cancel != nil {
		j.cancel()
		j.cancel = nil
	}
}

// Stop cancels the running work and drops its progress and result.
func (j *Job[T]) Stop() {
	j.gen++
	j.Cancel()
}

// Close stops the job for good: later Starts do nothing.
func (j *Job[T]) Close() {
	j.Stop()
	j.closed = true
}

// counts holds an *atomic.Int32 per job name: the goroutines whose work
// has not returned yet.
var counts sync.Map

func counter(name string) *atomic.Int32 {
	n, _ := counts.LoadOrStore(name, new(atomic.Int32))
	return n.(*atomic.Int32)
}

// Running returns how many works of the jobs named name are under way
// (started and not returned, cancelled or not); any goroutine may call it.
func Running(name string) int { return int(counter(name).Load()) }

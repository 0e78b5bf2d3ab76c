package engine

import (
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
	"github.com/konane/konane/internal/hangguard"
)

// Issue 21: making a session's tables (64 MiB each) took up to 165 ms on a
// loaded machine, deaf to quit. A stop while they are made ends the
// command at once; the tables made meanwhile serve the next command.
func TestAStopWhileTheTablesAreMadeIsNotWaitedFor(t *testing.T) {
	release := make(chan struct{})
	var made atomic.Int32 // the solver's and the searcher's tables are made on two goroutines
	oldSolver, oldSearcher, oldParallel := newSolver, newSearcher, newParallelSolver
	newSolver = func() *ai.Solver { <-release; made.Add(1); return ai.NewSolver(1 << 20) }
	newSearcher = func() *ai.Searcher {
		<-release
		made.Add(1)
		return ai.NewSearcher(ai.SearcherOptions{TableBytes: 1 << 20})
	}
	newParallelSolver = func(threads int) *ai.ParallelSolver {
		<-release
		made.Add(1)
		return ai.NewParallelSolver(1<<20, threads)
	}
	defer func() { newSolver, newSearcher, newParallelSolver = oldSolver, oldSearcher, oldParallel }()

	p := newAIPlayer(io.Discard)
	pos := game.MustNewPosition(4)
	stopped, stop := context.WithCancel(context.Background())
	stop()
	done := make(chan error, 2)
	go func() {
		_, known, _ := p.Solve(stopped, pos)
		if known {
			done <- errors.New("a stopped solve proved the position")
			return
		}
		_, err := p.GenMove(stopped, pos, ai.Limits{Level: ai.Easy})
		done <- err
	}()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("stopped genmove: %v, want context.Canceled", err)
		}
	case <-time.After(hangguard.Until(t)):
		t.Fatal("a stopped command waits for the tables to be made")
	}
	close(release)
	winner, known, err := p.Solve(context.Background(), pos)
	if err != nil || !known || winner != game.White {
		t.Fatalf("the next solve: %v %v %v, want White", winner, known, err)
	}
	if _, err := p.GenMove(context.Background(), pos, ai.Limits{Level: ai.Easy}); err != nil {
		t.Fatal(err)
	}
	if n := made.Load(); n != 2 {
		t.Errorf("%d tables made, want one searcher and one solver", n)
	}
}

// solve runs the parallel solver on the threads of the threads command,
// and a solver is made anew only when they change.
func TestSolveRunsOnTheThreadsOfTheThreadsCommand(t *testing.T) {
	var made []int
	old := newParallelSolver
	newParallelSolver = func(threads int) *ai.ParallelSolver {
		made = append(made, threads)
		return ai.NewParallelSolver(1<<20, threads)
	}
	defer func() { newParallelSolver = old }()
	var log strings.Builder
	got := run(t, "boardsize 5\nthreads 2\nsolve\nsolve\nboardsize 4\nthreads 1\nsolve\nthreads 0\nsolve\n", Options{Player: newAIPlayer(&log)})
	if want := transcript("=", "=", "= B", "= B", "=", "=", "= W", "=", "= W"); got != want {
		t.Fatalf("answers %q, want %q", got, want)
	}
	if !slices.Equal(made, []int{2, 1, 0}) {
		t.Errorf("solvers made for threads %v, want 2, 1, 0", made)
	}
	for _, want := range []string{"threads 2", "threads 1", fmt.Sprintf("threads %d", runtime.GOMAXPROCS(0))} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("the log lacks %q:\n%s", want, log.String())
		}
	}
}

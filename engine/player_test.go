package engine

import (
	"context"
	"errors"
	"io"
	"testing"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// Issue 21: making a session's tables (64 MiB each) took up to 165 ms on a
// loaded machine, deaf to quit. A stop while they are made ends the
// command at once; the tables made meanwhile serve the next command.
func TestAStopWhileTheTablesAreMadeIsNotWaitedFor(t *testing.T) {
	release := make(chan struct{})
	made := 0
	oldSolver, oldSearcher := newSolver, newSearcher
	newSolver = func() *ai.Solver { <-release; made++; return ai.NewSolver(1 << 20) }
	newSearcher = func() *ai.Searcher { <-release; made++; return ai.NewSearcher(ai.SearcherOptions{TableBytes: 1 << 20}) }
	defer func() { newSolver, newSearcher = oldSolver, oldSearcher }()

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
	case <-time.After(5 * time.Second):
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
	if made != 2 {
		t.Errorf("%d tables made, want one searcher and one solver", made)
	}
}

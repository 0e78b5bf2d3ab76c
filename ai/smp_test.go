package ai

import (
	"context"
	"errors"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/konane/konane/game"
	"github.com/konane/konane/internal/hangguard"
)

// A proof found by one thread is found by two and four threads too, with
// the same winner, and the winning move of the parallel search wins.
func TestAParallelSearchFindsTheProofsOfOneThread(t *testing.T) {
	s := NewSolver(1 << 20)
	one := NewSearcher(SearcherOptions{TableBytes: 1 << 20, Threads: 1})
	many := map[int]*Searcher{
		2: NewSearcher(SearcherOptions{TableBytes: 1 << 20, Threads: 2}),
		4: NewSearcher(SearcherOptions{TableBytes: 1 << 20, Threads: 4}),
	}
	checked := 0
	for i, p := range randomPositions(6, 6, 11) {
		if i%3 != 0 || p.Count(game.Black)+p.Count(game.White) > 22 {
			continue
		}
		lim := Limits{Level: Hard, Depth: 40, Time: time.Minute}
		r1, err := one.Search(context.Background(), p, lim)
		if err != nil || !r1.Proven {
			t.Fatalf("%s: one thread: proven %v, %v", p.KFEN(), r1.Proven, err)
		}
		_, win1, _ := r1.WinPlies()
		for n, e := range many {
			r, err := e.Search(context.Background(), p, lim)
			if err != nil || !r.Proven {
				t.Fatalf("%s: %d threads: proven %v, %v", p.KFEN(), n, r.Proven, err)
			}
			if _, win, _ := r.WinPlies(); win != win1 {
				t.Fatalf("%s: %d threads say win=%v, one thread win=%v", p.KFEN(), n, win, win1)
			}
			if win1 {
				c := p
				c.Make(r.Move)
				if cr, _ := s.Solve(context.Background(), c, SolveOptions{}); cr.Winner != p.SideToMove() {
					t.Fatalf("%s: the winning move %v of %d threads does not win", p.KFEN(), r.Move, n)
				}
			}
		}
		checked++
	}
	if checked < 10 {
		t.Fatalf("only %d positions checked", checked)
	}
}

// The helpers search beside the main thread, and their nodes count in the
// result; at every level the move is legal.
func TestHelpersSearchBesideTheMainThread(t *testing.T) {
	pos := mustKFEN(t, benchPositions[1])
	e := NewSearcher(SearcherOptions{TableBytes: 1 << 20, Threads: 3})
	for _, l := range Levels() {
		r, err := e.Search(context.Background(), pos, Limits{Level: l, Time: 100 * time.Millisecond})
		if err != nil || !pos.IsLegal(r.Move) {
			t.Fatalf("%v: %v, %v", l, r.Move, err)
		}
	}
	r, err := e.Search(context.Background(), pos, Limits{Level: Master, Depth: 9, Time: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	if len(e.helpers) != 2 {
		t.Fatalf("%d helpers, want 2", len(e.helpers))
	}
	var helped uint64
	for _, h := range e.helpers {
		helped += h.nodes
		if h.nodes == 0 {
			t.Error("a helper searched no node")
		}
	}
	if r.Nodes != e.s.nodes+helped {
		t.Errorf("result counts %d nodes, the threads %d + %d", r.Nodes, e.s.nodes, helped)
	}
}

// A node budget keeps the search on one thread: the same result, node for
// node, whatever Threads says, and no helper is made.
func TestANodeBudgetSearchesOnOneThread(t *testing.T) {
	pos := midgame8(t)
	lim := Limits{Level: Master, Nodes: 100_000, Seed: 1}
	one, err := NewSearcher(SearcherOptions{TableBytes: 4 << 20, Threads: 1}).Search(context.Background(), pos, lim)
	if err != nil {
		t.Fatal(err)
	}
	for _, threads := range []int{0, 4} {
		e := NewSearcher(SearcherOptions{TableBytes: 4 << 20, Threads: threads})
		lim.Threads = threads
		r, err := e.Search(context.Background(), pos, lim)
		if err != nil {
			t.Fatal(err)
		}
		if r.Move != one.Move || r.Score != one.Score || r.Depth != one.Depth || r.Nodes != one.Nodes || !slices.Equal(r.PV, one.PV) {
			t.Errorf("Threads %d: %v %d depth %d nodes %d; one thread: %v %d depth %d nodes %d",
				threads, r.Move, r.Score, r.Depth, r.Nodes, one.Move, one.Score, one.Depth, one.Nodes)
		}
		if len(e.helpers) != 0 {
			t.Errorf("Threads %d: %d helpers made for a node budget", threads, len(e.helpers))
		}
	}
}

// Cancelling the context stops every thread soon, and Search returns only
// when they have all stopped: no goroutine of the search is left.
func TestCancellingStopsEveryThread(t *testing.T) {
	for _, bg := range []bool{false, true} {
		pos := mustKFEN(t, benchPositions[2])
		e := NewSearcher(SearcherOptions{TableBytes: 1 << 20, Threads: 4, Background: bg})
		before := runtime.NumGoroutine()
		ctx, cancel := context.WithCancel(context.Background())
		type answer struct {
			r   Result
			err error
		}
		done := make(chan answer)
		go func() {
			r, err := e.Search(ctx, pos, Limits{Time: time.Hour})
			done <- answer{r, err}
		}()
		time.Sleep(50 * time.Millisecond)
		cancel()
		start := time.Now()
		select {
		case a := <-done:
			// Every thread polls every pollEvery nodes (TestSearchPollsOften);
			// how soon that is in time depends on the load: threads at nice
			// 10 may wait seconds behind busy processes.
			t.Logf("background %v: stopped %v after the cancel", bg, time.Since(start))
			if !errors.Is(a.err, context.Canceled) || !pos.IsLegal(a.r.Move) {
				t.Errorf("background %v: got %v, %v; want a legal move and context.Canceled", bg, a.r.Move, a.err)
			}
		case <-time.After(hangguard.Until(t)):
			t.Fatalf("background %v: the search did not stop after the cancel", bg)
		}
		for _, h := range e.helpers {
			if !h.stopped {
				t.Errorf("background %v: helper %d not stopped", bg, h.helper)
			}
		}
		// A goroutine that called wg.Done may take a moment to end.
		deadline := time.Now().Add(hangguard.Until(t))
		for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
			time.Sleep(time.Millisecond)
		}
		if n := runtime.NumGoroutine(); n > before {
			t.Errorf("background %v: %d goroutines after the search, %d before", bg, n, before)
		}
	}
}

// Searches one after another on a parallel searcher, as in a game, and
// Clear and NewGame between them, leave no thread behind and play legal
// moves (run with -race: the threads share the table).
func TestAParallelSearcherPlaysAGame(t *testing.T) {
	e := NewSearcher(SearcherOptions{TableBytes: 1 << 20, Threads: 2})
	pos := game.MustNewPosition(6)
	for ply := 0; pos.HasMoves(); ply++ {
		r, err := e.Search(context.Background(), pos, Limits{Level: Master, Time: 30 * time.Millisecond})
		if err != nil || !pos.IsLegal(r.Move) {
			t.Fatalf("ply %d, %s: %v, %v", ply, pos.KFEN(), r.Move, err)
		}
		pos.Make(r.Move)
		switch ply {
		case 3:
			e.Clear()
		case 7:
			e.NewGame()
		}
	}
}

// The helpers spread over the depths: the first searches the even ones,
// the second the odd ones, the third pairs of them; the schedule repeats
// after 20 helpers.
func TestHelpersSearchTheirOwnDepths(t *testing.T) {
	for _, c := range []struct {
		helper int
		want   []int // depths 1–8 searched
	}{
		{1, []int{2, 4, 6, 8}},
		{2, []int{1, 3, 5, 7}},
		{3, []int{1, 4, 5, 8}},
		{21, []int{2, 4, 6, 8}},
	} {
		var got []int
		for d := 1; d <= 8; d++ {
			if !skipDepth(c.helper, d) {
				got = append(got, d)
			}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("helper %d searches depths %v, want %v", c.helper, got, c.want)
		}
	}
}

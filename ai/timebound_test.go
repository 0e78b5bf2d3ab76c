package ai

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/konane/konane/game"
)

// lostAfterSolve is an 8×8 position of 32 stones (from testdata/middle8.txt,
// seed 8, played on by Medium) that Master's endgame solve proves lost for
// Black in some 60 000 nodes, while the search after it needs millions of
// nodes to prove the loss itself.
const lostAfterSolve = "BWB2W1W/WBWBWBWB/BWBW2B1/W3W2B/BWBWB3/8/B2W2B1/W1W2B2 b"

// Issue: Master at 50 ms a move took up to 3.5 s. After the endgame solve
// proved a loss, the search's polls fell between multiples of the period
// (the solve's nodes are added to the search's) and all looked at the
// context only, never at the clock, so the search ran on to its own proof.
// With a clock that is past the deadline once the solve is over, every
// thread of the search must stop at its first look at the clock.
func TestTheSearchAfterAProvenLossKeepsToTheDeadline(t *testing.T) {
	pos := mustKFEN(t, lostAfterSolve)
	for _, threads := range []int{1, 2} {
		e := NewSearcher(SearcherOptions{TableBytes: 4 << 20, Threads: threads})
		searchNow = func() time.Time { return time.Now().Add(time.Hour) }
		r, err := e.Search(context.Background(), pos, Limits{Level: Master, Time: time.Minute, Seed: 1})
		searchNow = time.Now
		if err != nil {
			t.Fatal(err)
		}
		solved := e.solver.nodes
		if plies, win, ok := r.WinPlies(); !ok || win || !pos.IsLegal(r.Move) {
			t.Fatalf("%d threads: %v, proven %v win %v in %d plies; want a legal move and a proven loss", threads, r.Move, ok, win, plies)
		}
		// Each thread's first look at the clock comes within 2 polls.
		if searched := r.Nodes - solved; searched > uint64(threads)*2*pollEvery {
			t.Errorf("%d threads: %d nodes searched after the solve's %d, want at most %d",
				threads, searched, solved, threads*2*pollEvery)
		}
	}
}

// endgame8 returns 8×8 positions in Master's endgame solve range: each
// position of testdata/middle8.txt played on by Medium (a node budget, so
// the same on every machine) to 32 stones or fewer, and the next plies of
// that game, up to perGame positions a game.
func endgame8(tb testing.TB, perGame int) []game.Position {
	var out []game.Position
	m := NewSearcher(SearcherOptions{Threads: 1, TableBytes: 1 << 20})
	for _, pos := range middle8(tb) {
		for n := 0; n < perGame && pos.HasMoves(); {
			if endgameSmall(&pos) {
				out = append(out, pos)
				n++
			}
			r, err := m.Search(context.Background(), pos, Limits{Level: Medium, Nodes: 100_000, Seed: 1})
			if err != nil {
				tb.Fatal(err)
			}
			pos.Make(r.Move)
		}
	}
	return out
}

// BenchmarkMasterEndgameMoveAt50ms plays Master's move at 50 ms, on every
// thread, in each position of endgame8 (some 100, where the endgame solve
// runs first) and reports the move times: the goal is a longest move of
// 50 ms plus the polling delay and the machine's stalls (cmd/strength
// measures whole games). Run it with -benchtime 1x: an op is every
// position once.
func BenchmarkMasterEndgameMoveAt50ms(b *testing.B) {
	ps := endgame8(b, 5)
	e := NewSearcher(SearcherOptions{})
	e.NewGame() // fault the table in, as before a game
	var times []time.Duration
	b.ResetTimer()
	for range b.N {
		for _, pos := range ps {
			r, err := e.Search(context.Background(), pos, Limits{Level: Master, Time: 50 * time.Millisecond})
			if err != nil {
				b.Fatal(err)
			}
			times = append(times, r.Elapsed)
		}
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)-1])/1e6, "longest-ms")
	b.ReportMetric(float64(times[(len(times)*99+99)/100-1])/1e6, "p99-ms")
	b.ReportMetric(float64(times[len(times)/2])/1e6, "median-ms")
}

package ai

import (
	"context"
	"testing"
)

// Issue: after the endgame solve proved the position lost, Master's search
// ran on without its node budget (its count started at the solve's nodes,
// and the budget was read only at multiples of the poll period, which
// that count then missed): 50 000-node budgets ran 2.16 M nodes. The
// solve and the search share Limits.Nodes, and the search keeps to
// Limits.Depth. On one and two threads; under -race on two only.
func TestANodeBudgetBoundsTheSearchAfterAProvenLoss(t *testing.T) {
	pos := mustKFEN(t, lostAfterSolve) // the solve proves the loss in some 62 000 nodes
	threads := []int{1, 2}
	if raceEnabled {
		threads = threads[1:] // one thread starts no goroutine: make test runs it without -race too
	}
	for _, threads := range threads {
		for _, lim := range []Limits{
			{Level: Master, Nodes: 200_000, Seed: 1},
			{Level: Master, Nodes: 300_000, Seed: 1},
			{Level: Master, Nodes: 1 << 30, Depth: 4, Seed: 1},
		} {
			var first Result
			for run := range 2 {
				e := NewSearcher(SearcherOptions{TableBytes: 4 << 20, Threads: threads})
				r, err := e.Search(context.Background(), pos, lim)
				if err != nil {
					t.Fatal(err)
				}
				if plies, win, ok := r.WinPlies(); !ok || win || !pos.IsLegal(r.Move) {
					t.Fatalf("%d threads, %+v: %v, proven %v win %v in %d plies; want a legal move and a proven loss", threads, lim, r.Move, ok, win, plies)
				}
				if e.solver.nodes >= lim.Nodes/2 {
					t.Fatalf("%d threads, %+v: the solve took %d nodes, want a proof within its half of the budget", threads, lim, e.solver.nodes)
				}
				if r.Nodes > lim.Nodes+pollEvery {
					t.Errorf("%d threads, %+v: %d nodes (the solve's %d), want at most %d", threads, lim, r.Nodes, e.solver.nodes, lim.Nodes+pollEvery)
				}
				if lim.Depth > 0 && r.Depth > lim.Depth {
					t.Errorf("%d threads, %+v: depth %d", threads, lim, r.Depth)
				}
				if run == 0 {
					first = r
				} else if r.Move != first.Move || r.Score != first.Score || r.Nodes != first.Nodes || r.Depth != first.Depth {
					t.Errorf("%d threads, %+v: %v score %d nodes %d depth %d, then %v %d %d %d", threads, lim,
						first.Move, first.Score, first.Nodes, first.Depth, r.Move, r.Score, r.Nodes, r.Depth)
				}
			}
		}
	}
}

// Positions of endgame8 whose solve is quick (some 800 and 1 200 nodes)
// but whose line to the end of the game costs some 20 000 and 40 000
// nodes: a node budget ends the line after the proof.
const (
	wonLineLong  = "1W5W/W2BW2B/B3B1B1/WBW2B2/2B5/WBWBW1W1/BWB1BWB1/WBW1W1WB b"
	lostLineLong = "1W2B2W/W2B3B/B5B1/WBW2B2/2B5/WBWBW1W1/BWB1BWB1/WBW1W1WB w"
)

// A solve whose Line the node budget cuts short keeps its proof and says
// that the line is cut (SolveResult.Cut); a whole line is not cut and
// ends the game.
func TestALineCutShortSaysSo(t *testing.T) {
	pos := mustKFEN(t, wonLineLong)
	for _, c := range []struct {
		nodes uint64
		cut   bool
	}{{8_000, true}, {0, false}} {
		r, err := NewSolver(1<<20).Solve(context.Background(), pos, SolveOptions{Nodes: c.nodes, Line: true})
		if err != nil || r.Winner != pos.SideToMove() || len(r.PV) == 0 || !pos.IsLegal(r.PV[0]) {
			t.Fatalf("%d nodes: %v, winner %v, pv %v", c.nodes, err, r.Winner, r.PV)
		}
		end := pos
		for _, m := range r.PV {
			end.Make(m)
		}
		if r.Cut != c.cut || r.Cut == !end.HasMoves() {
			t.Errorf("%d nodes: cut %v, want %v; the line of %d plies ends the game: %v", c.nodes, r.Cut, c.cut, len(r.PV), !end.HasMoves())
		}
	}
}

// Issue: with a node budget that cut the endgame solve's line short,
// Master claimed a win (or loss) in as many plies as the cut line had. A
// proof with a length has a line of that length that ends the game; a
// cut line gives a proof without length (WinPlies 0).
func TestACutLineGivesNoLength(t *testing.T) {
	for _, c := range []struct {
		kfen string
		win  bool
	}{{wonLineLong, true}, {lostLineLong, false}} {
		pos := mustKFEN(t, c.kfen)
		for _, nodes := range []uint64{16_000, 1 << 30} {
			e := NewSearcher(SearcherOptions{TableBytes: 4 << 20})
			r, err := e.Search(context.Background(), pos, Limits{Level: Master, Nodes: nodes, Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			plies, win, ok := r.WinPlies()
			if !ok || win != c.win || !pos.IsLegal(r.Move) {
				t.Fatalf("%s, %d nodes: %v, proven %v win %v; want a legal move and win %v", c.kfen, nodes, r.Move, ok, win, c.win)
			}
			end := pos
			for _, m := range r.PV {
				end.Make(m)
			}
			switch {
			case plies == 0 && nodes > 1<<20:
				t.Errorf("%s, %d nodes: no length, pv of %d plies", c.kfen, nodes, len(r.PV))
			case plies != 0 && (plies != len(r.PV) || end.HasMoves()):
				t.Errorf("%s, %d nodes: proven in %d plies, but the pv has %d plies and ends the game: %v", c.kfen, nodes, plies, len(r.PV), !end.HasMoves())
			}
		}
	}
}

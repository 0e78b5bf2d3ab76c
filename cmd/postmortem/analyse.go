package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// solveBackwards prints the solver's verdict on g's positions from the end
// back to ply from, stopping at the first of over maxStones stones or not
// proven within nodes. One solver's table carries proofs backwards:
// verdicts are exact whatever it holds, node counts depend on it.
func solveBackwards(w io.Writer, g gameLine, from, maxStones int, nodes uint64) {
	s := ai.NewSolver(1 << 30)
	for i := len(g.before) - 1; i >= from; i-- {
		p := g.before[i]
		if stones(&p) > maxStones || p.Phase() != game.Jumps {
			return
		}
		r, err := s.Solve(context.Background(), p, ai.SolveOptions{Nodes: nodes})
		verdict := "not proven"
		if err == nil {
			verdict = r.Winner.String() + " wins"
			if len(r.PV) > 0 {
				verdict += " (" + r.PV[0].String() + ")"
			}
		}
		fmt.Fprintf(w, "ply %d, %d stones, %v to move, played %v: %s, %d nodes, %v\n  %s\n",
			i, stones(&p), p.SideToMove(), g.moves[i], verdict, r.Nodes, round(r.Elapsed), p.KFEN())
		if err != nil {
			return
		}
	}
}

// compareSearches prints, for each jump-phase position of g where us is to
// move, Master's move with short and with long nodes, each on empty tables
// with seed 1.
func compareSearches(w io.Writer, g gameLine, us game.Color, from int, short, long uint64) {
	s := ai.NewSearcher(ai.SearcherOptions{TableBytes: 256 << 20})
	for i := from; i < len(g.before); i++ {
		p := g.before[i]
		if p.SideToMove() != us || p.Phase() != game.Jumps {
			continue
		}
		s.Clear()
		a, _ := s.Search(context.Background(), p, ai.Limits{Nodes: short, Seed: 1})
		s.Clear()
		b, _ := s.Search(context.Background(), p, ai.Limits{Nodes: long, Seed: 1})
		mark := ""
		if a.Move != b.Move {
			mark = "  <- differs"
		}
		fmt.Fprintf(w, "ply %d, %d stones, played %v: %d nodes %v (depth %d, %+d), %d nodes %v (depth %d, %+d, pv %s)%s\n",
			i, stones(&p), g.moves[i], a.Nodes, a.Move, a.Depth, a.Score, b.Nodes, b.Move, b.Depth, b.Score, pvText(b.PV, 6), mark)
	}
}

// replayGame prints the move one Master searcher, its tables kept as in a
// game, chooses with nodes a move in each of us's positions of g.
func replayGame(w io.Writer, g gameLine, us game.Color, from int, nodes uint64) {
	s := ai.NewSearcher(ai.SearcherOptions{})
	for i := from; i < len(g.before); i++ {
		p := g.before[i]
		if p.SideToMove() != us || p.Phase() != game.Jumps {
			continue
		}
		r, _ := s.Search(context.Background(), p, ai.Limits{Nodes: nodes, Seed: 1})
		mark := ""
		if r.Move != g.moves[i] {
			mark = "  <- differs"
		}
		fmt.Fprintf(w, "ply %d, %d stones, played %v: chooses %v (depth %d, %+d, proven %v, %d nodes)%s\n",
			i, stones(&p), g.moves[i], r.Move, r.Depth, r.Score, r.Proven, r.Nodes, mark)
	}
}

// deepen prints Master's search of p with 1, 4, 16, ... million nodes, up
// to most, each on empty tables with seed 1.
func deepen(w io.Writer, p game.Position, most uint64) {
	fmt.Fprintln(w, p.KFEN())
	s := ai.NewSearcher(ai.SearcherOptions{TableBytes: 512 << 20})
	for n := uint64(1_000_000); n <= most; n *= 4 {
		s.Clear()
		r, _ := s.Search(context.Background(), p, ai.Limits{Nodes: n, Seed: 1})
		fmt.Fprintf(w, "%d nodes: %v depth %d score %+d proven %v, %v, pv %s\n",
			r.Nodes, r.Move, r.Depth, r.Score, r.Proven, round(r.Elapsed), pvText(r.PV, 12))
	}
}

// coldSolve prints the solver's verdict on p from an empty table.
func coldSolve(w io.Writer, p game.Position, nodes uint64) {
	r, err := ai.NewSolver(256<<20).Solve(context.Background(), p, ai.SolveOptions{Nodes: nodes})
	switch {
	case errors.Is(err, ai.ErrUnsolved):
		fmt.Fprintf(w, "%s: not proven in %d nodes, %v\n", p.KFEN(), r.Nodes, round(r.Elapsed))
	case err != nil:
		fmt.Fprintf(w, "%s: %v\n", p.KFEN(), err)
	default:
		fmt.Fprintf(w, "%s: %v wins (%s), %d nodes, %v\n", p.KFEN(), r.Winner, pvText(r.PV, 1), r.Nodes, round(r.Elapsed))
	}
}

// timedSearches prints n searches of p by one Master searcher with a time
// budget d: what a time control gives on this machine as loaded now.
func timedSearches(w io.Writer, p game.Position, d time.Duration, n int) {
	s := ai.NewSearcher(ai.SearcherOptions{})
	for range n {
		r, _ := s.Search(context.Background(), p, ai.Limits{Time: d})
		fmt.Fprintf(w, "%v: %v depth %d, %d nodes, %v\n", d, r.Move, r.Depth, r.Nodes, round(r.Elapsed))
	}
}

package main

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// proofStart is what proofsFrom finds in one game: the earliest ply from
// which every later position is proven, and the cost of the hardest of
// those proofs.
type proofStart struct {
	Ply, Plies int           // the ply (0: the start) and the game's length
	Stones     int           // stones on the board at Ply
	Nodes      uint64        // nodes of the hardest proof from Ply on
	Longest    time.Duration // wall time of the hardest proof from Ply on
}

// proofsFrom solves g's positions from the end backwards, each with an
// empty table, on threads threads (0: every CPU) within limit each (0:
// none), and stops at the first not proven: the ply after it is the
// earliest from which the oracle proves every position. A time limit makes
// the answer depend on the machine; the nodes say how much work it took.
func proofsFrom(ctx context.Context, g *game.Game, limit time.Duration, threads int) (proofStart, error) {
	p := ai.NewParallelSolver(64<<20, threads)
	n := len(g.Moves())
	out := proofStart{Ply: n + 1, Plies: n}
	for ply := n; ply >= 0; ply-- {
		pos := g.PositionAt(ply)
		if pos.Phase() != game.Jumps {
			break // the removals: the solver's removal phase is out of reach on 8×8
		}
		p.Clear()
		r, err := p.Solve(ctx, pos, ai.SolveOptions{Time: limit})
		if errors.Is(err, ai.ErrUnsolved) {
			break
		}
		if err != nil {
			return out, err
		}
		out.Ply, out.Stones = ply, pos.Count(game.Black)+pos.Count(game.White)
		out.Nodes = max(out.Nodes, r.Nodes)
		out.Longest = max(out.Longest, r.Elapsed)
	}
	return out, nil
}

// runProofs prints, for each of games self-play games, the earliest ply
// from which every position is proven within limit, then the minimum,
// median and maximum over the games and how many start at ply 16 or
// earlier.
func runProofs(games, size int, seed int64, limit time.Duration, threads int) error {
	ctx := context.Background()
	fmt.Printf("reviewbench -proofs: %d games of Hard against Hard on %d×%d, each position from the end back solved with an empty table on %d threads (0: every CPU) within %v\n",
		games, size, size, threads, limit)
	var plies []int
	early := 0
	for i := range games {
		g, err := SelfPlay(ctx, size, seed+int64(i))
		if err != nil {
			return err
		}
		s, err := proofsFrom(ctx, g, limit, threads)
		if err != nil {
			return err
		}
		fmt.Printf("game %2d: %3d plies, every position proven from ply %d on (%d stones), hardest proof %.1f M nodes, %v\n",
			i+1, s.Plies, s.Ply, s.Stones, float64(s.Nodes)/1e6, s.Longest.Round(time.Millisecond))
		plies = append(plies, s.Ply)
		if s.Ply <= 16 {
			early++
		}
	}
	slices.Sort(plies)
	if len(plies) > 0 {
		fmt.Printf("all: proven from ply %d / %d / %d (min / median / max); %d of %d games from ply 16 or earlier\n",
			plies[0], plies[len(plies)/2], plies[len(plies)-1], early, len(plies))
	}
	return nil
}

// Command reviewbench measures the game review of package ai/review on
// self-play games: it plays Hard against Hard on 8×8 (capped at depth 7,
// so that the games depend only on the seed), reviews each game with the
// Quick (or -deep) settings and prints, per game and in all, the plies,
// the share of plies judged exactly (both positions around the move
// proven by the solver), the share of positions proven, and the time.
//
//	go run ./cmd/reviewbench                 # 20 games, Quick, all cores
//	go run ./cmd/reviewbench -games 1 -j 1   # one game on one core
//	go run ./cmd/reviewbench -proofs 1s      # from which ply the solver proves every position in 1 s
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/ai/review"
	"github.com/konane/konane/game"
)

func main() {
	games := flag.Int("games", 20, "games to play and review")
	size := flag.Int("size", 8, "board size")
	workers := flag.Int("j", 0, "review workers (0: all cores)")
	deep := flag.Bool("deep", false, "review with the Deep settings instead of Quick")
	seed := flag.Int64("seed", 1, "base seed of the games")
	proofs := flag.Duration("proofs", 0, "instead of reviewing: the earliest ply from which every position is proven within this time each (empty table, -j threads)")
	flag.Parse()
	if *proofs > 0 {
		if err := runProofs(*games, *size, *seed, *proofs, *workers); err != nil {
			fmt.Fprintln(os.Stderr, "reviewbench:", err)
			os.Exit(1)
		}
		return
	}
	s := review.Quick()
	if *deep {
		s = review.Deep()
	}
	s.Workers = *workers
	if err := run(*games, *size, *seed, s); err != nil {
		fmt.Fprintln(os.Stderr, "reviewbench:", err)
		os.Exit(1)
	}
}

func run(games, size int, seed int64, s review.Settings) error {
	ctx := context.Background()
	fmt.Printf("reviewbench: %d games of Hard against Hard on %d×%d, search %d + solve %d nodes per position, second looks %d nodes, workers %d (0: all cores)\n",
		games, size, size, s.SearchNodes, s.SolveNodes, s.ProveNodes, s.Workers)
	var plies, exact, positions, proven, lengths int
	var total time.Duration
	for i := range games {
		g, err := SelfPlay(ctx, size, seed+int64(i))
		if err != nil {
			return err
		}
		start := time.Now()
		r, err := review.Analyse(ctx, g, s, nil)
		if err != nil {
			return err
		}
		d := time.Since(start)
		e, p, l := counts(r)
		fmt.Printf("game %2d: %3d plies, %3d judged exactly (%4.1f%%), %3d of %3d positions proven (%d with their length), %v\n",
			i+1, len(r.Plies), e, pct(e, len(r.Plies)), p, len(r.Plies)+1, l, d.Round(time.Millisecond))
		plies += len(r.Plies)
		exact += e
		positions += len(r.Plies) + 1
		proven += p
		lengths += l
		total += d
	}
	fmt.Printf("all: %d plies, %d judged exactly (%.1f%%), %d of %d positions proven (%.1f%%; %d with their length), review time %v (%.0f ms per ply)\n",
		plies, exact, pct(exact, plies), proven, positions, pct(proven, positions), lengths, total.Round(time.Millisecond),
		float64(total.Milliseconds())/float64(max(plies, 1)))
	return nil
}

// counts returns the plies judged exactly, the positions proven and those
// of them whose game length is known exactly.
func counts(r *review.Review) (exact, proven, lengths int) {
	count := func(v review.Value) {
		if v.Proven {
			proven++
			if !v.Bound {
				lengths++
			}
		}
	}
	for i, p := range r.Plies {
		if p.Before.Proven && p.After.Proven {
			exact++
		}
		if i == 0 {
			count(p.Before)
		}
		count(p.After)
	}
	return exact, proven, lengths
}

func pct(a, b int) float64 { return 100 * float64(a) / float64(max(b, 1)) }

// SelfPlay plays a game of Hard against Hard (depth 7, seeded) from a
// removal chosen by the seed.
func SelfPlay(ctx context.Context, size int, seed int64) (*game.Game, error) {
	// One thread: a seeded search to a fixed depth is reproducible only
	// on one thread.
	e := ai.NewSearcher(ai.SearcherOptions{TableBytes: 16 << 20, Threads: 1})
	lim := ai.Limits{Level: ai.Hard, Depth: 7, Time: time.Hour, Seed: seed}
	return ai.SelfPlay(ctx, size, e, lim, func(ply, moves int) int {
		return int(uint64(seed)*2654435761>>uint(ply*8)) % moves
	})
}

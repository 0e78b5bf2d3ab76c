// Command postmortem finds where a game of Kōnane went wrong for one side,
// with the solver and with searches bounded in nodes (so that every run
// gives the same answer on every machine), and measures how well the
// evaluation predicts proven results.
//
//	go run ./cmd/postmortem -moves "h1 h2 f1-h1 ..." -side b
//	    From the end of the game backwards, the solver's verdict on every
//	    position of at most -stones stones (-solve nodes each), until one is
//	    not proven: the last position the side still won and the move that
//	    lost it. Then, for each of the side's positions, Master's move with
//	    -short and with -long nodes (fresh tables), marked where they differ.
//	go run ./cmd/postmortem -moves "..." -side b -replay 250000
//	    The side's moves as one Master searcher (its tables kept from move to
//	    move, as in a game) chooses them with that many nodes a move.
//	go run ./cmd/postmortem -moves "..." -deep 64000000
//	    Master on the position after the moves with 1, 4, 16, ... million
//	    nodes: the move, depth, score and principal variation of each.
//	go run ./cmd/postmortem -kfen "KFEN" -solve 3000000
//	    The solver alone on one position, its table empty.
//	go run ./cmd/postmortem -kfen "KFEN" -time 50ms -times 5
//	    Master with a time budget, several times: the moves and node counts
//	    that a time control gives on this machine as loaded now.
//	go run ./cmd/postmortem -fit 48 -fit-out samples.txt
//	go run ./cmd/postmortem -fit-in samples.txt,more.txt
//	    Positions of the late middle game from self-play labelled by the
//	    solver, and the weights of ai.Features that best predict them,
//	    against ai.DefaultWeights on held-out games.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/konane/konane/game"
)

func main() {
	moves := flag.String("moves", "", "the game's moves from the start, space separated")
	side := flag.String("side", "b", "the side whose moves are examined: b or w")
	short := flag.Uint64("short", 300_000, "nodes of the short search")
	long := flag.Uint64("long", 20_000_000, "nodes of the long search (the most of -deep)")
	solveNodes := flag.Uint64("solve", 500_000_000, "node budget of each solve")
	maxStones := flag.Int("stones", 42, "solve positions of at most this many stones")
	fromPly := flag.Int("from", 2, "first ply examined")
	noSearch := flag.Bool("nosearch", false, "solve only, no searches")
	replay := flag.Uint64("replay", 0, "replay the side's moves with one searcher and this many nodes a move")
	deep := flag.Uint64("deep", 0, "search the position after -moves with growing node budgets up to this many")
	kfen := flag.String("kfen", "", "a position to solve (-solve) or to search for -time")
	moveTime := flag.Duration("time", 0, "with -kfen: search for this long instead of solving")
	times := flag.Int("times", 5, "with -time: searches in a row")
	fitGames := flag.Int("fit", 0, "fit weights to solved positions of this many self-play games")
	fitLo := flag.Int("fit-lo", 30, "fewest stones of a position of -fit")
	fitHi := flag.Int("fit-hi", 40, "most stones of a position of -fit")
	fitMove := flag.Uint64("fit-move-nodes", 200_000, "nodes per move of the -fit self-play")
	fitSolve := flag.Uint64("fit-solve-nodes", 1_500_000, "node budget of each -fit label")
	fitOut := flag.String("fit-out", "", "file to append the labelled positions of -fit to")
	fitIn := flag.String("fit-in", "", "comma-separated files of labelled positions (-fit-out) to fit instead of playing")
	seed := flag.Uint64("seed", 1, "seed of the -fit self-play")
	flag.Parse()

	var err error
	switch {
	case *fitGames > 0 || *fitIn != "":
		cfg := fitConfig{games: *fitGames, moveNodes: *fitMove, lo: *fitLo, hi: *fitHi, solveNodes: *fitSolve, seed: *seed, out: *fitOut}
		if *fitIn != "" {
			cfg.in = strings.Split(*fitIn, ",")
		}
		err = fitLate(cfg)
	case *kfen != "":
		var p game.Position
		p, err = game.ParseKFEN(*kfen)
		if err == nil && *moveTime > 0 {
			timedSearches(os.Stdout, p, *moveTime, *times)
		} else if err == nil {
			coldSolve(os.Stdout, p, *solveNodes)
		}
	default:
		var g gameLine
		g, err = parseGame(*moves)
		if err != nil {
			break
		}
		us := game.Black
		if *side == "w" {
			us = game.White
		}
		switch {
		case *deep > 0:
			deepen(os.Stdout, g.end, *deep)
		case *replay > 0:
			replayGame(os.Stdout, g, us, *fromPly, *replay)
		default:
			solveBackwards(os.Stdout, g, *fromPly, *maxStones, *solveNodes)
			if !*noSearch {
				compareSearches(os.Stdout, g, us, *fromPly, *short, *long)
			}
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "postmortem:", err)
		os.Exit(1)
	}
}

// gameLine is a game: the position before each move, the moves, and the
// position at the end.
type gameLine struct {
	before []game.Position
	moves  []game.Move
	end    game.Position
}

func parseGame(text string) (gameLine, error) {
	var g gameLine
	pos := game.MustNewPosition(8)
	for _, t := range strings.Fields(text) {
		m, err := game.ParseMove(t)
		if err != nil || !pos.IsLegal(m) {
			return g, fmt.Errorf("move %d, %q, is not legal in %s", len(g.moves)+1, t, pos.KFEN())
		}
		g.before = append(g.before, pos)
		g.moves = append(g.moves, m)
		pos.Make(m)
	}
	g.end = pos
	return g, nil
}

func stones(p *game.Position) int { return p.Count(game.Black) + p.Count(game.White) }

func pvText(pv []game.Move, n int) string {
	var s []string
	for i, m := range pv {
		if i == n {
			break
		}
		s = append(s, m.String())
	}
	return strings.Join(s, " ")
}

// round keeps durations readable.
func round(d time.Duration) time.Duration { return d.Round(time.Millisecond) }

// Command fitcurve fits the winning-chance curve of package ai/review on
// the project's own self-play games: chance = 1/(1+exp(−k·eval)), where
// eval is the search's evaluation for the side to move in moves of
// mobility and chance the share of such positions whose side to move went
// on to win. It plays Hard against Hard (capped at depth 8, so that a game
// depends only on its seed, not on the machine's speed) from every opening
// of the board, both colours, records the evaluation of every position
// that was not proven, and prints k with its standard error and a table of
// the win rate by evaluation bucket against the curve.
//
//	go run ./cmd/fitcurve                 # the fit of ai/review (k in review.ChanceSlope)
//	go run ./cmd/fitcurve -games 32       # a quicker look
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"sync"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// Config is one fit: the games to play and how.
type Config struct {
	Games   int   // games to play (every opening in turn, both colours)
	Size    int   // board size
	Depth   int   // search depth of both players, in plies
	Seed    int64 // base seed; game i uses Seed+i
	Workers int   // games played at once (the result does not depend on it)
}

// DefaultConfig is the fit whose slope is review.ChanceSlope.
var DefaultConfig = Config{Games: 480, Size: 8, Depth: 8, Seed: 1, Workers: runtime.NumCPU()}

// Sample is one position of a game: its evaluation for the side to move
// and whether that side won.
type Sample struct {
	Eval float64
	Won  bool
}

func main() {
	cfg := DefaultConfig
	flag.IntVar(&cfg.Games, "games", cfg.Games, "games to play")
	flag.IntVar(&cfg.Size, "size", cfg.Size, "board size")
	flag.IntVar(&cfg.Depth, "depth", cfg.Depth, "search depth of both players")
	flag.Int64Var(&cfg.Seed, "seed", cfg.Seed, "base seed of the games")
	flag.IntVar(&cfg.Workers, "j", cfg.Workers, "games played at once")
	flag.Parse()
	start := time.Now()
	samples, err := Collect(context.Background(), cfg)
	if err != nil {
		fmt.Fprintln(os.Stderr, "fitcurve:", err)
		os.Exit(1)
	}
	k, se := Fit(samples)
	fmt.Printf("fitcurve: %d games of Hard (depth %d) against itself on %d×%d, seed %d: %d positions, %v\n",
		cfg.Games, cfg.Depth, cfg.Size, cfg.Size, cfg.Seed, len(samples), time.Since(start).Round(time.Second))
	printTable(os.Stdout, samples, k)
	fmt.Printf("k = %.4f ± %.4f per move of mobility (chance = 1/(1+exp(-k·eval)))\n", k, se)
}

// Collect plays cfg.Games games and returns the samples of all of them in
// game order.
func Collect(ctx context.Context, cfg Config) ([]Sample, error) {
	opens, err := openings(cfg.Size)
	if err != nil {
		return nil, err
	}
	per := make([][]Sample, cfg.Games)
	jobs := make(chan int)
	errs := make(chan error, cfg.Workers)
	var wg sync.WaitGroup
	for range max(1, cfg.Workers) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// One thread: the workers use the cores, and a seeded search to
			// a fixed depth is reproducible only on one thread.
			e := ai.NewSearcher(ai.SearcherOptions{TableBytes: 16 << 20, Threads: 1})
			for i := range jobs {
				s, err := playGame(ctx, e, cfg, opens[(i/2)%len(opens)], cfg.Seed+int64(i))
				if err != nil {
					errs <- err
					return
				}
				per[i] = s
			}
		}()
	}
	for i := range cfg.Games {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	select {
	case err := <-errs:
		return nil, err
	default:
	}
	var all []Sample
	for _, s := range per {
		all = append(all, s...)
	}
	return all, nil
}

func openings(n int) ([][2]game.Move, error) {
	p, err := game.NewPosition(n)
	if err != nil {
		return nil, err
	}
	var out [][2]game.Move
	for _, b := range p.LegalMoves(nil) {
		q := p
		q.Make(b)
		for _, w := range q.LegalMoves(nil) {
			out = append(out, [2]game.Move{b, w})
		}
	}
	return out, nil
}

// playGame plays one game of Hard against itself from the opening and
// returns the evaluation of each position before a move (unless proven)
// with the side to move's result.
func playGame(ctx context.Context, e *ai.Searcher, cfg Config, open [2]game.Move, seed int64) ([]Sample, error) {
	e.NewGame()
	pos := game.MustNewPosition(cfg.Size)
	pos.Make(open[0])
	pos.Make(open[1])
	var evals []float64
	var sides []game.Color
	for pos.HasMoves() {
		r, err := e.Search(ctx, pos, ai.Limits{Level: ai.Hard, Depth: cfg.Depth, Time: time.Hour, Seed: seed})
		if err != nil {
			return nil, err
		}
		if !r.Proven {
			evals = append(evals, float64(r.Score)/100)
			sides = append(sides, pos.SideToMove())
		}
		pos.Make(r.Move)
	}
	winner := pos.SideToMove().Other()
	out := make([]Sample, len(evals))
	for i := range evals {
		out[i] = Sample{Eval: evals[i], Won: sides[i] == winner}
	}
	return out, nil
}

// Fit returns the slope k that maximises the likelihood of the samples
// under chance = 1/(1+exp(−k·eval)), by Newton's method from k = 0 with
// step halving (the log-likelihood is concave in k), and its standard
// error (from the Fisher information).
func Fit(samples []Sample) (k, se float64) {
	ll := logLikelihood(samples, 0)
	for range 100 {
		g, h := 0.0, 0.0
		for _, s := range samples {
			p := 1 / (1 + math.Exp(-k*s.Eval))
			g += (outcome(s) - p) * s.Eval
			h += p * (1 - p) * s.Eval * s.Eval
		}
		if h == 0 {
			return k, math.Inf(1)
		}
		se = 1 / math.Sqrt(h)
		step := g / h
		for range 30 {
			if l := logLikelihood(samples, k+step); l >= ll {
				k, ll = k+step, l
				break
			}
			step /= 2
		}
		if math.Abs(step) < 1e-9 {
			break
		}
	}
	return k, se
}

func outcome(s Sample) float64 {
	if s.Won {
		return 1
	}
	return 0
}

func logLikelihood(samples []Sample, k float64) float64 {
	l := 0.0
	for _, s := range samples {
		// log p = −log(1+exp(−k·e)) for a win, log(1−p) = −log(1+exp(k·e)).
		x := k * s.Eval
		if !s.Won {
			x = -x
		}
		l -= math.Log1p(math.Exp(-x))
	}
	return l
}

// printTable writes the win rate of the side to move by evaluation bucket
// (one move of mobility wide) next to the fitted curve.
func printTable(w io.Writer, samples []Sample, k float64) {
	type bucket struct{ n, wins int }
	b := map[int]*bucket{}
	lo, hi := 0, 0
	for _, s := range samples {
		i := int(math.Floor(s.Eval + 0.5))
		if b[i] == nil {
			b[i] = &bucket{}
		}
		b[i].n++
		if s.Won {
			b[i].wins++
		}
		lo, hi = min(lo, i), max(hi, i)
	}
	fmt.Fprintf(w, "%8s %8s %8s %8s\n", "eval", "positions", "won", "curve")
	for i := lo; i <= hi; i++ {
		if b[i] == nil || b[i].n < 20 {
			continue
		}
		fmt.Fprintf(w, "%8d %8d %7.1f%% %7.1f%%\n", i, b[i].n, 100*float64(b[i].wins)/float64(b[i].n), 100/(1+math.Exp(-k*float64(i))))
	}
}

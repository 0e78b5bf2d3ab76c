// Command tune tunes the evaluation weights of package ai by self-play with
// SPSA (simultaneous perturbation stochastic approximation): at each step
// it perturbs every weight at once by ±c, plays a pair of games (same
// opening, colours swapped) between the two perturbed sets, and moves the
// weights towards the side that scored better. A final match between the
// tuned weights and the starting ones measures the gain.
//
//	go run ./cmd/tune                     # 600 steps, depth 4, then a 200-game check
//	go run ./cmd/tune -steps 2000 -depth 5
//
// It prints the tuned weights as a Go literal for ai/weights.go. MobOwn is
// kept at 100 so that scores stay in units of about a hundredth of a move.
package main

import (
	"context"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

func main() {
	steps := flag.Int("steps", 600, "SPSA steps (each plays two games)")
	depth := flag.Int("depth", 4, "search depth of the games")
	size := flag.Int("size", 8, "board size")
	check := flag.Int("check", 200, "games of the final match, tuned against start")
	workers := flag.Int("j", runtime.NumCPU(), "games played at once")
	seed := flag.Uint64("seed", 1, "random seed")
	fromDefault := flag.Bool("from-default", false, "start from ai.DefaultWeights instead of ai.InitialWeights")
	compare := flag.String("compare", "", "only play a match: \"default-initial\", \"default-mobility\" or \"initial-mobility\"")
	flag.Parse()

	start := ai.InitialWeights
	if *fromDefault {
		start = ai.DefaultWeights
	}
	t := tuner{depth: *depth, size: *size, workers: *workers}
	began := time.Now()
	if *compare != "" {
		sets := map[string]ai.Weights{"default": ai.DefaultWeights, "initial": ai.InitialWeights, "mobility": mobilityOnly}
		var a, b ai.Weights
		var okA, okB bool
		if i := strings.IndexByte(*compare, '-'); i > 0 {
			a, okA = sets[(*compare)[:i]]
			b, okB = sets[(*compare)[i+1:]]
		}
		if !okA || !okB {
			fmt.Fprintf(os.Stderr, "tune: bad -compare %q\n", *compare)
			os.Exit(2)
		}
		report(*compare, t, a, b, *check, *seed+1000)
		return
	}
	tuned := t.spsa(start, *steps, *seed)
	fmt.Printf("\ntuned after %d steps (%v):\n%#v\n", *steps, time.Since(began).Round(time.Second), tuned)
	if *check > 0 {
		report("tuned-start", t, tuned, start, *check, *seed+1000)
	}
	fmt.Fprintf(os.Stderr, "total %v\n", time.Since(began).Round(time.Second))
}

// mobilityOnly counts moves and nothing else, the baseline the other
// features must beat.
var mobilityOnly = ai.Weights{MobOwn: 100, MobOpp: -100, Tempo: 20}

// report plays a match of a against b and prints a's score.
func report(name string, t tuner, a, b ai.Weights, games int, seed uint64) {
	w, n := t.match(a, b, games, seed)
	p := w / float64(n)
	fmt.Printf("%s: %.1f/%d = %.1f%% (±%.1f%% at 95%%), %+.0f Elo, depth %d\n",
		name, w, n, 100*p, 100*1.96*math.Sqrt(p*(1-p)/float64(n)), 400*math.Log10(p/(1-p)), t.depth)
}

type tuner struct {
	depth, size, workers int
}

// scale is the perturbation size of each weight (in score units); MobOwn
// (index 0) is the fixed anchor.
var scale = []float64{0, 20, 15, 15, 10, 10, 8, 8, 10}

func (t *tuner) spsa(w0 ai.Weights, steps int, seed uint64) ai.Weights {
	theta := make([]float64, 9)
	for i, v := range w0.Vector() {
		theta[i] = float64(v)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	const a, c, A, alpha, gamma = 1.0, 1.0, 100.0, 0.602, 0.101
	type task struct {
		plus, minus ai.Weights
		delta       []float64
		ck          float64
		seed        uint64
	}
	// Steps are played in batches of `workers` games in parallel; each
	// batch is computed from the same theta.
	for k := 0; k < steps; k += t.workers {
		var tasks []task
		for b := 0; b < t.workers && k+b < steps; b++ {
			ck := c / math.Pow(float64(k+b+1), gamma)
			delta := make([]float64, 9)
			plus, minus := make([]int, 9), make([]int, 9)
			for i := range delta {
				if i > 0 && rng.IntN(2) == 0 {
					delta[i] = -1
				} else if i > 0 {
					delta[i] = 1
				}
				plus[i] = int(math.Round(theta[i] + ck*delta[i]*scale[i]))
				minus[i] = int(math.Round(theta[i] - ck*delta[i]*scale[i]))
			}
			tasks = append(tasks, task{ai.WeightsFromVector(plus), ai.WeightsFromVector(minus), delta, ck, rng.Uint64()})
		}
		results := make([]float64, len(tasks))
		var wg sync.WaitGroup
		for i, tk := range tasks {
			wg.Add(1)
			go func() {
				defer wg.Done()
				results[i] = t.pair(tk.plus, tk.minus, tk.seed) - 1 // in [-1, 1]
			}()
		}
		wg.Wait()
		for i, tk := range tasks {
			ak := a / math.Pow(float64(k+i+1)+A, alpha)
			for j := 1; j < 9; j++ {
				theta[j] += ak * results[i] * scale[j] / (tk.ck * tk.delta[j])
			}
		}
		if (k/t.workers)%25 == 0 {
			fmt.Fprintf(os.Stderr, "step %d: %v\n", k, rounded(theta))
		}
	}
	return ai.WeightsFromVector(rounded(theta))
}

func rounded(v []float64) []int {
	out := make([]int, len(v))
	for i, x := range v {
		out[i] = int(math.Round(x))
	}
	return out
}

// match plays n games (n/2 pairs) of a against b and returns a's score.
func (t *tuner) match(a, b ai.Weights, n int, seed uint64) (float64, int) {
	pairs := n / 2
	var mu sync.Mutex
	total := 0.0
	sem := make(chan struct{}, t.workers)
	var wg sync.WaitGroup
	for i := 0; i < pairs; i++ {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			s := t.pair(a, b, seed+uint64(i)*7919)
			mu.Lock()
			total += s
			mu.Unlock()
			<-sem
		}()
	}
	wg.Wait()
	return total, 2 * pairs
}

// pair plays two games between a and b from the same random opening, each
// side having Black once, and returns a's score (0, 1 or 2).
func (t *tuner) pair(a, b ai.Weights, seed uint64) float64 {
	open := randomOpening(t.size, seed)
	// One thread each: the games run side by side, and a seeded search
	// to a fixed depth is reproducible only on one thread.
	ea := ai.NewSearcher(ai.SearcherOptions{TableBytes: 8 << 20, Weights: &a, Threads: 1})
	eb := ai.NewSearcher(ai.SearcherOptions{TableBytes: 8 << 20, Weights: &b, Threads: 1})
	score := 0.0
	if t.game(open, ea, eb, int64(seed)) == game.Black {
		score++
	}
	ea.NewGame()
	eb.NewGame()
	if t.game(open, eb, ea, int64(seed)) == game.White {
		score++
	}
	return score
}

// randomOpening returns a random pair of removals followed by 0–4 random
// jumps, to spread the games over many positions.
func randomOpening(n int, seed uint64) game.Position {
	rng := rand.New(rand.NewPCG(seed, 3))
	p, _ := game.NewPosition(n)
	extra := 2 + rng.IntN(5)
	for i := 0; i < extra; i++ {
		moves := p.LegalMoves(nil)
		if len(moves) == 0 {
			break
		}
		p.Make(moves[rng.IntN(len(moves))])
	}
	return p
}

// game plays black against white at the tuner's depth and returns the
// winner. The Hard level is used for its small evaluation noise (which
// varies the games) and its lack of time-dependent endgame solving.
func (t *tuner) game(p game.Position, black, white *ai.Searcher, seed int64) game.Color {
	for {
		e := black
		if p.SideToMove() == game.White {
			e = white
		}
		r, err := e.Search(context.Background(), p, ai.Limits{Level: ai.Hard, Depth: t.depth, Time: time.Minute, Seed: seed})
		if err != nil {
			return p.SideToMove().Other()
		}
		p.Make(r.Move)
	}
}

package main

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strings"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// fitConfig is a run of -fit: positions of the late middle game from
// self-play, each labelled by the solver, and the evaluation weights that
// best predict those labels.
type fitConfig struct {
	games      int    // self-play games that give the positions
	moveNodes  uint64 // nodes per move of the self-play (Master)
	lo, hi     int    // stone counts of the positions kept
	solveNodes uint64 // node budget of each label
	seed       uint64
	out        string   // file to append the labelled positions to ("" for none)
	in         []string // files of labelled positions to fit instead of playing
}

// sample is a labelled position: its features (ai.Features) and whether
// the side to move wins with perfect play.
type sample struct {
	f   [9]int
	win bool
}

// fitLate plays Master against itself (cfg.moveNodes a move, the 12
// openings in turn), or reads cfg.in's positions, labels those of cfg.lo to
// cfg.hi stones by the solver, and prints a logistic fit on ai.Features
// beside ai.DefaultWeights, with log-loss and accuracy, also on every
// fourth game held out.
func fitLate(cfg fitConfig) error {
	if len(cfg.in) > 0 {
		return fitFiles(cfg.in)
	}
	ctx := context.Background()
	var out *os.File
	if cfg.out != "" {
		f, err := os.OpenFile(cfg.out, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if err != nil {
			return err
		}
		defer f.Close()
		out = f
	}
	rng := rand.New(rand.NewPCG(cfg.seed, 7))
	opens := allOpenings()
	// One solver for all: its table carries proofs from position to
	// position of a game (the verdicts are exact whatever it holds).
	solver := ai.NewSolver(512 << 20)
	var train, test []sample
	unknown := 0
	for g := 0; g < cfg.games; g++ {
		pos := opens[g%len(opens)]
		black := ai.NewSearcher(ai.SearcherOptions{TableBytes: 16 << 20})
		white := ai.NewSearcher(ai.SearcherOptions{TableBytes: 16 << 20})
		seed := int64(rng.Uint64() >> 1)
		for pos.HasMoves() {
			st := pos.Count(game.Black) + pos.Count(game.White)
			if st < cfg.lo {
				break
			}
			if st <= cfg.hi {
				r, err := solver.Solve(ctx, pos, ai.SolveOptions{Nodes: cfg.solveNodes})
				f, ok := ai.Features(&pos)
				switch {
				case errors.Is(err, ai.ErrUnsolved):
					unknown++
				case err != nil:
					return err
				case ok:
					s := sample{f: f, win: r.Winner == pos.SideToMove()}
					if out != nil {
						fmt.Fprintf(out, "%v %d %d\n", s.win, g, st)
						fmt.Fprintln(out, s.f)
					}
					if g%4 == 3 {
						test = append(test, s)
					} else {
						train = append(train, s)
					}
				}
			}
			mover := black
			if pos.SideToMove() == game.White {
				mover = white
			}
			r, err := mover.Search(ctx, pos, ai.Limits{Nodes: cfg.moveNodes, Seed: seed})
			if err != nil {
				return err
			}
			pos.Make(r.Move)
		}
		fmt.Fprintf(os.Stderr, "\rgame %d/%d: %d positions labelled, %d unsolved", g+1, cfg.games, len(train)+len(test), unknown)
	}
	fmt.Fprintln(os.Stderr)
	fmt.Printf("%d–%d stones: %d positions not solved within %d nodes\n", cfg.lo, cfg.hi, unknown, cfg.solveNodes)
	return reportFit(train, test)
}

// fitFiles fits the labelled positions of the files that -fit-out wrote,
// holding out every fourth game of each file.
func fitFiles(paths []string) error {
	var train, test []sample
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		lines := strings.Split(strings.TrimSpace(string(data)), "\n")
		for i := 0; i+1 < len(lines); i += 2 {
			var s sample
			var g, st int
			if _, err := fmt.Sscan(lines[i], &s.win, &g, &st); err != nil {
				return fmt.Errorf("%s:%d: %w", p, i+1, err)
			}
			f := strings.Fields(strings.Trim(lines[i+1], "[]"))
			if len(f) != 9 {
				return fmt.Errorf("%s:%d: want 9 features", p, i+2)
			}
			for j := range f {
				if _, err := fmt.Sscan(f[j], &s.f[j]); err != nil {
					return err
				}
			}
			if g%4 == 3 {
				test = append(test, s)
			} else {
				train = append(train, s)
			}
		}
	}
	return reportFit(train, test)
}

func reportFit(train, test []sample) error {
	if len(train) < 20 || len(test) < 5 {
		return fmt.Errorf("too few labelled positions (%d, %d)", len(train), len(test))
	}
	w := logistic(train)
	def := toFloat(ai.DefaultWeights.Vector())
	kDef := fitScale(train, def)
	kFit := fitScale(train, w)
	fmt.Printf("%d positions for the fit, %d held out (every fourth game)\n", len(train), len(test))
	for _, c := range []struct {
		name string
		w    []float64
		k    float64
	}{{"DefaultWeights", def, kDef}, {"fitted", w, kFit}} {
		lt, at := score(train, c.w, c.k)
		lh, ah := score(test, c.w, c.k)
		fmt.Printf("%-15s fit: log-loss %.4f accuracy %.1f%%   held out: log-loss %.4f accuracy %.1f%%\n", c.name, lt, 100*at, lh, 100*ah)
	}
	iw := scaled(w)
	fmt.Printf("\nai.Weights{MobOwn: %d, MobOpp: %d, SafeOwn: %d, SafeOpp: %d, MoversOwn: %d, MoversOpp: %d, IsolOwn: %d, IsolOpp: %d, Tempo: %d}\n",
		iw[0], iw[1], iw[2], iw[3], iw[4], iw[5], iw[6], iw[7], iw[8])
	return nil
}

// allOpenings returns the 8×8 positions after each pair of removals.
func allOpenings() []game.Position {
	start := game.MustNewPosition(8)
	var out []game.Position
	for _, b := range start.LegalMoves(nil) {
		p := start
		p.Make(b)
		for _, w := range p.LegalMoves(nil) {
			q := p
			q.Make(w)
			out = append(out, q)
		}
	}
	return out
}

func toFloat(v []int) []float64 {
	out := make([]float64, len(v))
	for i, x := range v {
		out[i] = float64(x)
	}
	return out
}

func dot(w []float64, f [9]int) float64 {
	s := 0.0
	for i := range f {
		s += w[i] * float64(f[i])
	}
	return s
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// logistic fits P(win) = σ(w·f) by gradient descent on the mean log-loss,
// with a little L2 regularisation, on features scaled to unit spread.
func logistic(data []sample) []float64 {
	var scale [9]float64
	for i := 0; i < 9; i++ {
		m := 0.0
		for _, s := range data {
			m += float64(s.f[i] * s.f[i])
		}
		scale[i] = math.Sqrt(m/float64(len(data))) + 1e-9
	}
	w := make([]float64, 9)
	const rate, l2 = 0.5, 1e-3
	for it := 0; it < 20000; it++ {
		var grad [9]float64
		for _, s := range data {
			z := 0.0
			for i := range w {
				z += w[i] * float64(s.f[i]) / scale[i]
			}
			y := 0.0
			if s.win {
				y = 1
			}
			d := sigmoid(z) - y
			for i := range w {
				grad[i] += d * float64(s.f[i]) / scale[i]
			}
		}
		for i := range w {
			w[i] -= rate * (grad[i]/float64(len(data)) + l2*w[i])
		}
	}
	for i := range w {
		w[i] /= scale[i]
	}
	return w
}

// fitScale finds k minimising the log-loss of σ(k·w·f): how well the
// ranking of w predicts, whatever its units.
func fitScale(data []sample, w []float64) float64 {
	best, bestK := math.Inf(1), 0.0
	for k := 1e-5; k < 1; k *= 1.05 {
		if l, _ := score(data, w, k); l < best {
			best, bestK = l, k
		}
	}
	return bestK
}

func score(data []sample, w []float64, k float64) (logLoss, accuracy float64) {
	right := 0
	for _, s := range data {
		p := sigmoid(k * dot(w, s.f))
		p = math.Min(math.Max(p, 1e-9), 1-1e-9)
		if s.win {
			logLoss -= math.Log(p)
		} else {
			logLoss -= math.Log(1 - p)
		}
		if (p > 0.5) == s.win {
			right++
		}
	}
	return logLoss / float64(len(data)), float64(right) / float64(len(data))
}

// scaled rounds w to integer weights with MobOwn at 100 (the units of the
// evaluation, a hundredth of a move).
func scaled(w []float64) []int {
	out := make([]int, len(w))
	for i := range w {
		out[i] = int(math.Round(100 * w[i] / w[0]))
	}
	return out
}

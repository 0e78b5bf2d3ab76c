package puzzle

import (
	"cmp"
	"context"
	"slices"
	"testing"
	"time"

	"github.com/konane/konane/game"
)

// firstMoves returns a fixed sample of the shipped set's first moves: of
// each size, the puzzles with the most stones (the slowest to prove) and
// every tenth of the rest by stones, each with every legal first move.
func firstMoves(tb testing.TB) []firstMove {
	ps, err := Shipped()
	if err != nil {
		tb.Fatal(err)
	}
	bySize := map[int][]Puzzle{}
	for _, p := range ps {
		bySize[p.Size()] = append(bySize[p.Size()], p)
	}
	var out []firstMove
	for _, size := range []int{6, 7, 8} {
		set := slices.Clone(bySize[size])
		stones := func(p Puzzle) int {
			pos, _ := p.Position()
			return pos.Count(game.Black) + pos.Count(game.White)
		}
		slices.SortStableFunc(set, func(a, b Puzzle) int { return cmp.Compare(stones(b), stones(a)) })
		for i, p := range set {
			if i >= 4 && (i-4)%10 != 0 {
				continue
			}
			pos, err := p.Position()
			if err != nil {
				tb.Fatal(err)
			}
			for _, m := range pos.LegalMoves(nil) {
				out = append(out, firstMove{p, m})
			}
		}
	}
	return out
}

// firstMove is a puzzle and a first move of its player.
type firstMove struct {
	p Puzzle
	m game.Move
}

// BenchmarkFirstMove times what a player's first move costs: NewAttempt
// and Play of one legal first move (wrong ones, the main line's and other
// winning ones), each proof from a cleared solver, as in a new attempt.
// An op is one first move of the sample (firstMoves) in turn; run it with
// -benchtime=Nx, N at least the sample's size (the "moves" metric), to
// play each once. ms-slowest is the slowest op; ms-first is the sample's
// first move played before the timing, which also makes the process's
// first solver (its table, once a process).
func BenchmarkFirstMove(b *testing.B) {
	sample := firstMoves(b)
	ctx := context.Background()
	play := func(fm firstMove) time.Duration {
		t0 := time.Now()
		a, err := NewAttempt(fm.p)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := a.Play(ctx, fm.m); err != nil {
			b.Fatal(err)
		}
		return time.Since(t0)
	}
	first := play(sample[0])
	var slowest time.Duration
	b.ResetTimer()
	for i := range b.N {
		slowest = max(slowest, play(sample[i%len(sample)]))
	}
	b.ReportMetric(float64(slowest.Microseconds())/1000, "ms-slowest")
	b.ReportMetric(float64(first.Microseconds())/1000, "ms-first")
	b.ReportMetric(float64(len(sample)), "moves")
}

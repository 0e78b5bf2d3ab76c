package main

import (
	"math"
	"testing"
	"time"

	"github.com/konane/konane/ai"
)

func TestEveryOpeningOf8x8IsListedOnce(t *testing.T) {
	opens, err := openings(8)
	if err != nil {
		t.Fatal(err)
	}
	// a8 and h1 leave two replies each, d5 and e4 four each.
	if len(opens) != 12 {
		t.Fatalf("%d openings, want 12", len(opens))
	}
	seen := map[opening]bool{}
	for _, o := range opens {
		if seen[o] || !o[0].IsRemoval() || !o[1].IsRemoval() {
			t.Fatalf("bad or repeated opening %v", o)
		}
		seen[o] = true
	}
}

func TestWilsonInterval(t *testing.T) {
	lo, hi := wilson(150, 200) // 75 %
	if math.Abs(lo-0.6861) > 0.001 || math.Abs(hi-0.8048) > 0.001 {
		t.Errorf("wilson(150, 200) = %.4f–%.4f, want 0.6861–0.8048", lo, hi)
	}
	if lo, hi := wilson(0, 0); lo != 0 || hi != 1 {
		t.Errorf("wilson(0, 0) = %v–%v", lo, hi)
	}
}

func TestEloDifference(t *testing.T) {
	if d := eloDiff(0.75); math.Abs(d-190.85) > 0.1 {
		t.Errorf("eloDiff(0.75) = %.2f, want 190.85", d)
	}
	if eloDiff(1) != 800 || eloDiff(0) != -800 || eloDiff(0.5) != 0 {
		t.Error("eloDiff bounds or midpoint wrong")
	}
}

func TestPercentileIsTheNearestRank(t *testing.T) {
	var ds []time.Duration
	for i := 100; i >= 1; i-- {
		ds = append(ds, time.Duration(i)*time.Millisecond)
	}
	for _, c := range []struct {
		p    float64
		want time.Duration
	}{{99, 99 * time.Millisecond}, {100, 100 * time.Millisecond}, {50, 50 * time.Millisecond}, {0.5, time.Millisecond}} {
		if got := percentile(ds, c.p); got != c.want {
			t.Errorf("percentile(1..100 ms, %v) = %v, want %v", c.p, got, c.want)
		}
	}
	if got := percentile([]time.Duration{7}, 99); got != 7 {
		t.Errorf("percentile of one = %v, want 7", got)
	}
}

// One game between two levels runs to its end with no rule violation.
func TestPlayOneGame(t *testing.T) {
	cfg := config{moveTime: 5 * time.Millisecond, size: 6, tableBytes: 1 << 20}
	opens, _ := openings(6)
	o := play(cfg, job{weak: randomPlayer, strong: ai.Easy, open: opens[0], strongBlack: true, seed: 3}, map[seat]*ai.Searcher{})
	if o.err != nil || o.plies == 0 || o.moves == 0 {
		t.Fatalf("outcome %+v", o)
	}
}

// A game of the -smp match, Master on two threads against Master on one,
// runs to its end with a searcher for each side.
func TestPlayOneGameOfTheSMPMatch(t *testing.T) {
	cfg := config{moveTime: 5 * time.Millisecond, size: 6, tableBytes: 1 << 20, smp: 2}
	opens, _ := openings(6)
	searchers := map[seat]*ai.Searcher{}
	o := play(cfg, job{weak: ai.Master, strong: ai.Master, weakThreads: 1, strongThreads: 2, open: opens[0], seed: 3}, searchers)
	if o.err != nil || o.plies == 0 || o.moves == 0 {
		t.Fatalf("outcome %+v", o)
	}
	if len(searchers) != 2 {
		t.Errorf("%d searchers for the two sides, want 2", len(searchers))
	}
}

package main

import (
	"context"
	"math"
	"slices"
	"testing"

	"github.com/konane/konane/ai/review"
)

// A smaller run of the same seeded games (their first 24 of 480) fits a
// slope within three standard errors of review.ChanceSlope. Without
// -race (make test runs it so): TestCollectIsReproducible runs the
// workers under it.
func TestSmallFitReproducesTheChanceSlope(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("plays 24 games: without -short and -race")
	}
	cfg := DefaultConfig
	cfg.Games = 24
	samples, err := Collect(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	k, se := Fit(samples)
	t.Logf("%d positions: k = %.4f ± %.4f (review.ChanceSlope %.4f)", len(samples), k, se, review.ChanceSlope)
	if math.Abs(k-review.ChanceSlope) > 3*se {
		t.Errorf("k = %.4f ± %.4f from %d positions, review.ChanceSlope = %.4f: more than three standard errors apart",
			k, se, len(samples), review.ChanceSlope)
	}
}

// The games depend on the seed only, not on the number of workers.
func TestCollectIsReproducible(t *testing.T) {
	cfg := Config{Games: 4, Size: 6, Depth: 4, Seed: 7, Workers: 1}
	a, err := Collect(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Workers = 3
	b, err := Collect(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if len(a) == 0 || !slices.Equal(a, b) {
		t.Fatalf("two runs with the same seed differ: %d and %d samples", len(a), len(b))
	}
}

// Fit finds the slope of samples drawn from a known curve.
func TestFitFindsAKnownSlope(t *testing.T) {
	var s []Sample
	for i := range 4000 {
		e := float64(i%41-20) / 2
		p := 1 / (1 + math.Exp(-0.7*e))
		// A deterministic share p of the samples at e are wins.
		s = append(s, Sample{Eval: e, Won: float64(i/41%100)/100 < p})
	}
	if k, se := Fit(s); math.Abs(k-0.7) > 3*se+0.02 {
		t.Errorf("k = %.3f ± %.3f, want 0.7", k, se)
	}
}

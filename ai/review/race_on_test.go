//go:build race

package review

// raceSlowdown scales the solver budgets of tests that need a proof: the
// race detector slows the solver about tenfold.
const raceSlowdown = 10

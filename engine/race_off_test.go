//go:build !race

package engine

// raceSlowdown scales the times of tests that need the solver to finish:
// the race detector slows it about tenfold.
const raceSlowdown = 1

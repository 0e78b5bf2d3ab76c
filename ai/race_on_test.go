//go:build race

package ai

// raceEnabled is true under the race detector, which slows the solver
// about tenfold: the long solves then run only in benchmarks.
const raceEnabled = true

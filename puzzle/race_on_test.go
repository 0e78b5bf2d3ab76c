//go:build race

package puzzle

// raceEnabled: the race detector makes the solver some ten times slower;
// the long proofs run smaller or not at all under it (make test runs them
// in full without it).
const raceEnabled = true

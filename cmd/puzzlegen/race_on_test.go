//go:build race

package main

// raceEnabled: the race detector makes the searches and proofs some ten
// times slower; the long runs are smaller or skipped under it (make test
// runs them in full without it).
const raceEnabled = true

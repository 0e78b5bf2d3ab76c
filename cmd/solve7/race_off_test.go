//go:build !race

package main

// raceEnabled: the race detector makes the solver some ten times slower;
// make test runs the 6×6 solves without it.
const raceEnabled = false

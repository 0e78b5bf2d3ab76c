//go:build !race

package main

// raceEnabled: the race detector makes the games' searches some ten times
// slower; make test runs the fit of 24 games without it.
const raceEnabled = false

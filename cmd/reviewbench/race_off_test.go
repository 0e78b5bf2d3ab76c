//go:build !race

package main

// raceEnabled: the race detector makes the review some ten times slower;
// make test runs the reviews of whole games without it.
const raceEnabled = false

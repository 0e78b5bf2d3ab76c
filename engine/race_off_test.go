//go:build !race

package engine

// raceEnabled: the race detector makes the AI's search and solver some
// ten times slower; make test runs the longest analyse without it.
const raceEnabled = false

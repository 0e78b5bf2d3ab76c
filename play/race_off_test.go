//go:build !race

package play

// raceEnabled: the race detector makes the search some ten times slower;
// the 8×8 game of the coach's test runs only without it.
const raceEnabled = false

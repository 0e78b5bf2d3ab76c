//go:build race

package game

// raceEnabled is true when the tests run under the race detector.
const raceEnabled = true

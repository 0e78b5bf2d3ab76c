//go:build race

package main

// raceEnabled: the race detector makes scaling the icons some ten times
// slower, and mkdesktop starts no goroutine: its tests skip under it (make
// test runs them without it).
const raceEnabled = true

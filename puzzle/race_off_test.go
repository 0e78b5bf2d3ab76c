//go:build !race

package puzzle

// raceEnabled: see race_on_test.go.
const raceEnabled = false

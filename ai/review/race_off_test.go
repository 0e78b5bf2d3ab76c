//go:build !race

package review

// raceEnabled: the race detector makes the search some ten times slower;
// the longest reviews run only without it (make test runs them so).
const raceEnabled = false

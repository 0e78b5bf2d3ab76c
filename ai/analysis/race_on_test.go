//go:build race

package analysis_test

// raceEnabled: the race detector makes the search and the solver some ten
// times slower; the tests then use smaller budgets.
const raceEnabled = true

package puzzle

import (
	_ "embed"
	"strings"
	"sync"
)

// shippedSet is the set shipped with the program (set.txt, written by
// cmd/puzzlegen).
//
//go:embed set.txt
var shippedSet string

// shipped parses shippedSet once.
var shipped = sync.OnceValues(func() ([]Puzzle, error) {
	return ReadSet(strings.NewReader(shippedSet))
})

// Shipped returns the puzzles shipped with the program, in the set file's
// order, parsed on the first call. The slice is shared: do not modify it.
func Shipped() ([]Puzzle, error) { return shipped() }

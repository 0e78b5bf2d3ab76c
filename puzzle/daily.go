package puzzle

import (
	"hash/fnv"
	"slices"
	"strings"
)

// The rating band of the puzzle of the day: the middle of the generator's
// five bands (below 1300, 1300–1500, 1500–1700, 1700–1900, 1900 and up).
const (
	DailyLow  = 1500 // the lowest shipped rating of a daily puzzle
	DailyHigh = 1700 // the rating a daily puzzle stays below
)

// Daily returns the puzzle of day ("2026-12-05"), the same for everyone
// with set: the 64-bit FNV-1a hash of day modulo their number picks among
// set's 8×8 puzzles rated in [DailyLow, DailyHigh) by ID order; if none,
// among the 8×8 ones, then all. An empty set gives the zero Puzzle.
func Daily(set []Puzzle, day string) Puzzle {
	var band, eight []Puzzle
	for _, pz := range set {
		if pz.Size() != 8 {
			continue
		}
		eight = append(eight, pz)
		if pz.Rating.R >= DailyLow && pz.Rating.R < DailyHigh {
			band = append(band, pz)
		}
	}
	from := band
	switch {
	case len(from) > 0:
	case len(eight) > 0:
		from = eight
	case len(set) > 0:
		from = slices.Clone(set)
	default:
		return Puzzle{}
	}
	slices.SortStableFunc(from, func(a, b Puzzle) int { return strings.Compare(a.ID, b.ID) })
	h := fnv.New64a()
	h.Write([]byte(day))
	return from[h.Sum64()%uint64(len(from))]
}

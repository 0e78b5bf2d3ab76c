package game

// Directions of a jump, as indexes of per-direction arrays (JumpSets.Single).
const (
	East = iota
	West
	North
	South
	numDirs
)

// dirFile and dirRank give each direction's unit step in squares.
var (
	dirFile = [numDirs]int{1, -1, 0, 0}
	dirRank = [numDirs]int{0, 0, 1, -1}
)

// geometry holds the per-size tables that do not depend on the layout.
type geometry struct {
	// openers are the squares from which Black may make the first removal:
	// corners and the centre (2×2 block or single square), Black's only.
	openers []Square
}

var geometries [MaxSize + 1]geometry

func init() {
	for n := MinSize; n <= MaxSize; n++ {
		geometries[n] = geometry{openers: openingSquares(n)}
	}
}

// openingSquares lists Black's first-removal squares on an n×n board: the
// corners and the centre (the middle 2×2 block when n is even, the middle
// square when n is odd) that hold a Black stone at the start (docs/rules.md,
// "Opening", rule 1). Sorted by square value.
func openingSquares(n int) []Square {
	var cand []Square
	lo, hi := (n-1)/2, n/2
	cand = append(cand, SquareAt(0, 0), SquareAt(n-1, 0))
	for r := lo; r <= hi; r++ {
		for f := lo; f <= hi; f++ {
			cand = append(cand, SquareAt(f, r))
		}
	}
	cand = append(cand, SquareAt(0, n-1), SquareAt(n-1, n-1))
	var out []Square
	seen := map[Square]bool{}
	for _, s := range cand {
		if !seen[s] && HomeColor(s, n) == Black {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

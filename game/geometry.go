package game

// Directions of a jump, as indexes into geometry tables.
const (
	east = iota
	west
	north
	south
	numDirs
)

// dirFile and dirRank give each direction's unit step in squares.
var (
	dirFile = [numDirs]int{1, -1, 0, 0}
	dirRank = [numDirs]int{0, 0, 1, -1}
)

// geometry holds the per-size tables of the 8×8-word bitboards.
type geometry struct {
	full     uint64 // squares on the board (boards ≤ 8×8)
	maxJumps int    // longest possible multi-jump: (n-1)/2 stones
	// step is the bit offset of one square in each direction (stride 8).
	step [numDirs]int
	// jumpMask[d][k] holds the squares from which a k-stone jump in
	// direction d stays on the board: the edge masks that stop a shift from
	// wrapping from the h-file onto the a-file of the next rank.
	jumpMask [numDirs][MaxSize/2 + 1]uint64
	// openers are the squares from which Black may make the first removal:
	// corners and the centre (2×2 block or single square), Black's only.
	openers []Square
}

var geometries [MaxSize + 1]geometry

func init() {
	for n := MinSize; n <= MaxSize; n++ {
		geometries[n] = newGeometry(n)
	}
}

func newGeometry(n int) geometry {
	g := geometry{maxJumps: (n - 1) / 2, step: [numDirs]int{1, -1, 8, -8}}
	for r := 0; r < n; r++ {
		for f := 0; f < n; f++ {
			if n <= 8 {
				g.full |= 1 << (r*8 + f)
			}
			for d := 0; d < numDirs; d++ {
				for k := 1; k <= g.maxJumps; k++ {
					ef, er := f+2*k*dirFile[d], r+2*k*dirRank[d]
					if n <= 8 && ef >= 0 && ef < n && er >= 0 && er < n {
						g.jumpMask[d][k] |= 1 << (r*8 + f)
					}
				}
			}
		}
	}
	g.openers = openingSquares(n)
	return g
}

// openingSquares lists Black's first-removal squares on an n×n board: the
// corners and the centre (the middle 2×2 block when n is even, the middle
// square when n is odd) that hold a Black stone at the start (rules.md,
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

// OpeningSquares returns the squares Black may empty with the first removal
// on an n×n board (a8, d5, e4, h1 on 8×8), or nil for a size out of range.
func OpeningSquares(n int) []Square {
	if n < MinSize || n > MaxSize {
		return nil
	}
	return append([]Square(nil), geometries[n].openers...)
}

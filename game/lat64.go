// Code generated from lat128.go by TestLat64IsMadeFromLat128 (go test ./game -run TestLat64 -update-lat64); DO NOT EDIT.

package game

// The jump generator of the lattice layout (lattice.go) on two words, for
// 11×11 and 12×12; lat64.go is this file made for one word (9×9 and
// 10×10) by TestLat64IsMadeFromLat64 (lat_gen_test.go): every name
// ending in 128 ends in 64 there, and the stride is 6.

// latStride64 is S, the number of lattice indexes per rank.
const latStride64 = 6

// lat64 holds the tables of one board size.
type lat64 struct {
	n int
	// home[L] holds the indexes of lattice L's squares.
	home [2]w64
	// odd[L] holds the ranks (all their indexes) where lattice L's squares
	// have odd files, even[L] the other ranks of the board; odd8[L][i] is 1
	// where index i is on a rank of odd[L], 0 elsewhere.
	odd, even [2]w64
	odd8      [2][128]uint8
	// square[L][i] is the square of index i of lattice L (NoSquare on
	// padding).
	square [2][128]Square
}

func newLat64(n int) lat64 {
	g := lat64{n: n}
	for L := range g.square {
		for i := range g.square[L] {
			g.square[L][i] = NoSquare
		}
	}
	for r := 0; r < n; r++ {
		for L := 0; L < 2; L++ {
			for k := 0; k < latStride64; k++ {
				i := r*latStride64 + k
				if (L+n-1-r)&1 == 1 {
					g.odd[L] = g.odd[L].or(shifted64(1, uint(i)))
					g.odd8[L][i] = 1
				} else {
					g.even[L] = g.even[L].or(shifted64(1, uint(i)))
				}
			}
		}
		for f := 0; f < n; f++ {
			s := SquareAt(f, r)
			L, i := HomeColor(s, n), r*latStride64+f/2
			g.home[L] = g.home[L].or(shifted64(1, uint(i)))
			g.square[L][i] = s
		}
	}
	return g
}

// latSets64 are the first sets of the four directions of one side's
// jumps on one lattice: start[d] holds the stones that can make a single
// jump in direction d, pairs[d] the indexes from which a single jump in
// direction d is possible for a stone standing there (an enemy stone next
// to it, an empty square beyond). A stone that can jump k stones can jump
// k−1 and can then jump once more from its landing square: the k-stone
// jumps of direction d are start[d] narrowed k−1 times by pairs[d],
// shifted one landing further each time (next64).
type latSets64 struct {
	start, pairs [numDirs]w64
}

// sets returns the latSets64 of the stones own on lattice L, jumping
// over the stones opp on the other lattice onto the squares empty of
// lattice L.
func (g *lat64) sets(L int, own, opp, empty w64) (s latSets64) {
	odd, even := g.odd[L], g.even[L]
	s.pairs[East] = opp.and(even).or(opp.down(1).and(odd)).and(empty.down(1))
	s.pairs[West] = opp.and(odd).or(opp.up(1).and(even)).and(empty.up(1))
	s.pairs[North] = opp.down(latStride64).and(empty.down(2 * latStride64))
	s.pairs[South] = opp.up(latStride64).and(empty.up(2 * latStride64))
	for d := range s.start {
		s.start[d] = own.and(s.pairs[d])
	}
	return s
}

// next64 returns, from the stones x that can jump k stones in direction
// d and pairs shifted k−1 landings, the stones that can jump k+1 and pairs
// shifted k landings.
func next64(d int, x, pairs w64) (w64, w64) {
	switch d {
	case East:
		pairs = pairs.down(1)
	case West:
		pairs = pairs.up(1)
	case North:
		pairs = pairs.down(2 * latStride64)
	default:
		pairs = pairs.up(2 * latStride64)
	}
	return x.and(pairs), pairs
}

// count returns the number of jumps of own (lattice L) over opp onto
// empty: sets and next64 written out per direction, with constant shifts.
func (g *lat64) count(L int, own, opp, empty w64) int {
	odd, even := g.odd[L], g.even[L]
	total := 0
	pairs := opp.and(even).or(opp.down(1).and(odd)).and(empty.down(1))
	for x := own.and(pairs); !x.isZero(); {
		total += x.count()
		pairs = pairs.down(1)
		x = x.and(pairs)
	}
	pairs = opp.and(odd).or(opp.up(1).and(even)).and(empty.up(1))
	for x := own.and(pairs); !x.isZero(); {
		total += x.count()
		pairs = pairs.up(1)
		x = x.and(pairs)
	}
	pairs = opp.down(latStride64).and(empty.down(2 * latStride64))
	for x := own.and(pairs); !x.isZero(); {
		total += x.count()
		pairs = pairs.down(2 * latStride64)
		x = x.and(pairs)
	}
	pairs = opp.up(latStride64).and(empty.up(2 * latStride64))
	for x := own.and(pairs); !x.isZero(); {
		total += x.count()
		pairs = pairs.up(2 * latStride64)
		x = x.and(pairs)
	}
	return total
}

// appendMoves appends the jumps of own (lattice L) over opp onto empty to
// buf as Moves: per direction, by length, each set from its lowest index
// (so in increasing order of Square, as the generator of boards up to
// 8×8).
func (g *lat64) appendMoves(L int, own, opp, empty w64, buf []Move) []Move {
	s := g.sets(L, own, opp, empty)
	for d := 0; d < numDirs; d++ {
		x, pairs := s.start[d], s.pairs[d]
		for span := squareStep[d]; !x.isZero(); span += squareStep[d] {
			for y := x; !y.isZero(); {
				var i int
				i, y = y.pop()
				from := g.square[L][i]
				buf = append(buf, Jump(from, Square(int(from)+span)))
			}
			x, pairs = next64(d, x, pairs)
		}
	}
	return buf
}

// colPattern64[k] holds the indexes 0, 2S, 4S… of k stones two ranks
// apart, one above the other.
var colPattern64 = func() (p [6]uint64) {
	for k := 1; k < len(p); k++ {
		p[k] = p[k-1] | 1<<(2*(k-1)*latStride64)
	}
	return p
}()

// jump returns the path (start and landing, on lattice L) and the
// captured stones (on the other lattice) of a k-stone jump in direction
// d from index i of lattice L.
func (g *lat64) jump(L, d, i, k int) (path, caps w64) {
	switch d {
	case East:
		return shifted64(1|1<<k, uint(i)), shifted64(1<<k-1, uint(i+int(g.odd8[L][i])))
	case West:
		return shifted64(1|1<<k, uint(i-k)), shifted64(1<<k-1, uint(i-k+int(g.odd8[L][i])))
	case North:
		return shifted64(1, uint(i)).or(shifted64(1, uint(i+2*k*latStride64))),
			shifted64(colPattern64[k], uint(i+latStride64))
	}
	return shifted64(1, uint(i)).or(shifted64(1, uint(i-2*k*latStride64))),
		shifted64(colPattern64[k], uint(i-(2*k-1)*latStride64))
}

// perft is Perft of the jump-phase position whose side to move has the
// stones own on lattice L and whose opponent has opp on the other one,
// depth ≥ 1: copy-make on the sets, the last ply counted by count.
func (g *lat64) perft(L int, own, opp w64, depth int) uint64 {
	empty := g.home[L].andNot(own)
	if depth == 1 {
		return uint64(g.count(L, own, opp, empty))
	}
	s := g.sets(L, own, opp, empty)
	var total uint64
	for d := 0; d < numDirs; d++ {
		x, pairs := s.start[d], s.pairs[d]
		for k := 1; !x.isZero(); k++ {
			for y := x; !y.isZero(); {
				var i int
				i, y = y.pop()
				path, caps := g.jump(L, d, i, k)
				nown, nopp := opp.andNot(caps), own.xor(path)
				if depth == 2 {
					total += uint64(g.count(L^1, nown, nopp, g.home[L^1].andNot(nown)))
				} else {
					total += g.perft(L^1, nown, nopp, depth-1)
				}
			}
			x, pairs = next64(d, x, pairs)
		}
	}
	return total
}

package game

// The jump generator of the lattice layout (lattice.go) on two words, for
// 11×11 and 12×12; lat64.go is this file made for one word (9×9 and
// 10×10) by TestLat64IsMadeFromLat128 (lat_gen_test.go): every name
// ending in 128 ends in 64 there, and the stride is 6.

// latStride128 is S, the number of lattice indexes per rank.
const latStride128 = 7

// lat128 holds the tables of one board size.
type lat128 struct {
	n int
	// home[L] holds the indexes of lattice L's squares.
	home [2]w128
	// odd[L] holds the ranks (all their indexes) where lattice L's squares
	// have odd files, even[L] the other ranks of the board; odd8[L][i] is 1
	// where index i is on a rank of odd[L], 0 elsewhere.
	odd, even [2]w128
	odd8      [2][128]uint8
	// square[L][i] is the square of index i of lattice L (NoSquare on
	// padding).
	square [2][128]Square
}

func newLat128(n int) lat128 {
	g := lat128{n: n}
	for L := range g.square {
		for i := range g.square[L] {
			g.square[L][i] = NoSquare
		}
	}
	for r := 0; r < n; r++ {
		for L := 0; L < 2; L++ {
			for k := 0; k < latStride128; k++ {
				i := r*latStride128 + k
				if (L+n-1-r)&1 == 1 {
					g.odd[L] = g.odd[L].or(shifted128(1, uint(i)))
					g.odd8[L][i] = 1
				} else {
					g.even[L] = g.even[L].or(shifted128(1, uint(i)))
				}
			}
		}
		for f := 0; f < n; f++ {
			s := SquareAt(f, r)
			L, i := HomeColor(s, n), r*latStride128+f/2
			g.home[L] = g.home[L].or(shifted128(1, uint(i)))
			g.square[L][i] = s
		}
	}
	return g
}

// latSets128 are the first sets of the four directions of one side's
// jumps on one lattice: start[d] holds the stones that can make a single
// jump in direction d, pairs[d] the indexes from which a single jump in
// direction d is possible for a stone standing there (an enemy stone next
// to it, an empty square beyond). A stone that can jump k stones can jump
// k−1 and can then jump once more from its landing square: the k-stone
// jumps of direction d are start[d] narrowed k−1 times by pairs[d],
// shifted one landing further each time (next128).
type latSets128 struct {
	start, pairs [numDirs]w128
}

// sets returns the latSets128 of the stones own on lattice L, jumping
// over the stones opp on the other lattice onto the squares empty of
// lattice L.
func (g *lat128) sets(L int, own, opp, empty w128) (s latSets128) {
	odd, even := g.odd[L], g.even[L]
	s.pairs[East] = opp.and(even).or(opp.down(1).and(odd)).and(empty.down(1))
	s.pairs[West] = opp.and(odd).or(opp.up(1).and(even)).and(empty.up(1))
	s.pairs[North] = opp.down(latStride128).and(empty.down(2 * latStride128))
	s.pairs[South] = opp.up(latStride128).and(empty.up(2 * latStride128))
	for d := range s.start {
		s.start[d] = own.and(s.pairs[d])
	}
	return s
}

// next128 returns, from the stones x that can jump k stones in direction
// d and pairs shifted k−1 landings, the stones that can jump k+1 and pairs
// shifted k landings.
func next128(d int, x, pairs w128) (w128, w128) {
	switch d {
	case East:
		pairs = pairs.down(1)
	case West:
		pairs = pairs.up(1)
	case North:
		pairs = pairs.down(2 * latStride128)
	default:
		pairs = pairs.up(2 * latStride128)
	}
	return x.and(pairs), pairs
}

// count returns the number of jumps of own (lattice L) over opp onto
// empty: sets and next128 written out per direction, with constant shifts.
func (g *lat128) count(L int, own, opp, empty w128) int {
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
	pairs = opp.down(latStride128).and(empty.down(2 * latStride128))
	for x := own.and(pairs); !x.isZero(); {
		total += x.count()
		pairs = pairs.down(2 * latStride128)
		x = x.and(pairs)
	}
	pairs = opp.up(latStride128).and(empty.up(2 * latStride128))
	for x := own.and(pairs); !x.isZero(); {
		total += x.count()
		pairs = pairs.up(2 * latStride128)
		x = x.and(pairs)
	}
	return total
}

// appendMoves appends the jumps of own (lattice L) over opp onto empty to
// buf as Moves: per direction, by length, each set from its lowest index
// (so in increasing order of Square, as the generator of boards up to
// 8×8).
func (g *lat128) appendMoves(L int, own, opp, empty w128, buf []Move) []Move {
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
			x, pairs = next128(d, x, pairs)
		}
	}
	return buf
}

// colPattern128[k] holds the indexes 0, 2S, 4S… of k stones two ranks
// apart, one above the other.
var colPattern128 = func() (p [6]uint64) {
	for k := 1; k < len(p); k++ {
		p[k] = p[k-1] | 1<<(2*(k-1)*latStride128)
	}
	return p
}()

// jump returns the path (start and landing, on lattice L) and the
// captured stones (on the other lattice) of a k-stone jump in direction
// d from index i of lattice L.
func (g *lat128) jump(L, d, i, k int) (path, caps w128) {
	switch d {
	case East:
		return shifted128(1|1<<k, uint(i)), shifted128(1<<k-1, uint(i+int(g.odd8[L][i])))
	case West:
		return shifted128(1|1<<k, uint(i-k)), shifted128(1<<k-1, uint(i-k+int(g.odd8[L][i])))
	case North:
		return shifted128(1, uint(i)).or(shifted128(1, uint(i+2*k*latStride128))),
			shifted128(colPattern128[k], uint(i+latStride128))
	}
	return shifted128(1, uint(i)).or(shifted128(1, uint(i-2*k*latStride128))),
		shifted128(colPattern128[k], uint(i-(2*k-1)*latStride128))
}

// perft is Perft of the jump-phase position whose side to move has the
// stones own on lattice L and whose opponent has opp on the other one,
// depth ≥ 1: copy-make on the sets, the last ply counted by count.
func (g *lat128) perft(L int, own, opp w128, depth int) uint64 {
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
			x, pairs = next128(d, x, pairs)
		}
	}
	return total
}

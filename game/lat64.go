package game

import "math/bits"

// The one-word lattice layout of 9×9 and 10×10 (lattice.go): latStride64
// indexes a rank. The generator itself is latgen64.go.

// latStride64 is S, the number of indexes per rank.
const latStride64 = 6

// latIndex64 returns the index of square (f, r) on its lattice.
func latIndex64(f, r int) int { return r*latStride64 + f/2 }

// w64 is a set of indexes of the one-word layout.
type w64 uint64

func (a w64) and(b w64) w64    { return a & b }
func (a w64) or(b w64) w64     { return a | b }
func (a w64) xor(b w64) w64    { return a ^ b }
func (a w64) andNot(b w64) w64 { return a &^ b }
func (a w64) isZero() bool     { return a == 0 }
func (a w64) count() int       { return bits.OnesCount64(uint64(a)) }

// The steps of a jump chain: the set whose index i is index i+1 (east),
// i−1 (west), two ranks up (north) or down (south) of a.
func (a w64) stepEast() w64  { return a >> 1 }
func (a w64) stepWest() w64  { return a << 1 }
func (a w64) stepNorth() w64 { return a >> (2 * latStride64) }
func (a w64) stepSouth() w64 { return a << (2 * latStride64) }

// pop returns the lowest index of a, which is not empty, and a without it.
func (a w64) pop() (int, w64) { return bits.TrailingZeros64(uint64(a)), a & (a - 1) }

// popAny is pop.
func (a w64) popAny() (int, w64) { return a.pop() }

// lat64 holds the tables of one board size.
type lat64 struct {
	n int
	// home[L] holds the indexes of lattice L's squares.
	home [2]w64
	// odd[L] holds the ranks (all their indexes) where lattice L's squares
	// have odd files, even[L] the other ranks of the board; odd8[L][i] is 1
	// where index i is on a rank of odd[L], 0 elsewhere.
	odd, even [2]w64
	odd8      [2][64]uint8
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
					g.odd[L] |= 1 << i
					g.odd8[L][i] = 1
				} else {
					g.even[L] |= 1 << i
				}
			}
		}
		for f := 0; f < n; f++ {
			s := SquareAt(f, r)
			L, i := HomeColor(s, n), latIndex64(f, r)
			g.home[L] |= 1 << i
			g.square[L][i] = s
		}
	}
	return g
}

// The pairs of a direction: the indexes of lattice L from which a single
// jump in that direction is possible for a stone standing there, an enemy
// stone of opp (the other lattice) next to it and a square of empty
// (lattice L) beyond.

func (g *lat64) pairsEast(L int, opp, empty w64) w64 {
	return (opp&g.even[L] | opp>>1&g.odd[L]) & empty.stepEast()
}

func (g *lat64) pairsWest(L int, opp, empty w64) w64 {
	return (opp&g.odd[L] | opp<<1&g.even[L]) & empty.stepWest()
}

func (g *lat64) pairsNorth(_ int, opp, empty w64) w64 {
	return opp >> latStride64 & empty.stepNorth()
}

func (g *lat64) pairsSouth(_ int, opp, empty w64) w64 {
	return opp << latStride64 & empty.stepSouth()
}

// colPattern64[k] holds k stones of a file two ranks apart: bits 0, 2S…
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
	b := uint(i)
	switch d {
	case East:
		return w64((1 | 1<<k) << b), w64((1<<k - 1) << (b + uint(g.odd8[L][i])))
	case West:
		return w64((1 | 1<<k) << (b - uint(k))), w64((1<<k - 1) << (b - uint(k) + uint(g.odd8[L][i])))
	case North:
		return w64(1<<b | 1<<(b+uint(2*k*latStride64))), w64(colPattern64[k] << (b + latStride64))
	}
	return w64(1<<b | 1<<(b-uint(2*k*latStride64))), w64(colPattern64[k] << (b - uint((2*k-1)*latStride64)))
}

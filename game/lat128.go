package game

import "math/bits"

// The split lattice layout of 11×11 and 12×12 (lattice.go): the even
// ranks of a lattice in word 0, the odd ranks in word 1, latStride128
// indexes a rank. The generator itself is latgen128.go.

// latStride128 is S, the number of indexes per rank in a word.
const latStride128 = 7

// latIndex128 returns the index of square (f, r) on its lattice: bit
// (r/2)*S + f/2 of word r%2.
func latIndex128(f, r int) int { return (r&1)<<6 | (r>>1)*latStride128 + f/2 }

// w128 is a set of indexes of the split layout: lo holds word 0 (indexes
// 0–63), hi word 1 (64–127).
type w128 struct{ lo, hi uint64 }

func (a w128) and(b w128) w128    { return w128{a.lo & b.lo, a.hi & b.hi} }
func (a w128) or(b w128) w128     { return w128{a.lo | b.lo, a.hi | b.hi} }
func (a w128) xor(b w128) w128    { return w128{a.lo ^ b.lo, a.hi ^ b.hi} }
func (a w128) andNot(b w128) w128 { return w128{a.lo &^ b.lo, a.hi &^ b.hi} }
func (a w128) isZero() bool       { return a.lo|a.hi == 0 }
func (a w128) count() int         { return bits.OnesCount64(a.lo) + bits.OnesCount64(a.hi) }

// The steps of a jump chain: the set whose index i is index i+1 (east),
// i−1 (west), one rank of its word up (north, two ranks of the board) or
// down (south) of a.
func (a w128) stepEast() w128  { return w128{a.lo >> 1, a.hi >> 1} }
func (a w128) stepWest() w128  { return w128{a.lo << 1, a.hi << 1} }
func (a w128) stepNorth() w128 { return w128{a.lo >> latStride128, a.hi >> latStride128} }
func (a w128) stepSouth() w128 { return w128{a.lo << latStride128, a.hi << latStride128} }

// pop returns the index of a's square of the lowest Square value (the
// lowest rank, then file), a not being empty, and a without it.
func (a w128) pop() (int, w128) {
	if a.lo != 0 {
		i := bits.TrailingZeros64(a.lo)
		if a.hi == 0 || i/latStride128 <= bits.TrailingZeros64(a.hi)/latStride128 {
			return i, w128{a.lo & (a.lo - 1), a.hi}
		}
	}
	return 64 + bits.TrailingZeros64(a.hi), w128{a.lo, a.hi & (a.hi - 1)}
}

// popAny returns any index of a, which is not empty, and a without it.
func (a w128) popAny() (int, w128) {
	if a.lo != 0 {
		return bits.TrailingZeros64(a.lo), w128{a.lo & (a.lo - 1), a.hi}
	}
	return 64 + bits.TrailingZeros64(a.hi), w128{0, a.hi & (a.hi - 1)}
}

// inWord128 returns the set of the bits m of word w.
func inWord128(w int, m uint64) w128 {
	sel := -uint64(w) // all ones for word 1
	return w128{m &^ sel, m & sel}
}

// lat128 holds the tables of one board size.
type lat128 struct {
	n int
	// home[L] holds the indexes of lattice L's squares.
	home [2]w128
	// odd[L][w] is 1 when lattice L's squares on the ranks of word w have
	// odd files, 0 when even.
	odd [2][2]uint
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
		for w := range g.odd[L] {
			g.odd[L][w] = uint(L+n-1-w) & 1
		}
	}
	for r := 0; r < n; r++ {
		for f := 0; f < n; f++ {
			s := SquareAt(f, r)
			L, i := HomeColor(s, n), latIndex128(f, r)
			g.home[L] = g.home[L].or(inWord128(i>>6, 1<<(i&63)))
			g.square[L][i] = s
		}
	}
	return g
}

// The pairs of a direction: the indexes of lattice L from which a single
// jump in that direction is possible for a stone standing there, an enemy
// stone of opp (the other lattice) next to it and a square of empty
// (lattice L) beyond. Along a file the stone jumped over is in the other
// word: on the next rank up of the same index of word 1 from word 0, of
// index + S of word 0 from word 1.

func (g *lat128) pairsEast(L int, opp, empty w128) w128 {
	o := &g.odd[L]
	return w128{opp.lo >> (o[0] & 1), opp.hi >> (o[1] & 1)}.and(empty.stepEast())
}

func (g *lat128) pairsWest(L int, opp, empty w128) w128 {
	o := &g.odd[L]
	return w128{opp.lo << (1 - o[0]&1), opp.hi << (1 - o[1]&1)}.and(empty.stepWest())
}

func (g *lat128) pairsNorth(_ int, opp, empty w128) w128 {
	return w128{opp.hi, opp.lo >> latStride128}.and(empty.stepNorth())
}

func (g *lat128) pairsSouth(_ int, opp, empty w128) w128 {
	return w128{opp.hi << latStride128, opp.lo}.and(empty.stepSouth())
}

// colPattern128[k] holds k stones of a file on one word: bits 0, S, 2S…
var colPattern128 = func() (p [6]uint64) {
	for k := 1; k < len(p); k++ {
		p[k] = p[k-1] | 1<<((k-1)*latStride128)
	}
	return p
}()

// jump returns the path (start and landing, on lattice L) and the
// captured stones (on the other lattice) of a k-stone jump in direction
// d from index i of lattice L.
func (g *lat128) jump(L, d, i, k int) (path, caps w128) {
	w, b := i>>6, uint(i&63)
	odd := g.odd[L][w]
	switch d {
	case East:
		return inWord128(w, (1|1<<k)<<b), inWord128(w, (1<<k-1)<<(b+odd))
	case West:
		return inWord128(w, (1|1<<k)<<(b-uint(k))), inWord128(w, (1<<k-1)<<(b-uint(k)+odd))
	case North:
		over := b + uint(w)*latStride128 // the first stone jumped, in word 1−w
		return inWord128(w, (1|1<<(k*latStride128))<<b), inWord128(1-w, colPattern128[k]<<over)
	}
	over := b + uint(w-1)*latStride128 // the first stone jumped, in word 1−w
	return inWord128(w, (1|1<<(k*latStride128))<<(b-uint(k*latStride128))),
		inWord128(1-w, colPattern128[k]<<(over-uint((k-1)*latStride128)))
}

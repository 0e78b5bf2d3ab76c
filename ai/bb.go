package ai

import (
	"math/bits"

	"github.com/konane/konane/game"
)

// Bitboards of boards up to 8×8 use game's layout (see game.Position.Stones8):
// bit = rank*8 + file, a1 = bit 0, h8 = bit 63. A jump moves a stone by an
// even number of squares, so every stone stays on a square of its own
// colour for the whole game: the set of occupied squares and the side to
// move describe a position completely (the solver relies on this).

// Directions of a jump (east and north step by +1 and +8 bits, west and
// south by −1 and −8).
const (
	dirEast = iota
	dirWest
	dirNorth
	dirSouth
	numDirs
)

// geo8 holds the masks of one board size n ≤ 8.
type geo8 struct {
	n        int
	full     uint64             // squares on the board
	home     [2]uint64          // squares of each colour's stones (Black where row+col is even)
	maxJumps int                // (n-1)/2
	jm       [numDirs][4]uint64 // jm[d][k]: a k-stone jump in direction d stays on the board
}

var geos [9]*geo8

func init() {
	for n := game.MinSize; n <= 8; n++ {
		geos[n] = newGeo8(n)
	}
}

func newGeo8(n int) *geo8 {
	g := &geo8{n: n, maxJumps: (n - 1) / 2}
	df := [numDirs]int{1, -1, 0, 0}
	dr := [numDirs]int{0, 0, 1, -1}
	for r := 0; r < n; r++ {
		for f := 0; f < n; f++ {
			i := r*8 + f
			g.full |= 1 << i
			g.home[game.HomeColor(game.SquareAt(f, r), n)] |= 1 << i
			for d := 0; d < numDirs; d++ {
				for k := 1; k <= g.maxJumps; k++ {
					ef, er := f+2*k*df[d], r+2*k*dr[d]
					if ef < 0 || ef >= n || er < 0 || er >= n {
						break
					}
					g.jm[d][k] |= 1 << i
				}
			}
		}
	}
	return g
}

// moveSets describes the jumps of one side: how many there are, which of
// its stones can move, which enemy stones it can capture and which empty
// squares it can land on. single[d] holds the stones that can jump at least
// one enemy stone in direction d.
type moveSets struct {
	count    int
	movers   uint64
	victims  uint64
	landings uint64
	single   [numDirs]uint64
}

// sets computes the moveSets of the side owning own against opp. Directions
// and lengths are written out with constant shifts (a length beyond the
// board has an empty mask): this is the hot path of the evaluation.
func (g *geo8) sets(own, opp uint64) (ms moveSets) {
	empty := g.full &^ (own | opp)
	jm := &g.jm
	e1 := own & jm[dirEast][1] & (opp >> 1) & (empty >> 2)
	e2 := e1 & jm[dirEast][2] & (opp >> 3) & (empty >> 4)
	e3 := e2 & jm[dirEast][3] & (opp >> 5) & (empty >> 6)
	w1 := own & jm[dirWest][1] & (opp << 1) & (empty << 2)
	w2 := w1 & jm[dirWest][2] & (opp << 3) & (empty << 4)
	w3 := w2 & jm[dirWest][3] & (opp << 5) & (empty << 6)
	n1 := own & jm[dirNorth][1] & (opp >> 8) & (empty >> 16)
	n2 := n1 & jm[dirNorth][2] & (opp >> 24) & (empty >> 32)
	n3 := n2 & jm[dirNorth][3] & (opp >> 40) & (empty >> 48)
	s1 := own & jm[dirSouth][1] & (opp << 8) & (empty << 16)
	s2 := s1 & jm[dirSouth][2] & (opp << 24) & (empty << 32)
	s3 := s2 & jm[dirSouth][3] & (opp << 40) & (empty << 48)
	ms.single = [numDirs]uint64{e1, w1, n1, s1}
	ms.count = bits.OnesCount64(e1) + bits.OnesCount64(e2) + bits.OnesCount64(e3) +
		bits.OnesCount64(w1) + bits.OnesCount64(w2) + bits.OnesCount64(w3) +
		bits.OnesCount64(n1) + bits.OnesCount64(n2) + bits.OnesCount64(n3) +
		bits.OnesCount64(s1) + bits.OnesCount64(s2) + bits.OnesCount64(s3)
	ms.movers = e1 | w1 | n1 | s1
	ms.victims = e1<<1 | e2<<3 | e3<<5 | w1>>1 | w2>>3 | w3>>5 |
		n1<<8 | n2<<24 | n3<<40 | s1>>8 | s2>>24 | s3>>40
	ms.landings = e1<<2 | e2<<4 | e3<<6 | w1>>2 | w2>>4 | w3>>6 |
		n1<<16 | n2<<32 | n3<<48 | s1>>16 | s2>>32 | s3>>48
	return ms
}

// count returns the number of jumps of own against opp. Directions and
// lengths are written out (a length beyond the board has an empty mask),
// so it runs without branches or variable shifts.
func (g *geo8) count(own, opp uint64) int {
	empty := g.full &^ (own | opp)
	jm := &g.jm
	e1 := own & jm[dirEast][1] & (opp >> 1) & (empty >> 2)
	e2 := e1 & jm[dirEast][2] & (opp >> 3) & (empty >> 4)
	e3 := e2 & jm[dirEast][3] & (opp >> 5) & (empty >> 6)
	w1 := own & jm[dirWest][1] & (opp << 1) & (empty << 2)
	w2 := w1 & jm[dirWest][2] & (opp << 3) & (empty << 4)
	w3 := w2 & jm[dirWest][3] & (opp << 5) & (empty << 6)
	n1 := own & jm[dirNorth][1] & (opp >> 8) & (empty >> 16)
	n2 := n1 & jm[dirNorth][2] & (opp >> 24) & (empty >> 32)
	n3 := n2 & jm[dirNorth][3] & (opp >> 40) & (empty >> 48)
	s1 := own & jm[dirSouth][1] & (opp << 8) & (empty << 16)
	s2 := s1 & jm[dirSouth][2] & (opp << 24) & (empty << 32)
	s3 := s2 & jm[dirSouth][3] & (opp << 40) & (empty << 48)
	return bits.OnesCount64(e1) + bits.OnesCount64(e2) + bits.OnesCount64(e3) +
		bits.OnesCount64(w1) + bits.OnesCount64(w2) + bits.OnesCount64(w3) +
		bits.OnesCount64(n1) + bits.OnesCount64(n2) + bits.OnesCount64(n3) +
		bits.OnesCount64(s1) + bits.OnesCount64(s2) + bits.OnesCount64(s3)
}

// move8 is a jump on a bitboard: the mover's from|to bits and the captured
// enemy stones.
type move8 struct {
	own  uint64 // from | to
	caps uint64
}

// gen appends the jumps of own against opp to buf: for each direction the
// 1-, 2- and 3-stone jumps, with constant shifts.
func (g *geo8) gen(own, opp uint64, buf []move8) []move8 {
	empty := g.full &^ (own | opp)
	jm := &g.jm
	e1 := own & jm[dirEast][1] & (opp >> 1) & (empty >> 2)
	e2 := e1 & jm[dirEast][2] & (opp >> 3) & (empty >> 4)
	e3 := e2 & jm[dirEast][3] & (opp >> 5) & (empty >> 6)
	for x := e1; x != 0; x &= x - 1 {
		b := x & -x
		buf = append(buf, move8{b | b<<2, b << 1})
	}
	for x := e2; x != 0; x &= x - 1 {
		b := x & -x
		buf = append(buf, move8{b | b<<4, b<<1 | b<<3})
	}
	for x := e3; x != 0; x &= x - 1 {
		b := x & -x
		buf = append(buf, move8{b | b<<6, b<<1 | b<<3 | b<<5})
	}
	w1 := own & jm[dirWest][1] & (opp << 1) & (empty << 2)
	w2 := w1 & jm[dirWest][2] & (opp << 3) & (empty << 4)
	w3 := w2 & jm[dirWest][3] & (opp << 5) & (empty << 6)
	for x := w1; x != 0; x &= x - 1 {
		b := x & -x
		buf = append(buf, move8{b | b>>2, b >> 1})
	}
	for x := w2; x != 0; x &= x - 1 {
		b := x & -x
		buf = append(buf, move8{b | b>>4, b>>1 | b>>3})
	}
	for x := w3; x != 0; x &= x - 1 {
		b := x & -x
		buf = append(buf, move8{b | b>>6, b>>1 | b>>3 | b>>5})
	}
	n1 := own & jm[dirNorth][1] & (opp >> 8) & (empty >> 16)
	n2 := n1 & jm[dirNorth][2] & (opp >> 24) & (empty >> 32)
	n3 := n2 & jm[dirNorth][3] & (opp >> 40) & (empty >> 48)
	for x := n1; x != 0; x &= x - 1 {
		b := x & -x
		buf = append(buf, move8{b | b<<16, b << 8})
	}
	for x := n2; x != 0; x &= x - 1 {
		b := x & -x
		buf = append(buf, move8{b | b<<32, b<<8 | b<<24})
	}
	for x := n3; x != 0; x &= x - 1 {
		b := x & -x
		buf = append(buf, move8{b | b<<48, b<<8 | b<<24 | b<<40})
	}
	s1 := own & jm[dirSouth][1] & (opp << 8) & (empty << 16)
	s2 := s1 & jm[dirSouth][2] & (opp << 24) & (empty << 32)
	s3 := s2 & jm[dirSouth][3] & (opp << 40) & (empty << 48)
	for x := s1; x != 0; x &= x - 1 {
		b := x & -x
		buf = append(buf, move8{b | b>>16, b >> 8})
	}
	for x := s2; x != 0; x &= x - 1 {
		b := x & -x
		buf = append(buf, move8{b | b>>32, b>>8 | b>>24})
	}
	for x := s3; x != 0; x &= x - 1 {
		b := x & -x
		buf = append(buf, move8{b | b>>48, b>>8 | b>>24 | b>>40})
	}
	return buf
}

// bits8 returns the from|to bits of a jump given as a game.Move, to compare
// it with move8.own.
func bits8(m game.Move) uint64 {
	f, t := m.From(), m.To()
	return 1<<(f.Rank()*8+f.File()) | 1<<(t.Rank()*8+t.File())
}

// toGame converts a bitboard jump by colour c into a game.Move.
func (m move8) toGame(own uint64) game.Move {
	from := bits.TrailingZeros64(m.own & own)
	to := bits.TrailingZeros64(m.own &^ own)
	return game.Jump(square8(from), square8(to))
}

func square8(i int) game.Square { return game.SquareAt(i&7, i>>3) }

// Symmetries. The eight transforms of the square keep a position's value
// for the side to move: a transform that maps Black's squares onto White's
// (a quarter turn or a mirror on an even board) turns the position into the
// same one with the colours swapped, which has the same value for the side
// to move. Transforms work on the 8×8 word; for n < 8 the board sits in the
// low ranks and files and is shifted back after a flip.

func flipVertical(x uint64) uint64 { return bits.ReverseBytes64(x) }

func mirrorHorizontal(x uint64) uint64 {
	const k1, k2, k4 = 0x5555555555555555, 0x3333333333333333, 0x0f0f0f0f0f0f0f0f
	x = x>>1&k1 | (x&k1)<<1
	x = x>>2&k2 | (x&k2)<<2
	x = x>>4&k4 | (x&k4)<<4
	return x
}

func transpose(x uint64) uint64 {
	const k1, k2, k4 = 0x5500550055005500, 0x3333000033330000, 0x0f0f0f0f00000000
	t := k4 & (x ^ x<<28)
	x ^= t ^ t>>28
	t = k2 & (x ^ x<<14)
	x ^= t ^ t>>14
	t = k1 & (x ^ x<<7)
	x ^= t ^ t>>7
	return x
}

// flipV and mirrorH keep an n×n board in the low corner of the word.
func (g *geo8) flipV(x uint64) uint64   { return flipVertical(x) >> (8 * (8 - g.n)) }
func (g *geo8) mirrorH(x uint64) uint64 { return mirrorHorizontal(x) >> (8 - g.n) & g.full }

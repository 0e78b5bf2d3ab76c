package game

import "math/bits"

// Bitboards of boards from 9×9 to 12×12: the lattice layout.
//
// A jump moves a stone by two squares, so a stone never leaves the squares
// of its colour (HomeColor), and the squares of each colour form a lattice
// of their own: lattice 0 holds Black's squares, lattice 1 White's. Each
// lattice is a set of its own, rank by rank, S indexes a rank:
//
//	square (file f, rank r)  →  index r*S + f/2 of lattice HomeColor(square)
//
// A rank of an n×n board holds at most (n+1)/2 squares of one colour, so
// with S = (n+1)/2 + 1 the last index of every rank is padding that never
// holds a stone: S = 6 on 9×9 and 10×10, whose lattices fit one word
// (w64, lat64.go), and S = 7 on 11×11 and 12×12, whose lattices take up to
// 84 bits, two words (w128, lat128.go). The jump generator of the two is
// the same code (lat64.go is made from lat128.go, see lat_gen_test.go).
//
// In a position the stones of colour c on lattice L are
// Position.stones[c][2L] (indexes 0–63) and [2L+1] (64–127). A position of
// the game has stones on their own lattice only; a KFEN may put a stone on
// a square of the other colour, which then lives in the other lattice's
// set, and such positions are generated lattice by lattice.
//
// Seen from a stone on lattice L at index i, the squares of a jump are:
//
//	direction  over (lattice 1−L)   landing (lattice L)
//	north      i + S                i + 2S
//	south      i − S                i − 2S
//	east       i + odd              i + 1
//	west       i − 1 + odd          i − 1
//
// where odd is 1 on the ranks where lattice L's squares have odd files
// (the odd masks of lat64 and lat128) and 0 on the others (even). A step
// that leaves a rank lands on padding, of this rank or the one before,
// which is never a stone and never empty, so no jump wraps and no edge
// mask is needed; a step off the top or the bottom falls off the set.

// w128 is a set of lattice indexes 0–127: lo holds 0–63, hi 64–127.
type w128 struct{ lo, hi uint64 }

func (a w128) and(b w128) w128    { return w128{a.lo & b.lo, a.hi & b.hi} }
func (a w128) or(b w128) w128     { return w128{a.lo | b.lo, a.hi | b.hi} }
func (a w128) xor(b w128) w128    { return w128{a.lo ^ b.lo, a.hi ^ b.hi} }
func (a w128) andNot(b w128) w128 { return w128{a.lo &^ b.lo, a.hi &^ b.hi} }
func (a w128) isZero() bool       { return a.lo|a.hi == 0 }
func (a w128) count() int         { return bits.OnesCount64(a.lo) + bits.OnesCount64(a.hi) }

// down returns the set whose index i is index i+c of a (0 < c < 64).
func (a w128) down(c uint) w128 { return w128{a.lo>>c | a.hi<<(64-c), a.hi >> c} }

// up returns the set whose index i is index i−c of a (0 < c < 64).
func (a w128) up(c uint) w128 { return w128{a.lo << c, a.hi<<c | a.lo>>(64-c)} }

// pop returns the lowest index of a, which is not empty, and a without it.
func (a w128) pop() (int, w128) {
	if a.lo != 0 {
		return bits.TrailingZeros64(a.lo), w128{a.lo & (a.lo - 1), a.hi}
	}
	return 64 + bits.TrailingZeros64(a.hi), w128{0, a.hi & (a.hi - 1)}
}

// shifted128 returns the set of the bits of m moved up by o indexes
// (0 ≤ o < 128), with no branch: Go's shifts by 64 or more give 0.
func shifted128(m uint64, o uint) w128 {
	return w128{m << o, m<<(o-64) | m>>(64-o)}
}

// w64 is a set of lattice indexes 0–63, the w128 of boards whose lattices
// fit one word.
type w64 uint64

func (a w64) and(b w64) w64    { return a & b }
func (a w64) or(b w64) w64     { return a | b }
func (a w64) xor(b w64) w64    { return a ^ b }
func (a w64) andNot(b w64) w64 { return a &^ b }
func (a w64) isZero() bool     { return a == 0 }
func (a w64) count() int       { return bits.OnesCount64(uint64(a)) }
func (a w64) down(c uint) w64  { return a >> c }
func (a w64) up(c uint) w64    { return a << c }

func (a w64) pop() (int, w64) { return bits.TrailingZeros64(uint64(a)), a & (a - 1) }

// shifted64 is shifted128 for w64 (0 ≤ o < 64).
func shifted64(m uint64, o uint) w64 { return w64(m << o) }

// squareStep is the change of Square value of one jump in each direction.
var squareStep = [numDirs]int{2, -2, 32, -32}

// The lattices of each size: lat64 on 9×9 and 10×10, lat128 above.
var (
	lats64  [11]lat64
	lats128 [MaxSize + 1]lat128
)

func init() {
	for n := 9; n <= 10; n++ {
		lats64[n] = newLat64(n)
	}
	for n := 11; n <= MaxSize; n++ {
		lats128[n] = newLat128(n)
	}
}

// latSlots[n][s] is word<<6 | bit: the word of Position.stones[c] and the
// bit in it that stand for square s of an n×n board above 8×8.
var latSlots = func() (t [MaxSize + 1][MaxSize << 4]uint8) {
	for n := 9; n <= MaxSize; n++ {
		for r := 0; r < n; r++ {
			for f := 0; f < n; f++ {
				s := SquareAt(f, r)
				i := r*latStride128 + f/2
				if n <= 10 {
					i = r*latStride64 + f/2
				}
				t[n][s] = uint8(2*int(HomeColor(s, n))+i>>6)<<6 | uint8(i&63)
			}
		}
	}
	return t
}()

// lat128 returns the stones of colour c on lattice L (11×11 and 12×12).
func (p *Position) lat128(c Color, L int) w128 {
	return w128{p.stones[c][2*L], p.stones[c][2*L+1]}
}

// lat64 returns the stones of colour c on lattice L (9×9 and 10×10).
func (p *Position) lat64(c Color, L int) w64 { return w64(p.stones[c][2*L]) }

// isHome reports whether every stone of p, on a board above 8×8, stands
// on a square of its own colour, as in every position of a game.
func (p *Position) isHome() bool {
	return p.stones[Black][2]|p.stones[Black][3]|p.stones[White][0]|p.stones[White][1] == 0
}

// jumpsWide appends the jumps of colour c on a board above 8×8 to buf:
// those of its stones on its own lattice, then of any on the other one.
func (p *Position) jumpsWide(c Color, buf []Move) []Move {
	for _, L := range [2]int{int(c), int(c ^ 1)} {
		if p.n <= 10 {
			g := &lats64[p.n]
			if own := p.lat64(c, L); !own.isZero() {
				empty := g.home[L].andNot(own.or(p.lat64(c^1, L)))
				buf = g.appendMoves(L, own, p.lat64(c^1, L^1), empty, buf)
			}
		} else {
			g := &lats128[p.n]
			if own := p.lat128(c, L); !own.isZero() {
				empty := g.home[L].andNot(own.or(p.lat128(c^1, L)))
				buf = g.appendMoves(L, own, p.lat128(c^1, L^1), empty, buf)
			}
		}
	}
	return buf
}

// countJumpsWide returns the number of jumps of colour c on a board above
// 8×8.
func (p *Position) countJumpsWide(c Color) int {
	total := 0
	for _, L := range [2]int{int(c), int(c ^ 1)} {
		if p.n <= 10 {
			g := &lats64[p.n]
			if own := p.lat64(c, L); !own.isZero() {
				empty := g.home[L].andNot(own.or(p.lat64(c^1, L)))
				total += g.count(L, own, p.lat64(c^1, L^1), empty)
			}
		} else {
			g := &lats128[p.n]
			if own := p.lat128(c, L); !own.isZero() {
				empty := g.home[L].andNot(own.or(p.lat128(c^1, L)))
				total += g.count(L, own, p.lat128(c^1, L^1), empty)
			}
		}
	}
	return total
}

// perftWide is Perft of a jump-phase position above 8×8 whose stones all
// stand on their own lattice.
func (p *Position) perftWide(depth int) uint64 {
	c := p.side
	if p.n <= 10 {
		return lats64[p.n].perft(int(c), p.lat64(c, int(c)), p.lat64(c^1, int(c^1)), depth)
	}
	return lats128[p.n].perft(int(c), p.lat128(c, int(c)), p.lat128(c^1, int(c^1)), depth)
}

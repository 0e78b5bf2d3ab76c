package game

import "math/bits"

// Bitboards of boards from 9×9 to 12×12: three words, bit = the Square
// value (rank*16 + file), so files 12–15 of every rank are padding that
// never holds a stone. A shift by ±1 that leaves a rank lands on padding,
// so, unlike the 8×8 layout, east and west steps need no edge masks.

// b192 is a set of bit indexes 0–191.
type b192 [3]uint64

func (a b192) and(b b192) b192    { return b192{a[0] & b[0], a[1] & b[1], a[2] & b[2]} }
func (a b192) andNot(b b192) b192 { return b192{a[0] &^ b[0], a[1] &^ b[1], a[2] &^ b[2]} }
func (a b192) or(b b192) b192     { return b192{a[0] | b[0], a[1] | b[1], a[2] | b[2]} }
func (a b192) empty() bool        { return a[0]|a[1]|a[2] == 0 }

func (a b192) count() int {
	return bits.OnesCount64(a[0]) + bits.OnesCount64(a[1]) + bits.OnesCount64(a[2])
}

// down returns the set whose bit i is bit i+n of a (0 < n < 64).
func (a b192) down(n uint) b192 {
	return b192{a[0]>>n | a[1]<<(64-n), a[1]>>n | a[2]<<(64-n), a[2] >> n}
}

// up returns the set whose bit i is bit i-n of a (0 < n < 64).
func (a b192) up(n uint) b192 {
	return b192{a[0] << n, a[1]<<n | a[0]>>(64-n), a[2]<<n | a[1]>>(64-n)}
}

// look returns the set whose bit i is bit i+d of a, d = ±1, ±2, ±16, ±32.
func (a b192) look(d int) b192 {
	if d > 0 {
		return a.down(uint(d))
	}
	return a.up(uint(-d))
}

// wideFull[n] holds the squares of an n×n board in the wide layout.
var wideFull = func() (full [MaxSize + 1]b192) {
	for n := 9; n <= MaxSize; n++ {
		for r := 0; r < n; r++ {
			for f := 0; f < n; f++ {
				i := r<<4 | f
				full[n][i>>6] |= 1 << (i & 63)
			}
		}
	}
	return full
}()

// wideStep is each direction's step in bits in the wide layout.
var wideStep = [numDirs]int{1, -1, 16, -16}

// pairsWide returns, per direction, the squares from which colour c could
// make a single jump: an enemy stone next to it, an empty square beyond.
func (p *Position) pairsWide(c Color) (own b192, pairs [numDirs]b192) {
	own, opp := b192(p.stones[c]), b192(p.stones[c^1])
	empty := wideFull[p.n].andNot(own.or(opp))
	for d := 0; d < numDirs; d++ {
		s := wideStep[d]
		pairs[d] = opp.look(s).and(empty.look(2 * s))
	}
	return own, pairs
}

func (p *Position) jumpsWide(c Color, buf []Move) []Move {
	own, pairs := p.pairsWide(c)
	for d := 0; d < numDirs; d++ {
		step := 2 * wideStep[d]
		m, x := own.and(pairs[d]), pairs[d]
		for s := step; !m.empty(); s += step {
			for w := 0; w < 3; w++ {
				for y := m[w]; y != 0; y &= y - 1 {
					i := w<<6 | bits.TrailingZeros64(y)
					buf = append(buf, Jump(Square(i), Square(i+s)))
				}
			}
			x = x.look(step)
			m = m.and(x)
		}
	}
	return buf
}

func (p *Position) countJumpsWide(c Color) int {
	own, pairs := p.pairsWide(c)
	total := 0
	for d := 0; d < numDirs; d++ {
		step := 2 * wideStep[d]
		m, x := own.and(pairs[d]), pairs[d]
		for !m.empty() {
			total += m.count()
			x = x.look(step)
			m = m.and(x)
		}
	}
	return total
}

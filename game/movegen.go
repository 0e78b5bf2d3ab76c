package game

import "math/bits"

// shiftLook returns x moved so that bit i of the result is bit i+d of x
// (d may be negative). Shifts of 64 or more give 0, as Go defines.
func shiftLook(x uint64, d int) uint64 {
	if d >= 0 {
		return x >> uint(d)
	}
	return x << uint(-d)
}

// pairStep is twice each direction's bit offset in the stride-8 layout.
var pairStep = [numDirs]int{2, -2, 16, -16}

func square8(i int) Square { return Square((i>>3)<<4 | i&7) }

// LegalMoves appends the legal moves of the side to move to buf and returns
// it. With a buffer of enough capacity it allocates nothing. The order is
// fixed for a given position but not sorted.
func (p *Position) LegalMoves(buf []Move) []Move {
	switch p.phase {
	case BlackRemoves, WhiteRemoves:
		return p.removals(buf)
	}
	if p.n <= 8 {
		return p.jumps8(p.side, buf)
	}
	return p.jumpsWide(p.side, buf)
}

// JumpsOf appends every jump colour c could make in this position, whoever
// is to move (the mobility the AI counts), and returns buf.
func (p *Position) JumpsOf(c Color, buf []Move) []Move {
	if p.n <= 8 {
		return p.jumps8(c, buf)
	}
	return p.jumpsWide(c, buf)
}

// CountJumps returns the number of jumps colour c could make in this
// position, whoever is to move. It allocates nothing.
func (p *Position) CountJumps(c Color) int {
	if p.n > 8 {
		return p.countJumpsWide(c)
	}
	pairs := p.jumpPairs8(c)
	own := p.stones[c][0]
	return chainCount(own, pairs[east], 2) + chainCount(own, pairs[west], -2) +
		chainCount(own, pairs[north], 16) + chainCount(own, pairs[south], -16)
}

// chainCount counts the jumps in one direction: a k-stone jump from s needs
// pairs at s, s+2d, ..., s+2(k-1)d, so the pair set is shifted by step
// (two squares) once per further stone. Called with constant steps, it
// inlines to constant shifts.
func chainCount(own, pairs uint64, step int) int {
	total := 0
	for m, x := own&pairs, pairs; m != 0; {
		total += bits.OnesCount64(m)
		x = shiftLook(x, step)
		m &= x
	}
	return total
}

// jumpPairs8 returns, per direction, the squares from which colour c could
// make a single jump if it had a stone there: an enemy stone next to it and
// an empty square beyond, both on the board (the edge masks stop east and
// west shifts from wrapping). A k-stone jump from s needs pairs at s, s+2d,
// ..., s+2(k-1)d, which the callers test with shifts of the same set.
func (p *Position) jumpPairs8(c Color) [numDirs]uint64 {
	g := &geometries[p.n]
	own, opp := p.stones[c][0], p.stones[c^1][0]
	empty := g.full &^ (own | opp)
	return [numDirs]uint64{
		east:  opp >> 1 & (empty >> 2) & g.eastEdge,
		west:  opp << 1 & (empty << 2) & g.westEdge,
		north: opp >> 8 & (empty >> 16),
		south: opp << 8 & (empty << 16),
	}
}

// CountMoves returns the number of legal moves of the side to move.
func (p *Position) CountMoves() int {
	if p.phase == Jumps {
		return p.CountJumps(p.side)
	}
	var buf [8]Move
	return len(p.removals(buf[:0]))
}

// HasMoves reports whether the side to move has a legal move. When it has
// none the game is over and the side to move has lost (rules.md, rule 6).
func (p *Position) HasMoves() bool { return p.CountMoves() > 0 }

func (p *Position) jumps8(c Color, buf []Move) []Move {
	pairs := p.jumpPairs8(c)
	own := p.stones[c][0]
	for d := 0; d < numDirs; d++ {
		step := pairStep[d]
		m := own & pairs[d]
		for s := step; m != 0; s += step {
			for x := m; x != 0; x &= x - 1 {
				i := bits.TrailingZeros64(x)
				buf = append(buf, Jump(square8(i), square8(i+s)))
			}
			m &= shiftLook(pairs[d], s)
		}
	}
	return buf
}

func (p *Position) removals(buf []Move) []Move {
	n := int(p.n)
	if p.phase == BlackRemoves {
		for _, s := range geometries[n].openers {
			if c, ok := p.At(s); ok && c == Black && p.side == Black {
				buf = append(buf, Removal(s))
			}
		}
		return buf
	}
	hole, ok := p.singleHole()
	if !ok || p.side != White {
		return buf
	}
	for d := 0; d < numDirs; d++ {
		f, r := hole.File()+dirFile[d], hole.Rank()+dirRank[d]
		if f < 0 || f >= n || r < 0 || r >= n {
			continue
		}
		if c, ok := p.At(SquareAt(f, r)); ok && c == White {
			buf = append(buf, Removal(SquareAt(f, r)))
		}
	}
	return buf
}

// singleHole returns the only empty square, when exactly one is empty.
func (p *Position) singleHole() (Square, bool) {
	n := int(p.n)
	if p.Count(Black)+p.Count(White) != n*n-1 {
		return NoSquare, false
	}
	for r := 0; r < n; r++ {
		for f := 0; f < n; f++ {
			if _, ok := p.At(SquareAt(f, r)); !ok {
				return SquareAt(f, r), true
			}
		}
	}
	return NoSquare, false
}

// IsLegal reports whether m is a legal move for the side to move.
func (p *Position) IsLegal(m Move) bool {
	var buf [256]Move
	for _, x := range p.LegalMoves(buf[:0]) {
		if x == m {
			return true
		}
	}
	return false
}

package game

import "math/bits"

// The jump generator of boards from 9×9 to 12×12 on bare lattice sets
// (lattice.go), for the AI's solver, as Board8 is up to 8×8: the stones
// of the side that jumps (own) on the lattice of one colour's squares,
// and of its opponent (opp) on the other lattice. Every jump keeps a stone
// on its lattice, so in a game each side's stones stay on the lattice of
// its own colour for the whole game.

// Wide is a set of squares of one lattice of a board from 9×9 to 12×12,
// in Position's layout of that size (lattice.go): Lo holds indexes 0–63,
// Hi indexes 64–127 (always 0 on 9×9 and 10×10). Making a JumpWide on
// sets own and opp is own = own.Xor(j.Path), opp = opp.AndNot(j.Captured).
type Wide struct{ Lo, Hi uint64 }

// Xor returns the squares in exactly one of a and b.
func (a Wide) Xor(b Wide) Wide { return Wide{a.Lo ^ b.Lo, a.Hi ^ b.Hi} }

// AndNot returns the squares of a not in b.
func (a Wide) AndNot(b Wide) Wide { return Wide{a.Lo &^ b.Lo, a.Hi &^ b.Hi} }

// Count returns the number of squares in a.
func (a Wide) Count() int { return bits.OnesCount64(a.Lo) + bits.OnesCount64(a.Hi) }

func (a w128) wide() Wide { return Wide{a.lo, a.hi} }
func (a w64) wide() Wide  { return Wide{uint64(a), 0} }

// JumpWide is a jump on the lattice sets: the mover's start and landing
// squares (on its lattice) and the enemy stones it captures (on the other
// lattice).
type JumpWide struct {
	Path     Wide // start | landing
	Captured Wide
}

// BoardWide holds the tables of the jump generator of one board size from
// 9×9 to 12×12.
type BoardWide struct {
	n   int
	g64 *lat64  // 9×9 and 10×10
	g   *lat128 // 11×11 and 12×12
}

var boardsWide = func() (t [MaxSize + 1]BoardWide) {
	for n := 9; n <= MaxSize; n++ {
		t[n].n = n
		if n <= 10 {
			t[n].g64 = &lats64[n]
		} else {
			t[n].g = &lats128[n]
		}
	}
	return t
}()

// BoardWideOf returns the tables of the n×n board, or nil when n is not
// from 9 to 12 (MaxSize).
func BoardWideOf(n int) *BoardWide {
	if n < 9 || n > MaxSize {
		return nil
	}
	return &boardsWide[n]
}

// Size returns n, the board's side in squares.
func (b *BoardWide) Size() int { return b.n }

// StonesWide returns the stones of colour c on the lattice of colour on's
// squares, on boards from 9×9 to 12×12, and false on smaller boards. In a
// position of a game every stone of c stands on the lattice of c.
func (p *Position) StonesWide(c, on Color) (Wide, bool) {
	return Wide{p.stones[c][2*on], p.stones[c][2*on+1]}, p.n > 8
}

// CountJumps returns the number of jumps of own, standing on the lattice
// of colour on's squares, over opp, on the other lattice. It allocates
// nothing.
func (b *BoardWide) CountJumps(on Color, own, opp Wide) int {
	L := int(on)
	if b.g64 != nil {
		o := w64(own.Lo)
		return b.g64.count(L, o, w64(opp.Lo), b.g64.home[L].andNot(o))
	}
	o := w128{own.Lo, own.Hi}
	return b.g.count(L, o, w128{opp.Lo, opp.Hi}, b.g.home[L].andNot(o))
}

// Jumps appends the jumps of own, standing on the lattice of colour on's
// squares, over opp, on the other lattice, to buf and returns it: per
// direction East, West, North, South, by length. With a buffer of enough
// capacity it allocates nothing.
func (b *BoardWide) Jumps(on Color, own, opp Wide, buf []JumpWide) []JumpWide {
	L := int(on)
	if b.g64 != nil {
		o := w64(own.Lo)
		return b.g64.jumps(L, o, w64(opp.Lo), b.g64.home[L].andNot(o), buf)
	}
	o := w128{own.Lo, own.Hi}
	return b.g.jumps(L, o, w128{opp.Lo, opp.Hi}, b.g.home[L].andNot(o), buf)
}

// Move returns j as a Move of the side whose stones, before the jump, are
// own, on the lattice of colour on's squares.
func (b *BoardWide) Move(on Color, j JumpWide, own Wide) Move {
	var sq *[2][128]Square
	if b.g64 != nil {
		sq = &b.g64.square
	} else {
		sq = &b.g.square
	}
	return Jump(sq[on][wideIndex(pathStart(j.Path, own))], sq[on][wideIndex(j.Path.AndNot(own))])
}

// pathStart returns the start square of path, whose stone is in own.
func pathStart(path, own Wide) Wide { return Wide{path.Lo & own.Lo, path.Hi & own.Hi} }

// wideIndex returns the index of the one square of a.
func wideIndex(a Wide) int {
	if a.Lo != 0 {
		return bits.TrailingZeros64(a.Lo)
	}
	return 64 + bits.TrailingZeros64(a.Hi)
}

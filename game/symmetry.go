package game

// Symmetry is one of the eight symmetries of the square board: a
// transposition (file and rank swapped) when bit 0 is set, applied first,
// then a mirror of the files (bit 1) and of the ranks (bit 2). Symmetry 0
// is the identity.
type Symmetry uint8

// The bits of a Symmetry.
const (
	symTranspose Symmetry = 1 << iota
	symMirrorFiles
	symMirrorRanks
)

// Square returns the image of s on an n×n board.
func (y Symmetry) Square(s Square, n int) Square {
	f, r := s.File(), s.Rank()
	if y&symTranspose != 0 {
		f, r = r, f
	}
	if y&symMirrorFiles != 0 {
		f = n - 1 - f
	}
	if y&symMirrorRanks != 0 {
		r = n - 1 - r
	}
	return SquareAt(f, r)
}

// Move returns the image of m on an n×n board.
func (y Symmetry) Move(m Move, n int) Move {
	if m == NoMove {
		return m
	}
	if m.IsRemoval() {
		return Removal(y.Square(m.From(), n))
	}
	return Jump(y.Square(m.From(), n), y.Square(m.To(), n))
}

// Inverse returns the symmetry that undoes y.
func (y Symmetry) Inverse() Symmetry {
	if y&symTranspose == 0 {
		return y
	}
	// (mirrors ∘ transpose)⁻¹ = transpose ∘ mirrors = the other mirrors ∘ transpose.
	inv := symTranspose
	if y&symMirrorFiles != 0 {
		inv |= symMirrorRanks
	}
	if y&symMirrorRanks != 0 {
		inv |= symMirrorFiles
	}
	return inv
}

// keepsColours reports whether y maps every square of an n×n board to a
// square of the same colour (docs/rules.md's colouring): always on odd boards;
// on even boards when it mirrors both files and ranks or neither.
func (y Symmetry) keepsColours(n int) bool {
	return n%2 == 1 || (y&symMirrorFiles == 0) == (y&symMirrorRanks == 0)
}

// Transformed returns the image of p under y: each stone moved to its
// image square, the same side to move and phase. ok is false when y would
// move stones onto squares of the other colour (half the symmetries of an
// even board), which no position of the game has.
func (p *Position) Transformed(y Symmetry) (q Position, ok bool) {
	n := int(p.n)
	if !y.keepsColours(n) {
		return Position{}, false
	}
	q = Position{n: p.n, side: p.side, phase: p.phase}
	for r := range n {
		for f := range n {
			s := SquareAt(f, r)
			if c, ok := p.At(s); ok {
				q.set(c, y.Square(s, n))
			}
		}
	}
	q.hash = q.computeHash()
	return q, true
}

// Canonical returns the least image of p (Black's stones, then White's,
// word by word) under the colour-keeping symmetries, and the symmetry y
// mapping p to it; images of each other share it. A move m of p is
// y.Move(m, n) there; its move m is y.Inverse().Move(m, n) in p.
func (p *Position) Canonical() (Position, Symmetry) {
	best, by := *p, Symmetry(0)
	for y := Symmetry(1); y < 8; y++ {
		q, ok := p.Transformed(y)
		if ok && q.stonesLess(&best) {
			best, by = q, y
		}
	}
	return best, by
}

func (p *Position) stonesLess(q *Position) bool {
	for c := range p.stones {
		for w := range p.stones[c] {
			if a, b := p.stones[c][w], q.stones[c][w]; a != b {
				return a < b
			}
		}
	}
	return false
}

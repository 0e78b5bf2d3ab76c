package game

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
	return boards8[p.n].CountJumps(p.stones[c][0], p.stones[c^1][0])
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
// none the game is over and the side to move has lost (docs/rules.md, rule 6).
func (p *Position) HasMoves() bool { return p.CountMoves() > 0 }

func (p *Position) jumps8(c Color, buf []Move) []Move {
	return boards8[p.n].appendMoves(p.stones[c][0], p.stones[c^1][0], buf)
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

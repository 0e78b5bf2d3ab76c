package game

import "fmt"

// Make plays m for the side to move without checking that it is legal; use
// Play or IsLegal first when m comes from outside. It allocates nothing and
// is undone exactly by Unmake(m).
func (p *Position) Make(m Move) {
	c := p.side
	if m.IsRemoval() {
		p.toggle(c, m.From())
		if p.phase == BlackRemoves {
			p.phase = WhiteRemoves
		} else {
			p.phase = Jumps
		}
	} else {
		p.jump(c, m)
	}
	p.side = c.Other()
	p.hash ^= zobristSide
}

// Unmake takes back m, which must be the last move made on p.
func (p *Position) Unmake(m Move) {
	c := p.side.Other()
	p.side = c
	p.hash ^= zobristSide
	if m.IsRemoval() {
		p.toggle(c, m.From())
		if c == Black {
			p.phase = BlackRemoves
		} else {
			p.phase = WhiteRemoves
		}
		return
	}
	p.jump(c, m) // a jump toggles the same bits both ways
}

// jump toggles the mover's start and landing squares and the captured
// enemy stones between them, so the same call makes and unmakes m.
func (p *Position) jump(c Color, m Move) {
	from, to := m.From(), m.To()
	if p.n <= 8 {
		fi := int(from.Rank())<<3 | from.File()
		ti := int(to.Rank())<<3 | to.File()
		d := &jumpDelta8[c][fi][ti]
		p.stones[c][0] ^= 1<<fi | 1<<ti
		p.stones[c^1][0] ^= d.captured
		p.hash ^= d.hash
		return
	}
	df, dr := m.Direction()
	step := dr*16 + df
	for i := int(from) + step; i != int(to)+step; i += 2 * step {
		p.stones[c^1][i>>6] ^= 1 << (i & 63)
		p.hash ^= zobristStone[c^1][i]
	}
	p.toggle(c, from)
	p.toggle(c, to)
}

// toggle flips the stone bit of colour c on s and updates the hash.
func (p *Position) toggle(c Color, s Square) {
	i := p.index(s)
	p.stones[c][i>>6] ^= 1 << (i & 63)
	p.hash ^= zobristStone[c][i]
}

// Play makes m if it is legal for the side to move; otherwise it returns an
// error wrapping ErrIllegalMove and leaves p unchanged.
func (p *Position) Play(m Move) error {
	if !p.IsLegal(m) {
		return fmt.Errorf("%w: %s (%s)", ErrIllegalMove, m, p.whyIllegal(m))
	}
	p.Make(m)
	return nil
}

// whyIllegal names in English the first rule m breaks, for error messages.
func (p *Position) whyIllegal(m Move) string {
	switch {
	case !p.Contains(m.From()) || !p.Contains(m.To()):
		return "square off the board"
	case p.phase == BlackRemoves && !m.IsRemoval(), p.phase == WhiteRemoves && !m.IsRemoval():
		return "a stone must be removed first"
	case p.phase == BlackRemoves:
		return "Black removes one of its corner or centre stones"
	case p.phase == WhiteRemoves:
		return "White removes one of its stones next to the empty square"
	case m.IsRemoval():
		return "removals are over; a stone must jump"
	}
	if c, ok := p.At(m.From()); !ok || c != p.side {
		return "no stone of the side to move on " + m.From().String()
	}
	if _, ok := p.At(m.To()); ok {
		return "landing square " + m.To().String() + " is occupied"
	}
	return "each jump must pass over an enemy stone onto an empty square"
}

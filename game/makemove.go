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
	slots := &latSlots[p.n]
	step := Square(1) // the change of Square value from one square to the next
	switch span := int(to) - int(from); {
	case span <= -16:
		step = 0xF0 // −16
	case span < 0:
		step = 0xFF // −1
	case span >= 16:
		step = 16
	}
	h := zobristStone[c][from] ^ zobristStone[c][to]
	p.stones[c][slots[from]>>6] ^= 1 << (slots[from] & 63)
	p.stones[c][slots[to]>>6] ^= 1 << (slots[to] & 63)
	for s := from + step; s != to+step; s += 2 * step {
		p.stones[c^1][slots[s]>>6] ^= 1 << (slots[s] & 63)
		h ^= zobristStone[c^1][s]
	}
	p.hash ^= h
}

// toggle flips the stone bit of colour c on s and updates the hash.
func (p *Position) toggle(c Color, s Square) {
	w, bit := p.bit(s)
	p.stones[c][w] ^= bit
	p.hash ^= zobristStone[c][p.zobristIndex(s)]
}

// Play makes m if it is legal for the side to move; otherwise it returns an
// *IllegalMoveError (which is ErrIllegalMove) and leaves p unchanged.
func (p *Position) Play(m Move) error {
	if !p.IsLegal(m) {
		return p.whyIllegal(m)
	}
	p.Make(m)
	return nil
}

// IllegalReason is the first rule an illegal move breaks, so that callers
// can explain it in any language.
type IllegalReason int

// The reasons a move is illegal, in the order whyIllegal tests them.
const (
	ReasonOffBoard     IllegalReason = iota // a square off the board
	ReasonMustRemove                        // a jump while a stone must be removed first
	ReasonBlackRemoval                      // Black removes a stone that is not a corner or centre one
	ReasonWhiteRemoval                      // White removes a stone not next to the empty square
	ReasonRemovalsOver                      // a removal after the removals
	ReasonNoOwnStone                        // no stone of the side to move on Square
	ReasonOccupied                          // the landing Square is occupied
	ReasonNoCapture                         // a jump that does not pass over enemy stones onto empty squares
)

// reasonText is each reason in English; %s is the square.
var reasonText = [...]string{
	ReasonOffBoard:     "square off the board",
	ReasonMustRemove:   "a stone must be removed first",
	ReasonBlackRemoval: "Black removes one of its corner or centre stones",
	ReasonWhiteRemoval: "White removes one of its stones next to the empty square",
	ReasonRemovalsOver: "removals are over; a stone must jump",
	ReasonNoOwnStone:   "no stone of the side to move on %s",
	ReasonOccupied:     "landing square %s is occupied",
	ReasonNoCapture:    "each jump must pass over an enemy stone onto an empty square",
}

// IllegalMoveError is the error of a move the rules refuse: the move, the
// first rule it breaks and the square that rule is about (the start of
// ReasonNoOwnStone, the landing of ReasonOccupied; NoSquare otherwise).
type IllegalMoveError struct {
	Move   Move
	Reason IllegalReason
	Square Square
}

// Error returns "illegal move: MOVE (reason)" in English.
func (e *IllegalMoveError) Error() string {
	why := reasonText[e.Reason]
	if e.Square != NoSquare {
		why = fmt.Sprintf(why, e.Square)
	}
	return fmt.Sprintf("%v: %s (%s)", ErrIllegalMove, e.Move, why)
}

// Is makes the error ErrIllegalMove.
func (e *IllegalMoveError) Is(target error) bool { return target == ErrIllegalMove }

// whyIllegal returns the error for the first rule m breaks.
func (p *Position) whyIllegal(m Move) *IllegalMoveError {
	e := &IllegalMoveError{Move: m, Square: NoSquare}
	switch {
	case !p.Contains(m.From()) || !p.Contains(m.To()):
		e.Reason = ReasonOffBoard
	case p.phase == BlackRemoves && !m.IsRemoval(), p.phase == WhiteRemoves && !m.IsRemoval():
		e.Reason = ReasonMustRemove
	case p.phase == BlackRemoves:
		e.Reason = ReasonBlackRemoval
	case p.phase == WhiteRemoves:
		e.Reason = ReasonWhiteRemoval
	case m.IsRemoval():
		e.Reason = ReasonRemovalsOver
	default:
		if c, ok := p.At(m.From()); !ok || c != p.side {
			e.Reason, e.Square = ReasonNoOwnStone, m.From()
		} else if _, ok := p.At(m.To()); ok {
			e.Reason, e.Square = ReasonOccupied, m.To()
		} else {
			e.Reason = ReasonNoCapture
		}
	}
	return e
}

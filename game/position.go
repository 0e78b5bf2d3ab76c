package game

import (
	"fmt"
	"math/bits"
	"strings"
)

// Bit layout of Position.stones, one bit set per colour.
//
// Boards up to 8×8 use word 0 only, one uint64 per colour, stride 8:
//
//	rank 8 | 56 57 58 59 60 61 62 63
//	rank 7 | 48 49 50 51 52 53 54 55
//	  ...  |          ...
//	rank 1 |  0  1  2  3  4  5  6  7
//	       +------------------------
//	          a  b  c  d  e  f  g  h
//
// bit = rank*8 + file. On boards smaller than 8×8 the bits of files and
// ranks ≥ n are always clear. A shift by ±1 moves along a rank and could
// wrap into the next rank, so every east/west step is masked with a per-size
// edge mask (Board8), which also keeps a jump on smaller boards; shifts by
// ±8 fall off the word.
//
// Boards from 9×9 to 12×12 use the lattice layout of lattice.go: the
// squares of each colour in a set of their own, two words each.

// Phase is the stage of the game: the two opening removals, then jumps.
type Phase uint8

// The phases of docs/rules.md, in order.
const (
	BlackRemoves Phase = iota // Black removes a corner or centre stone.
	WhiteRemoves              // White removes a stone next to the hole.
	Jumps                     // Players alternate jumps, Black first.
)

// String returns a short English name of the phase.
func (ph Phase) String() string {
	switch ph {
	case BlackRemoves:
		return "black-removes"
	case WhiteRemoves:
		return "white-removes"
	}
	return "jumps"
}

// Position is a board, the side to move and the phase. It is a value: copy
// it to keep a snapshot. The zero Position is not valid; use NewPosition or
// ParseKFEN.
type Position struct {
	stones [2][4]uint64 // see the bit layout above
	hash   uint64       // Zobrist key of stones and side to move
	n      uint8        // board size
	side   Color        // side to move
	phase  Phase
}

// NewPosition returns the starting position on an n×n board: every square
// holds a stone, Black to remove. An n outside [MinSize, MaxSize] gives an
// error wrapping ErrBadSize.
func NewPosition(n int) (Position, error) {
	if n < MinSize || n > MaxSize {
		return Position{}, fmt.Errorf("%w: %d (want %d to %d)", ErrBadSize, n, MinSize, MaxSize)
	}
	p := Position{n: uint8(n), side: Black, phase: BlackRemoves}
	for r := 0; r < n; r++ {
		for f := 0; f < n; f++ {
			s := SquareAt(f, r)
			p.set(HomeColor(s, n), s)
		}
	}
	p.hash = p.computeHash()
	return p, nil
}

// MustNewPosition is NewPosition for sizes known to be valid; it panics
// otherwise. It is meant for tests and package-level values.
func MustNewPosition(n int) Position {
	p, err := NewPosition(n)
	if err != nil {
		panic(err)
	}
	return p
}

// Size returns n for an n×n board.
func (p *Position) Size() int { return int(p.n) }

// SideToMove returns the colour whose turn it is.
func (p *Position) SideToMove() Color { return p.side }

// Phase returns the stage of the game.
func (p *Position) Phase() Phase { return p.phase }

// Hash returns the Zobrist key of the position (stones and side to move).
// Equal positions of the same size have equal keys.
func (p *Position) Hash() uint64 { return p.hash }

// Contains reports whether s lies on the board.
func (p *Position) Contains(s Square) bool {
	return s.File() < int(p.n) && s.Rank() < int(p.n)
}

// At returns the colour of the stone on s and true, or false when s is empty
// or off the board.
func (p *Position) At(s Square) (Color, bool) {
	if !p.Contains(s) {
		return Black, false
	}
	w, bit := p.bit(s)
	for c := Black; c <= White; c++ {
		if p.stones[c][w]&bit != 0 {
			return c, true
		}
	}
	return Black, false
}

// Count returns the number of stones of colour c on the board.
func (p *Position) Count(c Color) int {
	w := &p.stones[c]
	return bits.OnesCount64(w[0]) + bits.OnesCount64(w[1]) + bits.OnesCount64(w[2]) + bits.OnesCount64(w[3])
}

// Stones8 returns the bitboard of colour c on boards up to 8×8 (bit =
// rank*8+file, see the layout at the top of position.go) and false on larger
// boards.
func (p *Position) Stones8(c Color) (uint64, bool) {
	return p.stones[c][0], p.n <= 8
}

// bit returns the word of Position.stones[c] and the bit in it that
// stand for square s, which is on the board.
func (p *Position) bit(s Square) (int, uint64) {
	if p.n <= 8 {
		return 0, 1 << (s.Rank()<<3 | s.File())
	}
	slot := latSlots[p.n][s]
	return int(slot >> 6), 1 << (slot & 63)
}

// zobristIndex returns the index of square s in zobristStone: the bit of
// the stride-8 layout on boards up to 8×8, the Square value above.
func (p *Position) zobristIndex(s Square) int {
	if p.n <= 8 {
		return s.Rank()<<3 | s.File()
	}
	return int(s)
}

func (p *Position) set(c Color, s Square) {
	w, bit := p.bit(s)
	p.stones[c][w] |= bit
}

func (p *Position) computeHash() uint64 {
	var h uint64
	n := int(p.n)
	for r := 0; r < n; r++ {
		for f := 0; f < n; f++ {
			if c, ok := p.At(SquareAt(f, r)); ok {
				h ^= zobristStone[c][p.zobristIndex(SquareAt(f, r))]
			}
		}
	}
	if p.side == White {
		h ^= zobristSide
	}
	return h
}

// String draws the board as text, rank n at the top, one character a
// square: 'x' Black, 'o' White, '.' empty; files under the board, then the
// side to move and the phase.
func (p *Position) String() string {
	var b strings.Builder
	n := int(p.n)
	for r := n - 1; r >= 0; r-- {
		fmt.Fprintf(&b, "%2d ", r+1)
		for f := 0; f < n; f++ {
			c, ok := p.At(SquareAt(f, r))
			switch {
			case !ok:
				b.WriteString(" .")
			case c == Black:
				b.WriteString(" x")
			default:
				b.WriteString(" o")
			}
		}
		b.WriteByte('\n')
	}
	b.WriteString("   ")
	for f := 0; f < n; f++ {
		b.WriteByte(' ')
		b.WriteByte(byte('a' + f))
	}
	fmt.Fprintf(&b, "\n%s to move (%s)\n", p.side, p.phase)
	return b.String()
}

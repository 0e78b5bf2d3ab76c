package game

import "math/bits"

// The jump generator of boards up to 8×8, shared by Position and the AI's
// search and solver. It works on bare bitboards in the stride-8 layout of
// Position.Stones8 (bit = rank*8 + file, a1 = bit 0, h8 = bit 63): the
// stones of the side that jumps (own) and of its opponent (opp). A jump
// moves a stone by an even number of squares, so every stone stays on a
// square of its own colour (Board8.Home) for the whole game.

// Board8 holds the masks of one board size n ≤ 8.
type Board8 struct {
	n    int
	full uint64    // squares on the board
	home [2]uint64 // squares of each colour's stones
	// stay[d] holds the squares from which a single jump in direction d
	// lands on the board: the edge masks that also stop east and west
	// shifts from wrapping onto the next rank.
	stay [numDirs]uint64
}

var boards8 [9]Board8

func init() {
	for n := MinSize; n <= 8; n++ {
		boards8[n] = newBoard8(n)
	}
}

func newBoard8(n int) Board8 {
	b := Board8{n: n}
	for r := 0; r < n; r++ {
		for f := 0; f < n; f++ {
			bit := uint64(1) << (r*8 + f)
			b.full |= bit
			b.home[HomeColor(SquareAt(f, r), n)] |= bit
			for d := 0; d < numDirs; d++ {
				lf, lr := f+2*dirFile[d], r+2*dirRank[d]
				if lf >= 0 && lf < n && lr >= 0 && lr < n {
					b.stay[d] |= bit
				}
			}
		}
	}
	return b
}

// Board8Of returns the masks of the n×n board, or nil when n is out of
// range or larger than 8.
func Board8Of(n int) *Board8 {
	if n < MinSize || n > 8 {
		return nil
	}
	return &boards8[n]
}

// Size returns n, the board's side in squares.
func (b *Board8) Size() int { return b.n }

// Full returns the squares of the board.
func (b *Board8) Full() uint64 { return b.full }

// Home returns the squares of colour c: Black's where file+rank is even,
// as at the start (docs/rules.md, "Board").
func (b *Board8) Home(c Color) uint64 { return b.home[c] }

// Neighbours returns the squares next to a stone of opp from which a
// single jump over it would land on the board, in any direction (whether
// the landing square is empty or not).
func (b *Board8) Neighbours(opp uint64) uint64 {
	return b.stay[East]&(opp>>1) | b.stay[West]&(opp<<1) |
		b.stay[North]&(opp>>8) | b.stay[South]&(opp<<8)
}

// forward returns the stones of own that can jump 1, 2 and 3 stones of opp
// in the direction of step +u bits (east 1, north 8). pairs are the squares
// a single jump could start from; edge (Board8.stay[d]) stops wraps. s2 and
// s3 narrow s1 by pairs 2u and 4u on. Constant u inlines to branch-free
// shifts.
func forward(own, opp, empty, edge uint64, u uint) (s1, s2, s3 uint64) {
	pairs := edge & (opp >> u) & (empty >> (2 * u))
	s1 = own & pairs
	s2 = s1 & (pairs >> (2 * u))
	s3 = s2 & (pairs >> (4 * u))
	return s1, s2, s3
}

// backward is forward for a direction whose step is −u bits (west, south).
func backward(own, opp, empty, edge uint64, u uint) (s1, s2, s3 uint64) {
	pairs := edge & (opp << u) & (empty << (2 * u))
	s1 = own & pairs
	s2 = s1 & (pairs << (2 * u))
	s3 = s2 & (pairs << (4 * u))
	return s1, s2, s3
}

// CountJumps returns the number of jumps of own against opp. It allocates
// nothing.
func (b *Board8) CountJumps(own, opp uint64) int {
	empty := b.full &^ (own | opp)
	e1, e2, e3 := forward(own, opp, empty, b.stay[East], 1)
	w1, w2, w3 := backward(own, opp, empty, b.stay[West], 1)
	n1, n2, n3 := forward(own, opp, empty, b.stay[North], 8)
	s1, s2, s3 := backward(own, opp, empty, b.stay[South], 8)
	return count8(e1, e2, e3, w1, w2, w3, n1, n2, n3, s1, s2, s3)
}

// count8 returns the number of jumps in forward's and backward's sets (e
// east, w west, n north, s south) with eight popcounts, not twelve: 2-stone
// jumps east and west start on disjoint files (a–d, e–h), as do 3-stone
// ones (a–b, g–h), and likewise for ranks, so each pair is counted as its
// union.
func count8(e1, e2, e3, w1, w2, w3, n1, n2, n3, s1, s2, s3 uint64) int {
	return bits.OnesCount64(e1) + bits.OnesCount64(w1) + bits.OnesCount64(n1) + bits.OnesCount64(s1) +
		bits.OnesCount64(e2|w2) + bits.OnesCount64(n2|s2) + bits.OnesCount64(e3|w3) + bits.OnesCount64(n3|s3)
}

// JumpSets describes the jumps of one side: how many there are, which of
// its stones can move, which enemy stones it can capture and which empty
// squares it can land on.
type JumpSets struct {
	Count    int
	Movers   uint64
	Victims  uint64
	Landings uint64
	// Single[d] holds the stones that can jump at least one enemy stone in
	// direction d (East, West, North, South).
	Single [numDirs]uint64
}

// Sets returns the JumpSets of own against opp. It allocates nothing.
func (b *Board8) Sets(own, opp uint64) JumpSets {
	empty := b.full &^ (own | opp)
	e1, e2, e3 := forward(own, opp, empty, b.stay[East], 1)
	w1, w2, w3 := backward(own, opp, empty, b.stay[West], 1)
	n1, n2, n3 := forward(own, opp, empty, b.stay[North], 8)
	s1, s2, s3 := backward(own, opp, empty, b.stay[South], 8)
	return JumpSets{
		Count:  count8(e1, e2, e3, w1, w2, w3, n1, n2, n3, s1, s2, s3),
		Movers: e1 | w1 | n1 | s1,
		Victims: e1<<1 | e2<<3 | e3<<5 | w1>>1 | w2>>3 | w3>>5 |
			n1<<8 | n2<<24 | n3<<40 | s1>>8 | s2>>24 | s3>>40,
		Landings: e1<<2 | e2<<4 | e3<<6 | w1>>2 | w2>>4 | w3>>6 |
			n1<<16 | n2<<32 | n3<<48 | s1>>16 | s2>>32 | s3>>48,
		Single: [numDirs]uint64{East: e1, West: w1, North: n1, South: s1},
	}
}

// Jump8 is a jump on the bitboards: the mover's start and landing squares
// and the enemy stones it captures. Making it is own ^= Path and
// opp &^= Captured; unmaking it is own ^= Path and opp |= Captured.
type Jump8 struct {
	Path     uint64 // start | landing
	Captured uint64
}

// Jumps appends the jumps of own against opp to buf and returns it: per
// direction East, West, North, South, the 1-, 2- and 3-stone jumps, each
// set from a1 up. With a buffer of enough capacity it allocates nothing.
func (b *Board8) Jumps(own, opp uint64, buf []Jump8) []Jump8 {
	empty := b.full &^ (own | opp)
	e1, e2, e3 := forward(own, opp, empty, b.stay[East], 1)
	buf = appendJump8(buf, e1, 0, 0b101, 0b10)
	buf = appendJump8(buf, e2, 0, 0b10001, 0b1010)
	buf = appendJump8(buf, e3, 0, 0b1000001, 0b101010)
	w1, w2, w3 := backward(own, opp, empty, b.stay[West], 1)
	buf = appendJump8(buf, w1, 2, 0b101, 0b10)
	buf = appendJump8(buf, w2, 4, 0b10001, 0b1010)
	buf = appendJump8(buf, w3, 6, 0b1000001, 0b101010)
	n1, n2, n3 := forward(own, opp, empty, b.stay[North], 8)
	buf = appendJump8(buf, n1, 0, 1|1<<16, 1<<8)
	buf = appendJump8(buf, n2, 0, 1|1<<32, 1<<8|1<<24)
	buf = appendJump8(buf, n3, 0, 1|1<<48, 1<<8|1<<24|1<<40)
	s1, s2, s3 := backward(own, opp, empty, b.stay[South], 8)
	buf = appendJump8(buf, s1, 16, 1|1<<16, 1<<8)
	buf = appendJump8(buf, s2, 32, 1|1<<32, 1<<8|1<<24)
	buf = appendJump8(buf, s3, 48, 1|1<<48, 1<<8|1<<24|1<<40)
	return buf
}

// appendJump8 appends a jump from each stone of starts whose path and
// captures, relative to the lower square of the path, are path and caps:
// the lower square is the start moved down by down bits.
func appendJump8(buf []Jump8, starts uint64, down uint, path, caps uint64) []Jump8 {
	for x := starts; x != 0; x &= x - 1 {
		low := (x & -x) >> down
		buf = append(buf, Jump8{low * path, low * caps})
	}
	return buf
}

// appendMoves appends the jumps of own against opp to buf as Moves, in the
// order of Jumps.
func (b *Board8) appendMoves(own, opp uint64, buf []Move) []Move {
	empty := b.full &^ (own | opp)
	e1, e2, e3 := forward(own, opp, empty, b.stay[East], 1)
	buf = appendMoves8(buf, e1, 2)
	buf = appendMoves8(buf, e2, 4)
	buf = appendMoves8(buf, e3, 6)
	w1, w2, w3 := backward(own, opp, empty, b.stay[West], 1)
	buf = appendMoves8(buf, w1, -2)
	buf = appendMoves8(buf, w2, -4)
	buf = appendMoves8(buf, w3, -6)
	n1, n2, n3 := forward(own, opp, empty, b.stay[North], 8)
	buf = appendMoves8(buf, n1, 16)
	buf = appendMoves8(buf, n2, 32)
	buf = appendMoves8(buf, n3, 48)
	s1, s2, s3 := backward(own, opp, empty, b.stay[South], 8)
	buf = appendMoves8(buf, s1, -16)
	buf = appendMoves8(buf, s2, -32)
	buf = appendMoves8(buf, s3, -48)
	return buf
}

// appendMoves8 appends a jump from each stone of starts to the square span
// bits away.
func appendMoves8(buf []Move, starts uint64, span int) []Move {
	for x := starts; x != 0; x &= x - 1 {
		from := bits.TrailingZeros64(x)
		buf = append(buf, Jump(square8(from), square8(from+span)))
	}
	return buf
}

// Move returns j as a Move of the side whose stones, before the jump, are
// own.
func (j Jump8) Move(own uint64) Move {
	from := bits.TrailingZeros64(j.Path & own)
	to := bits.TrailingZeros64(j.Path &^ own)
	return Jump(square8(from), square8(to))
}

// Path8 returns the start and landing squares of m as stride-8 bits, to
// compare a Move with Jump8.Path. m must be a jump on a board up to 8×8.
func Path8(m Move) uint64 {
	f, t := m.From(), m.To()
	return 1<<(f.Rank()*8+f.File()) | 1<<(t.Rank()*8+t.File())
}

// square8 is the Square of bit i of the stride-8 layout.
func square8(i int) Square { return Square((i>>3)<<4 | i&7) }

package ai

import (
	"math/bits"

	"github.com/konane/konane/game"
)

// Boards up to 8×8 are searched and solved on bare bitboards in game's
// stride-8 layout, with game.Board8's jump generator. A jump moves a stone
// by an even number of squares, so in a game played from the full board
// every stone stays on a square of its own colour: the set of occupied
// squares and the side to move describe the position completely, which
// the solver's keys rely on. KFEN allows stones on squares of the other
// colour; the solver searches such positions on game.Position, keyed by
// Zobrist key, unless every stone is off its colour (Solver.bits8).

// Symmetries. The eight transforms of the square keep a position's value
// for the side to move: a transform that maps Black's squares onto White's
// (a quarter turn or a mirror on an even board) turns the position into the
// same one with the colours swapped, which has the same value for the side
// to move. Transforms work on the 8×8 word; for n < 8 the board sits in the
// low ranks and files and is shifted back after a flip.

func flipVertical(x uint64) uint64 { return bits.ReverseBytes64(x) }

func mirrorHorizontal(x uint64) uint64 {
	const k1, k2, k4 = 0x5555555555555555, 0x3333333333333333, 0x0f0f0f0f0f0f0f0f
	x = x>>1&k1 | (x&k1)<<1
	x = x>>2&k2 | (x&k2)<<2
	x = x>>4&k4 | (x&k4)<<4
	return x
}

func transpose(x uint64) uint64 {
	const k1, k2, k4 = 0x5500550055005500, 0x3333000033330000, 0x0f0f0f0f00000000
	t := k4 & (x ^ x<<28)
	x ^= t ^ t>>28
	t = k2 & (x ^ x<<14)
	x ^= t ^ t>>14
	t = k1 & (x ^ x<<7)
	x ^= t ^ t>>7
	return x
}

// flipV and mirrorH keep the board b in the low corner of the word.
func flipV(b *game.Board8, x uint64) uint64 { return flipVertical(x) >> (8 * (8 - b.Size())) }
func mirrorH(b *game.Board8, x uint64) uint64 {
	return mirrorHorizontal(x) >> (8 - b.Size()) & b.Full()
}

package game

import (
	"math/bits"
	"testing"
)

// Two perft implementations that share no code with the product's move
// generator, as references for its counts and its speed:
//
//   - refPerftBB is an independent, straightforward bitboard perft of the
//     8×8 jump phase, the speed reference of the product's Perft: its own
//     bit layout (bit = row*8 + column, row 0 at the top, as in docs/rules.md),
//     file masks after east and west shifts, landing squares found one jump
//     further at a time, the start and captures of each move walked back
//     from its landing, copy-make of two words, the moves of the last ply
//     counted instead of made.
//   - refPerftArray is the naive array perft of any size and phase over
//     refBoard (reference_test.go), the reference of the counts on every
//     board and of the speed on boards above 8×8.

// refBB is an 8×8 jump-phase position in refPerftBB's layout: the stones
// of the side to move and of its opponent.
type refBB struct{ own, opp uint64 }

const (
	refColA uint64 = 0x0101010101010101 // column 0 (file a)
	refColH uint64 = refColA << 7       // column 7 (file h)
)

// refBBFrom converts an 8×8 jump-phase Position.
func refBBFrom(p *Position) refBB {
	var b refBB
	for row := 0; row < 8; row++ {
		for col := 0; col < 8; col++ {
			if c, ok := p.At(SquareAt(col, 7-row)); ok {
				bit := uint64(1) << (row*8 + col)
				if c == p.SideToMove() {
					b.own |= bit
				} else {
					b.opp |= bit
				}
			}
		}
	}
	return b
}

// refStep moves every square of x one square in direction d: 0 east
// (column+1), 1 west, 2 down a row (south), 3 up a row (north); squares
// that would leave the board are dropped.
func refStep(x uint64, d int) uint64 {
	switch d {
	case 0:
		return x << 1 &^ refColA
	case 1:
		return x >> 1 &^ refColH
	case 2:
		return x << 8
	}
	return x >> 8
}

// refPerftBB returns perft(depth) of b, depth ≥ 1.
func refPerftBB(b refBB, depth int) uint64 {
	empty := ^(b.own | b.opp)
	var total uint64
	for d := 0; d < 4; d++ {
		back := d ^ 1 // the opposite direction
		land := b.own
		for k := 1; ; k++ {
			land = refStep(refStep(land, d)&b.opp, d) & empty
			if land == 0 {
				break
			}
			if depth == 1 {
				total += uint64(bits.OnesCount64(land))
				continue
			}
			for x := land; x != 0; x &= x - 1 {
				to := x & -x
				from, caps := to, uint64(0)
				for j := 0; j < k; j++ {
					from = refStep(from, back)
					caps |= from
					from = refStep(from, back)
				}
				total += refPerftBB(refBB{own: b.opp &^ caps, opp: b.own ^ from ^ to}, depth-1)
			}
		}
	}
	return total
}

// play returns the board after m, a legal move of b.
func (b refBoard) play(m Move) refBoard {
	from := m.From()
	row, col := b.n-1-from.Rank(), from.File()
	switch {
	case m.IsRemoval():
		b.cell[row][col] = 0
		b.phase++
	default:
		to := m.To()
		toRow, toCol := b.n-1-to.Rank(), to.File()
		dr, dc := sign(toRow-row), sign(toCol-col)
		for r, c := row+dr, col+dc; r-dr != toRow || c-dc != toCol; r, c = r+2*dr, c+2*dc {
			b.cell[r][c] = 0 // the captured stones, at odd distances
		}
		b.cell[toRow][toCol] = b.cell[row][col]
		b.cell[row][col] = 0
	}
	b.side = 3 - b.side
	return b
}

// refPerftArray returns perft(depth) of b by listing and playing every
// move, the leaves included.
func refPerftArray(b refBoard, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var total uint64
	for _, m := range b.moves() {
		total += refPerftArray(b.play(m), depth-1)
	}
	return total
}

// afterD5E5 is the 8×8 position after the removals d5 and e5.
func afterD5E5(t testing.TB) Position {
	t.Helper()
	return mustPlayMoves(t, MustNewPosition(8), "d5", "e5")
}

func mustPlayMoves(t testing.TB, p Position, moves ...string) Position {
	t.Helper()
	for _, s := range moves {
		m, err := ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := p.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return p
}

// The references agree with the perft table of docs/rules.md.
func TestReferencePerftsMatchTheRulesTable(t *testing.T) {
	p := afterD5E5(t)
	for d, w := range []uint64{3, 20, 103, 837, 6024} {
		if got := refPerftBB(refBBFrom(&p), d+1); got != w {
			t.Errorf("refPerftBB(%d) after d5 e5 = %d, want %d", d+1, got, w)
		}
		if got := refPerftArray(refFrom(&p), d+1); got != w {
			t.Errorf("refPerftArray(%d) after d5 e5 = %d, want %d", d+1, got, w)
		}
	}
	for d, w := range []uint64{4, 12, 28, 172, 892, 7124} {
		if got := refPerftArray(refFrom(new(MustNewPosition(8))), d+1); got != w {
			t.Errorf("refPerftArray(%d) from the start = %d, want %d", d+1, got, w)
		}
	}
}

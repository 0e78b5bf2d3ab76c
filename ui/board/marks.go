package board

import (
	"slices"

	"github.com/konane/konane/game"
)

// SetMarks tints the given squares (the tutorial's highlighted squares);
// the last-move marks take precedence where both apply. nil clears them.
func (b *Board) SetMarks(squares []game.Square) {
	b.marks = slices.Clone(squares)
	b.Refresh()
}

// Marks returns the squares set by SetMarks.
func (b *Board) Marks() []game.Square { return slices.Clone(b.marks) }

// SetArrow draws m as an arrow from its start square to its landing square
// (for a removal, a ring around the removed stone): the review's "best was
// c3-c5". game.NoMove clears it. The arrow is drawn whatever the position
// on show, so it may start on a square the move has since emptied.
func (b *Board) SetArrow(m game.Move) {
	if b.arrow == m {
		return
	}
	b.arrow = m
	b.Refresh()
}

// Arrow returns the move set by SetArrow, or game.NoMove.
func (b *Board) Arrow() game.Move { return b.arrow }

// Verdict is what is known of one legal move for the side to move.
type Verdict int8

// The verdicts of SetMoveVerdicts.
const (
	VerdictUnknown Verdict = iota // not proven: no mark
	VerdictWin                    // the move wins with perfect play
	VerdictLoss                   // the move loses against perfect play
)

// MoveVerdict is the verdict on one move.
type MoveVerdict struct {
	Move    game.Move
	Verdict Verdict
}

// SetMoveVerdicts marks each move's landing square (a removal: the removed
// stone) with a dot, green for a win, red for a loss; a square several
// moves land on shows a win if one wins. With a stone selected only its
// moves show. nil or a new position clears the marks.
func (b *Board) SetMoveVerdicts(vs []MoveVerdict) {
	b.verdicts = slices.Clone(vs)
	b.Refresh()
}

// MoveVerdicts returns the verdicts on show.
func (b *Board) MoveVerdicts() []MoveVerdict { return slices.Clone(b.verdicts) }

// verdictSquare returns the square a move's verdict is drawn on.
func verdictSquare(m game.Move) game.Square {
	if m.IsJump() {
		return m.To()
	}
	return m.From()
}

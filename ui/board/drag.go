package board

import (
	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
)

var _ fyne.Draggable = (*Board)(nil)

// boardDrag is a drag gesture on the board, from its first Dragged to
// DragEnd.
type boardDrag struct {
	from   game.Square   // the square pressed; NoSquare: the margin
	at     fyne.Position // the pointer, in the widget's coordinates
	lifted bool          // from's stone follows the pointer
	// over is the landing square of the lifted stone under the pointer,
	// or NoSquare.
	over game.Square
	// selected and hadSelection are the selection before the drag, which
	// a drag ending on its own square (a click) acts on.
	selected     game.Square
	hadSelection bool
}

// Dragged moves a stone with the pointer. A drag that starts on a stone
// of the side to move with a jump, while the board is interactive in the
// jump phase, lifts it: it follows the pointer and its landing squares
// light up (DragEnd plays or puts back). Any other drag lifts nothing.
func (b *Board) Dragged(ev *fyne.DragEvent) {
	d := b.drag
	if d == nil {
		// The first event's delta runs from the press.
		d = b.startDrag(ev.Position.Subtract(ev.Dragged))
	}
	d.at = ev.Position
	if !d.lifted {
		return
	}
	over := game.NoSquare
	if s, ok := b.SquareAt(d.at); ok {
		if _, legal := b.jumpTo(d.from, s); legal {
			over = s
		}
	}
	if over != d.over {
		d.over = over
		b.Refresh()
		return
	}
	if r := b.renderer; r != nil {
		r.placeLifted()
		r.redraw()
	}
}

// startDrag begins the drag pressed at press and lifts the stone there
// if it may move.
func (b *Board) startDrag(press fyne.Position) *boardDrag {
	b.requestFocus()
	b.mouseUsed()
	sel, had := b.Selected()
	d := &boardDrag{from: game.NoSquare, over: game.NoSquare, selected: sel, hadSelection: had}
	b.drag = d
	s, ok := b.SquareAt(press)
	if !ok {
		return d
	}
	d.from = s
	b.finishSlide() // as a tap does: the drag is meant for the position after the slide
	if b.drag != d || !b.interactive || b.pos.Phase() != game.Jumps || !b.canJumpFrom(s) {
		return d
	}
	d.lifted = true
	b.selected, b.hasSelected = s, true
	b.Refresh()
	return d
}

// DragEnd drops the stone: on a landing square of the lifted stone it
// plays that jump (OnMove; a multi-jump is chosen by where it lands),
// anywhere else it goes back, with no OnRejected. A drag ending on its own
// square is a click there (in the opening, the only way a drag acts).
func (b *Board) DragEnd() {
	d := b.drag
	if d == nil {
		return
	}
	b.drag = nil
	to, ok := b.SquareAt(d.at)
	if ok && to == d.from {
		b.selected, b.hasSelected = d.selected, d.hadSelection
		b.cursor = to
		b.Refresh()
		b.actAt(to)
		return
	}
	if !d.lifted {
		return
	}
	b.hasSelected = false
	m, legal := b.jumpTo(d.from, to)
	if !ok || !legal {
		b.Refresh() // back to its square
		return
	}
	b.cursor = to
	b.dropped = m
	b.Refresh()
	b.emit(m)
}

// Dragging reports the stone lifted by a drag and whether there is one.
func (b *Board) Dragging() (game.Square, bool) {
	if d := b.drag; d != nil && d.lifted {
		return d.from, true
	}
	return game.NoSquare, false
}

// dropLifted puts a lifted stone back and forgets the selection from
// before the drag: the position changed, the board stopped taking moves
// or the selection was cancelled. The rest of the gesture lifts nothing.
func (b *Board) dropLifted() {
	if d := b.drag; d != nil {
		d.lifted, d.over, d.hadSelection = false, game.NoSquare, false
	}
}

package board

import (
	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
)

// SetEditing makes the board a board editor's (onSquare set) or a game's
// (nil). While editing, a tap and Space, Return or Enter at the keyboard
// cursor call onSquare with the square instead of choosing a move; no
// stone is movable, and Escape goes to OnKey.
func (b *Board) SetEditing(onSquare func(game.Square)) {
	b.onEdit = onSquare
	if onSquare == nil {
		b.moves = b.pos.LegalMoves(b.moves[:0])
	}
	b.editingMoves()
	b.hasSelected = false
	b.Refresh()
}

// Editing reports whether SetEditing gave the board an editor's hook.
func (b *Board) Editing() bool { return b.onEdit != nil }

// SetCursor puts the keyboard cursor on s, when it lies on the board.
func (b *Board) SetCursor(s game.Square) {
	if b.pos.Contains(s) {
		b.cursor = s
		b.Refresh()
	}
}

// editingMoves drops the legal moves while editing: no stone is movable.
func (b *Board) editingMoves() {
	if b.onEdit != nil {
		b.moves = b.moves[:0]
	}
}

// editAt hands s to the editor's hook and reports whether there was one.
func (b *Board) editAt(s game.Square) bool {
	if b.onEdit == nil {
		return false
	}
	b.onEdit(s)
	return true
}

// editKey passes Escape on to OnKey while editing and reports whether it
// did; every other key takes its usual way.
func (b *Board) editKey(ev *fyne.KeyEvent) bool {
	if b.onEdit == nil || ev.Name != fyne.KeyEscape {
		return false
	}
	if b.OnKey != nil {
		b.OnKey(ev)
	}
	return true
}

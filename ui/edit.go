package ui

import (
	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
	"github.com/konane/konane/ui/internal/clip"
)

// editActions are the Edit menu's clipboard items of the main window
// (package clip): copy the position, the game or a picture of the board,
// and paste a position or a game. A focused text field takes Ctrl+C and
// Ctrl+V for itself.
type editActions struct {
	w    *Window
	edit *clip.Edit
}

// newEditActions returns the clipboard items of w.
func newEditActions(w *Window) *editActions {
	e := &editActions{w: w}
	e.edit = clip.NewEdit(clip.Host{
		Window:    w.win,
		Clipboard: w.app.Clipboard(),
		Shown:     func() game.Position { p, _ := w.ctl.ShownPosition(); return p },
		Flipped:   w.board.Flipped,
		Game:      w.ctl.Game,
		Analyse:   analysisBoard{w}.position,
		Open:      func(name string, data []byte) { w.doc.OpenText(name, data) },
		Background: func(work, then func()) {
			docHost{w}.Background(work, then)
		},
	})
	return e
}

// copyPosition copies the shown position (KFEN), or the focused text
// field's selection.
func (e *editActions) copyPosition() {
	if !e.toText(&fyne.ShortcutCopy{Clipboard: e.w.app.Clipboard()}) {
		e.edit.CopyPosition()
	}
}

// copyGame copies the live game as a .kgn text.
func (e *editActions) copyGame() { e.edit.CopyGame() }

// copyPicture copies a picture of the board.
func (e *editActions) copyPicture() { e.edit.CopyPicture() }

// paste pastes into the focused text field, or else takes the clipboard's
// position or game (clip.Edit.Paste).
func (e *editActions) paste() {
	if !e.toText(&fyne.ShortcutPaste{Clipboard: e.w.app.Clipboard()}) {
		e.edit.Paste()
	}
}

// toText hands s to the focused text field, if a text field has the
// keyboard focus, and reports whether it did.
func (e *editActions) toText(s fyne.Shortcut) bool {
	f, ok := e.w.win.Canvas().Focused().(fyne.Shortcutable)
	if _, text := f.(interface{ SelectedText() string }); !ok || !text {
		return false
	}
	f.TypedShortcut(s)
	return true
}

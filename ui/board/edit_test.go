package board

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
)

// While editing, taps and Space or Return at the cursor report squares
// and make no move, no stone is movable, and Escape reaches OnKey; back
// in a game's hands the board plays moves again.
func TestEditingReportsSquaresInsteadOfMoves(t *testing.T) {
	b, _, rec := showBoard(t, game.MustNewPosition(8), fyne.NewSize(400, 400))
	var edited []string
	var keys []fyne.KeyName
	b.OnKey = func(ev *fyne.KeyEvent) { keys = append(keys, ev.Name) }
	b.SetEditing(func(s game.Square) { edited = append(edited, s.String()) })
	if !b.Editing() || len(b.moves) != 0 {
		t.Fatalf("editing %v with %d movable stones", b.Editing(), len(b.moves))
	}
	tap(t, b, "d5")
	tap(t, b, "b2")
	b.SetCursor(square(t, "a1"))
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyUp})
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if got, want := edited, []string{"d5", "b2", "a2", "b2"}; !slices.Equal(got, want) {
		t.Errorf("edited %v, want %v", got, want)
	}
	if len(keys) != 1 || keys[0] != fyne.KeyEscape {
		t.Errorf("OnKey heard %v, want [Escape]", keys)
	}
	b.SetPosition(playFromStart(t, "d5", "e5"))
	if len(b.moves) != 0 {
		t.Error("a new position while editing has movable stones")
	}
	rec.wantMoves(t)
	rec.wantRejects(t)

	b.SetEditing(nil)
	tap(t, b, "b5")
	tap(t, b, "d5")
	rec.wantMoves(t, "b5-d5")
}

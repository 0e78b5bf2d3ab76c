package board

import (
	"testing"

	"fyne.io/fyne/v2"
)

func TestTheBoardPassesKeysItDoesNotUseOn(t *testing.T) {
	b := New()
	var keys []fyne.KeyName
	var runes []rune
	b.OnKey = func(ev *fyne.KeyEvent) { keys = append(keys, ev.Name) }
	b.OnRune = func(r rune) { runes = append(runes, r) }
	for _, k := range []fyne.KeyName{fyne.KeyLeft, fyne.KeyH, fyne.KeyEscape, fyne.KeyHome} {
		b.TypedKey(&fyne.KeyEvent{Name: k})
	}
	b.TypedRune('h')
	if len(keys) != 3 || keys[0] != fyne.KeyH || keys[1] != fyne.KeyEscape || keys[2] != fyne.KeyHome {
		t.Errorf("OnKey heard %v, want [H Escape Home]: Escape with nothing selected is the window's", keys)
	}
	if string(runes) != "h" {
		t.Errorf("OnRune heard %q, want \"h\"", string(runes))
	}
}

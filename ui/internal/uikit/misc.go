package uikit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
)

// Texts returns the messages in the current language.
func Texts(msgs ...*goi18n.Message) []string {
	out := make([]string, len(msgs))
	for i, m := range msgs {
		out[i] = i18n.T(m)
	}
	return out
}

// FindFirst returns the first object of type T in o's tree (o itself or,
// depth first, inside its containers), and whether there is one.
func FindFirst[T fyne.CanvasObject](o fyne.CanvasObject) (T, bool) {
	if v, ok := o.(T); ok {
		return v, true
	}
	if c, ok := o.(*fyne.Container); ok {
		for _, o := range c.Objects {
			if v, ok := FindFirst[T](o); ok {
				return v, true
			}
		}
	}
	var none T
	return none, false
}

// Pick returns black or white according to colour c.
func Pick[T any](c game.Color, black, white T) T {
	if c == game.Black {
		return black
	}
	return white
}

// SetEnabled enables or disables b when that changes its state.
func SetEnabled(b *widget.Button, on bool) {
	if on && b.Disabled() {
		b.Enable()
	} else if !on && !b.Disabled() {
		b.Disable()
	}
}

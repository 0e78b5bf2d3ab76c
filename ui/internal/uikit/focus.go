package uikit

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// ReleaseFocus tells each focusable widget of pop, an overlay taken off
// c, that it has lost the focus; a pop still on c is left alone. Fyne
// drops an overlay's focus without FocusLost, so a focused entry would
// keep its cursor blinking, a redraw per frame, as long as the app runs.
func ReleaseFocus(c fyne.Canvas, pop fyne.CanvasObject) {
	if pop == nil || slices.Contains(c.Overlays().List(), pop) {
		return
	}
	EachHeld(pop, func(o fyne.CanvasObject) {
		if f, ok := o.(fyne.Focusable); ok {
			f.FocusLost()
		}
	})
}

// ReleaseFocusOnButtons makes every button of pop, a modal pop-up that is
// not ours (Fyne's New Folder form), release pop's focus (ReleaseFocus)
// once its own action has run.
func ReleaseFocusOnButtons(c fyne.Canvas, pop fyne.CanvasObject) {
	EachHeld(pop, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.OnTapped != nil {
			tapped := b.OnTapped
			b.OnTapped = func() { tapped(); ReleaseFocus(c, pop) }
		}
	})
}

// EachHeld calls f for o and, depth first, every object o holds through
// the holders dialogs are built of (containers, pop-ups, scrollers,
// splits, forms, cards, tabs). Other widgets' insides are not walked:
// Fyne keeps them in renderers it does not show.
func EachHeld(o fyne.CanvasObject, f func(fyne.CanvasObject)) {
	if o == nil {
		return
	}
	f(o)
	for _, in := range held(o) {
		EachHeld(in, f)
	}
}

// held returns the objects o holds directly, if o is one of the holders
// EachHeld knows.
func held(o fyne.CanvasObject) []fyne.CanvasObject {
	switch v := o.(type) {
	case *fyne.Container:
		return v.Objects
	case *widget.PopUp:
		return []fyne.CanvasObject{v.Content}
	case *container.Scroll:
		return []fyne.CanvasObject{v.Content}
	case *container.Split:
		return []fyne.CanvasObject{v.Leading, v.Trailing}
	case *widget.Card:
		return []fyne.CanvasObject{v.Content}
	case *widget.Form:
		var in []fyne.CanvasObject
		for _, it := range v.Items {
			in = append(in, it.Widget)
		}
		return in
	case *container.AppTabs:
		var in []fyne.CanvasObject
		for _, it := range v.Items {
			in = append(in, it.Content)
		}
		return in
	}
	return nil
}

package kgnfile

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/ui/internal/uikit"
)

// NameField is the file name field of a save dialog: an entry that passes
// Escape to the dialog (uikit.Escape), since Fyne 2.7.1's focused entry
// takes every key. It stands in place of Fyne's entry, which the dialog
// still reads and which is kept equal to it both ways.
type NameField struct {
	widget.Entry
	canvas fyne.Canvas // the window the dialog is on
}

// TypedKey closes the dialog on Escape; other keys edit the name.
func (f *NameField) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape && uikit.Escape(f.canvas) {
		return
	}
	f.Entry.TypedKey(ev)
}

// replaceNameField puts a NameField in the place of the file name entry
// of the save dialog whose content is content, on canvas c, gives it the
// focus with the whole name selected (typing replaces it) and returns it;
// nil when the dialog has no such entry (an open dialog).
func replaceNameField(content fyne.CanvasObject, c fyne.Canvas) *NameField {
	scroll := nameScroll(content)
	if scroll == nil {
		return nil
	}
	orig := scroll.Content.(*widget.Entry)
	f := &NameField{canvas: c}
	f.ExtendBaseWidget(f)
	f.PlaceHolder = orig.PlaceHolder
	f.SetText(orig.Text)
	f.OnSubmitted = orig.OnSubmitted
	f.OnChanged = func(s string) {
		if orig.Text != s {
			orig.SetText(s) // enables or disables Save, through the dialog's OnChanged
		}
	}
	changed := orig.OnChanged
	orig.OnChanged = func(s string) { // the dialog names a file the person clicked
		if changed != nil {
			changed(s)
		}
		if f.Text != s {
			f.SetText(s)
		}
	}
	scroll.Content = f
	scroll.Refresh()
	c.Focus(f)
	f.TypedShortcut(&fyne.ShortcutSelectAll{})
	return f
}

// nameScroll returns the scroller around the file name entry in a Fyne
// 2.7.1 save dialog's content (its footer: container.NewHScroll(entry)),
// or nil.
func nameScroll(o fyne.CanvasObject) *container.Scroll {
	switch v := o.(type) {
	case *container.Scroll:
		if _, ok := v.Content.(*widget.Entry); ok {
			return v
		}
	case *fyne.Container:
		for _, child := range v.Objects {
			if s := nameScroll(child); s != nil {
				return s
			}
		}
	}
	return nil
}

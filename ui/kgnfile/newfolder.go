package kgnfile

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/ui/internal/uikit"
)

// releaseNewFolder makes the New Folder form that the file dialog whose
// content is content shows on c release its focus when one of its buttons
// closes it (uikit.ReleaseFocusOnButtons): its name entry would keep
// blinking after the form has gone.
func releaseNewFolder(content fyne.CanvasObject, c fyne.Canvas) {
	b := newFolderButton(content)
	if b == nil || b.OnTapped == nil {
		return
	}
	tapped := b.OnTapped
	b.OnTapped = func() {
		before := c.Overlays().Top()
		tapped()
		if form := c.Overlays().Top(); form != before {
			uikit.ReleaseFocusOnButtons(c, form)
		}
	}
}

// newFolderButton returns the New Folder button of a Fyne 2.7.1 file
// dialog's content (the button with the new-folder icon), or nil.
func newFolderButton(content fyne.CanvasObject) *widget.Button {
	var found *widget.Button
	uikit.EachHeld(content, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && found == nil && b.Icon != nil && b.Icon.Name() == theme.FolderNewIcon().Name() {
			found = b
		}
	})
	return found
}

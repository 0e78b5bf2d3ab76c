package uitest

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// OverlayTexts returns the texts of the labels in win's dialogs on show,
// one a line, in the order of the dialogs and of their labels.
func OverlayTexts(win fyne.Window) string {
	var out []string
	for _, o := range win.Canvas().Overlays().List() {
		Walk(o, func(obj fyne.CanvasObject) {
			if l, ok := obj.(*widget.Label); ok {
				out = append(out, l.Text)
			}
		})
	}
	return strings.Join(out, "\n")
}

// OverlayButton returns the last button labelled text in win's dialogs on
// show, or nil.
func OverlayButton(win fyne.Window, text string) *widget.Button {
	var found *widget.Button
	for _, o := range win.Canvas().Overlays().List() {
		Walk(o, func(obj fyne.CanvasObject) {
			if b, ok := Button(obj); ok && b.Text == text {
				found = b
			}
		})
	}
	return found
}

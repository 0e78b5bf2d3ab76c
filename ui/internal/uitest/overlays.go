package uitest

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/i18n"
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

// QuestionButtons returns the Yes and No buttons of the topmost question
// (a dialog with both, in the current language) on show over wins, the
// windows searched in order; nils if none is on show.
func QuestionButtons(wins ...fyne.Window) (yes, no *widget.Button) {
	yesText, noText := i18n.T(i18n.MsgButtonYes), i18n.T(i18n.MsgButtonNo)
	for _, win := range wins {
		list := win.Canvas().Overlays().List()
		for i := len(list) - 1; i >= 0; i-- {
			var y, n *widget.Button
			Walk(list[i], func(o fyne.CanvasObject) {
				if b, ok := Button(o); ok && b.Text == yesText {
					y = b
				} else if ok && b.Text == noText {
					n = b
				}
			})
			if y != nil && n != nil {
				return y, n
			}
		}
	}
	return nil, nil
}

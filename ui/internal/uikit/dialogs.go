package uikit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/i18n"
)

// ShowError shows text in an error dialog on parent, with our own title
// and OK button, and returns the dialog (so that a newer result can close
// it).
func ShowError(parent fyne.Window, text string) dialog.Dialog {
	return ShowInfo(parent, i18n.T(i18n.MsgDialogErrorTitle), text)
}

// ShowInfo shows text in a dialog on parent with title and our OK button,
// a notice (ShowNotice), and returns the dialog.
func ShowInfo(parent fyne.Window, title, text string) dialog.Dialog {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	d := NewCustom(title, i18n.T(i18n.MsgButtonOK), WrapAt(l, DialogTextWidth), parent)
	ShowNotice(parent, d)
	return d
}

// Ask asks a yes/no question on parent with our own texts, a notice until
// it is answered, runs yes on Yes and no (if not nil) on No, and returns
// the dialog.
func Ask(parent fyne.Window, title, text string, yes, no func()) *ConfirmDialog {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	d := NewCustomConfirm(title, i18n.T(i18n.MsgButtonYes), i18n.T(i18n.MsgButtonNo),
		WrapAt(l, DialogTextWidth), func(ok bool) {
			switch {
			case ok:
				yes()
			case no != nil:
				no()
			}
		}, parent)
	notice(parent, d, func() { ShowConfirm(parent, d) })
	return d
}

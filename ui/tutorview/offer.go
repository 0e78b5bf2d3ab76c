package tutorview

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/uikit"
)

// OfferedKey is the preference that remembers that the tutorial was
// offered on the first start, so that it is offered only once.
const OfferedKey = "tutorial.offered"

// Offer asks over parent, on the very first start only (OfferedKey unset),
// whether the person wants the tutorial, runs open on Yes and reports
// whether it asked. Shown, it counts as made; it is never shown over a
// resumed game (the first start is past). trace gets a line.
func Offer(a fyne.App, parent fyne.Window, resumed bool, trace func(format string, args ...any), open func()) bool {
	prefs := a.Preferences()
	if prefs.Bool(OfferedKey) {
		return false
	}
	prefs.SetBool(OfferedKey, true)
	if resumed {
		trace("tutorial not offered over a resumed game")
		return false
	}
	trace("tutorial offered")
	text := widget.NewLabel(i18n.T(i18n.MsgTutorOffer))
	text.Wrapping = fyne.TextWrapWord
	d := uikit.NewCustomConfirm(i18n.T(i18n.MsgTutorTitle), i18n.T(i18n.MsgTutorOfferStart),
		i18n.T(i18n.MsgTutorOfferLater), uikit.WrapAt(text, uikit.DialogTextWidth), func(ok bool) {
			if ok {
				open()
			}
		}, parent)
	uikit.ShowConfirm(parent, d)
	return true
}

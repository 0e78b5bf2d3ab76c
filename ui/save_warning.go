package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/errtext"
	"github.com/konane/konane/ui/internal/uikit"
)

// saveWarning is the bar above the board that says the autosave fails. It
// appears at the first failure, stays while the saves fail (they are tried
// again at every change) and goes at the first save that succeeds. Its
// "Save as…" button saves the game elsewhere.
type saveWarning struct {
	relayout func() // lays the window's body out again
	text     *widget.Label
	saveAs   *widget.Button
	bar      *fyne.Container
	err      error // the failure on show, nil when hidden
}

// newSaveWarning returns the bar, hidden; its button runs saveAs, and
// relayout lays out the window around it when it comes or goes.
func newSaveWarning(saveAs, relayout func()) *saveWarning {
	s := &saveWarning{relayout: relayout, text: widget.NewLabel("")}
	s.text.Wrapping = fyne.TextWrapWord
	s.text.Importance = widget.DangerImportance
	s.saveAs = widget.NewButtonWithIcon(i18n.T(i18n.MsgMenuSaveAs), theme.DocumentSaveIcon(), saveAs)
	s.saveAs.Importance = widget.HighImportance
	icon := widget.NewIcon(theme.NewErrorThemedResource(theme.WarningIcon()))
	s.bar = container.NewBorder(nil, nil, icon, s.saveAs, s.text)
	s.bar.Hide()
	return s
}

// object returns the bar.
func (s *saveWarning) object() fyne.CanvasObject { return s.bar }

// show shows the bar for err, or hides it when err is nil (UI goroutine).
func (s *saveWarning) show(err error) {
	s.err = err
	if err == nil {
		s.setVisible(false)
		return
	}
	s.relabel()
	s.setVisible(true)
}

// setVisible shows or hides the bar and, when that changes, lays out the
// window's body again: the board and the tabs move down to make room
// (Show alone drew the bar over them).
func (s *saveWarning) setVisible(on bool) {
	if s.bar.Visible() == on {
		return
	}
	if on {
		s.bar.Show()
	} else {
		s.bar.Hide()
	}
	s.relayout()
}

// relabel sets the bar's texts in the current language.
func (s *saveWarning) relabel() {
	s.saveAs.SetText(i18n.T(i18n.MsgMenuSaveAs))
	if s.err != nil {
		s.text.SetText(i18n.Format(i18n.MsgSaveFailedWarning, i18n.Args{"Reason": saveFailReason(s.err)}))
	}
}

// saveFailReason says in the current language why a save failed.
func saveFailReason(err error) string { return errtext.SaveReason(err) }

// leave saves the game, then calls then (close the window or quit). When
// the save fails and moves would be lost, the person chooses first: Save
// as… (then leaves once written) or Quit without saving; closing the
// question stays in the game.
func (w *Window) leave(then func()) {
	p := w.life.Persist
	if p == nil {
		then()
		return
	}
	p.Take(w.ctl)
	err := p.SaveOnExit(false)
	if err == nil || w.ctl.Game().Ply() == 0 || w.ctl.Game().Over() {
		_ = p.SaveOnExit(true) // a failure that loses nothing: the way out is done
		then()
		return
	}
	w.saveWarning.show(err)
	text := widget.NewLabel(i18n.Format(i18n.MsgQuitUnsavedText, i18n.Args{"Reason": saveFailReason(err)}))
	text.Wrapping = fyne.TextWrapWord
	var d *dialog.CustomDialog
	saveAs := uikit.NewButton(i18n.T(i18n.MsgMenuSaveAs), theme.DocumentSaveIcon(), func() {
		d.Hide()
		w.doc.SaveAsThen(func() {
			p.Abandon() // the game is in the file the person chose
			then()
		})
	})
	saveAs.Importance = widget.HighImportance
	quit := uikit.NewButton(i18n.T(i18n.MsgButtonQuitWithoutSaving), nil, func() {
		d.Hide()
		p.Abandon()
		then()
	})
	cancel := uikit.NewButton(i18n.T(i18n.MsgButtonCancel), theme.CancelIcon(), func() { d.Hide() })
	d = dialog.NewCustomWithoutButtons(i18n.T(i18n.MsgQuitUnsavedTitle), uikit.WrapAt(text, uikit.DialogTextWidth), w.win)
	d.SetButtons([]fyne.CanvasObject{cancel, quit, saveAs})
	uikit.ShowQuestion(w.win, d, cancel.OnTapped, saveAs.OnTapped) // Escape: Cancel; Return: Save as…
}

// closeRequested runs when the person closes the window (close button,
// Alt+F4, the window manager at logout) and for Game → Quit (Ctrl+Q,
// Cmd+Q): closing the main window ends the app (SetMaster).
func (w *Window) closeRequested() { w.leave(w.win.Close) }

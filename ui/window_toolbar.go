package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/i18n"
)

// toolbar is the row of buttons above the board. Most buttons carry an
// icon and a label; Undo, Redo and About, whose icons say enough and whose
// labels are long in some languages, show the icon only (the menu names
// them).
type toolbar struct {
	w       *Window
	buttons []*toolButton
	newGame, undo, redo, hint,
	open, save, language, tutorial, about *toolButton
	box *fyne.Container
}

// toolButton is one toolbar button and the message of its label, or nil
// for an icon-only button.
type toolButton struct {
	*widget.Button
	msg *goi18n.Message
}

func newToolbar(w *Window) *toolbar {
	t := &toolbar{w: w}
	t.newGame = t.add(i18n.MsgMenuNewGame, theme.DocumentCreateIcon(), w.newGame)
	t.undo = t.add(nil, theme.ContentUndoIcon(), w.undo)
	t.redo = t.add(nil, theme.ContentRedoIcon(), w.redo)
	t.hint = t.add(i18n.MsgMenuHint, theme.SearchIcon(), w.hint)
	t.open = t.add(i18n.MsgMenuOpen, theme.FolderOpenIcon(), w.open)
	t.save = t.add(i18n.MsgMenuSave, theme.DocumentSaveIcon(), w.save)
	t.language = t.add(i18n.MsgToolbarLanguage, theme.MenuDropDownIcon(), nil)
	t.language.OnTapped = t.showLanguages
	t.tutorial = t.add(i18n.MsgMenuTutorial, theme.HelpIcon(), w.tutorial)
	t.about = t.add(nil, theme.InfoIcon(), w.about)
	t.box = t.row()
	return t
}

// add appends a flat button with icon and the label msg (nil: icon only).
func (t *toolbar) add(msg *goi18n.Message, icon fyne.Resource, action func()) *toolButton {
	b := &toolButton{&widget.Button{Icon: icon, OnTapped: action, Importance: widget.LowImportance}, msg}
	if msg != nil {
		b.Text = i18n.T(msg)
	}
	b.ExtendBaseWidget(b.Button)
	t.buttons = append(t.buttons, b)
	return b
}

// row lays the buttons out in three groups: playing, files, help.
func (t *toolbar) row() *fyne.Container {
	objs := make([]fyne.CanvasObject, 0, len(t.buttons)+2)
	for i, b := range t.buttons {
		if i == 4 || i == 6 {
			objs = append(objs, widget.NewSeparator())
		}
		objs = append(objs, b.Button) // the Button itself: it is the widget Fyne renders
	}
	return container.NewHBox(objs...)
}

// object returns the toolbar's canvas object.
func (t *toolbar) object() fyne.CanvasObject {
	return container.NewVBox(container.NewHScroll(t.box), widget.NewSeparator())
}

// showLanguages pops the list of languages up under the Language button.
func (t *toolbar) showLanguages() {
	c := t.w.win.Canvas()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(t.language.Button)
	menu := fyne.NewMenu("", languageItems(t.w)...)
	widget.ShowPopUpMenuAtPosition(menu, c, pos.AddXY(0, t.language.Size().Height))
}

// refresh enables the buttons that can act now.
func (t *toolbar) refresh(c *Controller) {
	setEnabled(t.undo.Button, c.CanUndo())
	setEnabled(t.redo.Button, c.CanRedo())
	setEnabled(t.hint.Button, c.CanHint())
}

// relabel sets the button labels in the current language.
func (t *toolbar) relabel() {
	for _, b := range t.buttons {
		if b.msg != nil {
			b.SetText(i18n.T(b.msg))
		}
	}
}

// setEnabled enables or disables b when that changes its state.
func setEnabled(b *widget.Button, on bool) {
	if on && b.Disabled() {
		b.Enable()
	} else if !on && !b.Disabled() {
		b.Disable()
	}
}

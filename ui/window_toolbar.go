package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/i18n"
)

// toolbar is the row of buttons above the board. Its buttons carry an icon
// and a label, so that they can be told apart in every language.
type toolbar struct {
	w       *Window
	buttons []*toolButton
	newGame, undo, redo, hint,
	open, save, language, tutorial, about *toolButton
	box *fyne.Container
}

// toolButton is one toolbar button and the message of its label.
type toolButton struct {
	*widget.Button
	msg *goi18n.Message
}

func newToolbar(w *Window) *toolbar {
	t := &toolbar{w: w}
	add := func(msg *goi18n.Message, icon fyne.Resource, action func()) *toolButton {
		b := &toolButton{widget.NewButtonWithIcon(i18n.T(msg), icon, action), msg}
		b.Importance = widget.LowImportance
		t.buttons = append(t.buttons, b)
		return b
	}
	t.newGame = add(i18n.MsgMenuNewGame, theme.DocumentCreateIcon(), w.newGame)
	t.undo = add(i18n.MsgMenuUndo, theme.ContentUndoIcon(), w.undo)
	t.redo = add(i18n.MsgMenuRedo, theme.ContentRedoIcon(), w.redo)
	t.hint = add(i18n.MsgMenuHint, theme.SearchIcon(), w.hint)
	t.open = add(i18n.MsgMenuOpen, theme.FolderOpenIcon(), w.open)
	t.save = add(i18n.MsgMenuSave, theme.DocumentSaveIcon(), w.save)
	t.language = add(i18n.MsgToolbarLanguage, theme.MenuDropDownIcon(), nil)
	t.language.OnTapped = t.showLanguages
	t.tutorial = add(i18n.MsgMenuTutorial, theme.HelpIcon(), w.tutorial)
	t.about = add(i18n.MsgMenuAbout, theme.InfoIcon(), w.about)
	objs := make([]fyne.CanvasObject, 0, len(t.buttons)+2)
	for i, b := range t.buttons {
		if i == 4 || i == 6 {
			objs = append(objs, widget.NewSeparator())
		}
		objs = append(objs, b)
	}
	t.box = container.NewHBox(objs...)
	return t
}

// object returns the toolbar's canvas object.
func (t *toolbar) object() fyne.CanvasObject {
	return container.NewVBox(container.NewHScroll(t.box), widget.NewSeparator())
}

// showLanguages pops the list of languages up under the Language button.
func (t *toolbar) showLanguages() {
	c := t.w.win.Canvas()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(t.language)
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
		b.SetText(i18n.T(b.msg))
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

package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	ttwidget "github.com/dweymouth/fyne-tooltip/widget"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/internal/uikit"
)

// toolbar is the row of buttons above the board: icon and label where the
// window is wide enough (Undo, Redo and About: icon only), else icons
// only but for the Language button (toolButton.compactLabel), so the row
// never scrolls. Each button names its action in a
// tooltip.
type toolbar struct {
	win       fyne.Window             // the main window, where the languages pop up
	languages func() []*fyne.MenuItem // the items of the Language button's list
	buttons   []*toolButton
	// The buttons the toolbar changes or the Language list pops up under.
	undo, redo, hint, language *toolButton
	full, compact              *fyne.Container // the rows with labels and with icons only
}

// toolButton is one toolbar button: the one with its label (embedded) and
// the one of the narrow row, with the messages of its label (nil for an
// icon-only button) and of its tooltip. The narrow row's button shows its
// icon only, or also compactLabel's text when set: an icon that does not
// say what the button does (the Language list's ▾) gets a word there.
type toolButton struct {
	*ttwidget.Button
	compact      *ttwidget.Button
	label, tip   *goi18n.Message
	compactLabel func() string
}

// newToolbar returns the toolbar of the actions a on window win; its
// Language button pops up the items languages returns.
func newToolbar(a *actions, win fyne.Window, languages func() []*fyne.MenuItem) *toolbar {
	t := &toolbar{win: win, languages: languages}
	t.add(a.newGame)
	t.undo, t.redo, t.hint = t.add(a.undo), t.add(a.redo), t.add(a.hint)
	t.add(a.open)
	t.add(a.save)
	t.language = t.add(action{msg: i18n.MsgToolbarLanguage, run: t.showLanguages, icon: theme.MenuDropDownIcon()})
	// The narrow row names the language on show, in itself ("Deutsch",
	// "ไทย"): readable whatever the language, and what the list changes.
	t.language.compactLabel = func() string { return i18n.Current().Name }
	t.language.relabel()
	t.add(a.tutorial)
	t.add(a.about)
	t.full, t.compact = t.row(false), t.row(true)
	return t
}

// add appends the button of a: its icon, labelled with its message unless
// a.iconOnly; the message is the tooltip in both cases.
func (t *toolbar) add(a action) *toolButton {
	b := &toolButton{tip: a.msg}
	if !a.iconOnly {
		b.label = a.msg
	}
	act := func() {
		b.dropToolTip()
		a.run()
	}
	b.Button, b.compact = flatButton(a.icon, act), flatButton(a.icon, act)
	b.relabel()
	t.buttons = append(t.buttons, b)
	return b
}

// dropToolTip cancels the buttons' pending tooltip and hides a shown one
// before the action runs: fyne-tooltip has no layer in a dialog or menu
// overlay and logs "no tool tip layer created for current overlay" when a
// tooltip comes due over one.
func (b *toolButton) dropToolTip() {
	b.Button.MouseOut()
	b.compact.MouseOut()
}

// flatButton returns a low-importance button with a tooltip.
func flatButton(icon fyne.Resource, action func()) *ttwidget.Button {
	b := ttwidget.NewButtonWithIcon("", icon, action)
	b.Importance = widget.LowImportance
	return b
}

// relabel sets the label and the tooltips in the current language.
func (b *toolButton) relabel() {
	if b.label != nil {
		b.SetText(i18n.T(b.label))
	}
	if b.compactLabel != nil {
		b.compact.SetText(b.compactLabel())
	}
	tip := strings.TrimSuffix(i18n.T(b.tip), "…")
	b.SetToolTip(tip)
	b.compact.SetToolTip(tip)
}

// setEnabled enables or disables both forms of the button.
func (b *toolButton) setEnabled(on bool) {
	uikit.SetEnabled(&b.Button.Button, on)
	uikit.SetEnabled(&b.compact.Button, on)
}

// row lays the buttons (the labelled ones, or the icon-only ones when
// compact) out in three groups: playing, files, help.
func (t *toolbar) row(compact bool) *fyne.Container {
	objs := make([]fyne.CanvasObject, 0, len(t.buttons)+2)
	for i, b := range t.buttons {
		if i == 4 || i == 6 {
			objs = append(objs, widget.NewSeparator())
		}
		if compact {
			objs = append(objs, b.compact)
		} else {
			objs = append(objs, b.Button)
		}
	}
	return container.NewHBox(objs...)
}

// object returns the toolbar's canvas object.
func (t *toolbar) object() fyne.CanvasObject {
	return container.NewVBox(container.New(&fitRow{full: t.full, compact: t.compact}, t.full, t.compact), widget.NewSeparator())
}

// showLanguages pops the list of languages up under the Language button
// on show.
func (t *toolbar) showLanguages() {
	var b fyne.CanvasObject = t.language.Button
	if !t.full.Visible() {
		b = t.language.compact
	}
	c := t.win.Canvas()
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
	menu := fyne.NewMenu("", t.languages()...)
	widget.ShowPopUpMenuAtPosition(menu, c, pos.AddXY(0, b.Size().Height))
}

// refresh enables the buttons that can act now.
func (t *toolbar) refresh(c *play.Controller) {
	t.undo.setEnabled(c.CanUndo())
	t.redo.setEnabled(c.CanRedo())
	t.hint.setEnabled(c.CanHint())
}

// relabel sets the labels and tooltips in the current language.
func (t *toolbar) relabel() {
	for _, b := range t.buttons {
		b.relabel()
	}
}

// fitRow shows the full row when the space is wide enough for it and the
// compact row otherwise; it asks only for the compact row's width.
type fitRow struct {
	full, compact *fyne.Container
}

// MinSize is the compact row's width and the taller row's height.
func (r *fitRow) MinSize([]fyne.CanvasObject) fyne.Size {
	f, c := r.full.MinSize(), r.compact.MinSize()
	return fyne.NewSize(c.Width, max(f.Height, c.Height))
}

// Layout shows one of the rows over the whole space.
func (r *fitRow) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	wide := r.full.MinSize().Width <= size.Width
	for _, row := range []*fyne.Container{r.full, r.compact} {
		if (row == r.full) == wide {
			row.Show()
		} else {
			row.Hide()
		}
		row.Move(fyne.NewPos(0, 0))
		row.Resize(size)
	}
}

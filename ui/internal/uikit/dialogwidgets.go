package uikit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The widgets of our dialogs. While a widget has the keyboard focus, Fyne
// 2.7.1's desktop driver hands it every key that is no shortcut and the
// canvas none (glfw's window.processKeyPressed: Focused().TypedKey, else
// the canvas's OnTypedKey), and Fyne's buttons, lists and radio options
// drop Escape and Return. There is no hook that sees a key before the
// focused widget does, so each focusable widget of a dialog passes the
// dialog's keys on itself (DialogKey): these are Fyne's, with that added.

// canvasOf returns the canvas o is shown on, or nil.
func canvasOf(o fyne.CanvasObject) fyne.Canvas {
	if a := fyne.CurrentApp(); a != nil {
		return a.Driver().CanvasForObject(o)
	}
	return nil
}

// Button is a widget.Button of a dialog: while it has the keyboard focus,
// Escape cancels the dialog and Return or Enter press the button (Space
// does as on every Fyne button).
type Button struct {
	widget.Button
}

// NewButton returns a button labelled label, with icon (may be nil), that
// runs tapped.
func NewButton(label string, icon fyne.Resource, tapped func()) *Button {
	b := &Button{}
	b.Text, b.Icon, b.OnTapped = label, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// TypedKey handles a key typed while b has the keyboard focus.
func (b *Button) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		b.Tapped(&fyne.PointEvent{})
	case fyne.KeyEscape:
		DialogKey(canvasOf(b), ev)
	default:
		b.Button.TypedKey(ev)
	}
}

// Select is a widget.Select of a dialog: while it has the keyboard focus
// (and its list is closed), Escape and Return do what they do in the
// dialog.
type Select struct {
	widget.Select
}

// NewSelect returns a list of options that calls changed on a choice.
func NewSelect(options []string, changed func(string)) *Select {
	s := &Select{}
	s.Options, s.OnChanged = options, changed
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey handles a key typed while s has the keyboard focus.
func (s *Select) TypedKey(ev *fyne.KeyEvent) {
	if !DialogKey(canvasOf(s), ev) {
		s.Select.TypedKey(ev)
	}
}

// Check is a widget.Check of a dialog: while it has the keyboard focus,
// Escape and Return do what they do in the dialog (Space ticks it).
type Check struct {
	widget.Check
}

// NewCheck returns a check box labelled label that calls changed when it
// is ticked or cleared.
func NewCheck(label string, changed func(bool)) *Check {
	c := &Check{}
	c.Text, c.OnChanged = label, changed
	c.ExtendBaseWidget(c)
	return c
}

// TypedKey handles a key typed while c has the keyboard focus.
func (c *Check) TypedKey(ev *fyne.KeyEvent) {
	if !DialogKey(canvasOf(c), ev) {
		c.Check.TypedKey(ev)
	}
}

// RadioGroup is a column (or, Horizontal, a row) of options of which one
// is chosen, drawn and used as Fyne's widget.RadioGroup, whose options (an
// unexported type) keep every key: while an option of this one has the
// keyboard focus, Escape and Return do what they do in the dialog (in a
// window without one, every key does what it does in the window), and
// Space chooses it.
type RadioGroup struct {
	widget.DisableableWidget
	Options    []string
	Selected   string
	Horizontal bool
	// Required keeps the chosen option chosen when it is clicked again.
	Required  bool
	OnChanged func(string) `json:"-"`
}

// NewRadioGroup returns a group of options that calls changed on a choice.
func NewRadioGroup(options []string, changed func(string)) *RadioGroup {
	r := &RadioGroup{Options: options, OnChanged: changed}
	r.ExtendBaseWidget(r)
	return r
}

// SetSelected chooses option ("" for none) and calls OnChanged if that
// changed the choice.
func (r *RadioGroup) SetSelected(option string) {
	if r.Selected == option {
		return
	}
	r.Selected = option
	if r.OnChanged != nil {
		r.OnChanged(option)
	}
	r.Refresh()
}

// choose is a click (or Space) on option i.
func (r *RadioGroup) choose(i int) {
	if r.Disabled() || i >= len(r.Options) {
		return
	}
	if r.Options[i] == r.Selected {
		if r.Required {
			return
		}
		r.SetSelected("")
		return
	}
	r.SetSelected(r.Options[i])
}

// CreateRenderer is a private method to Fyne which links this widget to
// its renderer.
func (r *RadioGroup) CreateRenderer() fyne.WidgetRenderer {
	r.ExtendBaseWidget(r)
	g := &radioGroupRenderer{group: r}
	g.sync()
	return g
}

type radioGroupRenderer struct {
	group   *RadioGroup
	options []*radioOption
	objects []fyne.CanvasObject
}

// sync makes one option for each of the group's.
func (g *radioGroupRenderer) sync() {
	for len(g.options) < len(g.group.Options) {
		o := &radioOption{group: g.group, index: len(g.options)}
		o.ExtendBaseWidget(o)
		g.options = append(g.options, o)
	}
	g.options = g.options[:len(g.group.Options)]
	g.objects = g.objects[:0]
	for _, o := range g.options {
		g.objects = append(g.objects, o)
	}
}

func (g *radioGroupRenderer) Layout(fyne.Size) {
	n := float32(max(len(g.options), 1))
	size := g.MinSize()
	if g.group.Horizontal {
		size.Width /= n
	} else {
		size.Height /= n
	}
	var pos fyne.Position
	for _, o := range g.options {
		o.Resize(size)
		o.Move(pos)
		if g.group.Horizontal {
			pos.X += size.Width
		} else {
			pos.Y += size.Height
		}
	}
}

func (g *radioGroupRenderer) MinSize() fyne.Size {
	var w, h float32
	for _, o := range g.options {
		m := o.MinSize()
		w, h = max(w, m.Width), max(h, m.Height)
	}
	n := float32(len(g.options))
	if g.group.Horizontal {
		return fyne.NewSize(w*n, h)
	}
	return fyne.NewSize(w, h*n)
}

func (g *radioGroupRenderer) Refresh() {
	n := len(g.options)
	g.sync()
	if n != len(g.options) {
		g.Layout(g.group.Size())
	}
	for _, o := range g.options {
		o.Refresh()
	}
	canvas.Refresh(g.group)
}

func (g *radioGroupRenderer) Objects() []fyne.CanvasObject { return g.objects }
func (g *radioGroupRenderer) Destroy()                     {}

// radioOption is one option of a RadioGroup.
type radioOption struct {
	widget.BaseWidget
	group            *RadioGroup
	index            int
	focused, hovered bool
}

var (
	_ fyne.Focusable    = (*radioOption)(nil)
	_ fyne.Disableable  = (*radioOption)(nil)
	_ fyne.Tappable     = (*radioOption)(nil)
	_ desktop.Hoverable = (*radioOption)(nil)
)

func (o *radioOption) label() string {
	if o.index < len(o.group.Options) {
		return o.group.Options[o.index]
	}
	return ""
}

func (o *radioOption) chosen() bool { return o.label() == o.group.Selected && o.group.Selected != "" }

// Disabled reports whether the group is disabled: then no option takes
// the focus.
func (o *radioOption) Disabled() bool { return o.group.Disabled() }

// Enable enables the group.
func (o *radioOption) Enable() { o.group.Enable() }

// Disable disables the group.
func (o *radioOption) Disable() { o.group.Disable() }

// FocusGained shows the focus.
func (o *radioOption) FocusGained() { o.focused = true; o.Refresh() }

// FocusLost hides the focus.
func (o *radioOption) FocusLost() { o.focused = false; o.Refresh() }

// MouseIn shows the pointer over the option.
func (o *radioOption) MouseIn(*desktop.MouseEvent) { o.hovered = true; o.Refresh() }

// MouseMoved does nothing.
func (o *radioOption) MouseMoved(*desktop.MouseEvent) {}

// MouseOut shows the pointer gone.
func (o *radioOption) MouseOut() { o.hovered = false; o.Refresh() }

// Tapped chooses the option and gives it the keyboard focus (on a
// desktop).
func (o *radioOption) Tapped(*fyne.PointEvent) {
	if o.Disabled() {
		return
	}
	if c := canvasOf(o); c != nil && !o.focused && !fyne.CurrentDevice().IsMobile() {
		c.Focus(o)
	}
	o.group.choose(o.index)
}

// TypedKey passes Escape and Return on to the dialog on show, and with no
// dialog every key to the window's own key handler (Escape closes a
// window, the arrows step through moves), as if nothing had the focus.
func (o *radioOption) TypedKey(ev *fyne.KeyEvent) {
	c := canvasOf(o)
	if c == nil {
		return
	}
	if r := routers[c]; r != nil && r.top() != nil {
		r.key(ev)
	} else if h := c.OnTypedKey(); h != nil {
		h(ev)
	}
}

// TypedRune chooses the option on Space.
func (o *radioOption) TypedRune(r rune) {
	if r == ' ' {
		o.group.choose(o.index)
	}
}

// CreateRenderer is a private method to Fyne which links this widget to
// its renderer.
func (o *radioOption) CreateRenderer() fyne.WidgetRenderer {
	r := &radioOptionRenderer{option: o, label: &canvas.Text{}}
	r.objects = []fyne.CanvasObject{&r.focus, &r.icon, &r.over, r.label}
	r.update()
	return r
}

// radioOptionRenderer draws an option as Fyne 2.7.1 draws a radio item:
// a round focus (or hover) mark, the radio icon, the label.
type radioOptionRenderer struct {
	option     *radioOption
	focus      canvas.Circle
	icon, over canvas.Image
	label      *canvas.Text
	objects    []fyne.CanvasObject
}

func (r *radioOptionRenderer) Layout(size fyne.Size) {
	th := r.option.Theme()
	inner, border := th.Size(theme.SizeNameInnerPadding), th.Size(theme.SizeNameInputBorder)
	icon := th.Size(theme.SizeNameInlineIcon)
	mark := fyne.NewSquareSize(icon + inner)
	r.focus.Resize(mark)
	r.focus.Move(fyne.NewPos(border, (size.Height-mark.Height)/2))
	r.label.Resize(size)
	r.label.Move(fyne.NewPos(mark.Width+th.Size(theme.SizeNamePadding), 0))
	for _, img := range []*canvas.Image{&r.icon, &r.over} {
		img.Resize(fyne.NewSquareSize(icon))
		img.Move(fyne.NewPos(inner/2+border, (size.Height-icon)/2))
	}
}

func (r *radioOptionRenderer) MinSize() fyne.Size {
	th := r.option.Theme()
	pad := 2 * th.Size(theme.SizeNameInnerPadding)
	return r.label.MinSize().AddWidthHeight(pad+th.Size(theme.SizeNameInlineIcon)+th.Size(theme.SizeNamePadding), pad)
}

func (r *radioOptionRenderer) Refresh() {
	r.update()
	canvas.Refresh(r.option)
}

func (r *radioOptionRenderer) update() {
	o := r.option
	th := o.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	r.label.Text = o.label()
	r.label.TextSize = th.Size(theme.SizeNameText)
	r.label.Color = th.Color(theme.ColorNameForeground, v)
	out := theme.NewThemedResource(th.Icon(theme.IconNameRadioButton))
	in := theme.NewThemedResource(th.Icon(theme.IconNameRadioButtonFill))
	out.ColorName, in.ColorName = theme.ColorNameInputBorder, theme.ColorNameInputBackground
	if o.chosen() {
		out.ColorName, in.ColorName = theme.ColorNameForeground, theme.ColorNamePrimary
	}
	r.focus.FillColor = color.Transparent
	switch {
	case o.Disabled():
		r.label.Color = th.Color(theme.ColorNameDisabled, v)
		out.ColorName, in.ColorName = theme.ColorNameDisabled, theme.ColorNameBackground
		if o.chosen() {
			in.ColorName = theme.ColorNameDisabled
		}
	case o.focused:
		r.focus.FillColor = th.Color(theme.ColorNameFocus, v)
	case o.hovered:
		r.focus.FillColor = th.Color(theme.ColorNameHover, v)
	}
	r.icon.Resource, r.over.Resource = in, out
	r.icon.Refresh()
	r.over.Refresh()
	r.label.Refresh()
}

func (r *radioOptionRenderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *radioOptionRenderer) Destroy()                     {}

// ConfirmDialog is dialog.NewCustomConfirm's question or form dialog with
// a dismiss and a confirm button of ours (Button), which pass Escape on to
// the dialog while they have the focus.
type ConfirmDialog struct {
	*dialog.CustomDialog
	confirmed bool
}

// NewCustomConfirm returns a dialog on parent showing content, with a
// dismiss button and a confirm button; callback is told which closed it
// (false for any other way to close it).
func NewCustomConfirm(title, confirm, dismiss string, content fyne.CanvasObject, callback func(bool), parent fyne.Window) *ConfirmDialog {
	d := &ConfirmDialog{CustomDialog: dialog.NewCustomWithoutButtons(title, content, parent)}
	no := NewButton(dismiss, theme.CancelIcon(), d.Dismiss)
	yes := NewButton(confirm, theme.ConfirmIcon(), d.Confirm)
	yes.Importance = widget.HighImportance
	d.SetButtons([]fyne.CanvasObject{no, yes})
	d.SetOnClosed(func() {
		ok := d.confirmed
		d.confirmed = false
		if callback != nil {
			callback(ok)
		}
	})
	return d
}

// Confirm closes d as its confirm button does.
func (d *ConfirmDialog) Confirm() {
	d.confirmed = true
	d.Hide()
}

// Dismiss closes d as its dismiss button does.
func (d *ConfirmDialog) Dismiss() {
	d.confirmed = false
	d.Hide()
}

// NewCustom is dialog.NewCustom with a Button of ours as its one button,
// labelled dismiss, that closes it.
func NewCustom(title, dismiss string, content fyne.CanvasObject, parent fyne.Window) *dialog.CustomDialog {
	d := dialog.NewCustomWithoutButtons(title, content, parent)
	d.SetButtons([]fyne.CanvasObject{NewButton(dismiss, nil, d.Hide)})
	return d
}

package editorview

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// The editor's focusable widgets. Fyne 2.7.1 gives a key to the focused
// widget only, and its buttons, selects and entries drop Escape (and
// buttons Return): these pass them to the window's keys, so Escape closes
// the editor and Return presses a button from wherever the focus is.

// buttonKeys is a button on which Escape closes the editor and Return or
// Enter press it.
type buttonKeys struct {
	widget.Button
	v *View
}

func newButton(v *View, icon fyne.Resource, tapped func()) *buttonKeys {
	b := &buttonKeys{v: v}
	b.Icon, b.OnTapped = icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// TypedKey handles a key typed while b has the keyboard focus.
func (b *buttonKeys) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		if !b.Disabled() {
			b.OnTapped()
		}
	case fyne.KeyEscape:
		b.v.typedKey(ev)
	default:
		b.Button.TypedKey(ev)
	}
}

// selectKeys is a list of options on which Escape closes the editor and
// Return presses the default button while its list is closed.
type selectKeys struct {
	widget.Select
	v *View
}

func newSelect(v *View, changed func(string)) *selectKeys {
	s := &selectKeys{v: v}
	s.OnChanged = changed
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey handles a key typed while s has the keyboard focus.
func (s *selectKeys) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyEscape, fyne.KeyReturn, fyne.KeyEnter:
		s.v.typedKey(ev)
	default:
		s.Select.TypedKey(ev)
	}
}

// entryKeys is the KFEN field, wrapped anywhere on a few lines so that a
// whole KFEN shows: Escape closes the editor, Return and Enter press the
// default button (a KFEN is one line).
type entryKeys struct {
	widget.Entry
	v *View
}

func newEntry(v *View) *entryKeys {
	e := &entryKeys{v: v}
	e.MultiLine = true
	e.Wrapping = fyne.TextWrapBreak
	e.ExtendBaseWidget(e)
	e.SetMinRowsVisible(3)
	return e
}

// TypedKey handles a key typed while e has the keyboard focus.
func (e *entryKeys) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyEscape, fyne.KeyReturn, fyne.KeyEnter:
		e.v.typedKey(ev)
	default:
		e.Entry.TypedKey(ev)
	}
}

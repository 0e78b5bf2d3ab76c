package editorview

import (
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/i18n"
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

// MaxKFENField is the most bytes the KFEN field takes, typed or pasted:
// several times the longest KFEN (12×12, about 160 bytes). A longer paste
// is refused before the entry lays it out, which takes seconds for 10 KB.
const MaxKFENField = 1024

// entryKeys is the KFEN field, wrapped anywhere on a few lines so that a
// whole KFEN shows: Escape closes the editor, Return and Enter press the
// default button (a KFEN is one line). It holds at most MaxKFENField bytes.
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

// TypedShortcut refuses a paste that would make the field longer than
// MaxKFENField, leaving the field as it was and saying why in the status;
// other shortcuts and shorter pastes go to the entry.
func (e *entryKeys) TypedShortcut(s fyne.Shortcut) {
	if p, ok := s.(*fyne.ShortcutPaste); ok && !e.Disabled() {
		cb := p.Clipboard
		if cb == nil {
			cb = fyne.CurrentApp().Clipboard()
		}
		text := cb.Content()
		if len(text) > MaxKFENField || e.lengthWith(len(text)) > MaxKFENField {
			e.v.refuse(i18n.Format(i18n.MsgEditorPasteTooLong, i18n.Args{
				"Length": utf8.RuneCountInString(text), "Max": MaxKFENField}))
			return
		}
	}
	e.Entry.TypedShortcut(s)
}

// TypedRune drops a character that would make the field longer than
// MaxKFENField.
func (e *entryKeys) TypedRune(r rune) {
	if e.lengthWith(utf8.RuneLen(r)) > MaxKFENField {
		return
	}
	e.Entry.TypedRune(r)
}

// lengthWith returns the field's length in bytes once n bytes replace the
// selection (or go in at the cursor).
func (e *entryKeys) lengthWith(n int) int {
	return len(e.Text) - len(e.SelectedText()) + n
}

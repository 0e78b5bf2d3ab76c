package uikit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// A dialog whose radio options, list and buttons each hand Escape and
// Return to the dialog while they have the focus.
func TestTheWidgetsOfADialogPassItsKeysOn(t *testing.T) {
	test.NewTempApp(t)
	win := test.NewWindow(widget.NewLabel("window"))
	defer win.Close()
	win.Resize(fyne.NewSize(500, 400))
	var chosen []string
	radio := NewRadioGroup([]string{"one", "two"}, func(s string) { chosen = append(chosen, s) })
	radio.Required = true
	list := NewSelect([]string{"a", "b"}, nil)
	list.SetSelected("a")
	var answers []bool
	d := NewCustomConfirm("Title", "Yes", "No", container.NewVBox(radio, list), func(ok bool) { answers = append(answers, ok) }, win)
	c := win.Canvas()
	show := func() {
		answers = nil
		ShowConfirm(win, d)
		c.Unfocus()
	}
	key := func(name fyne.KeyName) { c.Focused().TypedKey(&fyne.KeyEvent{Name: name}) }

	show()
	c.FocusNext() // the first option
	c.Focused().TypedRune(' ')
	c.Focused().TypedRune(' ') // Required: stays chosen
	if radio.Selected != "one" || len(chosen) != 1 {
		t.Errorf("Space twice on the first option: chose %q (%v)", radio.Selected, chosen)
	}
	key(fyne.KeyReturn)
	if len(answers) != 1 || !answers[0] || KeysHeld(c) {
		t.Fatalf("Return on a radio option: answers %v, keys held %v; want the dialog confirmed", answers, KeysHeld(c))
	}

	for i, want := range []bool{false, false, false, false} { // option, option, list, No
		show()
		for range i + 1 {
			c.FocusNext()
		}
		key(fyne.KeyEscape)
		if len(answers) != 1 || answers[0] != want {
			t.Errorf("Escape on focusable %d (%T): answers %v, want [%v]", i+1, c.Focused(), answers, want)
		}
	}
	show()
	for range 5 { // the Yes button
		c.FocusNext()
	}
	key(fyne.KeyEscape)
	if len(answers) != 1 || answers[0] {
		t.Errorf("Escape on Yes: answers %v, want [false]", answers)
	}
	show()
	for range 4 { // the No button
		c.FocusNext()
	}
	key(fyne.KeyReturn)
	if len(answers) != 1 || answers[0] {
		t.Errorf("Return on No: answers %v, want [false]: the focused button is pressed", answers)
	}

	radio.Disable()
	show()
	c.FocusNext()
	if _, ok := c.Focused().(*Select); !ok {
		t.Errorf("with the radio group disabled Tab went to %T, want the list", c.Focused())
	}
	d.Hide()
	if KeysHeld(c) {
		t.Error("the keys were not released")
	}
}

// Out of any dialog, the widgets keep their own keys.
func TestTheWidgetsKeepTheirKeysOutOfADialog(t *testing.T) {
	test.NewTempApp(t)
	list := NewSelect([]string{"a", "b"}, nil)
	list.SetSelected("a")
	win := test.NewWindow(list)
	defer win.Close()
	list.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	list.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if list.Selected != "b" {
		t.Errorf("Right on the list chose %q, want b", list.Selected)
	}
}

var _ dialog.Dialog = (*ConfirmDialog)(nil)

// KeysHeld reports whether a dialog's Escape and Return are routed on c.
func KeysHeld(c fyne.Canvas) bool { return routers[c] != nil }

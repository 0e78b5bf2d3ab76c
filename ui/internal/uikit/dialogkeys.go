package uikit

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// keyRouter sends Escape, Return and Enter typed in a window to its
// topmost dialog and drops every other key while a dialog is on show:
// only the dialog hears keys. With no dialog left, the window's own key
// handler has them again. Keys reach it while no widget has the keyboard
// focus: Fyne gives a focused widget every key instead, so the widgets of
// our dialogs pass Escape and Return on (DialogKey; Escape for a text
// field that keeps Return).
type keyRouter struct {
	c     fyne.Canvas
	own   func(*fyne.KeyEvent) // the window's handler from before the first dialog
	stack []*dialogKeys        // the dialogs on show, topmost last
}

// dialogKeys is what Escape and Return do in one dialog.
type dialogKeys struct {
	cancel, confirm func()
	pop             fyne.CanvasObject // the dialog's overlay
}

// routers holds the router of each window with a dialog on show; used on
// the UI goroutine only.
var routers = map[fyne.Canvas]*keyRouter{}

// ShowWithKeys shows d on win and makes Escape run cancel and Return or
// Enter run confirm while d is the topmost dialog of win. A nil confirm
// leaves Return to the dialog (the file dialogs' name field). The keys
// are released when d closes, in whatever order dialogs close. While a
// dialog d does not know of is on show over it (Fyne's own: the file
// dialog's New Folder), the keys are left to that one.
func ShowWithKeys(win fyne.Window, d dialog.Dialog, cancel, confirm func()) {
	c := win.Canvas()
	r := routers[c]
	if r == nil {
		r = &keyRouter{c: c, own: c.OnTypedKey()}
		routers[c] = r
		c.SetOnTypedKey(r.typed)
	}
	k := &dialogKeys{cancel: cancel, confirm: confirm}
	r.stack = append(r.stack, k)
	d.SetOnClosed(func() { r.remove(k) })
	d.Show()
	k.pop = c.Overlays().Top()
}

// remove forgets k; with no dialog left the window gets its own handler
// back.
func (r *keyRouter) remove(k *dialogKeys) {
	r.stack = slices.DeleteFunc(r.stack, func(e *dialogKeys) bool { return e == k })
	if len(r.stack) == 0 && routers[r.c] == r {
		delete(routers, r.c)
		r.c.SetOnTypedKey(r.own)
	}
}

// typed handles a key typed while no widget has the focus.
func (r *keyRouter) typed(ev *fyne.KeyEvent) {
	if len(r.stack) == 0 {
		if r.own != nil {
			r.own(ev)
		}
		return
	}
	r.key(ev)
}

// key does what ev does in the topmost dialog and reports whether it did
// anything: Escape cancels, Return and Enter confirm (where the dialog
// leaves Return to nobody else).
func (r *keyRouter) key(ev *fyne.KeyEvent) bool {
	top := r.top()
	if top == nil {
		return false
	}
	switch ev.Name {
	case fyne.KeyEscape:
		top.cancel()
		return true
	case fyne.KeyReturn, fyne.KeyEnter:
		if top.confirm != nil {
			top.confirm()
			return true
		}
	}
	return false
}

// DialogKey does what the key ev does in the topmost dialog of c (see
// ShowWithKeys) and reports whether it did anything. A widget of a dialog
// calls it from its TypedKey: Fyne 2.7.1 gives a key only to the widget
// with the keyboard focus while there is one, never to the canvas as
// well, so a dialog hears Escape and Return through its widgets (Button,
// Select, RadioGroup below).
func DialogKey(c fyne.Canvas, ev *fyne.KeyEvent) bool {
	r := routers[c]
	return c != nil && r != nil && r.key(ev)
}

// top returns the keys of the topmost dialog, or nil while a modal pop-up
// that is none of the router's dialogs is on show over it.
func (r *keyRouter) top() *dialogKeys {
	if len(r.stack) == 0 {
		return nil
	}
	k := r.stack[len(r.stack)-1]
	over := r.c.Overlays().Top()
	if _, modal := over.(*widget.PopUp); modal && k.pop != nil && over != k.pop {
		return nil
	}
	return k
}

// Escape does what Escape does in the topmost dialog of c (see ShowWithKeys)
// and reports whether there was one. A text field of a dialog calls it:
// Fyne's entry, holding the focus, takes Escape and does nothing with it.
func Escape(c fyne.Canvas) bool {
	r := routers[c]
	if r == nil || r.top() == nil {
		return false
	}
	r.top().cancel()
	return true
}

// ModalOn reports whether a dialog is on show over c: one of ours (see
// ShowWithKeys) or any modal pop-up, which is how every Fyne dialog shows
// (Fyne's own folder and overwrite dialogs included). While one is, only
// it hears keys: the window's shortcuts and menu actions do nothing.
// Pop-up menus (a Select's list, the Language button's) do not count.
func ModalOn(c fyne.Canvas) bool {
	if r := routers[c]; r != nil && len(r.stack) > 0 {
		return true
	}
	for _, o := range c.Overlays().List() {
		if _, ok := o.(*widget.PopUp); ok && o.Visible() {
			return true
		}
	}
	return false
}

// ShowConfirm shows a question or form dialog on win: Return presses its
// confirm button, Escape its dismiss button.
func ShowConfirm(win fyne.Window, d *ConfirmDialog) {
	ShowWithKeys(win, d, d.Dismiss, d.Confirm)
}

// ShowClosable shows a dialog whose only button closes it: Return and
// Escape close it too.
func ShowClosable(win fyne.Window, d dialog.Dialog) {
	ShowWithKeys(win, d, d.Hide, d.Hide)
}

// KeysHeld reports whether a dialog's Escape and Return are routed on c.
func KeysHeld(c fyne.Canvas) bool { return routers[c] != nil }

// ReleaseKeys gives c's keys back to its window, for dialogs taken off the
// canvas without closing them (their Hide would release the keys).
func ReleaseKeys(c fyne.Canvas) {
	if r := routers[c]; r != nil {
		for len(r.stack) > 0 {
			r.remove(r.stack[0])
		}
		delete(routers, c)
	}
}

package uikit

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// keyRouter is a window's key handler while a dialog is on show: Escape,
// Return and Enter go to the topmost dialog, other keys are dropped. It
// hears keys only while no widget has the focus; focused widgets of our
// dialogs pass them on (DialogKey, Escape).
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

// ShowWithKeys shows d on win; while d is win's topmost dialog, Escape
// runs cancel and Return or Enter confirm (nil: Return stays with d). The
// keys go back when d closes; a modal pop-up over d that is not ours (New
// Folder) keeps them meanwhile. Closed, d's widgets lose the focus
// (ReleaseFocus).
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
	d.SetOnClosed(func() { r.remove(k); ReleaseFocus(c, k.pop) })
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

// DialogKey does what ev does in c's topmost dialog (ShowWithKeys) and
// reports whether it did anything. Dialog widgets call it from TypedKey:
// Fyne 2.7.1 gives keys to the focused widget, not also to the canvas.
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

// ModalOn reports whether a dialog is on show over c: one of ours
// (ShowWithKeys) or any modal pop-up, as every Fyne dialog is. The window's
// shortcuts and menus then do nothing. Pop-up menus do not count.
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

// ReleaseKeys gives c's keys back to its window, for dialogs taken off the
// canvas without closing them (their Hide would release the keys). Only
// tests do that: package ui's tests clear a window with it.
func ReleaseKeys(c fyne.Canvas) {
	if r := routers[c]; r != nil {
		for len(r.stack) > 0 {
			r.remove(r.stack[0])
		}
		delete(routers, c)
	}
}

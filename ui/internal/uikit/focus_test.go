package uikit_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/ui/internal/uikit"
	"github.com/konane/konane/ui/internal/uitest"
)

// A dialog closed by its own button (not through our keys) leaves its
// focused entry neither blinking nor focused; a dialog still on show
// keeps its focus.
func TestAClosedDialogsEntryStopsBlinking(t *testing.T) {
	a := test.NewTempApp(t)
	win := a.NewWindow("focus")
	win.Resize(fyne.NewSize(600, 400))
	defer win.Close()
	anims := uitest.CountAnimations(t)
	c := win.Canvas()
	entry := widget.NewEntry()
	d := dialog.NewForm("Name", "OK", "Cancel", []*widget.FormItem{widget.NewFormItem("Name", entry)}, func(bool) {}, win)
	uikit.ShowWithKeys(win, d, d.Hide, nil)
	c.Focus(entry)
	if n := anims.Running(); n != 1 {
		t.Fatalf("%d endless animations with the entry focused, want 1", n)
	}
	uikit.ReleaseFocus(c, c.Overlays().Top())
	if n := anims.Running(); n != 1 {
		t.Errorf("releasing a dialog still on show stopped %d of its animations", 1-n)
	}
	// Clicked as the desktop driver does: a click on a button, itself
	// focusable, leaves the focus where it was (test.Tap takes it away).
	uitest.OverlayButton(win, "Cancel").Tapped(&fyne.PointEvent{})
	if n := len(c.Overlays().List()); n != 0 {
		t.Fatalf("%d dialogs on show after Cancel", n)
	}
	if n := anims.Running(); n != 0 {
		t.Errorf("%d endless animations after the dialog closed, want 0", n)
	}
	if f := c.Focused(); f != nil {
		t.Errorf("%T keeps the focus", f)
	}
}

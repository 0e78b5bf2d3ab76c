package kgnfile

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/uitest"
)

// A closed save dialog (Escape, Cancel, Save, and after its New Folder
// form) leaves no cursor blinking and nothing focused: Fyne drops an
// overlay's focus without telling the focused entry.
func TestAClosedSaveDialogLeavesNothingBlinkingOrFocused(t *testing.T) {
	a := test.NewTempApp(t)
	if err := i18n.SetLanguage("en"); err != nil {
		t.Fatal(err)
	}
	win := a.NewWindow("main")
	win.Resize(fyne.NewSize(1000, 700))
	defer win.Close()
	c := win.Canvas()
	dir := t.TempDir()
	tap := func(text string) { click(uitest.OverlayButton(win, text)) }
	cancel := i18n.T(i18n.MsgButtonCancel)
	for _, tt := range []struct {
		name  string
		close func(t *testing.T, anims *uitest.Animations)
	}{
		{"Escape", func(t *testing.T, _ *uitest.Animations) {
			focusedNameField(t, c).TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
		}},
		{"Cancel", func(*testing.T, *uitest.Animations) { tap(cancel) }},
		{"Save", func(*testing.T, *uitest.Animations) { tap(i18n.T(i18n.MsgButtonSave)) }},
		{"New Folder, then Cancel", func(t *testing.T, anims *uitest.Animations) { closeNewFolderForm(t, c, anims); tap(cancel) }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			anims := uitest.CountAnimations(t) // each case on its own
			Saver{Parent: win, Name: tt.name + ".kgn", Near: storage.NewFileURI(filepath.Join(dir, "x.kgn")),
				Data: func() []byte { return []byte("[Size \"8\"]\n\n*\n") }}.SaveAs()
			focusedNameField(t, c)
			if n := anims.Running(); n != 1 {
				t.Fatalf("%d endless animations with the dialog open, want 1 (the name field's cursor)", n)
			}
			tt.close(t, anims)
			if n := len(c.Overlays().List()); n != 0 {
				t.Fatalf("%d dialogs on show after closing", n)
			}
			if n := anims.Running(); n != 0 {
				t.Errorf("%d endless animations still running after the dialog closed", n)
			}
			if f := c.Focused(); f != nil {
				t.Errorf("%T keeps the focus after the dialog closed", f)
			}
		})
	}
}

// focusedNameField returns the save dialog's name field, which has the
// focus.
func focusedNameField(t *testing.T, c fyne.Canvas) *NameField {
	t.Helper()
	f, ok := c.Focused().(*NameField)
	if !ok {
		t.Fatalf("%T has the focus, want the name field", c.Focused())
	}
	return f
}

// closeNewFolderForm opens the save dialog's New Folder form, clicks into
// its name entry and closes it with its Cancel button.
func closeNewFolderForm(t *testing.T, c fyne.Canvas, anims *uitest.Animations) {
	t.Helper()
	b := newFolderButton(c.Overlays().Top().(*widget.PopUp).Content)
	if b == nil {
		t.Fatal("the save dialog has no New Folder button")
	}
	test.Tap(b)
	form := c.Overlays().Top()
	entry, ok := uitestFind[*widget.Entry](form)
	if !ok {
		t.Fatal("the New Folder form has no entry")
	}
	before := anims.Running()
	c.Focus(entry) // as a click into it does
	if n := anims.Running(); n != before+1 {
		t.Fatalf("%d endless animations with the form's entry focused, want %d", n, before+1)
	}
	var cancel *widget.Button
	uitest.Walk(form, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == "Cancel" {
			cancel = b
		}
	})
	click(cancel)
	if n := anims.Running(); n != before {
		t.Errorf("%d endless animations after the New Folder form closed, want %d", n, before)
	}
}

// click taps b as the desktop driver does: a click on a button, itself
// focusable, leaves the focus where it was (test.Tap takes it away first).
func click(b *widget.Button) { b.Tapped(&fyne.PointEvent{}) }

// uitestFind returns the first T in o's tree, widgets included.
func uitestFind[T fyne.CanvasObject](o fyne.CanvasObject) (T, bool) {
	var found T
	ok := false
	uitest.Walk(o, func(obj fyne.CanvasObject) {
		if v, is := obj.(T); is && !ok {
			found, ok = v, true
		}
	})
	return found, ok
}

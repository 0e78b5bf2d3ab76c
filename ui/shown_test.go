package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/uikit"
	"github.com/konane/konane/ui/internal/uitest"
)

// questionButtons returns the Yes and No buttons of the question on show
// in any of the app's windows; nils if none is on show.
func questionButtons(w *Window) (yes, no *widget.Button) {
	return uitest.QuestionButtons(w.app.Driver().AllWindows()...)
}

// asked reports whether a question is on show.
func asked(w *Window) bool {
	y, _ := questionButtons(w)
	return y != nil
}

// answer taps Yes (yes) or No in the question on show, as the person
// would; it fails t if there is no question.
func answer(t *testing.T, w *Window, yes bool) {
	t.Helper()
	y, n := questionButtons(w)
	switch {
	case y == nil:
		t.Fatalf("no question; dialogs say %q", overlayTexts(w))
	case yes:
		test.Tap(y)
	default:
		test.Tap(n)
	}
}

// shownNewGameForm returns the choices of the New game dialog on show, as
// the person sees them: its radio groups (who plays, colour, speed) and
// lists (level, White's level, board size) in the order of the form.
func shownNewGameForm(t *testing.T, w *Window) *newGameForm {
	t.Helper()
	var radios []*uikit.RadioGroup
	var lists []*uikit.Select
	uitest.Walk(w.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *uikit.RadioGroup:
			radios = append(radios, v)
		case *uikit.Select:
			lists = append(lists, v)
		}
	})
	if len(radios) != 3 || len(lists) != 3 {
		t.Fatalf("the dialog on show has %d radio groups and %d lists, want the New game dialog's 3 and 3", len(radios), len(lists))
	}
	return &newGameForm{
		mode: radios[0], colour: radios[1], speed: radios[2],
		level: lists[0], whiteLevel: lists[1], size: lists[2],
		modes: radios[0].Options, colours: radios[1].Options, speeds: radios[2].Options,
	}
}

// reviewWindows returns the review windows open in w's app.
func reviewWindows(w *Window) []fyne.Window {
	var out []fyne.Window
	for _, win := range w.app.Driver().AllWindows() {
		if win.Title() == i18n.Plain(i18n.T(i18n.MsgReviewTitle)) {
			out = append(out, win)
		}
	}
	return out
}

// openedReview returns the one review window that open opens, and closes
// it when the test ends; it fails t if open opens none or more than one.
func openedReview(t *testing.T, w *Window, open func()) fyne.Window {
	t.Helper()
	before := reviewWindows(w)
	open()
	var opened []fyne.Window
	for _, win := range reviewWindows(w) {
		if !slices.Contains(before, win) {
			opened = append(opened, win)
		}
	}
	if len(opened) != 1 {
		t.Fatalf("%d review windows opened, want 1", len(opened))
	}
	t.Cleanup(opened[0].Close)
	return opened[0]
}

// says reports whether a label in win's content reads text.
func says(win fyne.Window, text string) bool {
	found := false
	uitest.Walk(win.Content(), func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Text == text {
			found = true
		}
	})
	return found
}

// tapButton presses a button as a click would.
func tapButton(b *widget.Button) {
	if !b.Disabled() && b.OnTapped != nil {
		b.OnTapped()
	}
}

// contentButton returns the button labelled text in win's content, or
// nil.
func contentButton(win fyne.Window, text string) *widget.Button {
	var found *widget.Button
	uitest.Walk(win.Content(), func(o fyne.CanvasObject) {
		if b, ok := uitest.Button(o); ok && b.Text == text {
			found = b
		}
	})
	return found
}

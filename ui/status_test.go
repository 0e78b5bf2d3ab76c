package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/board"
	"github.com/konane/konane/ui/internal/uitest"
)

// clearOverlays closes every dialog on show.
func clearOverlays(w *Window) {
	for _, o := range w.win.Canvas().Overlays().List() {
		w.win.Canvas().Overlays().Remove(o)
	}
}

// labelOf returns the text of the first label or rich text inside o.
func labelOf(o fyne.CanvasObject) string {
	text := ""
	uitest.Walk(o, func(obj fyne.CanvasObject) {
		if text != "" {
			return
		}
		switch v := obj.(type) {
		case *widget.Label:
			text = v.Text
		case *canvas.Text:
			text = v.Text
		case *widget.RichText:
			text = v.String()
		}
	})
	return text
}

func TestTheStatusNoteIsNotCutOffAtTheDefaultWidth(t *testing.T) {
	for _, lang := range []string{"en", "de", "ru"} {
		t.Run(lang, func(t *testing.T) {
			w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
			_ = i18n.SetLanguage(lang)
			defer i18n.SetLanguage("en")
			w.ctl.Load(finished(t))
			w.board.OnRejected(board.RejectGameOver)
			w.win.Resize(fyne.NewSize(1040, 720))
			w.win.Content().Refresh()
			note := w.status.note
			if note.Text != i18n.T(i18n.MsgErrGameOver) {
				t.Fatalf("note = %q", note.Text)
			}
			full := widget.NewLabel(note.Text).MinSize()
			lines := note.Size().Height / full.Height
			if note.Size().Width*float32(int(lines+0.01)) < full.Width || note.Size().Height < full.Height {
				t.Errorf("note %v wide and %v high, its text needs %v", note.Size().Width, note.Size().Height, full)
			}
			if note.Truncation != fyne.TextTruncateOff && note.Size().Width < full.Width {
				t.Errorf("note truncated at %v, text needs %v", note.Size().Width, full.Width)
			}
		})
	}
}

func TestTheNoteIsClearedByNewGameOpenAndUndo(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	noted := func() {
		t.Helper()
		tapSquare(t, w, "a1") // a white corner: Black may not remove it
		if w.status.note.Text == "" {
			t.Fatal("no note after a refused click")
		}
	}
	noted()
	w.newGame()
	test.Tap(overlayButton(w, "Start game"))
	if w.status.note.Text != "" {
		t.Errorf("New game kept the note %q", w.status.note.Text)
	}
	clearOverlays(w)

	noted()
	openText(w, "[Size \"8\"]\n\n*\n")
	if w.status.note.Text != "" {
		t.Errorf("Open kept the note %q", w.status.note.Text)
	}

	tapSquare(t, w, "d5")
	q.PumpUntil(t, "the move is shown", func() bool { return !w.ctl.Moving() })
	tapSquare(t, w, "a8") // not White's stone
	if w.status.note.Text == "" {
		t.Fatal("no note after a refused click")
	}
	w.undo()
	if w.status.note.Text != "" {
		t.Errorf("Undo kept the note %q", w.status.note.Text)
	}
}

func TestTheBlackMarkInTheStatusLineHasALightOutline(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	found := false
	uitest.Walk(w.status.box, func(o fyne.CanvasObject) {
		c, ok := o.(*canvas.Circle)
		if !ok {
			return
		}
		if r, g, b, _ := c.FillColor.RGBA(); r|g|b != 0 {
			return // the white stone
		}
		found = true
		if r, g, b, _ := c.StrokeColor.RGBA(); (r+g+b)/3 < 0xC000 || c.StrokeWidth < 1.5 {
			t.Errorf("the black stone's outline is %v, %v wide; want a light one", c.StrokeColor, c.StrokeWidth)
		}
	})
	if !found {
		t.Fatal("no black stone in the status line")
	}
}

// labelWidth, which measures text through a cache, gives what a
// widget.Label showing the text asks for, in every language's fonts.
func TestLabelWidthIsTheWidthALabelAsksFor(t *testing.T) {
	test.NewTempApp(t)
	texts := append(turnTexts(), "Mm…", "l12-l10", "Schwarz ist am Zug", "ฝ่ายดำเอาหมากออก", "Чёрные", "Łatwy", "")
	for _, s := range texts {
		for _, bold := range []bool{false, true} {
			l := widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: bold})
			if got, want := labelWidth(s, bold), l.MinSize().Width; got != want {
				t.Errorf("labelWidth(%q, bold %v) = %v, a label asks for %v", s, bold, got, want)
			}
		}
	}
}

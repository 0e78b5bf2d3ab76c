package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/board"
	"github.com/konane/konane/ui/internal/uitest"
	"github.com/konane/konane/ui/reviewview"
)

// validKGN is a short unfinished game on a 6 × 6 board.
const validKGN = "[Size \"6\"]\n\n1. a6 b6 *\n"

// clearOverlays closes every dialog on show.
func clearOverlays(w *Window) {
	for _, o := range w.win.Canvas().Overlays().List() {
		w.win.Canvas().Overlays().Remove(o)
	}
}

func TestOpeningAFileAsksBeforeItDiscardsAnUnfinishedGame(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeEngine{})

	// Nothing to lose: no question.
	if !w.load(&memReader{Reader: strings.NewReader(validKGN)}) || w.lastConfirm != nil {
		t.Fatal("asked before replacing a game without moves")
	}
	if playedMoves(w) != "a6 b6" {
		t.Fatalf("opened game = %q", playedMoves(w))
	}
	w.startGame(twoPlayerSetup())
	tapSquare(t, w, "d5")
	q.PumpUntil(t, "the move is shown", func() bool { return !w.ctl.moving })

	w.ctl.Pause() // as Open and Recent files do
	w.load(&memReader{Reader: strings.NewReader(validKGN)})
	if w.lastConfirm == nil || !strings.Contains(overlayTexts(w), "Discard the unfinished game and open test.kgn?") {
		t.Fatalf("no question; dialogs say %q", overlayTexts(w))
	}
	if playedMoves(w) != "d5" {
		t.Fatalf("the game was replaced before the answer: %q", playedMoves(w))
	}
	w.lastConfirm.Dismiss()
	if playedMoves(w) != "d5" || w.file != nil {
		t.Fatalf("No replaced the game by %q (file %v)", playedMoves(w), w.file)
	}
	if w.ctl.paused {
		t.Error("No left the computer paused")
	}
	w.lastConfirm = nil
	clearOverlays(w)
	w.load(&memReader{Reader: strings.NewReader(validKGN)})
	w.lastConfirm.Confirm()
	if playedMoves(w) != "a6 b6" || w.file == nil {
		t.Errorf("Yes gave %q (file %v)", playedMoves(w), w.file)
	}
}

func TestNewGameAsksOnlyWhenAnUnfinishedGameWouldBeLost(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeEngine{})
	start := func() {
		t.Helper()
		clearOverlays(w)
		w.lastConfirm = nil
		w.newGame()
		b := overlayButton(w, "Start game")
		if b == nil {
			t.Fatal("no Start button")
		}
		test.Tap(b)
	}

	start()
	if w.lastConfirm != nil {
		t.Fatal("asked before replacing a game without moves")
	}
	tapSquare(t, w, "d5")
	q.PumpUntil(t, "the move is shown", func() bool { return !w.ctl.moving })
	start()
	if w.lastConfirm == nil || !strings.Contains(overlayTexts(w), "Discard the unfinished game and start a new one?") {
		t.Fatalf("no question; dialogs say %q", overlayTexts(w))
	}
	w.lastConfirm.Dismiss()
	if playedMoves(w) != "d5" {
		t.Fatalf("No replaced the game by %q", playedMoves(w))
	}
	start()
	w.lastConfirm.Confirm()
	q.PumpFor(10 * time.Millisecond)
	if playedMoves(w) != "" {
		t.Errorf("Yes kept the moves %q", playedMoves(w))
	}

	// A finished game is lost without a question.
	w.ctl.Load(finished(t))
	start()
	if w.lastConfirm != nil || len(w.ctl.Game().Moves()) != 0 {
		t.Error("a finished game was not replaced at once")
	}
}

func TestClickingTheChosenGameTypeKeepsItChosen(t *testing.T) {
	test.NewTempApp(t)
	f := newGameFormFor(twoPlayerSetup())
	win := test.NewWindow(f.form)
	defer win.Close()
	win.Resize(fyne.NewSize(600, 500))
	want := f.mode.Selected
	if want == "" {
		t.Fatal("no game type chosen")
	}
	tapped := false
	uitest.Walk(f.mode, func(o fyne.CanvasObject) {
		if tp, ok := o.(fyne.Tappable); ok && o != fyne.CanvasObject(f.mode) && !tapped {
			if l := labelOf(o); l == want {
				test.Tap(tp)
				tapped = true
			}
		}
	})
	if !tapped {
		t.Fatal("found no option to tap")
	}
	if f.mode.Selected != want {
		t.Errorf("after a click on the chosen option, Selected = %q, want %q", f.mode.Selected, want)
	}
	if got := f.setup().Mode; got != TwoPlayers {
		t.Errorf("the form returns the mode %v", got)
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

func TestReplayNumbersMovesByPairs(t *testing.T) {
	tests := []struct {
		first game.Color
		want  []string
	}{
		{game.Black, []string{"1.", "1…", "2.", "2…", "3."}},
		{game.White, []string{"1…", "2.", "2…", "3.", "3…"}},
	}
	for _, tt := range tests {
		for i, want := range tt.want {
			if got := reviewview.MoveNumber(i, tt.first); got != want {
				t.Errorf("move %d, %v first: %q, want %q", i, tt.first, got, want)
			}
		}
	}

	_, v, _ := openTestReplay(t)
	row := v.createRow()
	var got []string
	for id := 1; id <= 4; id++ {
		v.updateRow(id, row)
		got = append(got, row.(*fyne.Container).Objects[1].(*widget.Label).Text)
	}
	g := finishedDemo(t)
	ms := g.Moves()
	want := []string{"1. " + ms[0].String(), "1… " + ms[1].String(), "2. " + ms[2].String(), "2… " + ms[3].String()}
	if strings.Join(got, ", ") != strings.Join(want, ", ") {
		t.Errorf("replay rows %q, want %q", got, want)
	}
}

func TestReplayFileErrorsNameTheFileWithLineAndColumn(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeEngine{})
	if w.replayData("bad.kgn", nil) != nil {
		t.Fatal("an empty file opened a replay")
	}
	want := "Cannot read the file bad.kgn: line 1, column 1: The file is empty."
	if got := overlayTexts(w); !strings.Contains(got, want) {
		t.Errorf("error text %q, want it to contain %q", got, want)
	}
}

func TestTheStatusNoteIsNotCutOffAtTheDefaultWidth(t *testing.T) {
	for _, lang := range []string{"en", "de", "ru"} {
		t.Run(lang, func(t *testing.T) {
			w, _ := newTestWindow(t, twoPlayerSetup(), &fakeEngine{})
			_ = i18n.SetLanguage(lang)
			defer i18n.SetLanguage("en")
			w.ctl.Load(finished(t))
			w.ctl.Reject(board.RejectGameOver)
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
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeEngine{})
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
	w.load(&memReader{Reader: strings.NewReader("[Size \"8\"]\n\n*\n")})
	if w.status.note.Text != "" {
		t.Errorf("Open kept the note %q", w.status.note.Text)
	}

	tapSquare(t, w, "d5")
	q.PumpUntil(t, "the move is shown", func() bool { return !w.ctl.moving })
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
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeEngine{})
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

func TestEscapeClosesTheNewGameDialogAndReturnStarts(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeEngine{})
	press := func(k fyne.KeyName) {
		t.Helper()
		if f := w.win.Canvas().OnTypedKey(); f != nil {
			f(&fyne.KeyEvent{Name: k})
		}
	}
	w.ctl.Load(finished(t))
	w.newGame()
	press(fyne.KeyEscape)
	if overlayButton(w, "Start game") != nil {
		t.Fatal("Escape left the dialog open")
	}
	if len(w.ctl.Game().Moves()) == 0 {
		t.Fatal("Escape started a game")
	}
	if w.win.Canvas().OnTypedKey() != nil {
		t.Error("the dialog's key handler outlived it")
	}
	w.newGame()
	press(fyne.KeyReturn)
	if overlayButton(w, "Start game") != nil || len(w.ctl.Game().Moves()) != 0 {
		t.Error("Return did not start a new game")
	}
}

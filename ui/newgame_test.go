package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/internal/uikit"
	"github.com/konane/konane/ui/internal/uitest"
)

func TestNewGameAsksOnlyWhenAnUnfinishedGameWouldBeLost(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	start := func() {
		t.Helper()
		clearOverlays(w)
		w.newGame()
		b := overlayButton(w, "Start game")
		if b == nil {
			t.Fatal("no Start button")
		}
		test.Tap(b)
	}

	start()
	if asked(w) {
		t.Fatal("asked before replacing a game without moves")
	}
	tapSquare(t, w, "d5")
	q.PumpUntil(t, "the move is shown", func() bool { return !w.ctl.Moving() })
	start()
	if !asked(w) || !strings.Contains(overlayTexts(w), "Discard the unfinished game and start a new one?") {
		t.Fatalf("no question; dialogs say %q", overlayTexts(w))
	}
	answer(t, w, false)
	if playedMoves(w) != "d5" {
		t.Fatalf("No replaced the game by %q", playedMoves(w))
	}
	start()
	answer(t, w, true)
	q.PumpFor(10 * time.Millisecond)
	if playedMoves(w) != "" {
		t.Errorf("Yes kept the moves %q", playedMoves(w))
	}

	// A finished game is lost without a question.
	w.ctl.Load(finished(t))
	start()
	if asked(w) || len(w.ctl.Game().Moves()) != 0 {
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
	if got := f.setup().Mode; got != play.TwoPlayers {
		t.Errorf("the form returns the mode %v", got)
	}
}

func TestEscapeClosesTheNewGameDialogAndReturnStarts(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
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
	if uikit.ModalOn(w.win.Canvas()) {
		t.Error("the dialog's key handler outlived it")
	}
	w.newGame()
	press(fyne.KeyReturn)
	if overlayButton(w, "Start game") != nil || len(w.ctl.Game().Moves()) != 0 {
		t.Error("Return did not start a new game")
	}
}

func TestTheFirstStartIsAGameAgainstTheComputerAtEasy(t *testing.T) {
	a := test.NewTempApp(t)
	s := loadSetup(a.Preferences())
	if s.Mode != play.VsComputer || s.Human != game.Black || s.Level != ai.Easy || s.Size != 8 {
		t.Fatalf("first start setup = %+v", s)
	}
}

func TestNewGameChoicesAreRemembered(t *testing.T) {
	a := test.NewTempApp(t)
	want := play.Setup{Mode: play.WatchGame, Human: game.White, Level: ai.Master, WhiteLevel: ai.Beginner, Size: 11, Speed: play.Fast}
	saveSetup(a.Preferences(), want)
	if got := loadSetup(a.Preferences()); got != want {
		t.Fatalf("loaded %+v, want %+v", got, want)
	}
	a.Preferences().SetInt(prefSize, 99)
	if got := loadSetup(a.Preferences()).Size; got != game.DefaultSize {
		t.Errorf("a size out of range loads as %d, want the default", got)
	}
}

func TestTheNewGameFormReturnsItsChoices(t *testing.T) {
	test.NewTempApp(t)
	_ = i18n.SetLanguage("en")
	want := play.Setup{Mode: play.VsComputer, Human: game.White, Level: ai.Hard, WhiteLevel: ai.Easy, Size: 6, Speed: play.Slow}
	f := newGameFormFor(want)
	if got := f.setup(); got != want {
		t.Fatalf("form gives %+v, want %+v", got, want)
	}
	if !f.speed.Disabled() || f.colour.Disabled() {
		t.Error("against the computer: colour on, speed off")
	}
	f.mode.SetSelected(f.modes[2])
	if f.speed.Disabled() || !f.colour.Disabled() || f.levelItem.Text != "Level for Black" {
		t.Error("computer against computer: speed and both levels on, colour off")
	}
	if got := f.setup().Mode; got != play.WatchGame {
		t.Errorf("mode = %v after choosing computer against computer", got)
	}
}

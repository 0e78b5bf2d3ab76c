package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
)

func TestTheFirstStartIsAGameAgainstTheComputerAtEasy(t *testing.T) {
	a := test.NewTempApp(t)
	s := loadSetup(a.Preferences())
	if s.Mode != VsComputer || s.Human != game.Black || s.Level != ai.Easy || s.Size != 8 {
		t.Fatalf("first start setup = %+v", s)
	}
}

func TestNewGameChoicesAreRemembered(t *testing.T) {
	a := test.NewTempApp(t)
	want := Setup{Mode: WatchGame, Human: game.White, Level: ai.Master, WhiteLevel: ai.Beginner, Size: 11, Speed: Fast}
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
	want := Setup{Mode: VsComputer, Human: game.White, Level: ai.Hard, WhiteLevel: ai.Easy, Size: 6, Speed: Slow}
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
	if got := f.setup().Mode; got != WatchGame {
		t.Errorf("mode = %v after choosing computer against computer", got)
	}
}

func TestUndoCountsThePersonsMoves(t *testing.T) {
	c := NewController(&fakeEngine{}, func(f func()) { f() })
	c.setup.Human = game.White // the computer (Black) moved first
	g, _ := game.NewGame(8)
	_ = g.Play(game.Removal(mustSquare(t, "d5")))
	c.game = g
	if c.CanUndo() {
		t.Error("Undo must not take back the computer's first move alone")
	}
	_ = g.Play(game.Removal(mustSquare(t, "e5")))
	if !c.CanUndo() {
		t.Error("Undo must take back the person's first move")
	}
}

func mustSquare(t *testing.T, s string) game.Square {
	t.Helper()
	sq, err := game.ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return sq
}

func TestTheDemoGamesAreValid(t *testing.T) {
	for name := range demoGames {
		g, ok := demoGame(name)
		if !ok {
			t.Fatalf("demo %q does not parse", name)
		}
		if over := g.Over(); over != (name == "finished") {
			t.Errorf("demo %q: over = %v", name, over)
		}
	}
}

func TestFileErrorsAreExplainedWithLineAndColumn(t *testing.T) {
	_ = i18n.SetLanguage("en")
	tests := []struct {
		name, file, want string
	}{
		{"an illegal move", "[Size \"8\"]\n\n1. d5 e5 2. b5-d5 c5\n", "line 3, column 19: c5 is not a legal move: the removals are over, now a stone must jump."},
		{"an unknown rules profile", "[Rules \"konane/9\"]\n\n*\n", "line 1, column 1: The file uses the rules “konane/9”"},
		{"a board too large", "[Size \"20\"]\n\n*\n", "A 20×20 board is not supported; sizes go from 4 to 12."},
		{"an empty file", "", "Cannot read the file game.kgn: line 1, column 1: The file is empty."},
		{"not notation", "[Size \"8\"]\n\n1. d5 e5 2. ??\n", "line 3, column 13: “??” is not valid game notation."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := game.ParseKGN([]byte(tt.file))
			if err == nil {
				t.Fatal("ParseKGN accepted the file")
			}
			if got := kgnErrorText("game.kgn", err, []byte(tt.file)); !strings.Contains(got, tt.want) {
				t.Errorf("text = %q, want it to contain %q", got, tt.want)
			}
		})
	}
}

func TestOpeningABadFileLeavesTheGameAlone(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeEngine{})
	tapSquare(t, w, "d5")
	r := &memReader{Reader: strings.NewReader("[Size \"8\"]\n\n1. a1 *\n")}
	w.load(r)
	q.PumpFor(10 * time.Millisecond)
	if playedMoves(w) != "d5" {
		t.Fatalf("a bad file changed the game to %q", playedMoves(w))
	}
	if w.file != nil {
		t.Error("a bad file became the Save target")
	}
	r = &memReader{Reader: strings.NewReader("[Size \"6\"]\n\n1. a6 b6 *\n")}
	w.load(r)
	w.lastConfirm.Confirm() // discard the unfinished game
	if got := playedMoves(w); got != "a6 b6" || w.ctl.game.Size() != 6 {
		t.Errorf("opened game = %q on %d×%d", got, w.ctl.game.Size(), w.ctl.game.Size())
	}
}

func TestTheRulesTabShowsEverySection(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeEngine{})
	w.showRules()
	if w.rules.text == nil {
		t.Fatal("the rules were not built when their tab was shown")
	}
	text := w.rules.text.String()
	for _, s := range i18n.RulesSections() {
		if !strings.Contains(text, i18n.T(s.Title)) {
			t.Errorf("the rules lack the section %q", i18n.T(s.Title))
		}
	}
}

// memReader is a fyne.URIReadCloser over a string, as the open dialog
// hands a file to the window.
type memReader struct {
	*strings.Reader
}

func (m *memReader) Close() error { return nil }

func (m *memReader) URI() fyne.URI { return storage.NewFileURI("/tmp/test.kgn") }

func TestOnChangeHearsEveryChangeOfTheGame(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeEngine{})
	changes := 0
	w.ctl.OnChange = func() { changes++ }
	tapSquare(t, w, "d5")
	w.undo()
	w.redo()
	w.startGame(twoPlayerSetup())
	if changes != 4 {
		t.Errorf("OnChange called %d times for a move, Undo, Redo and New game; want 4", changes)
	}
}

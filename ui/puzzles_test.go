package ui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/puzzle"
	"github.com/konane/konane/ui/internal/uitest"
	"github.com/konane/konane/ui/puzzleview"
)

// puzzleWindows returns the open windows of the puzzle trainer.
func puzzleWindows(w *Window) []fyne.Window {
	var out []fyne.Window
	for _, win := range w.app.Driver().AllWindows() {
		if win.Title() == i18n.Plain(i18n.T(i18n.MsgPuzzleTitle)) {
			out = append(out, win)
		}
	}
	return out
}

// Game → Puzzles… (Ctrl+Shift+P) opens the trainer; asked again, it
// brings the open one to the front instead of a second.
func TestTheGameMenuAndItsShortcutOpenThePuzzles(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	it := menuItemFor(w.menu.menu, shortcutPuzzles)
	if it == nil || it.Label != "Puzzles…" {
		t.Fatalf("no Game → Puzzles… with Ctrl+Shift+P: %v", it)
	}
	if !containsItem(w.menu.menu.Items[0], it) {
		t.Error("Puzzles… is not in the Game menu")
	}
	w.win.Canvas().(fyne.Shortcutable).TypedShortcut(shortcutPuzzles)
	wins := puzzleWindows(w)
	if len(wins) != 1 || puzzleview.Opened(w.app) == nil {
		t.Fatalf("Ctrl+Shift+P opened %d trainer windows", len(wins))
	}
	it.Action()
	if n := len(puzzleWindows(w)); n != 1 {
		t.Errorf("the menu item with a trainer open: %d trainer windows", n)
	}
	wins[0].Close()
	if puzzleview.Opened(w.app) != nil {
		t.Error("a closed trainer is still counted as open")
	}
}

// containsItem reports whether menu m holds it.
func containsItem(m *fyne.Menu, it *fyne.MenuItem) bool {
	for _, x := range m.Items {
		if x == it {
			return true
		}
	}
	return false
}

// The tutorial's last step offers the trainer: its Host opens it.
func TestTheTutorialOffersThePuzzles(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	h := tutorialHost(w)
	if h.OnPuzzles == nil {
		t.Fatal("the tutorial's Host has no OnPuzzles")
	}
	h.OnPuzzles()
	wins := puzzleWindows(w)
	if len(wins) != 1 {
		t.Fatalf("the tutorial's Puzzles… opened %d trainer windows", len(wins))
	}
	wins[0].Close()
}

// A damaged puzzles.json in the storage folder is set aside when the
// trainer opens, and the person is told, as for the statistics.
func TestADamagedPuzzleProgressIsSetAsideAndTold(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	if w.life.Persist == nil {
		t.Fatal("the test window has no storage folder")
	}
	dir := w.life.Persist.Dir()
	if err := os.WriteFile(filepath.Join(dir, puzzle.ProgressName), []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	w.win.Canvas().(fyne.Shortcutable).TypedShortcut(shortcutPuzzles)
	told := trainerNotices(t, w)
	if !strings.Contains(told, "Your puzzle progress could not be read") {
		t.Errorf("no notice of the damaged file on the trainer: %q", told)
	}
	aside, _ := filepath.Glob(filepath.Join(dir, "puzzles-corrupt-*.json"))
	if len(aside) != 1 {
		t.Errorf("set aside: %v", aside)
	}
}

// trainerNotices returns the texts of the dialogs on the
// one trainer window open (closed when the test ends).
func trainerNotices(t *testing.T, w *Window) string {
	t.Helper()
	wins := puzzleWindows(w)
	for _, win := range wins {
		t.Cleanup(win.Close)
	}
	if len(wins) != 1 {
		t.Fatalf("%d trainer windows", len(wins))
	}
	var out []string
	for _, o := range wins[0].Canvas().Overlays().List() {
		uitest.Walk(o, func(obj fyne.CanvasObject) {
			if l, ok := obj.(*widget.Label); ok {
				out = append(out, l.Text)
			}
		})
	}
	return strings.Join(out, "\n")
}

// A progress file that is there but does not read (here a folder) is
// told on the trainer, in the progress's words, and left alone: the
// trainer keeps the progress in memory, nothing is written over it.
func TestAnUnreadablePuzzleProgressIsToldAndLeftAlone(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	dir := w.life.Persist.Dir()
	path := filepath.Join(dir, puzzle.ProgressName)
	if err := os.Mkdir(path, 0o755); err != nil {
		t.Fatal(err)
	}
	w.win.Canvas().(fyne.Shortcutable).TypedShortcut(shortcutPuzzles)
	told := trainerNotices(t, w)
	if !strings.Contains(told, "Your puzzle progress could not be read") || strings.Contains(told, "The puzzle could not be opened") {
		t.Errorf("the trainer says %q", told)
	}
	v := puzzleview.Opened(w.app)
	v.ShowSolution() // records the puzzle: a save, if the shelf had a folder
	if fi, err := os.Stat(path); err != nil || !fi.IsDir() {
		t.Errorf("the unreadable progress was replaced: %v %v", fi, err)
	}
	if strings.Contains(strings.Join(uitest.LabelsInView(v.Window().Content()), "\n"), "could not be saved") {
		t.Error("the trainer tried to save over the unreadable file")
	}
}

// A review's puzzles come from the sides people played, as the game's
// tags say; the review window gets them through its Host.
func TestAReviewLooksForPuzzlesOnThePersonsSide(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	if w.reviewHost("").Puzzles == nil {
		t.Fatal("the review window's Host has no Puzzles")
	}
	for _, c := range []struct {
		tags string
		want []game.Color
	}{
		{`[Mode "vs-computer"] [Human "white"] [BlackLevel "hard"]`, []game.Color{game.White}},
		{`[Black "Player"] [White "Computer (Hard)"]`, []game.Color{game.Black}},
		{`[Mode "two-players"]`, []game.Color{game.Black, game.White}},
		{``, []game.Color{game.Black, game.White}},
		{`[Mode "computer-vs-computer"]`, nil},
	} {
		g, err := game.ParseKGN([]byte(strings.ReplaceAll(c.tags, "] [", "]\n[") + "\n\n*\n"))
		if err != nil {
			t.Fatal(err)
		}
		if got := persons(g); !slices.Equal(got, c.want) {
			t.Errorf("%s: the persons' sides %v, want %v", c.tags, got, c.want)
		}
	}
}

// After a review, the positions where a person missed the only winning
// move are offered as puzzles (puzzle.FromReview, tested in package
// puzzle): opening them shows the first in the trainer as the player's
// own, kept in puzzles.json.
func TestAReviewsPuzzlesOpenAsThePlayersOwn(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	set, err := puzzle.Shipped()
	if err != nil || len(set) < 3 {
		t.Fatalf("the shipped set: %d puzzles, %v", len(set), err)
	}
	mine := set[1:3]
	puzzleTrainer{w}.offer(mine)()
	v := puzzleview.Opened(w.app)
	if v == nil {
		t.Fatal("the trainer did not open")
	}
	defer v.Window().Close()
	if p, ok := v.Puzzle(); !ok || p.ID != mine[0].ID {
		t.Fatalf("the trainer shows %s, want %s", p.ID, mine[0].ID)
	}
	prog, err := puzzle.LoadProgress(w.life.Persist.Dir())
	if err != nil || len(prog.Personal) != 2 || prog.Personal[1].ID != mine[1].ID {
		t.Errorf("puzzles.json holds %d personal puzzles (%v), want the 2 offered", len(prog.Personal), err)
	}
	// Offered again with the trainer open: the same window, nothing new.
	puzzleTrainer{w}.offer(mine[1:])()
	if p, _ := v.Puzzle(); len(puzzleWindows(w)) != 1 || p.ID != mine[1].ID {
		t.Errorf("%d trainer windows, on show %s, want %s", len(puzzleWindows(w)), p.ID, mine[1].ID)
	}
}

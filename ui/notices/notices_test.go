package notices

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/uikit"
	"github.com/konane/konane/ui/internal/uitest"
)

// fakeGame stands in for the controller: it counts the calls of Hold and
// Release, and is held while the queue's HoldWhile says so (as
// play.Controller.Held).
type fakeGame struct {
	holds, releases int
	held            func() bool
}

func (g *fakeGame) Hold()                   { g.holds++ }
func (g *fakeGame) Release()                { g.releases++ }
func (g *fakeGame) HoldWhile(f func() bool) { g.held = f }
func (g *fakeGame) Held() bool              { return g.held != nil && g.held() }

// newQueue returns the queue of a test window, in English.
func newQueue(t *testing.T) (*Queue, *fakeGame, fyne.Window) {
	t.Helper()
	_ = i18n.SetLanguage("en")
	a := test.NewTempApp(t)
	win := a.NewWindow("main")
	win.Resize(fyne.NewSize(800, 600))
	g := &fakeGame{}
	q := New(win, g)
	t.Cleanup(q.Close)
	return q, g, win
}

// ok taps OK in the dialog on show.
func ok(t *testing.T, win fyne.Window) {
	t.Helper()
	b := uitest.OverlayButton(win, "OK")
	if b == nil {
		t.Fatalf("no OK; dialogs say %q", uitest.OverlayTexts(win))
	}
	test.Tap(b)
}

// Notices told while the window starts wait for ShowStart: damaged files
// first, in one dialog that names each file once and gives their one
// folder once on a line of its own, then each other notice in a dialog of
// its own, then what waited for them. The game is held until the last is
// read.
func TestStartNoticesComeDamagedFilesFirstThenTheOthersThenWhatWaited(t *testing.T) {
	q, g, win := newQueue(t)
	q.Starting()
	dir := filepath.Join(t.TempDir(), "a", "b")
	q.Tell(Notice{Title: "Other", Text: "Something else."})
	q.Tell(Damaged("T", i18n.MsgAutosaveCorruptKept, filepath.Join(dir, "autosave-corrupt-1.kgn")))
	q.Tell(Damaged("T", i18n.MsgStatsDamaged, filepath.Join(dir, "stats-corrupt-1.json")))
	ran := 0
	q.After(func() { ran++ })
	if len(win.Canvas().Overlays().List()) != 0 || !g.Held() {
		t.Fatalf("before ShowStart: dialogs %q, held %v", uitest.OverlayTexts(win), g.Held())
	}
	q.ShowStart()
	text := uitest.OverlayTexts(win)
	if n := len(win.Canvas().Overlays().List()); n != 1 || !strings.Contains(text, "Damaged files were set aside") || strings.Contains(text, "Something else") {
		t.Fatalf("%d dialogs on show, saying %q; want one for the damaged files", n, text)
	}
	for _, name := range []string{"autosave-corrupt-1.kgn", "stats-corrupt-1.json"} {
		if strings.Count(text, "kept as "+name+".") != 1 {
			t.Errorf("%s is not named once in %q", name, text)
		}
	}
	if !uitest.ShowsFolder(text, dir) || strings.Count(text, dir) > 0 {
		t.Errorf("the folder is not given once on a line of its own: %q", text)
	}
	if strings.Index(text, "last session") > strings.Index(text, "statistics") {
		t.Errorf("the saved game is not told first: %q", text)
	}
	if !g.Held() || ran != 0 {
		t.Fatalf("under the notices: held %v, %d waiting ran", g.Held(), ran)
	}
	ok(t, win)
	if text := uitest.OverlayTexts(win); text != "Something else.\nOther" || ran != 0 {
		t.Fatalf("after OK the dialogs say %q (%d waiting ran), want the other notice", text, ran)
	}
	ok(t, win)
	if ran != 1 || g.Held() {
		t.Errorf("after the last OK: %d waiting ran, held %v", ran, g.Held())
	}
	q.After(func() { ran++ })
	if ran != 2 {
		t.Error("what comes after the start does not run at once")
	}
}

// A single damaged file keeps its own title, and a notice raised after
// the start is shown at once.
func TestOneDamagedFileKeepsItsTitleAndLaterNoticesShowAtOnce(t *testing.T) {
	q, _, win := newQueue(t)
	q.Starting()
	q.Tell(Damaged(i18n.T(i18n.MsgDamagedFileTitle), i18n.MsgStatsDamaged, filepath.Join(t.TempDir(), "stats-corrupt-1.json")))
	q.ShowStart()
	if text := uitest.OverlayTexts(win); !strings.Contains(text, "A damaged file was set aside") {
		t.Errorf("the dialog says %q", text)
	}
	ok(t, win)
	q.Tell(Notice{Title: "T", Text: "later"})
	if text := uitest.OverlayTexts(win); !strings.Contains(text, "later") {
		t.Errorf("a later notice was not shown: %q", text)
	}
}

// A notice holds the game while it is on show, an error too; OK lets the
// game go on.
func TestANoticeHoldsTheGameUntilItIsRead(t *testing.T) {
	q, g, win := newQueue(t)
	q.Tell(Notice{Title: "Note", Text: "Read me."})
	if !g.Held() || g.holds != 1 {
		t.Fatalf("under a notice: held %v, %d holds", g.Held(), g.holds)
	}
	ok(t, win)
	if g.Held() || g.releases != 1 {
		t.Fatalf("after the notice: held %v, %d releases", g.Held(), g.releases)
	}
	uikit.ShowError(win, "Something failed.") // an error is a notice too
	if !g.Held() || g.holds != 2 {
		t.Errorf("under an error: held %v, %d holds", g.Held(), g.holds)
	}
	ok(t, win)
	if g.Held() || g.releases != 2 {
		t.Errorf("after the error: held %v, %d releases", g.Held(), g.releases)
	}
}

// The Game over dialog never covers a notice: it waits for the notice on
// show to be closed, and with none on show it is not held.
func TestGameOverWaitsForTheNoticeOnShow(t *testing.T) {
	q, _, win := newQueue(t)
	shown := 0
	if q.HoldGameOver(func() { shown++ }) {
		t.Fatal("Game over held with no notice on show")
	}
	q.Tell(Notice{Title: "Note", Text: "Read me."})
	if !q.HoldGameOver(func() { shown++ }) || shown != 0 {
		t.Fatalf("Game over not held under a notice (shown %d times)", shown)
	}
	if n := len(win.Canvas().Overlays().List()); n != 1 || uitest.OverlayTexts(win) != "Read me.\nNote" {
		t.Fatalf("%d dialogs on show, saying %q; want the notice alone", n, uitest.OverlayTexts(win))
	}
	ok(t, win)
	if shown != 1 {
		t.Errorf("after the notice Game over was shown %d times, want once", shown)
	}
}

// The folder line breaks only after path separators.
func TestTheFolderLineBreaksAfterSeparatorsOnly(t *testing.T) {
	_ = i18n.SetLanguage("en")
	dir := filepath.Join("home", "someone", "a folder")
	line := FolderLine(dir)
	if !uitest.ShowsFolder(line, dir) || strings.Count(line, string(i18n.FyneWordBreak)) != 2 {
		t.Errorf("FolderLine(%q) = %q", dir, line)
	}
}

package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/internal/uikit"
	"github.com/konane/konane/ui/internal/uitest"
	"github.com/konane/konane/ui/tutorview"
)

// pressKey types the named key into w's window as the driver does while
// no widget has the keyboard focus.
func pressKey(t *testing.T, w fyne.Window, name fyne.KeyName) {
	t.Helper()
	c := w.Canvas()
	if f := c.Focused(); f != nil {
		t.Fatalf("%T has the keyboard focus; the key would go to it", f)
	}
	typed := c.OnTypedKey()
	if typed == nil {
		t.Fatalf("the window takes no keys (%s)", name)
	}
	typed(&fyne.KeyEvent{Name: name})
}

// nothingLeftWorking fails t if, after a dialog closed with key, an
// endless animation runs (a blinking cursor) or a widget has the focus.
func nothingLeftWorking(t *testing.T, w *Window, anims *uitest.Animations, key fyne.KeyName) {
	t.Helper()
	if n := anims.Running(); n != 0 {
		t.Errorf("%s closed the dialog, but %d endless animations still run", key, n)
	}
	if f := w.win.Canvas().Focused(); f != nil {
		t.Errorf("%s closed the dialog, but %T keeps the focus", key, f)
	}
}

// dialogsOnShow counts the dialogs and pop-ups over w's window.
func dialogsOnShow(w *Window) int { return len(w.win.Canvas().Overlays().List()) }

// dialogTitle returns the first bold label of the topmost dialog.
func dialogTitle(w *Window) string {
	title := ""
	uitest.Walk(w.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && title == "" && l.TextStyle.Bold {
			title = l.Text
		}
	})
	return title
}

// Every dialog closed by Escape or Return leaves nothing animating or
// focused: the window rests.
func TestEscapeAndReturnAnswerEveryDialog(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	anims := uitest.CountAnimations(t)
	w.life.Persist = nil
	for _, tt := range []struct {
		name   string
		open   func()
		escape bool // Escape alone: the file dialogs leave Return to their name field
	}{
		{"New game", w.newGame, false},
		{"About", w.about, false},
		{"error", func() { uikit.ShowError(w.win, "Cannot read the file.") }, false},
		{"information", func() { uikit.ShowInfo(w.win, "Title", "Text") }, false},
		{"statistics", w.actions.stats.run, false},
		{"question", func() { uikit.Ask(w.win, "Replace the file?", "Replace it?", func() {}, nil) }, false},
		{"tutorial offer", func() { w.app.Preferences().SetBool(tutorview.OfferedKey, false); offerTutorial(w) }, false},
		{"game over", func() { w.gameOver(game.BlackWins) }, false},
		{"Open", w.doc.Open, true},
		{"Save as", w.doc.SaveAs, true},
		{"Replay a saved game", w.doc.ReplayFile, true},
		{"Review a saved game", w.doc.ReviewFile, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			keys := []fyne.KeyName{fyne.KeyEscape, fyne.KeyReturn, fyne.KeyEnter}
			if tt.escape {
				keys = keys[:1]
			}
			for _, key := range keys {
				tt.open()
				if dialogsOnShow(w) != 1 {
					t.Fatalf("%d dialogs on show, want 1", dialogsOnShow(w))
				}
				typeKey(w, key) // to the save dialog's name field while it has the focus
				q.PumpFor(0)
				n := dialogsOnShow(w)
				if n != 0 && tt.name != "game over" {
					t.Fatalf("%s left %d dialogs on show", key, n)
				}
				if n == 0 && uikit.ModalOn(w.win.Canvas()) {
					t.Errorf("%s closed the dialog but its keys were not released", key)
				}
				if n == 0 {
					nothingLeftWorking(t, w, anims, key)
				}
				closeAll(w)
			}
		})
	}
}

// closeAll hides every dialog and pop-up of w's window.
func closeAll(w *Window) {
	for dialogsOnShow(w) > 0 {
		top := w.win.Canvas().Overlays().Top()
		if c, ok := top.(interface{ Hide() }); ok {
			c.Hide()
		}
		w.win.Canvas().Overlays().Remove(top)
	}
	uikit.ReleaseKeys(w.win.Canvas())
}

func TestTheGameOverDialogStartsANewGameOnReturn(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	w.gameOver(game.WhiteWins)
	pressKey(t, w.win, fyne.KeyReturn)
	if got, want := dialogTitle(w), i18n.T(i18n.MsgNewGameTitle); got != want {
		t.Errorf("after Return the dialog on show is %q, want %q", got, want)
	}
	pressKey(t, w.win, fyne.KeyEscape)
	if dialogsOnShow(w) != 0 {
		t.Error("Escape did not close the New game dialog")
	}
}

func TestReturnDiscardsTheUnfinishedGameAndEscapeKeepsIt(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	tapSquare(t, w, "d5")
	q.PumpUntil(t, "the move is shown", func() bool { return !w.ctl.Moving() })

	w.newGame()
	pressKey(t, w.win, fyne.KeyReturn) // Start
	if got, want := dialogTitle(w), i18n.T(i18n.MsgDiscardTitle); got != want {
		t.Fatalf("after Start the dialog on show is %q, want %q", got, want)
	}
	pressKey(t, w.win, fyne.KeyEscape) // No: keep the game
	if dialogsOnShow(w) != 0 || playedMoves(w) != "d5" {
		t.Fatalf("Escape: %d dialogs, moves %q; want none and d5", dialogsOnShow(w), playedMoves(w))
	}

	w.newGame()
	pressKey(t, w.win, fyne.KeyReturn) // Start
	pressKey(t, w.win, fyne.KeyReturn) // Yes: discard
	if dialogsOnShow(w) != 0 || playedMoves(w) != "" {
		t.Fatalf("Return: %d dialogs, moves %q; want none and a new game", dialogsOnShow(w), playedMoves(w))
	}
}

func TestTheNewGameDialogOpensWithTheRunningGamesSetup(t *testing.T) {
	last := twoPlayerSetup()
	last.Size = 6
	w, _ := newTestWindow(t, last, &fakeComputer{hold: make(chan struct{})})
	running := play.Setup{Mode: play.VsComputer, Human: game.White, Level: ai.Hard, WhiteLevel: ai.Easy, Size: 10, Speed: play.Normal}
	w.startGame(running)

	w.newGame()
	f := shownNewGameForm(t, w)
	if got := f.setup(); got != running {
		t.Errorf("the dialog opened with %+v, want the running game's %+v", got, running)
	}
	if f.size.Selected != i18n.Format(i18n.MsgBoardSizeValue, i18n.Args{"Size": 10}) ||
		f.colour.Selected != i18n.T(i18n.MsgColorWhite) || f.level.Selected != i18n.T(i18n.MsgLevelHard) {
		t.Errorf("shown: size %q, colour %q, level %q", f.size.Selected, f.colour.Selected, f.level.Selected)
	}
	pressKey(t, w.win, fyne.KeyEscape)

	watch := play.Setup{Mode: play.WatchGame, Human: game.Black, Level: ai.Beginner, WhiteLevel: ai.Master, Size: 5, Speed: play.Fast}
	w.startGame(watch)
	w.newGame()
	if got := shownNewGameForm(t, w).setup(); got != watch {
		t.Errorf("the dialog opened with %+v, want the watched game's %+v", got, watch)
	}
	pressKey(t, w.win, fyne.KeyEscape)
}

// Dialog titles name the dialog; the menu item that opens it may end in
// "…", the title does not.
func TestDialogTitlesHaveNoEllipsis(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	w.life.Persist = nil
	for _, open := range []func(){w.newGame, w.about, w.actions.stats.run, w.doc.Open, w.doc.SaveAs, w.doc.ReplayFile, w.doc.ReviewFile} {
		open()
		title := dialogTitle(w)
		if title == "" || title[len(title)-len("…"):] == "…" {
			t.Errorf("dialog title %q", title)
		}
		closeAll(w)
	}
}

var _ dialog.Dialog = (*dialog.FileDialog)(nil)

// slowAnimations makes the app's animations wait, as if every frame were
// still to come: Fyne's test driver runs an animation to its end at once.
func slowAnimations(t *testing.T) {
	t.Helper()
	a := fyne.CurrentApp()
	fyne.SetCurrentApp(heldApp{App: a, d: heldDriver{Driver: a.Driver()}})
	t.Cleanup(func() { fyne.SetCurrentApp(a) })
}

type heldApp struct {
	fyne.App
	d heldDriver
}

func (a heldApp) Driver() fyne.Driver { return a.d }

type heldDriver struct{ fyne.Driver }

func (heldDriver) StartAnimation(*fyne.Animation) {}
func (heldDriver) StopAnimation(*fyne.Animation)  {}

func TestUndoDuringTheSlideEndsItAndTakesTheMoveBack(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	tapSquare(t, w, "d5")
	tapSquare(t, w, "e5")
	q.PumpUntil(t, "both removals are shown", func() bool { return !w.ctl.Moving() && w.ctl.Game().Ply() == 2 })
	slowAnimations(t)
	tapSquare(t, w, "b5")
	tapSquare(t, w, "d5") // b5-d5 starts sliding
	if !w.ctl.Moving() {
		t.Fatal("the jump is not sliding; the test cannot press Undo during the slide")
	}
	if w.toolbar.undo.Disabled() {
		t.Error("the Undo button is disabled during the slide")
	}
	w.win.Canvas().(fyne.Shortcutable).TypedShortcut(&fyne.ShortcutUndo{})
	if w.ctl.Moving() || playedMoves(w) != "d5 e5" {
		t.Fatalf("after Ctrl+Z during the slide: moving %v, moves %q; want the slide ended and b5-d5 taken back", w.ctl.Moving(), playedMoves(w))
	}
	if got, want := w.board.Shown(), w.ctl.Game().Position(); got != want {
		t.Errorf("the board shows %v, want the position before the jump %v", got, want)
	}
	if !w.board.Interactive() {
		t.Error("the board takes no move after the Undo")
	}

	tapSquare(t, w, "b5")
	tapSquare(t, w, "d5")
	test.Tap(w.toolbar.undo.Button) // the button, during the slide
	if w.ctl.Moving() || playedMoves(w) != "d5 e5" {
		t.Fatalf("after the Undo button during the slide: moving %v, moves %q", w.ctl.Moving(), playedMoves(w))
	}
}

func TestUndoDuringTheComputersSlideTakesBackBothMoves(t *testing.T) {
	w, q := newTestWindow(t, play.DefaultSetup(), &fakeComputer{})
	slowAnimations(t)
	tapSquare(t, w, "d5")
	w.finishAnimation() // the person's removal; the computer's reply will slide
	q.PumpUntil(t, "the computer's reply slides", func() bool { return w.ctl.Game().Ply() == 2 && w.ctl.Moving() })
	w.undo()
	q.PumpFor(20 * time.Millisecond)
	if w.ctl.Moving() || w.ctl.Thinking() || w.ctl.Game().Ply() != 0 {
		t.Fatalf("after Undo during the reply's slide: ply %d, moving %v, thinking %v; want the start, the person to move",
			w.ctl.Game().Ply(), w.ctl.Moving(), w.ctl.Thinking())
	}
}

func TestReturnAndEscapeWorkAfterAChoiceInTheNewGameDialog(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	w.newGame()
	f := shownNewGameForm(t, w)
	w.win.Canvas().Focus(f.size) // as a click on the list does
	f.size.SetSelectedIndex(0)
	typeKey(w, fyne.KeyReturn) // to the list, which keeps the focus
	if dialogsOnShow(w) != 0 || w.ctl.Game().Size() != game.MinSize {
		t.Fatalf("Return after a choice: %d dialogs, board %d; want the game started on %d×%d", dialogsOnShow(w), w.ctl.Game().Size(), game.MinSize, game.MinSize)
	}
	w.newGame()
	f = shownNewGameForm(t, w)
	w.win.Canvas().Focus(f.level)
	f.mode.SetSelected(f.modes[0])
	typeKey(w, fyne.KeyEscape)
	if dialogsOnShow(w) != 0 {
		t.Fatal("Escape after a choice left the dialog open")
	}
}

// A click during the computer's reply's slide ends the slide and counts
// on the position after the reply, so the next click is not asked on an
// empty square.
func TestAClickDuringTheComputersSlideCounts(t *testing.T) {
	w, q := newTestWindow(t, play.DefaultSetup(), &fakeComputer{})
	slowAnimations(t)
	tapSquare(t, w, "d5")
	w.finishAnimation() // the person's removal; the computer's reply will slide
	q.PumpUntil(t, "the computer's reply slides", func() bool { return w.ctl.Game().Ply() == 2 && w.ctl.Moving() })
	after := w.ctl.Game().Position()
	var jump game.Move
	for _, m := range after.LegalMoves(nil) {
		if m.IsJump() {
			jump = m
			break
		}
	}
	if jump == game.NoMove {
		t.Fatalf("no jump after the reply in %s", after.KFEN())
	}
	tapSquare(t, w, jump.From().String())
	if w.ctl.Moving() {
		t.Fatal("the click left the reply sliding")
	}
	if s, ok := w.board.Selected(); !ok || s != jump.From() {
		t.Fatalf("after a click on %s during the reply's slide: selected %v %v, status %q; want %s selected",
			jump.From(), s, ok, w.status.note.Text, jump.From())
	}
	tapSquare(t, w, jump.To().String())
	if w.ctl.Game().Ply() != 3 {
		t.Errorf("the click on %s played nothing: ply %d", jump.To(), w.ctl.Game().Ply())
	}
}

// A dialog of Fyne's own over ours (the file dialog's New Folder) has the
// keys: Escape there cancelled the file dialog beneath it and left the
// New Folder dialog on show alone.
func TestEscapeLeavesTheFileDialogUnderFynesOwnDialog(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	w.doc.Open()
	var newFolder *widget.Button
	uitest.Walk(w.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) {
		if b, ok := uitest.Button(o); ok && b.Icon != nil && b.Icon.Name() == theme.FolderNewIcon().Name() {
			newFolder = b
		}
	})
	if newFolder == nil {
		t.Fatal("no New Folder button in the Open dialog")
	}
	test.Tap(newFolder)
	if n := dialogsOnShow(w); n != 2 {
		t.Fatalf("%d dialogs on show, want the Open dialog and New Folder", n)
	}
	w.win.Canvas().Unfocus()
	pressKey(t, w.win, fyne.KeyEscape)
	if n := dialogsOnShow(w); n != 2 {
		t.Fatalf("Escape over New Folder left %d dialogs, want both", n)
	}
	if !uikit.ModalOn(w.win.Canvas()) {
		t.Error("no dialog counts as open")
	}
	top := w.win.Canvas().Overlays().Top()
	top.Hide()
	w.win.Canvas().Overlays().Remove(top)
	pressKey(t, w.win, fyne.KeyEscape)
	if n := dialogsOnShow(w); n != 0 {
		t.Errorf("Escape on the Open dialog left %d dialogs", n)
	}
}

// tabTo gives the keyboard focus to the n-th focusable widget (from 1) of
// the dialog on show, as n presses of Tab do, and returns it.
func tabTo(t *testing.T, w *Window, n int) fyne.Focusable {
	t.Helper()
	c := w.win.Canvas()
	c.Unfocus()
	for range n {
		c.FocusNext()
	}
	f := c.Focused()
	if f == nil {
		t.Fatalf("Tab ×%d gave no widget the focus", n)
	}
	return f
}

// focusables counts the widgets Tab goes through in the dialog on show.
func focusables(t *testing.T, w *Window) int {
	t.Helper()
	c := w.win.Canvas()
	c.Unfocus()
	c.FocusNext()
	first := c.Focused()
	if first == nil {
		return 0
	}
	for n := 1; n < 100; n++ {
		c.FocusNext()
		if c.Focused() == first {
			c.Unfocus()
			return n
		}
	}
	t.Fatal("Tab never came back to the first widget")
	return 0
}

// Issue 20: whatever widget of a dialog has the keyboard focus (a radio
// option, a list, a button: Fyne gives it the key, not the window),
// Escape closes the dialog.
func TestEscapeClosesEveryDialogWhateverHasTheFocus(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	w.life.Persist = nil
	for _, tt := range []struct {
		name string
		open func()
		want int // focusable widgets, at least
	}{
		{"New game", w.newGame, 3 + 1 + 2}, // two players: who plays, the size, Cancel and Start
		{"New game against the computer", func() { w.newGame(); f := shownNewGameForm(t, w); f.mode.SetSelected(f.modes[0]) }, 3 + 2 + 2 + 2},
		{"New game, watching", func() { w.newGame(); f := shownNewGameForm(t, w); f.mode.SetSelected(f.modes[2]) }, 3 + 3 + 3 + 2},
		{"About", w.about, 1},
		{"error", func() { uikit.ShowError(w.win, "Cannot read the file.") }, 1},
		{"information", func() { uikit.ShowInfo(w.win, "Title", "Text") }, 1},
		{"statistics", w.actions.stats.run, 2},
		{"question", func() { uikit.Ask(w.win, "Replace the file?", "Replace it?", func() {}, nil) }, 2},
		{"tutorial offer", func() { w.app.Preferences().SetBool(tutorview.OfferedKey, false); offerTutorial(w) }, 2},
		{"game over", func() { w.gameOver(game.BlackWins) }, 4},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tt.open()
			n := focusables(t, w)
			closeAll(w)
			if n < tt.want {
				t.Fatalf("Tab goes through %d widgets, want %d", n, tt.want)
			}
			for i := 1; i <= n; i++ {
				tt.open()
				f := tabTo(t, w, i)
				typeKey(w, fyne.KeyEscape)
				q.PumpFor(0)
				if k := dialogsOnShow(w); k != 0 {
					t.Errorf("Escape with %T %q focused left %d dialogs on show", f, labelOf(f.(fyne.CanvasObject)), k)
				}
				closeAll(w)
			}
		})
	}
}

// Return starts the game whatever choice of the New game dialog has the
// focus; on a focused button, Return presses that button (Cancel
// cancels).
func TestReturnInTheNewGameDialogWhateverHasTheFocus(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	w.newGame()
	n := focusables(t, w)
	closeAll(w)
	for i := 1; i <= n; i++ {
		w.startGame(twoPlayerSetup())
		w.newGame()
		shownNewGameForm(t, w).size.SetSelectedIndex(0)
		f := tabTo(t, w, i)
		label := labelOf(f.(fyne.CanvasObject))
		typeKey(w, fyne.KeyReturn)
		q.PumpFor(0)
		started := w.ctl.Game().Size() == game.MinSize
		want := label != i18n.T(i18n.MsgButtonCancel)
		if dialogsOnShow(w) != 0 || started != want {
			t.Errorf("Return with %T %q focused: %d dialogs on show, game started %v; want none, %v", f, label, dialogsOnShow(w), started, want)
		}
		closeAll(w)
	}
}

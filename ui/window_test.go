package ui

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/ai/review"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/internal/uitest"
)

// fakeComputer is a deterministic, instant computer player: it plays the
// first legal move. With hold set, Move waits for a value on hold whatever
// its context says, like a search that answers late.
type fakeComputer struct {
	mu    sync.Mutex
	calls int
	ctxs  []context.Context
	hold  chan struct{}
}

func (e *fakeComputer) Move(ctx context.Context, pos game.Position, _ ai.Level) (game.Move, error) {
	e.mu.Lock()
	e.calls++
	e.ctxs = append(e.ctxs, ctx)
	hold := e.hold
	e.mu.Unlock()
	if hold != nil {
		<-hold
	}
	return fakeFirstMove(pos)
}

func (e *fakeComputer) Hint(_ context.Context, pos game.Position) (game.Move, error) {
	return fakeFirstMove(pos)
}

func (e *fakeComputer) searches() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.calls
}

func (e *fakeComputer) lastCtx() context.Context {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.ctxs[len(e.ctxs)-1]
}

func fakeFirstMove(pos game.Position) (game.Move, error) {
	ms := pos.LegalMoves(nil)
	if len(ms) == 0 {
		return game.NoMove, ai.ErrNoMove
	}
	return ms[0], nil
}

// uiQueue stands in for fyne.Do: the controller's goroutines queue UI work
// and the test's goroutine runs it (see uitest.Queue).
type uiQueue = uitest.Queue

// newTestWindow returns the main window on a test app, in English, with
// setup s saved as the last New game choice and computer as the computer player.
func newTestWindow(t *testing.T, s play.Setup, computer play.Computer) (*Window, uiQueue) {
	t.Helper()
	return newWindowWith(t, "en", s, Options{Computer: computer, Hooks: Hooks{StorageDir: t.TempDir()}})
}

// newWindowWith returns the main window on a test app whose language
// preference is lang, with setup s saved as the last New game choice
// and the options opts, their do set to the returned queue's. The window
// is closed when the test ends. Its coach (on against Easy) judges no move
// (ungraded): the coach's tests give it their own grader.
func newWindowWith(t *testing.T, lang string, s play.Setup, opts Options) (*Window, uiQueue) {
	t.Helper()
	a := test.NewTempApp(t)
	a.Preferences().SetString(i18n.PreferenceKey, lang)
	saveSetup(a.Preferences(), s)
	q := make(uiQueue, 64)
	opts.do = q.Do
	opts.async = func(f func()) { f() } // a file read's answer is queued when Document.OpenPath returns
	w := NewMainWindow(a, opts)
	w.ctl.Coach().Grader = ungraded{}
	w.win.Resize(fyne.NewSize(1040, 720))
	t.Cleanup(func() {
		if !w.ctl.Closed() {
			w.win.Close()
		}
		// A test that closed only the controller: the window's use of the
		// storage folder ends with the test all the same (its lock file
		// would keep the folder from being removed on Windows).
		w.life.StopHandoff()
		q.PumpFor(10 * time.Millisecond)
	})
	return w, q
}

// ungraded is a coach's grader that judges nothing, at once: the window's
// tests keep the machine's time for themselves, as they did before the
// coach.
type ungraded struct{}

func (ungraded) Upto(context.Context, *game.Game, int) (*review.Review, error) {
	return &review.Review{}, nil
}

func (ungraded) Review(context.Context, *game.Game, func(int, int)) (*review.Review, error) {
	return &review.Review{}, nil
}

func twoPlayerSetup() play.Setup {
	s := play.DefaultSetup()
	s.Mode = play.TwoPlayers
	return s
}

// tapSquare taps the centre of the named square on the board, where the
// board draws it (flipped or not).
func tapSquare(t *testing.T, w *Window, square string) {
	t.Helper()
	sq, err := game.ParseSquare(square)
	if err != nil {
		t.Fatal(err)
	}
	test.TapAt(w.board, uitest.BoardSquareCentre(t, w.board, sq))
}

// playedMoves returns the moves of the live game in notation.
func playedMoves(w *Window) string {
	var out []string
	for _, m := range w.ctl.Game().Moves() {
		out = append(out, m.String())
	}
	return strings.Join(out, " ")
}

func TestTapsOnTheBoardPlayTheChosenMoves(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	if w.board.Size().Width < 200 {
		t.Fatalf("board is %v, want a laid-out board", w.board.Size())
	}
	tapSquare(t, w, "d5") // Black removes a centre stone
	tapSquare(t, w, "e5") // White removes a neighbour
	tapSquare(t, w, "b5") // Black picks a stone...
	tapSquare(t, w, "d5") // ...and jumps over c5
	q.PumpUntil(t, "the jump is shown", func() bool { return !w.ctl.Moving() })
	if got, want := playedMoves(w), "d5 e5 b5-d5"; got != want {
		t.Fatalf("moves = %q, want %q", got, want)
	}
	if got := w.status.turn.Text; got != "White to move" {
		t.Errorf("status = %q, want White to move", got)
	}
	if got := w.status.black.Text; got != "Captured: 1 stone" {
		t.Errorf("Black's captures = %q", got)
	}
}

func TestAnIllegalTapExplainsWhyInTheStatusLine(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	tapSquare(t, w, "c8") // a Black stone, but not on a corner or in the centre
	if w.ctl.Game().Ply() != 0 {
		t.Fatalf("a refused tap played %s", playedMoves(w))
	}
	if !strings.Contains(w.status.note.Text, "corner") {
		t.Errorf("note = %q, want the removal rule", w.status.note.Text)
	}
}

// With a stone selected, a tap on a square it cannot land on is explained
// too: a diagonal, a turn, or a square on its line that is no landing one.
func TestATapWhereTheSelectedStoneCannotLandSaysWhy(t *testing.T) {
	for _, c := range []struct {
		to   string
		want string
	}{
		{"c6", i18n.T(i18n.MsgErrStoneCannotMove)}, // Black's, no jump
		{"e5", i18n.T(i18n.MsgErrJumpTurn)},        // empty, a turn away
		{"d6", i18n.T(i18n.MsgErrJumpTarget)},      // White's, the stone to jump over
	} {
		w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
		for _, sq := range []string{"d5", "e5", "d7", c.to} { // after d5 e5, d7 can jump to d5
			tapSquare(t, w, sq)
		}
		if w.ctl.Game().Ply() != 2 || w.status.note.Text != c.want {
			t.Errorf("d7 then %s: moves %q, note %q, want %q", c.to, playedMoves(w), w.status.note.Text, c.want)
		}
	}
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	for _, sq := range []string{"d5", "e5", "b5", "d5", "e3", "c5"} { // White's e3 can jump to e5; c5 is empty on a diagonal
		tapSquare(t, w, sq)
	}
	if w.status.note.Text != i18n.T(i18n.MsgErrDiagonal) {
		t.Errorf("moves %q, note %q, want the diagonal", playedMoves(w), w.status.note.Text)
	}
}

func TestUndoAndRedoWithTheKeyboard(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	for _, sq := range []string{"d5", "e5", "b5", "d5"} {
		tapSquare(t, w, sq)
	}
	sc := w.win.Canvas().(fyne.Shortcutable)
	sc.TypedShortcut(&fyne.ShortcutUndo{})
	if got := playedMoves(w); got != "d5 e5" {
		t.Fatalf("after Ctrl+Z moves = %q", got)
	}
	sc.TypedShortcut(&fyne.ShortcutRedo{})
	if got := playedMoves(w); got != "d5 e5 b5-d5" {
		t.Fatalf("after Ctrl+Y moves = %q", got)
	}
	test.Tap(w.toolbar.undo.Button)
	test.Tap(w.toolbar.undo.Button)
	if got := playedMoves(w); got != "d5" {
		t.Fatalf("after two Undo clicks moves = %q", got)
	}
}

func TestTheComputerRepliesWithoutInput(t *testing.T) {
	eng := &fakeComputer{}
	w, q := newTestWindow(t, play.DefaultSetup(), eng)
	tapSquare(t, w, "d5")
	q.PumpUntil(t, "the computer has removed a stone", func() bool {
		return w.ctl.Game().Ply() == 2 && !w.ctl.Moving()
	})
	if !w.board.Interactive() || w.ctl.Thinking() {
		t.Error("after the computer's reply the board should take the person's move")
	}
	if w.status.thinking.Visible() {
		t.Error("Thinking… still shown after the reply")
	}
}

func TestUndoAgainstTheComputerTakesBackBothMovesAndWaits(t *testing.T) {
	eng := &fakeComputer{}
	w, q := newTestWindow(t, play.DefaultSetup(), eng)
	tapSquare(t, w, "d5")
	q.PumpUntil(t, "the reply", func() bool { return w.ctl.Game().Ply() == 2 && !w.ctl.Moving() })
	before := eng.searches()
	w.undo()
	q.PumpFor(50 * time.Millisecond)
	if w.ctl.Game().Ply() != 0 {
		t.Fatalf("after Undo %d moves remain, want 0", w.ctl.Game().Ply())
	}
	if eng.searches() != before || w.ctl.Thinking() {
		t.Error("the computer started to think again after Undo")
	}
	if w.ctl.CanUndo() {
		t.Error("Undo still enabled with no move of the person's left")
	}
	w.redo()
	q.PumpFor(20 * time.Millisecond)
	if got := playedMoves(w); got != "d5 "+w.ctl.Game().Moves()[1].String() || w.ctl.Game().Ply() != 2 {
		t.Errorf("Redo replayed %q, want both moves", got)
	}
}

func TestClicksWhileTheComputerThinksDoNothing(t *testing.T) {
	eng := &fakeComputer{hold: make(chan struct{})}
	w, q := newTestWindow(t, play.DefaultSetup(), eng)
	tapSquare(t, w, "d5")
	q.PumpUntil(t, "the computer thinks", func() bool { return eng.searches() > 0 })
	tapSquare(t, w, "d4")
	tapSquare(t, w, "e5")
	if got := playedMoves(w); got != "d5" {
		t.Fatalf("clicks during the search played %q", got)
	}
	if w.status.note.Text != "It is not your turn." {
		t.Errorf("note = %q", w.status.note.Text)
	}
	close(eng.hold)
	q.PumpUntil(t, "the reply", func() bool { return w.ctl.Game().Ply() == 2 })
}

func TestNewGameCancelsTheSearchAndDropsItsLateResult(t *testing.T) {
	eng := &fakeComputer{hold: make(chan struct{})}
	w, q := newTestWindow(t, play.DefaultSetup(), eng)
	tapSquare(t, w, "d5")
	q.PumpUntil(t, "the computer thinks", func() bool { return eng.searches() > 0 })
	ctx := eng.lastCtx()
	w.startGame(twoPlayerSetup())
	select {
	case <-ctx.Done():
	default:
		t.Fatal("New game did not cancel the search")
	}
	close(eng.hold) // the old search answers anyway
	q.PumpFor(100 * time.Millisecond)
	if w.ctl.Game().Ply() != 0 {
		t.Fatalf("the stale result was applied: %q", playedMoves(w))
	}
	if w.ctl.Thinking() {
		t.Error("still thinking in a two-player game")
	}
}

func TestClosingTheWindowCancelsTheSearch(t *testing.T) {
	eng := &fakeComputer{hold: make(chan struct{})}
	w, q := newTestWindow(t, play.DefaultSetup(), eng)
	tapSquare(t, w, "d5")
	q.PumpUntil(t, "the computer thinks", func() bool { return eng.searches() > 0 })
	w.win.Close()
	if eng.lastCtx().Err() == nil {
		t.Fatal("closing the window did not cancel the search")
	}
	close(eng.hold)
	q.PumpFor(50 * time.Millisecond)
	if w.ctl.Game().Ply() != 1 {
		t.Errorf("a result arrived after closing: %q", playedMoves(w))
	}
}

func TestClickingAHistoryEntryShowsThatPosition(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	for _, sq := range []string{"d5", "e5", "b5", "d5"} {
		tapSquare(t, w, sq)
	}
	w.history.table.Select(widget.TableCellID{Row: 0, Col: colWhite}) // "e5"
	ply, viewing := w.ctl.ViewedPly()
	if !viewing || ply != 2 {
		t.Fatalf("viewed ply = %d, %v; want 2", ply, viewing)
	}
	want := w.ctl.Game().PositionAt(2)
	if got := w.board.Shown(); got.KFEN() != want.KFEN() {
		t.Fatalf("board shows %s, want %s", got.KFEN(), want.KFEN())
	}
	if w.board.Interactive() || !w.history.back.Visible() {
		t.Error("a past position must be read-only with Back to game shown")
	}
	tapSquare(t, w, "c3")
	if w.ctl.Game().Ply() != 3 || w.status.note.Text == "" {
		t.Errorf("a tap on a past position changed the game or said nothing")
	}
	test.Tap(w.history.back)
	live := w.ctl.Game().Position()
	if _, viewing := w.ctl.ViewedPly(); viewing || shownKFEN(w) != live.KFEN() {
		t.Error("Back to game did not show the live game")
	}
	if w.history.back.Visible() || !w.board.Interactive() {
		t.Error("the live game should be playable without Back to game")
	}
}

func TestTheEndOfTheGameNamesTheWinner(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	full, _ := play.DemoGame("finished")
	all := full.Moves()
	g, _ := game.NewGame(8)
	for _, m := range all[:len(all)-1] {
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	w.ctl.Load(g)
	w.ctl.PlayHuman(all[len(all)-1])
	q.PumpUntil(t, "the last move is shown", func() bool { return !w.ctl.Moving() })
	if w.over == nil {
		t.Fatal("no end-of-game dialog")
	}
	if got := w.status.turn.Text; got != "Black wins — White has no jump left" {
		t.Errorf("status = %q", got)
	}
	w.replay()
	for _, win := range w.app.Driver().AllWindows() {
		if win.Title() == "Kōnane replay" {
			win.Close()
			return
		}
	}
	t.Error("Replay opened no replay window")
}

func TestHintHighlightsAMoveForThePerson(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	test.TypeOnCanvas(w.win.Canvas(), "h")
	q.PumpUntil(t, "the hint arrives", func() bool { return w.ctl.Hint() != game.NoMove })
	if !strings.HasPrefix(w.status.note.Text, "Hint: ") {
		t.Errorf("note = %q", w.status.note.Text)
	}
}

func TestSwitchingTheLanguageRelabelsTheWindow(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	w.setLanguage("de")
	if w.app.Preferences().String(i18n.PreferenceKey) != "de" {
		t.Error("the language was not remembered")
	}
	de := i18n.T(i18n.MsgMenuUndo)
	if de == "Undo" {
		t.Skip("no German translation of Undo yet")
	}
	if got := w.win.MainMenu().Items[1].Items[0].Label; got != de {
		t.Errorf("menu item %q, want %q", got, de)
	}
	if got, want := w.toolbar.hint.Text, i18n.T(i18n.MsgMenuHint); got != want {
		t.Errorf("toolbar button %q, want %q", got, want)
	}
	if w.status.turn.Text == "Black removes a stone" {
		t.Error("the status line kept its English text")
	}
}

func TestAWatchedGamePlaysItself(t *testing.T) {
	s := play.DefaultSetup()
	s.Mode, s.Speed = play.WatchGame, play.Fast
	w, q := newTestWindow(t, s, &fakeComputer{})
	q.PumpUntil(t, "three moves are played", func() bool { return w.ctl.Game().Ply() >= 3 })
	if w.board.Interactive() || w.ctl.CanUndo() {
		t.Error("a watched game takes no moves and has no undo")
	}
}

func TestUndoWhileTheComputerThinksCancelsItsReply(t *testing.T) {
	eng := &fakeComputer{hold: make(chan struct{})}
	w, q := newTestWindow(t, play.DefaultSetup(), eng)
	tapSquare(t, w, "d5")
	q.PumpUntil(t, "the computer thinks", func() bool { return eng.searches() > 0 })
	w.win.Canvas().(fyne.Shortcutable).TypedShortcut(&fyne.ShortcutUndo{})
	if eng.lastCtx().Err() == nil {
		t.Fatal("Undo did not cancel the search")
	}
	close(eng.hold)
	q.PumpFor(50 * time.Millisecond)
	if w.ctl.Game().Ply() != 0 || w.ctl.Thinking() {
		t.Fatalf("after Undo: %q, thinking %v; want the start, waiting for the person", playedMoves(w), w.ctl.Thinking())
	}
}

func TestShortcutsReachTheirActions(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	sc := w.win.Canvas().(fyne.Shortcutable)
	sc.TypedShortcut(shortcutHint)
	q.PumpUntil(t, "Ctrl+H shows a hint", func() bool { return w.ctl.Hint() != game.NoMove })
	sc.TypedShortcut(shortcutNew)
	if w.win.Canvas().Overlays().Top() == nil {
		t.Error("Ctrl+N did not open the New game dialog")
	}
}

// shownKFEN returns the KFEN of the position on the window's board.
func shownKFEN(w *Window) string {
	p := w.board.Shown()
	return p.KFEN()
}

func TestTheRulesTabShowsEverySection(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
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

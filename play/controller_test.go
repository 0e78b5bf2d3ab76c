package play

import (
	"context"
	"sync"
	"testing"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// fakeComputer plays the first legal move at once and hints the same move.
type fakeComputer struct {
	mu    sync.Mutex
	moves int
}

func (e *fakeComputer) Move(_ context.Context, pos game.Position, _ ai.Level) (game.Move, error) {
	e.mu.Lock()
	e.moves++
	e.mu.Unlock()
	return first(pos)
}

func (e *fakeComputer) Hint(_ context.Context, pos game.Position) (game.Move, error) {
	return first(pos)
}

func first(pos game.Position) (game.Move, error) {
	ms := pos.LegalMoves(nil)
	if len(ms) == 0 {
		return game.NoMove, ai.ErrNoMove
	}
	return ms[0], nil
}

// queue stands in for the UI goroutine: the controller's goroutines queue
// their results and the test runs them (drain).
type queue struct{ ch chan func() }

func newQueue() *queue { return &queue{ch: make(chan func(), 64)} }

func (q *queue) do(f func()) { q.ch <- f }

// next runs the next queued function, waiting for it.
func (q *queue) next() { (<-q.ch)() }

// newTestController returns a controller on a fake computer player with setup s,
// without a view (moves are not animated), and its queue. The coach is
// off unless s turns it on (CoachOn), so that only the computer's results
// come through the queue.
func newTestController(t *testing.T, s Setup) (*Controller, *queue) {
	t.Helper()
	if s.Coach != CoachOn {
		s.Coach = CoachOff
	}
	q := newQueue()
	c := NewController(&fakeComputer{}, q.do)
	t.Cleanup(c.Close)
	c.NewGame(s)
	return c, q
}

func square(t *testing.T, s string) game.Square {
	t.Helper()
	sq, err := game.ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return sq
}

func TestUndoCountsThePersonsMoves(t *testing.T) {
	c := NewController(&fakeComputer{}, func(f func()) { f() })
	c.setup.Human = game.White // the computer (Black) moved first
	g, _ := game.NewGame(8)
	_ = g.Play(game.Removal(square(t, "d5")))
	c.game = g
	if c.CanUndo() {
		t.Error("Undo must not take back the computer's first move alone")
	}
	_ = g.Play(game.Removal(square(t, "e5")))
	if !c.CanUndo() {
		t.Error("Undo must take back the person's first move")
	}
}

func TestTheComputerAnswersAndUndoTakesBothMovesBack(t *testing.T) {
	c, q := newTestController(t, DefaultSetup()) // the person plays Black
	if !c.HumanToMove() {
		t.Fatal("Black, the person, cannot move at the start")
	}
	c.PlayHuman(game.Removal(square(t, "d5")))
	if !c.Thinking() {
		t.Fatal("the computer does not think after the person's move")
	}
	q.next()
	if c.Game().Ply() != 2 || !c.HumanToMove() {
		t.Fatalf("after the computer's answer: ply %d, person to move %v", c.Game().Ply(), c.HumanToMove())
	}
	c.Undo()
	if c.Game().Ply() != 0 || !c.HumanToMove() || c.Thinking() {
		t.Errorf("Undo: ply %d, person to move %v, thinking %v; want the start with the person to move", c.Game().Ply(), c.HumanToMove(), c.Thinking())
	}
	c.Redo()
	if c.Game().Ply() != 2 {
		t.Errorf("Redo replays %d plies, want both", c.Game().Ply())
	}
}

func TestAResultThatComesAfterAChangeIsDropped(t *testing.T) {
	c, q := newTestController(t, DefaultSetup())
	c.PlayHuman(game.Removal(square(t, "d5")))
	c.NewGame(DefaultSetup()) // while the computer thinks
	q.next()                  // its answer to the old game
	if c.Game().Ply() != 0 {
		t.Errorf("a stale answer was played: ply %d", c.Game().Ply())
	}
}

func TestAHintIsShownAndForgottenWithTheNextMove(t *testing.T) {
	c, q := newTestController(t, Setup{Mode: TwoPlayers, Size: 6})
	c.ShowHint()
	q.next()
	want, _ := first(c.Game().Position())
	if c.Hint() != want {
		t.Fatalf("hint %v, want %v", c.Hint(), want)
	}
	c.PlayHuman(want)
	if c.Hint() != game.NoMove {
		t.Errorf("the hint %v outlived the move", c.Hint())
	}
}

func TestViewingAPlyIsReadOnlyAndARejectionLastsTillTheNextChange(t *testing.T) {
	c, _ := newTestController(t, Setup{Mode: TwoPlayers, Size: 6})
	for _, s := range []string{"c4", "d4"} {
		c.PlayHuman(game.Removal(square(t, s)))
	}
	c.ShowPly(1)
	if ply, ok := c.ViewedPly(); !ok || ply != 1 || c.HumanToMove() {
		t.Fatalf("viewing: ply %d %v, person may move %v", ply, ok, c.HumanToMove())
	}
	if pos, last := c.ShownPosition(); last != game.Removal(square(t, "c4")) || pos != c.Game().PositionAt(1) {
		t.Errorf("shown: %v after %v", pos, last)
	}
	c.Reject(3)
	if code, ok := c.Rejected(); !ok || code != 3 {
		t.Errorf("rejection %d %v, want 3", code, ok)
	}
	c.BackToGame()
	if _, ok := c.Rejected(); ok {
		t.Error("the rejection outlived the return to the game")
	}
	if _, ok := c.ViewedPly(); ok || !c.HumanToMove() {
		t.Error("back to the game: still viewing, or the person cannot move")
	}
}

func TestTheAutosaveHearsEveryChangeOfTheLiveGame(t *testing.T) {
	c, _ := newTestController(t, Setup{Mode: TwoPlayers, Size: 6})
	changes := 0
	p := NewPersistence(t.TempDir(), nil, nil)
	p.OnSaved = func(error) { changes++ }
	c.Keep(p)
	c.PlayHuman(game.Removal(square(t, "c4")))
	c.Undo()
	c.Redo()
	c.NewGame(Setup{Mode: TwoPlayers, Size: 6})
	c.ShowPly(0) // a view, not a change
	if changes != 4 {
		t.Errorf("the autosave ran %d times for a move, Undo, Redo and New game; want 4", changes)
	}
}

func TestAWatchedGameWaitsBetweenMoves(t *testing.T) {
	for s, want := range map[Speed]int{Slow: 2000, Normal: 900, Fast: 250} {
		if got := (Setup{Mode: WatchGame, Speed: s}).MoveDelay().Milliseconds(); got != int64(want) {
			t.Errorf("speed %d: %d ms, want %d", s, got, want)
		}
	}
	if d := DefaultSetup().MoveDelay(); d != 0 {
		t.Errorf("a game against the computer waits %v", d)
	}
}

func TestTheDemoGamesAreValid(t *testing.T) {
	for name := range DemoGames {
		g, ok := DemoGame(name)
		if !ok {
			t.Fatalf("demo %q does not parse", name)
		}
		if over := g.Over(); over != (name == "finished") {
			t.Errorf("demo %q: over = %v", name, over)
		}
	}
}

// While a move slides onto the board the controller shows the position
// before it (ShownPly, ShownPosition, Captured, LivePlies) and the
// position after it once the slide is done.
func TestAMoveStillSlidingIsNotShownYet(t *testing.T) {
	c, _ := newTestController(t, Setup{Mode: TwoPlayers, Size: 6})
	var land func()
	c.Attach(View{Animate: func(_ game.Position, _ game.Move, done func()) { land = done }})
	for _, s := range []string{"c4", "d4"} {
		c.PlayHuman(game.Removal(square(t, s)))
		land()
	}
	jump, _ := first(c.Game().Position())
	before := c.Game().Position()
	c.PlayHuman(jump)
	if !c.Moving() {
		t.Fatal("the jump does not slide")
	}
	pos, last := c.ShownPosition()
	if b, w := c.Captured(); c.LivePlies() != 2 || c.ShownPly() != 2 || pos != before || last != game.Removal(square(t, "d4")) || b+w != 0 {
		t.Errorf("during the slide: live plies %d, shown ply %d, position before the jump %v, last %v, captures %d+%d; want 2, 2, true, d4, 0",
			c.LivePlies(), c.ShownPly(), pos == before, last, b, w)
	}
	land()
	pos, last = c.ShownPosition()
	if b, w := c.Captured(); c.LivePlies() != 3 || c.ShownPly() != 3 || pos != c.Game().Position() || last != jump || b+w != 1 {
		t.Errorf("after the slide: live plies %d, shown ply %d, position after the jump %v, last %v, captures %d+%d; want 3, 3, true, %v, 1",
			c.LivePlies(), c.ShownPly(), pos == c.Game().Position(), last, b, w, jump)
	}
}

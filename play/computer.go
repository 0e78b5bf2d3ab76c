package play

import (
	"context"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// Computer is the computer player as the controller uses it. The controller
// calls it from a goroutine of its own and cancels ctx when the answer is
// no longer wanted; a Computer must then return soon. Tests inject a fake.
type Computer interface {
	// Move returns the move the computer plays in pos at level.
	Move(ctx context.Context, pos game.Position, level ai.Level) (game.Move, error)
	// Hint suggests a move for the side to move in pos, the same one on
	// every machine (ai.Searcher.Hint: a budget of work, not of time).
	Hint(ctx context.Context, pos game.Position) (game.Move, error)
}

// hintTableBytes is the memory of the hint's own tables: a hint clears
// them, and the computer's tables keep what its moves learnt.
const hintTableBytes = 16 << 20

// aiComputer is the Computer of the app: package ai's search, one Searcher
// for the computer's moves and one for hints.
type aiComputer struct{ e, hint *ai.Searcher }

// NewComputer returns the computer player of package ai. Its searches
// (moves and hints, at every level) run on every core at a lower
// scheduling priority (ai.SearcherOptions.Background), so that the window
// gets a core at once whenever it has work.
func NewComputer() Computer {
	return aiComputer{
		e:    ai.NewSearcher(ai.SearcherOptions{Background: true}),
		hint: ai.NewSearcher(ai.SearcherOptions{Background: true, TableBytes: hintTableBytes}),
	}
}

// Move runs a search at level with the level's own time budget.
func (a aiComputer) Move(ctx context.Context, pos game.Position, level ai.Level) (game.Move, error) {
	r, err := a.e.Search(ctx, pos, ai.Limits{Level: level})
	return r.Move, err
}

// NewGame forgets what the search learnt in the last game (transposition
// table, killers, history) and draws a new seed, so games differ.
func (a aiComputer) NewGame() { a.e.NewGame() }

// Hint runs ai's hint search on the hint's own tables.
func (a aiComputer) Hint(ctx context.Context, pos game.Position) (game.Move, error) {
	return a.hint.Hint(ctx, pos)
}

// SearchJob names the computer's searches (moves and hints) in
// background.Running.
const SearchJob = "search"

// startSearch lets the computer choose its move in the background. The
// result comes back through c.do unless the game changed meanwhile.
func (c *Controller) startSearch() {
	c.bump()
	c.thinking = true
	pos := c.game.Position()
	level, delay := c.setup.LevelOf(pos.SideToMove()), c.setup.MoveDelay()
	c.refresh()
	c.search.Start(func(ctx context.Context, _ func(int, int)) (game.Move, error) {
		start := time.Now()
		m, err := c.computer.Move(ctx, pos, level)
		if err == nil {
			err = sleepCtx(ctx, delay-time.Since(start))
		}
		return m, err
	}, nil, c.computerMoved)
}

// computerMoved plays the computer's move m.
func (c *Controller) computerMoved(m game.Move, err error) {
	c.thinking = false
	if err != nil || !c.Legal(m) {
		c.refresh() // the computer has no move to give: leave the game as it is
		return
	}
	c.play(m, true, false)
}

// sleepCtx waits for d or until ctx ends.
func sleepCtx(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// CanHint reports whether a hint can be asked for now.
func (c *Controller) CanHint() bool { return c.HumanToMove() }

// ShowHint asks the computer for a move for the person and highlights it.
// The hint disappears with the next change of the game.
func (c *Controller) ShowHint() {
	if !c.CanHint() {
		return
	}
	c.bump()
	pos := c.game.Position()
	c.search.Start(func(ctx context.Context, _ func(int, int)) (game.Move, error) {
		return c.computer.Hint(ctx, pos)
	}, nil, c.hinted)
}

// hinted shows the hint m.
func (c *Controller) hinted(m game.Move, err error) {
	if err == nil && c.Legal(m) {
		c.hint = m
		c.refresh()
	}
}

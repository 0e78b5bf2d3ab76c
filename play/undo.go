package play

import "github.com/konane/konane/game"

// CanUndo reports whether Undo would take a move back. Against the computer
// it needs a move of the person's to take back; a watched game has no undo.
// A move still sliding on the board can be taken back: Undo ends the slide
// first.
func (c *Controller) CanUndo() bool {
	if c.closed {
		return false
	}
	switch c.setup.Mode {
	case WatchGame:
		return false
	case VsComputer:
		return c.humanPliesPlayed() > 0
	}
	return c.game.CanUndo()
}

// humanPliesPlayed counts the moves the person has played in the live game
// (the sides alternate strictly, removals included).
func (c *Controller) humanPliesPlayed() int {
	n := c.game.Ply()
	if c.FirstToMove() == c.setup.Human {
		return (n + 1) / 2
	}
	return n / 2
}

// Undo takes back the last move; against the computer it takes back the
// computer's reply and the person's move together (or only the person's
// move while the computer is still thinking about its reply), so that it is
// the person's turn again and the computer does not move at once.
func (c *Controller) Undo() {
	if !c.CanUndo() {
		return
	}
	c.finishMove()
	c.bump()
	c.coach.stop()
	c.viewPly = -1
	_ = c.game.Undo()
	if c.setup.Mode == VsComputer {
		for c.setup.Computer(c.toMove()) && c.game.CanUndo() {
			_ = c.game.Undo()
		}
	}
	c.changed()
	c.refresh()
}

// CanRedo reports whether Redo would replay a move.
func (c *Controller) CanRedo() bool {
	return !c.closed && !c.moving && c.setup.Mode != WatchGame && c.game.CanRedo()
}

// Redo replays the last undone move; against the computer it replays the
// person's move and the computer's reply together, and lets the computer
// think when its reply had not been played.
func (c *Controller) Redo() {
	if !c.CanRedo() {
		return
	}
	c.bump()
	c.coach.stop()
	c.viewPly = -1
	_ = c.game.Redo()
	if c.setup.Mode == VsComputer {
		for c.setup.Computer(c.toMove()) && c.game.CanRedo() {
			_ = c.game.Redo()
		}
	}
	c.changed()
	c.refresh()
	c.next(false)
}

// ShowPly shows the position after the first ply moves read-only on the
// board; ply = Ply() returns to the live game.
func (c *Controller) ShowPly(ply int) {
	if ply < 0 || ply >= c.game.Ply() {
		c.BackToGame()
		return
	}
	c.hint = game.NoMove
	c.reject = 0
	c.viewPly = ply
	c.refresh()
}

// BackToGame leaves the history view and shows the live game again.
func (c *Controller) BackToGame() {
	if c.viewPly < 0 {
		return
	}
	c.viewPly = -1
	c.reject = 0
	c.refresh()
}

// LivePlies returns how many plies of the live game the window shows: all
// of them, but for a move still sliding onto the board (Moving), which the
// board, the move list and the status line show together when it lands.
func (c *Controller) LivePlies() int {
	if c.moving {
		return c.game.Ply() - 1
	}
	return c.game.Ply()
}

// ShownPly returns the ply of the position on show: the viewed one, or
// LivePlies.
func (c *Controller) ShownPly() int {
	if c.viewPly >= 0 {
		return c.viewPly
	}
	return c.LivePlies()
}

// ShownPosition returns the position on show (ShownPly) and the move that
// led to it (NoMove at the start).
func (c *Controller) ShownPosition() (game.Position, game.Move) {
	ply := c.ShownPly()
	last := game.NoMove
	if ply > 0 {
		last = c.game.Moves()[ply-1]
	}
	return c.game.PositionAt(ply), last
}

// Captured returns how many stones each side has taken by jumping, up to
// the position on show (ShownPly).
func (c *Controller) Captured() (black, white int) {
	ply := c.ShownPly()
	side := c.FirstToMove()
	for _, m := range c.game.Moves()[:ply] {
		if side == game.Black {
			black += m.Length()
		} else {
			white += m.Length()
		}
		side = side.Other()
	}
	return black, white
}

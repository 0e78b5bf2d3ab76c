package play

import (
	"time"

	"github.com/konane/konane/game"
	"github.com/konane/konane/internal/background"
)

// View is what the controller drives: the main window. Every function
// runs on the UI goroutine; a nil one is not called (an animation then
// ends at once).
type View struct {
	// Refresh shows the controller's state: board, history, status, actions.
	Refresh func()
	// Animate shows move m played from position from, then calls done.
	Animate func(from game.Position, m game.Move, done func())
	// GameOver tells the person who won and why.
	GameOver func(r game.Result)
	// FinishAnimation ends the running animation at once, calling its done.
	FinishAnimation func()
}

// Controller joins the game record, the computer player, the oracle and
// the window. All its methods run on the UI goroutine; the computer
// searches in a background.Job, which hands its move back through the do
// function (fyne.Do in the app) and drops stale results.
type Controller struct {
	setup    Setup
	game     *game.Game
	computer Computer
	do       func(func())
	view     View

	search   *background.Job[game.Move] // the computer's move or hint; every change of the game stops it
	oracle   *Oracle
	coach    *Coach
	persist  *Persistence // autosaves and counts every change, nil for none
	thinking bool         // the computer is choosing its move
	moving   bool         // a move is being animated
	anim     uint64       // number of the last animation; older ones are stale
	paused   bool         // a dialog that may replace the game is open
	held     func() bool  // reports whether a notice holds the computer back (HoldWhile); nil: never
	viewPly  int          // ply shown read-only from the history, or -1 for the live game
	hint     game.Move    // the suggested move on show, or NoMove
	reject   int          // why the last click on the board did nothing (a board code), 0 for none
	closed   bool
}

// NewController returns a controller that plays the computer's moves with
// computer and runs UI work through do (fyne.Do in the app). The window
// attaches itself to it (Attach); then NewGame or Load starts a game.
func NewController(computer Computer, do func(func())) *Controller {
	g, _ := game.NewGame(game.DefaultSize)
	c := &Controller{setup: DefaultSetup(), game: g, computer: computer, do: do, viewPly: -1,
		search: background.NewJob[game.Move](SearchJob, do)}
	c.oracle = newOracle(c)
	c.coach = newCoach(c)
	return c
}

// Oracle returns the oracle of the position on show.
func (c *Controller) Oracle() *Oracle { return c.oracle }

// Attach connects the window the controller drives.
func (c *Controller) Attach(v View) { c.view = v }

// Setup returns the setup of the current game.
func (c *Controller) Setup() Setup { return c.setup }

// Players returns who plays each side of the live game (PlayersOf).
func (c *Controller) Players() Players { return PlayersOf(c.setup, c.game) }

// SetSetup makes s the setup of the game on the board, which goes on as it
// is (a demo shown with the players of a new game).
func (c *Controller) SetSetup(s Setup) { c.setup = s.Valid() }

// Do runs f on the UI goroutine, through the function NewController got.
func (c *Controller) Do(f func()) { c.do(f) }

// Game returns the game record. Callers must not change it.
func (c *Controller) Game() *game.Game { return c.game }

// Thinking reports whether the computer is choosing a move.
func (c *Controller) Thinking() bool { return c.thinking }

// Hint returns the suggested move on show, or game.NoMove.
func (c *Controller) Hint() game.Move { return c.hint }

// Moving reports whether a move is being animated.
func (c *Controller) Moving() bool { return c.moving }

// Paused reports whether a Pause holds the computer back.
func (c *Controller) Paused() bool { return c.paused }

// Closed reports whether Close has been called.
func (c *Controller) Closed() bool { return c.closed }

// Rejected returns why the last click on the board was refused (the
// board's code, see Reject) and true, or false when none is on show.
func (c *Controller) Rejected() (code int, ok bool) { return c.reject, c.reject != 0 }

// ViewedPly returns the ply shown read-only from the history and true, or
// false while the board shows the live game.
func (c *Controller) ViewedPly() (int, bool) { return c.viewPly, c.viewPly >= 0 }

// NewGame starts a game with setup s, cancelling anything under way.
func (c *Controller) NewGame(s Setup) {
	s = s.Valid()
	g, err := game.NewGame(s.Size)
	if err != nil {
		return // unreachable: Valid keeps the size in range
	}
	c.setup = s
	TagGame(g, s, time.Now())
	c.replace(g)
	if ng, ok := c.computer.(interface{ NewGame() }); ok {
		go ng.NewGame() // waits for the cancelled search to let go
	}
}

// TagGame sets the tags of a new game g in English, as docs/notation.md has
// them: Event, Site, Date, Black and White ("Player" or "Computer (Hard)")
// and the setup tags of WriteSetupTags.
func TagGame(g *game.Game, s Setup, now time.Time) {
	g.SetTag("Event", "Casual game")
	g.SetTag("Site", "Konane")
	g.SetTag("Date", now.Format("2006.01.02"))
	for _, c := range []game.Color{game.Black, game.White} {
		name := personTag
		if s.Computer(c) {
			name = computerTag(s.LevelOf(c))
		}
		g.SetTag(c.String(), name)
	}
	WriteSetupTags(g, s)
}

// Load replaces the game by g (an opened file, or an autosaved one). A
// file Konane wrote carries its players (Mode, Human and the levels, see
// WriteSetupTags): the game continues with them; what its tags do not say
// keeps the setup's. g keeps its own tags. The computer moves if it is its
// turn.
func (c *Controller) Load(g *game.Game) {
	c.setup = SetupFromTags(g, c.setup)
	c.replace(g)
}

// Continue makes g, already under way, the live game with setup s
// (Continue from here in the replay). Its moves stay undoable.
func (c *Controller) Continue(s Setup, g *game.Game) {
	c.setup = s.Valid()
	c.replace(g)
}

// replace installs g as the live game and lets the computer move if it is
// its turn.
func (c *Controller) replace(g *game.Game) {
	c.bump()
	c.coach.forget()
	c.game = g
	c.viewPly = -1
	c.moving, c.paused = false, false
	c.anim++
	c.changed()
	c.refresh()
	c.next(false)
}

// Keep makes p autosave and count the live game after every change of
// it: a move, Undo, Redo, New game or Open.
func (c *Controller) Keep(p *Persistence) { c.persist = p }

// changed hands a change of the live game to the persistence, if any.
func (c *Controller) changed() {
	if c.persist != nil {
		c.persist.Changed(c)
	}
}

// Close cancels the search and the oracle; call it when the window
// closes.
func (c *Controller) Close() {
	c.bump()
	c.search.Close()
	c.oracle.close()
	c.coach.close()
	c.closed = true
}

// Pause cancels the computer's search while a dialog that may replace the
// game (Open) is on show; Resume lets the computer go on.
func (c *Controller) Pause() {
	c.bump()
	c.paused = true
	c.refresh()
}

// Resume ends a Pause: the computer moves again if it is its turn.
func (c *Controller) Resume() {
	if !c.paused {
		return
	}
	c.paused = false
	if !c.moving {
		c.next(false)
	}
}

// HoldWhile makes the computer wait whenever held reports true: while a
// notice the person must read is on show, the computer starts no move (a
// game it plays against itself stands still) and hints still work. The
// window calls Hold when such a notice comes up and Release when one is
// closed.
func (c *Controller) HoldWhile(held func() bool) { c.held = held }

// Held reports whether a notice holds the computer back (HoldWhile).
func (c *Controller) Held() bool { return c.held != nil && c.held() }

// Hold stops the computer's search under way, if a notice now holds it
// back (Held); its move is chosen again after Release.
func (c *Controller) Hold() {
	if c.Held() && c.thinking {
		c.bump()
		c.refresh()
	}
}

// Release lets the computer go on when no notice holds it back any more:
// it moves if it is its turn.
func (c *Controller) Release() {
	if !c.Held() && !c.closed && !c.paused && !c.moving && !c.thinking {
		c.next(false)
	}
}

// bump starts a new generation: it cancels the running search or hint and
// makes every result still on its way stale. It also clears the hint and
// the rejection, which belong to the position they were made for.
func (c *Controller) bump() {
	c.search.Stop()
	c.thinking = false
	c.hint = game.NoMove
	c.reject = 0
}

// refresh lets the oracle follow the position on show and asks the window
// to show the current state.
func (c *Controller) refresh() {
	if c.closed {
		return
	}
	c.oracle.update()
	if c.view.Refresh != nil {
		c.view.Refresh()
	}
}

// HumanToMove reports whether a person may move on the live board now.
func (c *Controller) HumanToMove() bool {
	p := c.game.Position()
	return !c.closed && !c.moving && !c.thinking && c.viewPly < 0 &&
		!c.setup.Computer(p.SideToMove()) && !c.game.Over()
}

// PlayHuman plays m for the person on move (the board's OnMove). It does
// nothing while the computer thinks, a move is animated or a past position
// is on show.
func (c *Controller) PlayHuman(m game.Move) {
	if !c.HumanToMove() {
		return
	}
	c.play(m, true, true)
}

// Reject records why the board refused a click (code, not 0: the board's
// reason) and shows it; it is forgotten with the next change of the shown
// position.
func (c *Controller) Reject(code int) {
	if code == 0 || c.closed {
		return
	}
	c.reject = code
	c.refresh()
}

// play plays m on the live game, animates it, then lets the game go on;
// the coach grades the person's moves (human). A move that the game
// refuses changes nothing.
func (c *Controller) play(m game.Move, announce, human bool) {
	from := c.game.Position()
	if err := c.game.Play(m); err != nil {
		return
	}
	c.bump()
	c.oracle.stop() // its marks are of the position before m
	if human {
		c.coach.played()
	}
	c.changed()
	c.moving = true
	c.anim++
	anim := c.anim
	c.refresh()
	c.animate(from, m, func() {
		if anim != c.anim {
			return // a new game replaced the one this move belonged to
		}
		c.moving = false
		c.refresh()
		c.next(announce)
	})
}

// finishMove ends the animation of the last move at once, so that the game
// goes on from the position after it (Undo during the slide).
func (c *Controller) finishMove() {
	if c.moving && c.view.FinishAnimation != nil {
		c.view.FinishAnimation()
	}
}

// animate runs the window's animation, or calls done at once without one.
func (c *Controller) animate(from game.Position, m game.Move, done func()) {
	if c.view.Animate == nil || c.closed {
		done()
		return
	}
	c.view.Animate(from, m, done)
}

// next goes on after a change of the live game: it announces the end of the
// game (when announce is set) or lets the computer move when it is its turn
// and no notice holds it back.
func (c *Controller) next(announce bool) {
	if c.closed || c.paused {
		return
	}
	if c.game.Over() {
		c.coach.over()
		if announce && c.view.GameOver != nil {
			c.view.GameOver(c.game.Result())
		}
		return
	}
	if c.setup.Computer(c.toMove()) && !c.Held() {
		c.startSearch()
	}
}

// toMove returns the side to move in the live game.
func (c *Controller) toMove() game.Color {
	p := c.game.Position()
	return p.SideToMove()
}

// FirstToMove returns the side to move at the start of the game.
func (c *Controller) FirstToMove() game.Color {
	p := c.game.Start()
	return p.SideToMove()
}

// Legal reports whether m is legal in the live game.
func (c *Controller) Legal(m game.Move) bool {
	p := c.game.Position()
	return p.IsLegal(m)
}

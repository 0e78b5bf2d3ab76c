package play

import (
	"context"

	"github.com/konane/konane/ai/review"
	"github.com/konane/konane/game"
	"github.com/konane/konane/internal/background"
)

// OracleJob names the oracle's solves in background.Running.
const OracleJob = "oracle"

// OracleFunc solves a position for the oracle within budget
// (review.SolveOracle).
type OracleFunc func(ctx context.Context, p game.Position, budget review.OracleBudget) (review.OracleAnswer, error)

// OracleState is what the oracle knows of the position on show.
type OracleState int

// The states of Oracle.State.
const (
	OracleIdle     OracleState = iota // off, or nothing to solve: the computer is to move, a move is on its way, the game is over
	OracleSolving                     // solving the position on show
	OracleUnproven                    // solved within its budget without proving who wins (some moves may be proven losses)
	OracleProven                      // who wins is proven (Winner)
)

// Oracle proves each legal move of the position on show
// (Controller.ShownPosition) winning or losing for the side to move
// within review.LiveOracle, and who wins, in a background.Job started for
// every new position while it is on. UI goroutine only.
type Oracle struct {
	// Solve solves a position; NewController sets review.SolveOracle.
	Solve OracleFunc

	c      *Controller
	job    *background.Job[review.OracleAnswer]
	on     bool
	pos    game.Position      // the position solved or being solved
	has    bool               // pos is set
	moves  []review.MoveValue // the proven verdicts on pos's moves, nil until solved
	done   bool               // the solve of pos ended (failed or not)
	winner game.Color         // the proven winner of pos, if proven
	proven bool               // winner is set
	plies  int                // the length of pos's game with perfect play, 0 when unknown
}

func newOracle(c *Controller) *Oracle {
	return &Oracle{Solve: review.SolveOracle, c: c, job: background.NewJob[review.OracleAnswer](OracleJob, c.do)}
}

// On reports whether the oracle is on.
func (o *Oracle) On() bool { return o.on }

// SetOn turns the oracle on (it solves the position on show) or off (it
// forgets what it knew) and asks the window to show it.
func (o *Oracle) SetOn(on bool) {
	o.on = on
	if !on {
		o.stop()
	}
	o.c.refresh()
}

// Verdicts returns the moves of the position on show proven winning or
// losing for the side to move (review.Win or review.Loss), nil when
// unknown.
func (o *Oracle) Verdicts() []review.MoveValue {
	if !o.shown() {
		return nil
	}
	var out []review.MoveValue
	for _, v := range o.moves {
		if v.Outcome == review.Win || v.Outcome == review.Loss {
			out = append(out, v)
		}
	}
	return out
}

// Winner returns who wins the position on show with perfect play and in
// how many plies (0: unknown), or false when not proven.
func (o *Oracle) Winner() (c game.Color, plies int, ok bool) {
	if !o.shown() || !o.proven {
		return 0, 0, false
	}
	return o.winner, o.plies, true
}

// State reports what the oracle knows of the position on show, so that
// the window can say it when there is no mark to show.
func (o *Oracle) State() OracleState {
	switch {
	case !o.shown():
		return OracleIdle
	case o.proven:
		return OracleProven
	case o.done:
		return OracleUnproven
	case o.pos.HasMoves():
		return OracleSolving
	}
	return OracleIdle
}

// shown reports whether what the oracle knows is about the position on
// show, which the window may draw.
func (o *Oracle) shown() bool {
	if !o.on || !o.has || o.c.moving {
		return false
	}
	pos, _ := o.c.ShownPosition()
	return pos == o.pos
}

// update follows the position on show: for a position not solved yet it
// cancels the running solve and starts one. While the computer is to move
// in the live game it solves nothing: the marks would be the computer's
// moves, and the two searches would share the processors.
func (o *Oracle) update() {
	if !o.on || o.c.moving {
		return // a move is on its way: the board still shows the position before it
	}
	if o.computerToMove() {
		o.stop()
		return
	}
	pos, _ := o.c.ShownPosition()
	if o.has && pos == o.pos {
		return
	}
	o.stop()
	o.pos, o.has = pos, true
	if !pos.HasMoves() {
		return
	}
	solve := o.Solve
	o.job.Start(func(ctx context.Context, _ func(int, int)) (review.OracleAnswer, error) {
		return solve(ctx, pos, review.LiveOracle)
	}, nil, func(a review.OracleAnswer, err error) { o.solved(pos, a, err) })
}

// computerToMove reports whether the computer thinks or is about to: the
// side to move of the live game is played by the computer.
func (o *Oracle) computerToMove() bool {
	c := o.c
	p := c.game.Position()
	return c.thinking || (c.setup.Computer(p.SideToMove()) && !c.game.Over())
}

// stop cancels the running solve, drops its result and forgets the
// position.
func (o *Oracle) stop() {
	o.job.Stop()
	o.has, o.done, o.moves, o.proven, o.plies = false, false, nil, false, 0
}

// close stops the oracle for good (Controller.Close).
func (o *Oracle) close() {
	o.stop()
	o.job.Close()
}

// solved keeps the answer a about pos and asks the window to show it; a
// failed solve leaves pos unproven.
func (o *Oracle) solved(pos game.Position, a review.OracleAnswer, err error) {
	if !o.has || pos != o.pos {
		return
	}
	o.done = true
	if err != nil {
		o.c.refresh()
		return
	}
	o.moves = a.Moves
	if c, ok := review.ProvenWinner(pos, a.Moves); ok {
		o.winner, o.proven, o.plies = c, true, a.Plies
	}
	o.c.refresh()
}

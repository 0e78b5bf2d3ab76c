package ui

import (
	"context"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/ai/review"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/board"
	"github.com/konane/konane/ui/internal/uikit"
)

// Preferences of the oracle (View → Show winning moves).
const (
	prefOracle       = "oracle.show"   // bool: the oracle is on
	prefOracleWarned = "oracle.warned" // bool: the note about games against the computer was shown
)

// oracleFunc solves a position for the oracle within budget
// (review.SolveOracle); tests replace it.
type oracleFunc func(ctx context.Context, p game.Position, budget review.OracleBudget) (review.OracleAnswer, error)

// oracle marks each legal move of the position on the main window's board
// as winning or losing for the side to move when the solver proves it
// within review.LiveOracle, and says in the status line who wins. It solves in
// a goroutine of its own, started for every new position on the board;
// any move, or turning it off, cancels it. Its methods run on the UI
// goroutine.
type oracle struct {
	host   oracleHost
	on     bool
	solve  oracleFunc
	gen    uint64             // bumped by every start and stop; older results are stale
	cancel context.CancelFunc // stops the running solve, nil when none
	pos    game.Position      // the position solved or being solved
	has    bool               // pos is set
	winner *game.Color        // the proven winner of pos, nil when unknown
	plies  int                // the length of pos's game with perfect play, 0 when unknown
}

// oracleHost is what the oracle needs from the main window.
type oracleHost struct {
	prefs   fyne.Preferences  // keeps prefOracle and prefOracleWarned
	ctl     *play.Controller  // the live game, the computer's turn, Do
	board   *board.Board      // the position on show, where the marks go
	win     fyne.Window       // the note about games against the computer shows here
	say     func(text string) // shows who wins in the status line ("": nothing)
	checked func(on bool)     // checks or unchecks the menu item
}

func newOracle(h oracleHost) *oracle {
	return &oracle{host: h, solve: review.SolveOracle, on: h.prefs.Bool(prefOracle)}
}

// toggle turns the oracle on or off (the View menu) and remembers it. In a
// game against the computer, the first time it is turned on it says that
// it shows the answers.
func (o *oracle) toggle() {
	h := o.host
	o.on = !o.on
	h.prefs.SetBool(prefOracle, o.on)
	h.checked(o.on)
	if !o.on {
		o.stop()
		h.board.SetMoveVerdicts(nil)
		h.say("")
		return
	}
	if h.ctl.Setup().Mode == play.VsComputer && !h.prefs.Bool(prefOracleWarned) {
		h.prefs.SetBool(prefOracleWarned, true)
		uikit.ShowInfo(h.win, i18n.T(i18n.MsgOracleWarningTitle), i18n.T(i18n.MsgOracleWarningText))
	}
	o.update()
}

// update follows the board: for a position not solved yet it cancels the
// running solve and starts one; for the same position it shows what is
// known again (the board dropped its marks if it showed another position
// meanwhile).
//
// While the computer is to move in the live game it solves nothing: the
// marks would be the computer's moves, and the two searches would share
// the processors, so that the computer would think less deeply and the
// window would wait.
func (o *oracle) update() {
	h := o.host
	if !o.on || h.ctl.Moving() {
		return // a move is on its way: the board still shows the position before it
	}
	if o.computerToMove() {
		if o.has {
			o.stop()
			h.board.SetMoveVerdicts(nil)
			h.say("")
		}
		return
	}
	pos := h.board.Shown()
	if o.has && pos == o.pos {
		h.say(o.text())
		return
	}
	o.stop()
	o.pos, o.has, o.winner, o.plies = pos, true, nil, 0
	h.say("")
	if !pos.HasMoves() {
		return
	}
	o.gen++
	gen := o.gen
	ctx, cancel := context.WithCancel(context.Background())
	o.cancel = cancel
	solve, do := o.solve, h.ctl.Do
	go func() {
		a, err := solve(ctx, pos, review.LiveOracle)
		do(func() { o.solved(gen, pos, a, err) })
	}()
}

// computerToMove reports whether the computer thinks or is about to: the
// side to move of the live game is played by the computer.
func (o *oracle) computerToMove() bool {
	c := o.host.ctl
	p := c.Game().Position()
	return c.Thinking() || (c.Setup().Computer(p.SideToMove()) && !c.Game().Over())
}

// stop cancels the running solve; its result will be dropped.
func (o *oracle) stop() {
	o.gen++
	o.has = false
	if o.cancel != nil {
		o.cancel()
		o.cancel = nil
	}
}

// solved shows the verdicts of solve gen on the board, unless it is stale
// or the board shows another position by now.
func (o *oracle) solved(gen uint64, pos game.Position, a review.OracleAnswer, err error) {
	if gen != o.gen || !o.on {
		return
	}
	o.cancel = nil
	if err != nil || o.host.board.Shown() != pos {
		return
	}
	marks := make([]board.MoveVerdict, 0, len(a.Moves))
	for _, v := range a.Moves {
		switch v.Outcome {
		case review.Win:
			marks = append(marks, board.MoveVerdict{Move: v.Move, Verdict: board.VerdictWin})
		case review.Loss:
			marks = append(marks, board.MoveVerdict{Move: v.Move, Verdict: board.VerdictLoss})
		}
	}
	if c, ok := review.ProvenWinner(pos, a.Moves); ok {
		o.winner, o.plies = &c, a.Plies
	}
	o.host.board.SetMoveVerdicts(marks)
	o.host.say(o.text())
}

// text says who wins the position with perfect play, and in how many
// plies when known, or "" when unknown.
func (o *oracle) text() string {
	switch {
	case o.winner == nil:
		return ""
	case o.plies > 0:
		return i18n.Plural(uikit.Pick(*o.winner, i18n.MsgReviewBlackWinsIn, i18n.MsgReviewWhiteWinsIn), o.plies, nil)
	}
	return i18n.T(uikit.Pick(*o.winner, i18n.MsgOracleBlackWins, i18n.MsgOracleWhiteWins))
}

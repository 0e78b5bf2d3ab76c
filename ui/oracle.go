package ui

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

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
	w      *Window
	on     bool
	solve  oracleFunc
	gen    uint64             // bumped by every start and stop; older results are stale
	cancel context.CancelFunc // stops the running solve, nil when none
	pos    game.Position      // the position solved or being solved
	has    bool               // pos is set
	winner *game.Color        // the proven winner of pos, nil when unknown
	plies  int                // the length of pos's game with perfect play, 0 when unknown
}

func newOracle(w *Window) *oracle {
	return &oracle{w: w, solve: review.SolveOracle, on: w.app.Preferences().Bool(prefOracle)}
}

// toggle turns the oracle on or off (the View menu) and remembers it. In a
// game against the computer, the first time it is turned on it says that
// it shows the answers.
func (o *oracle) toggle() {
	o.on = !o.on
	o.w.app.Preferences().SetBool(prefOracle, o.on)
	o.w.menu.refreshOracle(o.on)
	if !o.on {
		o.stop()
		o.w.board.SetMoveVerdicts(nil)
		o.w.status.showOracle("")
		return
	}
	if o.w.ctl.Setup().Mode == play.VsComputer && !o.w.app.Preferences().Bool(prefOracleWarned) {
		o.w.app.Preferences().SetBool(prefOracleWarned, true)
		l := widget.NewLabel(i18n.T(i18n.MsgOracleWarningText))
		l.Wrapping = fyne.TextWrapWord
		uikit.ShowClosable(o.w.win, dialog.NewCustom(i18n.T(i18n.MsgOracleWarningTitle), i18n.T(i18n.MsgButtonOK), uikit.WrapAt(l, uikit.DialogTextWidth), o.w.win))
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
	if !o.on || o.w.ctl.Moving() {
		return // a move is on its way: the board still shows the position before it
	}
	if o.computerToMove() {
		if o.has {
			o.stop()
			o.w.board.SetMoveVerdicts(nil)
			o.w.status.showOracle("")
		}
		return
	}
	pos := o.w.board.Shown()
	if o.has && pos == o.pos {
		o.w.status.showOracle(o.text())
		return
	}
	o.stop()
	o.pos, o.has, o.winner, o.plies = pos, true, nil, 0
	o.w.status.showOracle("")
	if !pos.HasMoves() {
		return
	}
	o.gen++
	gen := o.gen
	ctx, cancel := context.WithCancel(context.Background())
	o.cancel = cancel
	solve, do := o.solve, o.w.ctl.Do
	go func() {
		a, err := solve(ctx, pos, review.LiveOracle)
		do(func() { o.solved(gen, pos, a, err) })
	}()
}

// computerToMove reports whether the computer thinks or is about to: the
// side to move of the live game is played by the computer.
func (o *oracle) computerToMove() bool {
	c := o.w.ctl
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
	if err != nil || o.w.board.Shown() != pos {
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
	o.w.board.SetMoveVerdicts(marks)
	o.w.status.showOracle(o.text())
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

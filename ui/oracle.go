package ui

import (
	"context"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/ai/review"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/board"
)

// Preferences of the oracle (View → Show winning moves).
const (
	prefOracle       = "oracle.show"   // bool: the oracle is on
	prefOracleWarned = "oracle.warned" // bool: the note about games against the computer was shown
)

// oracleBudget is the solver's time for the moves of one position: the
// marks appear within about this long, or not at all. distanceBudget is
// the time then given to the length of a proven game.
const (
	oracleBudget   = 1500 * time.Millisecond
	distanceBudget = time.Second
)

// oracleTableBytes is the table size of the oracle's distance solver.
const oracleTableBytes = 32 << 20

// oracleAnswer is what the oracle found out about a position: the verdict
// on every legal move and, when the position is proven and there was time
// left, the length of the game with perfect play in plies (0: unknown).
type oracleAnswer struct {
	moves []review.MoveValue
	plies int
}

// oracleFunc solves a position for the oracle within budget; tests
// replace it.
type oracleFunc func(ctx context.Context, p game.Position, budget time.Duration) (oracleAnswer, error)

// distanceSolver is the solver that measures the length of proven games
// for the oracle, made on first use; the mutex lets one solve use it at a
// time (a cancelled one ends quickly).
var distanceSolver struct {
	sync.Mutex
	s *ai.Solver
}

// solveOracle decides every legal move of p with review.SolveMoves within
// budget and, when that proves p, measures the length of the game with
// perfect play within distanceBudget more.
func solveOracle(ctx context.Context, p game.Position, budget time.Duration) (oracleAnswer, error) {
	vs, err := review.SolveMoves(ctx, p, budget)
	if err != nil {
		return oracleAnswer{}, err
	}
	a := oracleAnswer{moves: vs}
	if _, proven := provenWinner(p, vs); !proven {
		return a, nil
	}
	distanceSolver.Lock()
	defer distanceSolver.Unlock()
	if distanceSolver.s == nil {
		distanceSolver.s = ai.NewSolver(oracleTableBytes)
	}
	if r, err := distanceSolver.s.Solve(ctx, p, ai.SolveOptions{Time: distanceBudget, Distance: true}); err == nil {
		a.plies = r.Plies
	}
	return a, ctx.Err()
}

// provenWinner returns who wins p with perfect play by the verdicts on its
// moves: the side to move when one of its moves wins, the other side when
// every move loses; false when that is not proven.
func provenWinner(p game.Position, vs []review.MoveValue) (game.Color, bool) {
	losses := 0
	for _, v := range vs {
		switch v.Outcome {
		case review.Win:
			return p.SideToMove(), true
		case review.Loss:
			losses++
		}
	}
	if len(vs) > 0 && losses == len(vs) {
		return p.SideToMove().Other(), true
	}
	return game.Black, false
}

// oracle marks each legal move of the position on the main window's board
// as winning or losing for the side to move when the solver proves it
// within oracleBudget, and says in the status line who wins. It solves in
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
	return &oracle{w: w, solve: solveOracle, on: w.app.Preferences().Bool(prefOracle)}
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
	if o.w.ctl.Setup().Mode == VsComputer && !o.w.app.Preferences().Bool(prefOracleWarned) {
		o.w.app.Preferences().SetBool(prefOracleWarned, true)
		l := widget.NewLabel(i18n.T(i18n.MsgOracleWarningText))
		l.Wrapping = fyne.TextWrapWord
		showClosable(o.w.win, dialog.NewCustom(i18n.T(i18n.MsgOracleWarningTitle), i18n.T(i18n.MsgButtonOK), wrapAt(l, dialogTextWidth), o.w.win))
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
	if !o.on || o.w.ctl.moving {
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
	solve, do := o.solve, o.w.ctl.do
	go func() {
		a, err := solve(ctx, pos, oracleBudget)
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
func (o *oracle) solved(gen uint64, pos game.Position, a oracleAnswer, err error) {
	if gen != o.gen || !o.on {
		return
	}
	o.cancel = nil
	if err != nil || o.w.board.Shown() != pos {
		return
	}
	marks := make([]board.MoveVerdict, 0, len(a.moves))
	for _, v := range a.moves {
		switch v.Outcome {
		case review.Win:
			marks = append(marks, board.MoveVerdict{Move: v.Move, Verdict: board.VerdictWin})
		case review.Loss:
			marks = append(marks, board.MoveVerdict{Move: v.Move, Verdict: board.VerdictLoss})
		}
	}
	if c, ok := provenWinner(pos, a.moves); ok {
		o.winner, o.plies = &c, a.plies
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
		return i18n.Plural(pick(*o.winner, i18n.MsgReviewBlackWinsIn, i18n.MsgReviewWhiteWinsIn), o.plies, nil)
	}
	return i18n.T(pick(*o.winner, i18n.MsgOracleBlackWins, i18n.MsgOracleWhiteWins))
}

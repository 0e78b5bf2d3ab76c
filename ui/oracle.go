package ui

import (
	"fyne.io/fyne/v2"

	"github.com/konane/konane/ai/review"
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

// oracle is the window's side of play.Oracle: the menu item, its
// preferences and the note about games against the computer; the marks
// and the status text are drawn from the controller's oracle (draw).
type oracle struct {
	host oracleHost
	o    *play.Oracle
}

// oracleHost is what the oracle needs from the main window.
type oracleHost struct {
	prefs   fyne.Preferences  // keeps prefOracle and prefOracleWarned
	ctl     *play.Controller  // the oracle, the setup
	board   *board.Board      // where the marks go
	win     fyne.Window       // the note about games against the computer shows here
	say     func(text string) // shows who wins in the status line ("": nothing)
	checked func(on bool)     // checks or unchecks the menu item
}

// newOracle returns the window's oracle, on when the preference says so.
func newOracle(h oracleHost) *oracle {
	o := &oracle{host: h, o: h.ctl.Oracle()}
	if h.prefs.Bool(prefOracle) {
		o.o.SetOn(true)
	}
	return o
}

// toggle turns the oracle on or off (the View menu) and remembers it. In a
// game against the computer, the first time it is turned on it says that
// it shows the answers.
func (o *oracle) toggle() {
	h := o.host
	on := !o.o.On()
	h.prefs.SetBool(prefOracle, on)
	h.checked(on)
	if on && h.ctl.Setup().Mode == play.VsComputer && !h.prefs.Bool(prefOracleWarned) {
		h.prefs.SetBool(prefOracleWarned, true)
		uikit.ShowInfo(h.win, i18n.T(i18n.MsgOracleWarningTitle), i18n.T(i18n.MsgOracleWarningText))
	}
	o.o.SetOn(on)
}

// draw shows the oracle's verdicts on the board and in the status line
// who wins, or that it is solving or could not prove the position.
func (o *oracle) draw() {
	vs := o.o.Verdicts()
	marks := make([]board.MoveVerdict, 0, len(vs))
	for _, v := range vs {
		verdict := board.VerdictLoss
		if v.Outcome == review.Win {
			verdict = board.VerdictWin
		}
		marks = append(marks, board.MoveVerdict{Move: v.Move, Verdict: verdict})
	}
	o.host.board.SetMoveVerdicts(marks)
	o.host.say(o.text())
}

// text says who wins the position with perfect play, and in how many
// plies when known; else that the oracle is solving the position or could
// not prove it; "" while it has nothing to solve (off, the computer to
// move, the game over).
func (o *oracle) text() string {
	switch o.o.State() {
	case play.OracleSolving:
		return i18n.T(i18n.MsgOracleSolving)
	case play.OracleUnproven:
		return i18n.T(i18n.MsgOracleNotProven)
	case play.OracleIdle:
		return ""
	}
	winner, plies, ok := o.o.Winner()
	switch {
	case !ok:
		return ""
	case plies > 0:
		return i18n.Plural(uikit.Pick(winner, i18n.MsgReviewBlackWinsIn, i18n.MsgReviewWhiteWinsIn), plies, nil)
	}
	return i18n.T(uikit.Pick(winner, i18n.MsgOracleBlackWins, i18n.MsgOracleWhiteWins))
}

package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/internal/uikit"
)

// steppedAnimations makes the app's driver keep the animations it is given
// instead of running them, for the test to step with Tick; it returns
// them as they start.
func steppedAnimations(t *testing.T) *[]*fyne.Animation {
	t.Helper()
	a := fyne.CurrentApp()
	d := &steppedDriver{Driver: a.Driver()}
	fyne.SetCurrentApp(steppedApp{App: a, d: d})
	t.Cleanup(func() { fyne.SetCurrentApp(a) })
	return &d.started
}

type steppedApp struct {
	fyne.App
	d *steppedDriver
}

func (a steppedApp) Driver() fyne.Driver { return a.d }

type steppedDriver struct {
	fyne.Driver
	started []*fyne.Animation
}

func (d *steppedDriver) StartAnimation(a *fyne.Animation) { d.started = append(d.started, a) }
func (d *steppedDriver) StopAnimation(*fyne.Animation)    {}

// checkOneShownPly fails unless the board, the move list and the status
// line show the same ply of w's game: the list holds the moves up to the
// board's position, the turn says who is to move there and the captures
// count the stones taken up to it.
func checkOneShownPly(t *testing.T, when string, w *Window) {
	t.Helper()
	g := w.ctl.Game()
	ply := -1
	for p := g.Ply(); p >= 0; p-- {
		if g.PositionAt(p) == w.board.Shown() {
			ply = p
			break
		}
	}
	if ply < 0 {
		t.Fatalf("%s: the board shows a position that is not in the game", when)
	}
	if n := len(w.history.moves); n != ply {
		t.Errorf("%s: the board shows ply %d, the move list %d moves", when, ply, n)
	}
	pos := g.PositionAt(ply)
	var want string
	switch {
	case pos.Phase() == game.BlackRemoves:
		want = i18n.T(i18n.MsgStatusBlackRemoves)
	case pos.Phase() == game.WhiteRemoves:
		want = i18n.T(i18n.MsgStatusWhiteRemoves)
	case !pos.HasMoves():
		want = i18n.T(uikit.Pick(pos.SideToMove().Other(), i18n.MsgStatusBlackWins, i18n.MsgStatusWhiteWins))
	default:
		want = i18n.T(uikit.Pick(pos.SideToMove(), i18n.MsgStatusBlackToMove, i18n.MsgStatusWhiteToMove))
	}
	if got := w.status.turn.Text; got != want {
		t.Errorf("%s: the board shows ply %d (%q), the status line says %q", when, ply, want, got)
	}
	var taken [2]int
	side := w.ctl.FirstToMove()
	for _, m := range g.Moves()[:ply] {
		taken[side] += m.Length()
		side = side.Other()
	}
	if b, wh := i18n.Number(taken[game.Black]), i18n.Number(taken[game.White]); w.status.blackCount.Text != b || w.status.whiteCount.Text != wh {
		t.Errorf("%s: the board shows ply %d (captures %s and %s), the status line counts %s and %s",
			when, ply, b, wh, w.status.blackCount.Text, w.status.whiteCount.Text)
	}
}

// The board, the move list and the status line show a move at the same
// time: while it slides onto the board none of them shows it yet, and the
// frame that lands it shows it in all three. The list and the status
// went first, and under load showed the move a second or two before the
// board did.
func TestTheBoardTheMoveListAndTheStatusShowAMoveTogether(t *testing.T) {
	w, q := newTestWindow(t, play.DefaultSetup(), &fakeComputer{})
	started := steppedAnimations(t)
	// slide plays out every frame of the newest animation, checking after
	// each that all three agree, and returns once it has landed.
	slide := func(what string) {
		t.Helper()
		if !w.ctl.Moving() || len(*started) == 0 {
			t.Fatalf("%s does not slide", what)
		}
		a := (*started)[len(*started)-1]
		checkOneShownPly(t, what+" before its first frame", w)
		for _, v := range []float32{0, 0.1, 0.5, 0.9, 0.99} {
			a.Tick(v)
			checkOneShownPly(t, what+" during its slide", w)
		}
		a.Tick(1)
		if w.ctl.Moving() {
			t.Fatalf("%s is still sliding after its last frame", what)
		}
		checkOneShownPly(t, what+" once landed", w)
	}

	tapSquare(t, w, "d5") // Black's removal
	slide("the person's removal")
	q.PumpUntil(t, "the computer's removal slides", func() bool { return w.ctl.Game().Ply() == 2 && w.ctl.Moving() })
	slide("the computer's removal")
	tapSquare(t, w, "b5")
	tapSquare(t, w, "d5")
	slide("the person's jump")
	q.PumpUntil(t, "the computer's jump slides", func() bool { return w.ctl.Game().Ply() == 4 && w.ctl.Moving() })
	slide("the computer's jump")
	if got := playedMoves(w); len(w.history.moves) != 4 {
		t.Fatalf("the game is %q, the list shows %d moves", got, len(w.history.moves))
	}
}

// A move that comes while a past position is on show (the computer's
// reply) lands at once: the board stays on the viewed position, as the
// move list and the status line do.
func TestAMoveThatComesWhileThePastIsViewedLeavesTheBoardOnIt(t *testing.T) {
	w, q := newTestWindow(t, play.DefaultSetup(), &fakeComputer{})
	started := steppedAnimations(t)
	tapSquare(t, w, "d5")
	(*started)[0].Tick(1)
	q.PumpUntil(t, "the computer's removal slides", func() bool { return w.ctl.Game().Ply() == 2 && w.ctl.Moving() })
	(*started)[1].Tick(1)
	tapSquare(t, w, "b5")
	tapSquare(t, w, "d5")
	(*started)[2].Tick(1)
	w.ctl.ShowPly(1) // viewed before the computer's reply arrives
	q.PumpUntil(t, "the computer replies", func() bool { return w.ctl.Game().Ply() == 4 })
	if w.ctl.Moving() || len(*started) != 3 {
		t.Errorf("the reply slides (%d slides, moving %v) while ply 1 is viewed", len(*started), w.ctl.Moving())
	}
	if w.board.Shown() != w.ctl.Game().PositionAt(1) {
		t.Error("the board left the viewed position for the computer's reply")
	}
	want := i18n.Plural(i18n.MsgStatusMoveOf, 1, i18n.Args{"Total": 4})
	if got := w.status.turn.Text; got != want {
		t.Errorf("the status line says %q, want %q", got, want)
	}
}

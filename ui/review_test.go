package ui

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/ai/review"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/board"
	"github.com/konane/konane/ui/document"
	"github.com/konane/konane/ui/internal/uitest"
	"github.com/konane/konane/ui/reviewview"
)

// fakeAnalysis is a review analysis that counts its runs and judges the
// moves by their number: every 11th a blunder, every 7th a mistake, every
// 5th an inaccuracy (each with another legal move as the best), the others
// best; Black's chances swing between 30 % and 70 %.
type fakeAnalysis struct{ runs atomic.Int32 }

func (f *fakeAnalysis) analyse(ctx context.Context, g *game.Game, s review.Settings, progress func(done, total int)) (*review.Review, error) {
	f.runs.Add(1)
	r := &review.Review{StartBlackChance: 0.5, FirstLost: -1}
	for i, m := range g.Moves() {
		before := g.PositionAt(i)
		p := review.Ply{Index: i, Move: m, Mover: before.SideToMove(), Best: m,
			BlackChance: 0.3 + 0.4*float64(i%3)/2, Grade: review.GradeBest,
			After: review.Value{Eval: float64(i%5) - 2}}
		switch n := i + 1; {
		case n%11 == 0:
			p.Grade = review.GradeBlunder
		case n%7 == 0:
			p.Grade = review.GradeMistake
		case n%5 == 0:
			p.Grade = review.GradeInaccuracy
		}
		if p.Grade != review.GradeBest {
			for _, other := range before.LegalMoves(nil) {
				if other != m {
					p.Best = other
					break
				}
			}
		}
		r.Plies = append(r.Plies, p)
		progress(i+1, g.Ply()+1)
	}
	return r, nil
}

// newReviewTestWindow is newTestWindow for two players whose reviews are
// analysed by a fakeAnalysis, returned too.
func newReviewTestWindow(t *testing.T) (*Window, uiQueue, *fakeAnalysis) {
	t.Helper()
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	fake := &fakeAnalysis{}
	w.analyse = fake.analyse
	return w, q, fake
}

// waitForReview runs the UI work until the review window v shows its
// review, and closes v when the test ends.
func waitForReview(t *testing.T, q uiQueue, v *reviewview.View) {
	t.Helper()
	t.Cleanup(func() { v.Window().Close() })
	q.PumpUntil(t, "the review is on show", func() bool { return v.Review() != nil })
}

func TestTheGameOverDialogOpensTheReviewOfTheGame(t *testing.T) {
	w, q, fake := newReviewTestWindow(t)
	g, _ := play.DemoGame("finished")
	w.ctl.Load(g)
	w.gameOver(g.Result())
	b := overlayButton(w, i18n.T(i18n.MsgButtonReview))
	if b == nil {
		t.Fatal("the game-over dialog has no Review button")
	}
	v := openedReview(t, w, func() { tapButton(b) })
	// The review's state says done only for a review of all the game's plies.
	q.PumpUntil(t, "the review is on show", func() bool { return says(v, i18n.T(i18n.MsgReviewDone)) })
	if fake.runs.Load() != 1 {
		t.Errorf("review after %d runs, want 1", fake.runs.Load())
	}
	if w.over != nil {
		t.Error("the game-over dialog stayed open")
	}
}

func TestTheReplayWindowOpensTheReviewOfItsGame(t *testing.T) {
	w, q, _ := newReviewTestWindow(t)
	g, _ := play.DemoGame("midgame")
	v := w.showReplay(g)
	t.Cleanup(func() { v.Window().Close() })
	review := contentButton(v.Window(), i18n.T(i18n.MsgButtonReview))
	if review == nil {
		t.Fatal("the replay window has no Review button")
	}
	r := openedReview(t, w, func() { tapButton(review) })
	// The review's state says done only for a review of all the game's plies.
	q.PumpUntil(t, "the review is on show", func() bool { return says(r, i18n.T(i18n.MsgReviewDone)) })
}

func TestAReviewedGameIsSavedWithItsVerdictsAndReopensWithoutAnalysis(t *testing.T) {
	w, q, fake := newReviewTestWindow(t)
	g, _ := play.DemoGame("finished")
	v := w.showReview(g, "")
	waitForReview(t, q, v)

	// Save with the review… asks for a file on the review window.
	var save *widget.Button
	uitest.Walk(v.Window().Content(), func(o fyne.CanvasObject) {
		if b, ok := uitest.Button(o); ok && b.Text == i18n.T(i18n.MsgReviewSave) {
			save = b
		}
	})
	if save == nil || save.Disabled() {
		t.Fatal("no enabled Save button once the review is on show")
	}
	tapButton(save)
	var cancel *widget.Button
	for _, o := range v.Window().Canvas().Overlays().List() {
		uitest.Walk(o, func(obj fyne.CanvasObject) {
			if b, ok := uitest.Button(obj); ok && b.Text == i18n.T(i18n.MsgButtonCancel) {
				cancel = b
			}
		})
	}
	if cancel == nil {
		t.Fatal("Save showed no file dialog on the review window")
	}
	tapButton(cancel) // the dialog's callback ends the save dialog's file wrapping
	if len(v.Window().Canvas().Overlays().List()) != 0 {
		t.Fatal("Cancel left the file dialog open")
	}

	// What it writes: the game with the review in its comments.
	annotated, _ := game.ParseKGN(g.MarshalKGN())
	v.Review().Annotate(annotated)
	path := filepath.Join(t.TempDir(), "reviewed.kgn")
	s := w.doc.GameSaver(annotated, v.Window(), "")
	if !s.WriteTo(storage.NewFileURI(path)) {
		t.Fatal("the reviewed game was not written")
	}
	if w.doc.File() != nil {
		t.Error("saving the reviewed game changed where the live game's Save writes")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "[%eval ") || !strings.Contains(string(data), "??") {
		t.Fatalf("the saved game has no review in it:\n%s", data)
	}
	runs := fake.runs.Load()
	// Review a saved game… opens a review window of the file's game.
	openedReview(t, w, func() {
		if !w.doc.Take(document.Text{Name: "reviewed.kgn", Data: data}, document.Review) {
			t.Fatal("the saved review did not open")
		}
	})
	reread, err := game.ParseKGN(data)
	if err != nil {
		t.Fatal(err)
	}
	again := w.showReview(reread, "reviewed.kgn")
	t.Cleanup(func() { again.Window().Close() })
	q.PumpFor(20 * time.Millisecond)
	if fake.runs.Load() != runs || again.Running() || again.Review() == nil {
		t.Fatalf("reopening analysed again (runs %d → %d, running %v)", runs, fake.runs.Load(), again.Running())
	}
	if len(again.Review().Plies) != g.Ply() {
		t.Fatalf("%d plies after reopening, want %d", len(again.Review().Plies), g.Ply())
	}
	for i, p := range again.Review().Plies {
		before := v.Review().Plies[i]
		if p.Grade != before.Grade || p.Best != before.Best {
			t.Errorf("move %d: %v (best %v) after reopening, %v (best %v) before", i+1, p.Grade, p.Best, before.Grade, before.Best)
		}
	}

	// Game → Open… of the saved game shows its review at once too.
	opened := openedReview(t, w, func() {
		if !openText(w, string(data)) {
			t.Fatal("the saved game did not open")
		}
	})
	if !says(opened, i18n.T(i18n.MsgReviewFromFile)) || fake.runs.Load() != runs {
		t.Fatal("opening the reviewed game did not show its review without analysis")
	}
}

// fakeOracle is a play.OracleFunc that proves the first legal move a win and
// the others losses, or waits for its context when block is set.
type fakeOracle struct {
	block     bool
	calls     atomic.Int32
	cancelled atomic.Int32
}

func (f *fakeOracle) solve(ctx context.Context, p game.Position, budget review.OracleBudget) (review.OracleAnswer, error) {
	f.calls.Add(1)
	if f.block {
		<-ctx.Done()
		f.cancelled.Add(1)
		return review.OracleAnswer{}, ctx.Err()
	}
	var out []review.MoveValue
	for i, m := range p.LegalMoves(nil) {
		o := review.Loss
		if i == 0 {
			o = review.Win
		}
		out = append(out, review.MoveValue{Move: m, Outcome: o})
	}
	return review.OracleAnswer{Moves: out}, nil
}

func TestShowWinningMovesMarksEveryMoveAndSaysWhoWins(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	fake := &fakeOracle{}
	w.ctl.Oracle().Solve = fake.solve
	if w.ctl.Oracle().On() || w.menu.oracle.Checked {
		t.Fatal("Show winning moves is on by default")
	}
	w.oracle.toggle()
	q.PumpUntil(t, "the marks are on the board", func() bool { return len(w.board.MoveVerdicts()) > 0 })
	start := w.board.Shown()
	legal := start.LegalMoves(nil)
	vs := w.board.MoveVerdicts()
	if len(vs) != len(legal) || vs[0].Verdict != board.VerdictWin || vs[1].Verdict != board.VerdictLoss {
		t.Fatalf("verdicts %v for %d legal moves", vs, len(legal))
	}
	if got := w.status.oracle.Text; got != i18n.T(i18n.MsgOracleBlackWins) || !w.status.oracle.Visible() {
		t.Errorf("status %q, want %q", got, i18n.T(i18n.MsgOracleBlackWins))
	}
	if !w.app.Preferences().Bool(prefOracle) || !w.menu.oracle.Checked {
		t.Error("the choice is not remembered or not checked in the menu")
	}
	if len(w.win.Canvas().Overlays().List()) != 0 {
		t.Error("a two-player game got the note about games against the computer")
	}
	w.oracle.toggle()
	if len(w.board.MoveVerdicts()) != 0 || w.status.oracle.Visible() || w.app.Preferences().Bool(prefOracle) {
		t.Error("turning it off left marks, the status or the preference")
	}
}

// Show winning moves never changes nothing: while it solves, when it cannot
// prove the position and when every move loses, the status line says so.
func TestShowWinningMovesSaysWhatItFoundWhenItMarksNoWin(t *testing.T) {
	answer := func(o review.Outcome) play.OracleFunc {
		return func(_ context.Context, p game.Position, _ review.OracleBudget) (review.OracleAnswer, error) {
			var out []review.MoveValue
			for _, m := range p.LegalMoves(nil) {
				out = append(out, review.MoveValue{Move: m, Outcome: o})
			}
			return review.OracleAnswer{Moves: out}, nil
		}
	}
	for name, c := range map[string]struct {
		solve  play.OracleFunc
		status *goi18n.Message
		marks  bool
	}{
		"solving":          {(&fakeOracle{block: true}).solve, i18n.MsgOracleSolving, false},
		"not proven":       {answer(review.Unknown), i18n.MsgOracleNotProven, false},
		"every move loses": {answer(review.Loss), i18n.MsgOracleWhiteWins, true},
	} {
		t.Run(name, func(t *testing.T) {
			w, q := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
			w.ctl.Oracle().Solve = c.solve
			w.oracle.toggle()
			want := i18n.T(c.status)
			q.PumpUntil(t, "the status says "+want, func() bool { return w.status.oracle.Text == want })
			if !w.status.oracle.Visible() {
				t.Errorf("the status %q is hidden", want)
			}
			if got := len(w.board.MoveVerdicts()) > 0; got != c.marks {
				t.Errorf("marks on the board: %v, want %v", got, c.marks)
			}
			w.oracle.toggle()
			if w.status.oracle.Visible() {
				t.Error("turned off, the status still shows the oracle")
			}
		})
	}
}

func TestAMoveCancelsTheOracleAndItSolvesTheNewPosition(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	fake := &fakeOracle{block: true}
	w.ctl.Oracle().Solve = fake.solve
	w.oracle.toggle()
	q.PumpUntil(t, "the start position is being solved", func() bool { return fake.calls.Load() == 1 })
	tapSquare(t, w, "d5") // Black removes a centre stone
	q.PumpUntil(t, "the move is played", func() bool { return w.ctl.Game().Ply() == 1 && !w.ctl.Moving() })
	q.PumpUntil(t, "the first solve is cancelled", func() bool { return fake.cancelled.Load() >= 1 })
	q.PumpUntil(t, "the new position is solved", func() bool { return fake.calls.Load() == 2 })
	if len(w.board.MoveVerdicts()) != 0 {
		t.Error("marks of the old position stayed on the board")
	}
}

func TestShowWinningMovesWarnsOnceInAGameAgainstTheComputer(t *testing.T) {
	s := play.DefaultSetup()
	s.Mode = play.VsComputer
	w, _ := newTestWindow(t, s, &fakeComputer{})
	w.ctl.Oracle().Solve = (&fakeOracle{}).solve
	w.oracle.toggle()
	if overlayButton(w, i18n.T(i18n.MsgButtonOK)) == nil {
		t.Fatal("no note that the marks show the answers")
	}
	clearOverlays(w)
	w.oracle.toggle()
	w.oracle.toggle()
	if len(w.win.Canvas().Overlays().List()) != 0 {
		t.Error("the note came a second time")
	}
}

func TestTheOracleWaitsWhileTheComputerThinks(t *testing.T) {
	eng := &fakeComputer{hold: make(chan struct{})}
	w, q := newTestWindow(t, play.DefaultSetup(), eng) // the person plays Black against the computer
	fake := &fakeOracle{}
	w.ctl.Oracle().Solve = fake.solve
	w.app.Preferences().SetBool(prefOracleWarned, true)
	w.oracle.toggle()
	q.PumpUntil(t, "the start is solved", func() bool { return len(w.board.MoveVerdicts()) > 0 })
	tapSquare(t, w, "d5")
	q.PumpUntil(t, "the computer thinks", func() bool { return eng.searches() > 0 && w.ctl.Thinking() })
	q.PumpFor(20 * time.Millisecond)
	if n := fake.calls.Load(); n != 1 || len(w.board.MoveVerdicts()) != 0 || w.status.oracle.Visible() {
		t.Fatalf("while the computer thinks: %d solves, marks %v, status shown %v", n, w.board.MoveVerdicts(), w.status.oracle.Visible())
	}
	close(eng.hold)
	q.PumpUntil(t, "the computer has moved", func() bool { return !w.ctl.Thinking() && w.ctl.Game().Ply() == 2 })
	q.PumpUntil(t, "the person's position is solved", func() bool {
		return fake.calls.Load() == 2 && len(w.board.MoveVerdicts()) > 0
	})
	if w.ctl.Game().Ply() != 2 {
		t.Errorf("marks before the computer's move: ply %d", w.ctl.Game().Ply())
	}
}

// The review windows name the players as the game's tags give them
// (playernames.Tagged, tested with the review window's summaries).
func TestTheReviewWindowsAreToldThePlayersNames(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	g, err := game.ParseKGN([]byte("[Black \"Player\"]\n[White \"Computer (Master)\"]\n\n1. d5 *\n"))
	if err != nil {
		t.Fatal(err)
	}
	h := w.reviewHost("")
	if h.PlayerLabel == nil {
		t.Fatal("the review's host names nobody")
	}
	for c, want := range map[game.Color]string{game.Black: "You (Black)", game.White: "Master (White)"} {
		if got, ok := h.PlayerLabel(g, c); !ok || got != want {
			t.Errorf("%v: %q, %v; want %q", c, got, ok, want)
		}
	}
}

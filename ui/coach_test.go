package ui

import (
	"context"
	"strings"
	"sync"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/ai/review"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
)

// The Coach check follows the level (on at Easy and Medium) until the
// person ticks or clears it; then it keeps the person's choice; it is
// off but in a game against the computer.
func TestTheCoachCheckFollowsTheLevelUntilChosen(t *testing.T) {
	test.NewTempApp(t)
	_ = i18n.SetLanguage("en")
	f := newGameFormFor(play.DefaultSetup())
	if !f.coach.Checked || f.coach.Disabled() {
		t.Fatal("the first game's coach is not on")
	}
	level := func(l ai.Level) { f.level.SetSelectedIndex(int(l - ai.Beginner)) }
	for _, l := range []ai.Level{ai.Hard, ai.Medium, ai.Master, ai.Beginner, ai.Easy} {
		want := l == ai.Easy || l == ai.Medium
		level(l)
		if f.coach.Checked != want {
			t.Errorf("level %v: coach %v, want %v", l, f.coach.Checked, want)
		}
		if s := f.setup(); s.Coach != play.CoachAuto || s.Coached() != want {
			t.Errorf("level %v: the form gives %v (coached %v)", l, s.Coach, s.Coached())
		}
	}
	level(ai.Easy)
	f.coach.SetChecked(false) // the person clears it at Easy
	level(ai.Medium)
	if f.coach.Checked || f.setup().Coach != play.CoachOff {
		t.Errorf("cleared, then Medium: checked %v, setting %v", f.coach.Checked, f.setup().Coach)
	}
	f.coach.SetChecked(true)
	level(ai.Master)
	if !f.coach.Checked || !f.setup().Coached() {
		t.Error("ticked, then Master: the coach is off")
	}
	f.mode.SetSelected(f.modes[1])
	if !f.coach.Disabled() || f.setup().Coached() {
		t.Error("two players: the coach check is on")
	}
}

// The coach setting is remembered with the New game choices; the first
// start follows the level.
func TestTheCoachSettingIsRemembered(t *testing.T) {
	a := test.NewTempApp(t)
	if s := loadSetup(a.Preferences()); s.Coach != play.CoachAuto || !s.Coached() {
		t.Fatalf("first start: coach %v, coached %v", s.Coach, s.Coached())
	}
	for _, c := range []play.CoachChoice{play.CoachOff, play.CoachOn, play.CoachAuto} {
		s := play.DefaultSetup()
		s.Coach = c
		saveSetup(a.Preferences(), s)
		if got := loadSetup(a.Preferences()).Coach; got != c {
			t.Errorf("saved %v, loaded %v", c, got)
		}
	}
	a.Preferences().SetInt(prefCoach, 9)
	if got := loadSetup(a.Preferences()).Coach; got != play.CoachAuto {
		t.Errorf("a setting out of range loads as %v", got)
	}
}

// fixedGrader grades every move with grade and shows better as the best
// move ("": the move itself, no better move); it counts the plies it was
// asked about.
type fixedGrader struct {
	mu     sync.Mutex
	grade  review.Grade
	better string
	asked  []int
}

func (f *fixedGrader) Upto(_ context.Context, g *game.Game, i int) (*review.Review, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.asked = append(f.asked, i)
	best, err := game.NoMove, error(nil)
	if f.better != "" {
		best, err = game.ParseMove(f.better)
	}
	if err != nil {
		return nil, err
	}
	rv := &review.Review{Plies: make([]review.Ply, i+1)}
	for k, m := range g.Moves()[:i+1] {
		pos := g.PositionAt(k)
		p := review.Ply{Index: k, Move: m, Mover: pos.SideToMove(), Best: best, Grade: f.grade}
		if best == game.NoMove {
			p.Best = m
		}
		rv.Plies[k] = p
	}
	return rv, nil
}

func (f *fixedGrader) Review(ctx context.Context, g *game.Game, _ func(int, int)) (*review.Review, error) {
	return f.Upto(ctx, g, g.Ply()-1)
}

func (f *fixedGrader) plies() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.asked)
}

// After the person's move the coach's verdict shows under the move list:
// the move, its grade and the better move, which Show draws as an arrow
// on the position the move was played from; after a mistake Take back is
// there and takes the person's move and the computer's reply back, and
// the verdict and the arrow go.
func TestTheCoachShowsItsVerdictAndTakesBack(t *testing.T) {
	f := &fixedGrader{grade: review.GradeMistake, better: "d3"}
	w, s, graded := coachedGame(t, f)
	coach := w.history.coach
	if g, _, _ := coach.Text(); g != "" || coach.Object().Visible() {
		t.Fatalf("the coach says %q before any move", g)
	}
	tapSquare(t, w, "c4")
	graded(0)
	grade, better, takeBack := coach.Text()
	if !strings.Contains(grade, "1. c4?") || !strings.Contains(grade, "Mistake") || better != "Best was d3" || !takeBack {
		t.Errorf("the coach says %q, %q, Take back %v; want 1. c4? Mistake, Best was d3 and Take back", grade, better, takeBack)
	}
	if w.board.Arrow() != game.NoMove || !coach.ShowButton().Visible() {
		t.Errorf("on the live game the board's arrow is %v (want none), Show shown %v", w.board.Arrow(), coach.ShowButton().Visible())
	}
	test.Tap(coach.ShowButton())
	if ply, viewing := w.ctl.ViewedPly(); !viewing || ply != 0 {
		t.Errorf("Show shows ply %d (viewing %v), want the start, before 1. c4", ply, viewing)
	}
	if m, _ := game.ParseMove("d3"); w.board.Arrow() != m || coach.ShowButton().Visible() {
		t.Errorf("after Show the board's arrow is %v, want d3; Show shown %v", w.board.Arrow(), coach.ShowButton().Visible())
	}
	if f.plies() != 1 {
		t.Errorf("the coach graded %d moves, want the person's one (not the computer's reply)", f.plies())
	}
	test.Tap(coach.TakeBackButton())
	if w.ctl.Game().Ply() != 0 || !w.ctl.HumanToMove() {
		t.Errorf("Take back leaves ply %d", w.ctl.Game().Ply())
	}
	if g, _, _ := coach.Text(); g != "" || w.board.Arrow() != game.NoMove {
		t.Errorf("after Take back the coach says %q, the arrow is %v", g, w.board.Arrow())
	}

	// A good move: no Take back; a new game takes the verdict away.
	f.mu.Lock()
	f.grade = review.GradeGood
	f.mu.Unlock()
	tapSquare(t, w, "c4")
	graded(0)
	if grade, _, takeBack := coach.Text(); !strings.Contains(grade, "Good") || takeBack {
		t.Errorf("after a good move the coach says %q, Take back %v", grade, takeBack)
	}
	w.startGame(s)
	if g, _, _ := coach.Text(); g != "" || w.board.Arrow() != game.NoMove {
		t.Errorf("a new game keeps the verdict %q, the arrow %v", g, w.board.Arrow())
	}
}

// When a later grading changes the grade of an earlier move of the
// person's, the coach says so under its verdict, until the person's next
// move.
func TestTheCoachTellsARevision(t *testing.T) {
	_ = i18n.SetLanguage("en")
	f := &fixedGrader{grade: review.GradeGood, better: "d3"}
	w, _, move := coachedGame(t, f)
	coach := w.history.coach
	tapSquare(t, w, "c4")
	move(0)
	if r := coach.Revision(); r != "" {
		t.Errorf("after the first move the coach revises %q", r)
	}
	f.mu.Lock()
	f.grade = review.GradeMistake
	f.mu.Unlock()
	jump, _ := firstMove(w.ctl.Game().Position())
	w.ctl.PlayHuman(jump)
	move(2)
	want := i18n.Format(i18n.MsgCoachRevised, i18n.Args{"Move": "1. c4", "Now": "Mistake", "Was": "Good"})
	if r := coach.Revision(); r != want {
		t.Errorf("the coach's revision reads %q, want %q", r, want)
	}
	if g := w.ctl.Coach().Grades(); g[0].Grade != review.GradeMistake {
		t.Errorf("the coach keeps %v for 1. c4", g[0].Grade)
	}
	jump, _ = firstMove(w.ctl.Game().Position())
	w.ctl.PlayHuman(jump)
	if r := coach.Revision(); r != "" {
		t.Errorf("after the next move the revision %q stays", r)
	}
}

// firstMove is pos's first legal move.
func firstMove(pos game.Position) (game.Move, bool) {
	ms := pos.LegalMoves(nil)
	if len(ms) == 0 {
		return game.NoMove, false
	}
	return ms[0], true
}

// The better move's arrow is drawn only while the position the graded
// move was played from is on show (stepping back in the move list or
// Show), never on a position where it is not a legal move, and it goes
// at the person's next move.
func TestTheCoachsArrowIsOnThePositionOfTheGradedMoveOnly(t *testing.T) {
	_ = i18n.SetLanguage("en")
	f := &fixedGrader{grade: review.GradeInaccuracy, better: "d3"}
	w, _, graded := coachedGame(t, f)
	coach := w.history.coach
	// arrows shows every position of the game in turn and returns the
	// ply of each drawn arrow's position; an arrow that is not a legal
	// move there is an error.
	arrows := func(what string) map[int]game.Move {
		t.Helper()
		drawn := map[int]game.Move{}
		g := w.ctl.Game()
		for ply := 0; ply <= g.Ply(); ply++ {
			w.ctl.ShowPly(ply)
			if m := w.board.Arrow(); m != game.NoMove {
				drawn[ply] = m
				if pos := g.PositionAt(ply); !pos.IsLegal(m) {
					t.Errorf("%s: the arrow %v is drawn on ply %d, where it is not legal", what, m, ply)
				}
			}
		}
		w.ctl.BackToGame()
		if m := w.board.Arrow(); m != game.NoMove {
			t.Errorf("%s: the live game shows the arrow %v", what, m)
		}
		return drawn
	}
	d3, _ := game.ParseMove("d3")

	tapSquare(t, w, "c4")
	graded(0)
	if got := arrows("after 1. c4"); len(got) != 1 || got[0] != d3 {
		t.Errorf("after 1. c4 (best d3) the arrows are %v, want d3 on ply 0 only", got)
	}
	if !coach.ShowButton().Visible() {
		t.Error("Show is hidden on the live game")
	}

	// The next move, graded best: the arrow goes, at once and after.
	f.mu.Lock()
	f.grade, f.better = review.GradeBest, ""
	f.mu.Unlock()
	w.ctl.ShowPly(0) // the arrow on show just before
	w.ctl.BackToGame()
	jump, _ := firstMove(w.ctl.Game().Position())
	w.ctl.PlayHuman(jump)
	if got := arrows("the person's next move played"); len(got) != 0 {
		t.Errorf("the person's next move played: arrows %v stay", got)
	}
	graded(2)
	if got := arrows("the next move graded best"); len(got) != 0 || coach.ShowButton().Visible() {
		t.Errorf("the next move graded best: arrows %v, Show shown %v", got, coach.ShowButton().Visible())
	}

	// A better move not legal where the graded move was played (d3, a
	// removal, among jumps) is drawn nowhere, and Show is not offered.
	f.mu.Lock()
	f.grade, f.better = review.GradeMistake, "d3"
	f.mu.Unlock()
	jump, _ = firstMove(w.ctl.Game().Position())
	w.ctl.PlayHuman(jump)
	graded(4)
	if got := arrows("a better move not legal"); len(got) != 0 || coach.ShowButton().Visible() {
		t.Errorf("a better move not legal: arrows %v, Show shown %v", got, coach.ShowButton().Visible())
	}
}

// The coach speaks the window's language, and follows a change of it at
// once: its heading, the grade in the review's words, "Best was", Show
// and Take back.
func TestTheCoachSpeaksEveryLanguage(t *testing.T) {
	w, _, graded := coachedGame(t, &fixedGrader{grade: review.GradeBlunder, better: "d3"})
	tapSquare(t, w, "c4")
	graded(0)
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	coach := w.history.coach
	for _, l := range i18n.Languages() {
		w.setLanguage(l.Code)
		grade, better, takeBack := coach.Text()
		if !strings.Contains(grade, i18n.T(i18n.MsgGradeBlunder)) || better != i18n.Format(i18n.MsgReviewBestWas, i18n.Args{"Move": "d3"}) || !takeBack {
			t.Errorf("%s: the coach says %q, %q, Take back %v", l.Code, grade, better, takeBack)
		}
		if b := coach.TakeBackButton().Text; b != i18n.T(i18n.MsgCoachTakeBack) || (l.Code != "en" && b == "Take back") {
			t.Errorf("%s: Take back reads %q", l.Code, b)
		}
		if b := coach.ShowButton().Text; b != i18n.T(i18n.MsgCoachShow) || (l.Code != "en" && b == "Show") {
			t.Errorf("%s: Show reads %q", l.Code, b)
		}
	}
}

// coachedGame is a 6×6 game of the person (Black) against Easy with the
// coach on, grading with g; graded(ply) waits until the person's move ply
// is graded and the computer has replied.
func coachedGame(t *testing.T, g play.Grader) (w *Window, s play.Setup, graded func(ply int)) {
	t.Helper()
	s = play.Setup{Mode: play.VsComputer, Human: game.Black, Level: ai.Easy, WhiteLevel: ai.Easy, Size: 6, Coach: play.CoachOn}
	w, q := newTestWindow(t, s, &fakeComputer{})
	w.ctl.Coach().Grader = g
	return w, s, func(ply int) {
		t.Helper()
		q.PumpUntil(t, "the verdict and the reply", func() bool {
			v, ok := w.ctl.Coach().Verdict()
			return ok && v.Ply == ply && w.ctl.Game().Ply() == ply+2 && !w.ctl.Moving()
		})
	}
}

package play

import (
	"context"
	"errors"
	"os"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/ai/review"
	"github.com/konane/konane/game"
)

// The coach is on by default against Easy and Medium and off against the
// other levels; the person's choice wins; it never grades a game of two
// players or one the computer plays against itself.
func TestTheCoachIsOnByDefaultAgainstEasyAndMedium(t *testing.T) {
	if !DefaultSetup().Coached() {
		t.Error("the first game (Easy) has no coach")
	}
	for l := ai.Beginner; l <= ai.Master; l++ {
		s := Setup{Mode: VsComputer, Level: l}
		if want := l == ai.Easy || l == ai.Medium; s.Coached() != want {
			t.Errorf("level %v: coached %v, want %v", l, s.Coached(), want)
		}
		s.Coach = CoachOn
		if !s.Coached() {
			t.Errorf("level %v: chosen on, but off", l)
		}
		s.Coach = CoachOff
		if s.Coached() {
			t.Errorf("level %v: chosen off, but on", l)
		}
	}
	for _, m := range []Mode{TwoPlayers, WatchGame} {
		if (Setup{Mode: m, Level: ai.Easy, Coach: CoachOn}).Coached() {
			t.Errorf("mode %v is coached", m)
		}
	}
	if s := (Setup{Coach: 7}).Valid(); s.Coach != CoachAuto {
		t.Errorf("Valid keeps the coach setting %d", s.Coach)
	}
}

// fakeGrader grades every move with grade, best being the first legal
// move when the move is not graded best; it records the plies asked for
// and, while hold is set, waits for release or the grading's end.
type fakeGrader struct {
	mu       sync.Mutex
	grade    review.Grade
	asked    []int
	hold     bool
	release  chan struct{}
	canceled chan int
}

func newFakeGrader(g review.Grade) *fakeGrader {
	return &fakeGrader{grade: g, release: make(chan struct{}), canceled: make(chan int, 8)}
}

func (f *fakeGrader) Upto(ctx context.Context, g *game.Game, i int) (*review.Review, error) {
	f.mu.Lock()
	f.asked = append(f.asked, i)
	hold, grade := f.hold, f.grade
	f.mu.Unlock()
	if hold {
		select {
		case <-f.release:
		case <-ctx.Done():
			f.canceled <- i
			return nil, ctx.Err()
		}
	}
	rv := &review.Review{Plies: make([]review.Ply, i+1)}
	for k, m := range g.Moves()[:i+1] {
		pos := g.PositionAt(k)
		rv.Plies[k] = review.Ply{Index: k, Move: m, Mover: pos.SideToMove()}
	}
	p := &rv.Plies[i]
	p.Grade, p.Best = grade, p.Move
	if grade != review.GradeBest {
		pos := g.PositionAt(i)
		for _, m := range pos.LegalMoves(nil) {
			if m != p.Move {
				p.Best = m
				break
			}
		}
	}
	return rv, nil
}

func (f *fakeGrader) Review(ctx context.Context, g *game.Game, _ func(int, int)) (*review.Review, error) {
	return nil, errors.New("fakeGrader: no review")
}

func (f *fakeGrader) plies() []int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]int(nil), f.asked...)
}

// coachedController returns a controller against the (fake) computer on
// 6×6 with the coach on, grading with f, and its queue.
func coachedController(t *testing.T, f *fakeGrader) (*Controller, *queue) {
	t.Helper()
	c, q := newTestController(t, Setup{Mode: VsComputer, Human: game.Black, Level: ai.Easy, Size: 6, Coach: CoachOn})
	c.Coach().Grader = f
	return c, q
}

// runUntil runs the queued results until done reports true.
func runUntil(t *testing.T, q *queue, what string, done func() bool) {
	t.Helper()
	deadline := time.After(30 * time.Second)
	for !done() {
		select {
		case f := <-q.ch:
			f()
		case <-deadline:
			t.Fatalf("waited 30 s for %s", what)
		}
	}
}

// The verdict on the person's move comes after it, whatever the
// computer's reply does meanwhile; the computer's moves are not graded;
// the person's next move replaces the verdict.
func TestTheCoachGradesThePersonsMovesOnly(t *testing.T) {
	f := newFakeGrader(review.GradeInaccuracy)
	c, q := coachedController(t, f)
	c.PlayHuman(game.Removal(square(t, "c4")))
	if ply, ok := c.Coach().Pending(); !ok || ply != 0 {
		t.Fatalf("pending %d %v after the person's removal, want 0", ply, ok)
	}
	runUntil(t, q, "the verdict and the reply", func() bool {
		_, ok := c.Coach().Verdict()
		return ok && c.Game().Ply() == 2
	})
	v, _ := c.Coach().Verdict()
	if v.Ply != 0 || v.Move != game.Removal(square(t, "c4")) || v.Grade != review.GradeInaccuracy || v.Better == game.NoMove || v.Better == v.Move || v.TakeBack() {
		t.Errorf("verdict %+v, want an inaccuracy on 1. c4 with a better move and no Take back", v)
	}
	jump, _ := first(c.Game().Position())
	c.PlayHuman(jump)
	if _, ok := c.Coach().Verdict(); ok {
		t.Error("the verdict on the first move outlived the second")
	}
	runUntil(t, q, "the second verdict", func() bool {
		v, ok := c.Coach().Verdict()
		return ok && v.Ply == 2 && c.Game().Ply() == 4
	})
	if got := f.plies(); len(got) != 2 || got[0] != 0 || got[1] != 2 {
		t.Errorf("graded plies %v, want the person's 0 and 2 only", got)
	}
}

// After a mistake or a blunder Take back is offered and takes back the
// person's move and the computer's reply; after a good move it is not
// offered and does nothing.
func TestTakeBackIsOfferedAfterAMistakeAndUndoes(t *testing.T) {
	for _, g := range []review.Grade{review.GradeMistake, review.GradeBlunder, review.GradeGood, review.GradeBest} {
		f := newFakeGrader(g)
		c, q := coachedController(t, f)
		c.PlayHuman(game.Removal(square(t, "c4")))
		runUntil(t, q, "the verdict and the reply", func() bool {
			_, ok := c.Coach().Verdict()
			return ok && c.Game().Ply() == 2
		})
		v, _ := c.Coach().Verdict()
		offered := g == review.GradeMistake || g == review.GradeBlunder
		if v.TakeBack() != offered {
			t.Errorf("%v: Take back offered %v", g, v.TakeBack())
		}
		if (v.Better == game.NoMove) != (g == review.GradeBest) {
			t.Errorf("%v: better move %v", g, v.Better)
		}
		c.Coach().TakeBack()
		want := 2
		if offered {
			want = 0
		}
		if c.Game().Ply() != want || !c.HumanToMove() {
			t.Errorf("%v: after Take back ply %d (person to move %v), want %d", g, c.Game().Ply(), c.HumanToMove(), want)
		}
		if _, ok := c.Coach().Verdict(); ok == offered {
			t.Errorf("%v: verdict on show %v after Take back", g, ok)
		}
	}
}

// Undo, Redo, a new game, Load and Continue cancel the grading under way;
// its verdict never shows.
func TestAChangeOfTheGameCancelsTheGrading(t *testing.T) {
	for name, change := range map[string]func(c *Controller){
		"undo":     func(c *Controller) { c.Undo() },
		"new game": func(c *Controller) { c.NewGame(c.Setup()) },
		"load":     func(c *Controller) { g, _ := game.NewGame(6); c.Load(g) },
		"continue": func(c *Controller) { g, _ := game.NewGame(6); c.Continue(c.Setup(), g) },
	} {
		f := newFakeGrader(review.GradeBlunder)
		f.hold = true
		c, q := coachedController(t, f)
		c.PlayHuman(game.Removal(square(t, "c4")))
		runUntil(t, q, "the computer's reply", func() bool { return c.Game().Ply() == 2 })
		change(c)
		if _, ok := c.Coach().Pending(); ok {
			t.Errorf("%s: a grading is still pending", name)
		}
		select {
		case ply := <-f.canceled:
			if ply != 0 {
				t.Errorf("%s: cancelled the grading of ply %d", name, ply)
			}
		case <-time.After(30 * time.Second):
			t.Fatalf("%s: the grading was not cancelled", name)
		}
		close(f.release)
		q.next() // the cancelled grading's result, dropped
		if v, ok := c.Coach().Verdict(); ok {
			t.Errorf("%s: stale verdict %+v on show", name, v)
		}
	}
	// Redo replays the move, but its verdict was dropped with Undo.
	f := newFakeGrader(review.GradeGood)
	c, q := coachedController(t, f)
	c.PlayHuman(game.Removal(square(t, "c4")))
	runUntil(t, q, "the verdict", func() bool { _, ok := c.Coach().Verdict(); return ok && c.Game().Ply() == 2 })
	c.Undo()
	c.Redo()
	if _, ok := c.Coach().Verdict(); ok {
		t.Error("a verdict shows after Undo and Redo")
	}
}

// The coach is silent when the setup turns it off.
func TestTheCoachOffGradesNothing(t *testing.T) {
	f := newFakeGrader(review.GradeBlunder)
	c, q := newTestController(t, Setup{Mode: VsComputer, Human: game.Black, Level: ai.Hard, Size: 6})
	c.Coach().Grader = f
	c.PlayHuman(game.Removal(square(t, "c4")))
	runUntil(t, q, "the reply", func() bool { return c.Game().Ply() == 2 })
	if _, ok := c.Coach().Pending(); ok || len(f.plies()) != 0 {
		t.Errorf("graded %v with the coach off", f.plies())
	}
}

// A whole game against the computer on 6×6, and on 8×8 without -race:
// each verdict the coach gave is the grade the review of the finished
// game gives the move, but where the finished game proves the position
// after it and the coach could not (review.Coach); after the game the
// coach's grades are the review's. Under -race with raceCoachSettings:
// the coach and the review share their settings, whatever the budgets.
func TestTheCoachSaysWhatTheReviewSays(t *testing.T) {
	if testing.Short() {
		t.Skip("grades and reviews whole games")
	}
	sizes, s := []int{6, 8}, coachSettings
	if raceEnabled {
		sizes, s = sizes[:1], raceCoachSettings
	}
	for _, n := range sizes {
		coachAndReview(t, n, s)
	}
}

// coachSettings are small budgets of the review's tests (ai/review's
// smallSettings).
var coachSettings = review.Settings{SearchNodes: 150_000, SolveNodes: 200_000, ProveNodes: 1_000_000, Workers: 2}

// raceCoachSettings are coachSettings' budgets cut under the race
// detector, with the same two workers.
var raceCoachSettings = review.Settings{SearchNodes: 15_000, SolveNodes: 20_000, ProveNodes: 100_000, Workers: 2}

// coachAndReview plays an n×n game against the (fake) computer with the
// coach on, graded with s, and compares its verdicts with the review of
// the game.
func coachAndReview(t *testing.T, n int, s review.Settings) {
	c, q := newTestController(t, Setup{Mode: VsComputer, Human: game.Black, Level: ai.Easy, Size: n, Coach: CoachOn})
	c.Coach().Grader = review.NewCoach(s)
	verdicts := map[int]Verdict{}
	for turn := 0; !c.Game().Over(); turn++ {
		pos := c.Game().Position()
		ms := pos.LegalMoves(nil)
		c.PlayHuman(ms[(turn*7)%len(ms)]) // not always the computer's own choice
		ply := c.Game().Ply() - 1
		runUntil(t, q, "the verdict and the reply", func() bool {
			v, ok := c.Coach().Verdict()
			return ok && v.Ply == ply && (c.Game().Over() || c.HumanToMove())
		})
		verdicts[ply], _ = c.Coach().Verdict()
	}
	r := reviewedAsTheCoach(t, c, q, s)
	changed := 0
	for ply, v := range verdicts {
		p := r.Plies[ply]
		if v.Grade == p.Grade && v.Review.Best == p.Best {
			continue
		}
		changed++
		if v.Review.After.Proven || !p.After.Proven {
			t.Errorf("%d×%d ply %d (%v): the coach said %v (better %v), the review says %v (best %v)", n, n, ply, p.Move, v.Grade, v.Better, p.Grade, p.Best)
		}
	}
	if len(verdicts) < 5 {
		t.Errorf("%d×%d: %d verdicts in the game", n, n, len(verdicts))
	}
	t.Logf("%d×%d: %d verdicts, %d changed by later proofs", n, n, len(verdicts), changed)
}

// reviewedAsTheCoach waits for the coach's review of c's finished game and
// checks it: it is review.Analyse's with s, as is its Analyser's (the
// review window's), and the coach's grade of each of the person's moves
// is the review's. It returns the review.
func reviewedAsTheCoach(t *testing.T, c *Controller, q *queue, s review.Settings) *review.Review {
	t.Helper()
	runUntil(t, q, "the coach's review", func() bool { _, ok := c.Coach().Review(); return ok })
	got, _ := c.Coach().Review()
	want, err := review.Analyse(context.Background(), c.Game(), s, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("the coach's review differs from review.Analyse's")
	}
	one := s
	one.Workers = 1
	done := 0
	if r, err := c.Coach().Analyser()(context.Background(), c.Game(), one, func(d, _ int) { done = d }); err != nil || !reflect.DeepEqual(r, want) || done != c.Game().Ply()+1 {
		t.Errorf("the coach's Analyser gives a review other than review.Analyse's (%v; progress to %d)", err, done)
	}
	grades := c.Coach().Grades()
	if len(grades) > c.Game().Ply() {
		t.Errorf("%d grades for %d moves", len(grades), c.Game().Ply())
	}
	for i, p := range want.Plies {
		var got review.Grade // GradeNone past the end
		if i < len(grades) {
			got = grades[i].Grade
		}
		if c.Setup().Computer(p.Mover) {
			if got != review.GradeNone {
				t.Errorf("ply %d, the computer's, graded %v", i, got)
			}
			continue
		}
		if got != p.Grade {
			t.Errorf("ply %d (%v): the coach's last word %v, the review's %v", i, p.Move, got, p.Grade)
		}
	}
	return want
}

// scriptedComputer plays the moves of a game: in each of its positions the
// move played there.
type scriptedComputer map[game.Position]game.Move

func newScriptedComputer(g *game.Game) scriptedComputer {
	s := scriptedComputer{}
	for i, m := range g.Moves() {
		s[g.PositionAt(i)] = m
	}
	return s
}

func (s scriptedComputer) Move(_ context.Context, pos game.Position, _ ai.Level) (game.Move, error) {
	if m, ok := s[pos]; ok {
		return m, nil
	}
	return first(pos)
}

func (s scriptedComputer) Hint(_ context.Context, pos game.Position) (game.Move, error) {
	return s.Move(context.Background(), pos, ai.Easy)
}

// The games of ai/review's tests, replayed against the computer with the
// coach on, the person playing one side's moves: grades the coach gave
// change as later gradings prove more, the coach tells each revision, and
// after the game its grades are the review's.
func TestTheCoachRevisesItsGrades(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("grades and reviews whole games: without -short and -race")
	}
	total := 0
	for _, c := range []struct {
		file  string
		human game.Color
	}{
		{"thrown-6x6.kgn", game.Black},
		{"thrown-6x6.kgn", game.White},
		{"slower-win-6x6.kgn", game.Black},
		{"slower-win-6x6.kgn", game.White},
		{"hard-53.kgn", game.Black},
		{"hard-53.kgn", game.White},
	} {
		revisions := coachReplays(t, "../ai/review/testdata/"+c.file, c.human)
		t.Logf("%s, the person %v: %d revisions told", c.file, c.human, revisions)
		total += revisions
	}
	if total == 0 {
		t.Error("no grade revised")
	}
}

// coachReplays replays the game in file against the scripted computer,
// the person playing human's moves, checks the coach's last word against
// the review and returns how many revisions the coach told.
func coachReplays(t *testing.T, file string, human game.Color) int {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.ParseKGN(data)
	if err != nil {
		t.Fatal(err)
	}
	q := newQueue()
	c := NewController(newScriptedComputer(g), q.do)
	t.Cleanup(c.Close)
	c.NewGame(Setup{Mode: VsComputer, Human: human, Level: ai.Easy, Size: g.Size(), Coach: CoachOn})
	if c.Game().Start() != g.Start() {
		t.Fatalf("%s: the game starts elsewhere", file)
	}
	c.Coach().Grader = review.NewCoach(coachSettings)
	told := 0
	type said struct{ ply, was, now int }
	var last said
	count := func() { // the person's move drops the revision told
		if r, ok := c.Coach().Revised(); ok && (said{r.Now.Ply, int(r.Was.Grade), int(r.Now.Grade)}) != last {
			last = said{r.Now.Ply, int(r.Was.Grade), int(r.Now.Grade)}
			told++
		}
	}
	for ply, m := range g.Moves() {
		pos := g.PositionAt(ply)
		if pos.SideToMove() != human {
			continue
		}
		runUntil(t, q, "the person's turn", func() bool { return c.HumanToMove() && c.Game().Ply() == ply })
		c.PlayHuman(m)
		last = said{}
		runUntil(t, q, "the verdict", func() bool {
			v, ok := c.Coach().Verdict()
			return ok && v.Ply == ply
		})
		count()
	}
	reviewedAsTheCoach(t, c, q, coachSettings)
	count()
	return told
}

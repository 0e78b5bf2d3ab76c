package play

import (
	"context"
	"slices"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/ai/review"
	"github.com/konane/konane/game"
	"github.com/konane/konane/internal/background"
)

// CoachJob names the coach's gradings in background.Running.
const CoachJob = "coach"

// CoachChoice is the New game dialog's Coach setting.
type CoachChoice int

// The coach settings. The zero value follows the level.
const (
	CoachAuto CoachChoice = iota // on against Easy and Medium, off against the others
	CoachOn
	CoachOff
)

// CoachByDefault reports whether the coach is on against level l when the
// person has not chosen: against Easy and Medium.
func CoachByDefault(l ai.Level) bool { return l == ai.Easy || l == ai.Medium }

// Coached reports whether the coach grades the person's moves in a game
// with setup s: against the computer, when chosen or by default.
func (s Setup) Coached() bool {
	if s.Mode != VsComputer {
		return false
	}
	switch s.Coach {
	case CoachOn:
		return true
	case CoachOff:
		return false
	}
	return CoachByDefault(s.Level)
}

// Grader grades the person's moves (review.Coach): Upto(g, i) is the
// review of g cut after move i, move i graded and the earlier moves it
// graded before graded again; Review(g) is the review of the whole game.
type Grader interface {
	Upto(ctx context.Context, g *game.Game, i int) (*review.Review, error)
	Review(ctx context.Context, g *game.Game, progress func(done, total int)) (*review.Review, error)
}

// CoachSettings are the budgets of the coach: the review's Quick, the
// review window's default, on two workers at low priority.
func CoachSettings() review.Settings {
	s := review.Quick()
	s.Workers, s.Background = 2, true
	return s
}

// Verdict is the coach's word on one of the person's moves.
type Verdict struct {
	Ply   int       // the index of the move in the game (0-based)
	Move  game.Move // the move graded
	Grade review.Grade
	// Better is the move the review shows as best instead (NoMove when the
	// move was best, or no move is known to be better).
	Better game.Move
	// Review is the review's verdict on the move, whole.
	Review review.Ply
}

// TakeBack reports whether the coach offers to take the move back: after
// a mistake or a blunder.
func (v Verdict) TakeBack() bool {
	return v.Grade == review.GradeMistake || v.Grade == review.GradeBlunder
}

// verdictOf is the verdict of the review's ply p.
func verdictOf(p review.Ply) Verdict {
	v := Verdict{Ply: p.Index, Move: p.Move, Grade: p.Grade, Better: game.NoMove, Review: p}
	if p.Best != p.Move {
		v.Better = p.Best
	}
	return v
}

// Revision is the coach's change of its word on an earlier move of the
// person's: a later grading proved more of the game.
type Revision struct {
	Was Verdict // what the coach said
	Now Verdict // what it says now (Now.Ply == Was.Ply)
}

// Coach grades each move the person plays against the computer as the
// review does (review.Coach), in a background.Job, while Setup.Coached.
// It keeps the grade of every person's move: each grading grades the
// earlier ones again, and when one changed the coach tells the revision;
// at the end of the game it reviews the whole game, so its grades are the
// review's. New game, Load, Continue, Undo and Redo cancel the grading
// and drop the verdict. UI goroutine only.
type Coach struct {
	// Grader grades the moves; nil (the default) grades with a
	// review.Coach of CoachSettings, made on first use.
	Grader Grader

	c        *Controller
	job      *background.Job[*review.Review]
	rc       *review.Coach
	pending  int  // the ply being graded, -1 for none
	finish   bool // the game is over: review it after the grading under way
	verdict  *Verdict
	revision *Revision
	plies    []review.Ply   // the grade of each move by ply; GradeNone for the computer's and the ungraded
	review   *review.Review // the review of the finished game, nil before
	shared   bool           // rc was handed out by Analyser
}

func newCoach(c *Controller) *Coach {
	return &Coach{c: c, job: background.NewJob[*review.Review](CoachJob, c.do), pending: -1}
}

// Coach returns the coach of the live game.
func (c *Controller) Coach() *Coach { return c.coach }

// On reports whether the coach grades the person's moves in the live game.
func (k *Coach) On() bool { return k.c.setup.Coached() }

// Pending returns the ply of the person's move being graded and true, or
// false when no grading is under way.
func (k *Coach) Pending() (int, bool) { return k.pending, k.pending >= 0 }

// Verdict returns the verdict on the person's last move and true, or false
// when there is none (not graded yet, the coach off, taken back).
func (k *Coach) Verdict() (Verdict, bool) {
	if k.verdict == nil {
		return Verdict{}, false
	}
	return *k.verdict, true
}

// Revised returns the latest revision of an earlier grade and true, or
// false when the last grading revised none.
func (k *Coach) Revised() (Revision, bool) {
	if k.revision == nil {
		return Revision{}, false
	}
	return *k.revision, true
}

// Grades returns the coach's current grade of each move of the live game
// by ply (the review's Ply; GradeNone for the computer's moves and those
// not graded). The slice is the caller's.
func (k *Coach) Grades() []review.Ply {
	return slices.Clone(k.plies[:min(len(k.plies), k.c.game.Ply())])
}

// Review returns the review of the finished game and true once the coach
// has made it (review.Analyse's, exactly), false before.
func (k *Coach) Review() (*review.Review, bool) { return k.review, k.review != nil }

// played starts grading the person's move just played (the last of the
// live game); the verdict on the previous one goes.
func (k *Coach) played() {
	k.stop()
	if !k.On() {
		return
	}
	g := k.c.game.Clone()
	ply := g.Ply() - 1
	k.plies = k.plies[:min(len(k.plies), ply)]
	grader := k.grader()
	k.pending = ply
	k.job.Start(func(ctx context.Context, _ func(int, int)) (*review.Review, error) {
		return grader.Upto(ctx, g, ply)
	}, nil, func(rv *review.Review, err error) { k.graded(ply, rv, err) })
}

// over reviews the finished game once the grading under way, if any, is
// done; a game the coach graded nothing of is left alone.
func (k *Coach) over() {
	if !k.On() || len(k.plies) == 0 && k.pending < 0 || k.review != nil || k.finish {
		return
	}
	k.finish = true
	if k.pending < 0 {
		k.reviewGame()
	}
}

// reviewGame reviews the whole (finished) live game.
func (k *Coach) reviewGame() {
	g := k.c.game.Clone()
	grader := k.grader()
	k.job.Start(func(ctx context.Context, _ func(int, int)) (*review.Review, error) {
		return grader.Review(ctx, g, nil)
	}, nil, func(rv *review.Review, err error) {
		if err != nil {
			return
		}
		k.review = rv
		k.keep(rv)
		k.c.refresh()
	})
}

// AnalyseFunc is the signature of review.Analyse.
type AnalyseFunc func(ctx context.Context, g *game.Game, s review.Settings, progress func(done, total int)) (*review.Review, error)

// Analyser returns review.Analyse made cheaper by what the coach kept: a
// review with the coach's budgets (any Workers and Background) goes
// through the coach's review.Coach (same result, on its workers), others
// to review.Analyse. Nil when the coach has no review.Coach. Call it on
// the UI goroutine; the function runs on any.
func (k *Coach) Analyser() AnalyseFunc {
	rc, _ := k.Grader.(*review.Coach)
	if k.Grader == nil {
		rc = k.rc
		k.shared = rc != nil
	}
	if rc == nil {
		return nil
	}
	return func(ctx context.Context, g *game.Game, s review.Settings, progress func(done, total int)) (*review.Review, error) {
		c := rc.Settings()
		s.Workers, s.Background = c.Workers, c.Background
		if s != c {
			return review.Analyse(ctx, g, s, progress)
		}
		return rc.Review(ctx, g, progress)
	}
}

// grader returns Grader, or the coach's own review.Coach.
func (k *Coach) grader() Grader {
	if k.Grader != nil {
		return k.Grader
	}
	if k.rc == nil {
		k.rc = review.NewCoach(CoachSettings())
	}
	return k.rc
}

// graded keeps the grades of rv, the grading of move ply, and asks the
// window to show the verdict; a failed grading shows nothing.
func (k *Coach) graded(ply int, rv *review.Review, err error) {
	if ply != k.pending {
		return
	}
	k.pending = -1
	if err == nil {
		k.keep(rv)
		if p := k.grade(ply); p.Grade != review.GradeNone {
			v := verdictOf(p)
			k.verdict = &v
		}
	}
	if k.finish {
		k.reviewGame()
	}
	k.c.refresh()
}

// grade returns the grade kept of move ply (GradeNone when none).
func (k *Coach) grade(ply int) review.Ply {
	if ply < len(k.plies) {
		return k.plies[ply]
	}
	return review.Ply{}
}

// keep keeps the grades rv gives the person's moves; a grade given
// before that changed is the revision (the latest move's when several),
// and the verdict on show follows its move's grade.
func (k *Coach) keep(rv *review.Review) {
	for len(k.plies) < len(rv.Plies) {
		k.plies = append(k.plies, review.Ply{Index: len(k.plies)})
	}
	for i, p := range rv.Plies {
		if p.Grade == review.GradeNone || k.c.setup.Computer(p.Mover) {
			continue
		}
		was := k.plies[i]
		k.plies[i] = p
		if was.Grade != review.GradeNone && was.Grade != p.Grade && was.Move == p.Move {
			k.revision = &Revision{Was: verdictOf(was), Now: verdictOf(p)}
		}
		if k.verdict != nil && k.verdict.Ply == i {
			v := verdictOf(p)
			k.verdict = &v
		}
	}
}

// TakeBack takes back the person's move the verdict offers to (and the
// computer's reply), as Undo does; it does nothing when the verdict on
// show does not offer it.
func (k *Coach) TakeBack() {
	v, ok := k.Verdict()
	if !ok || !v.TakeBack() || k.c.game.Ply() <= v.Ply || k.c.game.Moves()[v.Ply] != v.Move {
		return
	}
	k.c.Undo()
}

// stop cancels the grading under way and drops the verdict and the
// revision.
func (k *Coach) stop() {
	k.job.Stop()
	k.pending = -1
	k.finish = false
	k.verdict, k.revision, k.review = nil, nil, nil
}

// forget stops the coach and drops what it knows of the game (a new
// game). The review.Coach forgets on a goroutine of its own: it waits
// for the cancelled grading to end, and what it kept is right for any
// game, so a grading that starts first loses nothing. One an Analyser
// handed out is left to its review window, and the next game gets its own.
func (k *Coach) forget() {
	k.stop()
	k.plies = nil
	if rc := k.rc; rc != nil && k.shared {
		k.rc, k.shared = nil, false
	} else if rc != nil {
		go rc.Forget()
	}
}

// close stops the coach for good (Controller.Close).
func (k *Coach) close() {
	k.stop()
	k.job.Close()
	k.rc = nil
}

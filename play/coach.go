package play

import (
	"context"

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

// CoachFunc grades move i of g (review.Coach.Grade).
type CoachFunc func(ctx context.Context, g *game.Game, i int) (review.Ply, error)

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

// Coach grades each move the person plays against the computer as the
// review does (review.Coach), in a background.Job, while Setup.Coached.
// New game, Load, Continue, Undo and Redo cancel the grading and drop the
// verdict. UI goroutine only.
type Coach struct {
	// Grade grades a move; nil (the default) grades with a review.Coach
	// of CoachSettings, made on first use.
	Grade CoachFunc

	c       *Controller
	job     *background.Job[review.Ply]
	rc      *review.Coach
	pending int // the ply being graded, -1 for none
	verdict *Verdict
}

func newCoach(c *Controller) *Coach {
	return &Coach{c: c, job: background.NewJob[review.Ply](CoachJob, c.do), pending: -1}
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

// played starts grading the person's move just played (the last of the
// live game); the verdict on the previous one goes.
func (k *Coach) played() {
	k.stop()
	if !k.On() {
		return
	}
	g := k.c.game.Clone()
	ply := g.Ply() - 1
	grade := k.grader()
	k.pending = ply
	k.job.Start(func(ctx context.Context, _ func(int, int)) (review.Ply, error) {
		return grade(ctx, g, ply)
	}, nil, func(p review.Ply, err error) { k.graded(ply, p, err) })
}

// grader returns Grade, or the grading of the coach's own review.Coach.
func (k *Coach) grader() CoachFunc {
	if k.Grade != nil {
		return k.Grade
	}
	if k.rc == nil {
		k.rc = review.NewCoach(CoachSettings())
	}
	return k.rc.Grade
}

// graded keeps the verdict on move ply and asks the window to show it; a
// failed grading shows nothing.
func (k *Coach) graded(ply int, p review.Ply, err error) {
	if ply != k.pending {
		return
	}
	k.pending = -1
	if err == nil && p.Grade != review.GradeNone {
		v := Verdict{Ply: ply, Move: p.Move, Grade: p.Grade, Better: game.NoMove, Review: p}
		if p.Best != p.Move {
			v.Better = p.Best
		}
		k.verdict = &v
	}
	k.c.refresh()
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

// stop cancels the grading under way and drops the verdict.
func (k *Coach) stop() {
	k.job.Stop()
	k.pending = -1
	k.verdict = nil
}

// forget stops the coach and drops what it knows of the game (a new
// game). The review.Coach forgets on a goroutine of its own: it waits
// for the cancelled grading to end, and what it kept is right for any
// game, so a grading that starts first loses nothing.
func (k *Coach) forget() {
	k.stop()
	if rc := k.rc; rc != nil {
		go rc.Forget()
	}
}

// close stops the coach for good (Controller.Close).
func (k *Coach) close() {
	k.stop()
	k.job.Close()
	k.rc = nil
}

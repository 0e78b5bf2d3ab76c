package tutorial

import (
	"slices"

	"github.com/konane/konane/game"
)

// Outcome is what a learner's move did on a step.
type Outcome int

// The outcomes of Tutor.Try.
const (
	NotATry  Outcome = iota // the step has nothing to try; nothing changed
	Wrong                   // not the move the step asks for; the position stays
	Accepted                // the right move: it is played and the step is done
)

// Tutor walks through the steps: Back, Next, and the learner's moves on
// "try it" steps. It is not safe for concurrent use.
type Tutor struct {
	steps []Step
	index int
	pos   game.Position
	done  bool // the current try-it step was solved
}

// New returns a tutor at step index (0-based, clamped to the steps), so a
// closed tutorial resumes where it was left.
func New(index int) *Tutor {
	t := &Tutor{steps: Steps()}
	t.Goto(index)
	return t
}

// Len returns the number of steps.
func (t *Tutor) Len() int { return len(t.steps) }

// Index returns the current step, 0-based (shown as "step Index+1 of Len").
func (t *Tutor) Index() int { return t.index }

// Step returns the current step.
func (t *Tutor) Step() Step { return t.steps[t.index] }

// Position returns the position to draw: the step's, or after a right move
// the position that move made.
func (t *Tutor) Position() game.Position { return t.pos }

// Solved reports whether the current try-it step was done.
func (t *Tutor) Solved() bool { return t.done }

// CanBack and CanNext report whether Back and Next can move.
func (t *Tutor) CanBack() bool { return t.index > 0 }

// CanNext reports whether there is a step after this one.
func (t *Tutor) CanNext() bool { return t.index < len(t.steps)-1 }

// IsLast reports whether this is the last step (the one with "Play now").
func (t *Tutor) IsLast() bool { return t.index == len(t.steps)-1 }

// Goto shows step i (clamped to the steps) in its starting position.
func (t *Tutor) Goto(i int) {
	t.index = max(0, min(i, len(t.steps)-1))
	t.pos = t.steps[t.index].Position()
	t.done = false
}

// Next goes to the following step; it reports false on the last one.
func (t *Tutor) Next() bool {
	if !t.CanNext() {
		return false
	}
	t.Goto(t.index + 1)
	return true
}

// Back goes to the previous step; it reports false on the first one.
func (t *Tutor) Back() bool {
	if !t.CanBack() {
		return false
	}
	t.Goto(t.index - 1)
	return true
}

// Try checks the learner's move. A right move is played (Position shows
// the result) and the step is solved; a wrong one changes nothing.
func (t *Tutor) Try(m game.Move) Outcome {
	s := t.steps[t.index]
	if !s.IsTry() || t.done {
		return NotATry
	}
	if !slices.Contains(s.Try, m) {
		return Wrong
	}
	t.pos.Make(m)
	t.done = true
	return Accepted
}

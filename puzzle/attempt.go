package puzzle

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/konane/konane/game"
)

// Errors of Attempt.Play.
var (
	// ErrIllegal: the move is not legal in the attempt's position.
	ErrIllegal = errors.New("puzzle: illegal move")
	// ErrOver: the attempt has ended (a wrong move or the puzzle solved);
	// Retry starts it again.
	ErrOver = errors.New("puzzle: the attempt is over")
)

// Verdict judges a move of the player, by proof.
type Verdict int

// The verdicts.
const (
	Right Verdict = iota // the move is proven to win
	Wrong                // the move is proven to lose
)

func (v Verdict) String() string {
	if v == Wrong {
		return "wrong"
	}
	return "right"
}

// Step is what one move of the player led to.
type Step struct {
	Move    game.Move // the player's move
	Verdict Verdict
	// Reply is the computer's answer, already played: after a Right move
	// the longest resistance, after a Wrong one the refutation (the
	// fastest win); NoMove when the game ended with the player's move.
	Reply game.Move
	// Solved: after a Right move and its Reply the game is over or every
	// move of the player wins. The attempt then ends (Play: ErrOver).
	Solved bool
	// Over: the move was Wrong; the attempt has failed and ends.
	Over bool
}

// Attempt is one go at a puzzle: the player's moves, each judged by
// proof, and the computer's answers. On the puzzle's main line the answers
// are the line's (no work); off it they are proven (Answer), as the
// verdicts are, within LengthNodes and ProveNodes. A move proven neither
// way within its budget counts as Right and is answered as Answer falls
// back. An Attempt is not safe for concurrent use.
type Attempt struct {
	p      Puzzle
	start  game.Position
	pos    game.Position
	played []game.Move
	onLine bool // played is a prefix of the main line
	solved bool
	over   bool
	wrongs int
	helped bool // a hint was asked or the solution shown
}

// NewAttempt starts an attempt at p. It fails when p's KFEN does not read
// or its line is not legal.
func NewAttempt(p Puzzle) (*Attempt, error) {
	pos, err := p.Position()
	if err != nil {
		return nil, fmt.Errorf("puzzle %s: %w", p.ID, err)
	}
	c := pos
	for i, m := range p.Line {
		if err := c.Play(m); err != nil {
			return nil, fmt.Errorf("puzzle %s: move %d of the line: %w", p.ID, i+1, err)
		}
	}
	if len(p.Line) == 0 {
		return nil, fmt.Errorf("puzzle %s: no line", p.ID)
	}
	return &Attempt{p: p, start: pos, pos: pos, onLine: true}, nil
}

// Puzzle returns the puzzle attempted.
func (a *Attempt) Puzzle() Puzzle { return a.p }

// Position returns the position now.
func (a *Attempt) Position() game.Position { return a.pos }

// Played returns the moves since the start (or the last Retry): the
// player's moves and the computer's answers in turn.
func (a *Attempt) Played() []game.Move { return slices.Clone(a.played) }

// Solved reports whether the puzzle is solved in this attempt.
func (a *Attempt) Solved() bool { return a.solved }

// Over reports whether the attempt has ended: a wrong move or solved.
func (a *Attempt) Over() bool { return a.over || a.solved }

// Wrongs returns the number of wrong moves since the attempt started,
// retries included.
func (a *Attempt) Wrongs() int { return a.wrongs }

// Play plays the player's move m and the computer's answer. It returns
// ErrOver after a wrong move or the puzzle solved, ErrIllegal (wrapped)
// for a move that is not legal, and ctx's error when ctx ends first (the
// attempt unchanged).
func (a *Attempt) Play(ctx context.Context, m game.Move) (Step, error) {
	if a.Over() {
		return Step{}, ErrOver
	}
	if !a.pos.IsLegal(m) {
		return Step{}, fmt.Errorf("%w: %s", ErrIllegal, m)
	}
	k := len(a.played)
	if a.onLine && k < len(a.p.Line) && a.p.Line[k] == m {
		return a.playLine(m), nil
	}
	after := a.pos
	after.Make(m)
	st := Step{Move: m, Reply: game.NoMove}
	if !after.HasMoves() {
		st.Solved = true // the opponent has no move: the player won
		a.commit(st, after, false)
		return st, nil
	}
	st, after, err := offLine(ctx, st, after, nil)
	if err != nil {
		return Step{}, err
	}
	a.commit(st, after, false)
	return st, nil
}

// offLine judges st.Move, a move of the player off the main line that led
// to after (the opponent to move, with a move), and answers it: st and the
// position after the answer, as Attempt.Play takes them. The proofs count
// in mt; it returns errOverLimit when mt reaches its limit and ctx's
// error when ctx ends first.
func offLine(ctx context.Context, st Step, after game.Position, mt *meter) (Step, game.Position, error) {
	v, err := prove(ctx, after, mt)
	switch {
	case errors.Is(err, ErrUnproven):
		v = verdict{wins: false} // not proven: counted Right (see Attempt)
	case err != nil:
		return Step{}, after, err
	}
	st.Reply = v.move
	if !v.exact {
		st.Reply = fallbackMove(ctx, after, v.wins, mt)
	}
	if ctx.Err() != nil {
		return Step{}, after, ctx.Err()
	}
	if mt.over() {
		return Step{}, after, errOverLimit
	}
	after.Make(st.Reply)
	if v.wins || !after.HasMoves() {
		// Wrong, or (after an unproven move counted Right) the player lost.
		st.Verdict, st.Over = Wrong, true
		return st, after, nil
	}
	all, err := everyMoveWins(ctx, after, mt)
	if err != nil {
		return Step{}, after, err
	}
	if mt.over() {
		return Step{}, after, errOverLimit
	}
	st.Solved = all
	return st, after, nil
}

// PlayNodes returns the solver nodes Attempt.Play spends on the player's
// move m at pos off the main line (the verdict, the answer and after a
// right move whether every move wins), each proof from a cleared solver,
// so the same on every machine. With limit > 0 it stops at limit nodes
// and returns at least limit. It returns ErrIllegal (wrapped) for a move
// that is not legal and ctx's error when ctx ends first.
func PlayNodes(ctx context.Context, pos game.Position, m game.Move, limit uint64) (uint64, error) {
	if !pos.IsLegal(m) {
		return 0, fmt.Errorf("%w: %s", ErrIllegal, m)
	}
	pos.Make(m)
	if !pos.HasMoves() {
		return 0, nil
	}
	mt := &meter{limit: limit}
	_, _, err := offLine(ctx, Step{Move: m, Reply: game.NoMove}, pos, mt)
	if errors.Is(err, errOverLimit) {
		err = nil
	}
	return mt.nodes, err
}

// playLine plays m, the main line's next move, and the line's answer.
func (a *Attempt) playLine(m game.Move) Step {
	k := len(a.played)
	after := a.pos
	after.Make(m)
	st := Step{Move: m, Reply: game.NoMove}
	if k+1 < len(a.p.Line) {
		st.Reply = a.p.Line[k+1]
		after.Make(st.Reply)
	}
	st.Solved = k+2 >= len(a.p.Line)
	a.commit(st, after, true)
	return st
}

// commit records st, whose moves lead to pos.
func (a *Attempt) commit(st Step, pos game.Position, onLine bool) {
	a.played = append(a.played, st.Move)
	if st.Reply != game.NoMove {
		a.played = append(a.played, st.Reply)
	}
	a.pos = pos
	a.onLine = a.onLine && onLine
	a.solved = st.Solved
	if st.Over {
		a.over = true
		a.wrongs++
	}
}

// Retry goes back to the start of the puzzle. Wrong moves stay counted:
// an attempt with one is not clean.
func (a *Attempt) Retry() {
	a.pos, a.played = a.start, nil
	a.onLine, a.solved, a.over = true, false, false
}

// Clean reports whether the attempt so far had no wrong move, no hint and
// no solution shown.
func (a *Attempt) Clean() bool { return a.wrongs == 0 && !a.helped }

// Hint returns the stone to move: the start square of a winning move (the
// main line's when the attempt is on it, else the fastest win, proven
// within the budgets); NoSquare when the attempt is over or no winning
// move is proven. Unless the attempt is over, it marks it not clean.
func (a *Attempt) Hint() game.Square {
	if a.Over() {
		return game.NoSquare
	}
	a.helped = true
	if k := len(a.played); a.onLine && k < len(a.p.Line) {
		return a.p.Line[k].From()
	}
	v, err := prove(context.Background(), a.pos, nil)
	if err != nil || !v.wins {
		return game.NoSquare
	}
	if !v.exact {
		return fallbackMove(context.Background(), a.pos, true, nil).From()
	}
	return v.move.From()
}

// ShowSolution returns the main line from the start and marks the attempt
// not clean.
func (a *Attempt) ShowSolution() []game.Move {
	a.helped = true
	return slices.Clone(a.p.Line)
}

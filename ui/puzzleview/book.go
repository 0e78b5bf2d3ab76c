package puzzleview

import (
	"context"

	"github.com/konane/konane/game"
	"github.com/konane/konane/puzzle"
	"github.com/konane/konane/puzzle/glicko"
)

// Step is what a move of the player's led to (puzzle.Step): its
// verdict, the computer's reply, whether the puzzle is solved or failed.
type Step = puzzle.Step

// The verdicts of a Step.
const (
	Right = puzzle.Right // the move is proven to win
	Wrong = puzzle.Wrong // the move is proven to lose
)

// Attempt is one try at a puzzle, as *puzzle.Attempt is: the player's
// moves judged by proof and answered.
type Attempt interface {
	Puzzle() puzzle.Puzzle
	// Position is the position now, the player's side to move.
	Position() game.Position
	// Play judges m and answers it; it may take a while (the solver).
	Play(ctx context.Context, m game.Move) (Step, error)
	// Retry goes back to the start.
	Retry()
	// Clean reports that no wrong move, hint or solution was seen.
	Clean() bool
	// Hint is the stone to move.
	Hint() game.Square
	// ShowSolution is the main line from the start.
	ShowSolution() []game.Move
}

// Filter narrows the choice of the next puzzle (puzzle.Filter): Size 0
// and Theme "" are any.
type Filter = puzzle.Filter

// Standing is the player's record at puzzles: the rating, the puzzles
// solved in a row and the puzzles solved.
type Standing struct {
	Rating         glicko.Rating
	Streak, Solved int
}

// Book is the puzzles and the player's progress at them: the set, the
// choice of the next one, the puzzle of the day, the personal ones and
// the record of each finished puzzle, kept on disk.
type Book interface {
	// Standing is the player's record now.
	Standing() Standing
	// Next is the next puzzle near the player's rating that f allows;
	// false when none is left.
	Next(f Filter) (puzzle.Puzzle, bool)
	// Daily is the puzzle of the day (day as "2026-12-05").
	Daily(day string) (puzzle.Puzzle, bool)
	// Personal are the puzzles from the player's own games.
	Personal() []puzzle.Puzzle
	// AddPersonal adds the puzzles of ps not there yet to the personal
	// ones and saves the progress: how many were new; err is a failed
	// save.
	AddPersonal(ps []puzzle.Puzzle) (int, error)
	// Attempt starts a try at p.
	Attempt(p puzzle.Puzzle) (Attempt, error)
	// Record counts p as solved or not on day and saves the progress:
	// the player's rating before and after; err is a failed save (the
	// record is kept in memory).
	Record(p puzzle.Puzzle, solved bool, day string) (before, after glicko.Rating, err error)
}

//go:build puzzleapi

package puzzleview

import (
	"context"

	"github.com/konane/konane/ai/review"

	"github.com/konane/konane/game"
	"github.com/konane/konane/puzzle"
	"github.com/konane/konane/puzzle/glicko"
)

// Shelf is the Book of the shipped set and the player's progress, kept
// in a folder (beside the statistics; "" keeps it in memory only).
type Shelf struct {
	dir  string
	set  []puzzle.Puzzle
	prog puzzle.Progress
}

// OpenShelf reads the shipped set and the progress kept in dir. A damaged
// progress file is set aside (the error wraps a *store.CorruptError that
// names where) and the shelf starts afresh; any error leaves a usable
// shelf.
func OpenShelf(dir string) (*Shelf, error) {
	s := &Shelf{dir: dir, prog: puzzle.NewProgress()}
	set, err := puzzle.Shipped()
	if err != nil {
		return s, err
	}
	s.set = set
	if dir == "" {
		return s, nil
	}
	p, err := puzzle.LoadProgress(dir)
	s.prog = p
	return s, err
}

// save keeps the progress, if the shelf has a folder.
func (s *Shelf) save() error {
	if s.dir == "" {
		return nil
	}
	return puzzle.SaveProgress(s.dir, s.prog)
}

// Standing is the player's rating, streak and puzzles solved.
func (s *Shelf) Standing() Standing {
	n := 0
	for _, r := range s.prog.Records {
		if r.Solved > 0 {
			n++
		}
	}
	return Standing{Rating: s.prog.Rating, Streak: s.prog.Streak, Solved: n}
}

// Next is puzzle.Next on the shipped set.
func (s *Shelf) Next(f Filter) (puzzle.Puzzle, bool) {
	return puzzle.Next(s.set, &s.prog, puzzle.Filter{Size: f.Size, Theme: f.Theme})
}

// Daily is puzzle.Daily on the shipped set.
func (s *Shelf) Daily(day string) (puzzle.Puzzle, bool) {
	if len(s.set) == 0 {
		return puzzle.Puzzle{}, false
	}
	return puzzle.Daily(s.set, day), true
}

// Personal are the puzzles from the player's games.
func (s *Shelf) Personal() []puzzle.Puzzle { return s.prog.Personal }

// AddPersonal adds the new ones of ps and saves.
func (s *Shelf) AddPersonal(ps []puzzle.Puzzle) (int, error) {
	n := s.prog.AddPersonal(ps)
	if n == 0 {
		return 0, nil
	}
	return n, s.save()
}

// Attempt is puzzle.NewAttempt.
func (s *Shelf) Attempt(p puzzle.Puzzle) (Attempt, error) {
	a, err := puzzle.NewAttempt(p)
	if err != nil {
		return nil, err
	}
	return attempt{a}, nil
}

// Record is Progress.Record, then a save.
func (s *Shelf) Record(p puzzle.Puzzle, solved bool, day string) (before, after glicko.Rating, err error) {
	before, after = s.prog.Record(p, solved, day)
	return before, after, s.save()
}

// attempt is a *puzzle.Attempt as an Attempt.
type attempt struct{ *puzzle.Attempt }

// Play is puzzle.Attempt.Play.
func (a attempt) Play(ctx context.Context, m game.Move) (Step, error) {
	s, err := a.Attempt.Play(ctx, m)
	v := Right
	if s.Verdict == puzzle.Wrong {
		v = Wrong
	}
	return Step{Move: s.Move, Verdict: v, Reply: s.Reply, Solved: s.Solved, Over: s.Over}, err
}

// FromReview is puzzle.FromReview.
func FromReview(g *game.Game, r *review.Review, c game.Color) []puzzle.Puzzle {
	return puzzle.FromReview(g, r, c)
}

package puzzleview

import (
	"errors"
	"slices"

	"github.com/konane/konane/puzzle"
	"github.com/konane/konane/puzzle/glicko"
	"github.com/konane/konane/store"
)

// Shelf is the Book of the shipped set and the player's progress, kept
// in a folder (beside the statistics; "" keeps it in memory only).
type Shelf struct {
	dir  string
	set  []puzzle.Puzzle
	prog puzzle.Progress
	// left holds the puzzles attempted and left unfinished since the
	// shelf opened: Next skips them while others match.
	left map[string]bool
}

// OpenShelf reads the shipped set and the progress kept in dir. A damaged
// progress file is set aside (the error wraps a *store.CorruptError that
// names where) and the shelf starts afresh; a file that does not read
// at all is left alone, and the shelf keeps its progress in memory; any
// error leaves a usable shelf.
func OpenShelf(dir string) (*Shelf, error) {
	s := &Shelf{dir: dir, prog: puzzle.NewProgress(), left: map[string]bool{}}
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
	var ce *store.CorruptError
	if err != nil && !errors.As(err, &ce) {
		// A file that is there but does not read (a folder, no
		// permission) is not written over: the progress stays in memory.
		s.dir = ""
	}
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
	solved, _, _ := s.prog.Counts()
	return Standing{Rating: s.prog.Rating, Streak: s.prog.Streak, Solved: solved}
}

// Next is puzzle.Next on the shipped set, without the puzzles left
// unfinished while others match (the next puzzle is another one).
func (s *Shelf) Next(f Filter) (puzzle.Puzzle, bool) {
	if len(s.left) > 0 {
		rest := slices.DeleteFunc(slices.Clone(s.set), func(p puzzle.Puzzle) bool { return s.left[p.ID] })
		if p, ok := puzzle.Next(rest, &s.prog, f); ok {
			return p, true
		}
		clear(s.left)
	}
	return puzzle.Next(s.set, &s.prog, f)
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
	s.left[p.ID] = true
	return a, nil
}

// Record is Progress.Record, then a save.
func (s *Shelf) Record(p puzzle.Puzzle, solved bool, day string) (before, after glicko.Rating, err error) {
	delete(s.left, p.ID)
	before, after = s.prog.Record(p, solved, day)
	return before, after, s.save()
}

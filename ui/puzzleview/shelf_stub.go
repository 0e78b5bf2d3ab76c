//go:build !puzzleapi

package puzzleview

import (
	"errors"

	"github.com/konane/konane/ai/review"
	"github.com/konane/konane/game"
	"github.com/konane/konane/puzzle"
	"github.com/konane/konane/puzzle/glicko"
)

// Shelf stands in for the set and progress until package puzzle has them.
type Shelf struct{ personal []puzzle.Puzzle }

// OpenShelf returns an empty shelf.
func OpenShelf(string) (*Shelf, error) { return &Shelf{}, nil }

func (s *Shelf) Standing() Standing {
	return Standing{Rating: glicko.Rating{R: 1500, RD: 350, Vol: 0.06}}
}
func (s *Shelf) Next(Filter) (puzzle.Puzzle, bool)  { return puzzle.Puzzle{}, false }
func (s *Shelf) Daily(string) (puzzle.Puzzle, bool) { return puzzle.Puzzle{}, false }
func (s *Shelf) Personal() []puzzle.Puzzle          { return s.personal }
func (s *Shelf) AddPersonal(ps []puzzle.Puzzle) (int, error) {
	s.personal = append(s.personal, ps...)
	return len(ps), nil
}
func (s *Shelf) Attempt(puzzle.Puzzle) (Attempt, error) { return nil, errors.New("no puzzles yet") }
func (s *Shelf) Record(puzzle.Puzzle, bool, string) (glicko.Rating, glicko.Rating, error) {
	return glicko.Rating{}, glicko.Rating{}, nil
}

// FromReview stands in for puzzle.FromReview.
func FromReview(*game.Game, *review.Review, game.Color) []puzzle.Puzzle { return nil }

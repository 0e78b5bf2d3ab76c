package puzzle

import "math"

// Filter narrows the puzzles Next chooses from.
type Filter struct {
	Size  int   // the board's side (6 for 6×6); 0 any
	Theme Theme // a theme the puzzle must have; "" any
}

// Matches reports whether pz passes f.
func (f Filter) Matches(pz Puzzle) bool {
	if f.Size != 0 && pz.Size() != f.Size {
		return false
	}
	if f.Theme == "" {
		return true
	}
	for _, t := range pz.Themes {
		if t == f.Theme {
			return true
		}
	}
	return false
}

// Next returns the puzzle of set matching f that the player has not solved
// cleanly and whose rating (RatingOf) is nearest the player's, ties to the
// smaller ID; if all are solved, the one solved longest ago. The last one
// attempted comes only if alone. False: no match. p nil: a newcomer.
func Next(set []Puzzle, p *Progress, f Filter) (Puzzle, bool) {
	if p == nil {
		np := NewProgress()
		p = &np
	}
	var (
		best     Puzzle
		bestKey  nextKey
		found    bool
		last     Puzzle
		seenLast bool
	)
	for _, pz := range set {
		if !f.Matches(pz) {
			continue
		}
		if p.LastID != "" && pz.ID == p.LastID {
			last, seenLast = pz, true
			continue
		}
		k := p.nextKey(pz)
		if !found || k.less(bestKey) {
			best, bestKey, found = pz, k, true
		}
	}
	if !found {
		return last, seenLast
	}
	return best, true
}

// nextKey orders the candidates of Next: unsolved before solved, then by
// the distance of the unsolved's rating to the player's or by how long ago
// the solved was solved, then by ID.
type nextKey struct {
	solved   bool
	distance float64 // unsolved: |puzzle's R − player's R|
	solvedAt int     // solved: Record.SolvedAt
	id       string
}

func (p *Progress) nextKey(pz Puzzle) nextKey {
	if r, ok := p.Records[pz.ID]; ok && r.Solved > 0 {
		return nextKey{solved: true, solvedAt: r.SolvedAt, id: pz.ID}
	}
	d := math.Abs(p.RatingOf(pz).R - p.Rating.R)
	if math.IsNaN(d) {
		d = math.Inf(1)
	}
	return nextKey{distance: d, id: pz.ID}
}

func (a nextKey) less(b nextKey) bool {
	switch {
	case a.solved != b.solved:
		return !a.solved
	case a.solved && a.solvedAt != b.solvedAt:
		return a.solvedAt < b.solvedAt
	case !a.solved && a.distance != b.distance:
		return a.distance < b.distance
	}
	return a.id < b.id
}

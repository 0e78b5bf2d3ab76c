package puzzle

import (
	"flag"
	"testing"
	"time"
)

var allPuzzles = flag.Bool("puzzles.all", false, "TestEveryShippedPuzzleIsProven checks the whole shipped set, not a sample")

// sampleSize is how many shipped puzzles TestEveryShippedPuzzleIsProven
// checks without -puzzles.all, at a fixed stride through the set.
const sampleSize = 16

// Every shipped puzzle (a sample of them unless -puzzles.all) is proven by
// the tests' own solver, without budget: Winners first moves win, the
// line's first among them, every other loses; along the line every move
// of the player is the fastest win and every answer the longest
// resistance; the line ends when the game does or every move of the
// player wins, and not before.
func TestEveryShippedPuzzleIsProven(t *testing.T) {
	ps, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	stride, sample := 1, sampleSize
	if raceEnabled {
		sample = 4 // the whole sample runs without -race (make test)
	}
	if !*allPuzzles && len(ps) > sample {
		stride = len(ps) / sample
	}
	j := newJudge(t)
	start := time.Now()
	n := 0
	for i := 0; i < len(ps); i += stride {
		checkProven(t, j, ps[i])
		n++
	}
	t.Logf("%d of %d puzzles proven in %v", n, len(ps), time.Since(start).Round(time.Millisecond))
}

func checkProven(t *testing.T, j *judge, p Puzzle) {
	t.Helper()
	pos, err := p.Position()
	if err != nil {
		t.Fatalf("%s: %v", p.ID, err)
	}
	losing := j.losingMoves(pos)
	if winners := pos.CountMoves() - len(losing); winners != p.Winners {
		t.Errorf("%s: %d winning first moves, the set says %d", p.ID, winners, p.Winners)
	}
	for i, m := range p.Line {
		if !pos.IsLegal(m) {
			t.Fatalf("%s: move %d %s of the line is illegal", p.ID, i+1, m)
		}
		if i%2 == 0 {
			if i > 0 && len(j.losingMoves(pos)) == 0 {
				t.Errorf("%s: the line goes on at move %d where every move wins", p.ID, i+1)
			}
			j.checkFastest(pos, m)
		} else {
			j.checkLongest(pos, m)
		}
		pos.Make(m)
	}
	switch {
	case len(p.Line)%2 == 1 && pos.HasMoves():
		t.Errorf("%s: the line ends with the player's move and the computer can move", p.ID)
	case len(p.Line)%2 == 0 && (!pos.HasMoves() || len(j.losingMoves(pos)) != 0):
		t.Errorf("%s: the line ends where the player has a losing move (or none)", p.ID)
	}
}

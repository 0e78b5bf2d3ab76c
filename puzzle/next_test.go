package puzzle

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/konane/konane/game"
	"github.com/konane/konane/puzzle/glicko"
)

// shuffled returns a copy of set in an order drawn from seed.
func shuffled(set []Puzzle, seed uint64) []Puzzle {
	s := slices.Clone(set)
	rand.New(rand.NewPCG(seed, 1)).Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
	return s
}

// Next picks the unsolved puzzle rated nearest the player, whatever the
// order of the set.
func TestNextIsTheUnsolvedPuzzleNearestThePlayersRating(t *testing.T) {
	set := madeSet(t, 8, 10, 1000, 100) // 1000, 1100 … 1900
	for _, tc := range []struct {
		player float64
		want   int // index into set
	}{{1500, 5}, {1540, 5}, {1560, 6}, {900, 0}, {2600, 9}, {1249, 2}} {
		p := NewProgress()
		p.Rating = glicko.Rating{R: tc.player, RD: 100, Vol: 0.06}
		for seed := range uint64(4) {
			got, ok := Next(shuffled(set, seed), &p, Filter{})
			if !ok || got.ID != set[tc.want].ID {
				t.Errorf("player %v, order %d: Next = %s (%v), %v; want %s (%v)", tc.player, seed, got.ID, got.Rating.R, ok, set[tc.want].ID, set[tc.want].Rating.R)
			}
		}
	}
}

// Equally near puzzles go by ID; a puzzle's own rating, once attempted,
// is its record's.
func TestNextBreaksTiesByIDAndUsesTheRecordsRating(t *testing.T) {
	set := madeSet(t, 8, 4, 1500, 0)
	p := NewProgress()
	p.Rating = glicko.Rating{R: 1500, RD: 100, Vol: 0.06}
	ids := []string{set[0].ID, set[1].ID, set[2].ID, set[3].ID}
	slices.Sort(ids)
	if got, _ := Next(shuffled(set, 3), &p, Filter{}); got.ID != ids[0] {
		t.Errorf("tie: Next = %s, want the smallest ID %s", got.ID, ids[0])
	}
	for i := range set {
		set[i].Rating.R = 1500 + 10*float64(i)
	}
	// Attempted and failed: its rating is now the record's.
	p.Records[set[3].ID] = Record{Tries: 1, Failed: 1, Rating: glicko.Rating{R: 1501, RD: 200, Vol: 0.06}}
	if got, _ := Next(set, &p, Filter{}); got.ID != set[0].ID {
		t.Errorf("Next = %s, want %s (1500 beats the record's 1501)", got.ID, set[0].ID)
	}
	p.Records[set[0].ID] = Record{Tries: 1, Solved: 1, SolvedAt: 1, Rating: glicko.Rating{R: 1500, RD: 200, Vol: 0.06}}
	if got, _ := Next(set, &p, Filter{}); got.ID != set[3].ID {
		t.Errorf("Next = %s, want %s (rated 1501 by its record)", got.ID, set[3].ID)
	}
}

func TestNextKeepsToTheFilter(t *testing.T) {
	var set []Puzzle
	set = append(set, madeSet(t, 6, 5, 1500, 10, ThemeRemoval)...)
	set = append(set, madeSet(t, 7, 5, 1500, 10, ThemeQuiet)...)
	set = append(set, madeSet(t, 8, 5, 1500, 10, ThemeQuiet, ThemeMultiJump)...)
	p := NewProgress()
	for _, f := range []Filter{{}, {Size: 6}, {Size: 7}, {Size: 8}, {Theme: ThemeQuiet}, {Theme: ThemeMultiJump}, {Size: 7, Theme: ThemeQuiet}} {
		matches := func(pz Puzzle) bool {
			pos, err := game.ParseKFEN(pz.KFEN)
			return err == nil && (f.Size == 0 || pos.Size() == f.Size) && (f.Theme == "" || slices.Contains(pz.Themes, f.Theme))
		}
		q := p
		q.Records = map[string]Record{}
		seen := map[string]bool{}
		for range 15 {
			got, ok := Next(set, &q, f)
			if !ok {
				break
			}
			if !matches(got) {
				t.Errorf("filter %+v: Next = %s %v", f, got.ID, got.Themes)
			}
			if seen[got.ID] {
				break // every match solved: Next starts again
			}
			seen[got.ID] = true
			q.Record(got, true, "2026-12-05")
		}
		want := 0
		for _, pz := range set {
			if matches(pz) {
				want++
			}
		}
		if len(seen) != want {
			t.Errorf("filter %+v: Next gave %d puzzles before repeating, want %d", f, len(seen), want)
		}
	}
	for _, f := range []Filter{{Size: 9}, {Theme: ThemeLong}, {Size: 6, Theme: ThemeQuiet}} {
		if got, ok := Next(set, &p, f); ok {
			t.Errorf("filter %+v: Next = %s, want none", f, got.ID)
		}
	}
}

// When every matching puzzle is solved, Next gives the one solved longest
// ago; the puzzle just attempted comes only when it is the only match.
func TestNextAfterEverythingIsSolvedIsTheLeastRecentlySolved(t *testing.T) {
	set := madeSet(t, 8, 4, 1500, 50)
	p := NewProgress()
	for _, i := range []int{2, 0, 3, 1} {
		p.Record(set[i], true, "2026-12-05")
	}
	if got, _ := Next(set, &p, Filter{}); got.ID != set[2].ID {
		t.Errorf("Next = %s, want %s, solved first", got.ID, set[2].ID)
	}
	p.Record(set[2], true, "2026-12-06")
	if got, _ := Next(set, &p, Filter{}); got.ID != set[0].ID {
		t.Errorf("Next = %s, want %s, now solved longest ago", got.ID, set[0].ID)
	}
	// A failed attempt at a solved one does not make it the oldest.
	p.Record(set[0], false, "2026-12-07")
	if got, _ := Next(set, &p, Filter{}); got.ID != set[3].ID {
		t.Errorf("Next = %s, want %s (%s just attempted)", got.ID, set[3].ID, set[0].ID)
	}
	one := set[:1]
	if got, ok := Next(one, &p, Filter{}); !ok || got.ID != set[0].ID {
		t.Errorf("the only puzzle, just attempted: Next = %s, %v", got.ID, ok)
	}
}

// The puzzle just failed is not offered again at once, though still the
// nearest.
func TestNextSkipsThePuzzleJustAttempted(t *testing.T) {
	set := madeSet(t, 8, 3, 1500, 100)
	p := NewProgress()
	p.Rating = glicko.Rating{R: 1600, RD: 30, Vol: 0.06}
	first, _ := Next(set, &p, Filter{})
	p.Record(first, false, "2026-12-05")
	p.Rating = glicko.Rating{R: 1600, RD: 30, Vol: 0.06}
	p.Records[first.ID] = Record{Tries: 1, Failed: 1, Rating: glicko.Rating{R: 1600, RD: 30, Vol: 0.06}}
	if got, _ := Next(set, &p, Filter{}); got.ID == first.ID {
		t.Errorf("Next offers %s again at once", got.ID)
	}
	if got, _ := Next(set, nil, Filter{}); got.ID != set[0].ID {
		t.Errorf("Next for a nil progress = %s, want the one nearest 1500, %s", got.ID, set[0].ID)
	}
}

// On the shipped set, Next goes through every puzzle before it repeats
// one, each solved, and the day's puzzle is one of its 8×8 puzzles of the daily band
// when it has any.
func TestNextAndDailyOnTheShippedSet(t *testing.T) {
	set, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	p := NewProgress()
	seen := map[string]bool{}
	for range set {
		pz, ok := Next(set, &p, Filter{})
		if !ok || seen[pz.ID] {
			t.Fatalf("after %d puzzles Next = %s, %v (seen: %v)", len(seen), pz.ID, ok, seen[pz.ID])
		}
		seen[pz.ID] = true
		p.Record(pz, true, "2026-12-05")
	}
	band := 0
	for _, pz := range set {
		if pz.Size() == 8 && pz.Rating.R >= DailyLow && pz.Rating.R < DailyHigh {
			band++
		}
	}
	d := Daily(set, "2026-12-05")
	if band > 0 && (d.Size() != 8 || d.Rating.R < DailyLow || d.Rating.R >= DailyHigh) {
		t.Errorf("Daily = %s (%d×%d, %v), want an 8×8 puzzle of the band (%d of them)", d.ID, d.Size(), d.Size(), d.Rating.R, band)
	}
}

// Next over 1000 puzzles (500 positions, each twice under two IDs), half
// of them attempted.
func BenchmarkNext(b *testing.B) {
	set := madeSet(b, 8, 500, 1000, 1)
	for _, pz := range slices.Clone(set) {
		pz.ID += "b"
		pz.Rating.R += 0.5
		set = append(set, pz)
	}
	p := NewProgress()
	for i := 0; i < len(set); i += 2 {
		p.Record(set[i], i%4 == 0, "2026-12-05")
	}
	b.ReportAllocs()
	for b.Loop() {
		Next(set, &p, Filter{Size: 8, Theme: ""})
	}
}

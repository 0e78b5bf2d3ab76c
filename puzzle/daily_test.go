package puzzle

import (
	"testing"
	"time"
)

// dailySet is 8×8 puzzles in and out of the daily band and smaller ones.
func dailySet(t *testing.T) (set []Puzzle, inBand map[string]bool) {
	t.Helper()
	band := madeSet(t, 8, 20, DailyLow, 9) // 1500 … 1671
	set = append(set, band...)
	set = append(set, madeSet(t, 8, 5, 1200, 50)...)        // below
	set = append(set, madeSet(t, 8, 5, DailyHigh, 100)...)  // above, from 1700
	set = append(set, madeSet(t, 6, 10, DailyLow, 10)...)   // other sizes
	set = append(set, madeSet(t, 7, 10, DailyLow+1, 10)...) // in the band
	inBand = map[string]bool{}
	for _, pz := range band {
		inBand[pz.ID] = true
	}
	return set, inBand
}

// The puzzle of a date is the same whatever the order of the set and
// whatever the player has done: it depends on the date and the set only.
func TestDailyIsTheSameForADate(t *testing.T) {
	set, _ := dailySet(t)
	p := NewProgress()
	for _, day := range []string{"2026-12-05", "2027-01-01", "2030-02-28"} {
		want := Daily(set, day)
		for seed := range uint64(5) {
			if got := Daily(shuffled(set, seed), day); got.ID != want.ID {
				t.Errorf("%s, order %d: %s, want %s", day, seed, got.ID, want.ID)
			}
		}
		p.Record(want, true, day)
		p.Record(set[len(set)-1], false, day)
		if got := Daily(set, day); got.ID != want.ID {
			t.Errorf("%s after attempts: %s, want %s", day, got.ID, want.ID)
		}
	}
}

// Over two months the days' puzzles spread over the band: every one an
// 8×8 puzzle rated in [DailyLow, DailyHigh), and few days like the day
// before.
func TestDailyDiffersAcrossDatesAndKeepsToTheBand(t *testing.T) {
	set, inBand := dailySet(t)
	seen := map[string]int{}
	same := 0
	prev := ""
	day := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	const days = 60
	for range days {
		pz := Daily(set, day.Format(time.DateOnly))
		if !inBand[pz.ID] {
			t.Errorf("%s: %s rated %v is not an 8×8 puzzle of the band", day.Format(time.DateOnly), pz.ID, pz.Rating.R)
		}
		seen[pz.ID]++
		if pz.ID == prev {
			same++
		}
		prev = pz.ID
		day = day.AddDate(0, 0, 1)
	}
	// 60 draws among 20: about 19 distinct expected, a repeat on 3 days.
	if len(seen) < 14 || same > 8 {
		t.Errorf("%d days: %d distinct puzzles, %d days like the day before", days, len(seen), same)
	}
}

// Without 8×8 puzzles in the band the day's puzzle is an 8×8 one, then any.
func TestDailyFallsBackWhenTheBandIsEmpty(t *testing.T) {
	eights := madeSet(t, 8, 4, 1000, 10)
	sixes := madeSet(t, 6, 4, DailyLow, 10)
	if got := Daily(append(eights, sixes...), "2026-12-05"); got.Size() != 8 || got.Rating.R >= 1100 {
		t.Errorf("Daily = %s, want an 8×8 puzzle", got.ID)
	}
	if got := Daily(sixes, "2026-12-05"); got.ID == "" {
		t.Error("Daily of 6×6 puzzles only is none")
	}
	if got := Daily(nil, "2026-12-05"); got.ID != "" {
		t.Errorf("Daily of no puzzles = %s", got.ID)
	}
}

package main

import (
	"fmt"
	"io"
	"math/bits"
	"slices"
	"strings"
	"time"

	"github.com/konane/konane/game"
	"github.com/konane/konane/puzzle"
)

// NearStones bounds a near copy: a position is one of a puzzle's when, in
// some colour-keeping symmetry, both have the same size, side to move,
// phase and player's stones, and the opponent's differ on at most
// NearStones squares.
const NearStones = 2

// verdict is what the deduper says of a position.
type verdict int

const (
	fresh verdict = iota // no puzzle of the set is like it
	same                 // a puzzle of the set has its ID (the same position or a mirror image)
	near                 // a near copy of a puzzle of the set
)

// nearKey groups the positions that may be near copies of each other.
type nearKey struct {
	size  int
	side  game.Color
	phase game.Phase
	own   uint64 // the stones of the side to move
}

// deduper remembers the puzzles kept so far.
type deduper struct {
	ids  map[string]bool
	opps map[nearKey][]uint64 // the opponent's stones of the puzzles with the key
}

func newDeduper() *deduper {
	return &deduper{ids: map[string]bool{}, opps: map[nearKey][]uint64{}}
}

// key returns pos's near key and its opponent's stones; ok is false above
// 8×8.
func key(pos game.Position) (nearKey, uint64, bool) {
	own, ok := pos.Stones8(pos.SideToMove())
	opp, _ := pos.Stones8(pos.SideToMove().Other())
	return nearKey{pos.Size(), pos.SideToMove(), pos.Phase(), own}, opp, ok
}

// check says whether pos, whose ID is id, is new to the set.
func (d *deduper) check(pos game.Position, id string) verdict {
	if d.ids[id] {
		return same
	}
	for y := game.Symmetry(0); y < 8; y++ {
		q, ok := pos.Transformed(y)
		if !ok {
			continue
		}
		k, opp, ok := key(q)
		if !ok {
			return fresh
		}
		for _, o := range d.opps[k] {
			if bits.OnesCount64(o^opp) <= NearStones {
				return near
			}
		}
	}
	return fresh
}

// add puts pos, whose ID is id, in the set.
func (d *deduper) add(pos game.Position, id string) {
	d.ids[id] = true
	if k, opp, ok := key(pos); ok {
		d.opps[k] = append(d.opps[k], opp)
	}
}

// sortSet sorts puzzles by board size, then ID.
func sortSet(ps []puzzle.Puzzle) {
	slices.SortFunc(ps, func(a, b puzzle.Puzzle) int {
		if sa, sb := a.Size(), b.Size(); sa != sb {
			return sa - sb
		}
		return strings.Compare(a.ID, b.ID)
	})
}

// write writes the set's header (command, seed, counts) and puzzles.
func write(w io.Writer, o options, set []puzzle.Puzzle, st stats) error {
	fmt.Fprintf(w, "# Konane puzzles, written by: %s\n", command(o))
	fmt.Fprintf(w, "# seed %d; self-play games per level: %d on 6×6, %d on 7×7, %d on 8×8; %d benchmark games; %d files; %d solver nodes a solve, %d MiB table\n",
		o.Seed, o.Games[6], o.Games[7], o.Games[8], o.Bench, len(o.Files), o.Nodes, o.Table>>20)
	return writeSet(w, o.Playable, set, st)
}

// writeSet writes the header's counts line (with the puzzles not playable
// at once when playable) and the puzzles.
func writeSet(w io.Writer, playable bool, set []puzzle.Puzzle, st stats) error {
	sizes := map[int]int{}
	for _, p := range set {
		sizes[p.Size()]++
	}
	over := ""
	if playable {
		over = fmt.Sprintf(", %d over %d solver nodes a first move", st.Unplayable, PlayableNodes)
	}
	fmt.Fprintf(w, "# %d games, %d plies, %d candidates (%d the same as one kept, %d near copies%s): %d puzzles, %d on 6×6, %d on 7×7, %d on 8×8\n",
		st.Games, st.Positions, st.Candidates, st.Same, st.Near, over, len(set), sizes[6], sizes[7], sizes[8])
	return puzzle.WriteSet(w, set)
}

// bands are the rating bands of the figures: below each bound, and the
// last at or above it.
var bands = []float64{1300, 1500, 1700, 1900}

// figures prints the set's counts by size, theme and rating band, and
// what was read and the time taken when st is not nil.
func figures(w io.Writer, set []puzzle.Puzzle, st *stats, took time.Duration) {
	sizes := map[int]int{}
	themes := map[puzzle.Theme]int{}
	band := make([]int, len(bands)+1)
	winners := map[int]int{}
	for _, p := range set {
		sizes[p.Size()]++
		for _, t := range p.Themes {
			themes[t]++
		}
		i := 0
		for i < len(bands) && p.Rating.R >= bands[i] {
			i++
		}
		band[i]++
		winners[p.Winners]++
	}
	fmt.Fprintf(w, "puzzles: %d (6×6 %d, 7×7 %d, 8×8 %d); one winning move %d, two %d\n",
		len(set), sizes[6], sizes[7], sizes[8], winners[1], winners[2])
	if st != nil {
		fmt.Fprintf(w, "games %d, plies %d; won positions after a proven one %d, of which one or two winning moves %d, shallow search missing %d, a mistake before %d (candidates %d); same as one kept %d, near copies %d, not playable at once %d\n",
			st.Games, st.Positions, st.Won, st.Few, st.Missed, st.Threw, st.Candidates, st.Same, st.Near, st.Unplayable)
	}
	fmt.Fprint(w, "themes:")
	for _, t := range puzzle.AllThemes() {
		fmt.Fprintf(w, " %s %d", t, themes[t])
	}
	fmt.Fprintf(w, "\nratings: <1300 %d, 1300–1500 %d, 1500–1700 %d, 1700–1900 %d, ≥1900 %d\n",
		band[0], band[1], band[2], band[3], band[4])
	if st != nil {
		fmt.Fprintf(w, "time: %v\n", took.Round(time.Second))
	}
}

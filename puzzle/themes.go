package puzzle

import (
	"context"
	"slices"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// AllThemes returns every theme in display order, the order of a puzzle's
// Themes.
func AllThemes() []Theme {
	return []Theme{ThemeMultiJump, ThemeShortStop, ThemeQuiet, ThemeBlock, ThemeLastMove, ThemeRemoval, ThemeLong}
}

// ThemeNodes is the solver's budget, in nodes, for proving that a longer
// jump loses (ThemeShortStop): the same verdict on every machine.
const ThemeNodes = 2 << 20

// LongLine is the number of the player's moves from which a line is long
// (ThemeLong).
const LongLine = 5

// ThemesOf returns the themes of the puzzle at start whose main line is
// line (the player's move first, as Puzzle.Line), in the order of
// AllThemes. Each theme is decided exactly from the position and the line:
//
//   - multijump: a move of the player in the line jumps two stones or more.
//   - shortstop: a jump of the player in the line stops where the stone
//     could jump on, and the longer jump is proven to lose (within
//     ThemeNodes solver nodes; not proven, no theme).
//   - quiet: the key move (the first) gives the opponent no new jump: every
//     jump the opponent can make after it, it could make before.
//   - block: the key move takes away at least two of the opponent's jumps
//     and leaves it fewer jumps than it had.
//   - lastmove: the line ends with the opponent out of moves, the player
//     moves twice or more, and its last move was already a legal move at
//     the start: a move kept in reserve to the end.
//   - removal: the key move is a removal of the opening.
//   - long: the player moves LongLine times or more in the line.
//
// A line that is empty or not legal from start has no themes.
func ThemesOf(start game.Position, line []game.Move) []Theme {
	if len(line) == 0 || !legalLine(start, line) {
		return nil
	}
	has := map[Theme]bool{}
	player := start.SideToMove()
	first := line[0]
	after := start
	after.Make(first)

	pos := start
	for i, m := range line {
		if i%2 == 0 {
			if m.Length() >= 2 {
				has[ThemeMultiJump] = true
			}
			if !has[ThemeShortStop] && stopsShort(pos, m) {
				has[ThemeShortStop] = true
			}
		}
		pos.Make(m)
	}

	if first.IsRemoval() {
		has[ThemeRemoval] = true
	} else {
		before := start.JumpsOf(player.Other(), nil)
		now := after.JumpsOf(player.Other(), nil)
		newJump, gone := false, 0
		for _, j := range now {
			if !slices.Contains(before, j) {
				newJump = true
			}
		}
		for _, j := range before {
			if !slices.Contains(now, j) {
				gone++
			}
		}
		has[ThemeQuiet] = !newJump
		has[ThemeBlock] = gone >= 2 && len(now) < len(before)
	}

	moves := (len(line) + 1) / 2
	if len(line)%2 == 1 && moves >= 2 && !pos.HasMoves() {
		last := line[len(line)-1]
		has[ThemeLastMove] = slices.Contains(start.LegalMoves(nil), last)
	}
	has[ThemeLong] = moves >= LongLine

	var out []Theme
	for _, t := range AllThemes() {
		if has[t] {
			out = append(out, t)
		}
	}
	return out
}

// legalLine reports whether every move of line is legal in turn from start.
func legalLine(start game.Position, line []game.Move) bool {
	pos := start
	for _, m := range line {
		if !slices.Contains(pos.LegalMoves(nil), m) {
			return false
		}
		pos.Make(m)
	}
	return true
}

// stopsShort reports whether the jump m of pos's side to move could go on
// (a longer jump in the same direction from the same stone is legal) and
// every such longer jump is proven to lose within ThemeNodes nodes each.
func stopsShort(pos game.Position, m game.Move) bool {
	if !m.IsJump() {
		return false
	}
	df, dr := m.Direction()
	var longer []game.Move
	for _, l := range pos.LegalMoves(nil) {
		if l.From() != m.From() || l.Length() <= m.Length() {
			continue
		}
		if f, r := l.Direction(); f == df && r == dr {
			longer = append(longer, l)
		}
	}
	if len(longer) == 0 {
		return false
	}
	s := ai.NewSolver(8 << 20)
	for _, l := range longer {
		c := pos
		c.Make(l)
		if !c.HasMoves() {
			return false // the longer jump wins at once
		}
		r, err := s.Solve(context.Background(), c, ai.SolveOptions{Nodes: ThemeNodes})
		if err != nil || r.Winner != c.SideToMove() {
			return false
		}
	}
	return true
}

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
// (ThemeLong); a removal as the key move is ThemeRemoval.
const LongLine = 5

// ThemesOf returns the themes of the puzzle at start whose main line is
// line (the player's move first, as Puzzle.Line), in the order of
// AllThemes; the functions below define each. A line that is empty or
// not legal from start has none.
func ThemesOf(start game.Position, line []game.Move) []Theme {
	if len(line) == 0 || !legalLine(start, line) {
		return nil
	}
	has := map[Theme]bool{
		ThemeMultiJump: multiJump(line),
		ThemeShortStop: shortStop(start, line),
		ThemeQuiet:     quiet(start, line[0]),
		ThemeBlock:     block(start, line[0]),
		ThemeLastMove:  lastMove(start, line),
		ThemeRemoval:   line[0].IsRemoval(),
		ThemeLong:      (len(line)+1)/2 >= LongLine,
	}
	var out []Theme
	for _, t := range AllThemes() {
		if has[t] {
			out = append(out, t)
		}
	}
	return out
}

// multiJump (ThemeMultiJump): a move of the player in the line jumps two
// stones or more.
func multiJump(line []game.Move) bool {
	for i := 0; i < len(line); i += 2 {
		if line[i].Length() >= 2 {
			return true
		}
	}
	return false
}

// shortStop (ThemeShortStop): a jump of the player in the line stops where
// the stone could jump on, and every longer jump is proven to lose
// (ThemeNodes solver nodes each).
func shortStop(start game.Position, line []game.Move) bool {
	pos := start
	for i, m := range line {
		if i%2 == 0 && stopsShort(pos, m) {
			return true
		}
		pos.Make(m)
	}
	return false
}

// opponentJumps returns the jumps of the player's opponent at start and
// after the player's key move first.
func opponentJumps(start game.Position, first game.Move) (before, after []game.Move) {
	opp := start.SideToMove().Other()
	next := start
	next.Make(first)
	return start.JumpsOf(opp, nil), next.JumpsOf(opp, nil)
}

// quiet (ThemeQuiet): the key move is a jump that gives the opponent no
// new jump: every jump the opponent can make after it, it could make
// before.
func quiet(start game.Position, first game.Move) bool {
	if !first.IsJump() {
		return false
	}
	before, after := opponentJumps(start, first)
	for _, j := range after {
		if !slices.Contains(before, j) {
			return false
		}
	}
	return true
}

// block (ThemeBlock): the key move is a jump that takes away at least two
// of the opponent's jumps and leaves it fewer jumps than it had.
func block(start game.Position, first game.Move) bool {
	if !first.IsJump() {
		return false
	}
	before, after := opponentJumps(start, first)
	gone := 0
	for _, j := range before {
		if !slices.Contains(after, j) {
			gone++
		}
	}
	return gone >= 2 && len(after) < len(before)
}

// lastMove (ThemeLastMove): the line ends with the opponent out of moves,
// the player moves twice or more, and its last move was already legal at
// the start: a move kept in reserve to the end.
func lastMove(start game.Position, line []game.Move) bool {
	if len(line)%2 == 0 || len(line) < 3 {
		return false
	}
	end := start
	for _, m := range line {
		end.Make(m)
	}
	return !end.HasMoves() && slices.Contains(start.LegalMoves(nil), line[len(line)-1])
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

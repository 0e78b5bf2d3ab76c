// Package puzzle is Kōnane's puzzles: positions from real play in which
// the side to move has one winning move or very few, every move proven by
// the solver. It holds the shipped set (embedded), an attempt at a puzzle
// (the player's moves judged by proof, the computer's answers the longest
// resistance), the themes computed from a solution, the player's progress
// and ratings (Glicko-2), the next puzzle near the player's rating and the
// puzzle of the day.
package puzzle

import (
	"strings"

	"github.com/konane/konane/game"
	"github.com/konane/konane/puzzle/glicko"
)

// Theme names what a puzzle teaches; the strings are the set file's.
type Theme string

// The themes, computed from a puzzle's solution (see Themes).
const (
	ThemeMultiJump Theme = "multijump" // the winning line needs a multi-jump
	ThemeShortStop Theme = "shortstop" // a multi-jump stopped short wins where the longer jump loses
	ThemeQuiet     Theme = "quiet"     // a quiet move keeps the tempo: it gives the opponent no new jump
	ThemeLastMove  Theme = "lastmove"  // the last free move: the winner keeps a move the opponent cannot take away
	ThemeRemoval   Theme = "removal"   // the key move is a removal of the opening, on a small board
	ThemeBlock     Theme = "block"     // the key move takes away the opponent's jumps
	ThemeLong      Theme = "long"      // the winning line is long (the player moves five times or more)
)

// Puzzle is one puzzle: a position, its solution and what it teaches.
type Puzzle struct {
	// ID names the puzzle for good: the same position has the same ID in
	// every version of the set ("8-3fa2c1": size and a hash of the KFEN).
	ID string
	// KFEN is the position; its side to move is the player's, and wins.
	KFEN string
	// Line is the main line of the solution, the player's move first:
	// the player's winning moves and the computer's longest resistance,
	// to the end of the game or to a position whose every move wins.
	Line []game.Move
	// Winners is the number of winning first moves (1: the only move).
	Winners int
	// Themes are computed from the solution, in the order of AllThemes.
	Themes []Theme
	// Rating is the puzzle's rating as shipped.
	Rating glicko.Rating
}

// Position returns the puzzle's start position, read from its KFEN.
func (p Puzzle) Position() (game.Position, error) {
	return game.ParseKFEN(p.KFEN)
}

// Size returns the side of the puzzle's board (6 for 6×6): the number of
// ranks of its KFEN; 0 when the KFEN has no board.
func (p Puzzle) Size() int {
	board, _, ok := strings.Cut(p.KFEN, " ")
	if !ok || board == "" {
		return 0
	}
	return strings.Count(board, "/") + 1
}

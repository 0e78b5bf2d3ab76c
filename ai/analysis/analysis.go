// Package analysis answers "what are the best moves here, and what are
// they worth?" for the analysis board and the engine's analyse: the best
// N moves of a position (multi-PV), each with its value and principal
// variation, within budgets in nodes, so that every machine gives the
// same answer. It imports game, ai, internal/background and the standard
// library; no Fyne.
package analysis

import "github.com/konane/konane/game"

// Line is one candidate move of a position with its value.
type Line struct {
	Move game.Move   // the line's first move
	PV   []game.Move // principal variation, starting with Move
	// Score is the value for the side to move in ai's units (hundredths
	// of a move of mobility); ±(ai.WinScore − plies) when proven.
	Score  int
	Proven bool // Score is a proven win or loss
	// Plies is, for a proven line, the plies to the end of the game along
	// PV; 0 when the proof has no length.
	Plies int
	Win   bool   // for a proven line: the side to move wins
	Depth int    // the search's depth in plies, or the proof's length
	Nodes uint64 // the work of the search or proof that found the line
}

// Snapshot is what a live analysis knows about one position after one
// step of its budget.
type Snapshot struct {
	Position game.Position
	// Lines are the best moves, best first: at most as many as asked
	// for, fewer when the position has fewer moves, none when the game
	// is over.
	Lines  []Line
	Nodes  uint64 // work spent on this step, in nodes
	Budget uint64 // the step's node budget for each line
	Final  bool   // the last step: no larger budget follows
}

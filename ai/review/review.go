// Package review judges every move of a Kōnane game: for each position
// the search's evaluation and best move (a search of package ai within a
// per-position budget) and, where the solver proves it within its own
// budget, the exact value (proven win or loss for the side to move and the
// number of plies to the end). Every budget is counted in nodes, and each
// position is analysed in its canonical form from empty tables, so a game
// gets the same review on every machine, whatever its load and the number
// of workers, and mirror-image positions get the same verdicts.
//
// # Grades
//
// A move from a proven win that leads to a proven loss is a blunder; one
// that keeps the win is best (the only move when the solver proved every
// other move lost), unless both lengths are known and it is not the
// fastest win: then it is good. In a proven loss the move that makes the
// loss longest is best, the others good. Where the position before is
// proven without its length, the fastest win and the longest loss are not
// known, so no move from it is best: a move that keeps the win there is
// good (Ply.KeepsWin), unless it is the only one; so is a move that wins
// where no win was proven before (the proof after it proves the position
// before it won, its length unknown). Otherwise the move is graded by its loss d of winning
// chances measured inside one search of the position before it: the move
// played and the best move, each searched to the same depth (one less
// than the search's), from the mover's point of view; lichess's
// thresholds then make an inaccuracy from 0.10, a mistake from 0.20, a
// blunder from 0.30, good below; the search's own choice loses nothing
// and is best. A move after which the mover is proven lost, from a
// position not proven, is never called best.
//
// Proofs also pass along the game: a position whose successor is proven
// lost for its side to move is proven won (the move played wins), and the
// position after any move from a position proven lost is proven won for
// its side to move (the length of these wins is not known). A move
// between a proof and an estimate gets a second look at the unproven
// position by the solver (within Settings.ProveNodes).
//
// A player's accuracy averages the accuracy of each of its moves,
// 103.1668·exp(−4.354·d) − 3.1669 in percent (lichess's curve), as the
// mean of the arithmetic and the harmonic mean; d there is the drop
// between the values around the move kept inside the band of its grade
// (gradedDrop), so that an annotated game gives the same accuracy when
// it is reopened; the search's own choice scores 100.
//
// # The coach
//
// A Coach grades each move as it is played, as the review of the game up
// to that move does: it keeps each position's analysis (a function of the
// position and the move played from it), so a move costs the analysis of
// the two new positions and the second looks they call for. Upto(g, i)
// also grades again the earlier moves it graded before, and Review(g) is
// Analyse(g) exactly, analysing only what was not kept. A grade given
// during the game can differ from the finished game's: a later proof can
// prove the position after the move when the coach could only estimate it
// (won for the replier when the position after the reply is lost for its
// side to move, or by a second look a later proof calls for), then the one
// before it by a second look. What the coach proved stays proven with the
// same value, and an unproven After is the only way in for later proofs.
// Where the solver proves the position after each move by itself (the
// ends of games, most of 6×6) they agree; in openings it often proves
// nothing.
//
// A Review is written into a game's comments as docs/notation.md ("Analysis in
// comments") defines ([%eval ...], [%best ...] and [%pv ...] commands,
// grade NAGs) by Annotate and read back without analysis by FromComments.
//
// The package imports only game, ai, internal/background and the standard
// library (no Fyne).
package review

import (
	"runtime"

	"github.com/konane/konane/game"
)

// Settings bound the work of Analyse, in nodes (positions visited), never
// in time: a review is the same on every machine.
type Settings struct {
	// SearchNodes is the budget of the ai search in each position that
	// the solver did not prove, and of each of the two searches that
	// measure the loss of the move played (0: level Master's default time,
	// which makes the review depend on the machine; tests only).
	SearchNodes uint64
	// SolveNodes is the budget of the solver in each position, shared by
	// the proof of the position, of its other moves and of the game's
	// length (0: no solving).
	SolveNodes uint64
	// ProveNodes is the solver's budget for a second look at a position
	// left unproven next to a proof: before a move proven to lose, the
	// proof tells a move in an already lost position from a thrown win;
	// after a move from a proven win, a kept win from a thrown one (0: no
	// second look).
	ProveNodes uint64
	// Workers is the number of positions analysed at once, each with its
	// own ai.Searcher and ai.Solver; 0 means runtime.NumCPU(). It changes
	// only how long the review takes, never its verdicts.
	Workers int
	// Background runs the workers at a lower scheduling priority, so that
	// a program's other threads (a window's drawing) get a core at once
	// even when the workers keep every core busy. On Linux each worker
	// goroutine (one per worker for the first pass, again for the second
	// looks) is locked to its own OS thread, whose nice value is raised to
	// 10; the thread ends with the goroutine and never runs others.
	// Elsewhere it has no effect: Windows and macOS rely on the OS
	// scheduler.
	Background bool
}

// The budgets of Quick and Deep, calibrated on one core of a 2-core x86-64
// machine (search 6.5 M nodes/s, solver 3.4 M): the solver's are 250 ms
// (Quick) and 3 s (Deep) of solving; the search's, which pay for two more
// searches per position, give a Quick review of hard-53.kgn 240 ms of CPU
// per ply.
const (
	quickSearchNodes = 700_000
	quickSolveNodes  = 850_000
	deepSearchNodes  = 4_500_000
	deepSolveNodes   = 10_000_000
	proveNodes       = 10_000_000
)

// Quick returns the settings of a quick review.
func Quick() Settings {
	return Settings{SearchNodes: quickSearchNodes, SolveNodes: quickSolveNodes, ProveNodes: proveNodes}
}

// Deep returns the settings of a deep review.
func Deep() Settings {
	return Settings{SearchNodes: deepSearchNodes, SolveNodes: deepSolveNodes, ProveNodes: proveNodes}
}

func (s Settings) workers() int {
	if s.Workers > 0 {
		return s.Workers
	}
	return runtime.NumCPU()
}

// Grade is the verdict on one move.
type Grade int

// The grades, from good to bad. GradeNone means not judged (no analysis).
const (
	GradeNone       Grade = iota
	GradeBest             // the best move: the fastest proven win, the longest proven loss, or the search's choice where nothing is proven
	GradeOnly             // the only move that keeps a proven win
	GradeGood             // loses little (less than 10 % of winning chances)
	GradeInaccuracy       // ?!  loses 10–20 % of winning chances
	GradeMistake          // ?   loses 20–30 %
	GradeBlunder          // ??  loses 30 % or more, or turns a proven win into a proven loss
)

// String returns the English key name of the grade ("best", "only",
// "good", "inaccuracy", "mistake", "blunder", "none"), for logs and for
// looking up localized names.
func (g Grade) String() string {
	switch g {
	case GradeBest:
		return "best"
	case GradeOnly:
		return "only"
	case GradeGood:
		return "good"
	case GradeInaccuracy:
		return "inaccuracy"
	case GradeMistake:
		return "mistake"
	case GradeBlunder:
		return "blunder"
	}
	return "none"
}

// The numeric annotation glyphs of docs/notation.md written for the grades.
const (
	nagMistake    = 2 // ?
	nagBlunder    = 4 // ??
	nagInaccuracy = 6 // ?!
	nagOnly       = 8 // PGN's "singular move (no reasonable alternatives)"
	nagNone       = 0
)

// NAG returns the numeric annotation glyph of the grade: 6 (?!) for an
// inaccuracy, 2 (?) for a mistake, 4 (??) for a blunder, 8 ($8, PGN's
// "singular move") for the only move, 0 for the others.
func (g Grade) NAG() int {
	switch g {
	case GradeOnly:
		return nagOnly
	case GradeInaccuracy:
		return nagInaccuracy
	case GradeMistake:
		return nagMistake
	case GradeBlunder:
		return nagBlunder
	}
	return nagNone
}

// Value is what the analysis knows of one position, for its SIDE TO MOVE.
type Value struct {
	// Proven: the solver (or a search that reached the end of every line)
	// proved the result; Win and Plies are then set.
	Proven bool
	// Win: the side to move wins with perfect play (when Proven).
	Win bool
	// Plies: when Proven, the length of the game from this position with
	// perfect play (the winner hurrying, the loser resisting), in plies; 0
	// when the side to move has no move. When the solver proved the winner
	// but not the length within its budget, Bound is set and Plies is the
	// number of stones left, an upper bound (every ply removes a stone,
	// and stones remain at the end, so an exact length is always smaller).
	Plies int
	Bound bool
	// Eval is the search's evaluation for the side to move, in moves of
	// mobility (ai scores / 100, so two decimals); 0 when Proven.
	Eval float64
}

// Ply is the verdict on one move of the game.
type Ply struct {
	Index int        // 0-based index of the move in the game
	Move  game.Move  // the move played
	Mover game.Color // the side that played it
	// Before is the value of the position before the move (Mover to move),
	// After the value of the position after it (the opponent to move).
	Before, After Value
	// Best is the best move in the position before (the fastest win, the
	// longest loss or the search's choice); Best == Move when the move
	// played was one of the best; NoMove when no move is known to keep a
	// win that was inferred (see the package doc). PV is the line that
	// starts with Best.
	Best game.Move
	PV   []game.Move
	// BlackChance is Black's winning chance after the move, in [0, 1]: 1 or
	// 0 when proven, WinningChance of the evaluation otherwise.
	BlackChance float64
	Grade       Grade
	// Fastest: the move keeps a proven win by the shortest route.
	Fastest bool
}

// PlayerSummary counts one player's graded moves.
type PlayerSummary struct {
	Inaccuracies, Mistakes, Blunders int
	// Accuracy is in percent, 0–100: lichess's per-move curve on the drop
	// in winning chances, averaged as playerAccuracy (grade.go) says.
	Accuracy float64
}

// Review is the analysis of a whole game.
type Review struct {
	Plies []Ply // one per move, in game order
	// StartBlackChance is Black's winning chance in the start position.
	StartBlackChance float64
	// Summary per player, indexed by game.Black and game.White.
	Summary [2]PlayerSummary
	// FirstLost is the index of the ply after which the loser's game was
	// proven lost for good (-1: never proven). The loser is the side that
	// lost the game, or in an unfinished game the side proven lost at its
	// end.
	FirstLost int
	// LostFromStart tells that the loser's game was proven lost already in
	// the start position, before any move (FirstLost is then 0 or -1).
	LostFromStart bool
	// Stopped tells that the analysis ended (its context did) before every
	// position was analysed; Missing[i] then tells that position i (0 the
	// start, i the position after move i) was not, and the plies next to
	// one have GradeNone and no values. Missing is nil in a full review.
	Stopped bool
	Missing []bool
}

// missing reports whether position i was not analysed.
func (r *Review) missing(i int) bool { return r.Missing != nil && r.Missing[i] }

// Package tutorial holds the step-by-step lesson that teaches Kōnane: each
// step is a position in KFEN, the squares to highlight, a text from the
// message catalogue and, on "try it" steps, the moves the learner may make.
// It imports no GUI code; package ui draws the steps.
//
// The steps follow the facts of the seeds (shared/seeds, the Polish
// tutorial 001 above all) and rules profile konane/1.
package tutorial

import (
	"fmt"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
)

// Step is one page of the tutorial.
type Step struct {
	ID        string          // stable name, used to resume at a step
	KFEN      string          // the position shown (docs/notation.md)
	Highlight []game.Square   // squares to mark on the board
	Try       []game.Move     // moves that complete a "try it" step; nil: read only
	Text      *goi18n.Message // what the step teaches
	Hint      *goi18n.Message // shown after a wrong move (try-it steps only)
	Done      *goi18n.Message // shown after a right move (try-it steps only)
}

// Position returns the step's position. The KFEN of every step is checked
// by the package tests, so an error here is a programming error.
func (s Step) Position() game.Position {
	p, err := game.ParseKFEN(s.KFEN)
	if err != nil {
		panic(fmt.Sprintf("tutorial step %s: %v", s.ID, err))
	}
	return p
}

// IsTry reports whether the learner must make a move to finish the step.
func (s Step) IsTry() bool { return len(s.Try) > 0 }

func sq(text string) game.Square {
	s, err := game.ParseSquare(text)
	if err != nil {
		panic(err)
	}
	return s
}

func squares(texts ...string) []game.Square {
	out := make([]game.Square, len(texts))
	for i, t := range texts {
		out[i] = sq(t)
	}
	return out
}

func moves(texts ...string) []game.Move {
	out := make([]game.Move, len(texts))
	for i, t := range texts {
		m, err := game.ParseMove(t)
		if err != nil {
			panic(err)
		}
		out[i] = m
	}
	return out
}

const (
	start8     = "BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB b"
	afterD5    = "BWBWBWBW/WBWBWBWB/BWBWBWBW/WBW1WBWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB w"
	afterD5E5  = "BWBWBWBW/WBWBWBWB/BWBWBWBW/WBW2BWB/BWBWBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB b"
	lineOfFour = "B1B5/8/8/8/BW1W1W2/8/7W/8 b"
)

// Steps returns the lesson in order. The last step offers "Play now".
func Steps() []Step {
	return []Step{
		{ID: "board", KFEN: start8, Highlight: squares("a8", "b8"), Text: i18n.MsgTutorBoard},
		{ID: "first-removal", KFEN: start8, Highlight: squares("a8", "d5", "e4", "h1"),
			Try: moves("a8", "d5", "e4", "h1"), Text: i18n.MsgTutorFirstRemoval,
			Hint: i18n.MsgTutorFirstRemovalHint, Done: i18n.MsgTutorFirstRemovalDone},
		{ID: "second-removal", KFEN: afterD5, Highlight: squares("c5", "e5", "d4", "d6"),
			Try: moves("c5", "e5", "d4", "d6"), Text: i18n.MsgTutorSecondRemoval,
			Hint: i18n.MsgTutorSecondRemovalHint, Done: i18n.MsgTutorSecondRemovalDone},
		{ID: "single-jump", KFEN: afterD5E5, Highlight: squares("b5", "c5", "d5"),
			Try: moves("b5-d5"), Text: i18n.MsgTutorSingleJump,
			Hint: i18n.MsgTutorSingleJumpHint, Done: i18n.MsgTutorSingleJumpDone},
		{ID: "multi-jump", KFEN: lineOfFour, Highlight: squares("a4", "c4", "e4", "g4"),
			Try: moves("a4-g4"), Text: i18n.MsgTutorMultiJump,
			Hint: i18n.MsgTutorMultiJumpHint, Done: i18n.MsgTutorMultiJumpDone},
		{ID: "stop-early", KFEN: lineOfFour, Highlight: squares("a4", "c4"),
			Try: moves("a4-c4"), Text: i18n.MsgTutorStopEarly,
			Hint: i18n.MsgTutorStopEarlyHint, Done: i18n.MsgTutorStopEarlyDone},
		{ID: "straight-only", KFEN: "8/8/8/8/3W4/1BW5/8/6W1 b", Highlight: squares("b3", "d3", "d5"),
			Try: moves("b3-d3"), Text: i18n.MsgTutorStraightOnly,
			Hint: i18n.MsgTutorStraightOnlyHint, Done: i18n.MsgTutorStraightOnlyDone},
		{ID: "compulsory", KFEN: "7W/8/8/8/8/8/8/1BW1WB2 b", Highlight: squares("b1", "f1", "d1"),
			Try: moves("b1-d1", "f1-d1"), Text: i18n.MsgTutorCompulsory,
			Hint: i18n.MsgTutorCompulsoryHint, Done: i18n.MsgTutorCompulsoryDone},
		{ID: "no-move-loses", KFEN: "B7/8/8/8/8/8/8/6W1 w", Highlight: squares("g1"), Text: i18n.MsgTutorNoMoveLoses},
		{ID: "tip-mobility", KFEN: "1W1W1W1W/8/8/8/2BW4/8/8/8 b", Highlight: squares("c4", "d4", "e4"),
			Try: moves("c4-e4"), Text: i18n.MsgTutorTipMobility,
			Hint: i18n.MsgTutorTipMobilityHint, Done: i18n.MsgTutorTipMobilityDone},
		{ID: "tip-lanes", KFEN: afterD5E5, Highlight: squares("d5", "e5"), Text: i18n.MsgTutorTipLanes},
		{ID: "tip-stop-early", KFEN: "8/8/3W3W/2W1W1WB/8/3B4/6B1/8 b", Highlight: squares("h5", "f5", "d5"),
			Try: moves("h5-f5"), Text: i18n.MsgTutorTipStopEarly,
			Hint: i18n.MsgTutorTipStopEarlyHint, Done: i18n.MsgTutorTipStopEarlyDone},
		{ID: "play-now", KFEN: start8, Text: i18n.MsgTutorPlayNow},
	}
}

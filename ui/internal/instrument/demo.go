package instrument

import (
	"time"

	"github.com/konane/konane/game"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/analysisview"
	"github.com/konane/konane/ui/puzzleview"
	"github.com/konane/konane/ui/replayview"
	"github.com/konane/konane/ui/reviewview"
)

// Demoed is what a demo game needs from the main window.
type Demoed interface {
	// Load makes g the live game, a game against the computer with
	// play.DefaultSetup (Black the person, level Easy).
	Load(g *game.Game)
	// GameOver shows the end-of-game dialog of result r.
	GameOver(r game.Result)
	// Replay opens the replay window of g.
	Replay(g *game.Game) *replayview.View
	// Review returns the review window of g, not shown, not started.
	Review(g *game.Game) *reviewview.View
	// Analyse opens the analysis board of g at move ply of its main line.
	Analyse(g *game.Game, ply int) *analysisview.View
	// Puzzles opens the puzzle trainer.
	Puzzles() *puzzleview.View
	// Do runs f on the UI goroutine.
	Do(f func())
}

// The demos (ui.Hooks.Demo) besides play.DemoGame's: tools/screenshots.sh
// uses them.
const (
	// ReplayDemo opens the replay of the finished demo game at a double
	// jump.
	ReplayDemo = "replay"
	// ReviewDemo opens the review of the finished demo game.
	ReviewDemo = "review"
	// AnalysisDemo opens the analysis board of the finished demo game at
	// move 20 with a variation there and another nested in it.
	AnalysisDemo = "analysis"
	// PuzzleDemo opens the puzzle trainer at its first puzzle;
	// PuzzleWrongDemo plays a losing first move there (answered with
	// the refutation), PuzzleSolvedDemo its solution's moves.
	PuzzleDemo       = "puzzle"
	PuzzleWrongDemo  = "puzzle-wrong"
	PuzzleSolvedDemo = "puzzle-solved"
)

// puzzleDemoDelay is the pause before each move of a puzzle demo.
const puzzleDemoDelay = 600 * time.Millisecond

// reviewDemoDelay is how long the review demo waits before it starts the
// analysis: the windows are drawn first, so that the stall probe's
// "review" figure is the analysis's and not the first frames'.
const reviewDemoDelay = time.Second

// StartDemo shows the demo called name: a built-in game (play.DemoGame) as
// the live game with, when it is finished, the end-of-game dialog, or
// ReplayDemo, ReviewDemo, AnalysisDemo or a puzzle demo. It reports false
// for an unknown name.
func StartDemo(h Demoed, name string) bool {
	switch name {
	case PuzzleDemo, PuzzleWrongDemo, PuzzleSolvedDemo:
		v := h.Puzzles()
		if name != PuzzleDemo {
			time.AfterFunc(puzzleDemoDelay, func() { h.Do(func() { playPuzzle(h, v, name == PuzzleWrongDemo, 0) }) })
		}
		return true
	}
	if g, ok := play.DemoGame(name); ok {
		h.Load(g)
		if g.Over() {
			h.GameOver(g.Result())
		}
		return true
	}
	g, ok := play.DemoGame("finished")
	if !ok {
		return false
	}
	switch name {
	case ReplayDemo:
		g.SetComment(32, "b5-f5: a double jump over c5 and e5.")
		h.Load(g)
		h.Replay(g).GoTo(33)
		return true
	case ReviewDemo:
		h.Load(g)
		startReview(h, g)
		return true
	case AnalysisDemo:
		h.Load(g)
		showVariations(h.Analyse(g, 20))
		return true
	}
	return false
}

// startReview shows the review of the finished game g and starts its
// analysis after reviewDemoDelay; once it is done, the first move that
// lost the game (or the last) is selected.
func startReview(h Demoed, g *game.Game) {
	v := h.Review(g)
	v.Window().Show()
	v.SelectWhenDone(func() int {
		if r := v.Review(); r != nil && r.LostFromStart {
			return 0
		} else if r != nil && r.FirstLost >= 0 {
			return r.FirstLost + 1
		}
		return g.Ply()
	})
	time.AfterFunc(reviewDemoDelay, func() { h.Do(v.Start) })
}

// showVariations tries moves on the analysis board v: at the cursor a
// move other than the game's and two replies, then one move back a
// second, nested variation of two moves; the cursor stays at its end.
func showVariations(v *analysisview.View) {
	other := func() game.Move {
		t := v.Tree()
		pos := t.Position()
		for _, m := range pos.LegalMoves(nil) {
			taken := false
			for _, a := range t.Alternatives() {
				taken = taken || a.Move == m
			}
			if !taken {
				return m
			}
		}
		return game.NoMove
	}
	for _, n := range []int{3, -1, 2} {
		if n < 0 {
			v.Tree().Back()
			continue
		}
		for range n {
			if m := other(); m != game.NoMove {
				v.Play(m)
			}
		}
	}
}

// playPuzzle plays on the trainer v: a losing first move when wrong (a
// legal move not the solution's first, on a puzzle with one winning
// move), else the solution's move k and, once answered, the ones after.
func playPuzzle(h Demoed, v *puzzleview.View, wrong bool, k int) {
	p, ok := v.Puzzle()
	if !ok || k >= len(p.Line) {
		return
	}
	if v.Waiting() {
		time.AfterFunc(puzzleDemoDelay/4, func() { h.Do(func() { playPuzzle(h, v, wrong, k) }) })
		return
	}
	m := p.Line[k]
	if wrong {
		pos := v.Board().Shown()
		for _, o := range pos.LegalMoves(nil) {
			if o != m {
				m = o
				break
			}
		}
	}
	v.Play(m)
	if !wrong {
		time.AfterFunc(puzzleDemoDelay, func() { h.Do(func() { playPuzzle(h, v, false, k+2) }) })
	}
}

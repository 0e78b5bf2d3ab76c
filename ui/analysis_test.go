package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/analysisview"
	"github.com/konane/konane/ui/board"
	"github.com/konane/konane/ui/internal/uitest"
)

// noEngine turns the analysis board's engine off in w's app: the tests
// here are about the ways in, not the engine (ui/analysisview's).
func noEngine(w *Window) { w.app.Preferences().SetBool(analysisview.PreferenceEngine, false) }

// analysisWindow returns the open analysis board's window and its board,
// failing t when none is open.
func analysisWindow(t *testing.T, w *Window) (fyne.Window, *board.Board) {
	t.Helper()
	for _, win := range w.app.Driver().AllWindows() {
		if win.Title() != i18n.Plain(i18n.T(i18n.MsgAnalysisTitle)) {
			continue
		}
		var b *board.Board
		uitest.Walk(win.Content(), func(o fyne.CanvasObject) {
			if x, ok := o.(*board.Board); ok && b == nil {
				b = x
			}
		})
		if b == nil {
			t.Fatal("the analysis board has no board")
		}
		return win, b
	}
	t.Fatal("no analysis board is open")
	return nil, nil
}

// Game → Analyse from here (Ctrl+Shift+A) opens the analysis board on the
// live game at the position on show, not the last one.
func TestTheGameMenuAnalysesTheLiveGameAtThePositionOnShow(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	noEngine(w)
	g, ok := play.DemoGame("finished")
	if !ok {
		t.Fatal("no demo game")
	}
	w.ctl.Load(g)
	q.PumpFor(0)
	w.ctl.ShowPly(9)
	w.win.Canvas().(fyne.Shortcutable).TypedShortcut(shortcutAnalyse)
	win, b := analysisWindow(t, w)
	defer win.Close()
	if want := g.PositionAt(9); b.Shown() != want {
		t.Fatalf("the analysis board shows %s, want the position after move 9", func() string { p := b.Shown(); return p.KFEN() }())
	}
	if b.LastMove() != g.Moves()[8] {
		t.Fatal("the analysis board's last move is not move 9")
	}
	// Its moves are the board's own: the live game is not changed.
	before := w.ctl.Game().MarshalKGN()
	b.OnMove(otherLegal(t, b.Shown(), g.Moves()[9]))
	if string(w.ctl.Game().MarshalKGN()) != string(before) {
		t.Fatal("a move on the analysis board changed the live game")
	}
}

// The replay's and the review's "Analyse from here" open the analysis
// board at their move on show.
func TestReplayAndReviewAnalyseFromTheirMove(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	noEngine(w)
	g, _ := play.DemoGame("finished")
	for name, open := range map[string]func(g *game.Game, ply int){
		"replay": w.replayHost().AnalyseFrom,
		"review": w.reviewHost("").AnalyseFrom,
	} {
		if open == nil {
			t.Fatalf("the %s has no Analyse from here", name)
		}
		open(g, 12)
		win, b := analysisWindow(t, w)
		if b.Shown() != g.PositionAt(12) {
			t.Errorf("the %s's Analyse from here shows another position than move 12's", name)
		}
		win.Close()
	}
}

// otherLegal returns a legal move of p other than not.
func otherLegal(t *testing.T, p game.Position, not game.Move) game.Move {
	t.Helper()
	for _, m := range p.LegalMoves(nil) {
		if m != not {
			return m
		}
	}
	t.Fatal("no other legal move")
	return game.NoMove
}

// "Play from here…" asks for the players in the main window and makes the
// moves from the start to the position on show, variation included, the
// live game.
func TestPlayFromHereContinuesTheLineOnShow(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	noEngine(w)
	g, _ := play.DemoGame("finished")
	g.SetTag("White", "Player") // a game of two people
	v := analysisBoard{w}.open(g, 9)
	defer v.Window().Close()
	alt := otherLegal(t, g.PositionAt(9), g.Moves()[9])
	v.Play(alt)
	tapButton(contentButton(v.Window(), i18n.T(i18n.MsgAnalysisPlay)))
	start := overlayButtonOn(w.win, i18n.T(i18n.MsgButtonStart))
	if start == nil {
		t.Fatal("Play from here asks nothing")
	}
	tapButton(start)
	live := w.ctl.Game()
	want := append(g.Moves()[:9], alt)
	if live.Ply() != 10 || live.Moves()[9] != alt || live.Moves()[8] != want[8] {
		t.Fatalf("live game %v, want %v", live.Moves(), want)
	}
	if !w.ctl.HumanToMove() || w.doc.File() != nil {
		t.Error("the new game cannot be played, or would be saved over a file")
	}
}

// The analysis board turns with the main window's (View → Flip board).
func TestTheAnalysisBoardTurnsWithFlipBoard(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	noEngine(w)
	g, _ := play.DemoGame("finished")
	v := analysisBoard{w}.open(g, 4)
	_, b := analysisWindow(t, w)
	if b.Flipped() {
		t.Fatal("the analysis board starts flipped")
	}
	w.win.Canvas().(fyne.Shortcutable).TypedShortcut(shortcutFlip)
	if !b.Flipped() {
		t.Fatal("Flip board did not turn the analysis board")
	}
	v.Window().Close()
	w.win.Canvas().(fyne.Shortcutable).TypedShortcut(shortcutFlip) // a closed board follows no more
}

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
		return win, boardOf(t, win)
	}
	t.Fatal("no analysis board is open")
	return nil, nil
}

// boardOf returns the board of win, failing t when it has none.
func boardOf(t *testing.T, win fyne.Window) *board.Board {
	t.Helper()
	var b *board.Board
	uitest.Walk(win.Content(), func(o fyne.CanvasObject) {
		if x, ok := o.(*board.Board); ok && b == nil {
			b = x
		}
	})
	if b == nil {
		t.Fatalf("the window %q has no board", win.Title())
	}
	return b
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

// A jump dragged on the replay's or the review's board opens the analysis
// board at their move on show with the jump played there: a variation,
// or the main line's next move when it is the game's own. Its main line
// is the game, and the window the jump was tried in stays at its move.
func TestAMoveTriedInTheReplayOrReviewOpensTheAnalysisBoardWithIt(t *testing.T) {
	w, q, _ := newReviewTestWindow(t)
	noEngine(w)
	g, _ := play.DemoGame("finished")
	const k = 12
	next := g.Moves()[k]
	alt := otherLegal(t, g.PositionAt(k), next)
	for _, c := range []struct {
		name string
		open func() fyne.Window // at move k
	}{
		{"replay", func() fyne.Window {
			v := w.showReplay(g)
			t.Cleanup(func() { v.Window().Close() })
			v.GoTo(k)
			return v.Window()
		}},
		{"review", func() fyne.Window {
			v := w.showReview(g, "")
			waitForReview(t, q, v)
			v.Select(k)
			return v.Window()
		}},
	} {
		win := c.open()
		from := boardOf(t, win)
		for _, m := range []game.Move{alt, next} {
			uitest.DragSquares(t, win.Canvas(), from, m.From(), m.To())
			aw, b := analysisWindow(t, w)
			key := func(name fyne.KeyName) { aw.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: name}) }
			after := g.PositionAt(k)
			if err := after.Play(m); err != nil {
				t.Fatal(err)
			}
			if b.Shown() != after || b.LastMove() != m {
				t.Fatalf("%s, %v tried at move %d: the analysis board does not show it played", c.name, m, k)
			}
			key(fyne.KeyLeft)
			if b.Shown() != g.PositionAt(k) {
				t.Fatalf("%s, %v tried: Left does not go back to move %d", c.name, m, k)
			}
			key(fyne.KeyDown) // the next of the moves after move k: m when it is a variation
			key(fyne.KeyRight)
			if b.Shown() != after {
				t.Fatalf("%s, %v tried: the moves after move %d are not the game's and it", c.name, m, k)
			}
			key(fyne.KeyEnd) // the end of the line m is on
			if onMain := b.Shown() == g.Position(); onMain != (m == next) {
				t.Errorf("%s, %v tried: on the main line %v, want %v", c.name, m, onMain, m == next)
			}
			key(fyne.KeyHome)
			key(fyne.KeyEnd)
			if b.Shown() != g.Position() || b.LastMove() != g.Moves()[g.Ply()-1] {
				t.Errorf("%s, %v tried: the analysis board's main line is not the game", c.name, m)
			}
			aw.Close()
			if from.Shown() != g.PositionAt(k) {
				t.Fatalf("the %s left move %d when %v was tried", c.name, k, m)
			}
		}
		win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyRight})
		if from.Shown() != g.PositionAt(k+1) {
			t.Errorf("Right in the %s after the tried moves does not step to move %d", c.name, k+1)
		}
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

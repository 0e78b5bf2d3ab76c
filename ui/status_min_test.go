package ui

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
)

// wonBy returns a finished 6×6 game won by c, played by seeded random
// choices.
func wonBy(t *testing.T, c game.Color) *game.Game {
	t.Helper()
	for seed := uint64(1); seed < 500; seed++ {
		r := rand.New(rand.NewPCG(seed, 11))
		g, err := game.NewGame(6)
		if err != nil {
			t.Fatal(err)
		}
		for !g.Over() {
			p := g.Position()
			ms := p.LegalMoves(nil)
			if err := g.Play(ms[r.IntN(len(ms))]); err != nil {
				t.Fatal(err)
			}
		}
		if w, _ := g.Result().Winner(); w == c {
			return g
		}
	}
	t.Fatalf("no game won by %v", c)
	return nil
}

// At the window's minimum size the turn is whole in every language and in
// every state of a game, with the captures beside it (in short where the
// full "Captured: N stones" leaves no room): it was cut ("Black remov…",
// "Schwarz nimmt ei…", "ฝ่ายดำเอาห…") while the captures kept their width.
func TestTheTurnIsWholeAtTheMinimumSizeInEveryLanguage(t *testing.T) {
	wins := map[game.Color]*game.Game{game.Black: wonBy(t, game.Black), game.White: wonBy(t, game.White)}
	// One window for all the languages, each on a new two-player game:
	// building the window costs more than a language's states.
	languages := i18n.Languages()
	w, _ := newWindowWith(t, languages[0].Code, twoPlayerSetup(), Options{Computer: &fakeComputer{}, Hooks: Hooks{StorageDir: t.TempDir()}})
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	for _, l := range languages {
		t.Run(l.Code, func(t *testing.T) {
			closeAll(w)
			w.setLanguage(l.Code)
			w.startGame(twoPlayerSetup())
			states := []struct {
				name string
				set  func()
			}{
				{"Black removes", func() {}},
				{"White removes", func() { tapSquare(t, w, "d5") }},
				{"White to move", func() { tapSquare(t, w, "e5"); tapSquare(t, w, "f5"); tapSquare(t, w, "d5") }},
				{"Black to move", func() { w.ctl.Load(wins[game.White]); w.ctl.ShowPly(2) }},
				{"the start of the history", func() { w.ctl.ShowPly(0) }},
				{"a position of the history", func() { w.ctl.ShowPly(3) }},
				{"White wins", func() { w.ctl.BackToGame() }},
				{"Black wins", func() { w.ctl.Load(wins[game.Black]) }},
			}
			for _, st := range states {
				st.set()
				min := minWindowSize(w)
				w.win.Resize(min)
				w.win.Content().Refresh() // lays the containers out again, as a frame does
				name := fmt.Sprintf("%s, %s at %.0f×%.0f", l.Code, st.name, min.Width, min.Height)
				turn := w.status.turn
				if need := labelWidth(turn.Text, true); turn.Size().Width+0.5 < need {
					t.Errorf("%s: the turn %q is %.0f wide, it needs %.0f", name, turn.Text, turn.Size().Width, need)
				}
				b, wh := w.ctl.Captured()
				switch {
				case w.status.full.Visible() == w.status.short.Visible():
					t.Errorf("%s: the captures in full shown %v, in short %v", name, w.status.full.Visible(), w.status.short.Visible())
				case w.status.short.Visible() && (w.status.blackCount.Text != i18n.Number(b) || w.status.whiteCount.Text != i18n.Number(wh)):
					t.Errorf("%s: the captures read %q and %q, want %d and %d", name, w.status.blackCount.Text, w.status.whiteCount.Text, b, wh)
				}
				checkNothingClipped(t, name, w.win.Canvas())
			}
		})
	}
}

// The captures are shown in full whenever the turn leaves room for them,
// as in the default window.
func TestTheCapturesAreInFullInTheDefaultWindow(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	for _, l := range i18n.Languages() {
		showGolden(t, w, l.Code)
		w.win.Resize(fyne.NewSize(1040, 720))
		if !w.status.full.Visible() || w.status.short.Visible() {
			t.Errorf("%s: the captures are in short at 1040×720", l.Code)
		}
	}
}

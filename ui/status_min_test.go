package ui

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/internal/playernames"
	"github.com/konane/konane/ui/internal/uitest"
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

// At the window's minimum size, in every language, every control keeps
// what tells it apart: the Language button names the language (it was a
// bare "▾"), the players' names and their captures stay in the status
// line (the names ellipsized, not dropped), the move list shows minRows
// rows whole (it showed one), and at that size and larger ones nothing
// but the window's padding lies under the status line (an empty line for
// the note stayed there, 40–60 px). A note coming does not change the
// window's minimum size.
func TestTheMinimumWindowKeepsLabelsNamesAndRowsAndNoStripUnderTheStatus(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	d := fyne.CurrentApp().Driver()
	for _, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			showGolden(t, w, l.Code)
			min := minWindowSize(w)
			for _, size := range []fyne.Size{min, {Width: 800, Height: 600}, {Width: 1040, Height: 720}} {
				w.win.Resize(size)
				w.win.Content().Refresh()
				name := fmt.Sprintf("%s at %.0f×%.0f", l.Code, size.Width, size.Height)
				checkNothingClipped(t, name, w.win.Canvas())
				lang := w.toolbar.language.Button
				if !w.toolbar.full.Visible() {
					lang = w.toolbar.language.compact
				}
				if strings.TrimSpace(lang.Text) == "" || !lang.Visible() {
					t.Errorf("%s: the Language button has no label", name)
				}
				checkNamesAndCaptures(t, name, w)
				var rows int
				for _, text := range uitest.LabelsInView(w.history.table) {
					for k := 1; k <= 10; k++ {
						if text == i18n.Number(k) {
							rows++
						}
					}
				}
				if rows < minRows {
					t.Errorf("%s: the move list shows %d rows whole, want %d at least", name, rows, minRows)
				}
				row := w.status.row
				bottom := d.AbsolutePositionForObject(row).Y + row.Size().Height
				if gap := w.win.Canvas().Size().Height - bottom; gap > 2*theme.Padding()+0.5 {
					t.Errorf("%s: %.0f px under the status line, want the padding (%.0f) only", name, gap, 2*theme.Padding())
				}
			}
			tapSquare(t, w, "a1") // an empty square: a note says why nothing happens
			if w.status.note.Text == "" || !w.status.note.Visible() {
				t.Fatalf("%s: no note after a tap on an empty square", l.Code)
			}
			if got := minWindowSize(w); got != min {
				t.Errorf("%s: the note changed the minimum size from %v to %v", l.Code, min, got)
			}
			w.win.Content().Refresh()
			checkNothingClipped(t, l.Code+" with a note at the minimum size", w.win.Canvas())
			// Long names from a saved game are cut, not dropped.
			g, _ := play.DemoGame("midgame")
			g.SetTag("Black", "Kamehameha Paiea Kalani Kuiakamoku")
			g.SetTag("White", "Lydia Liliʻuokalani Kamakaʻeha Pākī")
			w.ctl.Load(g)
			w.win.Resize(min)
			w.win.Content().Refresh()
			if got := minWindowSize(w); got != min {
				t.Errorf("%s: long names changed the minimum size from %v to %v", l.Code, min, got)
			}
			checkNamesAndCaptures(t, l.Code+" with long names at the minimum size", w)
			checkNothingClipped(t, l.Code+" with long names at the minimum size", w.win.Canvas())
		})
	}
}

// checkNamesAndCaptures fails unless the status line shows both players'
// names, each inside the window and at least shortNameMin wide or whole,
// and their captures.
func checkNamesAndCaptures(t *testing.T, name string, w *Window) {
	t.Helper()
	s := w.status
	names := [2]*widget.Label{s.blackName, s.whiteName}
	counts := [2]*widget.Label{s.black, s.white}
	b, wh := w.ctl.Captured()
	want := [2]string{i18n.Plural(i18n.MsgStatusCaptured, b, nil), i18n.Plural(i18n.MsgStatusCaptured, wh, nil)}
	if s.short.Visible() {
		names = s.shortNames
		counts = [2]*widget.Label{s.blackCount, s.whiteCount}
		want = [2]string{i18n.Number(b), i18n.Number(wh)}
	}
	players := w.ctl.Players()
	width := w.win.Canvas().Size().Width
	d := fyne.CurrentApp().Driver()
	for c, l := range names {
		text := playernames.Short(players.Black, game.Black)
		if c == int(game.White) {
			text = playernames.Short(players.White, game.White)
		}
		need := min(labelWidth(text, false), shortNameMin()-textSlack)
		if !l.Visible() || l.Text != text || l.Size().Width+0.5 < need {
			t.Errorf("%s: the name %q is shown %v, as %q, %.0f wide; want it at least %.0f wide", name, text, l.Visible(), l.Text, l.Size().Width, need)
		}
		if end := d.AbsolutePositionForObject(l).X + l.Size().Width; end > width+0.5 {
			t.Errorf("%s: the name %q ends at %.0f, beyond the window's %.0f", name, text, end, width)
		}
		if !counts[c].Visible() || counts[c].Text != want[c] {
			t.Errorf("%s: the captures read %q (shown %v), want %q", name, counts[c].Text, counts[c].Visible(), want[c])
		}
	}
}

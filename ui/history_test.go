package ui

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
	"github.com/konane/konane/ui/internal/uitest"
)

// finishedGame returns the .kgn text of a finished game on the 8 × 8
// board of at least minPly plies, played by seeded random choices.
func finishedGame(t *testing.T, minPly int) (string, *game.Game) {
	t.Helper()
	for seed := uint64(1); seed < 500; seed++ {
		r := rand.New(rand.NewPCG(seed, 7))
		g, err := game.NewGame(8)
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
		if g.Ply() >= minPly {
			return string(g.MarshalKGN()), g
		}
	}
	t.Fatalf("no finished game of %d plies", minPly)
	return "", nil
}

// visibleMoveCells returns the texts of the move table's cells that lie
// inside the table's visible area below its header.
func visibleMoveCells(w *Window) []string {
	table := w.history.table
	d := fyne.CurrentApp().Driver()
	top := d.AbsolutePositionForObject(table)
	bottom := top.Y + table.Size().Height
	var out []string
	uitest.Walk(table, func(o fyne.CanvasObject) {
		l, ok := o.(*widget.Label)
		if !ok || !l.Visible() || l.Text == "" || l.TextStyle.Bold {
			return
		}
		p := d.AbsolutePositionForObject(l)
		if p.Y >= top.Y && p.Y+l.Size().Height <= bottom+1 {
			out = append(out, l.Text)
		}
	})
	return out
}

// The move table shows the last moves after a long game replaces a short
// one, whatever the language and whether the game is finished: scrolling
// before the table's scroll area took the new row count reset the
// scroll area to the top while the table drew the last rows below it.
func TestTheMoveTableShowsTheLastMovesAfterALongGameIsOpened(t *testing.T) {
	long, g := finishedGame(t, 40)
	part, err := game.NewGame(8)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range g.Moves()[:39] {
		if err := part.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	unfinished := string(part.MarshalKGN())
	for _, lang := range []string{"th", "en", "de"} {
		// One window per language: each case opens the short game first.
		w, _, _ := startWithFile(t, t.TempDir(), lang, "")
		for name, text := range map[string]string{"finished": long, "unfinished": unfinished} {
			t.Run(lang+" "+name, func(t *testing.T) {
				openText(w, "[Size \"8\"]\n\n1. d5 e5 *\n")
				openText(w, text)
				if asked(w) {
					answer(t, w, true)
				}
				want := g.AnnotatedMove(w.ctl.Game().Ply() - 1)
				cells := visibleMoveCells(w)
				if !slicesContain(cells, want) {
					t.Errorf("after %d plies the visible cells are %q, want the last move %q among them",
						w.ctl.Game().Ply(), cells, want)
				}
				openText(w, "[Size \"8\"]\n\n1. d5 e5 *\n")
				if asked(w) {
					answer(t, w, true)
				}
				if cells := visibleMoveCells(w); strings.Join(cells, " ") != "1 d5 e5" {
					t.Errorf("back to a short game, the visible cells are %q", cells)
				}
			})
		}
	}
}

// moveRows returns the pair numbers of the move table's rows that lie
// wholly in view below its header, and how many rows the view below the
// header holds.
func moveRows(t *testing.T, w *Window) (rows []int, fit int) {
	t.Helper()
	table := w.history.table
	d := fyne.CurrentApp().Driver()
	top := d.AbsolutePositionForObject(table).Y
	bottom := top + table.Size().Height
	headerBottom := top
	uitest.Walk(table, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Visible() && l.TextStyle.Bold {
			headerBottom = max(headerBottom, d.AbsolutePositionForObject(l).Y+l.Size().Height)
		}
	})
	ys := map[int]float32{}
	var height float32
	uitest.Walk(table, func(o fyne.CanvasObject) {
		l, ok := o.(*widget.Label)
		if !ok || !l.Visible() || l.TextStyle.Bold || l.Alignment != fyne.TextAlignTrailing {
			return
		}
		n, err := strconv.Atoi(l.Text)
		if err != nil {
			return
		}
		y := d.AbsolutePositionForObject(l).Y
		ys[n], height = y, l.Size().Height
		if y >= headerBottom-0.5 && y+height <= bottom+0.5 {
			rows = append(rows, n)
		}
	})
	slices.Sort(rows)
	if len(rows) == 0 {
		t.Fatal("no row of the move table in view")
	}
	pitch := height
	if y2, ok := ys[rows[0]+1]; ok {
		pitch = y2 - ys[rows[0]]
	}
	return rows, int((bottom - headerBottom + pitch - height + 0.5) / pitch)
}

// checkListShowsTheEnd fails unless the move table shows its last row and
// as many rows above it as fit: no blank rows below a lone last row.
func checkListShowsTheEnd(t *testing.T, w *Window, what string) {
	t.Helper()
	rows, fit := moveRows(t, w)
	last, _ := w.history.size()
	if want := min(last, fit); rows[len(rows)-1] != last || len(rows) < want {
		t.Errorf("%s: rows %v of %d in view, want the last %d of them", what, rows, last, want)
	}
}

// The move table shows the end of the game whenever the game on show
// changes length: opening a shorter game over a longer one left the
// table scrolled past its new end, showing blank rows and a lone row
// half under the header until the next move.
func TestTheMoveTableShowsTheEndAfterAShorterGameIsOpened(t *testing.T) {
	long, g := finishedGame(t, 50)
	medium := func(plies int) string {
		part, err := game.NewGame(8)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range g.Moves()[:plies] {
			if err := part.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		return string(part.MarshalKGN())
	}
	w, _, _ := startWithFile(t, t.TempDir(), "en", "")
	open := func(text string) {
		t.Helper()
		openText(w, text)
		if asked(w) {
			answer(t, w, true)
		}
	}
	open(long)
	checkListShowsTheEnd(t, w, "the long game")
	for _, plies := range []int{41, 30, 29, 12} {
		open(long)
		open(medium(plies))
		checkListShowsTheEnd(t, w, fmt.Sprintf("%d plies opened over %d", plies, g.Ply()))
	}
	w.ctl.Undo()
	checkListShowsTheEnd(t, w, "after Undo")
}

package puzzleview

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"github.com/konane/konane/game"
	"github.com/konane/konane/puzzle"
	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/internal/uitest"
)

// openShelf opens the trainer in English on the shelf of dir.
func openShelf(t *testing.T, dir string) (*View, *Shelf, uitest.Queue) {
	t.Helper()
	setLanguage(t, "en")
	s, err := OpenShelf(dir)
	if err != nil {
		t.Fatal(err)
	}
	a := test.NewTempApp(t)
	q := make(uitest.Queue, 64)
	v := New(Host{App: a, Do: q.Do, Book: s, Today: func() string { return "2026-12-05" }})
	v.after = func(_ time.Duration, f func()) { f() }
	v.win.Resize(windowSize)
	v.win.Show()
	t.Cleanup(func() {
		if !v.closed {
			v.win.Close()
		}
	})
	return v, s, q
}

// With the shipped set and the real attempts: the solution's moves solve
// the puzzle, which is recorded in puzzles.json beside the statistics; a
// losing first move is refuted by the computer.
func TestTheShippedPuzzlesPlayOnTheTrainerAndTheProgressIsSaved(t *testing.T) {
	dir := t.TempDir()
	v, _, q := openShelf(t, dir)
	v.Next()
	p, ok := v.Puzzle()
	if !ok {
		t.Fatal("no puzzle from the shipped set")
	}
	for k := 0; k < len(p.Line); k += 2 {
		v.Play(p.Line[k])
		q.PumpUntil(t, "the answer", func() bool { return !v.Waiting() })
		if want := "Right! Keep going."; k+2 < len(p.Line) && v.Feedback() != want && v.Feedback() != "Solved!" {
			t.Fatalf("after %v: %q", p.Line[k], v.Feedback())
		}
		if v.Feedback() == "Solved!" {
			break
		}
	}
	if v.Feedback() != "Solved!" {
		t.Fatalf("the solution's moves end with %q", v.Feedback())
	}
	prog, err := puzzle.LoadProgress(dir)
	if err != nil || prog.Records[p.ID].Solved != 1 || prog.Streak != 1 {
		t.Fatalf("puzzles.json after the solve: %+v, %v", prog.Records[p.ID], err)
	}
	// A 6×6 puzzle with one winning move: any other first move loses.
	set, _ := puzzle.Shipped()
	var one puzzle.Puzzle
	for _, x := range set {
		if x.Winners == 1 && x.Size() == 6 && x.ID != p.ID { // a small board: a cheap refutation
			one = x
			break
		}
	}
	if one.ID == "" {
		t.Skip("no puzzle with one winning move in the set")
	}
	v.Load(one, FromNext)
	start, _ := one.Position()
	var wrong game.Move
	for _, m := range start.LegalMoves(nil) {
		if m != one.Line[0] {
			wrong = m
			break
		}
	}
	if wrong == game.NoMove {
		t.Skip("the puzzle has one legal move")
	}
	v.Play(wrong)
	q.PumpUntil(t, "the refutation", func() bool { return !v.Waiting() })
	if !strings.HasPrefix(v.Feedback(), "That loses: ") {
		t.Errorf("a losing move of %s: %q", one.ID, v.Feedback())
	}
	if prog, _ := puzzle.LoadProgress(dir); prog.Records[one.ID].Failed != 1 {
		t.Errorf("the miss is not saved: %+v", prog.Records[one.ID])
	}
}

// A damaged puzzles.json is set aside and said (a *store.CorruptError);
// the shelf starts afresh and works.
func TestADamagedProgressFileIsSetAside(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, puzzle.ProgressName), []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := OpenShelf(dir)
	var ce *store.CorruptError
	if !errors.As(err, &ce) || !strings.Contains(filepath.Base(ce.Aside), "puzzles-corrupt-") {
		t.Fatalf("OpenShelf: %v", err)
	}
	if _, ok := s.Next(Filter{}); !ok || s.Standing().Rating.R != 1500 {
		t.Error("the shelf does not start afresh")
	}
}

// Next after a puzzle left unfinished is another puzzle, until every one
// that matches was left.
func TestNextSkipsAPuzzleLeftUnfinished(t *testing.T) {
	v, _, _ := openShelf(t, t.TempDir())
	v.Next()
	first, _ := v.Puzzle()
	v.Next()
	second, _ := v.Puzzle()
	if first.ID == second.ID {
		t.Fatalf("Next after an unfinished %s gives it again", first.ID)
	}
	// With a size chosen, Next goes round the puzzles of that size: once
	// every one was left, they come again, each about as often.
	v.SetFilter(Filter{Size: second.Size()})
	seen := map[string]int{}
	for range 50 {
		v.Next()
		p, ok := v.Puzzle()
		if !ok {
			t.Fatal("no puzzle")
		}
		seen[p.ID]++
	}
	for id, n := range seen {
		if n > 50/len(seen)+1 {
			t.Errorf("%s came %d times of 50 among %d puzzles", id, n, len(seen))
		}
	}
}

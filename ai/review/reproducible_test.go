package review

import (
	"context"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/konane/konane/game"
)

// smallSettings are budgets small enough for tests on 8×8 that still
// prove the end of a game and search the rest.
var smallSettings = Settings{SearchNodes: 150_000, SolveNodes: 200_000, ProveNodes: 1_000_000}

// annotated analyses g with s and returns the annotated game as .kgn.
func annotated(t *testing.T, g *game.Game, s Settings) string {
	t.Helper()
	g2, err := game.ParseKGN(g.MarshalKGN())
	if err != nil {
		t.Fatal(err)
	}
	r, err := Analyse(context.Background(), g2, s, nil)
	if err != nil {
		t.Fatal(err)
	}
	r.Annotate(g2)
	return string(g2.MarshalKGN())
}

// TestBusyCore, run by TestTheReviewIsTheSameWhateverTheLoad as a second
// process, keeps a core busy until it is killed.
func TestBusyCore(t *testing.T) {
	if os.Getenv("KONANE_BUSY_CORE") != "1" {
		t.Skip("only as the busy process of TestTheReviewIsTheSameWhateverTheLoad")
	}
	for x := uint64(1); ; x = x*6364136223846793005 + 1 {
		if x == 0 {
			t.Log(x)
		}
	}
}

// One 8×8 game reviewed with one worker, with two, and with two while a
// second process keeps a core busy gives byte-identical annotated files.
func TestTheReviewIsTheSameWhateverTheLoad(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("three reviews of an 8×8 game: without -short and -race")
	}
	g := readGame(t, "testdata/hard-53.kgn")
	s := smallSettings
	s.Workers = 1
	one := annotated(t, g, s)
	s.Workers = 2
	two := annotated(t, g, s)

	busy := exec.Command(os.Args[0], "-test.run=^TestBusyCore$")
	busy.Env = append(os.Environ(), "KONANE_BUSY_CORE=1")
	if err := busy.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		_ = busy.Process.Kill()
		_ = busy.Wait()
	}()
	time.Sleep(50 * time.Millisecond) // let it start spinning
	loaded := annotated(t, g, s)

	if two != one {
		t.Errorf("2 workers differ from 1:\n%s\n%s", one, two)
	}
	if loaded != one {
		t.Errorf("a busy core changed the review:\n%s\n%s", one, loaded)
	}
}

// bestGame plays an n×n game of the review's own best moves (the
// analysis of each position with s), from the removal first.
func bestGame(t *testing.T, n int, s Settings) *game.Game {
	t.Helper()
	g, err := game.NewGame(n)
	if err != nil {
		t.Fatal(err)
	}
	w := newWorker(s)
	for !g.Over() {
		r := w.analyse(context.Background(), g.Position(), game.NoMove)
		if r.err != nil {
			t.Fatal(r.err)
		}
		if err := g.Play(r.best); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// A game made of the search's own best moves is 100 % accurate for both
// sides, and no move of it is graded below good.
func TestAGameOfBestMovesIsFullyAccurate(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("plays and reviews an 8×8 game: without -short and -race")
	}
	for _, n := range []int{6, 8} {
		g := bestGame(t, n, smallSettings)
		r := analyseWith(t, g, smallSettings)
		for i, p := range r.Plies {
			if p.Grade != GradeBest && p.Grade != GradeOnly && p.Grade != GradeGood {
				t.Errorf("%d×%d ply %d (%v): graded %v, values %+v → %+v, best %v", n, n, i, p.Move, p.Grade, p.Before, p.After, p.Best)
			}
		}
		for c, s := range r.Summary {
			if s.Accuracy != 100 || s.Inaccuracies+s.Mistakes+s.Blunders != 0 {
				t.Errorf("%d×%d %v: %+v, want 100 %% and no errors", n, n, game.Color(c), s)
			}
		}
	}
}

// The mirror-image openings 1. d5 and 1. e4 (and White's mirrored
// replies) get the same grades and values.
func TestMirrorImageOpeningsGetTheSameVerdicts(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("reviews two 8×8 openings: without -short and -race")
	}
	const rot180 = game.Symmetry(6) // both mirrors: d5 ↔ e4
	a, _ := game.NewGame(8)
	b, _ := game.NewGame(8)
	for _, m := range []string{"d5", "d4", ""} {
		ma, err := game.ParseMove(m)
		if m == "" {
			pos := a.Position()
			ma, err = pos.LegalMoves(nil)[0], nil
		}
		if err != nil {
			t.Fatal(err)
		}
		if err := a.Play(ma); err != nil {
			t.Fatal(err)
		}
		if err := b.Play(rot180.Move(ma, 8)); err != nil {
			t.Fatal(err)
		}
	}
	ra := analyseWith(t, a, Quick())
	rb := analyseWith(t, b, Quick())
	for i := range ra.Plies {
		pa, pb := ra.Plies[i], rb.Plies[i]
		if pa.Grade != pb.Grade || pa.Before != pb.Before || pa.After != pb.After || rot180.Move(pa.Best, 8) != pb.Best {
			t.Errorf("ply %d: %v graded %v, %+v → %+v, best %v; mirrored %v graded %v, %+v → %+v, best %v",
				i, pa.Move, pa.Grade, pa.Before, pa.After, pa.Best, pb.Move, pb.Grade, pb.Before, pb.After, pb.Best)
		}
	}
	if ra.Summary != rb.Summary {
		t.Errorf("summaries %+v and %+v", ra.Summary, rb.Summary)
	}
}

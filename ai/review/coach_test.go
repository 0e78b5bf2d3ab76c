package review

import (
	"context"
	"reflect"
	"testing"

	"github.com/konane/konane/game"
)

// cut returns g with its moves after move i dropped (a copy).
func cut(t *testing.T, g *game.Game, i int) *game.Game {
	t.Helper()
	c := game.NewGameFrom(g.Start())
	for _, m := range g.Moves()[:i+1] {
		if err := c.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return c
}

// coachAgrees grades every move of g with a Coach, as a game would have
// them graded one after the other, and compares each verdict with the
// review of the whole game: equal, unless the Coach's After was unproven
// and the whole game proves it (the Coach's doc); the Coach's Review is
// then Analyse's. Every verdict listed in
// exact is also compared whole with the review of g cut after it. It
// returns how many grades the whole game changed.
func coachAgrees(t *testing.T, g *game.Game, s Settings, exact ...int) int {
	t.Helper()
	full := analyseWith(t, g, s)
	c := NewCoach(s)
	changed := 0
	for i := range g.Ply() {
		p, err := c.Grade(context.Background(), g, i)
		if err != nil {
			t.Fatal(err)
		}
		f := full.Plies[i]
		if p.Index != i || p.Move != f.Move || p.Mover != f.Mover {
			t.Fatalf("move %d: graded %+v, want %v of %v", i, p, f.Move, f.Mover)
		}
		if p.Grade == f.Grade && p.Before == f.Before && p.After == f.After && p.Best == f.Best {
			continue
		}
		if p.After.Proven || !f.After.Proven {
			t.Errorf("move %d (%v): coach %v, %+v → %+v, best %v; the review %v, %+v → %+v, best %v",
				i, p.Move, p.Grade, p.Before, p.After, p.Best, f.Grade, f.Before, f.After, f.Best)
		}
		if p.Grade != f.Grade {
			changed++
		}
	}
	rv, err := c.Review(context.Background(), g, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(rv, full) {
		t.Error("the coach's review of the whole game differs from Analyse's")
	}
	for _, i := range exact {
		p, err := c.Grade(context.Background(), g, i)
		if err != nil {
			t.Fatal(err)
		}
		want := analyseWith(t, cut(t, g, i), s).Plies[i]
		if !reflect.DeepEqual(p, want) {
			t.Errorf("move %d: coach %+v, the review of the game cut after it %+v", i, p, want)
		}
	}
	return changed
}

// The coach's grades are the review's: on two 6×6 games and an 8×8 game
// of Hard against Hard, with small budgets, every move graded one
// at a time as it is played gets the verdict of the review of the whole
// game, but where the whole game proves the position after it and the
// coach could not; and the verdicts are those of the review of the game
// up to the move; its review of the whole game is Analyse's.
func TestTheCoachGradesAsTheReview(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("reviews 6×6 and 8×8 games: without -short and -race")
	}
	for _, c := range []struct {
		file  string
		s     Settings
		exact []int
	}{
		{"testdata/thrown-6x6.kgn", smallSettings, []int{0, 5, 12}},
		{"testdata/slower-win-6x6.kgn", smallSettings, []int{3}},
		{"testdata/hard-53.kgn", smallSettings, []int{10, 40}},
	} {
		changed := coachAgrees(t, readGame(t, c.file), c.s, c.exact...)
		t.Logf("%s: %d grades changed by later proofs", c.file, changed)
	}
}

// A grading cancelled half way keeps nothing half done: the next one
// gives the verdict a coach that was never cancelled gives.
func TestACancelledGradingLeavesTheCoachAsItWas(t *testing.T) {
	if raceEnabled {
		t.Skip("grades 6×6 moves: without -race")
	}
	g := readGame(t, "testdata/slower-win-6x6.kgn")
	s := smallSettings
	s.ProveNodes = 0
	c := NewCoach(s)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := c.Grade(ctx, g, 6); err != context.Canceled {
		t.Fatalf("cancelled grading: %v, want context.Canceled", err)
	}
	got, err := c.Grade(context.Background(), g, 6)
	if err != nil {
		t.Fatal(err)
	}
	want, err := NewCoach(s).Grade(context.Background(), g, 6)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("after a cancelled grading %+v, want %+v", got, want)
	}
	if _, err := c.Grade(context.Background(), g, g.Ply()); err == nil {
		t.Error("a move past the end was graded")
	}
}

package puzzle

import (
	"context"
	"os"
	"reflect"
	"testing"

	"github.com/konane/konane/ai/review"
	"github.com/konane/konane/game"
	"github.com/konane/konane/puzzle/glicko"
)

// In thrown-6x6.kgn White throws its win at 3... b2-b4: White's personal
// puzzles from the game's review each have one winning move, which the
// player did not play there, and the line starts with it.
func TestPersonalPuzzlesAreTheOnlyWinsThePlayerMissed(t *testing.T) {
	if raceEnabled {
		t.Skip("a review of a whole game: make test runs it without -race")
	}
	data, err := os.ReadFile("../ai/review/testdata/thrown-6x6.kgn")
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.ParseKGN(data)
	if err != nil {
		t.Fatal(err)
	}
	r := quickReview(t, g)
	j := newJudge(t)
	moves := g.Moves()
	total := 0
	for _, player := range []game.Color{game.Black, game.White} {
		ps := FromReview(g, r, player)
		total += len(ps)
		for _, p := range ps {
			pos, err := p.Position()
			if err != nil {
				t.Fatal(err)
			}
			if p.ID != IDOf(pos) || pos.SideToMove() != player || p.Winners != 1 || p.Rating.R != 1500 {
				t.Errorf("%s: %+v", p.ID, p)
			}
			// Which move did the player play there?
			played := game.NoMove
			for i := range moves {
				if q := g.PositionAt(i); q == pos {
					played = moves[i]
				}
			}
			if played == game.NoMove {
				t.Fatalf("%s is no position of the game", p.ID)
			}
			if losing := j.losingMoves(pos); len(losing) != pos.CountMoves()-1 {
				t.Errorf("%s: %d winning moves, want 1", p.ID, pos.CountMoves()-len(losing))
			}
			if j.wins(after(pos, p.Line[0])) {
				t.Errorf("%s: the line's first move %s loses", p.ID, p.Line[0])
			}
			if !j.wins(after(pos, played)) {
				t.Errorf("%s: the move played %s does not lose", p.ID, played)
			}
			// Playing the line solves the puzzle, a partial line too.
			a, err := NewAttempt(p)
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i < len(p.Line); i += 2 {
				if st, err := a.Play(context.Background(), p.Line[i]); err != nil || st.Verdict != Right {
					t.Fatalf("%s: the line's move %s: %+v, %v", p.ID, p.Line[i], st, err)
				}
			}
			if !a.Solved() {
				t.Errorf("%s: the line played, the puzzle is not solved", p.ID)
			}
		}
	}
	// b2-b4 (ply 5, White) threw the only win away.
	if ws := FromReview(g, r, game.White); len(ws) == 0 || ws[0].KFEN != func() string { q := g.PositionAt(5); return q.KFEN() }() {
		t.Errorf("White's puzzles %v do not start with the position before 3... b2-b4", ws)
	}
	t.Logf("%d personal puzzles", total)
}

// quickReview reviews g with review.Quick on one worker.
func quickReview(t *testing.T, g *game.Game) *review.Review {
	t.Helper()
	s := review.Quick()
	s.Workers = 1
	r, err := review.Analyse(context.Background(), g, s, nil)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// A game from a puzzle's position in which the player misses the only
// winning move and both sides then play perfectly gives back the puzzle,
// its whole main line included.
func TestAMissedOnlyWinGivesThePuzzleBack(t *testing.T) {
	ctx := context.Background()
	j := newJudge(t)
	tried := 0
	for _, p := range smallSet(t) {
		if p.Winners != 1 || tried == 2 {
			continue
		}
		start, _ := p.Position()
		losing := j.losingMoves(start)
		if len(losing) == 0 {
			continue
		}
		g := game.NewGameFrom(start)
		for m := losing[0]; m != game.NoMove; {
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			var err error
			if m, err = Answer(ctx, g.Position()); err != nil {
				t.Fatal(err)
			}
		}
		player := start.SideToMove()
		got := FromReview(g, quickReview(t, g), player)
		if len(got) == 0 || !reflect.DeepEqual(got[0], Puzzle{ID: p.ID, KFEN: p.KFEN, Line: p.Line, Winners: 1, Rating: glicko.Rating{R: 1500, RD: 350, Vol: 0.06}}) {
			t.Fatalf("%s: personal puzzles %+v, want the puzzle", p.ID, got)
		}
		for _, q := range got[1:] {
			if pos, _ := q.Position(); pos.SideToMove() != player {
				t.Errorf("%s: a puzzle of the other side", q.ID)
			}
		}
		if other := FromReview(g, quickReview(t, g), player.Other()); len(other) != 0 {
			t.Errorf("the opponent, who played perfectly, has personal puzzles %v", other)
		}
		tried++
	}
	if tried == 0 {
		t.Fatal("no puzzle with one winning move and a losing one")
	}
}

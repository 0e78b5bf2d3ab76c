package review

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// testSettings prove every position of a 5×5 game.
var testSettings = Settings{SearchTime: 20 * time.Millisecond, SolveTime: 5 * time.Second, Workers: 2}

// solvedGame plays a 5×5 game in which the side that wins with perfect
// play always keeps its win (a random winning move) and the loser plays a
// random move, except at ply throwAt (if ≥ 0 and reachable), where the
// winner plays a losing move while a winning one exists. It returns the
// game and the ply of the thrown win (-1 if none).
func solvedGame(t *testing.T, seed uint64, throwAt int) (*game.Game, int) {
	t.Helper()
	g, err := game.NewGame(5)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	thrown := -1
	for ply := 0; ; ply++ {
		pos := g.Position()
		mv, err := SolveMoves(context.Background(), pos, -1)
		if err != nil {
			t.Fatal(err)
		}
		if len(mv) == 0 {
			return g, thrown
		}
		var wins, losses []game.Move
		for _, v := range mv {
			switch v.Outcome {
			case Win:
				wins = append(wins, v.Move)
			case Loss:
				losses = append(losses, v.Move)
			default:
				t.Fatalf("%s: %v not proven without a time limit", pos.KFEN(), v.Move)
			}
		}
		pick := losses
		switch {
		case len(wins) > 0 && ply >= throwAt && throwAt >= 0 && thrown < 0 && len(losses) > 0:
			thrown = ply
		case len(wins) > 0:
			pick = wins
		}
		if err := g.Play(pick[rng.IntN(len(pick))]); err != nil {
			t.Fatal(err)
		}
	}
}

func analyse(t *testing.T, g *game.Game) *Review {
	t.Helper()
	calls, last := 0, 0
	r, err := Analyse(context.Background(), g, testSettings, func(done, total int) {
		calls++
		if done != last+1 || total != g.Ply()+1 {
			t.Errorf("progress(%d, %d) after %d: want (%d, %d)", done, total, last, last+1, g.Ply()+1)
		}
		last = done
	})
	if err != nil {
		t.Fatal(err)
	}
	if calls != g.Ply()+1 || len(r.Plies) != g.Ply() {
		t.Fatalf("%d progress calls, %d plies; want %d, %d", calls, len(r.Plies), g.Ply()+1, g.Ply())
	}
	return r
}

// winsAfter reports whether the side that plays m in pos wins with
// perfect play, by an independent solve.
func winsAfter(t *testing.T, pos game.Position, m game.Move) bool {
	t.Helper()
	mover := pos.SideToMove()
	if err := pos.Play(m); err != nil {
		t.Fatal(err)
	}
	if !pos.HasMoves() {
		return true
	}
	r, err := ai.NewSolver(1<<20).Solve(context.Background(), pos, ai.SolveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return r.Winner == mover
}

func TestThrownWinIsTheOnlyBlunder(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		g, thrown := solvedGame(t, seed, 4+int(seed))
		if thrown < 0 {
			t.Fatalf("seed %d: no win could be thrown away in %s", seed, g)
		}
		r := analyse(t, g)
		for i, p := range r.Plies {
			if (p.Grade == GradeBlunder) != (i == thrown) {
				t.Errorf("seed %d: ply %d (%v) graded %v; the win was thrown at ply %d", seed, i, p.Move, p.Grade, thrown)
			}
		}
		p := r.Plies[thrown]
		if !p.Before.Proven || !p.Before.Win || !p.After.Proven || !p.After.Win {
			t.Errorf("seed %d: thrown ply values %+v → %+v, want proven win → proven loss", seed, p.Before, p.After)
		}
		pos := g.PositionAt(thrown)
		if p.Best == p.Move || !winsAfter(t, pos, p.Best) {
			t.Errorf("seed %d: best at the blunder is %v, not a winning alternative to %v", seed, p.Best, p.Move)
		}
		if len(p.PV) == 0 || p.PV[0] != p.Best {
			t.Errorf("seed %d: PV %v does not start with Best %v", seed, p.PV, p.Best)
		}
		if s := r.Summary[p.Mover]; s.Blunders != 1 || s.Accuracy >= 100 {
			t.Errorf("seed %d: summary of %v = %+v, want 1 blunder and accuracy below 100", seed, p.Mover, s)
		}
	}
}

func TestKeptWinHasNoBlunder(t *testing.T) {
	g, _ := solvedGame(t, 9, -1)
	r := analyse(t, g)
	winner, _ := g.Result().Winner()
	fastest := 0
	for i, p := range r.Plies {
		if !p.Before.Proven || !p.After.Proven {
			t.Fatalf("ply %d not proven: %+v → %+v", i, p.Before, p.After)
		}
		if p.Grade == GradeBlunder || p.Grade == GradeMistake || p.Grade == GradeInaccuracy {
			t.Errorf("ply %d (%v) graded %v in a game where every move keeps the win", i, p.Move, p.Grade)
		}
		if p.Mover == winner && p.Grade != GradeBest && p.Grade != GradeOnly {
			t.Errorf("ply %d: the winner's %v graded %v, want best or only", i, p.Move, p.Grade)
		}
		if p.Fastest {
			fastest++
			if p.Before.Plies != p.After.Plies+1 {
				t.Errorf("ply %d fastest but %d → %d plies", i, p.Before.Plies, p.After.Plies)
			}
		}
		if p.Grade == GradeOnly {
			pos := g.PositionAt(i)
			for _, m := range pos.LegalMoves(nil) {
				if m != p.Move && winsAfter(t, pos, m) {
					t.Errorf("ply %d: %v graded only move, but %v wins too", i, p.Move, m)
				}
			}
		}
	}
	if fastest == 0 {
		t.Error("no move of the winner marked fastest")
	}
	if r.FirstLost != 0 && r.FirstLost != -1 {
		t.Errorf("FirstLost = %d in a game the loser lost from the start", r.FirstLost)
	}
	if s := r.Summary[winner]; s.Blunders+s.Mistakes+s.Inaccuracies != 0 || s.Accuracy != 100 {
		t.Errorf("winner's summary %+v, want no errors and accuracy 100", s)
	}
}

func TestAnalyseStopsWithTheContext(t *testing.T) {
	g, _ := solvedGame(t, 2, -1)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if r, err := Analyse(ctx, g, testSettings, nil); err == nil || r != nil {
		t.Fatalf("Analyse with an ended context = %v, %v; want no review and an error", r, err)
	}
}

// Cancelling during the review stops it soon, with the context's error.
func TestAnalyseCancelledMidway(t *testing.T) {
	data, err := os.ReadFile("testdata/hard-53.kgn")
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.ParseKGN(data)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var cancelled time.Time
	r, err := Analyse(ctx, g, Settings{SearchTime: time.Second, SolveTime: time.Second, Workers: 2}, func(done, total int) {
		if done == 1 {
			cancelled = time.Now()
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) || r != nil {
		t.Fatalf("Analyse cancelled after one position = %v, %v; want no review and context.Canceled", r, err)
	}
	if d := time.Since(cancelled); d > 2*time.Second {
		t.Errorf("Analyse returned %v after the cancel", d)
	}
}

// An empty game has an empty review.
func TestAnalyseOfAGameWithoutMoves(t *testing.T) {
	g, err := game.NewGame(4)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Analyse(context.Background(), g, testSettings, nil)
	if err != nil || len(r.Plies) != 0 || r.FirstLost != -1 {
		t.Fatalf("review of an empty game = %+v, %v", r, err)
	}
	// 4×4 is a White win from the start.
	if r.StartBlackChance != 0 {
		t.Errorf("StartBlackChance = %v on 4×4, a proven White win", r.StartBlackChance)
	}
}

// A position whose successor in the game is proven lost is proven won (the
// move played wins), with its length unknown.
func TestInferWinsFromALostSuccessor(t *testing.T) {
	g, _ := solvedGame(t, 1, -1)
	positions := []game.Position{g.PositionAt(0), g.PositionAt(1), g.PositionAt(2)}
	res := []posResult{{val: Value{Eval: 1}}, {val: Value{Eval: -2}}, {val: Value{Proven: true, Plies: 5}}}
	inferWins(positions, res)
	if v := res[1].val; !v.Proven || !v.Win || !v.Bound || v.Plies != stones(&positions[1]) {
		t.Errorf("position before a proven loss: %+v, want a proven win of unknown length", v)
	}
	if v := res[0].val; v.Proven || v.Eval != 1 {
		t.Errorf("position before a proven win: %+v, want it unchanged", v)
	}
}

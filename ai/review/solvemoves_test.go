package review

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/konane/konane/game"
)

// SolveMoves without a limit agrees with an independent solve of the
// position after each move, in won and lost positions of 5×5 games.
func TestSolveMovesAgreesWithSolvingEachChild(t *testing.T) {
	if raceEnabled {
		t.Skip("one solver at a time, no concurrency to check: make test runs it without -race")
	}
	rng := rand.New(rand.NewPCG(5, 5))
	won, lost := 0, 0
	for range 3 {
		pos := game.MustNewPosition(5)
		for pos.HasMoves() {
			mv, err := SolveMoves(context.Background(), pos, -1)
			if err != nil {
				t.Fatal(err)
			}
			legal := pos.LegalMoves(nil)
			if len(mv) != len(legal) {
				t.Fatalf("%s: %d values for %d moves", pos.KFEN(), len(mv), len(legal))
			}
			anyWin := false
			for i, v := range mv {
				want := Loss
				if winsAfter(t, pos, v.Move) {
					want, anyWin = Win, true
				}
				if v.Move != legal[i] || v.Outcome != want {
					t.Fatalf("%s: value %d = %v %v, want %v %v", pos.KFEN(), i, v.Move, v.Outcome, legal[i], want)
				}
			}
			if anyWin {
				won++
			} else {
				lost++
			}
			pos.Make(legal[rng.IntN(len(legal))])
		}
	}
	if won == 0 || lost == 0 {
		t.Errorf("%d won and %d lost positions checked; want both kinds", won, lost)
	}
}

func TestSolveMovesWithoutBudgetProvesNothing(t *testing.T) {
	pos := game.MustNewPosition(4)
	mv, err := SolveMoves(context.Background(), pos, 0)
	if err != nil || len(mv) == 0 {
		t.Fatalf("SolveMoves(0) = %v, %v", mv, err)
	}
	for _, v := range mv {
		if v.Outcome != Unknown {
			t.Errorf("SolveMoves(0): %v is %v, want unknown", v.Move, v.Outcome)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := SolveMoves(ctx, pos, time.Second); err == nil {
		t.Error("SolveMoves with an ended context gave no error")
	}
}

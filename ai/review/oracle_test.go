package review

import (
	"context"
	"testing"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// afterRemovals is the 5×5 position after both removals.
func afterRemovals(t *testing.T) game.Position {
	t.Helper()
	p := game.MustNewPosition(5)
	for range 2 {
		if err := p.Play(p.LegalMoves(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	return p
}

// The length used to be given a fixed second, which a busy machine did not
// always have: the test then failed. A budget in nodes finds it or not
// alike on every machine.
func TestTheOracleProvesASmallBoardAndMeasuresTheGame(t *testing.T) {
	p := afterRemovals(t)
	a, err := SolveOracle(context.Background(), p, OracleBudget{Moves: Budget{Time: -1}, DistanceNodes: LiveOracle.DistanceNodes})
	if err != nil {
		t.Fatal(err)
	}
	winner, ok := ProvenWinner(p, a.Moves)
	if !ok || len(a.Moves) != len(p.LegalMoves(nil)) {
		t.Fatalf("5×5 after the removals not proven: %v", a.Moves)
	}
	// The winner makes the last move: an odd number of plies when the side
	// to move wins, an even one when it loses.
	if a.Plies <= 0 || (a.Plies%2 == 1) != (winner == p.SideToMove()) {
		t.Errorf("%v wins in %d plies with %v to move", winner, a.Plies, p.SideToMove())
	}
	for _, v := range a.Moves {
		child := p
		if err := child.Play(v.Move); err != nil {
			t.Fatal(err)
		}
		r, err := ai.NewSolver(0).Solve(context.Background(), child, ai.SolveOptions{})
		if err != nil {
			t.Fatal(err)
		}
		want := Loss
		if r.Winner == p.SideToMove() {
			want = Win
		}
		if v.Outcome != want {
			t.Errorf("%v: %v, the solver says %v wins", v.Move, v.Outcome, r.Winner)
		}
	}
}

func TestProvenWinnerNeedsAWinOrEveryMoveLost(t *testing.T) {
	p := afterRemovals(t)
	moves := p.LegalMoves(nil)
	vs := make([]MoveValue, len(moves))
	for i, m := range moves {
		vs[i] = MoveValue{Move: m, Outcome: Loss}
	}
	if c, ok := ProvenWinner(p, vs); !ok || c != p.SideToMove().Other() {
		t.Errorf("every move lost: %v %v", c, ok)
	}
	vs[0].Outcome = Unknown
	if _, ok := ProvenWinner(p, vs); ok {
		t.Error("one move unknown and the rest lost is not proven")
	}
	vs[len(vs)-1].Outcome = Win
	if c, ok := ProvenWinner(p, vs); !ok || c != p.SideToMove() {
		t.Errorf("a winning move: %v %v", c, ok)
	}
	if _, ok := ProvenWinner(p, nil); ok {
		t.Error("no verdicts proven")
	}
}

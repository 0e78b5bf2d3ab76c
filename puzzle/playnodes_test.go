package puzzle

import (
	"context"
	"errors"
	"testing"

	"github.com/konane/konane/game"
)

// PlayNodes counts the same nodes at every call (each proof from a
// cleared solver), stops at its limit, and counts nothing for a move that
// ends the game; an illegal move is ErrIllegal.
func TestPlayNodesCountsTheProofsOfAMove(t *testing.T) {
	ps, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	checked := 0
	for _, p := range ps[:min(len(ps), 3)] {
		pos, _ := p.Position()
		for _, m := range pos.LegalMoves(nil) {
			n, err := PlayNodes(ctx, pos, m, 0)
			if err != nil {
				t.Fatalf("%s %s: %v", p.ID, m, err)
			}
			if again, _ := PlayNodes(ctx, pos, m, 0); again != n {
				t.Errorf("%s %s: %d nodes, then %d", p.ID, m, n, again)
			}
			if c := after(pos, m); !c.HasMoves() {
				if n != 0 {
					t.Errorf("%s %s ends the game: %d nodes, want 0", p.ID, m, n)
				}
				continue
			}
			if n == 0 {
				t.Errorf("%s %s: no node counted", p.ID, m)
			}
			if got, _ := PlayNodes(ctx, pos, m, n+1); got != n {
				t.Errorf("%s %s: %d nodes under a limit of %d, %d without", p.ID, m, got, n+1, n)
			}
			if n > 2 {
				if got, _ := PlayNodes(ctx, pos, m, n/2); got < n/2 || got > n {
					t.Errorf("%s %s: %d nodes under a limit of %d, %d without", p.ID, m, got, n/2, n)
				}
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("no move checked")
	}
	pos, _ := ps[0].Position()
	if _, err := PlayNodes(ctx, pos, game.NoMove, 0); !errors.Is(err, ErrIllegal) {
		t.Errorf("NoMove: %v, want ErrIllegal", err)
	}
}

// firstMoveNodes bounds the work of a shipped puzzle's first move off the
// main line in the set file's orientation: twice cmd/puzzlegen's
// PlayableNodes, counted on the canonical position (other orientations
// order the moves otherwise; 143,000 at most on the shipped set).
const firstMoveNodes = 200_000

// Every first move of every shipped puzzle (every tenth under -race) is
// judged and answered within firstMoveNodes: a puzzle is playable at once.
func TestEveryShippedFirstMoveIsAnsweredAtOnce(t *testing.T) {
	ps, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	stride := 1
	if raceEnabled {
		stride = 100 // the whole set runs without -race (make test)
	}
	ctx := context.Background()
	var most uint64
	for i := 0; i < len(ps); i += stride {
		p := ps[i]
		pos, _ := p.Position()
		for _, m := range pos.LegalMoves(nil) {
			if m == p.Line[0] {
				continue // the line's answer: no proof
			}
			n, err := PlayNodes(ctx, pos, m, firstMoveNodes)
			if err != nil {
				t.Fatalf("%s %s: %v", p.ID, m, err)
			}
			if n >= firstMoveNodes {
				t.Errorf("%s %s: over %d solver nodes", p.ID, m, n)
			}
			most = max(most, n)
		}
	}
	t.Logf("at most %d solver nodes a first move", most)
}

package puzzle

import (
	"regexp"
	"testing"

	"github.com/konane/konane/game"
)

// Mirror images share an ID; other positions, of other sizes, do not.
func TestIDOfIsTheCanonicalPositionsID(t *testing.T) {
	g, err := game.NewGame(6)
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		pos := g.Position()
		if err := g.Play(pos.LegalMoves(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	pos := g.Position()
	id := IDOf(pos)
	if !regexp.MustCompile(`^6-[0-9a-f]{6}$`).MatchString(id) {
		t.Fatalf("IDOf = %q, want 6-xxxxxx", id)
	}
	for y := game.Symmetry(0); y < 8; y++ {
		if q, ok := pos.Transformed(y); ok && IDOf(q) != id {
			t.Errorf("symmetry %d: ID %s, want %s", y, IDOf(q), id)
		}
	}
	start := game.MustNewPosition(6)
	if IDOf(start) == id {
		t.Errorf("the start has the ID %s of another position", id)
	}
	eight := game.MustNewPosition(8)
	if IDOf(eight)[:2] != "8-" {
		t.Errorf("8×8 ID %s", IDOf(eight))
	}
}

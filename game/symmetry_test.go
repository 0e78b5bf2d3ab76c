package game

import "testing"

// Every colour-keeping symmetry maps legal moves to legal moves of the
// image, its inverse undoes it, and all images share one canonical
// position.
func TestSymmetriesMapPositionsAndMoves(t *testing.T) {
	for _, n := range []int{5, 8} {
		p := MustNewPosition(n)
		for ply := 0; ply < 12 && p.HasMoves(); ply++ {
			moves := p.LegalMoves(nil)
			canon, _ := p.Canonical()
			images := 0
			for y := Symmetry(0); y < 8; y++ {
				if y.Inverse().Inverse() != y {
					t.Fatalf("inverse of inverse of %d", y)
				}
				q, ok := p.Transformed(y)
				if !ok {
					continue
				}
				images++
				for _, m := range moves {
					if !q.IsLegal(y.Move(m, n)) {
						t.Fatalf("%d×%d %v: image of %v under %d not legal in\n%v", n, n, p.KFEN(), m, y, q.String())
					}
					if back := y.Inverse().Move(y.Move(m, n), n); back != m {
						t.Fatalf("inverse of %d maps %v back to %v", y, m, back)
					}
				}
				if c, _ := q.Canonical(); c != canon {
					t.Fatalf("%d×%d: image %d of %v has another canonical position", n, n, y, p.KFEN())
				}
			}
			if want := map[int]int{5: 8, 8: 4}[n]; images != want {
				t.Errorf("%d×%d: %d colour-keeping symmetries, want %d", n, n, images, want)
			}
			p.Make(moves[(ply*7)%len(moves)])
		}
	}
}

// The mirror-image removals d5 and e4 of 8×8 lead to positions with the
// same canonical position.
func TestMirrorOpeningsShareTheirCanonicalPosition(t *testing.T) {
	a, b := MustNewPosition(8), MustNewPosition(8)
	a.Make(Removal(SquareAt(3, 4)))
	b.Make(Removal(SquareAt(4, 3)))
	ca, _ := a.Canonical()
	cb, _ := b.Canonical()
	if ca != cb {
		t.Errorf("d5 and e4 give different canonical positions:\n%v\n%v", ca.String(), cb.String())
	}
}

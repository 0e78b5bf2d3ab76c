package board

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/konane/konane/game"
)

// A flipped 8×8 board of 460×460 units has h1 in the top-left corner and
// a8 in the bottom-right one; taps there act on those squares.
func TestAFlippedBoardTurnsItsSquares(t *testing.T) {
	b, _, rec := showBoard(t, game.MustNewPosition(8), boardSize460)
	b.SetFlipped(true)
	if !b.Flipped() {
		t.Fatal("Flipped() = false after SetFlipped(true)")
	}
	for _, c := range []struct {
		pos            fyne.Position
		want, unturned string
	}{
		{fyne.NewPos(31, 31), "h1", "a8"},
		{fyne.NewPos(429, 429), "a8", "h1"},
		{fyne.NewPos(429, 31), "a1", "h8"},
		{fyne.NewPos(31, 429), "h8", "a1"},
		{fyne.NewPos(31+50*3, 31+50*4), "e5", "d4"},
	} {
		if s, ok := b.SquareAt(c.pos); !ok || s.String() != c.want {
			t.Errorf("SquareAt(%v) = %v, %v; want %s", c.pos, s, ok, c.want)
		}
		if s, ok := SquareAt(c.pos, boardSize460, 8); !ok || s.String() != c.unturned {
			t.Errorf("the package's SquareAt(%v) = %v, %v; want the unflipped board's %s", c.pos, s, ok, c.unturned)
		}
	}
	if _, ok := b.SquareAt(fyne.NewPos(29, 200)); ok {
		t.Error("the margin of a flipped board is a square")
	}
	test.TapAt(b, fyne.NewPos(55, 55)) // h1: Black's corner
	rec.wantMoves(t, "h1")
	test.TapAt(b, fyne.NewPos(405, 55)) // a1: White's
	rec.wantRejects(t, RejectNotYourStone)

	b.SetFlipped(false)
	test.TapAt(b, fyne.NewPos(55, 55)) // a8 again: Black's corner
	rec.wantMoves(t, "h1", "a8")
}

// On a flipped board the arrow keys move the cursor the way they point on
// the screen: Up towards rank 1, Right towards file a.
func TestTheArrowKeysFollowTheFlip(t *testing.T) {
	b, w, _ := showBoard(t, afterRemovals(t), boardSize460)
	w.Canvas().Focus(b)
	b.SetFlipped(true)
	tap(t, b, "d4")
	for _, c := range []struct {
		key  fyne.KeyName
		want string
	}{
		{fyne.KeyUp, "d3"}, {fyne.KeyRight, "c3"}, {fyne.KeyDown, "c4"}, {fyne.KeyLeft, "d4"},
	} {
		b.TypedKey(&fyne.KeyEvent{Name: c.key})
		if at, shown := b.KeyboardCursor(); !shown || at.String() != c.want {
			t.Fatalf("after %s the cursor is on %v (shown %v), want %s", c.key, at, shown, c.want)
		}
	}
	tap(t, b, "a1")
	for range 3 {
		b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
		b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyUp})
	}
	if at, _ := b.KeyboardCursor(); at.String() != "a1" {
		t.Errorf("Right and Up from a1 on a flipped board left the cursor on %v, want a1 (the top right corner)", at)
	}
}

// The coordinates follow the flip: the letters run h to a under the grid
// and the numbers 1 to 8 down its side.
func TestTheCoordinatesFollowTheFlip(t *testing.T) {
	b, _, _ := showBoard(t, game.MustNewPosition(8), boardSize460)
	r := b.renderer
	check := func(flipped bool) {
		t.Helper()
		for i := 1; i < 8; i++ {
			fileRight := r.files[i].Position().X > r.files[i-1].Position().X
			rankUp := r.ranks[i].Position().Y < r.ranks[i-1].Position().Y
			if fileRight == flipped || rankUp == flipped {
				t.Fatalf("flipped %v: %s at x %v after %s at %v; %s at y %v after %s at %v", flipped,
					r.files[i].Text, r.files[i].Position().X, r.files[i-1].Text, r.files[i-1].Position().X,
					r.ranks[i].Text, r.ranks[i].Position().Y, r.ranks[i-1].Text, r.ranks[i-1].Position().Y)
			}
		}
		// Each letter sits under its file's column, each number beside its rank's row.
		g := b.geom()
		a1 := g.topLeft(square(t, "a1"))
		if x := r.files[0].Position().X; x != a1.X {
			t.Errorf("flipped %v: the letter a at x %v, a1's column at %v", flipped, x, a1.X)
		}
		if y := r.ranks[0].Position().Y + r.ranks[0].Size().Height/2; y < a1.Y || y > a1.Y+g.cell {
			t.Errorf("flipped %v: the number 1 at y %v, off a1's row %v…%v", flipped, y, a1.Y, a1.Y+g.cell)
		}
	}
	check(false)
	b.SetFlipped(true)
	check(true)
	b.SetFlipped(false)
	check(false)
}

// The slide of AnimateMove runs between the squares where the flipped
// board draws them.
func TestASlideFollowsTheFlip(t *testing.T) {
	from := afterRemovals(t)
	b, _, _ := showBoard(t, game.MustNewPosition(8), boardSize460)
	b.SetFlipped(true)
	var anim *fyne.Animation
	b.startAnimation = func(a *fyne.Animation) { anim = a }
	b.AnimateMove(from, move(t, "d7-d5"), nil)
	anim.Tick(0.5)
	r := b.renderer
	mid := r.mover.Position().AddXY(r.mover.Size().Width/2, r.mover.Size().Height/2)
	d6 := b.geom().centre(square(t, "d6"))
	if !r.mover.Visible() || abs(mid.X-d6.X) > 0.5 || abs(mid.Y-d6.Y) > 0.5 {
		t.Errorf("halfway through d7-d5 the stone is at %v (shown %v), want d6's centre %v", mid, r.mover.Visible(), d6)
	}
	b.FinishAnimation()
}

func abs(v float32) float32 { return max(v, -v) }

// The flipped golden images: the game of board_light.png (last move,
// hint, selected stone with its landing squares, keyboard cursor on c6)
// seen from White's side, and board_marks.png's arrow and dots turned
// with it.
func TestFlippedBoardImages(t *testing.T) {
	p := playFromStart(t, "h1", "g1", "h3-h1", "e1-g1", "f3-h3", "c1-e1")
	t.Run("board_flipped.png", func(t *testing.T) {
		b, w, _ := showBoard(t, p, fyne.NewSize(414, 414))
		fyne.CurrentApp().Settings().SetTheme(variantTheme{theme.DefaultTheme(), theme.VariantLight})
		b.SetFlipped(true)
		b.SetLastMove(move(t, "c1-e1"))
		b.SetHint(move(t, "h1-d1"))
		tap(t, b, "f5")
		wantSelected(t, b, "f5")
		for _, k := range []fyne.KeyName{fyne.KeyRight, fyne.KeyRight, fyne.KeyRight, fyne.KeyDown} {
			b.TypedKey(&fyne.KeyEvent{Name: k})
		}
		if at, shown := b.KeyboardCursor(); !shown || at.String() != "c6" {
			t.Fatalf("cursor %v (shown %v), want c6", at, shown)
		}
		test.AssertImageMatches(t, "board_flipped.png", w.Canvas().Capture())
	})
	t.Run("board_flipped_marks.png", func(t *testing.T) {
		b, w, _ := showBoard(t, p, fyne.NewSize(414, 414))
		fyne.CurrentApp().Settings().SetTheme(variantTheme{theme.DefaultTheme(), theme.VariantLight})
		var vs []MoveVerdict
		for i, m := range p.LegalMoves(nil) {
			vs = append(vs, MoveVerdict{Move: m, Verdict: Verdict(1 + i%2)})
		}
		b.SetMoveVerdicts(vs)
		b.SetArrow(move(t, "b3-b5"))
		b.SetMarks([]game.Square{square(t, "a1"), square(t, "b2")})
		b.SetFlipped(true)
		test.AssertImageMatches(t, "board_flipped_marks.png", w.Canvas().Capture())
		// The same objects, only placed anew: f3's dot is where f3 is drawn.
		f3 := b.renderer.square(square(t, "f3")).verdict
		c := f3.Position().AddXY(f3.Size().Width/2, f3.Size().Height/2)
		if s, ok := b.SquareAt(c); !ok || s.String() != "f3" || !f3.Visible() || f3.FillColor == color.Color(nil) {
			t.Errorf("f3's dot is drawn on %v (%v), shown %v", s, ok, f3.Visible())
		}
	})
}

package board

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/konane/konane/game"
)

// dragTo moves the pointer of a drag to p, as the driver reports it: the
// position under the pointer and the way since the last event (since the
// press for the first one).
func dragTo(b *Board, last *fyne.Position, p fyne.Position) {
	b.Dragged(&fyne.DragEvent{
		PointEvent: fyne.PointEvent{Position: p},
		Dragged:    fyne.NewDelta(p.X-last.X, p.Y-last.Y),
	})
	*last = p
}

// startDrag presses the centre of square from and moves the pointer a
// little towards to's: the first event of a drag (past Fyne's
// threshold). It returns the pointer.
func startDrag(t *testing.T, b *Board, from, to fyne.Position) fyne.Position {
	t.Helper()
	at := from
	step := fyne.NewPos(from.X+(to.X-from.X)/10, from.Y+(to.Y-from.Y)/10)
	if to == from {
		step = from.AddXY(3, 3)
	}
	dragTo(b, &at, step)
	return at
}

// drag drags from the centre of square from to point to, in three
// events, and drops.
func drag(t *testing.T, b *Board, from string, to fyne.Position) {
	t.Helper()
	start := b.geom().centre(square(t, from))
	at := startDrag(t, b, start, to)
	dragTo(b, &at, fyne.NewPos((at.X+to.X)/2, (at.Y+to.Y)/2))
	dragTo(b, &at, to)
	b.DragEnd()
}

// dragSquares drags the stone on from to the centre of square to.
func dragSquares(t *testing.T, b *Board, from, to string) {
	t.Helper()
	drag(t, b, from, b.geom().centre(square(t, to)))
}

// afterRemovals is Black to move after the removals d5 and e5: b5-d5,
// d7-d5 and d3-d5 land on d5, f5-d5 does not exist (f5 is White's).
func afterRemovals(t *testing.T) game.Position { return playFromStart(t, "d5", "e5") }

func TestDragPlaysAJump(t *testing.T) {
	for _, flipped := range []bool{false, true} {
		name := "unflipped"
		if flipped {
			name = "flipped"
		}
		t.Run(name, func(t *testing.T) {
			b, _, rec := showBoard(t, afterRemovals(t), boardSize460)
			b.SetFlipped(flipped)
			dragSquares(t, b, "d7", "d5")
			rec.wantMoves(t, "d7-d5")
			rec.wantRejects(t)
			wantSelected(t, b, "")
			if _, lifted := b.Dragging(); lifted {
				t.Error("a stone is still lifted after the drop")
			}
			if at, _ := b.KeyboardCursor(); at != square(t, "d5") {
				t.Errorf("the cursor is on %v after the drop, want d5", at)
			}
		})
	}
	t.Run("test.Drag: the event at the drop with the way from the press", func(t *testing.T) {
		b, w, rec := showBoard(t, afterRemovals(t), boardSize460)
		from, to := b.geom().centre(square(t, "b5")), b.geom().centre(square(t, "d5"))
		test.Drag(w.Canvas(), to, to.X-from.X, to.Y-from.Y)
		rec.wantMoves(t, "b5-d5")
		rec.wantRejects(t)
	})
}

// While a stone is dragged it is drawn under the pointer and not on its
// square, its landing squares show their dots, and the landing square
// under the pointer is tinted.
func TestADraggedStoneFollowsThePointerAndLightsItsLandingSquares(t *testing.T) {
	b, _, rec := showBoard(t, afterRemovals(t), boardSize460)
	r := b.renderer
	from := b.geom().centre(square(t, "d7"))
	at := startDrag(t, b, from, from.AddXY(0, 100))
	if s, lifted := b.Dragging(); !lifted || s != square(t, "d7") {
		t.Fatalf("Dragging() = %v, %v; want d7, true", s, lifted)
	}
	wantSelected(t, b, "d7")
	if r.square(square(t, "d7")).stone.Visible() {
		t.Error("the lifted stone is still drawn on d7")
	}
	wantLiftedAt := func(p fyne.Position) {
		t.Helper()
		got := r.lifted.Position().AddXY(r.lifted.Size().Width/2, r.lifted.Size().Height/2)
		if !r.lifted.Visible() || got != p || r.lifted.FillColor != basaltFill {
			t.Errorf("lifted stone at %v (shown %v, %v), want a black stone at %v", got, r.lifted.Visible(), r.lifted.FillColor, p)
		}
	}
	wantLiftedAt(at)
	d5 := r.square(square(t, "d5"))
	if !d5.target.Visible() {
		t.Error("d5, the landing square, shows no dot")
	}
	for _, name := range []string{"d3", "b5", "f5", "d6"} {
		if r.square(square(t, name)).target.Visible() {
			t.Errorf("%s shows a landing dot while d7 is dragged", name)
		}
	}
	if d5.tint.Visible() {
		t.Error("d5 is tinted before the pointer is over it")
	}
	over := b.geom().centre(square(t, "d5")).AddXY(7, -5)
	dragTo(b, &at, over)
	wantLiftedAt(over)
	if !d5.tint.Visible() || d5.tint.FillColor != landTint {
		t.Errorf("d5 under the pointer: tint %v (shown %v), want %v", d5.tint.FillColor, d5.tint.Visible(), landTint)
	}
	dragTo(b, &at, b.geom().centre(square(t, "a1")))
	if d5.tint.Visible() {
		t.Error("d5 stays tinted after the pointer left it")
	}
	b.DragEnd()
	rec.wantMoves(t)
	rec.wantRejects(t)
	if r.lifted.Visible() || !r.square(square(t, "d7")).stone.Visible() || d5.target.Visible() {
		t.Error("after a drop on no landing square the stone is not back on d7, or the dots stay")
	}
}

func TestADropOffTheLandingSquaresPutsTheStoneBack(t *testing.T) {
	for _, c := range []struct {
		name string
		to   func(t *testing.T, b *Board) fyne.Position
	}{
		{"an empty square that is no landing square", centreOf("e5")},
		{"another stone of its side", centreOf("b5")},
		{"a stone of the other side", centreOf("d6")},
		{"the margin", func(*testing.T, *Board) fyne.Position { return fyne.NewPos(10, 200) }},
		{"outside the widget", func(*testing.T, *Board) fyne.Position { return fyne.NewPos(-40, 600) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			b, _, rec := showBoard(t, afterRemovals(t), boardSize460)
			drag(t, b, "d7", c.to(t, b))
			rec.wantMoves(t)
			rec.wantRejects(t)
			wantSelected(t, b, "")
			if _, lifted := b.Dragging(); lifted || !b.renderer.square(square(t, "d7")).stone.Visible() || b.renderer.lifted.Visible() {
				t.Error("the stone is not back on d7")
			}
			// The board takes the next move as before.
			dragSquares(t, b, "d7", "d5")
			rec.wantMoves(t, "d7-d5")
		})
	}
}

// centreOf returns the centre of the named square where b draws it.
func centreOf(name string) func(t *testing.T, b *Board) fyne.Position {
	return func(t *testing.T, b *Board) fyne.Position { return b.geom().centre(square(t, name)) }
}

// A drag that starts on no stone that can jump, or while the board takes
// no moves, does nothing: no move, no reason, no selection.
func TestADragThatLiftsNothingDoesNothing(t *testing.T) {
	for _, c := range []struct {
		name, from, to string
		pos            func(t *testing.T) game.Position
		readOnly       bool
	}{
		{"from an empty square", "d5", "d7", afterRemovals, false},
		{"from a stone of the side not to move", "d6", "d4", afterRemovals, false},
		{"from a stone of the side to move with no jump", "e6", "e4", afterRemovals, false},
		{"onto a landing square from an empty one", "e5", "d5", afterRemovals, false},
		{"on a board that takes no moves", "d7", "d5", afterRemovals, true},
		{"when the game is over", "a1", "c1", func(t *testing.T) game.Position { return kfen(t, "8/8/8/8/8/8/8/B1W5 b") }, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			b, _, rec := showBoard(t, c.pos(t), boardSize460)
			b.SetInteractive(!c.readOnly)
			before := b.Shown()
			from := b.geom().centre(square(t, c.from))
			at := startDrag(t, b, from, b.geom().centre(square(t, c.to)))
			if _, lifted := b.Dragging(); lifted || b.renderer.lifted.Visible() {
				t.Fatal("the drag lifted a stone")
			}
			dragTo(b, &at, b.geom().centre(square(t, c.to)))
			b.DragEnd()
			rec.wantMoves(t)
			rec.wantRejects(t)
			wantSelected(t, b, "")
			if b.Shown() != before {
				t.Error("the position changed")
			}
		})
	}
}

func TestADragChoosesTheMultiJumpByItsDropSquare(t *testing.T) {
	line := "8/8/8/8/8/8/8/BW1W1W2 b" // a1 captures one, two or three stones
	for _, c := range []struct{ land, want string }{
		{"c1", "a1-c1"}, {"e1", "a1-e1"}, {"g1", "a1-g1"},
	} {
		t.Run("dropping on "+c.land+" plays "+c.want, func(t *testing.T) {
			b, _, rec := showBoard(t, kfen(t, line), boardSize460)
			dragSquares(t, b, "a1", c.land)
			rec.wantMoves(t, c.want)
			rec.wantRejects(t)
		})
	}
	t.Run("dropping on d1, between two landing squares, plays nothing", func(t *testing.T) {
		b, _, rec := showBoard(t, kfen(t, line), boardSize460)
		dragSquares(t, b, "a1", "d1")
		rec.wantMoves(t)
		rec.wantRejects(t)
	})
}

// A drag that ends on the square it started on (a click whose pointer
// slipped past Fyne's drag threshold) does what a tap there does.
func TestADragBackOntoItsSquareIsAClick(t *testing.T) {
	t.Run("it selects the stone, and a second one unselects it", func(t *testing.T) {
		b, _, rec := showBoard(t, afterRemovals(t), boardSize460)
		dragSquares(t, b, "d7", "d7")
		wantSelected(t, b, "d7")
		tap(t, b, "d5")
		rec.wantMoves(t, "d7-d5")
		b.SetPosition(afterRemovals(t))
		dragSquares(t, b, "b5", "b5")
		dragSquares(t, b, "b5", "b5")
		wantSelected(t, b, "")
		rec.wantRejects(t)
	})
	t.Run("with a stone selected it lands there", func(t *testing.T) {
		b, _, rec := showBoard(t, afterRemovals(t), boardSize460)
		tap(t, b, "d3")
		dragSquares(t, b, "d5", "d5")
		rec.wantMoves(t, "d3-d5")
	})
	t.Run("on an empty square it says so, as a tap", func(t *testing.T) {
		b, _, rec := showBoard(t, afterRemovals(t), boardSize460)
		dragSquares(t, b, "e5", "e5")
		rec.wantRejects(t, RejectEmptySquare)
	})
	t.Run("in the opening it removes the stone", func(t *testing.T) {
		b, _, rec := showBoard(t, game.MustNewPosition(8), boardSize460)
		dragSquares(t, b, "d5", "d5")
		rec.wantMoves(t, "d5")
		rec.wantRejects(t)
	})
}

// In the opening no stone is lifted: a drag anywhere but back onto its
// own square does nothing.
func TestADragInTheOpeningRemovesNothing(t *testing.T) {
	for _, to := range []string{"d6", "e4", "a1"} {
		t.Run("d5 to "+to, func(t *testing.T) {
			b, _, rec := showBoard(t, game.MustNewPosition(8), boardSize460)
			from := b.geom().centre(square(t, "d5"))
			at := startDrag(t, b, from, b.geom().centre(square(t, to)))
			if _, lifted := b.Dragging(); lifted {
				t.Error("a drag in the opening lifted the stone")
			}
			dragTo(b, &at, b.geom().centre(square(t, to)))
			b.DragEnd()
			rec.wantMoves(t)
			rec.wantRejects(t)
		})
	}
}

// What happens to the board while a stone is lifted puts it back, and
// the drop plays nothing.
func TestALiftedStoneGoesBackWhenTheBoardChanges(t *testing.T) {
	for _, c := range []struct {
		name   string
		change func(t *testing.T, b *Board)
	}{
		{"Escape", func(t *testing.T, b *Board) { b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape}) }},
		{"a right click", func(t *testing.T, b *Board) { b.TappedSecondary(&fyne.PointEvent{}) }},
		{"a new position", func(t *testing.T, b *Board) { b.SetPosition(playFromStart(t, "d5", "e5", "d3-d5")) }},
		{"input turned off", func(t *testing.T, b *Board) { b.SetInteractive(false) }},
		{"a slide", func(t *testing.T, b *Board) { b.AnimateMove(afterRemovals(t), move(t, "b5-d5"), nil) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			b, _, rec := showBoard(t, afterRemovals(t), boardSize460)
			from, to := b.geom().centre(square(t, "d7")), b.geom().centre(square(t, "d5"))
			at := startDrag(t, b, from, to)
			c.change(t, b)
			if _, lifted := b.Dragging(); lifted || b.renderer.lifted.Visible() {
				t.Fatal("the stone is still lifted")
			}
			dragTo(b, &at, to)
			b.DragEnd()
			rec.wantMoves(t)
			rec.wantRejects(t)
		})
	}
}

// A drag that follows a tap's selection plays its own stone's jump.
func TestADragReplacesTheSelection(t *testing.T) {
	b, _, rec := showBoard(t, afterRemovals(t), boardSize460)
	tap(t, b, "b5")
	dragSquares(t, b, "d7", "e5")
	wantSelected(t, b, "")
	tap(t, b, "b5")
	dragSquares(t, b, "d7", "d5")
	rec.wantMoves(t, "d7-d5")
	rec.wantRejects(t)
}

// The golden image shows Black's f5 dragged towards f3 in the game of
// board_light.png: the stone under the pointer, its cup empty with the
// selection ring, the landing dots on f3 and f1, and f3, under the
// pointer, tinted.
func TestBoardDragImage(t *testing.T) {
	p := playFromStart(t, "h1", "g1", "h3-h1", "e1-g1", "f3-h3", "c1-e1")
	b, w, _ := showBoard(t, p, fyne.NewSize(414, 414))
	fyne.CurrentApp().Settings().SetTheme(variantTheme{theme.DefaultTheme(), theme.VariantLight})
	b.SetLastMove(move(t, "c1-e1"))
	from, to := b.geom().centre(square(t, "f5")), b.geom().centre(square(t, "f3")).AddXY(9, -6)
	at := startDrag(t, b, from, to)
	dragTo(b, &at, to)
	test.AssertImageMatches(t, "board_drag.png", w.Canvas().Capture())
	b.DragEnd()
}

// A dropped jump lands where the stone was dropped: the owner's
// AnimateMove of that jump shows the position after it at once, with no
// slide from the start square; a clicked jump still slides.
func TestADroppedJumpDoesNotSlideAgain(t *testing.T) {
	from := afterRemovals(t)
	after := from
	if err := after.Play(move(t, "d7-d5")); err != nil {
		t.Fatal(err)
	}
	b, _, rec := showBoard(t, from, boardSize460)
	slides := 0
	b.startAnimation = func(*fyne.Animation) { slides++ }
	b.OnMove = func(m game.Move) {
		rec.moves = append(rec.moves, m)
		done := 0
		b.AnimateMove(b.Shown(), m, func() { done++ })
		if shown := b.Shown(); done != 1 || shown != after {
			t.Errorf("AnimateMove of the dropped jump: done %d times, shows %s; want 1, %s", done, shown.KFEN(), after.KFEN())
		}
	}
	dragSquares(t, b, "d7", "d5")
	rec.wantMoves(t, "d7-d5")
	if slides != 0 {
		t.Errorf("the dropped jump slid %d times", slides)
	}

	b.OnMove = func(m game.Move) { b.AnimateMove(b.Shown(), m, nil) }
	b.SetPosition(from)
	tap(t, b, "d7")
	tap(t, b, "d5")
	if slides != 1 {
		t.Errorf("the clicked jump slid %d times, want 1", slides)
	}
	b.FinishAnimation()
	b.SetPosition(from)
	b.AnimateMove(from, move(t, "d7-d5"), nil) // the same jump, played by nobody's drag
	if slides != 2 {
		t.Errorf("a later AnimateMove of the once dropped jump slid %d times in all, want 2", slides)
	}
}

package board

import (
	"image/color"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/konane/konane/game"
)

// A board of 460×460 units has squares of 50 units on 8×8: 8 squares plus
// two margins of 0.6 squares make 9.2 squares, so the grid runs from 30 to
// 430 on both axes.
var boardSize460 = fyne.NewSize(460, 460)

func square(t *testing.T, name string) game.Square {
	t.Helper()
	s, err := game.ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func move(t *testing.T, text string) game.Move {
	t.Helper()
	m, err := game.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// playFromStart returns the 8×8 starting position after the given moves.
func playFromStart(t *testing.T, moves ...string) game.Position {
	t.Helper()
	p := game.MustNewPosition(8)
	for _, text := range moves {
		if err := p.Play(move(t, text)); err != nil {
			t.Fatal(err)
		}
	}
	return p
}

func kfen(t *testing.T, text string) game.Position {
	t.Helper()
	p, err := game.ParseKFEN(text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// played records what a board reports.
type played struct {
	moves   []game.Move
	rejects []Reject
}

// showBoard puts a board showing p in an unpadded test window of the given
// size and records its callbacks.
func showBoard(t *testing.T, p game.Position, size fyne.Size) (*Board, fyne.Window, *played) {
	t.Helper()
	test.NewTempApp(t)
	b := New()
	rec := &played{}
	b.OnMove = func(m game.Move) { rec.moves = append(rec.moves, m) }
	b.OnRejected = func(r Reject) { rec.rejects = append(rec.rejects, r) }
	b.SetPosition(p)
	w := test.NewWindow(b)
	t.Cleanup(w.Close)
	w.SetPadded(false)
	w.Resize(size)
	if b.Size() != size {
		t.Fatalf("board size = %v, want %v", b.Size(), size)
	}
	return b, w, rec
}

// tap taps the centre of the named square, where the board draws it
// (flipped or not).
func tap(t *testing.T, b *Board, name string) {
	t.Helper()
	test.TapAt(b, b.geom().centre(square(t, name)))
}

func (rec *played) wantMoves(t *testing.T, want ...string) {
	t.Helper()
	if len(rec.moves) != len(want) {
		t.Fatalf("OnMove got %v, want %v", rec.moves, want)
	}
	for i, m := range rec.moves {
		if m.String() != want[i] {
			t.Fatalf("OnMove got %v, want %v", rec.moves, want)
		}
	}
}

func (rec *played) wantRejects(t *testing.T, want ...Reject) {
	t.Helper()
	if len(rec.rejects) != len(want) {
		t.Fatalf("OnRejected got %v, want %v", rec.rejects, want)
	}
	for i, r := range rec.rejects {
		if r != want[i] {
			t.Fatalf("OnRejected got %v, want %v", rec.rejects, want)
		}
	}
}

func wantSelected(t *testing.T, b *Board, want string) {
	t.Helper()
	s, ok := b.Selected()
	switch {
	case want == "" && ok:
		t.Fatalf("selected %v, want no selection", s)
	case want != "" && (!ok || s.String() != want):
		t.Fatalf("selected %v (%v), want %s", s, ok, want)
	}
}

func TestSquareAt(t *testing.T) {
	for _, c := range []struct {
		name string
		pos  fyne.Position
		size fyne.Size
		n    int
		want string // "" for no square
	}{
		// 460×460, 8×8: squares of 50, grid from 30 to 430.
		{"the top-left corner of the grid is a8", fyne.NewPos(30, 30), boardSize460, 8, "a8"},
		{"just inside a8", fyne.NewPos(31, 31), boardSize460, 8, "a8"},
		{"the bottom-right corner inside is h1", fyne.NewPos(429.9, 429.9), boardSize460, 8, "h1"},
		{"the right edge of the grid is outside", fyne.NewPos(430, 200), boardSize460, 8, ""},
		{"the bottom edge of the grid is outside", fyne.NewPos(200, 430), boardSize460, 8, ""},
		{"the left margin is outside", fyne.NewPos(29.9, 200), boardSize460, 8, ""},
		{"the top margin is outside", fyne.NewPos(200, 10), boardSize460, 8, ""},
		{"the file letters below the grid are outside", fyne.NewPos(55, 445), boardSize460, 8, ""},
		{"the rank numbers left of the grid are outside", fyne.NewPos(15, 55), boardSize460, 8, ""},
		{"the widget's top-left corner is outside", fyne.NewPos(0, 0), boardSize460, 8, ""},
		{"a negative position is outside", fyne.NewPos(-5, 40), boardSize460, 8, ""},
		{"the middle of e4", fyne.NewPos(255, 255), boardSize460, 8, "e4"},
		{"the middle of d5", fyne.NewPos(205, 205), boardSize460, 8, "d5"},
		{"the corner between d5 and e4 belongs to e4", fyne.NewPos(230, 230), boardSize460, 8, "e4"},
		{"the middle of h8", fyne.NewPos(405, 55), boardSize460, 8, "h8"},
		{"the middle of a1", fyne.NewPos(55, 405), boardSize460, 8, "a1"},

		// A wide widget centres the board: 600×460 puts the grid at x 100–500.
		{"a wide widget: left of the centred board is outside", fyne.NewPos(50, 200), fyne.NewSize(600, 460), 8, ""},
		{"a wide widget: the margin is outside", fyne.NewPos(99, 200), fyne.NewSize(600, 460), 8, ""},
		{"a wide widget: a8 starts at x 100", fyne.NewPos(100.5, 30.5), fyne.NewSize(600, 460), 8, "a8"},
		{"a wide widget: h1 ends at x 500", fyne.NewPos(499.5, 429.5), fyne.NewSize(600, 460), 8, "h1"},
		{"a wide widget: right of the grid is outside", fyne.NewPos(500, 429.5), fyne.NewSize(600, 460), 8, ""},
		// A tall widget: 460×700 puts the grid at y 150–550.
		{"a tall widget: above the centred board is outside", fyne.NewPos(200, 100), fyne.NewSize(460, 700), 8, ""},
		{"a tall widget: a8 starts at y 150", fyne.NewPos(30.5, 150.5), fyne.NewSize(460, 700), 8, "a8"},
		{"a tall widget: h1 ends at y 550", fyne.NewPos(429.5, 549.5), fyne.NewSize(460, 700), 8, "h1"},

		// A smaller widget: 230×230 halves every length (squares of 25).
		{"a small widget: a8", fyne.NewPos(15.5, 15.5), fyne.NewSize(230, 230), 8, "a8"},
		{"a small widget: e4", fyne.NewPos(127.5, 127.5), fyne.NewSize(230, 230), 8, "e4"},
		{"a small widget: the margin", fyne.NewPos(14.5, 100), fyne.NewSize(230, 230), 8, ""},
		{"a small widget: h1", fyne.NewPos(214.5, 214.5), fyne.NewSize(230, 230), 8, "h1"},

		// Other board sizes: 4×4 in 260 (squares of 50), 12×12 in 330 (25).
		{"4×4: a4", fyne.NewPos(31, 31), fyne.NewSize(260, 260), 4, "a4"},
		{"4×4: d1", fyne.NewPos(229, 229), fyne.NewSize(260, 260), 4, "d1"},
		{"4×4: right of d1 is outside", fyne.NewPos(231, 229), fyne.NewSize(260, 260), 4, ""},
		{"12×12: l12", fyne.NewPos(314, 16), fyne.NewSize(330, 330), 12, "l12"},
		{"12×12: a1", fyne.NewPos(16, 314), fyne.NewSize(330, 330), 12, "a1"},

		{"an empty widget has no squares", fyne.NewPos(0, 0), fyne.NewSize(0, 0), 8, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, ok := SquareAt(c.pos, c.size, c.n)
			switch {
			case c.want == "" && ok:
				t.Errorf("SquareAt(%v, %v, %d) = %v, want none", c.pos, c.size, c.n, got)
			case c.want != "" && (!ok || got.String() != c.want):
				t.Errorf("SquareAt(%v, %v, %d) = %v, %v; want %s", c.pos, c.size, c.n, got, ok, c.want)
			}
		})
	}
}

func TestSquareAtInvertsTheLayout(t *testing.T) {
	for _, size := range []fyne.Size{boardSize460, fyne.NewSize(333, 517), fyne.NewSize(801, 240)} {
		for n := game.MinSize; n <= game.MaxSize; n++ {
			g := boardGeomFor(size, n)
			for r := 0; r < n; r++ {
				for f := 0; f < n; f++ {
					s := game.SquareAt(f, r)
					if got, ok := SquareAt(g.centre(s), size, n); !ok || got != s {
						t.Fatalf("%v, %d×%d: the centre of %v maps to %v, %v", size, n, n, s, got, ok)
					}
				}
			}
		}
	}
}

// On a HiDPI screen the canvas scale is 2: Fyne positions stay in
// device-independent units, so taps hit the same squares, and the rendered
// image, twice as large, shows each stone under the pixel that the canvas
// maps the square's centre to.
func TestBoardAtCanvasScale(t *testing.T) {
	for _, scale := range []float32{1, 2} {
		t.Run("scale "+fmtScale(scale), func(t *testing.T) {
			b, w, rec := showBoard(t, playFromStart(t, "d5", "e5"), boardSize460)
			c := w.Canvas().(test.WindowlessCanvas)
			c.SetScale(scale)
			if c.Scale() != scale {
				t.Fatalf("canvas scale = %v, want %v", c.Scale(), scale)
			}

			img := c.Capture()
			if got, want := img.Bounds().Dx(), int(460*scale); got != want {
				t.Fatalf("captured width = %d pixels, want %d", got, want)
			}
			g := boardGeomFor(b.Size(), 8)
			for _, probe := range []struct {
				square string
				want   color.Color // nil: an empty cup, no stone colour
			}{
				{"a8", basaltFill}, {"b8", coralFill}, {"h1", basaltFill}, {"a1", coralFill},
				{"d4", coralFill}, {"e4", basaltFill}, {"d5", nil}, {"e5", nil},
			} {
				// Off the centre, away from the glint on the stone.
				p := g.centre(square(t, probe.square)).AddXY(g.cell*0.2, g.cell*0.2)
				x, y := c.PixelCoordinateForPosition(p)
				got := img.At(x, y)
				switch {
				case probe.want != nil && !near(got, probe.want):
					t.Errorf("pixel (%d, %d) on %s is %v, want %v", x, y, probe.square, got, probe.want)
				case probe.want == nil && (near(got, basaltFill) || near(got, coralFill)):
					t.Errorf("pixel (%d, %d) on the empty %s has a stone's colour %v", x, y, probe.square, got)
				}
			}

			// The same logical positions select and play at any scale.
			test.TapAt(b, fyne.NewPos(205, 105)) // d7
			wantSelected(t, b, "d7")
			test.TapAt(b, fyne.NewPos(205, 205)) // d5
			rec.wantMoves(t, "d7-d5")
			rec.wantRejects(t)
		})
	}
}

func fmtScale(s float32) string {
	if s == 2 {
		return "2"
	}
	return "1"
}

// near reports whether two colours differ by at most 2 in each channel.
func near(a, b color.Color) bool {
	x := color.NRGBAModel.Convert(a).(color.NRGBA)
	y := color.NRGBAModel.Convert(b).(color.NRGBA)
	d := func(p, q uint8) bool { return p-q <= 2 || q-p <= 2 }
	return d(x.R, y.R) && d(x.G, y.G) && d(x.B, y.B) && d(x.A, y.A)
}

func TestRemovals(t *testing.T) {
	t.Run("Black taps a removable stone and removes it", func(t *testing.T) {
		b, _, rec := showBoard(t, game.MustNewPosition(8), boardSize460)
		tap(t, b, "d5")
		rec.wantMoves(t, "d5")
		rec.wantRejects(t)
		wantSelected(t, b, "")
	})
	t.Run("every corner and centre stone of Black can be removed", func(t *testing.T) {
		for _, s := range []string{"a8", "d5", "e4", "h1"} {
			b, _, rec := showBoard(t, game.MustNewPosition(8), boardSize460)
			tap(t, b, s)
			rec.wantMoves(t, s)
		}
	})
	t.Run("Black taps a White stone and is told it is not his", func(t *testing.T) {
		b, _, rec := showBoard(t, game.MustNewPosition(8), boardSize460)
		tap(t, b, "a1")
		rec.wantMoves(t)
		rec.wantRejects(t, RejectNotYourStone)
	})
	t.Run("Black taps one of his stones that may not be removed", func(t *testing.T) {
		b, _, rec := showBoard(t, game.MustNewPosition(8), boardSize460)
		tap(t, b, "c8")
		rec.wantMoves(t)
		rec.wantRejects(t, RejectNotRemovable)
	})
	t.Run("White removes a stone next to the hole", func(t *testing.T) {
		b, _, rec := showBoard(t, playFromStart(t, "d5"), boardSize460)
		tap(t, b, "a1") // White, but far from the hole
		tap(t, b, "d5") // the hole
		tap(t, b, "a8") // Black's
		tap(t, b, "d6") // next to the hole
		rec.wantMoves(t, "d6")
		rec.wantRejects(t, RejectNotRemovable, RejectEmptySquare, RejectNotYourStone)
	})
}

func TestJumps(t *testing.T) {
	// After d5 e5, Black has b5-d5, d7-d5 and d3-d5.
	opening := func(t *testing.T) (*Board, fyne.Window, *played) {
		return showBoard(t, playFromStart(t, "d5", "e5"), boardSize460)
	}
	t.Run("a tap selects a movable stone and a tap on its landing square plays", func(t *testing.T) {
		b, _, rec := opening(t)
		tap(t, b, "d7")
		wantSelected(t, b, "d7")
		rec.wantMoves(t)
		tap(t, b, "d5")
		rec.wantMoves(t, "d7-d5")
		rec.wantRejects(t)
		wantSelected(t, b, "")
	})
	t.Run("a tap on another movable stone switches the selection", func(t *testing.T) {
		b, _, rec := opening(t)
		tap(t, b, "d7")
		tap(t, b, "b5")
		wantSelected(t, b, "b5")
		tap(t, b, "d5")
		rec.wantMoves(t, "b5-d5")
	})
	t.Run("a tap on the selected stone cancels", func(t *testing.T) {
		b, _, rec := opening(t)
		tap(t, b, "d7")
		tap(t, b, "d7")
		wantSelected(t, b, "")
		rec.wantMoves(t)
		rec.wantRejects(t)
	})
	t.Run("a tap elsewhere cancels and says why it is no landing square", func(t *testing.T) {
		for elsewhere, why := range map[string]Reject{
			"e5": RejectTurn,           // empty, a turn away from d7
			"f6": RejectTurn,           // White's, a turn away
			"c5": RejectTurn,           // White's, a turn away
			"c6": RejectNoJumpFromHere, // Black's, no jump (on a diagonal)
			"d6": RejectNoLanding,      // White's, on d7's file: the stone to jump over
			"d4": RejectNoLanding,      // White's, on the file beyond d5
			"d2": RejectNoLanding,      // White's, on the file, far
			"a7": RejectNoLanding,      // White's, on d7's rank
			"a8": RejectNoJumpFromHere, // Black's, no jump
			"e6": RejectNoJumpFromHere, // Black's, no jump
		} {
			b, _, rec := opening(t)
			tap(t, b, "d7")
			tap(t, b, elsewhere)
			wantSelected(t, b, "")
			rec.wantMoves(t)
			if len(rec.rejects) != 1 || rec.rejects[0] != why {
				t.Errorf("d7 then %s: rejects %v, want [%v]", elsewhere, rec.rejects, why)
			}
		}
		// Black's b3 can only jump c3 to d3.
		p, err := game.ParseKFEN("8/8/8/8/3W4/1BW5/8/6W1 b")
		if err != nil {
			t.Fatal(err)
		}
		for elsewhere, why := range map[string]Reject{
			"d5": RejectDiagonal,  // empty: over c4, diagonally
			"a2": RejectDiagonal,  // empty, diagonal
			"d4": RejectTurn,      // White's, a turn away
			"g1": RejectTurn,      // White's, far and a turn away
			"c3": RejectNoLanding, // White's, the stone to jump over
			"e3": RejectNoLanding, // empty, on the rank beyond d3
			"b8": RejectNoLanding, // empty, on the file
		} {
			b, _, rec := showBoard(t, p, boardSize460)
			tap(t, b, "b3")
			wantSelected(t, b, "b3")
			tap(t, b, elsewhere)
			wantSelected(t, b, "")
			rec.wantMoves(t)
			if len(rec.rejects) != 1 || rec.rejects[0] != why {
				t.Errorf("b3 then %s: rejects %v, want [%v]", elsewhere, rec.rejects, why)
			}
		}
	})
	t.Run("a secondary tap cancels", func(t *testing.T) {
		b, _, rec := opening(t)
		tap(t, b, "d7")
		test.TapSecondaryAt(b, fyne.NewPos(205, 405))
		wantSelected(t, b, "")
		tap(t, b, "d5") // now an empty square, no longer a landing square
		rec.wantMoves(t)
		rec.wantRejects(t, RejectEmptySquare)
	})
	t.Run("taps that can do nothing say why and change nothing", func(t *testing.T) {
		b, _, rec := opening(t)
		tap(t, b, "d6") // White's
		tap(t, b, "a8") // Black's, no jump
		tap(t, b, "e5") // empty
		wantSelected(t, b, "")
		rec.wantMoves(t)
		rec.wantRejects(t, RejectNotYourStone, RejectNoJumpFromHere, RejectEmptySquare)
	})
	t.Run("taps in the margins do nothing, not even with a selection", func(t *testing.T) {
		b, _, rec := opening(t)
		for _, p := range []fyne.Position{{X: 5, Y: 5}, {X: 15, Y: 205}, {X: 205, Y: 445}, {X: 445, Y: 205}, {X: 205, Y: 15}, {X: 459, Y: 459}} {
			test.TapAt(b, p)
		}
		rec.wantRejects(t)
		tap(t, b, "d7")
		test.TapAt(b, fyne.NewPos(205, 445)) // below d1, on the letter d
		wantSelected(t, b, "d7")
		rec.wantMoves(t)
		rec.wantRejects(t)
	})
	t.Run("a side with no move is told the game is over", func(t *testing.T) {
		b, _, rec := showBoard(t, kfen(t, "B7/8/8/8/8/8/8/7W b"), boardSize460)
		tap(t, b, "a8")
		rec.wantMoves(t)
		rec.wantRejects(t, RejectGameOver)
	})
}

func TestMultiJumpLandingChoice(t *testing.T) {
	// Black's a1 can capture one, two or three White stones along rank 1.
	line := "8/8/8/8/8/8/8/BW1W1W2 b"
	for _, c := range []struct{ land, want string }{
		{"c1", "a1-c1"}, {"e1", "a1-e1"}, {"g1", "a1-g1"},
	} {
		t.Run("tapping "+c.land+" plays "+c.want, func(t *testing.T) {
			b, _, rec := showBoard(t, kfen(t, line), boardSize460)
			tap(t, b, "a1")
			tap(t, b, c.land)
			rec.wantMoves(t, c.want)
			rec.wantRejects(t)
		})
	}
	t.Run("an empty square that is no landing square cancels and says so", func(t *testing.T) {
		b, _, rec := showBoard(t, kfen(t, line), boardSize460)
		tap(t, b, "a1")
		tap(t, b, "h1")
		wantSelected(t, b, "")
		rec.wantMoves(t)
		rec.wantRejects(t, RejectNoLanding)
	})
}

func TestOtherBoardSizes(t *testing.T) {
	t.Run("a 4×4 board set after an 8×8 one takes taps on its own squares", func(t *testing.T) {
		b, _, rec := showBoard(t, game.MustNewPosition(8), fyne.NewSize(260, 260))
		b.SetPosition(game.MustNewPosition(4))
		test.TapAt(b, fyne.NewPos(55, 55)) // a4 on 4×4 (squares of 50)
		rec.wantMoves(t, "a4")
		test.TapAt(b, fyne.NewPos(205, 55)) // d4: White's
		rec.wantRejects(t, RejectNotYourStone)
	})
	t.Run("a 12×12 board removes a centre stone", func(t *testing.T) {
		b, _, rec := showBoard(t, game.MustNewPosition(12), fyne.NewSize(330, 330))
		tap(t, b, "f7")
		rec.wantMoves(t, "f7")
	})
}

// The renderer makes its canvas objects once per board size: refreshing
// with a new position of the same size keeps them; a new size replaces them.
func TestRendererKeepsItsObjects(t *testing.T) {
	b, _, _ := showBoard(t, game.MustNewPosition(8), boardSize460)
	objects := test.WidgetRenderer(b).Objects()
	b.SetPosition(playFromStart(t, "d5", "e5"))
	b.SetLastMove(move(t, "e5"))
	b.SetHint(move(t, "d7-d5"))
	tap(t, b, "d7")
	again := test.WidgetRenderer(b).Objects()
	if len(again) != len(objects) {
		t.Fatalf("%d objects after refreshes, was %d", len(again), len(objects))
	}
	for i := range objects {
		if again[i] != objects[i] {
			t.Fatalf("object %d was replaced by a refresh", i)
		}
	}
	b.SetPosition(game.MustNewPosition(6))
	if n := len(test.WidgetRenderer(b).Objects()); n >= len(objects) {
		t.Fatalf("a 6×6 board has %d objects, an 8×8 one %d", n, len(objects))
	}
}

func TestKeyboard(t *testing.T) {
	press := func(b *Board, keys ...fyne.KeyName) {
		for _, k := range keys {
			b.TypedKey(&fyne.KeyEvent{Name: k})
		}
	}
	// moveCursor walks the cursor to the named square with the arrow keys
	// (at least one, which shows the cursor).
	moveCursor := func(t *testing.T, b *Board, name string) {
		t.Helper()
		to := square(t, name)
		press(b, fyne.KeyLeft, fyne.KeyRight)
		for {
			at, shown := b.KeyboardCursor()
			if !shown {
				t.Fatal("the cursor is not shown")
			}
			switch {
			case at.File() < to.File():
				press(b, fyne.KeyRight)
			case at.File() > to.File():
				press(b, fyne.KeyLeft)
			case at.Rank() < to.Rank():
				press(b, fyne.KeyUp)
			case at.Rank() > to.Rank():
				press(b, fyne.KeyDown)
			default:
				return
			}
		}
	}
	wantShown := func(t *testing.T, b *Board, when string, want bool) {
		t.Helper()
		if _, shown := b.KeyboardCursor(); shown != want {
			t.Fatalf("%s: the cursor is shown %v, want %v", when, shown, want)
		}
	}

	t.Run("the cursor shows once the keyboard is used on the focused board", func(t *testing.T) {
		b, w, _ := showBoard(t, game.MustNewPosition(8), boardSize460)
		wantShown(t, b, "before the board has the focus", false)
		w.Canvas().Focus(b)
		wantShown(t, b, "focused, no key used", false)
		press(b, fyne.KeyRight)
		wantShown(t, b, "after Right", true)
		w.Canvas().Unfocus()
		wantShown(t, b, "after the focus left", false)
		w.Canvas().Focus(b)
		wantShown(t, b, "focused again after keys were used", true)
	})
	t.Run("Tab onto the board shows the cursor", func(t *testing.T) {
		b, w, _ := showBoard(t, game.MustNewPosition(8), boardSize460)
		w.Canvas().Focus(b) // as Tab going down does
		b.KeyUp(&fyne.KeyEvent{Name: fyne.KeyTab})
		wantShown(t, b, "after Tab", true)
	})
	t.Run("a tap hides the cursor, also when the window's focus comes back", func(t *testing.T) {
		b, w, _ := showBoard(t, playFromStart(t, "d5", "e5"), boardSize460)
		w.Canvas().Focus(b)
		press(b, fyne.KeyUp)
		wantShown(t, b, "after Up", true)
		tap(t, b, "a1")
		wantShown(t, b, "after a tap", false)
		// The window loses the focus and gets it back (another window, a
		// menu): the board is told so, as the toolkit does.
		b.FocusLost()
		b.FocusGained()
		wantShown(t, b, "the window focused again after a tap", false)
		b.KeyUp(&fyne.KeyEvent{Name: fyne.KeyEscape})
		wantShown(t, b, "after another key's release", false)
		press(b, fyne.KeyUp)
		wantShown(t, b, "after Up", true)
		test.TapSecondaryAt(b, fyne.NewPos(1, 1))
		wantShown(t, b, "after a right click", false)
	})
	t.Run("the cursor stays away while the board takes no moves", func(t *testing.T) {
		b, w, _ := showBoard(t, game.MustNewPosition(8), boardSize460)
		w.Canvas().Focus(b)
		press(b, fyne.KeyUp)
		b.SetInteractive(false) // the computer's turn
		wantShown(t, b, "not interactive", false)
		press(b, fyne.KeyUp)
		wantShown(t, b, "keys on a board that takes no moves", false)
		b.SetInteractive(true)
		wantShown(t, b, "interactive again", true)
	})
	t.Run("arrow keys move the cursor and stop at the edges", func(t *testing.T) {
		b, w, _ := showBoard(t, game.MustNewPosition(8), boardSize460)
		w.Canvas().Focus(b)
		moveCursor(t, b, "d4")
		press(b, fyne.KeyUp)
		if at, _ := b.KeyboardCursor(); at.String() != "d5" {
			t.Fatalf("after Up from d4 the cursor is on %v, want d5", at)
		}
		press(b, fyne.KeyRight)
		if at, _ := b.KeyboardCursor(); at.String() != "e5" {
			t.Fatalf("after Right from d5 the cursor is on %v, want e5", at)
		}
		for range 10 {
			press(b, fyne.KeyLeft, fyne.KeyDown)
		}
		if at, _ := b.KeyboardCursor(); at.String() != "a1" {
			t.Fatalf("the cursor left the board: %v, want a1", at)
		}
		for range 10 {
			press(b, fyne.KeyRight, fyne.KeyUp)
		}
		if at, _ := b.KeyboardCursor(); at.String() != "h8" {
			t.Fatalf("the cursor left the board: %v, want h8", at)
		}
	})
	t.Run("Enter removes the stone under the cursor", func(t *testing.T) {
		b, w, rec := showBoard(t, game.MustNewPosition(8), boardSize460)
		w.Canvas().Focus(b)
		moveCursor(t, b, "e4")
		press(b, fyne.KeyReturn)
		rec.wantMoves(t, "e4")
	})
	t.Run("Space selects, arrows move to the landing square, Enter plays", func(t *testing.T) {
		b, w, rec := showBoard(t, playFromStart(t, "d5", "e5"), boardSize460)
		w.Canvas().Focus(b)
		moveCursor(t, b, "d3")
		press(b, fyne.KeySpace)
		wantSelected(t, b, "d3")
		press(b, fyne.KeyUp, fyne.KeyUp)
		press(b, fyne.KeyEnter)
		rec.wantMoves(t, "d3-d5")
		rec.wantRejects(t)
	})
	t.Run("Escape cancels the selection", func(t *testing.T) {
		b, w, rec := showBoard(t, playFromStart(t, "d5", "e5"), boardSize460)
		w.Canvas().Focus(b)
		moveCursor(t, b, "b5")
		press(b, fyne.KeySpace)
		wantSelected(t, b, "b5")
		var passed []fyne.KeyName
		b.OnKey = func(ev *fyne.KeyEvent) { passed = append(passed, ev.Name) }
		press(b, fyne.KeyEscape)
		wantSelected(t, b, "")
		if len(passed) != 0 {
			t.Errorf("the Escape that cancelled the selection went on to OnKey: %v", passed)
		}
		rec.wantMoves(t)
		rec.wantRejects(t)
	})
	t.Run("typed text does nothing", func(t *testing.T) {
		b, _, rec := showBoard(t, game.MustNewPosition(8), boardSize460)
		test.Type(b, "d5 \n")
		rec.wantMoves(t)
		rec.wantRejects(t)
	})
	t.Run("a tap gives the board the focus and hides the cursor until a key is used", func(t *testing.T) {
		b, w, _ := showBoard(t, playFromStart(t, "d5", "e5"), boardSize460)
		tap(t, b, "d7")
		if w.Canvas().Focused() != b {
			t.Fatal("the board did not take the focus on a tap")
		}
		if _, shown := b.KeyboardCursor(); shown {
			t.Fatal("the cursor shows after a tap")
		}
		press(b, fyne.KeyDown)
		if at, shown := b.KeyboardCursor(); !shown || at.String() != "d6" {
			t.Fatalf("after Down the cursor is %v (shown %v), want d6 below the tapped d7", at, shown)
		}
	})
}

func TestReadOnlyBoard(t *testing.T) {
	t.Run("taps and keys play nothing and select nothing", func(t *testing.T) {
		b, w, rec := showBoard(t, playFromStart(t, "d5", "e5"), boardSize460)
		b.SetInteractive(false)
		tap(t, b, "d7")
		wantSelected(t, b, "")
		tap(t, b, "d5")
		w.Canvas().Focus(b)
		b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		rec.wantMoves(t)
		rec.wantRejects(t, RejectReadOnly, RejectReadOnly, RejectReadOnly)

		b.SetInteractive(true)
		tap(t, b, "d7")
		tap(t, b, "d5")
		rec.wantMoves(t, "d7-d5")
	})
	t.Run("turning input off drops the selection", func(t *testing.T) {
		b, _, _ := showBoard(t, playFromStart(t, "d5", "e5"), boardSize460)
		tap(t, b, "d7")
		b.SetInteractive(false)
		wantSelected(t, b, "")
	})
	t.Run("SetPosition keeps the selection for the same position only", func(t *testing.T) {
		b, _, _ := showBoard(t, playFromStart(t, "d5", "e5"), boardSize460)
		tap(t, b, "d7")
		b.SetPosition(playFromStart(t, "d5", "e5"))
		wantSelected(t, b, "d7")
		b.SetPosition(playFromStart(t, "d5", "e5", "d7-d5"))
		wantSelected(t, b, "")
	})
}

func TestAnimateMove(t *testing.T) {
	from := playFromStart(t, "d5", "e5")
	m := move(t, "d7-d5")
	after := from
	if err := after.Play(m); err != nil {
		t.Fatal(err)
	}

	t.Run("the board ends on the position after the move and calls done once", func(t *testing.T) {
		b, _, _ := showBoard(t, game.MustNewPosition(8), boardSize460)
		calls := 0
		b.AnimateMove(from, m, func() { calls++ })
		if calls != 1 {
			t.Fatalf("done called %d times, want 1", calls)
		}
		if got := b.pos.KFEN(); got != after.KFEN() {
			t.Fatalf("board shows %s, want %s", got, after.KFEN())
		}
	})
	t.Run("a tap during the slide finishes it and counts on the position after the move", func(t *testing.T) {
		b, _, rec := showBoard(t, game.MustNewPosition(8), boardSize460)
		var anim *fyne.Animation
		b.startAnimation = func(a *fyne.Animation) { anim = a }
		calls := 0
		b.AnimateMove(from, m, func() { calls++ })
		anim.Tick(0.5)
		// The tap is judged against the position after m: d4's stone
		// jumps d4-d6 over the stone that has just landed on d5.
		tap(t, b, "d4")
		if calls != 1 {
			t.Fatalf("done called %d times by the tap, want 1", calls)
		}
		if got := b.pos.KFEN(); got != after.KFEN() {
			t.Fatalf("board shows %s after the tap, want %s", got, after.KFEN())
		}
		rec.wantRejects(t)
		wantSelected(t, b, "d4")
		tap(t, b, "d6")
		rec.wantMoves(t, "d4-d6")
		anim.Tick(1) // a late frame changes nothing
		if calls != 1 {
			t.Fatalf("done called %d times after a late frame, want 1", calls)
		}
	})
	t.Run("SetPosition finishes the slide at once", func(t *testing.T) {
		b, _, _ := showBoard(t, game.MustNewPosition(8), boardSize460)
		var anim *fyne.Animation
		b.startAnimation = func(a *fyne.Animation) { anim = a }
		calls := 0
		b.AnimateMove(from, m, func() { calls++ })
		anim.Tick(0.5)
		if calls != 0 {
			t.Fatal("done called before the slide ended")
		}

		other := playFromStart(t, "a8", "b8")
		b.SetPosition(other)
		if calls != 1 {
			t.Fatalf("done called %d times when SetPosition cut the slide short, want 1", calls)
		}
		anim.Tick(1) // a late frame changes nothing
		if calls != 1 {
			t.Fatalf("done called %d times after a late frame, want 1", calls)
		}
		if got := b.pos.KFEN(); got != other.KFEN() {
			t.Fatalf("board shows %s, want %s", got, other.KFEN())
		}
	})
	t.Run("a second AnimateMove finishes the first", func(t *testing.T) {
		b, _, _ := showBoard(t, game.MustNewPosition(8), boardSize460)
		var anims []*fyne.Animation
		b.startAnimation = func(a *fyne.Animation) { anims = append(anims, a) }
		first, second := 0, 0
		b.AnimateMove(from, m, func() { first++ })
		next := move(t, "d4-d6")
		b.AnimateMove(after, next, func() { second++ })
		if first != 1 || second != 0 {
			t.Fatalf("done calls: first %d, second %d; want 1, 0", first, second)
		}
		anims[1].Tick(1)
		if second != 1 {
			t.Fatalf("second done called %d times, want 1", second)
		}
		want := after
		_ = want.Play(next)
		if got := b.pos.KFEN(); got != want.KFEN() {
			t.Fatalf("board shows %s, want %s", got, want.KFEN())
		}
	})
	t.Run("a slide whose frames come too slowly ends, and the next moves are shown without one", func(t *testing.T) {
		b, _, _ := showBoard(t, game.MustNewPosition(8), boardSize460)
		clock := time.Unix(1000, 0)
		b.now = func() time.Time { return clock }
		var anims []*fyne.Animation
		b.startAnimation = func(a *fyne.Animation) { anims = append(anims, a) }
		calls := 0
		b.AnimateMove(from, m, func() { calls++ })
		for _, step := range []time.Duration{17, 25, 33} { // 60, 40, 30 frames a second
			clock = clock.Add(step * time.Millisecond)
			anims[0].Tick(0.3)
		}
		if calls != 0 {
			t.Fatal("a slide of 30 frames a second or more was cut short")
		}
		clock = clock.Add(35 * time.Millisecond) // under 30 frames a second
		anims[0].Tick(0.4)
		if calls != 1 || b.pos.KFEN() != after.KFEN() {
			t.Fatalf("after a slow frame: done called %d times, board %s; want 1, %s", calls, b.pos.KFEN(), after.KFEN())
		}
		for i := range slowSlideRest {
			b.AnimateMove(from, m, func() { calls++ })
			if len(anims) != 1 || calls != 2+i {
				t.Fatalf("move %d after the slow slide: %d slides started, done called %d times; want no slide and done at once", i+1, len(anims)-1, calls)
			}
		}
		b.AnimateMove(from, m, func() { calls++ })
		if len(anims) != 2 {
			t.Fatalf("after %d moves without a slide, no slide was tried again", slowSlideRest)
		}
	})
	t.Run("an illegal move shows the position it came from", func(t *testing.T) {
		b, _, _ := showBoard(t, game.MustNewPosition(8), boardSize460)
		calls := 0
		b.AnimateMove(from, move(t, "a8-a6"), func() { calls++ })
		if calls != 1 || b.pos.KFEN() != from.KFEN() {
			t.Fatalf("done calls %d, board %s; want 1, %s", calls, b.pos.KFEN(), from.KFEN())
		}
	})
}

// variantTheme forces a theme variant, so that the golden images show the
// board in Fyne's light and dark themes.
type variantTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}

// The golden images show a game in progress at 414×414 units (squares of
// 45): White's last move c1-e1 marked (start, capture d1, landing), Black's
// f5 selected with its landing squares f3 and f1 (a single and a double
// jump), the hint h1-d1 and the keyboard cursor on c6. A removal-phase
// image shows Black's four removable stones.
func TestBoardImages(t *testing.T) {
	jumps := func(t *testing.T) (*Board, fyne.Window) {
		p := playFromStart(t, "h1", "g1", "h3-h1", "e1-g1", "f3-h3", "c1-e1")
		b, w, _ := showBoard(t, p, fyne.NewSize(414, 414))
		b.SetLastMove(move(t, "c1-e1"))
		b.SetHint(move(t, "h1-d1"))
		tap(t, b, "f5")
		wantSelected(t, b, "f5")
		for _, k := range []fyne.KeyName{fyne.KeyLeft, fyne.KeyLeft, fyne.KeyLeft, fyne.KeyUp} {
			b.TypedKey(&fyne.KeyEvent{Name: k})
		}
		if at, shown := b.KeyboardCursor(); !shown || at.String() != "c6" {
			t.Fatalf("cursor %v (shown %v), want c6", at, shown)
		}
		return b, w
	}
	for _, c := range []struct {
		name    string
		variant fyne.ThemeVariant
	}{
		{"board_light.png", theme.VariantLight},
		{"board_dark.png", theme.VariantDark},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, w := jumps(t)
			fyne.CurrentApp().Settings().SetTheme(variantTheme{theme.DefaultTheme(), c.variant})
			test.AssertImageMatches(t, c.name, w.Canvas().Capture())
		})
	}
	t.Run("board_opening.png", func(t *testing.T) {
		_, w, _ := showBoard(t, game.MustNewPosition(8), fyne.NewSize(414, 414))
		fyne.CurrentApp().Settings().SetTheme(variantTheme{theme.DefaultTheme(), theme.VariantLight})
		test.AssertImageMatches(t, "board_opening.png", w.Canvas().Capture())
	})
}

// The marks image shows the review's arrow (b3-b5, a line ending in a disc
// on the landing square) and the oracle's dots on the landing squares of
// Black's three jumps, marked win, loss, win in LegalMoves order (a win
// and a loss landing on the same square would show the win).
func TestBoardMarksImage(t *testing.T) {
	p := playFromStart(t, "h1", "g1", "h3-h1", "e1-g1", "f3-h3", "c1-e1")
	b, w, _ := showBoard(t, p, fyne.NewSize(414, 414))
	fyne.CurrentApp().Settings().SetTheme(variantTheme{theme.DefaultTheme(), theme.VariantLight})
	var vs []MoveVerdict
	for i, m := range p.LegalMoves(nil) {
		vs = append(vs, MoveVerdict{Move: m, Verdict: Verdict(1 + i%2)})
	}
	b.SetMoveVerdicts(vs)
	b.SetArrow(move(t, "b3-b5"))
	test.AssertImageMatches(t, "board_marks.png", w.Canvas().Capture())

	b.SetPosition(playFromStart(t, "h1", "g1", "h3-h1", "e1-g1", "f3-h3", "c1-e1", "f5-f3"))
	if len(b.MoveVerdicts()) != 0 {
		t.Error("a new position kept the verdicts of the old one")
	}
	if b.Arrow() != move(t, "b3-b5") {
		t.Error("a new position dropped the arrow")
	}
}

func TestASelectedStoneShowsOnlyItsOwnVerdicts(t *testing.T) {
	// Black to move after the removals: b5-d5, d7-d5 and d3-d5 all land on
	// d5; only b5-d5 wins.
	p := playFromStart(t, "d5", "e5")
	b, _, _ := showBoard(t, p, boardSize460)
	b.SetMoveVerdicts([]MoveVerdict{
		{move(t, "b5-d5"), VerdictWin}, {move(t, "d7-d5"), VerdictLoss}, {move(t, "d3-d5"), VerdictLoss},
	})
	dot := b.renderer.square(square(t, "d5")).verdict
	want := func(what string, c color.Color) {
		t.Helper()
		if !dot.Visible() || dot.FillColor != c {
			t.Errorf("%s: d5's dot is %v (shown %v), want %v", what, dot.FillColor, dot.Visible(), c)
		}
	}
	want("nothing selected", winDot)
	tap(t, b, "d7")
	wantSelected(t, b, "d7")
	want("d7 selected", lossDot)
	tap(t, b, "b5")
	want("b5 selected", winDot)
}

// The keyboard cursor is drawn as a light frame with a dark one inside,
// on the wood, on the cups and on stones, only while the keyboard is in
// use: the picture of the board shows the light frame after an arrow
// key, and the wood again after a tap or while the board takes no moves.
func TestTheKeyboardCursorIsDrawnOnlyWhileTheKeyboardIsUsed(t *testing.T) {
	b, w, _ := showBoard(t, playFromStart(t, "d5", "e5"), fyne.NewSize(414, 414))
	fyne.CurrentApp().Settings().SetTheme(variantTheme{theme.DefaultTheme(), theme.VariantLight})
	g := boardGeomFor(b.Size(), 8)
	// frameAt is the colour drawn in the middle of the top side of the
	// light frame around square name.
	frameAt := func(name string) color.NRGBA {
		p := g.topLeft(square(t, name)).AddXY(g.cell/2, g.cell*(cursorInset+cursorHaloWidth/2))
		img := w.Canvas().Capture()
		return color.NRGBAModel.Convert(img.At(int(p.X), int(p.Y))).(color.NRGBA)
	}
	light := func(c color.NRGBA) bool { return c.R > 0xf0 && c.G > 0xf0 && c.B > 0xf0 }
	w.Canvas().Focus(b)
	if c := frameAt("d4"); light(c) {
		t.Fatalf("the cursor is drawn (%v) before a key was used", c)
	}
	// From d4 (a black stone) over d5 (emptied, a cup) to e5 (emptied)
	// and e4 (a white stone).
	tap(t, b, "d4")
	for _, k := range []fyne.KeyName{fyne.KeyDown, fyne.KeyUp, fyne.KeyUp, fyne.KeyRight, fyne.KeyDown} {
		b.TypedKey(&fyne.KeyEvent{Name: k})
		at, _ := b.KeyboardCursor()
		if c := frameAt(at.String()); !light(c) {
			t.Errorf("cursor on %v: the frame is drawn %v, want white", at, c)
		}
	}
	b.SetInteractive(false)
	if c := frameAt("e4"); light(c) {
		t.Errorf("the cursor is drawn (%v) while the board takes no moves", c)
	}
	b.SetInteractive(true)
	tap(t, b, "a1")
	for _, s := range []string{"a1", "e4"} {
		if c := frameAt(s); light(c) {
			t.Errorf("the cursor is drawn (%v) on %s after a tap", c, s)
		}
	}
}

// A removal's arrow is a ring without a shaft; NoMove takes the ring away
// as it takes a jump's arrow away.
func TestTheCoachsRemovalRingGoesWithItsArrow(t *testing.T) {
	b, _, _ := showBoard(t, playFromStart(t), boardSize460)
	for _, m := range []string{"d5", "b3-b5"} {
		b.SetArrow(move(t, m))
		if !b.renderer.arrowEnd.Visible() {
			t.Fatalf("%s: the arrow is not drawn", m)
		}
		b.SetArrow(game.NoMove)
		if b.renderer.arrowEnd.Visible() || b.renderer.arrowLine.Visible() {
			t.Errorf("%s, then NoMove: ring/head shown %v, shaft shown %v", m, b.renderer.arrowEnd.Visible(), b.renderer.arrowLine.Visible())
		}
	}
}

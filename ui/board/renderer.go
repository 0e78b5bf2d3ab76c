package board

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"github.com/konane/konane/game"
)

// Colours of the board. The papamū, its cups and the stones keep their own
// colours in every theme (a wooden board with basalt and coral stones), so
// the marks drawn on it are chosen for the wood; only the coordinates in
// the margin follow the theme.
var (
	woodFill    = color.NRGBA{R: 0xc6, G: 0x98, B: 0x5c, A: 0xff}
	woodEdge    = color.NRGBA{R: 0x7a, G: 0x52, B: 0x2a, A: 0xff}
	cupFill     = color.NRGBA{R: 0xa8, G: 0x78, B: 0x42, A: 0xff}
	cupEdge     = color.NRGBA{R: 0x86, G: 0x5b, B: 0x2e, A: 0xff}
	basaltFill  = color.NRGBA{R: 0x1f, G: 0x1e, B: 0x22, A: 0xff}
	basaltRing  = color.NRGBA{R: 0x62, G: 0x61, B: 0x69, A: 0xff}
	coralFill   = color.NRGBA{R: 0xea, G: 0xe3, B: 0xd4, A: 0xff}
	coralRing   = color.NRGBA{R: 0x8c, G: 0x8c, B: 0x8c, A: 0xff}
	basaltShine = color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0x58}
	coralShine  = color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xe0}
	cupLight    = color.NRGBA{R: 0xd8, G: 0xae, B: 0x74, A: 0x90}
	lastTint    = color.NRGBA{R: 0xf7, G: 0xd2, B: 0x4a, A: 0x80}
	landTint    = color.NRGBA{R: 0xf7, G: 0xd2, B: 0x4a, A: 0xc0}
	takenTint   = color.NRGBA{R: 0xc8, G: 0x2a, B: 0x1e, A: 0x90}
	markTint    = color.NRGBA{R: 0x4a, G: 0x90, B: 0xe2, A: 0x90} // SetMarks
	movableRing = color.NRGBA{R: 0x1b, G: 0x7a, B: 0x30, A: 0xff}
	selectRing  = color.NRGBA{R: 0x15, G: 0x65, B: 0xc0, A: 0xff}
	targetDot   = color.NRGBA{R: 0x15, G: 0x65, B: 0xc0, A: 0xd0}
	hintRing    = color.NRGBA{R: 0xb0, G: 0x16, B: 0x6a, A: 0xff}
	cursorEdge  = color.NRGBA{R: 0x10, G: 0x10, B: 0x14, A: 0xff} // the keyboard cursor: dark inside,
	cursorHalo  = color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xff} // light outside
	arrowColor  = color.NRGBA{R: 0x0e, G: 0x8a, B: 0x5f, A: 0xc8} // SetArrow
	winDot      = color.NRGBA{R: 0x2e, G: 0xc0, B: 0x4e, A: 0xff} // SetMoveVerdicts
	lossDot     = color.NRGBA{R: 0xd8, G: 0x2c, B: 0x20, A: 0xff}
	verdictEdge = color.NRGBA{R: 0xff, G: 0xff, B: 0xff, A: 0xe0}
	boardClear  = color.NRGBA{}
)

// Proportions of the drawing, as fractions of a square's side.
const (
	rimSquares      = 0.14 // wood around the grid
	cupSquares      = 0.58
	stoneSquares    = 0.80
	ringSquares     = 0.94
	shineSquares    = 0.42 // side of a stone's glint
	shineOffset     = 0.13 // how far the glint sits up and left
	targetSquares   = 0.34
	labelSquares    = 0.30 // text size of the coordinates
	minLabelSize    = 8
	maxLabelSize    = 20
	minSquareSize   = 22 // MinSize: the smallest square still easy to hit
	thinRingWidth   = 0.06
	thickRingWidth  = 0.08
	stoneEdgeWidth  = 0.045
	cursorHaloWidth = 0.09 // the keyboard cursor's light outer frame
	cursorEdgeWidth = 0.06 // and its dark inner one
	cursorInset     = 0.01 // space between the cursor and its square's edge
	verdictSquares  = 0.30 // diameter of a SetMoveVerdicts dot
	arrowWidth      = 0.14
	arrowHead       = 0.36 // diameter of the disc at the arrow's end
)

// boardSquareObjects are the canvas objects of one square, bottom to top.
type boardSquareObjects struct {
	tint   *canvas.Rectangle // last-move mark
	cup    *canvas.Circle
	hollow *canvas.RadialGradient // light on the far side of the cup
	target *canvas.Circle         // landing square of the selected stone
	stone  *canvas.Circle
	shine  *canvas.RadialGradient // glint on the stone
	ring   *canvas.Circle         // removable, movable, selected or hinted
	// verdict is the SetMoveVerdicts dot of the moves landing here.
	verdict *canvas.Circle
}

// boardRenderer draws a Board. Its canvas objects are created once per
// board size (newObjects); Layout only positions them and Refresh only
// syncs their colours and visibility from the widget's state.
type boardRenderer struct {
	b *Board

	n       int
	slab    *canvas.Rectangle
	squares []boardSquareObjects // index: rank*n + file
	mover   *canvas.Circle       // the stone that slides during AnimateMove
	// moverShine is the glint on the sliding stone.
	moverShine *canvas.RadialGradient
	// lifted and liftedShine are the stone a drag lifted, under the
	// pointer, over everything else.
	lifted      *canvas.Circle
	liftedShine *canvas.RadialGradient
	// cursor is the keyboard cursor: a light frame (cursorHalo) with a
	// dark one inside it (cursorEdge), so that it shows on the wood, on
	// the cups and on stones of either colour.
	cursor, cursorHalo *canvas.Rectangle
	arrowLine          *canvas.Line   // SetArrow's shaft
	arrowEnd           *canvas.Circle // SetArrow's head (a disc), or its ring for a removal
	files              []*canvas.Text
	ranks              []*canvas.Text
	objects            []fyne.CanvasObject

	geom boardGeom
	st   boardState // reused by every refresh
}

func newBoardRenderer(b *Board) *boardRenderer {
	r := &boardRenderer{b: b}
	r.newObjects(b.pos.Size())
	r.Refresh()
	return r
}

// newObjects creates every canvas object of an n×n board.
func (r *boardRenderer) newObjects(n int) {
	r.n = n
	r.slab = &canvas.Rectangle{FillColor: woodFill, StrokeColor: woodEdge}
	r.objects = append(r.objects[:0], r.slab)
	r.squares = make([]boardSquareObjects, n*n)
	for i := range r.squares {
		r.squares[i] = boardSquareObjects{
			tint:    &canvas.Rectangle{FillColor: boardClear},
			cup:     &canvas.Circle{FillColor: cupFill, StrokeColor: cupEdge, StrokeWidth: 1},
			hollow:  &canvas.RadialGradient{StartColor: cupLight, EndColor: boardClear, CenterOffsetX: 0.1, CenterOffsetY: 0.1},
			target:  &canvas.Circle{FillColor: targetDot},
			stone:   &canvas.Circle{},
			shine:   &canvas.RadialGradient{EndColor: boardClear},
			ring:    &canvas.Circle{FillColor: boardClear},
			verdict: &canvas.Circle{StrokeColor: verdictEdge},
		}
	}
	// One layer after the other, so that no ring is hidden by a
	// neighbour's stone.
	for i := range r.squares {
		r.objects = append(r.objects, r.squares[i].tint)
	}
	for i := range r.squares {
		o := &r.squares[i]
		r.objects = append(r.objects, o.cup, o.hollow, o.target)
	}
	for i := range r.squares {
		r.objects = append(r.objects, r.squares[i].stone, r.squares[i].shine)
	}
	for i := range r.squares {
		r.objects = append(r.objects, r.squares[i].ring)
	}
	for i := range r.squares {
		r.squares[i].verdict.Hide()
		r.objects = append(r.objects, r.squares[i].verdict)
	}
	r.arrowLine = &canvas.Line{StrokeColor: arrowColor}
	r.arrowLine.Hide()
	r.arrowEnd = &canvas.Circle{}
	r.arrowEnd.Hide()
	r.objects = append(r.objects, r.arrowLine, r.arrowEnd)
	r.mover = &canvas.Circle{}
	r.mover.Hide()
	r.moverShine = &canvas.RadialGradient{EndColor: boardClear}
	r.moverShine.Hide()
	r.cursorHalo = &canvas.Rectangle{FillColor: boardClear, StrokeColor: cursorHalo}
	r.cursorHalo.Hide()
	r.cursor = &canvas.Rectangle{FillColor: boardClear, StrokeColor: cursorEdge}
	r.cursor.Hide()
	r.lifted = &canvas.Circle{}
	r.lifted.Hide()
	r.liftedShine = &canvas.RadialGradient{EndColor: boardClear}
	r.liftedShine.Hide()
	r.objects = append(r.objects, r.mover, r.moverShine, r.cursorHalo, r.cursor, r.lifted, r.liftedShine)
	r.files = make([]*canvas.Text, n)
	r.ranks = make([]*canvas.Text, n)
	for i := 0; i < n; i++ {
		r.files[i] = canvas.NewText(string(rune('a'+i)), color.Black)
		r.files[i].Alignment = fyne.TextAlignCenter
		r.ranks[i] = canvas.NewText(strconv.Itoa(i+1), color.Black)
		r.ranks[i].Alignment = fyne.TextAlignCenter
		r.objects = append(r.objects, r.files[i], r.ranks[i])
	}
}

func (r *boardRenderer) square(s game.Square) *boardSquareObjects {
	return &r.squares[s.Rank()*r.n+s.File()]
}

// Destroy is part of fyne.WidgetRenderer; the board holds no resources.
func (r *boardRenderer) Destroy() {
	if r.b.renderer == r {
		r.b.renderer = nil
	}
}

// Objects returns every canvas object of the board, bottom to top.
func (r *boardRenderer) Objects() []fyne.CanvasObject { return r.objects }

// MinSize leaves room for squares of minSquareSize and the margins.
func (r *boardRenderer) MinSize() fyne.Size {
	return fyne.NewSquareSize(minSquareSize * (float32(r.n) + 2*boardMarginSquares))
}

// Layout positions every object for the widget size; it changes no colour.
func (r *boardRenderer) Layout(size fyne.Size) {
	g := boardGeomFor(size, r.n)
	g.flipped = r.b.flipped
	r.geom = g
	c := g.cell
	rim := c * rimSquares
	r.slab.Move(g.origin.SubtractXY(rim, rim))
	r.slab.Resize(fyne.NewSquareSize(g.gridSize() + 2*rim))
	r.slab.CornerRadius = rim
	r.slab.StrokeWidth = max(1, c*0.03)

	for rank := 0; rank < r.n; rank++ {
		for file := 0; file < r.n; file++ {
			s := game.SquareAt(file, rank)
			o := r.square(s)
			tl := g.topLeft(s)
			inset := c * 0.04
			o.tint.Move(tl.AddXY(inset, inset))
			o.tint.Resize(fyne.NewSquareSize(c - 2*inset))
			o.tint.CornerRadius = c * 0.12
			centre := g.centre(s)
			placeBoardCircle(o.cup, centre, c*cupSquares)
			o.cup.StrokeWidth = max(1, c*0.03)
			placeBoardSquare(o.hollow, centre, c*cupSquares*0.9)
			placeBoardCircle(o.target, centre, c*targetSquares)
			placeBoardCircle(o.stone, centre, c*stoneSquares)
			o.stone.StrokeWidth = max(1, c*stoneEdgeWidth)
			placeShine(o.shine, centre, c)
			placeBoardCircle(o.ring, centre, c*ringSquares)
			placeBoardCircle(o.verdict, centre, c*verdictSquares)
			o.verdict.StrokeWidth = max(1, c*0.04)
		}
	}
	r.placeArrow()
	for _, o := range []*canvas.Circle{r.mover, r.lifted} {
		o.Resize(fyne.NewSquareSize(c * stoneSquares))
		o.StrokeWidth = max(1, c*stoneEdgeWidth)
	}
	r.moverShine.Resize(fyne.NewSquareSize(c * shineSquares))
	r.liftedShine.Resize(fyne.NewSquareSize(c * shineSquares))
	halo := max(2, c*cursorHaloWidth)
	r.cursorHalo.Resize(fyne.NewSquareSize(c - 2*c*cursorInset))
	r.cursorHalo.StrokeWidth = halo
	r.cursorHalo.CornerRadius = c * 0.12
	r.cursor.Resize(fyne.NewSquareSize(c - 2*c*cursorInset - 2*halo))
	r.cursor.StrokeWidth = max(1.5, c*cursorEdgeWidth)
	r.cursor.CornerRadius = max(0, c*0.12-halo)
	r.placeCursor()
	r.placeMover()
	r.placeLifted()
	r.syncRingWidths()

	textSize := min(max(c*labelSquares, minLabelSize), maxLabelSize)
	margin := c * boardMarginSquares
	for i := 0; i < r.n; i++ {
		for _, t := range []*canvas.Text{r.files[i], r.ranks[i]} {
			if t.TextSize != textSize {
				t.TextSize = textSize
				t.Refresh()
			}
		}
		// File i's letter goes under its column, rank i's number
		// beside its row, wherever the flip puts them.
		f := r.files[i]
		fs := f.MinSize()
		f.Resize(fyne.NewSize(c, fs.Height))
		f.Move(fyne.NewPos(
			g.topLeft(game.SquareAt(i, 0)).X,
			g.origin.Y+g.gridSize()+rim+(margin-rim-fs.Height)/2,
		))
		t := r.ranks[i]
		ts := t.MinSize()
		t.Resize(fyne.NewSize(margin-rim, ts.Height))
		t.Move(fyne.NewPos(
			g.origin.X-margin,
			g.topLeft(game.SquareAt(0, i)).Y+(c-ts.Height)/2,
		))
	}
}

// syncRingWidths gives the visible rings the stroke width of the new cell
// size: rings set before the first layout, or before a resize, would keep a
// stale width until the next Refresh.
func (r *boardRenderer) syncRingWidths() {
	st := r.state()
	for rank := 0; rank < r.n; rank++ {
		for file := 0; file < r.n; file++ {
			s := game.SquareAt(file, rank)
			r.syncSquare(s, r.square(s), st)
		}
	}
}

// placeBoardCircle centres a circle of the given diameter on centre.
func placeBoardCircle(o *canvas.Circle, centre fyne.Position, diameter float32) {
	o.Resize(fyne.NewSquareSize(diameter))
	o.Move(centre.SubtractXY(diameter/2, diameter/2))
}

// placeBoardSquare centres a square object of the given side on centre.
func placeBoardSquare(o fyne.CanvasObject, centre fyne.Position, side float32) {
	o.Resize(fyne.NewSquareSize(side))
	o.Move(centre.SubtractXY(side/2, side/2))
}

// placeShine puts a stone's glint up and to the left of the stone's centre
// (light comes from the top left); c is the side of a square.
func placeShine(o fyne.CanvasObject, centre fyne.Position, c float32) {
	placeBoardSquare(o, centre.SubtractXY(c*shineOffset, c*shineOffset), c*shineSquares)
}

// placeCursor puts the cursor's frames on the cursor square.
func (r *boardRenderer) placeCursor() {
	s, _ := r.b.KeyboardCursor()
	if s.File() >= r.n || s.Rank() >= r.n {
		return
	}
	inset := r.geom.cell * cursorInset
	r.cursorHalo.Move(r.geom.topLeft(s).AddXY(inset, inset))
	inset += r.cursorHalo.StrokeWidth
	r.cursor.Move(r.geom.topLeft(s).AddXY(inset, inset))
}

// placeMover puts the sliding stone where the animation has got to.
func (r *boardRenderer) placeMover() {
	s := r.b.slide
	if s == nil || !s.move.IsJump() {
		return
	}
	from, to := r.geom.centre(s.move.From()), r.geom.centre(s.move.To())
	p := s.progress
	at := fyne.NewPos(from.X+(to.X-from.X)*p, from.Y+(to.Y-from.Y)*p)
	placeBoardCircle(r.mover, at, r.geom.cell*stoneSquares)
	placeShine(r.moverShine, at, r.geom.cell)
}

// placeLifted puts the stone a drag lifted under the pointer.
func (r *boardRenderer) placeLifted() {
	d := r.b.drag
	if d == nil || !d.lifted {
		return
	}
	placeBoardCircle(r.lifted, d.at, r.geom.cell*stoneSquares)
	placeShine(r.liftedShine, d.at, r.geom.cell)
}

// Refresh syncs colours and visibility with the board's state. It
// recreates the objects only when the board size changed.
func (r *boardRenderer) Refresh() {
	b := r.b
	if n := b.pos.Size(); n != r.n {
		r.newObjects(n)
		r.Layout(b.Size())
	}
	st := r.state()
	for rank := 0; rank < r.n; rank++ {
		for file := 0; file < r.n; file++ {
			s := game.SquareAt(file, rank)
			r.syncSquare(s, r.square(s), st)
		}
	}
	r.syncMover()
	r.syncLifted()
	r.syncVerdicts()
	r.syncArrow()

	_, shown := b.KeyboardCursor()
	for _, o := range []*canvas.Rectangle{r.cursorHalo, r.cursor} {
		if shown != o.Visible() {
			o.Hidden = !shown
			o.Refresh()
		}
	}
	r.placeCursor()

	fg := b.Theme().Color(theme.ColorNameForeground, fyne.CurrentApp().Settings().ThemeVariant())
	for i := 0; i < r.n; i++ {
		for _, t := range []*canvas.Text{r.files[i], r.ranks[i]} {
			if t.Color != fg {
				t.Color = fg
				t.Refresh()
			}
		}
	}
	r.redraw()
}

// redraw makes sure the canvas paints the next frame. Refreshing an object
// that has just been shown does not: the canvas only knows the objects it
// has walked, and it skips hidden ones. The slab is always visible.
func (r *boardRenderer) redraw() {
	r.slab.Refresh()
}

// updateSlide redraws only what an animation frame changes: the sliding
// stone and the fading captured stones.
func (r *boardRenderer) updateSlide() {
	s := r.b.slide
	if s == nil {
		return
	}
	r.placeMover()
	st := r.state()
	for _, sq := range s.captured {
		if r.b.pos.Contains(sq) {
			r.syncSquare(sq, r.square(sq), st)
		}
	}
	r.redraw()
}

// boardState is what Refresh needs to know about every square, worked out
// once per refresh.
type boardState struct {
	movable  map[game.Square]bool // stones that may be removed or may jump
	targets  map[game.Square]bool // landing squares of the selected stone
	last     map[game.Square]color.Color
	fading   map[game.Square]bool // captured during the running animation
	fade     float32              // alpha factor of the fading stones
	hidden   game.Square          // the sliding or lifted stone's start square
	selected game.Square
	hasSel   bool
}

// state works out the board's state into r.st, reusing its maps.
func (r *boardRenderer) state() *boardState {
	b := r.b
	st := &r.st
	if st.movable == nil {
		st.movable = map[game.Square]bool{}
		st.targets = map[game.Square]bool{}
		st.last = map[game.Square]color.Color{}
		st.fading = map[game.Square]bool{}
	}
	clear(st.movable)
	clear(st.targets)
	clear(st.last)
	clear(st.fading)
	st.fade, st.hidden = 0, game.NoSquare
	st.selected, st.hasSel = b.Selected()
	if b.interactive && b.slide == nil {
		for _, m := range b.moves {
			st.movable[m.From()] = true
			if st.hasSel && m.From() == st.selected {
				st.targets[m.To()] = true
			}
		}
	}
	if m := b.lastMove; m != game.NoMove {
		st.last[m.From()] = lastTint
		for _, c := range m.Captured(nil) {
			st.last[c] = takenTint
		}
		if m.IsJump() {
			st.last[m.To()] = landTint
		}
	}
	for _, s := range b.marks {
		if _, taken := st.last[s]; !taken {
			st.last[s] = markTint
		}
	}
	if d := b.drag; d != nil && d.lifted {
		st.hidden = d.from
		if d.over != game.NoSquare {
			st.last[d.over] = landTint // where the stone would land
		}
	}
	if s := b.slide; s != nil {
		for _, c := range s.captured {
			st.fading[c] = true
		}
		st.fade = 1 - s.progress
		if s.move.IsJump() {
			st.hidden = s.move.From()
		}
	}
	return st
}

// syncSquare sets the colours and visibility of one square's objects.
func (r *boardRenderer) syncSquare(s game.Square, o *boardSquareObjects, st *boardState) {
	b := r.b
	tint, marked := st.last[s]
	if !marked {
		tint = boardClear
	}
	syncRect(o.tint, marked, tint, nil)

	syncCircle(o.target, st.targets[s], targetDot, nil)

	c, has := b.pos.At(s)
	has = has && s != st.hidden
	fill, edge := StoneColors(c)
	if st.fading[s] {
		fill, edge = fadeColor(fill, st.fade), fadeColor(edge, st.fade)
	}
	syncCircle(o.stone, has, fill, edge)
	glint := stoneShine(c)
	if st.fading[s] {
		glint = fadeColor(glint, st.fade)
	}
	syncGradient(o.shine, has, glint)

	// Rings, most important first.
	var ring color.Color
	var width float32 = thinRingWidth
	switch {
	case st.hasSel && s == st.selected:
		ring, width = selectRing, thickRingWidth
	case b.hint != game.NoMove && (s == b.hint.From() || s == b.hint.To()):
		ring, width = hintRing, thickRingWidth
	case st.movable[s]:
		ring = movableRing
	}
	if ring != nil {
		w := max(1, r.geom.cell*width)
		if o.ring.StrokeWidth != w {
			o.ring.StrokeWidth = w
			o.ring.Refresh()
		}
	}
	syncCircle(o.ring, ring != nil, boardClear, ring)
}

func (r *boardRenderer) syncMover() {
	s := r.b.slide
	if s == nil || !s.move.IsJump() {
		syncCircle(r.mover, false, nil, nil)
		syncGradient(r.moverShine, false, nil)
		return
	}
	c, _ := r.b.pos.At(s.move.From())
	fill, edge := StoneColors(c)
	syncCircle(r.mover, true, fill, edge)
	syncGradient(r.moverShine, true, stoneShine(c))
	r.placeMover()
}

// syncLifted shows the stone a drag lifted, or hides it.
func (r *boardRenderer) syncLifted() {
	from, lifted := r.b.Dragging()
	c, has := r.b.pos.At(from)
	if !lifted || !has {
		syncCircle(r.lifted, false, nil, nil)
		syncGradient(r.liftedShine, false, nil)
		return
	}
	fill, edge := StoneColors(c)
	syncCircle(r.lifted, true, fill, edge)
	syncGradient(r.liftedShine, true, stoneShine(c))
	r.placeLifted()
}

// StoneColors returns the fill and the outline of a stone of colour c.
func StoneColors(c game.Color) (fill, edge color.Color) {
	if c == game.Black {
		return basaltFill, basaltRing
	}
	return coralFill, coralRing
}

// stoneShine returns the colour at the centre of the glint on a stone of
// colour c.
func stoneShine(c game.Color) color.Color {
	if c == game.Black {
		return basaltShine
	}
	return coralShine
}

// fadeColor returns c with its alpha multiplied by f (0 … 1).
func fadeColor(c color.Color, f float32) color.Color {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	n.A = uint8(float32(n.A) * min(max(f, 0), 1))
	return n
}

// syncCircle shows or hides o and sets its colours, refreshing it only when
// something changed. A nil colour leaves that property alone.
func syncCircle(o *canvas.Circle, show bool, fill, stroke color.Color) {
	syncShape(o, &o.FillColor, &o.StrokeColor, show, fill, stroke, false)
}

// syncRect is syncCircle for rectangles; hiding one also refreshes it.
func syncRect(o *canvas.Rectangle, show bool, fill, stroke color.Color) {
	syncShape(o, &o.FillColor, &o.StrokeColor, show, fill, stroke, true)
}

// syncShape does the work of syncCircle and syncRect on o's colour fields.
func syncShape(o fyne.CanvasObject, fillField, strokeField *color.Color, show bool, fill, stroke color.Color, refreshOnHide bool) {
	if !show {
		if o.Visible() {
			o.Hide()
			if refreshOnHide {
				o.Refresh()
			}
		}
		return
	}
	changed := !o.Visible()
	if fill != nil && *fillField != fill {
		*fillField, changed = fill, true
	}
	if stroke != nil && *strokeField != stroke {
		*strokeField, changed = stroke, true
	}
	if changed {
		o.Show()
		o.Refresh()
	}
}

// syncGradient shows or hides a glint and sets its centre colour.
func syncGradient(o *canvas.RadialGradient, show bool, start color.Color) {
	if !show {
		if o.Visible() {
			o.Hide()
		}
		return
	}
	if !o.Visible() || o.StartColor != start {
		o.StartColor = start
		o.Show()
		o.Refresh()
	}
}

// syncVerdicts shows the dots of SetMoveVerdicts: on each square the best
// verdict of the moves landing there, only the selected stone's moves
// while a stone is selected.
func (r *boardRenderer) syncVerdicts() {
	best := map[game.Square]Verdict{}
	sel, hasSel := r.b.Selected()
	for _, v := range r.b.verdicts {
		if hasSel && v.Move.From() != sel {
			continue // a selected stone shows only its own moves' verdicts
		}
		s := verdictSquare(v.Move)
		if v.Verdict == VerdictWin || (v.Verdict == VerdictLoss && best[s] != VerdictWin) {
			best[s] = v.Verdict
		}
	}
	for rank := 0; rank < r.n; rank++ {
		for file := 0; file < r.n; file++ {
			s := game.SquareAt(file, rank)
			var fill color.Color
			switch best[s] {
			case VerdictWin:
				fill = winDot
			case VerdictLoss:
				fill = lossDot
			}
			syncCircle(r.square(s).verdict, fill != nil, fill, nil)
		}
	}
}

// syncArrow shows or hides SetArrow's arrow and places it.
func (r *boardRenderer) syncArrow() {
	m := r.b.arrow
	on := m != game.NoMove && r.b.pos.Contains(m.From()) && r.b.pos.Contains(m.To())
	if !on {
		if r.arrowLine.Visible() || r.arrowEnd.Visible() { // a removal's ring has no shaft
			r.arrowLine.Hide()
			r.arrowEnd.Hide()
		}
		return
	}
	r.placeArrow()
	if m.IsJump() {
		r.arrowLine.Show()
		r.arrowEnd.FillColor, r.arrowEnd.StrokeColor, r.arrowEnd.StrokeWidth = arrowColor, nil, 0
	} else {
		r.arrowLine.Hide()
		r.arrowEnd.FillColor, r.arrowEnd.StrokeColor = boardClear, arrowColor
		r.arrowEnd.StrokeWidth = max(1, r.geom.cell*thickRingWidth)
	}
	r.arrowEnd.Show()
	r.arrowLine.Refresh()
	r.arrowEnd.Refresh()
}

// placeArrow lays the arrow of SetArrow out for the current cell size.
func (r *boardRenderer) placeArrow() {
	m := r.b.arrow
	if m == game.NoMove || m.From().File() >= r.n || m.From().Rank() >= r.n ||
		m.To().File() >= r.n || m.To().Rank() >= r.n {
		return
	}
	c := r.geom.cell
	from, to := r.geom.centre(m.From()), r.geom.centre(m.To())
	r.arrowLine.Position1, r.arrowLine.Position2 = from, to
	r.arrowLine.StrokeWidth = max(1, c*arrowWidth)
	if m.IsJump() {
		placeBoardCircle(r.arrowEnd, to, c*arrowHead)
	} else {
		placeBoardCircle(r.arrowEnd, to, c*ringSquares)
	}
}

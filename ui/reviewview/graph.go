// Package reviewview is the game review's window content: the advantage
// graph, the graded move list, the board with the best alternative, the
// principal variation and the per-player summary. It shows a
// review.Review and runs review.Analyse in the background; package ui
// opens it from the game-over dialog, the replay and the Game menu.
package reviewview

import (
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/ai/review"
)

// Colours of the advantage graph: the share of Black's winning chances is
// dark (basalt) from the bottom, White's light (coral) above it, as the
// board's stones.
var (
	graphBlack    = color.NRGBA{R: 0x2b, G: 0x2a, B: 0x30, A: 0xff}
	graphWhite    = color.NRGBA{R: 0xea, G: 0xe3, B: 0xd4, A: 0xff}
	graphMid      = color.NRGBA{R: 0x8c, G: 0x8c, B: 0x8c, A: 0xff}
	graphLine     = color.NRGBA{R: 0x4a, G: 0x90, B: 0xe2, A: 0xff}
	graphSelected = color.NRGBA{R: 0x15, G: 0x65, B: 0xc0, A: 0x90}
	graphLost     = color.NRGBA{R: 0xc8, G: 0x2a, B: 0x1e, A: 0xff}
	graphProven   = color.NRGBA{R: 0xf7, G: 0xd2, B: 0x4a, A: 0xff}
	graphEdge     = color.NRGBA{R: 0x12, G: 0x12, B: 0x12, A: 0xff}
)

// GradeColor returns the colour of a grade in the move list and on the
// graph: green for best and only moves, grey for good ones, yellow, orange
// and red for inaccuracies, mistakes and blunders; nil for GradeNone.
func GradeColor(g review.Grade) color.Color {
	switch g {
	case review.GradeBest, review.GradeOnly:
		return color.NRGBA{R: 0x2e, G: 0x8b, B: 0x3e, A: 0xff}
	case review.GradeGood:
		return color.NRGBA{R: 0x8c, G: 0x8c, B: 0x8c, A: 0xff}
	case review.GradeInaccuracy:
		return color.NRGBA{R: 0xd9, G: 0xb3, B: 0x1a, A: 0xff}
	case review.GradeMistake:
		return color.NRGBA{R: 0xe6, G: 0x7e, B: 0x22, A: 0xff}
	case review.GradeBlunder:
		return color.NRGBA{R: 0xc8, G: 0x2a, B: 0x1e, A: 0xff}
	}
	return nil
}

// graphMinSize is the smallest useful size of the graph, in Fyne units.
var graphMinSize = fyne.NewSize(240, 90)

// Graph is a review's advantage graph: Black's winning chances at plies
// 0…n, filled below the curve; proven points are diamonds, others dots,
// in their move's grade colour; a red line marks where the loser was
// proven lost, a blue band the selected ply. A tap selects the nearest
// ply. UI goroutine only.
type Graph struct {
	widget.BaseWidget

	// OnSelected is called with the ply (0 … len(Plies)) the person tapped.
	OnSelected func(ply int)

	r        *review.Review
	selected int
	raster   *canvas.Raster
}

var _ fyne.Tappable = (*Graph)(nil)

// NewGraph returns an empty graph; SetReview gives it a review.
func NewGraph() *Graph {
	g := &Graph{selected: -1}
	g.ExtendBaseWidget(g)
	g.raster = canvas.NewRaster(g.draw)
	return g
}

// SetReview shows r (nil: an empty graph).
func (g *Graph) SetReview(r *review.Review) {
	g.r = r
	g.Refresh()
}

// Select marks ply k (0 … number of moves; -1 none) without calling
// OnSelected.
func (g *Graph) Select(k int) {
	if g.selected == k {
		return
	}
	g.selected = k
	g.Refresh()
}

// Selected returns the marked ply, or -1.
func (g *Graph) Selected() int { return g.selected }

// Tapped selects the ply nearest to the tap and reports it.
func (g *Graph) Tapped(ev *fyne.PointEvent) {
	k, ok := g.PlyAt(ev.Position.X)
	if !ok {
		return
	}
	g.Select(k)
	if g.OnSelected != nil {
		g.OnSelected(k)
	}
}

// PlyAt returns the ply whose point is nearest to x (in the widget's
// coordinates), and false when there is no review.
func (g *Graph) PlyAt(x float32) (int, bool) {
	n := g.points()
	if n == 0 {
		return 0, false
	}
	w := g.Size().Width
	if n == 1 || w <= 0 {
		return 0, true
	}
	k := int(math.Round(float64(x / w * float32(n-1))))
	return min(max(k, 0), n-1), true
}

// PlyX returns the x coordinate of ply k's point in the widget.
func (g *Graph) PlyX(k int) float32 {
	n := g.points()
	if n < 2 {
		return 0
	}
	return g.Size().Width * float32(k) / float32(n-1)
}

// points is the number of points of the curve: the start and one per move.
func (g *Graph) points() int {
	if g.r == nil {
		return 0
	}
	return len(g.r.Plies) + 1
}

// chance returns Black's winning chance at point k.
func (g *Graph) chance(k int) float64 {
	if k == 0 {
		return g.r.StartBlackChance
	}
	return g.r.Plies[k-1].BlackChance
}

// lostPoint returns the point from which the loser's game is proven lost:
// 0 for the start position, k+1 after ply k, -1 when never.
func (g *Graph) lostPoint() int {
	switch {
	case g.r.LostFromStart:
		return 0
	case g.r.FirstLost >= 0:
		return g.r.FirstLost + 1
	}
	return -1
}

// CreateRenderer is a private method to Fyne which links this widget to its
// renderer.
func (g *Graph) CreateRenderer() fyne.WidgetRenderer {
	return &graphRenderer{g: g}
}

// graphRenderer draws the graph as one raster.
type graphRenderer struct{ g *Graph }

func (r *graphRenderer) Layout(size fyne.Size)        { r.g.raster.Resize(size) }
func (r *graphRenderer) MinSize() fyne.Size           { return graphMinSize }
func (r *graphRenderer) Refresh()                     { r.g.raster.Refresh() }
func (r *graphRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.g.raster} }
func (r *graphRenderer) Destroy()                     {}

// draw paints the graph into a w×h pixel image.
func (g *Graph) draw(w, h int) image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	if w < 2 || h < 2 {
		return img
	}
	n := g.points()
	scale := float64(w) / float64(max(g.Size().Width, 1))
	if n == 0 {
		fill(img, img.Rect, graphWhite)
		hline(img, h/2, graphMid)
		return img
	}
	xOf := func(k int) float64 {
		if n == 1 {
			return 0
		}
		return float64(k) * float64(w-1) / float64(n-1)
	}
	yOf := func(c float64) float64 { return (1 - c) * float64(h-1) }
	// The dark area: for each column, Black's chance interpolated between
	// the two points around it.
	for x := 0; x < w; x++ {
		c := g.chance(0)
		if n > 1 {
			t := float64(x) * float64(n-1) / float64(w-1)
			k := min(int(t), n-2)
			f := t - float64(k)
			c = g.chance(k)*(1-f) + g.chance(k+1)*f
		}
		top := int(math.Round(yOf(c)))
		for y := 0; y < h; y++ {
			if y < top {
				img.SetNRGBA(x, y, graphWhite)
			} else {
				img.SetNRGBA(x, y, graphBlack)
			}
		}
	}
	hline(img, h/2, graphMid)
	if k := g.selected; k >= 0 && k < n {
		band(img, int(math.Round(xOf(k))), max(1, int(3*scale)), graphSelected)
	}
	if k := g.lostPoint(); k >= 0 && k < n {
		band(img, int(math.Round(xOf(k))), max(1, int(math.Round(scale))), graphLost)
	}
	radius := max(2, 3.5*scale)
	for k := range n {
		x, y := xOf(k), yOf(g.chance(k))
		y = min(max(y, radius), float64(h-1)-radius)
		markColor := graphLine
		proven := k == 0 && len(g.r.Plies) > 0 && g.r.Plies[0].Before.Proven
		if k > 0 {
			p := g.r.Plies[k-1]
			proven = p.After.Proven
			if c := GradeColor(p.Grade); c != nil {
				markColor = color.NRGBAModel.Convert(c).(color.NRGBA)
			}
		}
		if proven {
			diamond(img, x, y, radius*1.35, graphProven, markColor)
		} else {
			dot(img, x, y, radius, graphEdge, markColor)
		}
	}
	return img
}

// fill paints rectangle r of img with c.
func fill(img *image.NRGBA, r image.Rectangle, c color.NRGBA) {
	r = r.Intersect(img.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			img.SetNRGBA(x, y, c)
		}
	}
}

// hline blends a one-pixel horizontal line at y across img.
func hline(img *image.NRGBA, y int, c color.NRGBA) {
	for x := img.Rect.Min.X; x < img.Rect.Max.X; x++ {
		blend(img, x, y, c)
	}
}

// band blends a vertical band of the given width centred on x.
func band(img *image.NRGBA, x, width int, c color.NRGBA) {
	x0 := x - width/2
	for y := img.Rect.Min.Y; y < img.Rect.Max.Y; y++ {
		for i := x0; i < x0+width; i++ {
			blend(img, i, y, c)
		}
	}
}

// dot paints a disc of the given radius centred on (cx, cy): an edge
// pixel wide ring around the inside colour.
func dot(img *image.NRGBA, cx, cy, radius float64, edge, inside color.NRGBA) {
	shape(img, cx, cy, radius, edge, inside, func(dx, dy float64) float64 {
		return math.Hypot(dx, dy)
	})
}

// diamond paints a square standing on its corner, of the given half
// diagonal, centred on (cx, cy).
func diamond(img *image.NRGBA, cx, cy, radius float64, edge, inside color.NRGBA) {
	shape(img, cx, cy, radius, edge, inside, func(dx, dy float64) float64 {
		return math.Abs(dx) + math.Abs(dy)
	})
}

// shape paints the pixels whose distance (by dist) from (cx, cy) is at
// most radius: the outer pixel in edge, the rest in inside.
func shape(img *image.NRGBA, cx, cy, radius float64, edge, inside color.NRGBA, dist func(dx, dy float64) float64) {
	r := int(math.Ceil(radius))
	for y := int(cy) - r; y <= int(cy)+r; y++ {
		for x := int(cx) - r; x <= int(cx)+r; x++ {
			d := dist(float64(x)-cx, float64(y)-cy)
			switch {
			case d <= radius-1.2:
				blend(img, x, y, inside)
			case d <= radius:
				blend(img, x, y, edge)
			}
		}
	}
}

// blend paints c over the pixel at (x, y) with c's alpha; pixels outside
// img are skipped.
func blend(img *image.NRGBA, x, y int, c color.NRGBA) {
	if !(image.Point{X: x, Y: y}).In(img.Rect) {
		return
	}
	if c.A == 0xff {
		img.SetNRGBA(x, y, c)
		return
	}
	o := img.NRGBAAt(x, y)
	a := uint32(c.A)
	mix := func(s, d uint8) uint8 { return uint8((uint32(s)*a + uint32(d)*(0xff-a)) / 0xff) }
	img.SetNRGBA(x, y, color.NRGBA{R: mix(c.R, o.R), G: mix(c.G, o.G), B: mix(c.B, o.B), A: 0xff})
}

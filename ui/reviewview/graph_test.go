package reviewview

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
)

// graphSize is the fixed size of the graph in the golden image.
var graphSize = fyne.NewSize(480, 140)

// showGraph puts a graph of the sample review, with ply sel selected, alone
// in a test window of graphSize.
func showGraph(t *testing.T, sel int) (*Graph, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	g := NewGraph()
	g.SetReview(sampleReview(sampleGame(t)))
	g.Select(sel)
	w := test.NewWindow(container.NewWithoutLayout(g))
	w.SetPadded(false)
	w.Resize(graphSize)
	g.Resize(graphSize)
	t.Cleanup(w.Close)
	return g, w
}

func TestAdvantageGraphGoldenImage(t *testing.T) {
	_, w := showGraph(t, 14)
	test.AssertImageMatches(t, "graph.png", w.Canvas().Capture())
}

// isDark reports whether c is closer to the graph's dark fill than to its
// light one.
func isDark(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return r+g+b < 3*0x8000
}

func TestAdvantageGraphDrawsBlacksChancesFromTheBottom(t *testing.T) {
	g, w := showGraph(t, -1)
	img := w.Canvas().Capture()
	scale := float32(img.Bounds().Dx()) / graphSize.Width
	at := func(x, y float32) color.Color {
		return img.At(int(x*scale), int(y*scale))
	}
	// Ply 27: White proven to win (Black's chance 0): light down to the
	// bottom edge (above the marker). Between plies 39 and 40: Black
	// proven to win, dark up to the top edge.
	h := graphSize.Height
	x27, x40 := g.PlyX(27), (g.PlyX(39)+g.PlyX(40))/2
	if isDark(at(x27, h*0.85)) || isDark(at(x27, h/3)) {
		t.Error("the proven White win is not light down to the bottom")
	}
	if !isDark(at(x40, 3)) || !isDark(at(x40, h-3)) {
		t.Error("the proven Black win is not dark up to the top")
	}
	mid := (g.PlyX(3) + g.PlyX(4)) / 2 // chance about 0.7 around ply 3½
	if !isDark(at(mid, h*0.6)) || isDark(at(mid, h*0.1)) {
		t.Error("a chance of about 70% for Black is not dark from the bottom to about 70%")
	}
}

func TestGraphPlyAtInvertsPlyX(t *testing.T) {
	g, _ := showGraph(t, -1)
	for k := 0; k <= 47; k++ {
		if got, ok := g.PlyAt(g.PlyX(k)); !ok || got != k {
			t.Fatalf("PlyAt(PlyX(%d)) = %d, %v", k, got, ok)
		}
	}
	if got, _ := g.PlyAt(-40); got != 0 {
		t.Errorf("left of the graph: ply %d", got)
	}
	if got, _ := g.PlyAt(graphSize.Width + 40); got != 47 {
		t.Errorf("right of the graph: ply %d", got)
	}
	empty := NewGraph()
	if _, ok := empty.PlyAt(10); ok {
		t.Error("an empty graph has a ply")
	}
}

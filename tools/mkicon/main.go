// Command mkicon draws the Konane application icon: a few dark (basalt) and
// light (coral) stones on a wooden papamū grid. It uses only the standard
// library and writes a 512×512 PNG.
//
//	go run ./tools/mkicon            # writes Icon.png
//	go run ./tools/mkicon -o x.png
//
// Every shape is a signed distance field, so edges are anti-aliased by
// turning the distance (in pixels) into coverage. The output is
// deterministic: running it again gives the same bytes.
package main

import (
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
)

const size = 512

// col is a straight (non-premultiplied) colour with components in [0, 1].
type col struct{ r, g, b float64 }

// px is a premultiplied pixel being composited.
type px struct{ r, g, b, a float64 }

// over paints c with opacity a on top of p.
func (p *px) over(c col, a float64) {
	if a <= 0 {
		return
	}
	if a > 1 {
		a = 1
	}
	p.r = c.r*a + p.r*(1-a)
	p.g = c.g*a + p.g*(1-a)
	p.b = c.b*a + p.b*(1-a)
	p.a = a + p.a*(1-a)
}

func mix(a, b col, t float64) col {
	t = clamp(t, 0, 1)
	return col{a.r + (b.r-a.r)*t, a.g + (b.g-a.g)*t, a.b + (b.b-a.b)*t}
}

func clamp(v, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, v)) }

// coverage turns a signed distance (negative inside) into pixel coverage
// with a one-pixel anti-aliased edge.
func coverage(sd float64) float64 { return clamp(0.5-sd, 0, 1) }

// soft is a wide, blurred edge used for shadows.
func soft(sd, width float64) float64 {
	t := clamp(0.5-sd/width, 0, 1)
	return t * t * (3 - 2*t)
}

func circle(x, y, cx, cy, r float64) float64 { return math.Hypot(x-cx, y-cy) - r }

func roundRect(x, y, x0, y0, x1, y1, r float64) float64 {
	cx, cy := (x0+x1)/2, (y0+y1)/2
	qx := math.Abs(x-cx) - ((x1-x0)/2 - r)
	qy := math.Abs(y-cy) - ((y1-y0)/2 - r)
	out := math.Hypot(math.Max(qx, 0), math.Max(qy, 0))
	return out + math.Min(math.Max(qx, qy), 0) - r
}

// segment is the distance to a line segment of half-width w.
func segment(x, y, ax, ay, bx, by, w float64) float64 {
	px, py := x-ax, y-ay
	dx, dy := bx-ax, by-ay
	h := clamp((px*dx+py*dy)/(dx*dx+dy*dy), 0, 1)
	return math.Hypot(px-dx*h, py-dy*h) - w
}

var (
	woodLight = col{0.83, 0.60, 0.35}
	woodDark  = col{0.58, 0.36, 0.18}
	groove    = col{0.30, 0.17, 0.07}
	black0    = col{0.45, 0.45, 0.50} // basalt, lit side
	black1    = col{0.05, 0.05, 0.07} // basalt, shaded side
	white0    = col{1.00, 1.00, 0.98} // coral, lit side
	white1    = col{0.70, 0.67, 0.62} // coral, shaded side
)

// Board geometry: a 4×4 corner of a papamū.
const (
	margin  = 20.0
	radius  = 84.0 // corner radius of the board
	n       = 4
	pitch   = 112.0
	stoneR  = 44.0
	holeR   = 26.0
	lineW   = 2.5
	shadowX = 5.0
	shadowY = 8.0
)

func point(i int) float64 { return size/2 + (float64(i)-float64(n-1)/2)*pitch }

// stone reports what stands on (row, column): 'b', 'w' or 0 for an
// empty hole. Two stones are gone, as after the opening removals.
func stone(r, c int) byte {
	if (r == 1 && c == 2) || (r == 2 && c == 2) {
		return 0
	}
	if (r+c)%2 == 0 {
		return 'b'
	}
	return 'w'
}

func wood(x, y float64) col {
	// Long horizontal grain, warped so it does not look ruled.
	warp := 2.4*math.Sin(x*0.011+0.7) + 0.9*math.Sin(x*0.037+y*0.013)
	bands := 0.5 + 0.5*math.Sin(y*0.075+warp)
	fine := 0.5 + 0.5*math.Sin(y*0.55+1.7*math.Sin(x*0.023)+warp*2)
	t := 0.55*bands*bands + 0.2*fine
	return mix(woodLight, woodDark, t)
}

func shade(x, y float64) px {
	var p px
	b := roundRect(x, y, margin, margin, size-margin, size-margin, radius)
	if b > 1 {
		return p
	}
	// Wood, darkened towards the rim so the board looks rounded.
	w := wood(x, y)
	rim := clamp(1+b/22, 0, 1) // 1 at the edge, 0 inside
	w = mix(w, woodDark, 0.55*rim*rim)
	// A thin light bevel on the upper-left edge.
	light := clamp(-(x+y-size)/size, 0, 1)
	w = mix(w, col{1, 0.86, 0.62}, 0.35*light*clamp(1+b/4, 0, 1))
	p.over(w, coverage(b))

	lo, hi := point(0), point(n-1)
	for i := 0; i < n; i++ {
		v := point(i)
		p.over(groove, 0.45*coverage(segment(x, y, lo, v, hi, v, lineW)))
		p.over(groove, 0.45*coverage(segment(x, y, v, lo, v, hi, lineW)))
	}

	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			cx, cy := point(c), point(r)
			switch kind := stone(r, c); kind {
			case 0:
				// An empty lua (hole): dark, with its upper lip in shadow.
				d := circle(x, y, cx, cy, holeR)
				t := clamp((y-cy)/holeR*0.5+0.5, 0, 1)
				p.over(mix(groove, col{0.50, 0.31, 0.15}, t), coverage(d))
				p.over(col{1, 0.85, 0.6}, 0.35*coverage(-d-0)*clamp(1-math.Abs(d+1.5)/1.5, 0, 1)*t)
			default:
				drawStone(&p, x, y, cx, cy, kind == 'b')
			}
		}
	}
	return p
}

func drawStone(p *px, x, y, cx, cy float64, dark bool) {
	p.over(col{0.12, 0.06, 0.02}, 0.45*soft(circle(x, y, cx+shadowX, cy+shadowY, stoneR-2), 12))

	d := circle(x, y, cx, cy, stoneR)
	if d > 1 {
		return
	}
	hx, hy := cx-0.38*stoneR, cy-0.42*stoneR
	t := math.Hypot(x-hx, y-hy) / (1.55 * stoneR)
	lit, dim := white0, white1
	if dark {
		lit, dim = black0, black1
	}
	body := mix(lit, dim, math.Pow(t, 0.9))
	// Light bounced off the board onto the lower rim.
	bounce := clamp((y-cy)/stoneR, 0, 1) * clamp(1+d/8, 0, 1)
	body = mix(body, col{0.55, 0.38, 0.22}, 0.25*bounce)
	p.over(body, coverage(d))

	// Specular highlight.
	spec := soft(circle(x, y, hx+3, hy+3, 0.26*stoneR), 0.35*stoneR)
	a := 0.55
	if dark {
		a = 0.45
	}
	p.over(col{1, 1, 1}, a*spec*coverage(d))
}

func render() *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	// 2×2 supersampling on top of the analytic edges smooths the thin
	// grain and the soft shadows.
	offs := [...]float64{0.25, 0.75}
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			var acc px
			for _, oy := range offs {
				for _, ox := range offs {
					s := shade(float64(x)+ox, float64(y)+oy)
					acc.r += s.r
					acc.g += s.g
					acc.b += s.b
					acc.a += s.a
				}
			}
			k := 255.0 / float64(len(offs)*len(offs))
			img.SetRGBA(x, y, color.RGBA{
				R: uint8(math.Round(acc.r * k)),
				G: uint8(math.Round(acc.g * k)),
				B: uint8(math.Round(acc.b * k)),
				A: uint8(math.Round(acc.a * k)),
			})
		}
	}
	return img
}

func main() {
	out := flag.String("o", "Icon.png", "output file")
	flag.Parse()
	f, err := os.Create(*out)
	if err != nil {
		fmt.Fprintln(os.Stderr, "mkicon:", err)
		os.Exit(1)
	}
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(f, render()); err != nil {
		f.Close()
		fmt.Fprintln(os.Stderr, "mkicon:", err)
		os.Exit(1)
	}
	if err := f.Close(); err != nil {
		fmt.Fprintln(os.Stderr, "mkicon:", err)
		os.Exit(1)
	}
}

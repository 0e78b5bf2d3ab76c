package ui

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
)

// pulseStep is how often the thinking dot changes; pulseLevels are its
// opacities in turn, a slow breath of len(pulseLevels)·pulseStep. Every
// step redraws the whole window once (Fyne has no partial redraw). Of a
// redraw of the 1040×720 window under Xvfb, `perf record` counted about
// 4.7 ms in Konane's own code (Fyne's painter and its GL calls) and some
// 25 ms in Mesa's software rasterizer, which a GPU does instead: one step
// a second costs about 0.5 % of one core with a GPU and 1.6–5.6 % with
// software OpenGL (tools/indicator-cost.sh), where an animated spinner
// (60 redraws a second) took a large share of the search's CPU.
const pulseStep = time.Second

var pulseLevels = [...]uint8{0xFF, 0xA0, 0x50, 0xA0}

// pulseDot is the small dot beside "Thinking…" that pulses while the
// computer thinks, so that the window shows it is working.
type pulseDot struct {
	dot  *canvas.Circle
	box  fyne.CanvasObject
	do   func(func())  // runs a function on the UI goroutine (fyne.Do)
	stop chan struct{} // closed to stop the running pulse; nil when still
	step int
}

func newPulseDot(do func(func())) *pulseDot {
	p := &pulseDot{dot: canvas.NewCircle(color.Transparent), do: do}
	p.box = container.NewCenter(container.New(layout.NewGridWrapLayout(fyne.NewSquareSize(10)), p.dot))
	p.box.Hide()
	p.paint()
	return p
}

// object returns the dot's canvas object.
func (p *pulseDot) object() fyne.CanvasObject { return p.box }

// running reports whether the dot pulses.
func (p *pulseDot) running() bool { return p.stop != nil }

// start shows the dot and makes it pulse, unless it does already.
func (p *pulseDot) start() {
	if p.running() {
		return
	}
	p.stop = make(chan struct{})
	p.step = 0
	p.paint()
	p.box.Show()
	go p.tick(p.stop)
}

// halt stops the pulse and hides the dot.
func (p *pulseDot) halt() {
	if !p.running() {
		return
	}
	close(p.stop)
	p.stop = nil
	p.box.Hide()
}

// tick asks the UI goroutine for the next step every pulseStep until stop
// is closed.
func (p *pulseDot) tick(stop chan struct{}) {
	t := time.NewTicker(pulseStep)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-t.C:
			p.do(func() {
				if p.stop == stop { // not halted (or restarted) meanwhile
					p.step++
					p.paint()
				}
			})
		}
	}
}

// paint colours the dot for the current step: the theme's primary colour
// at the step's opacity.
func (p *pulseDot) paint() {
	r, g, b, _ := theme.Color(theme.ColorNamePrimary).RGBA()
	p.dot.FillColor = color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: pulseLevels[p.step%len(pulseLevels)]}
	p.dot.Refresh()
}

package ui

import (
	"image"
	"log"
	"os"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// The probes measure start-up and responsiveness for tools/screenshots.sh.
// They are off unless KONANE_PROBE is set in the environment, and then log
// to standard error:
//
//   - "probe: first frame after N ms": the time from the start of the
//     process (package initialisation) until the GL painter first draws a
//     one-pixel raster placed in the status line, i.e. the first frame with
//     the window's content.
//   - "probe: search N: longest UI stall M ms": while the computer thinks,
//     a goroutine asks the UI goroutine every probeTick (through fyne.Do) to
//     note the time; the longest gap between two such notes is the longest
//     time the window could not react.

var processStart = time.Now()

// probeTick is the period of the stall probe.
const probeTick = 4 * time.Millisecond

func probing() bool { return os.Getenv("KONANE_PROBE") != "" }

// firstFrameProbe returns an invisible one-pixel raster that logs when it
// is first painted, or an empty object when probing is off.
func firstFrameProbe() fyne.CanvasObject {
	if !probing() {
		return canvas.NewRectangle(nil)
	}
	var once sync.Once
	r := canvas.NewRaster(func(w, h int) image.Image {
		once.Do(func() {
			log.Printf("probe: first frame after %d ms", time.Since(processStart).Milliseconds())
		})
		return image.NewNRGBA(image.Rect(0, 0, 1, 1))
	})
	r.SetMinSize(fyne.NewSquareSize(1))
	return r
}

// stallProbe measures the longest gap between UI-goroutine turns while the
// computer thinks.
type stallProbe struct {
	ctl      *Controller
	last     time.Time
	longest  time.Duration
	searches int
	was      bool // the computer was thinking at the last note
}

// startStallProbe starts the probe for ctl's window when probing is on; it
// runs until the app ends.
func startStallProbe(ctl *Controller) {
	if !probing() {
		return
	}
	p := &stallProbe{ctl: ctl}
	go func() {
		for range time.Tick(probeTick) {
			fyne.Do(p.note)
		}
	}()
}

// note runs on the UI goroutine: it measures the gap since the last note
// and reports the longest one when a search ends.
func (p *stallProbe) note() {
	now := time.Now()
	thinking := p.ctl.Thinking()
	if thinking && p.was {
		p.longest = max(p.longest, now.Sub(p.last))
	}
	if !thinking && p.was {
		p.searches++
		log.Printf("probe: search %d: longest UI stall %.1f ms", p.searches, float64(p.longest.Microseconds())/1000)
		p.longest = 0
	}
	p.last, p.was = now, thinking
}

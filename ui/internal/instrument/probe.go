// Package instrument is what tools and tests drive the main window with:
// the probes of start-up and responsiveness (KONANE_PROBE), the script of
// moves and dialogs played at start (KONANE_SCRIPT) and the demo games
// (--demo), each behind a small interface the window implements.
package instrument

import (
	"image"
	"image/color"
	"log"
	"os"
	"strconv"
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
//     a goroutine asks the UI goroutine (through fyne.Do) to note the time,
//     waits until it has, sleeps probeTick and asks again; the longest gap
//     between two notes, less probeTick, is the longest time the window
//     could not react.
//   - "probe: review N: longest UI stall M ms": the same while a review
//     window analyses a game (from the start of the analysis to its end).
//   - "probe: analysis 5s: longest UI stall M ms": the same while an
//     analysis board's engine thinks and nothing else does, every five
//     seconds.
//   - "probe: idle 5s: longest UI stall M ms": the same while nobody
//     thinks, every five seconds: the baseline of the machine.
//
// KONANE_PROBE=still probes with the thinking dot kept still, and
// KONANE_PROBE=pulse with the dot pulsing all the time, even while nobody
// thinks: tools/indicator-cost.sh compares them to measure what the pulse
// costs.

var processStart = time.Now()

// probeTick is the period of the stall probe.
const probeTick = 4 * time.Millisecond

// Probing reports whether the probes are on (KONANE_PROBE is set).
func Probing() bool { return os.Getenv("KONANE_PROBE") != "" }

// Pulsing reports whether the thinking dot pulses while the computer
// thinks: yes, except under KONANE_PROBE=still, which measures the window
// without it.
func Pulsing() bool { return os.Getenv("KONANE_PROBE") != "still" }

// PulsingAlways reports whether the thinking dot pulses all the time
// (KONANE_PROBE=pulse), to measure its cost on an idle window.
func PulsingAlways() bool { return os.Getenv("KONANE_PROBE") == "pulse" }

// FirstFrame returns an invisible one-pixel raster that logs when it
// is first painted, or an empty object when probing is off.
func FirstFrame() fyne.CanvasObject {
	if !Probing() {
		return canvas.NewRectangle(color.Transparent) // a nil colour crashes the software painter
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
// computer thinks, and the same between searches as a baseline.
type stallProbe struct {
	host      Probed
	last      time.Time
	longest   time.Duration // longest gap of the running search
	idle      time.Duration // longest gap while nobody thinks, since idleSince
	idleSince time.Time
	searches  int
	reviews   int
	was       bool // the computer was thinking at the last note
	ply       int  // the game's ply at the last note
	wasReview bool // a review was being analysed at the last note
	// worst is the longest gap while an analysis board thinks (and
	// nothing else), since worstSince; reported every idleReport.
	worst      time.Duration
	worstSince time.Time
}

// idleReport is how often the probe reports the baseline while nobody
// thinks.
const idleReport = 5 * time.Second

// Probed is what the stall probe reads of the window, on the UI goroutine.
type Probed interface {
	Thinking() bool  // the computer searches a move
	Reviewing() bool // a review window analyses a game
	Analysing() bool // an analysis board's engine thinks
	Ply() int        // the live game's ply
}

// StartStallProbe starts the probe of h's window when probing is on; it
// runs until the app ends.
func StartStallProbe(h Probed) {
	if !Probing() {
		return
	}
	p := &stallProbe{host: h}
	ran := make(chan struct{}, 1)
	go func() {
		for range time.Tick(probeTick) {
			fyne.Do(func() { p.note(); ran <- struct{}{} })
			<-ran // one note at a time: a backlog would delay the UI's own work
		}
	}()
}

// note runs on the UI goroutine: it measures the gap since the last note,
// reports the longest one of a search or a review when it ends, and the
// longest one while idle every idleReport.
func (p *stallProbe) note() {
	now := time.Now()
	thinking := p.host.Thinking()
	reviewing := p.host.Reviewing()
	ply := p.host.Ply()
	if p.was && thinking && ply != p.ply {
		// The computer moved and at once thinks again (no slide between
		// its moves): the note ends the last search and starts the next.
		p.was = false
		p.longest = max(p.longest, now.Sub(p.last)-probeTick)
		p.report("search", &p.searches)
		p.last = now
	}
	if p.last.IsZero() {
		p.last, p.idleSince = now, now
	}
	gap := now.Sub(p.last) - probeTick
	switch {
	case thinking || reviewing:
		p.longest = max(p.longest, gap)
	case p.was || p.wasReview:
		what, n := "search", &p.searches
		if p.wasReview {
			what, n = "review", &p.reviews
		}
		p.report(what, n)
		p.idle, p.idleSince = 0, now
	case p.host.Analysing():
		p.analysing(now, gap)
		p.idle, p.idleSince = 0, now
		return
	default:
		p.idle = max(p.idle, gap)
		if now.Sub(p.idleSince) >= idleReport {
			log.Printf("probe: idle %s: longest UI stall %s", now.Sub(p.idleSince).Round(time.Second), ms(p.idle))
			p.idle, p.idleSince = 0, now
		}
	}
	p.last, p.was, p.wasReview, p.ply = now, thinking, reviewing, ply
	p.worst, p.worstSince = 0, now
}

// analysing notes gap while an analysis board thinks and nothing else
// does, and logs the longest one every idleReport.
func (p *stallProbe) analysing(now time.Time, gap time.Duration) {
	if p.worstSince.IsZero() {
		p.worstSince = now
	}
	p.worst = max(p.worst, gap)
	if now.Sub(p.worstSince) >= idleReport {
		log.Printf("probe: analysis %s: longest UI stall %s", now.Sub(p.worstSince).Round(time.Second), ms(p.worst))
		p.worst, p.worstSince = 0, now
	}
	p.last, p.was, p.wasReview, p.ply = now, false, false, p.host.Ply()
}

// report logs the longest stall of the search or review that has ended
// as the *n-th of its kind and starts the next count.
func (p *stallProbe) report(what string, n *int) {
	*n++
	log.Printf("probe: %s %d: longest UI stall %s", what, *n, ms(p.longest))
	p.longest = 0
}

// ms formats d in milliseconds with one decimal.
func ms(d time.Duration) string {
	return strconv.FormatFloat(float64(d.Microseconds())/1000, 'f', 1, 64) + " ms"
}

package instrument

import (
	"strings"
	"time"

	"github.com/konane/konane/game"
)

// Scripted is what a script drives: the live game's controller (a
// *play.Controller gives the first five) and the window's dialogs.
type Scripted interface {
	Do(f func())               // runs f on the UI goroutine
	Closed() bool              // the window has closed
	HumanToMove() bool         // a person may move now
	Legal(m game.Move) bool    // m is legal now
	PlayHuman(m game.Move)     // plays m as a click would
	Open(token string) bool    // opens the dialog "@name" names, reports whether it names one
	Tracef(f string, a ...any) // writes a line to the trace, if any
}

// RunScript plays the moves of script ("d5 e5 b5-d5") on a goroutine of
// its own, each as a click once a person may move; "@name" opens that
// dialog (Scripted.Open). Every call of h but Do runs inside h.Do. It
// stops at a move that does not parse or is
// not legal then, and when the window closes.
func RunScript(h Scripted, script string) {
	moves := strings.Fields(script)
	go func() {
		for _, text := range moves {
			if opened(h, text) {
				continue
			}
			m, err := game.ParseMove(text)
			if err != nil {
				h.Do(func() { h.Tracef("script: %v", err) })
				return
			}
			for {
				res := make(chan int, 1) // 0: wait, 1: played, 2: stop
				h.Do(func() {
					switch {
					case h.Closed():
						res <- 2
					case !h.HumanToMove():
						res <- 0
					case !h.Legal(m):
						h.Tracef("script: %v is not legal now", m)
						res <- 2
					default:
						h.PlayHuman(m)
						h.Tracef("script: played %v", m)
						res <- 1
					}
				})
				r := <-res
				if r == 2 {
					return
				}
				if r == 1 {
					break
				}
				time.Sleep(20 * time.Millisecond)
			}
		}
	}()
}

// opened opens the dialog a script token names (on the UI goroutine,
// waiting for it) and reports whether text was such a token.
func opened(h Scripted, text string) bool {
	if !strings.HasPrefix(text, "@") {
		return false
	}
	ok := make(chan bool, 1)
	h.Do(func() {
		if h.Open(text) {
			h.Tracef("script: opened %s", text)
			ok <- true
			return
		}
		ok <- false
	})
	return <-ok
}

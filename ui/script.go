package ui

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
)

// runScript plays the moves of script ("d5 e5 b5-d5") one by one, each as
// soon as a person may move, through Controller.PlayHuman as a click would.
// It stops at the first move that does not parse or is not legal then, and
// when the window closes. Options.Script documents why it exists.
func (w *Window) runScript(script string) {
	moves := strings.Fields(script)
	go func() {
		for _, text := range moves {
			if w.scriptDialog(text) {
				continue
			}
			m, err := game.ParseMove(text)
			if err != nil {
				w.tracef("script: %v", err)
				return
			}
			for {
				res := make(chan int, 1) // 0: wait, 1: played, 2: stop
				w.ctl.Do(func() {
					switch {
					case w.ctl.Closed():
						res <- 2
					case !w.ctl.HumanToMove():
						res <- 0
					case !w.ctl.Legal(m):
						w.tracef("script: %v is not legal now", m)
						res <- 2
					default:
						w.ctl.PlayHuman(m)
						w.tracef("script: played %v", m)
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

// scriptDialogs are the dialogs (and the replay window) a script opens
// with "@name", as the menu would: the process test ends the program while
// one is open.
// "@where-languages" opens nothing: it traces the middle of the toolbar's
// Language button in window coordinates, for the process test to point at
// and click, as a person does.
var scriptDialogs = map[string]func(w *Window){
	"@open":    func(w *Window) { w.doc.Open() },
	"@newgame": (*Window).newGame,
	"@stats":   (*Window).showStats,
	"@saveas":  func(w *Window) { w.doc.SaveAs() },
	"@replay":  (*Window).replay,
	"@where-languages": func(w *Window) {
		b := w.toolbar.language.Button
		if !w.toolbar.full.Visible() {
			b = w.toolbar.language.compact
		}
		p := fyne.CurrentApp().Driver().AbsolutePositionForObject(b).AddXY(b.Size().Width/2, b.Size().Height/2)
		w.tracef("script: the Language button is at %.0f %.0f", p.X, p.Y)
	},
}

// scriptDialog opens the dialog a script token names (on the UI
// goroutine, waiting for it) and reports whether text was such a token.
func (w *Window) scriptDialog(text string) bool {
	open, ok := scriptDialogs[text]
	if !ok {
		return false
	}
	done := make(chan struct{})
	w.ctl.Do(func() {
		open(w)
		w.tracef("script: opened %s", text)
		close(done)
	})
	<-done
	return true
}

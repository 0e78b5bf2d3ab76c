package ui

import (
	"fmt"
	"os"
	"sync"
	"time"
)

// exitGrace is how long the toolkit may take to shut down after the game
// was saved on the way out.
const exitGrace = 5 * time.Second

var watchdogOnce sync.Once

// armExitWatchdog makes sure the process ends after the window was closed
// or the app was told to quit: the game is already saved, so if the GL
// driver's shutdown hangs (seen once under Xvfb while the machine was
// loaded, the process never exited after the close button), a process that
// lingers would only hold the single-instance lock and block the next start.
// Only the real app arms it (Window.exitWatchdog, set by Run).
func (w *Window) armExitWatchdog() {
	if !w.exitWatchdog {
		return
	}
	watchdogOnce.Do(func() {
		time.AfterFunc(exitGrace, func() {
			fmt.Fprintf(os.Stderr, "konane: shutdown took more than %v after the game was saved; exiting\n", exitGrace)
			os.Exit(0)
		})
	})
}

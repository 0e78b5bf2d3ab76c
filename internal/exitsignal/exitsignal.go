// Package exitsignal listens for the signals that end the game — SIGTERM
// (`kill`, a logout), SIGINT (Ctrl+C) and SIGHUP (a closed terminal) — from
// the program's first milliseconds: its init runs before the packages that
// take time to set up (Fyne's among them), so that a signal during start-up
// is held for the game to handle (save, quit with status 0) instead of
// killing the process by the default action. Import it first in main.
package exitsignal

import (
	"fmt"
	"os"
	"os/signal"
	"syscall"
)

// Signals is the signals the game ends on.
var Signals = []os.Signal{syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP}

// early receives Signals from init on; capacity 1 keeps the first.
var early = make(chan os.Signal, 1)

func init() {
	signal.Notify(early, Signals...)
	if os.Getenv("KONANE_TRACE") == "1" {
		fmt.Fprintln(os.Stderr, "konane: listening for exit signals")
	}
}

// Channel returns the channel that has received Signals since the program
// started.
func Channel() chan os.Signal { return early }

// Stop restores the default action of Signals (a program that does not
// handle them itself, such as the engine, which installs its own).
func Stop() { signal.Stop(early) }

package life

import (
	"os"
	"os/signal"
	"syscall"

	"fyne.io/fyne/v2"
)

// exitSignals end the app the way Quit does: `kill` or a logout
// (SIGTERM), Ctrl+C (SIGINT), a closed terminal (SIGHUP). They are
// internal/exitsignal's, which main imports; life does not, so that its
// init does not catch these signals in every program that uses it (its
// tests).
var exitSignals = []os.Signal{syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP}

// CatchSignals starts listening for exitSignals and returns the channel
// (capacity 1) for ui.Options.Signals. main passes exitsignal.Channel()
// instead, which has listened since the program's first milliseconds, so
// that a signal during start-up does not kill the process by the default
// action.
func CatchSignals() chan os.Signal {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, exitSignals...)
	return ch
}

// Signalled reports whether a signal is waiting on sigs, taking it.
func Signalled(sigs chan os.Signal) bool {
	select {
	case <-sigs:
		return true
	default:
		return false
	}
}

// QuitOnSignal makes SIGTERM, SIGINT and SIGHUP end the app like the Quit
// menu item, with the game saved exactly once. It returns a function that
// stops listening.
func (s *Session) QuitOnSignal() (stop func()) {
	return s.QuitOnSignals(CatchSignals())
}

// QuitOnSignals handles the first signal on ch (from CatchSignals). The
// save runs at once on the signal's goroutine, from the snapshot of the
// last change: Fyne's driver stops the UI loop on SIGTERM and SIGINT by
// itself, so a save queued for the loop could never run (End saves, or
// waits for this save, after the loop ends). Then it asks the driver to
// quit: Fyne's own listener starts with the loop, so a signal before it
// would otherwise leave the app running until the exit watchdog.
func (s *Session) QuitOnSignals(ch chan os.Signal) (stop func()) {
	done := make(chan struct{})
	go func() {
		select {
		case sig := <-ch:
			if p := s.Persist; p != nil {
				p.Logf("signal %v", sig)
				_ = p.SaveOnExit(true)
			}
			s.StopHandoff()
			s.ArmExitWatchdog()
			fyne.Do(s.driverQuit)
		case <-done:
		}
	}()
	return func() {
		signal.Stop(ch)
		close(done)
	}
}

// driverQuit ends the UI loop the way Fyne's own SIGTERM handler does
// (Driver.Quit, not App.Quit, which would close the windows through GLFW
// and panic once the loop has ended). Queued by fyne.Do, it runs in the
// loop, or after the loop has ended at once, where the driver's Quit does
// nothing; queued before the loop starts, it runs in its first turn.
func (s *Session) driverQuit() { s.app.Driver().Quit() }

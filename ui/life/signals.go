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

// QuitOnSignals handles the first signal on ch: it saves at once on its
// own goroutine (Fyne stops the UI loop on SIGTERM and SIGINT itself, so
// a save queued for the loop could not run), then asks the driver to quit
// (Fyne's own listener starts only with the loop).
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

// driverQuit ends the UI loop as Fyne's own SIGTERM handler does:
// Driver.Quit, which does nothing once the loop has ended (App.Quit would
// close the windows through GLFW and panic then).
func (s *Session) driverQuit() { s.app.Driver().Quit() }

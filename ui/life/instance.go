package life

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"time"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/internal/instance"
	"github.com/konane/konane/ui/internal/visible"
)

// HandOff gives file to the copy of the app running on the storage folder
// dir, or without a file asks it to raise its window, and reports whether
// this process is done, with its exit status. Before a file is sent,
// problem (document.PathProblem) says why it cannot be opened, if it
// cannot: then it is said on stderr (nil: os.Stderr) and not sent, status
// 1. A file handed over is said on stderr, a raise on trace (nil:
// nowhere). With no other copy running it returns false, the file unread.
func HandOff(a fyne.App, dir, file string, problem func(path string) string, stderr, trace io.Writer) (done bool, status int) {
	if stderr == nil {
		stderr = os.Stderr
	}
	if !instance.Works {
		return false, 0
	}
	if file == "" {
		if err := instance.Raise(dir); err != nil {
			return false, 0
		}
		if trace != nil {
			fmt.Fprintln(trace, "konane: the running copy brings its window to the front")
		}
		return true, 0
	}
	var refused string
	err := instance.HandOverChecked(dir, file, func() error {
		i18n.Setup(a.Preferences().String(i18n.PreferenceKey))
		if refused = problem(file); refused != "" {
			return errors.New(refused)
		}
		return nil
	})
	switch {
	case refused != "":
		fmt.Fprintln(stderr, "konane: "+i18n.Plain(refused))
		return true, 1
	case err != nil:
		return false, 0
	}
	fmt.Fprintln(stderr, i18n.Plain(i18n.Format(i18n.MsgSentToRunningCopy, i18n.Args{"Name": visible.Name(filepath.Base(file))})))
	return true, 0
}

// listen makes this copy, which holds the lock of the storage folder dir,
// take the requests of later copies (instance.Listen): each file sent is
// opened, and each request for the window brings it to the front, on the
// UI goroutine through do. StopHandoff closes the listener.
func (s *Session) listen(dir string, do func(func())) error {
	l, err := instance.Listen(dir, instance.Requests{
		Open:  func(p string) { do(func() { s.receiveFile(p) }) },
		Raise: func() { do(s.raise) },
	})
	if err != nil {
		return err
	}
	s.handoff = l
	return nil
}

// StopHandoff closes the listener of listen and lets the instance lock go
// (instance.Release), once, from any goroutine, after the last save:
// closing the listener removes the socket file, so that no instance.sock
// stays in the storage folder after a clean exit (close, Quit, a signal).
func (s *Session) StopHandoff() {
	s.once.Do(func() {
		if s.handoff != nil {
			_ = s.handoff.Close()
		}
		if s.heldDir != "" {
			instance.Release(s.heldDir)
		}
	})
}

// raise brings the window to the front for a second start without a file.
func (s *Session) raise() {
	s.host.Tracef("raised by another copy")
	s.host.Raise()
}

// receiveFile opens a file sent by a second copy and brings the window to
// the front.
func (s *Session) receiveFile(path string) {
	s.host.Tracef("received %s from another copy", path)
	s.host.Raise()
	s.host.OpenPath(path)
}

// exitGrace is how long the toolkit may take to shut down after the game
// was saved on the way out.
const exitGrace = 5 * time.Second

var watchdogOnce sync.Once

// exitStuck ends a process whose shutdown outlived exitGrace, after
// writing the preferences whole: Fyne's own save on the way out may be
// half done, and an exit then would leave a truncated file.
func (s *Session) exitStuck() {
	fmt.Fprintf(os.Stderr, "konane: shutdown took more than %v after the game was saved; exiting\n", exitGrace)
	if err := SaveSettings(s.app); err != nil {
		fmt.Fprintf(os.Stderr, "konane: settings not saved: %v\n", err)
	}
	s.exit(0)
}

// ArmExitWatchdog makes sure the process ends after the window was closed
// or the app was told to quit, when Watchdog is set: the game is already
// saved, and a process whose GL driver's shutdown hangs would only hold
// the single-instance lock and block the next start.
func (s *Session) ArmExitWatchdog() {
	if !s.Watchdog {
		return
	}
	watchdogOnce.Do(func() {
		time.AfterFunc(exitGrace, s.exitStuck)
	})
}

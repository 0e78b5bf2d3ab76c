package ui

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
)

// Hand-off: a second start with a file (`konane game.kgn`, a double click
// in the file manager) while a copy already runs sends the file's path to
// that copy, which opens it as Game → Open does, instead of opening a
// second window. The copy that holds the instance lock listens on the unix
// socket instanceSocketName beside the lock; the protocol is one line with
// the absolute path, answered by "ok". Only where the lock works (unix,
// and Windows with AF_UNIX sockets, 10 1803 and later): elsewhere every
// copy would take the socket from the one before.

// instanceSocketName is the socket in the storage folder.
const instanceSocketName = "instance.sock"

// maxHandoffLine bounds the line a second copy may send (a path).
const maxHandoffLine = 8 << 10

// handoffTimeout bounds a whole exchange on either side.
const handoffTimeout = 5 * time.Second

// errHandoffRefused is returned by sendToRunningCopy when the running copy
// answered but did not take the file.
var errHandoffRefused = errors.New("the running copy did not take the file")

// listenForFiles makes this copy, which holds the lock of the storage
// folder dir, take files sent by later copies: each is opened on the UI
// goroutine through do. The listener is closed with the window.
func (w *Window) listenForFiles(dir string, do func(func())) error {
	path := filepath.Join(dir, instanceSocketName)
	_ = os.Remove(path) // left by a copy that was killed: the lock is ours now
	l, err := net.Listen("unix", path)
	if err != nil {
		return err
	}
	w.handoff = l
	go serveHandoffs(l, func(p string) { do(func() { w.receiveFile(p) }) })
	return nil
}

// stopHandoff closes the listener of listenForFiles, once, from any
// goroutine: closing it removes the socket file, so that no instance.sock
// stays in the storage folder after a clean exit (close, Quit, a signal).
func (w *Window) stopHandoff() {
	w.handoffOnce.Do(func() {
		if w.handoff != nil {
			_ = w.handoff.Close()
		}
	})
}

// receiveFile opens a file sent by a second copy and brings the window to
// the front.
func (w *Window) receiveFile(path string) {
	w.tracef("received %s from another copy", path)
	w.win.RequestFocus()
	w.openPath(path)
}

// serveHandoffs accepts connections on l until it is closed.
func serveHandoffs(l net.Listener, open func(path string)) {
	for {
		c, err := l.Accept()
		if err != nil {
			return
		}
		go serveHandoff(c, open)
	}
}

// serveHandoff reads one absolute path from c, passes it to open and
// answers "ok"; anything else is answered "error" and dropped.
func serveHandoff(c net.Conn, open func(path string)) {
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(handoffTimeout))
	line, err := bufio.NewReader(io.LimitReader(c, maxHandoffLine)).ReadString('\n')
	path := strings.TrimSuffix(line, "\n")
	if err != nil || !filepath.IsAbs(path) {
		fmt.Fprint(c, "error\n")
		return
	}
	open(path)
	fmt.Fprint(c, "ok\n")
}

// sendToRunningCopy gives the file at path to the copy of the app that
// listens in the storage folder dir. It fails when no copy listens (none
// runs, or one that was killed left its socket), and with
// errHandoffRefused when the copy did not take it.
func sendToRunningCopy(dir, path string) error {
	abs, err := filepath.Abs(path)
	if err != nil {
		return err
	}
	if strings.ContainsAny(abs, "\n\x00") {
		return fmt.Errorf("%w: the path %q cannot be sent", errHandoffRefused, abs)
	}
	c, err := net.DialTimeout("unix", filepath.Join(dir, instanceSocketName), handoffTimeout)
	if err != nil {
		return err
	}
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(handoffTimeout))
	if _, err := fmt.Fprintf(c, "%s\n", abs); err != nil {
		return err
	}
	reply, err := bufio.NewReader(io.LimitReader(c, 64)).ReadString('\n')
	if err != nil {
		return err
	}
	if reply != "ok\n" {
		return errHandoffRefused
	}
	return nil
}

// handoffStartWait bounds how long handOver waits for a copy that holds
// the lock but does not listen yet: it is still starting (the lock comes
// before the listener), as when several saved games are opened at once.
var handoffStartWait = 3 * time.Second

// errFirstCopy is the error of handOver when no other copy runs: this one
// now holds the lock and starts as the first.
var errFirstCopy = errors.New("no other copy of the app runs")

// handOver gives the file at path to the copy of the app that holds the
// lock of the storage folder dir. It takes the lock first if it can
// (holdInstance; then it fails with errFirstCopy, and this copy keeps the
// lock), so that of several copies started at once exactly one becomes the
// first and the others hand over to it. While the lock is held elsewhere it
// sends the file, again every 100 ms for up to handoffStartWait if that
// copy does not listen yet.
func handOver(dir, path string) error {
	if err := holdInstance(dir); err == nil {
		return errFirstCopy
	} else if !errors.Is(err, errInstanceLocked) {
		return err
	}
	deadline := time.Now().Add(handoffStartWait)
	for {
		err := sendToRunningCopy(dir, path)
		if err == nil || errors.Is(err, errHandoffRefused) || time.Now().After(deadline) {
			return err
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// storageDir is the folder of the autosave, the statistics and the lock:
// Options.StorageDir, else the app's storage.
func storageDir(a fyne.App, opts Options) string {
	if opts.StorageDir != "" {
		return opts.StorageDir
	}
	return a.Storage().RootURI().Path()
}

package instance

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Hand-off: a second start with a file (`konane game.kgn`, a double click
// in the file manager) while a copy already runs sends the file's path to
// that copy, which opens it, instead of opening a second window; a second
// start without a file asks that copy to bring its window to the front.
// The copy that holds the lock listens beside it (listen and dial, one
// transport per system: on Unix the unix socket SocketName in the folder,
// on Windows a named pipe named after the folder); the protocol is one
// line, the absolute path of the file or raiseLine, answered by "ok" (or
// "error"). Only where the lock works (Works): elsewhere every copy would
// take the socket from the one before.

// SocketName is the unix socket of the hand-off in the storage folder
// (Unix; on Windows the hand-off needs no file). Where that path is longer
// than a socket's may be, the socket is a hash of the folder's path in the
// user's private runtime folder instead (socketPath).
const SocketName = "instance.sock"

// maxLine bounds the line a second copy may send (a path).
const maxLine = 8 << 10

// raiseLine is the request of a second start without a file: bring the
// window to the front. It is no absolute path, so a running copy of an
// older version that does not know it answers "error" (ErrRefused), and
// the second start opens a window of its own.
const raiseLine = "raise"

// exchangeTimeout bounds a whole exchange on either side.
const exchangeTimeout = 5 * time.Second

// ErrRefused is returned by Send and HandOver when the running copy
// answered but did not take the file, and by AskToRaise and Raise when it
// answered but did not take the request.
var ErrRefused = errors.New("the running copy did not take the request")

// ErrFirstCopy is the error of HandOver when no other copy runs: this one
// now holds the lock and starts as the first.
var ErrFirstCopy = errors.New("no other copy of the app runs")

// ErrNotSent is the error of HandOverChecked when its check refused the
// file: another copy runs, and the file was not sent to it.
var ErrNotSent = errors.New("the file was not sent to the running copy")

// startWait bounds how long HandOver waits for a copy that holds the lock
// but does not listen yet: it is still starting (the lock comes before the
// listener), as when several saved games are opened at once.
var startWait = 3 * time.Second

// Requests are what the copy that holds the lock does for later copies.
// Both functions are called on a goroutine of the listener's, so a window
// must pass them on to its UI goroutine (fyne.Do); the later copy gets its
// "ok" once they return.
type Requests struct {
	// Open is called with the absolute path of each file sent (Send,
	// HandOver).
	Open func(path string)
	// Raise is called for each request to bring the window to the front
	// (AskToRaise, Raise). If nil, such requests are answered "error".
	Raise func()
}

// Listen makes this copy, which holds the lock of the storage folder dir,
// take the requests of later copies: the files they send and their asking
// for the window. Closing the returned listener stops it and removes the
// socket, so that none stays in the folder after a clean exit.
func Listen(dir string, r Requests) (io.Closer, error) {
	l, err := listen(dir)
	if err != nil {
		return nil, err
	}
	go serve(l, r)
	return l, nil
}

// serve accepts connections on l until it is closed.
func serve(l net.Listener, r Requests) {
	for {
		c, err := l.Accept()
		if err != nil {
			return
		}
		go serveOne(c, r)
	}
}

// serveOne reads one request from c: an absolute path, quoted as Go
// quotes strings (strconv.Quote: any byte a file system allows, a new
// line included) or bare (older copies), which it passes to r.Open, or
// raiseLine, for which it calls r.Raise; either is answered "ok".
// Anything else is answered "error" and dropped.
func serveOne(c net.Conn, r Requests) {
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(exchangeTimeout))
	line, err := bufio.NewReader(io.LimitReader(c, maxLine)).ReadString('\n')
	req := strings.TrimSuffix(line, "\n")
	if p, uerr := strconv.Unquote(req); uerr == nil && strings.HasPrefix(req, `"`) {
		req = p
	}
	switch {
	case err != nil:
		fmt.Fprint(c, "error\n")
	case req == raiseLine && r.Raise != nil:
		r.Raise()
		fmt.Fprint(c, "ok\n")
	case filepath.IsAbs(req) && r.Open != nil:
		r.Open(req)
		fmt.Fprint(c, "ok\n")
	default:
		fmt.Fprint(c, "error\n")
	}
}

// Send gives the file at path to the copy of the app that listens in the
// storage folder dir. It fails when no copy listens (none runs, or one
// that was killed left its socket), and with ErrRefused when the copy did
// not take it.
func Send(dir, path string) error {
	if strings.ContainsRune(path, 0) { // no file system's name; Windows' Abs fails on it
		return fmt.Errorf("%w: the path %q cannot be sent", ErrRefused, path)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return err
	}
	return request(dir, strconv.Quote(abs))
}

// AskToRaise asks the copy of the app that listens in the storage folder
// dir to bring its window to the front. It fails as Send does: when no
// copy listens, and with ErrRefused when the copy did not take the request
// (a copy of a version that knows only files).
func AskToRaise(dir string) error { return request(dir, raiseLine) }

// request sends the one line line to the copy that listens in dir and
// waits for its answer: nil for "ok", ErrRefused for anything else.
func request(dir, line string) error {
	c, err := dial(dir, exchangeTimeout)
	if err != nil {
		return err
	}
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(exchangeTimeout))
	if _, err := fmt.Fprintf(c, "%s\n", line); err != nil {
		return err
	}
	reply, err := bufio.NewReader(io.LimitReader(c, 64)).ReadString('\n')
	if err != nil {
		return err
	}
	if reply != "ok\n" {
		return ErrRefused
	}
	return nil
}

// Listening reports whether a copy of the app listens for files in the
// storage folder dir: its socket (Unix) or pipe (Windows) takes a
// connection, which is closed at once (the copy answers it "error").
func Listening(dir string) bool {
	c, err := dial(dir, exchangeTimeout)
	if err != nil {
		return false
	}
	_ = c.Close()
	return true
}

// HandOver gives the file at path to the copy of the app holding the lock
// of storage folder dir. A free lock it takes and fails with ErrFirstCopy,
// so one of several copies started together comes first; else it sends the
// file, retrying every 100 ms for up to 3 s while that copy does not
// listen.
func HandOver(dir, path string) error {
	return HandOverChecked(dir, path, nil)
}

// HandOverChecked is HandOver, but once another copy is known to hold the
// lock it calls check (nil: none) and, if that fails, returns its error
// (wrapped in ErrNotSent) without sending the file, so that a file the
// running copy could not open is refused where it was named.
func HandOverChecked(dir, path string, check func() error) error {
	return toHolder(dir, check, func() error { return Send(dir, path) })
}

// Raise asks the copy of the app holding the lock of storage folder dir to
// bring its window to the front. As HandOver, it takes a free lock and
// fails with ErrFirstCopy, and waits up to 3 s for a copy to listen (else
// AskToRaise's error); ErrRefused means the copy did not take the request.
func Raise(dir string) error {
	return toHolder(dir, nil, func() error { return AskToRaise(dir) })
}

// toHolder is HandOver and Raise: it takes the lock of dir if it is free
// (ErrFirstCopy), and otherwise calls check, if not nil (its error wrapped
// in ErrNotSent), then send, again every 100 ms for up to startWait while
// no copy listens.
func toHolder(dir string, check, send func() error) error {
	if err := Hold(dir); err == nil {
		return ErrFirstCopy
	} else if !errors.Is(err, ErrLocked) {
		return err
	}
	if check != nil {
		if err := check(); err != nil {
			return fmt.Errorf("%w: %w", ErrNotSent, err)
		}
	}
	deadline := time.Now().Add(startWait)
	for {
		err := send()
		if err == nil || errors.Is(err, ErrRefused) || time.Now().After(deadline) {
			return err
		}
		time.Sleep(100 * time.Millisecond)
	}
}

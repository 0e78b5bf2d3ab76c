package instance

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"path/filepath"
	"strings"
	"time"
)

// Hand-off: a second start with a file (`konane game.kgn`, a double click
// in the file manager) while a copy already runs sends the file's path to
// that copy, which opens it, instead of opening a second window. The copy
// that holds the lock listens beside it (listen and dial, one transport per
// system: on Unix the unix socket SocketName in the folder, on Windows a
// named pipe named after the folder); the protocol is one
// line with the absolute path, answered by "ok". Only where the lock works
// (Works): elsewhere every copy would take the socket from the one before.

// SocketName is the unix socket of the hand-off in the storage folder
// (Unix; on Windows the hand-off needs no file). Where that path is longer
// than a socket's may be, the socket is a hash of the folder's path in the
// user's private runtime folder instead (socketPath).
const SocketName = "instance.sock"

// maxLine bounds the line a second copy may send (a path).
const maxLine = 8 << 10

// exchangeTimeout bounds a whole exchange on either side.
const exchangeTimeout = 5 * time.Second

// ErrRefused is returned by Send and HandOver when the running copy
// answered but did not take the file.
var ErrRefused = errors.New("the running copy did not take the file")

// ErrFirstCopy is the error of HandOver when no other copy runs: this one
// now holds the lock and starts as the first.
var ErrFirstCopy = errors.New("no other copy of the app runs")

// startWait bounds how long HandOver waits for a copy that holds the lock
// but does not listen yet: it is still starting (the lock comes before the
// listener), as when several saved games are opened at once.
var startWait = 3 * time.Second

// Listen makes this copy, which holds the lock of the storage folder dir,
// take the files sent by later copies: open is called with each absolute
// path, on a goroutine of the listener's (so a window must pass it on to
// its UI goroutine). Closing the returned listener stops it and removes
// the socket, so that none stays in the folder after a clean exit.
func Listen(dir string, open func(path string)) (io.Closer, error) {
	l, err := listen(dir)
	if err != nil {
		return nil, err
	}
	go serve(l, open)
	return l, nil
}

// serve accepts connections on l until it is closed.
func serve(l net.Listener, open func(path string)) {
	for {
		c, err := l.Accept()
		if err != nil {
			return
		}
		go serveOne(c, open)
	}
}

// serveOne reads one absolute path from c, passes it to open and answers
// "ok"; anything else is answered "error" and dropped.
func serveOne(c net.Conn, open func(path string)) {
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(exchangeTimeout))
	line, err := bufio.NewReader(io.LimitReader(c, maxLine)).ReadString('\n')
	path := strings.TrimSuffix(line, "\n")
	if err != nil || !filepath.IsAbs(path) {
		fmt.Fprint(c, "error\n")
		return
	}
	open(path)
	fmt.Fprint(c, "ok\n")
}

// Send gives the file at path to the copy of the app that listens in the
// storage folder dir. It fails when no copy listens (none runs, or one
// that was killed left its socket), and with ErrRefused when the copy did
// not take it.
func Send(dir, path string) error {
	abs, err := filepath.Abs(path)
	if err != nil {
		return err
	}
	if strings.ContainsAny(abs, "\n\x00") {
		return fmt.Errorf("%w: the path %q cannot be sent", ErrRefused, abs)
	}
	c, err := dial(dir, exchangeTimeout)
	if err != nil {
		return err
	}
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(exchangeTimeout))
	if _, err := fmt.Fprintf(c, "%s\n", abs); err != nil {
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

// HandOver gives the file at path to the copy of the app that holds the
// lock of the storage folder dir. It takes the lock first if it can (Hold;
// then it fails with ErrFirstCopy, and this copy keeps the lock), so that
// of several copies started at once exactly one becomes the first and the
// others hand over to it. While the lock is held elsewhere it sends the
// file, again every 100 ms for up to 3 s if that copy does not listen yet.
func HandOver(dir, path string) error {
	if err := Hold(dir); err == nil {
		return ErrFirstCopy
	} else if !errors.Is(err, ErrLocked) {
		return err
	}
	deadline := time.Now().Add(startWait)
	for {
		err := Send(dir, path)
		if err == nil || errors.Is(err, ErrRefused) || time.Now().After(deadline) {
			return err
		}
		time.Sleep(100 * time.Millisecond)
	}
}

package engine

import (
	"io"
	"os"

	"golang.org/x/sys/unix"
)

// watchPeriod bounds how long the watcher of the output takes to notice
// that Run has returned (it then stops).
const watchPeriod = 50

// watchOutput returns a channel that is closed when out is a pipe, socket
// or terminal whose other end has gone (poll(2) reports POLLERR or POLLHUP
// on it without a write), or nil when out is not one. The watch ends with
// done.
func watchOutput(out io.Writer, done <-chan struct{}) <-chan struct{} {
	f, ok := out.(*os.File)
	if !ok {
		return nil
	}
	fi, err := f.Stat()
	if err != nil || fi.Mode()&(os.ModeNamedPipe|os.ModeSocket|os.ModeCharDevice) == 0 {
		return nil
	}
	raw, err := f.SyscallConn()
	if err != nil {
		return nil
	}
	gone := make(chan struct{})
	go func() {
		for {
			select {
			case <-done:
				return
			default:
			}
			hung := false
			if err := raw.Control(func(fd uintptr) { hung = hungUp(int(fd)) }); err != nil {
				return // out was closed by this program: nothing to watch
			}
			if hung {
				close(gone)
				return
			}
		}
	}()
	return gone
}

// hungUp waits up to watchPeriod ms for fd to report that its other end has
// gone.
func hungUp(fd int) bool {
	fds := []unix.PollFd{{Fd: int32(fd)}}
	n, err := unix.Poll(fds, watchPeriod)
	return err == nil && n > 0 && fds[0].Revents&(unix.POLLERR|unix.POLLHUP) != 0
}

//go:build unix || windows

package instance

import (
	"net"
	"os"
	"path/filepath"
	"time"
)

// The hand-off's transport is an AF_UNIX socket on Unix and on Windows
// (10 1803 and later); another transport for a system replaces this file's
// two functions there.

// listen opens the hand-off's listener of the storage folder dir: the unix
// socket SocketName in it. A socket left by a copy that was killed is
// removed first: the lock is this copy's now.
func listen(dir string) (net.Listener, error) {
	path := filepath.Join(dir, SocketName)
	_ = os.Remove(path)
	return net.Listen("unix", path)
}

// dial connects to the listener of the storage folder dir, waiting up to
// timeout.
func dial(dir string, timeout time.Duration) (net.Conn, error) {
	return net.DialTimeout("unix", filepath.Join(dir, SocketName), timeout)
}

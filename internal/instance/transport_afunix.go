//go:build unix

package instance

import (
	"net"
	"os"
	"path/filepath"
	"time"
)

// On Unix the hand-off's transport is an AF_UNIX socket in the storage
// folder (Windows has its own, a named pipe: transport_windows.go).

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

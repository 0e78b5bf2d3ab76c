//go:build !unix && !windows

package instance

import (
	"errors"
	"net"
	"time"
)

// listen has no transport here (Works is false, so it is not called).
func listen(dir string) (net.Listener, error) { return nil, errors.ErrUnsupported }

// dial has no transport here (Works is false, so it is not called).
func dial(dir string, timeout time.Duration) (net.Conn, error) {
	return nil, errors.ErrUnsupported
}

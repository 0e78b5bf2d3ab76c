//go:build !windows

package engine

import (
	"errors"
	"io"
	"syscall"
)

// isClosedPipe reports whether err is a write to a pipe or socket whose
// reader has gone.
func isClosedPipe(err error) bool {
	return errors.Is(err, syscall.EPIPE) || errors.Is(err, io.ErrClosedPipe)
}

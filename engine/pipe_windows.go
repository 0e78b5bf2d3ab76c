package engine

import (
	"errors"
	"io"

	"golang.org/x/sys/windows"
)

// isClosedPipe reports whether err is a write to a pipe whose reader has
// gone: Windows says ERROR_NO_DATA ("the pipe is being closed") or
// ERROR_BROKEN_PIPE.
func isClosedPipe(err error) bool {
	return errors.Is(err, windows.ERROR_NO_DATA) || errors.Is(err, windows.ERROR_BROKEN_PIPE) ||
		errors.Is(err, io.ErrClosedPipe)
}

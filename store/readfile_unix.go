//go:build unix

package store

import (
	"os"
	"syscall"
)

// openNoBlock opens path for reading without waiting: a FIFO with no
// writer opens at once instead of blocking in open(2).
func openNoBlock(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}

//go:build unix

package ui

import (
	"errors"
	"os"
	"syscall"
)

// tryLockFile takes an exclusive flock on f without waiting, or fails with
// errInstanceLocked while another open of the file holds one.
func tryLockFile(f *os.File) (unlock func(), err error) {
	fd := int(f.Fd())
	if err := syscall.Flock(fd, syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, errInstanceLocked
		}
		return nil, err
	}
	return func() { _ = syscall.Flock(fd, syscall.LOCK_UN) }, nil
}

// instanceLockWorks tells that a second copy of the app finds the lock
// taken (and so may hand its file to the first, see listenForFiles).
const instanceLockWorks = true

// ownedByMe reports whether the file fi belongs to the user running the
// app (a game saved elsewhere in the shared temporary folder).
func ownedByMe(fi os.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return !ok || int(st.Uid) == os.Getuid()
}

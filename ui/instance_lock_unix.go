//go:build unix

package ui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
)

// lockInstance takes the single-instance lock of the storage folder dir: an
// exclusive, non-blocking flock on dir/instance.lock. It returns the
// function that lets the lock go; the system lets it go anyway when the
// process ends, however it ends. It fails with errInstanceLocked (wrapped)
// while another open of the file holds the lock, in another process or in
// this one.
func lockInstance(dir string) (release func(), err error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(filepath.Join(dir, instanceLockName), os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	fd := int(f.Fd())
	if err := syscall.Flock(fd, syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, fmt.Errorf("%w: %s", errInstanceLocked, f.Name())
		}
		return nil, err
	}
	return func() {
		_ = syscall.Flock(fd, syscall.LOCK_UN)
		f.Close()
	}, nil
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

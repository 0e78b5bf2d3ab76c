//go:build windows

package instance

import (
	"errors"
	"os"

	"golang.org/x/sys/windows"
)

// tryLockFile takes an exclusive LockFileEx on the first byte of f, failing
// at once instead of waiting: ErrLocked while another handle holds it, in
// another process or in this one (ERROR_LOCK_VIOLATION).
func tryLockFile(f *os.File) (unlock func(), err error) {
	h := windows.Handle(f.Fd())
	var first windows.Overlapped // offset 0
	flags := uint32(windows.LOCKFILE_EXCLUSIVE_LOCK | windows.LOCKFILE_FAIL_IMMEDIATELY)
	if err := windows.LockFileEx(h, flags, 0, 1, 0, &first); err != nil {
		if errors.Is(err, windows.ERROR_LOCK_VIOLATION) || errors.Is(err, windows.ERROR_IO_PENDING) {
			return nil, ErrLocked
		}
		return nil, err
	}
	return func() { _ = windows.UnlockFileEx(h, 0, 1, 0, &first) }, nil
}

// Works tells that a second copy of the app finds the lock taken (and so
// may hand its file to the first through the transport of Listen).
const Works = true

//go:build windows

package ui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"golang.org/x/sys/windows"
)

// lockInstance takes the single-instance lock of the storage folder dir: an
// exclusive LockFileEx on the first byte of dir/instance.lock, failing at
// once instead of waiting. It returns the function that lets the lock go;
// Windows lets it go anyway when the process ends, however it ends. It fails
// with errInstanceLocked (wrapped) while another handle holds the lock, in
// another process or in this one (ERROR_LOCK_VIOLATION).
func lockInstance(dir string) (release func(), err error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(filepath.Join(dir, instanceLockName), os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	h := windows.Handle(f.Fd())
	var whole windows.Overlapped // offset 0
	flags := uint32(windows.LOCKFILE_EXCLUSIVE_LOCK | windows.LOCKFILE_FAIL_IMMEDIATELY)
	if err := windows.LockFileEx(h, flags, 0, 1, 0, &whole); err != nil {
		f.Close()
		if errors.Is(err, windows.ERROR_LOCK_VIOLATION) || errors.Is(err, windows.ERROR_IO_PENDING) {
			return nil, fmt.Errorf("%w: %s", errInstanceLocked, f.Name())
		}
		return nil, err
	}
	return func() {
		_ = windows.UnlockFileEx(h, 0, 1, 0, &whole)
		f.Close()
	}, nil
}

// instanceLockWorks tells that a second copy of the app finds the lock
// taken (and so may hand its file to the first through the AF_UNIX socket
// of listenForFiles, which Windows 10 1803 and later provide).
const instanceLockWorks = true

// ownedByMe reports whether the file fi belongs to the user running the
// app. The folders it looks in are the user's own on Windows (the
// temporary folder is per user, under %LOCALAPPDATA%), so every file does.
func ownedByMe(fi os.FileInfo) bool { return true }

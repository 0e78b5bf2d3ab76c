//go:build !unix && !windows

package instance

import "os"

// tryLockFile always succeeds on systems with neither flock nor LockFileEx
// (Plan 9, WebAssembly): there, two copies of the app on the same storage
// folder would overwrite each other's autosave.
func tryLockFile(f *os.File) (unlock func(), err error) {
	return func() {}, nil
}

// Works tells that a second copy of the app finds the lock taken; here it
// never does, so files are never handed to another copy.
const Works = false

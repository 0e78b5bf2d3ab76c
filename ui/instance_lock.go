package ui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
)

// Single instance: two copies of the app on the same storage folder would
// overwrite each other's autosave. The first copy holds a lock on the file
// instanceLockName in the folder for as long as it runs (lockInstance, with
// tryLockFile one implementation per system); a later copy that cannot take it neither
// resumes nor autosaves nor counts statistics, and says so once.

// instanceLockName is the lock file in the storage folder.
const instanceLockName = "instance.lock"

// errInstanceLocked is the error of lockInstance when another copy of the
// app holds the lock.
var errInstanceLocked = errors.New("the storage folder is in use by another copy of Konane")

// heldLocks are the storage folders this process holds the lock of, for
// the rest of its life. A second window of the same process on the same
// folder (the tests, which restart on one folder) shares the lock.
var heldLocks = struct {
	sync.Mutex
	dirs map[string]func()
}{dirs: map[string]func(){}}

// holdInstance takes the lock of the storage folder dir for the rest of the
// process, or finds it already taken by this process. It returns
// errInstanceLocked (wrapped) when another process holds it, and any other
// error when the lock file cannot be made (then nothing stops two copies).
func holdInstance(dir string) error {
	key := filepath.Clean(dir)
	heldLocks.Lock()
	defer heldLocks.Unlock()
	if _, ok := heldLocks.dirs[key]; ok {
		return nil
	}
	release, err := lockInstance(key)
	if err != nil {
		return err
	}
	heldLocks.dirs[key] = release
	return nil
}

// lockInstance takes the single-instance lock of the storage folder dir: an
// exclusive, non-blocking lock (tryLockFile) on dir/instance.lock. It
// returns the function that lets the lock go; the system lets it go anyway
// when the process ends, however it ends. It fails with errInstanceLocked
// (wrapped, with the file's path) while another open of the file holds the
// lock, in another process or in this one.
func lockInstance(dir string) (release func(), err error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(filepath.Join(dir, instanceLockName), os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	unlock, err := tryLockFile(f)
	if err != nil {
		f.Close()
		if errors.Is(err, errInstanceLocked) {
			return nil, fmt.Errorf("%w: %s", err, f.Name())
		}
		return nil, err
	}
	return func() {
		unlock()
		f.Close()
	}, nil
}

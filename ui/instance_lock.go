package ui

import (
	"errors"
	"path/filepath"
	"sync"
)

// Single instance: two copies of the app on the same storage folder would
// overwrite each other's autosave. The first copy holds a lock on the file
// instanceLockName in the folder for as long as it runs (lockInstance, one
// implementation per system); a later copy that cannot take it neither
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

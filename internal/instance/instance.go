// Package instance keeps one copy of the app per storage folder and lets a
// later copy hand its file to the one that runs, or ask it for its window.
// Two copies on the same folder would overwrite each other's autosave, so
// the first copy holds a lock on LockName in the folder for as long as it
// runs (Hold, with tryLockFile one implementation per system: flock,
// LockFileEx, none); a later copy that cannot take it neither resumes nor
// autosaves nor counts statistics. Where the lock works, the first copy
// also listens beside it (Listen) for the files that later starts send
// (HandOver) and for their asking it to bring its window to the front
// (Raise).
//
// The package knows nothing of windows or games: it moves paths and
// requests.
package instance

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
)

// LockName is the lock file in the storage folder.
const LockName = "instance.lock"

// ErrLocked is the error of Lock and Hold when another copy of the app
// holds the lock.
var ErrLocked = errors.New("the storage folder is in use by another copy of Konane")

// held is a storage folder this process holds the lock of: the function
// that lets it go, and how many Holds share it.
type held struct {
	release func()
	holders int
}

// heldLocks are the storage folders this process holds the lock of. A
// second window of the same process on the same folder (the tests, which
// restart on one folder) shares the lock.
var heldLocks = struct {
	sync.Mutex
	dirs map[string]*held
}{dirs: map[string]*held{}}

// Hold takes the lock of storage folder dir for this process, or shares it
// if already held here, until one Release per Hold or the process's end. It
// returns a wrapped ErrLocked if another process holds it, another error if
// the lock file cannot be made.
func Hold(dir string) error {
	key := filepath.Clean(dir)
	heldLocks.Lock()
	defer heldLocks.Unlock()
	if h, ok := heldLocks.dirs[key]; ok {
		h.holders++
		return nil
	}
	release, err := Lock(key)
	if err != nil {
		return err
	}
	heldLocks.dirs[key] = &held{release: release, holders: 1}
	return nil
}

// Release ends one Hold of storage folder dir. The last one releases the
// lock and closes the lock file (an open file would keep the folder from
// being removed on Windows). A folder this process does not hold is
// ignored.
func Release(dir string) {
	key := filepath.Clean(dir)
	heldLocks.Lock()
	defer heldLocks.Unlock()
	h, ok := heldLocks.dirs[key]
	if !ok {
		return
	}
	if h.holders--; h.holders == 0 {
		h.release()
		delete(heldLocks.dirs, key)
	}
}

// Lock takes the exclusive, non-blocking lock of dir/LockName and returns
// the function that releases it (the system releases it at process end
// anyway). It fails with a wrapped ErrLocked, naming the file, while
// another open of the file holds it, in any process.
func Lock(dir string) (release func(), err error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(filepath.Join(dir, LockName), os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	unlock, err := tryLockFile(f)
	if err != nil {
		f.Close()
		if errors.Is(err, ErrLocked) {
			return nil, fmt.Errorf("%w: %s", err, f.Name())
		}
		return nil, err
	}
	return func() {
		unlock()
		f.Close()
	}, nil
}

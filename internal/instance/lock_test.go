//go:build unix || windows

package instance

import (
	"errors"
	"os"
	"testing"
)

func TestASecondInstanceLockOnTheSameFolderFailsUntilTheFirstIsReleased(t *testing.T) {
	dir := t.TempDir()
	release, err := Lock(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Lock(dir); !errors.Is(err, ErrLocked) {
		t.Fatalf("second lock while the first is held: %v, want ErrLocked", err)
	}
	if r, err := Lock(t.TempDir()); err != nil {
		t.Errorf("a lock on another folder: %v", err)
	} else {
		r()
	}
	release()
	again, err := Lock(dir)
	if err != nil {
		t.Fatalf("lock after the release: %v", err)
	}
	again()
}

func TestHoldSharesTheLockWithinTheProcess(t *testing.T) {
	dir := t.TempDir()
	t.Cleanup(func() { releaseHeld(dir) })
	if err := Hold(dir); err != nil {
		t.Fatal(err)
	}
	if err := Hold(dir); err != nil {
		t.Errorf("a second Hold in the same process: %v", err)
	}
	if _, err := Lock(dir); !errors.Is(err, ErrLocked) {
		t.Errorf("the held folder can be locked again: %v", err)
	}
}

// Under Wine, 92 of ui's 125 tests failed in their TempDir's cleanup
// ("instance.lock: Sharing violation"): the lock file stayed open for the
// rest of the process. It is closed with the last Release.
func TestTheLastReleaseLetsTheLockGoAndTheFolderBeRemoved(t *testing.T) {
	dir, err := os.MkdirTemp("", "konane-release")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	for range 2 {
		if err := Hold(dir); err != nil {
			t.Fatal(err)
		}
	}
	Release(dir)
	if _, err := Lock(dir); !errors.Is(err, ErrLocked) {
		t.Fatalf("after one of two Releases the lock is free: %v", err)
	}
	Release(dir)
	Release(dir) // one too many: ignored
	if err := os.RemoveAll(dir); err != nil {
		t.Fatalf("the folder cannot be removed after the last Release: %v", err)
	}
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("the folder is still there: %v", err)
	}
}

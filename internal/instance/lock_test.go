//go:build unix || windows

package instance

import (
	"errors"
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

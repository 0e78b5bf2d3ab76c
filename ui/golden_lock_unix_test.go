//go:build unix

package ui

import (
	"os"
	"syscall"
	"testing"
)

// lockGoldenHome holds an exclusive lock on home+".lock" until the test
// ends. The golden home is one fixed folder (its path shows in the open
// dialog's picture), so a test run of another checkout on the same machine
// would otherwise remove it under this one, and the dialog would fall back
// to the working folder.
func lockGoldenHome(t *testing.T, home string) {
	t.Helper()
	f, err := os.OpenFile(home+".lock", os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
	})
}

//go:build unix

package life

import (
	"syscall"
	"testing"
)

// signalSelf sends sig to the test process, as `kill` or a logout would.
func signalSelf(t *testing.T, sig syscall.Signal) {
	t.Helper()
	if err := syscall.Kill(syscall.Getpid(), sig); err != nil {
		t.Fatal(err)
	}
}

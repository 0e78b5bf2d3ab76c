//go:build !unix

package life

import (
	"syscall"
	"testing"
)

// signalSelf skips the test: a process cannot send itself SIGTERM or
// SIGINT on Windows (os.Process.Signal there only kills).
func signalSelf(t *testing.T, sig syscall.Signal) {
	t.Skipf("cannot send %v to this process here", sig)
}

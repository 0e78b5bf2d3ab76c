//go:build unix

package exitsignal

import (
	"syscall"
	"testing"
	"time"

	"github.com/konane/konane/internal/hangguard"
)

func TestASignalSinceStartIsHeldOnTheChannelInsteadOfEndingTheProcess(t *testing.T) {
	if err := syscall.Kill(syscall.Getpid(), syscall.SIGHUP); err != nil {
		t.Fatal(err)
	}
	select {
	case sig := <-Channel():
		if sig != syscall.SIGHUP {
			t.Errorf("got %v, want SIGHUP", sig)
		}
	case <-time.After(hangguard.Until(t)):
		t.Fatal("the signal never reached the channel")
	}
}

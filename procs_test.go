package main

import (
	"runtime"
	"testing"
)

// The window's process runs with a P for each thread of the search and as
// many again, so that the window's goroutine never waits for one while the
// search keeps every CPU busy; a GOMAXPROCS set in the environment is left
// as it is.
func TestTheWindowsProcessHasSpareProcs(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	t.Setenv("GOMAXPROCS", "")
	spareProcs()
	if got, want := runtime.GOMAXPROCS(0), 2*runtime.NumCPU(); got != want {
		t.Errorf("GOMAXPROCS %d, want %d", got, want)
	}
	runtime.GOMAXPROCS(1)
	t.Setenv("GOMAXPROCS", "1")
	spareProcs()
	if got := runtime.GOMAXPROCS(0); got != 1 {
		t.Errorf("with GOMAXPROCS=1 in the environment: %d Ps", got)
	}
}

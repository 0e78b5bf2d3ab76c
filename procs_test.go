package main

import (
	"runtime"
	"testing"
)

// The window's process runs with a P more than it has CPUs, so that the
// window's goroutine never waits for one while the search keeps every CPU
// busy; a GOMAXPROCS set in the environment is left as it is.
func TestTheWindowsProcessHasASpareProc(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	t.Setenv("GOMAXPROCS", "")
	spareProc()
	if got, want := runtime.GOMAXPROCS(0), runtime.NumCPU()+1; got != want {
		t.Errorf("GOMAXPROCS %d, want %d", got, want)
	}
	runtime.GOMAXPROCS(1)
	t.Setenv("GOMAXPROCS", "1")
	spareProc()
	if got := runtime.GOMAXPROCS(0); got != 1 {
		t.Errorf("with GOMAXPROCS=1 in the environment: %d Ps", got)
	}
}

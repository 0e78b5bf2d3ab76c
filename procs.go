package main

import (
	"os"
	"runtime"
)

// spareProcs sets GOMAXPROCS to twice the CPUs unless the environment sets
// it. The search and review threads run at low priority and each holds a P
// while it waits for a core; the spare Ps let the window's goroutine on the
// main thread run at once instead of waiting for preemption (10–20 ms or
// more).
func spareProcs() {
	if os.Getenv("GOMAXPROCS") != "" {
		return
	}
	runtime.GOMAXPROCS(2 * runtime.NumCPU())
}

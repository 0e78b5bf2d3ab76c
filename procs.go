package main

import (
	"os"
	"runtime"
)

// spareProc gives the window's process one more Go processor (P) than it
// has CPUs, unless the GOMAXPROCS environment variable sets their number.
// The computer's search (ai's parallel search) and the review's workers
// keep a goroutine running on every CPU, at a lower OS priority; with no P
// left, the window's goroutine, locked to the main thread, would wait for
// the Go scheduler to preempt one of them (every 10–20 ms, and far longer
// when the OS does not run that lowered thread because other work has the
// cores). With a spare P it runs at once, and the OS gives its thread of
// normal priority the core. Measured with a 4 ms sleeper on the main
// thread beside a 2-thread Master search (2 CPUs, a second process keeping
// one core busy): 38–44 wake-ups over 100 ms in 15 s and a median delay
// of 32–40 ms with 2 Ps; 1–3 and 0.2 ms with 3, as with a 1-thread search.
func spareProc() {
	if os.Getenv("GOMAXPROCS") != "" {
		return
	}
	runtime.GOMAXPROCS(runtime.NumCPU() + 1)
}

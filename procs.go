package main

import (
	"os"
	"runtime"
)

// spareProcs gives the window's process twice as many Go processors (Ps)
// as it has CPUs, unless the GOMAXPROCS environment variable sets their
// number. The computer's search (ai's parallel search, one thread per CPU)
// and the review's workers (one per CPU) each run on an OS thread of their
// own at a lower priority, and each such thread holds a P while it runs or
// waits for the OS to run it. With no P left, the window's goroutine,
// locked to the main thread, waited for the Go scheduler to preempt one of
// them (every 10–20 ms, and far longer when the OS did not run the lowered
// thread because other work had the cores); with a P for each of them and
// as many again for the rest, it runs at once, and the OS gives its thread
// of normal priority the core. Measured on 2 CPUs with a second process
// keeping one core busy: a 4 ms sleeper on a locked main thread beside a
// 2-thread Master search woke over 100 ms late 38–44 times in 15 s with 2
// Ps, 1–3 times with 3, as beside a 1-thread search; in the game window
// (the stall probe, Master against Master, 60 s), stalls over 100 ms
// during a search were 26, 26 and 32 with 3 Ps, 17, 13, 18, 12 and 13 with
// 4, 12 and 12 with a 1-thread search.
func spareProcs() {
	if os.Getenv("GOMAXPROCS") != "" {
		return
	}
	runtime.GOMAXPROCS(2 * runtime.NumCPU())
}

//go:build linux

package ai

import (
	"syscall"
	"time"
)

// threadCPU returns the CPU time used by the calling OS thread (Linux), so
// that benchmarks on a shared machine can report speed per CPU second as
// well as per wall-clock second. Callers lock the goroutine to its thread.
func threadCPU() time.Duration {
	var ru syscall.Rusage
	const rusageThread = 1
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

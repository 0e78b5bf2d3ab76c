package ai

import (
	"syscall"
	"time"
)

// processCPU returns the CPU time used by the whole process (Linux; see
// pcpu_other_test.go), so that the parallel benchmarks can report the
// processor time of all their threads on a shared machine.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

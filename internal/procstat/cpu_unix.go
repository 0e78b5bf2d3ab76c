//go:build unix

package procstat

import (
	"syscall"
	"time"
)

// ProcessCPU returns the processor time (user plus system) the whole
// process has used, or 0 when the system does not tell.
func ProcessCPU() time.Duration { return rusage(syscall.RUSAGE_SELF) }

func rusage(who int) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(who, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

//go:build !linux

package ai

import "time"

// threadCPU returns 0 where there is no per-thread CPU clock through
// getrusage(RUSAGE_THREAD) (Linux only): the benchmarks then report no
// speed per CPU second.
func threadCPU() time.Duration { return 0 }

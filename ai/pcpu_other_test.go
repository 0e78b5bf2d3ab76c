//go:build !linux

package ai

import "time"

// processCPU returns 0 off Linux: the parallel benchmarks then report no
// processor time.
func processCPU() time.Duration { return 0 }

//go:build !unix

package procstat

import "time"

// ProcessCPU returns 0 where getrusage is not at hand (Windows): callers
// then report no processor time.
func ProcessCPU() time.Duration { return 0 }

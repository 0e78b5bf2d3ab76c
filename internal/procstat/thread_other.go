//go:build !linux

package procstat

import (
	"errors"
	"time"
)

// ThreadCPU returns 0: only Linux counts processor time per thread here.
func ThreadCPU() time.Duration { return 0 }

// ThreadID returns 0: thread ids are read only on Linux.
func ThreadID() int { return 0 }

// ThreadNice returns errors.ErrUnsupported: only Linux gives each thread
// a nice value of its own.
func ThreadNice(tid int) (int, error) { return 0, errors.ErrUnsupported }

// LoweredThreads returns errors.ErrUnsupported, as ThreadNice does.
func LoweredThreads(base int) ([]int, error) { return nil, errors.ErrUnsupported }

//go:build linux

package procstat

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// ThreadCPU returns the processor time used by the calling OS thread, or
// 0 where the system does not count it per thread. The caller locks its
// goroutine to its thread (runtime.LockOSThread).
func ThreadCPU() time.Duration {
	const rusageThread = 1 // RUSAGE_THREAD, Linux's
	return rusage(rusageThread)
}

// ThreadID returns the kernel's id of the calling OS thread.
func ThreadID() int { return syscall.Gettid() }

// ThreadNice returns the nice value (-20 to 19) of thread tid of this
// process, field 19 of /proc/self/task/<tid>/stat; an error when the
// thread is gone or the line cannot be read.
func ThreadNice(tid int) (int, error) {
	data, err := os.ReadFile(fmt.Sprintf("/proc/self/task/%d/stat", tid))
	if err != nil {
		return 0, err
	}
	// Field 2, the command name in parentheses, may hold spaces: count
	// from the last ')', after which field 3 comes.
	s := string(data)
	fields := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	if len(fields) < 17 {
		return 0, fmt.Errorf("short stat line %q", s)
	}
	return strconv.Atoi(fields[19-3])
}

// LoweredThreads returns the ids of the threads of this process whose nice
// value is above base (threads that end while it reads are left out).
func LoweredThreads(base int) ([]int, error) {
	entries, err := os.ReadDir("/proc/self/task")
	if err != nil {
		return nil, err
	}
	var lowered []int
	for _, e := range entries {
		tid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if n, err := ThreadNice(tid); err == nil && n > base {
			lowered = append(lowered, tid)
		}
	}
	return lowered, nil
}

package procstat

import (
	"runtime"
	"testing"
)

// Processor time grows with work: the process's on every Unix, the
// thread's on Linux; the thread's own nice value is read on Linux.
func TestTimesGrowWithWorkAndTheThreadHasANiceValue(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	p0, t0 := ProcessCPU(), ThreadCPU()
	x := uint64(1)
	for i := 0; i < 50_000_000; i++ {
		x = x*6364136223846793005 + 1442695040888963407
	}
	if x == 0 {
		t.Log(x) // keeps the loop
	}
	p1, t1 := ProcessCPU(), ThreadCPU()
	if runtime.GOOS != "windows" && p1 <= p0 {
		t.Errorf("process CPU %v then %v after work", p0, p1)
	}
	if runtime.GOOS != "linux" {
		return
	}
	if t1 <= t0 || t1-t0 > p1-p0 {
		t.Errorf("thread CPU grew by %v, the process's by %v", t1-t0, p1-p0)
	}
	n, err := ThreadNice(ThreadID())
	if err != nil || n < -20 || n > 19 {
		t.Errorf("nice %d, %v", n, err)
	}
	if ids, err := LoweredThreads(19); err != nil || len(ids) != 0 {
		t.Errorf("threads above nice 19: %v, %v", ids, err)
	}
}

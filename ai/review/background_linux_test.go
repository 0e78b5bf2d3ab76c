//go:build linux

package review

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// TestMain keeps the main goroutine on the main thread, as Fyne does in
// the game, so that no worker runs there (enterBackground leaves the main
// thread's priority alone).
func TestMain(m *testing.M) {
	runtime.LockOSThread()
	os.Exit(m.Run())
}

// threadNice returns the nice value of thread tid of this process, field
// 19 of /proc/self/task/<tid>/stat.
func threadNice(tid int) (int, error) {
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

// workerNices analyses a 5×5 game with s and returns the nice value of
// each worker's thread, read by the worker itself as it starts.
func workerNices(t *testing.T, s Settings) []int {
	t.Helper()
	g, _ := solvedGame(t, 3, -1)
	var mu sync.Mutex
	var nices []int
	workerStarted = func() {
		n, err := threadNice(unix.Gettid())
		if err != nil {
			t.Error(err)
		}
		mu.Lock()
		nices = append(nices, n)
		mu.Unlock()
	}
	defer func() { workerStarted = nil }()
	if _, err := Analyse(context.Background(), g, s, nil); err != nil {
		t.Fatal(err)
	}
	if len(nices) != s.Workers {
		t.Fatalf("%d workers started, want %d", len(nices), s.Workers)
	}
	return nices
}

// loweredThreads returns the threads of this process whose nice value is
// above base.
func loweredThreads(t *testing.T, base int) []int {
	t.Helper()
	entries, err := os.ReadDir("/proc/self/task")
	if err != nil {
		t.Fatal(err)
	}
	var lowered []int
	for _, e := range entries {
		tid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if n, err := threadNice(tid); err == nil && n > base {
			lowered = append(lowered, tid)
		}
	}
	return lowered
}

// TestBackgroundWorkersRunLowered checks that with Settings.Background
// every worker runs on a thread of nice backgroundNice (or lower priority
// still, when the process already runs below it), that without it the
// workers run at the process's priority, and that the lowered threads end
// with the analysis instead of going back to the runtime's pool.
func TestBackgroundWorkersRunLowered(t *testing.T) {
	base, err := threadNice(unix.Gettid())
	if err != nil {
		t.Fatal(err)
	}
	s := testSettings
	s.Workers = 3
	for _, n := range workerNices(t, s) {
		if n != base {
			t.Errorf("worker without Background at nice %d, want the process's %d", n, base)
		}
	}
	s.Background = true
	want := max(base, backgroundNice)
	for _, n := range workerNices(t, s) {
		if n != want {
			t.Errorf("worker with Background at nice %d, want %d", n, want)
		}
	}
	if base >= backgroundNice {
		t.Skipf("the process already runs at nice %d: its lowered threads cannot be told apart", base)
	}
	// A goroutine that returns locked to its thread ends the thread, a
	// little after it returns.
	deadline := time.Now().Add(5 * time.Second)
	for {
		lowered := loweredThreads(t, base)
		if len(lowered) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("threads %v still at lowered priority after the analysis", lowered)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

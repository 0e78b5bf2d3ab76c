//go:build linux

package ai

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// TestMain keeps the main goroutine on the main thread, as Fyne does in
// the game, so that no search thread runs there (enterBackground leaves
// the main thread's priority alone).
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

// searchNices runs a search of e and returns the nice value of each thread
// the search started, read by the thread itself as it starts.
func searchNices(t *testing.T, e *Searcher) []int {
	t.Helper()
	var mu sync.Mutex
	var nices []int
	threadStarted = func() {
		n, err := threadNice(syscall.Gettid())
		if err != nil {
			t.Error(err)
		}
		mu.Lock()
		nices = append(nices, n)
		mu.Unlock()
	}
	defer func() { threadStarted = nil }()
	pos := mustKFEN(t, benchPositions[0])
	if _, err := e.Search(context.Background(), pos, Limits{Level: Master, Time: 50 * time.Millisecond}); err != nil {
		t.Fatal(err)
	}
	return nices
}

// With SearcherOptions.Background every thread of a search, the main one
// included, runs at nice backgroundNice (or lower still, when the process
// already runs below it), the caller's thread keeps its priority, and the
// lowered threads end with the search instead of going back to the
// runtime's pool; without it the helpers run at the process's priority.
func TestBackgroundSearchThreadsRunLowered(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	base, err := threadNice(syscall.Gettid())
	if err != nil {
		t.Fatal(err)
	}
	plain := searchNices(t, NewSearcher(SearcherOptions{TableBytes: 1 << 20, Threads: 3}))
	if len(plain) != 2 {
		t.Fatalf("%d threads started beside the caller's, want the 2 helpers", len(plain))
	}
	for _, n := range plain {
		if n != base {
			t.Errorf("helper without Background at nice %d, want the process's %d", n, base)
		}
	}
	lowered := searchNices(t, NewSearcher(SearcherOptions{TableBytes: 1 << 20, Threads: 3, Background: true}))
	if len(lowered) != 3 {
		t.Fatalf("%d threads started, want the main thread and 2 helpers", len(lowered))
	}
	want := max(base, backgroundNice)
	for _, n := range lowered {
		if n != want {
			t.Errorf("thread with Background at nice %d, want %d", n, want)
		}
	}
	if n, err := threadNice(syscall.Gettid()); err != nil || n != base {
		t.Errorf("the caller's thread at nice %d (%v) after a background search, want %d", n, err, base)
	}
	if base >= backgroundNice {
		t.Skipf("the process already runs at nice %d: its lowered threads cannot be told apart", base)
	}
	// A goroutine that returns locked to its thread ends the thread, a
	// little after it returns.
	deadline := time.Now().Add(5 * time.Second)
	for {
		left := loweredThreads(t, base)
		if len(left) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("threads %v still at lowered priority after the search", left)
		}
		time.Sleep(10 * time.Millisecond)
	}
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

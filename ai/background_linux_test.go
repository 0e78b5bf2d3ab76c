//go:build linux

package ai

import (
	"context"
	"os"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/konane/konane/internal/background"
	"github.com/konane/konane/internal/hangguard"
	"github.com/konane/konane/internal/procstat"
)

// TestMain keeps the main goroutine on the main thread, as Fyne does in
// the game, so that no search thread runs there (background.Enter leaves
// the main thread's priority alone).
func TestMain(m *testing.M) {
	runtime.LockOSThread()
	os.Exit(m.Run())
}

// searchNices runs a search of e and returns the nice value of each thread
// the search started, read by the thread itself as it starts.
func searchNices(t *testing.T, e *Searcher) []int {
	t.Helper()
	var mu sync.Mutex
	var nices []int
	threadStarted = func() {
		n, err := procstat.ThreadNice(procstat.ThreadID())
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
// included, runs at nice background.Nice (or lower still, when the process
// already runs below it), the caller's thread keeps its priority, and the
// lowered threads end with the search instead of going back to the
// runtime's pool; without it the helpers run at the process's priority.
func TestBackgroundSearchThreadsRunLowered(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	base, err := procstat.ThreadNice(procstat.ThreadID())
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
	want := max(base, background.Nice)
	for _, n := range lowered {
		if n != want {
			t.Errorf("thread with Background at nice %d, want %d", n, want)
		}
	}
	if n, err := procstat.ThreadNice(procstat.ThreadID()); err != nil || n != base {
		t.Errorf("the caller's thread at nice %d (%v) after a background search, want %d", n, err, base)
	}
	if base >= background.Nice {
		t.Skipf("the process already runs at nice %d: its lowered threads cannot be told apart", base)
	}
	// A goroutine that returns locked to its thread ends the thread, a
	// little after it returns.
	deadline := time.Now().Add(hangguard.Until(t))
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

// loweredThreads returns the threads of this process whose nice value is above
// base.
func loweredThreads(t *testing.T, base int) []int {
	t.Helper()
	ids, err := procstat.LoweredThreads(base)
	if err != nil {
		t.Fatal(err)
	}
	return ids
}

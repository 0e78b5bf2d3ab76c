//go:build linux

package review

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
// the game, so that no worker runs there (background.Enter leaves the main
// thread's priority alone).
func TestMain(m *testing.M) {
	runtime.LockOSThread()
	os.Exit(m.Run())
}

// workerNices analyses a 5×5 game with s and returns the nice value of
// each worker's thread, read by the worker itself as it starts.
func workerNices(t *testing.T, s Settings) []int {
	t.Helper()
	g, _ := solvedGame(t, 3, -1)
	var mu sync.Mutex
	var nices []int
	workerStarted = func() {
		n, err := procstat.ThreadNice(procstat.ThreadID())
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

// TestBackgroundWorkersRunLowered checks that with Settings.Background
// every worker runs on a thread of nice background.Nice (or lower priority
// still, when the process already runs below it), that without it the
// workers run at the process's priority, and that the lowered threads end
// with the analysis instead of going back to the runtime's pool.
func TestBackgroundWorkersRunLowered(t *testing.T) {
	base, err := procstat.ThreadNice(procstat.ThreadID())
	if err != nil {
		t.Fatal(err)
	}
	// Small budgets: the workers' threads, not their proofs, are checked.
	s := Settings{SearchNodes: 10_000, SolveNodes: 10_000, Workers: 3}
	for _, n := range workerNices(t, s) {
		if n != base {
			t.Errorf("worker without Background at nice %d, want the process's %d", n, base)
		}
	}
	s.Background = true
	want := max(base, background.Nice)
	for _, n := range workerNices(t, s) {
		if n != want {
			t.Errorf("worker with Background at nice %d, want %d", n, want)
		}
	}
	if base >= background.Nice {
		t.Skipf("the process already runs at nice %d: its lowered threads cannot be told apart", base)
	}
	// A goroutine that returns locked to its thread ends the thread, a
	// little after it returns.
	deadline := time.Now().Add(hangguard.Until(t))
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

//go:build linux

package analysis_test

import (
	"context"
	"os"
	"runtime"
	"testing"

	"github.com/konane/konane/ai/analysis"
	"github.com/konane/konane/internal/background"
	"github.com/konane/konane/internal/procstat"
)

// TestMain keeps the main goroutine on the main thread, as Fyne does in
// the game, so that no analysis runs there (background.Enter leaves the
// main thread's priority alone).
func TestMain(m *testing.M) {
	runtime.LockOSThread()
	os.Exit(m.Run())
}

// Live thinks on a thread of nice background.Nice (or lower still, when
// the process already runs below it), where it also reports, and the
// caller's thread keeps its priority.
func TestLiveRunsAtBackgroundPriority(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	base, err := procstat.ThreadNice(procstat.ThreadID())
	if err != nil {
		t.Fatal(err)
	}
	var nices []int
	pos := mustPosition(t, "BWBW/W1WB/BWBW/WBWB w")
	err = newAnalyst().Live(context.Background(), pos, 2, func(analysis.Snapshot) {
		n, err := procstat.ThreadNice(procstat.ThreadID())
		if err != nil {
			t.Error(err)
		}
		nices = append(nices, n)
	})
	if err != nil || len(nices) == 0 {
		t.Fatalf("Live: %v, %d reports", err, len(nices))
	}
	for _, n := range nices {
		if want := max(base, background.Nice); n != want {
			t.Errorf("Live reported on a thread of nice %d, want %d", n, want)
		}
	}
	if n, err := procstat.ThreadNice(procstat.ThreadID()); err != nil || n != base {
		t.Errorf("the caller's thread is at nice %d (%v), want %d", n, err, base)
	}
	if base >= background.Nice {
		t.Skipf("the process already runs at nice %d: a lowered thread cannot be told apart", base)
	}
}

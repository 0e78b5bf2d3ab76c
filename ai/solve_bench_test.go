package ai

import (
	"context"
	"runtime"
	"testing"
	"time"

	"github.com/konane/konane/game"
	"github.com/konane/konane/internal/procstat"
)

// BenchmarkSolve6x6CornerOpening times the proof that 6×6 after a6 b6 is
// a White win, with a fresh table each time (target: under 1 s).
func BenchmarkSolve6x6CornerOpening(b *testing.B) {
	pos := game.MustNewPosition(6)
	mustPlay(b, &pos, "a6", "b6")
	benchSolve(b, pos, game.White)
}

// BenchmarkSolve6x6Whole times the proof of the whole 6×6 game from the
// full board, removals included (target: under 60 s). It is a White win.
func BenchmarkSolve6x6Whole(b *testing.B) {
	benchSolve(b, game.MustNewPosition(6), game.White)
}

// benchSolve proves pos b.N times with a fresh table each time, checks the
// winner and reports nodes and CPU seconds per proof.
func benchSolve(b *testing.B, pos game.Position, want game.Color) {
	s := NewSolver(0)
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	b.ResetTimer()
	var nodes uint64
	var cpu time.Duration
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		s.tab.clear()
		b.StartTimer()
		c0 := procstat.ThreadCPU()
		r, err := s.Solve(context.Background(), pos, SolveOptions{})
		cpu += procstat.ThreadCPU() - c0
		if err != nil || r.Winner != want {
			b.Fatalf("winner %v, err %v", r.Winner, err)
		}
		nodes += r.Nodes
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
	if cpu > 0 {
		b.ReportMetric(cpu.Seconds()/float64(b.N), "cpu-s/op")
	}
}

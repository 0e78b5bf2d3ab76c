package ai

import (
	"context"
	"fmt"
	"runtime"
	"testing"
	"time"

	"github.com/konane/konane/game"
	"github.com/konane/konane/internal/procstat"
)

// benchPositions are 8×8 middle-game positions (12 plies after the four
// kinds of opening, played by the Medium level).
var benchPositions = []string{
	"BWBWBWBW/WBWBWBWB/BW1WBWBW/W2B1BWB/BW1WBWBW/5BWB/BWBWBWBW/W2BW2B b",
	"B2WB2W/WBWBWBWB/BWB1B2W/WBWBW1WB/B1B4W/WBWBW1WB/BWBWBWBW/WBWBWBWB b",
	"4B1BW/W2BWBWB/3WBWBW/W2BWBWB/B2WBWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB b",
	"BWBWBWBW/WBWBWBWB/BWBWB1BW/WB2W1W1/BWBWBW2/WBW2B1B/BWB2W2/WBWBWBWB b",
}

// BenchmarkSearchNodesPerSecond measures the search speed on one core
// (target ≥ 5 million nodes per second) with a fixed depth on each position.
func BenchmarkSearchNodesPerSecond(b *testing.B) {
	var poss []game.Position
	for _, k := range benchPositions {
		p, err := game.ParseKFEN(k)
		if err != nil {
			b.Fatal(err)
		}
		poss = append(poss, p)
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	e := NewSearcher(SearcherOptions{})
	var nodes uint64
	var cpu, wall time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, p := range poss {
			b.StopTimer()
			e.NewGame()
			b.StartTimer()
			c0, w0 := procstat.ThreadCPU(), time.Now()
			r, err := e.Search(context.Background(), p, Limits{Depth: 14, Time: time.Hour, Seed: 1, Threads: 1})
			if err != nil {
				b.Fatal(err)
			}
			cpu += procstat.ThreadCPU() - c0
			wall += time.Since(w0)
			nodes += r.Nodes
		}
	}
	b.ReportMetric(float64(nodes)/wall.Seconds(), "nodes/s")
	if cpu > 0 { // Linux: see threadCPU
		b.ReportMetric(float64(nodes)/cpu.Seconds(), "nodes/cpu-s")
		b.ReportMetric(float64(pollEvery)/(float64(nodes)/cpu.Seconds())*1e3, "ms/poll")
		b.ReportMetric(cpu.Seconds()/float64(b.N), "cpu-s/op")
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

// BenchmarkSearchNodesPerSecond12x12 measures the search on the largest
// board (game's lattice bitboards, not Board8's), and so the time between
// two polls of the clock and the context there (pollEvery nodes).
func BenchmarkSearchNodesPerSecond12x12(b *testing.B) {
	p := game.MustNewPosition(12)
	mustPlay(b, &p, "f7", "f8", "f5-f7")
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	e := NewSearcher(SearcherOptions{})
	var nodes uint64
	var cpu time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		e.NewGame()
		b.StartTimer()
		c0 := procstat.ThreadCPU()
		r, err := e.Search(context.Background(), p, Limits{Depth: 7, Time: time.Hour, Seed: 1, Threads: 1})
		if err != nil {
			b.Fatal(err)
		}
		cpu += procstat.ThreadCPU() - c0
		nodes += r.Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	if cpu > 0 {
		b.ReportMetric(float64(nodes)/cpu.Seconds(), "nodes/cpu-s")
		b.ReportMetric(float64(pollEvery)/(float64(nodes)/cpu.Seconds())*1e3, "ms/poll")
	}
}

// BenchmarkParallelSearch measures the parallel search (Lazy SMP) on one
// and on two threads: the wall-clock time for the main thread to complete
// depth 15 on each of benchPositions from empty tables (ns/op, the time to
// a fixed depth; the speed-up is the ratio of the two), the nodes of all
// threads per second and per op, the CPU time of the whole process
// (cpu-s/op) and of the main thread alone (main-cpu-s/op). On a machine
// with fewer free cores than threads the wall-clock figures show the
// load, not the search; the main thread's CPU time still shows how much
// less work the main thread needs with helpers beside it (its ratio is the
// speed-up on free cores, when the helpers get as much CPU as the main
// thread). Compare the sub-benchmarks in one run, interleaved:
//
//	for i in 1 2 3; do for t in 1 2; do go test -run XXX -bench ParallelSearch/threads=$t ./ai; done; done
func BenchmarkParallelSearch(b *testing.B) {
	poss := benchKFENs(b)
	for _, threads := range []int{1, 2} {
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			runtime.LockOSThread() // the main thread runs in this goroutine
			defer runtime.UnlockOSThread()
			e := NewSearcher(SearcherOptions{Threads: threads})
			var nodes uint64
			var wall, cpu, main time.Duration
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				for _, p := range poss {
					b.StopTimer()
					e.NewGame()
					b.StartTimer()
					c0, m0, w0 := procstat.ProcessCPU(), procstat.ThreadCPU(), time.Now()
					r, err := e.Search(context.Background(), p, Limits{Depth: 15, Time: time.Hour, Seed: 1})
					if err != nil || r.Depth != 15 && !r.Proven {
						b.Fatalf("depth %d, %v", r.Depth, err)
					}
					cpu += procstat.ProcessCPU() - c0
					main += procstat.ThreadCPU() - m0
					wall += time.Since(w0)
					nodes += r.Nodes
				}
			}
			b.ReportMetric(float64(nodes)/wall.Seconds(), "nodes/s")
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
			if cpu > 0 {
				b.ReportMetric(cpu.Seconds()/float64(b.N), "cpu-s/op")
				b.ReportMetric(main.Seconds()/float64(b.N), "main-cpu-s/op")
			}
		})
	}
}

// benchKFENs parses benchPositions.
func benchKFENs(b *testing.B) []game.Position {
	var poss []game.Position
	for _, k := range benchPositions {
		p, err := game.ParseKFEN(k)
		if err != nil {
			b.Fatal(err)
		}
		poss = append(poss, p)
	}
	return poss
}

// BenchmarkHint times Hint on benchPositions[1] (HintNodes nodes, one
// thread, tables cleared each time).
func BenchmarkHint(b *testing.B) {
	pos := mustKFEN(b, benchPositions[1])
	e := NewSearcher(SearcherOptions{TableBytes: 16 << 20})
	for b.Loop() {
		if _, err := e.Hint(context.Background(), pos); err != nil {
			b.Fatal(err)
		}
	}
}

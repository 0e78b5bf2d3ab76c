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

// latBench are jump-phase positions of random games (randomPositions,
// seed 34) on 10×10 and 12×12, each proven in 0.3-1.4 M nodes from a
// cleared 32 MiB table by either path.
var latBench = map[int][]string{
	10: {
		"BWBWBWB2W/6W3/B2W1WB3/WB1B6/BW2B4W/WB3B2W1/BW4B2W/WBW1WBWB2/BW2B5/WBWB1B2WB w",
		"BWBW1W2BW/W1WB2WBWB/B2W2B1BW/1B2W5/2B5B1/1B5BWB/B1BW3W2/WBW5W1/BW1WB5/WB4W2B w",
		"BWBW1W2BW/WB4WBWB/B2W2B1BW/1B2W5/2B4WB1/3B4WB/B2W6/WB6W1/BW1WB5/WB4W2B w",
	},
	12: {
		"B1BWBWBWBWBW/W2BW4B1B/B2W2B2W1W/W1W1W6B/BW1WB5B1/W1W4B2W1/2B8W/3B4W2B/12/W4B4WB/2B3B5/W6B3B b",
		"BWB2WBW2BW/4W5W1/BWBW2BW4/2W2B3B2/B8WB1/3B7B/2B4W4/W7WB1B/B3BWB5/WBWBW5W1/B2WBWB3BW/WBW1W4BWB w",
		"BWB2WBW2BW/2W1W5W1/2BW2BW4/5B3B2/B8WB1/3B7B/2B4W4/W7WB1B/B3BWB5/WBWBW5W1/B2WBWB3BW/WBW1W4BWB b",
		"B2WB2WBWBW/W8B2/B1B1BW4BW/5B1B3B/4B3B2W/W10B/B8WBW/3BW6B/1W5WB3/W5W2B2/3W4BW1W/WBWBW2B1BWB b",
	},
}

// latBenchPositions returns the positions of latBench[n], or for n = 8
// those of middle8 that TestSolverKillersCutTheWork solves.
func latBenchPositions(tb testing.TB, n int) []game.Position {
	if n == 8 {
		ps := middle8(tb)
		var out []game.Position
		for _, i := range middleOrderSample {
			out = append(out, ps[i])
		}
		return out
	}
	var out []game.Position
	for _, k := range latBench[n] {
		p, err := game.ParseKFEN(k)
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, p)
	}
	return out
}

// BenchmarkSolveLattice proves the positions of latBenchPositions, each
// from a cleared 32 MiB table, with winLat (lattice) and with winWide
// (the path of game.Position and Zobrist keys, noLat), and on 8×8 with
// win8 for comparison. It reports the nodes and CPU seconds of the set
// and nodes per CPU second.
//
//	nice -n 10 go test ./ai -run '^$' -bench SolveLattice -benchtime 3x
func BenchmarkSolveLattice(b *testing.B) {
	for _, n := range []int{8, 10, 12} {
		for _, wide := range []bool{false, true} {
			if n == 8 && wide {
				continue
			}
			name := fmt.Sprintf("%dx%d/lattice", n, n)
			switch {
			case n == 8:
				name = "8x8/win8"
			case wide:
				name = fmt.Sprintf("%dx%d/winWide", n, n)
			}
			b.Run(name, func(b *testing.B) { benchSolveSet(b, latBenchPositions(b, n), wide) })
		}
	}
}

func benchSolveSet(b *testing.B, ps []game.Position, wide bool) {
	s := NewSolver(32 << 20)
	s.noLat = wide
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var nodes uint64
	var cpu time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, p := range ps {
			b.StopTimer()
			s.Clear()
			b.StartTimer()
			c0 := procstat.ThreadCPU()
			r, err := s.Solve(context.Background(), p, SolveOptions{Nodes: 20e6})
			cpu += procstat.ThreadCPU() - c0
			if err != nil {
				b.Fatalf("%s: %v", p.KFEN(), err)
			}
			nodes += r.Nodes
		}
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
	if cpu > 0 {
		b.ReportMetric(cpu.Seconds()/float64(b.N), "cpu-s/op")
		b.ReportMetric(float64(nodes)/cpu.Seconds()/1e6, "Mnodes/cpu-s")
	}
}

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

// latBench are jump-phase positions of random games on 10×10 and 12×12,
// drawn, not picked: of the positions of randomPositions(n, 12, n+500)
// with an index divisible by 3 and 3n+5 to 5n stones, in order, the first
// eight that both winLat and winWide prove within 6 M nodes from a
// cleared 32 MiB table. After each, the nodes of winLat and winWide.
var latBench = map[int][]string{
	10: {
		"1W5W2/6WBWB/2B2W2BW/3B3BWB/2B6W/WB4WB1B/5W3W/WBWB2W2B/2B3B1BW/2WBWBW1WB b",      // 446691 1084055
		"1W8/6W1WB/2B2W1WBW/3B3BWB/2B6W/WB4WB1B/5WB2W/WBWB5B/2B5BW/2WBWBWB2 w",           // 25219 46654
		"B3B1BWB1/W8B/BW1W2B3/WB6W1/BWBWB3B1/2WB1B4/BW1W5W/2W2B1BWB/2B1B4W/WBWBWBWBWB w", // 1508732 2027071
		"B3B1B2W/W2B5B/BW4B3/2W5W1/BWB1B3B1/2W2B4/BW1W5W/2W2B1BWB/2B1B4W/WBWBWBWBWB b",   // 702640 1410991
		"B3B1B2W/3B5B/1W4B1B1/2W7/1WB1B5/W1W2B4/BWBW5W/5B1BWB/4B4W/WBWBWBWBWB w",         // 419 1163
		"5W4/2W1W2B1B/1W7W/9B/B2WB2W1W/1B2WB2WB/4BWB1BW/3BWB1BWB/B2WBW1WBW/WBWBWBWBWB b", // 564552 2220822
		"5W4/2W1W2B1B/1W7W/9B/B1B4W1W/1B2WB2WB/4BWB1BW/3B2WBWB/B2W2BWBW/WBWBWBWBWB w",    // 11139 27537
		"5W4/2W1W2B1B/1W7W/9B/B1B1B2W1W/1B3B2WB/3W1WBW2/6WBWB/B5BWBW/WBWBWBWBWB b",       // 36211 87483
	},
	12: {
		"1W2B4W1W/4W5WB/3W2B4W/2W3W2BW1/B2W4BW1W/1B1B1B5B/11W/W3W5WB/1WBW1W2B2W/3B1B1B3B/BWBW2B5/WBWB1BWB2WB b", // 1911672 4580146
		"1W7W1W/10WB/3WB6W/2W6BW1/B2W1W5W/1B1B1B5B/11W/W3W5WB/1WBW4B2W/1BWB3B3B/B2W1WB5/W2B1BWB2WB b",           // 215336 342950
		"1W7W1W/3B6WB/4B6W/2W6BW1/B4W5W/1B3B5B/11W/W3W5WB/B2W4B2W/1BWB3B3B/B2W3W4/W2B1BWB2WB w",                 // 34966 35983
		"1W3W2B1B1/4W2B3B/9W1W/7B4/B3B2W1W2/7BWBW1/1W2B1B4W/2WB4W2B/2BWB4W1W/WB5B1BWB/1W4B2WBW/1B2WBWBW2B b",    // 1883122 4470714
		"1W3W2B1BW/4W2B4/9W2/7B4/B3B2W1W2/7BWBW1/1WB1B1B4W/3B4W2B/3WB4W1W/WB5B2WB/1W4B3BW/1B2WBWBWB1B w",        // 632754 923026
		"1W3W2B1BW/4W2B4/9W2/7B4/B3B2W1W2/7BWBW1/7W3W/3B4W2B/3WB4WBW/WB5B3B/1W4B4W/1B2WBWB2WB b",                // 11080 34017
		"BWBWB1BWBWB1/WBWBW1WBW1W1/BWBW1W6/WBW3W2B2/2BW4B3/2W1W2BW1W1/2B2W3W2/12/B2W2B1B3/11B/2B3B1B3/3B3B4 b",  // 55974 95379
		"BWBWB1B2WB1/WBW1W1W3W1/BWB2W1WB3/WBW3W2B2/2B5B3/2WBW2BW1W1/2B2W3W2/12/B2W2B1B3/11B/2B3B1B3/3B3B4 w",    // 57943 90866
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
//	nice -n 10 go test ./ai -run '^$' -bench SolveLattice -benchtime 1x -count 3
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
			b.Run(name, func(b *testing.B) { benchSolveSet(b, latBenchPositions(b, n), wide, false) })
		}
	}
}

func benchSolveSet(b *testing.B, ps []game.Position, wide, noETC bool) {
	s := NewSolver(32 << 20)
	s.noLat, s.noETC = wide, noETC
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
			r, err := s.Solve(context.Background(), p, SolveOptions{Nodes: 40e6})
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

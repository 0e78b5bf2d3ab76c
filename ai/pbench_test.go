package ai

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/konane/konane/game"
	"github.com/konane/konane/internal/procstat"
)

var (
	updateMiddle8 = flag.Bool("update-middle8", false, "make testdata/middle8.txt anew (self-play, some minutes)")
	updateMiddle7 = flag.Bool("update-middle7", false, "make testdata/middle7.txt anew (self-play, some minutes)")
)

// middle8File holds 20 fixed 8×8 middle-game positions for the solver
// benchmarks, one KFEN a line.
const middle8File = "testdata/middle8.txt"

// middle7File holds 8 fixed 7×7 positions of 30 to 36 stones for the
// scaling benchmark, one KFEN a line: proofs of some millions of nodes,
// nearer in size to the subtrees of the 7×7 opening solves.
const middle7File = "testdata/middle7.txt"

// middle8 reads the positions of middle8File.
func middle8(tb testing.TB) []game.Position { return readPositions(tb, middle8File) }

// readPositions reads a file of KFENs, one a line, with # comments.
func readPositions(tb testing.TB, file string) []game.Position {
	tb.Helper()
	f, err := os.Open(file)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []game.Position
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		kfen, _, _ := strings.Cut(line, " #")
		p, err := game.ParseKFEN(kfen)
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, p)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

// selfPlay plays Hard against Hard on n×n at depth 7 after two removals
// chosen by seed (as cmd/reviewbench does) and returns the positions.
func selfPlay(n int, seed int64) ([]game.Position, error) {
	pos := game.MustNewPosition(n)
	e := NewSearcher(SearcherOptions{TableBytes: 16 << 20})
	var out []game.Position
	for ply := 0; pos.HasMoves(); ply++ {
		out = append(out, pos)
		var m game.Move
		if ply < 2 {
			moves := pos.LegalMoves(nil)
			m = moves[int(uint64(seed)*2654435761>>uint(ply*8))%len(moves)]
		} else {
			r, err := e.Search(context.Background(), pos, Limits{Level: Hard, Depth: 7, Time: time.Hour, Seed: seed})
			if err != nil {
				return nil, err
			}
			m = r.Move
		}
		pos.Make(m)
	}
	return out, nil
}

// TestMiddle8Positions checks the benchmark positions (and with
// -update-middle8 makes them: from each of 20 self-play games, the first
// jump-phase position of at most 34 stones that the serial solver proves
// in at most 20 M nodes).
func TestMiddle8Positions(t *testing.T) {
	if *updateMiddle8 {
		var b strings.Builder
		b.WriteString("# 20 8×8 middle-game positions: from Hard-vs-Hard self-play at depth 7 (seeds 1-20, removals by seed),\n")
		b.WriteString("# the first of at most 34 stones that the serial solver proves within 20 M nodes. Made by\n")
		b.WriteString("# go test -run TestMiddle8Positions -update-middle8 ./ai/\n")
		for seed := int64(1); seed <= 20; seed++ {
			line, err := selfPlay(8, seed)
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range line {
				if p.Phase() != game.Jumps || p.Count(game.Black)+p.Count(game.White) > 34 {
					continue
				}
				r, err := NewSolver(64<<20).Solve(context.Background(), p, SolveOptions{Nodes: 20e6})
				if err != nil {
					continue
				}
				fmt.Fprintf(&b, "%s # seed %d, %d stones, %v wins, %d serial nodes\n", p.KFEN(), seed, p.Count(game.Black)+p.Count(game.White), r.Winner, r.Nodes)
				break
			}
		}
		if err := os.WriteFile(middle8File, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ps := middle8(t)
	if len(ps) != 20 {
		t.Fatalf("%d positions, want 20", len(ps))
	}
	for _, p := range ps {
		if p.Size() != 8 || p.Phase() != game.Jumps {
			t.Fatalf("%s: not an 8×8 jump-phase position", p.KFEN())
		}
	}
}

// TestMiddle7Positions checks the 7×7 benchmark positions (and with
// -update-middle7 makes them: from each of 8 self-play games, the first
// jump-phase position of at most 36 stones that the serial solver proves
// in 2 M to 40 M nodes).
func TestMiddle7Positions(t *testing.T) {
	if *updateMiddle7 {
		var b strings.Builder
		b.WriteString("# 8 7×7 positions: from Hard-vs-Hard self-play at depth 7 (seeds 1-8, removals by seed), the first\n")
		b.WriteString("# of at most 36 stones that the serial solver proves in 2 M to 40 M nodes. Made by\n")
		b.WriteString("# go test -run TestMiddle7Positions -update-middle7 ./ai/\n")
		for seed := int64(1); seed <= 8; seed++ {
			line, err := selfPlay(7, seed)
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range line {
				if p.Phase() != game.Jumps || p.Count(game.Black)+p.Count(game.White) > 36 {
					continue
				}
				r, err := NewSolver(64<<20).Solve(context.Background(), p, SolveOptions{Nodes: 40e6})
				if err != nil || r.Nodes < 2e6 {
					continue
				}
				fmt.Fprintf(&b, "%s # seed %d, %d stones, %v wins, %d serial nodes\n", p.KFEN(), seed, p.Count(game.Black)+p.Count(game.White), r.Winner, r.Nodes)
				break
			}
		}
		if err := os.WriteFile(middle7File, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ps := readPositions(t, middle7File)
	if len(ps) < 6 {
		t.Fatalf("%d positions, want at least 6", len(ps))
	}
	for _, p := range ps {
		if p.Size() != 7 || p.Phase() != game.Jumps {
			t.Fatalf("%s: not a 7×7 jump-phase position", p.KFEN())
		}
	}
}

// BenchmarkParallelSolveMiddle8 proves the 20 middle-game positions of
// testdata/middle8.txt with the serial solver, then the parallel one on 1
// and on 2 threads, interleaved in each iteration so that the load of a
// shared machine weighs on all alike; every solve starts from an empty
// table of 64 MiB. It reports the seconds of each (serial-s, 1thread-s,
// 2threads-s: wall time for all 20), the speed-up of 2 threads over 1,
// the nodes of each, the processor time of each (all threads; Linux) and
// the utilisation of the 2 threads (ParallelStats).
func BenchmarkParallelSolveMiddle8(b *testing.B) {
	positions := middle8(b)
	serial := NewSolver(64 << 20)
	par := map[int]*ParallelSolver{1: NewParallelSolver(64<<20, 1), 2: NewParallelSolver(64<<20, 2)}
	var wall, cpu [3]time.Duration
	var nodes [3]uint64
	var busy, idle time.Duration
	b.ResetTimer()
	for range b.N {
		for _, pos := range positions {
			serial.Clear()
			c0 := procstat.ProcessCPU()
			r, err := serial.Solve(context.Background(), pos, SolveOptions{})
			if err != nil {
				b.Fatal(err)
			}
			cpu[0] += procstat.ProcessCPU() - c0
			wall[0] += r.Elapsed
			nodes[0] += r.Nodes
			for i, threads := range []int{1, 2} {
				p := par[threads]
				p.Clear()
				c0 := procstat.ProcessCPU()
				pr, err := p.Solve(context.Background(), pos, SolveOptions{})
				if err != nil {
					b.Fatal(err)
				}
				cpu[i+1] += procstat.ProcessCPU() - c0
				if pr.Winner != r.Winner || !equalMoves(pr.PV, r.PV) {
					b.Fatalf("%s: %d threads: %v %v, serial %v %v", pos.KFEN(), threads, pr.Winner, pr.PV, r.Winner, r.PV)
				}
				wall[i+1] += pr.Elapsed
				nodes[i+1] += pr.Nodes
				if threads == 2 {
					st := p.Stats()
					busy += 2 * st.Wall
					idle += st.Idle
				}
			}
		}
	}
	n := float64(b.N)
	b.ReportMetric(wall[0].Seconds()/n, "serial-s")
	b.ReportMetric(wall[1].Seconds()/n, "1thread-s")
	b.ReportMetric(wall[2].Seconds()/n, "2threads-s")
	b.ReportMetric(wall[1].Seconds()/wall[2].Seconds(), "speedup")
	if cpu[0] > 0 {
		b.ReportMetric(cpu[0].Seconds()/n, "serial-cpu-s")
		b.ReportMetric(cpu[1].Seconds()/n, "1thread-cpu-s")
		b.ReportMetric(cpu[2].Seconds()/n, "2threads-cpu-s")
	}
	b.ReportMetric(float64(nodes[0])/n, "serial-nodes")
	b.ReportMetric(float64(nodes[1])/n, "1thread-nodes")
	b.ReportMetric(float64(nodes[2])/n, "2threads-nodes")
	if busy > 0 {
		b.ReportMetric(1-idle.Seconds()/busy.Seconds(), "2threads-util")
	}
}

// BenchmarkParallelSolveScaling proves the positions of
// testdata/middle8.txt on 1 to 64 threads (more threads than this
// machine's cores: the counts do not depend on the cores) and reports per
// thread count the nodes of all (against 1 thread: the search overhead),
// the utilisation of the threads (ParallelStats: the share of their time
// with a task to run, which does not depend on the cores either) and the
// projected speed-up on as many cores, threads × utilisation / overhead.
// The "all" runs start the tasks of all moves of a split position at once
// instead of the first move's first.
func BenchmarkParallelSolveScaling(b *testing.B) {
	benchScaling(b, middle8(b), []int{1, 2, 4, 8, 16, 64}, true)
}

// BenchmarkParallelSolveScaling7 is BenchmarkParallelSolveScaling on the
// 7×7 positions of testdata/middle7.txt, whose proofs are larger (without
// the "all" runs).
func BenchmarkParallelSolveScaling7(b *testing.B) {
	benchScaling(b, readPositions(b, middle7File), []int{1, 2, 8, 64}, false)
}

func benchScaling(b *testing.B, positions []game.Position, threadCounts []int, withAll bool) {
	var base float64
	for _, threads := range threadCounts {
		for _, all := range []bool{false, true} {
			if all && (threads == 1 || !withAll) {
				continue
			}
			name := fmt.Sprintf("threads=%d", threads)
			if all {
				name += "/all"
			}
			b.Run(name, func(b *testing.B) {
				p := NewParallelSolver(64<<20, threads)
				p.allAtOnce = all
				var nodes uint64
				var work, idle time.Duration
				for range b.N {
					for _, pos := range positions {
						p.Clear()
						if _, err := p.Solve(context.Background(), pos, SolveOptions{}); err != nil {
							b.Fatal(err)
						}
						st := p.Stats()
						nodes += st.Nodes
						work += time.Duration(threads) * st.Wall
						idle += st.Idle
					}
				}
				per := float64(nodes) / float64(b.N)
				if threads == 1 {
					base = per
				}
				util := 1 - idle.Seconds()/work.Seconds()
				b.ReportMetric(per, "nodes/op")
				b.ReportMetric(util, "util")
				if base > 0 {
					b.ReportMetric(per/base, "overhead")
					b.ReportMetric(float64(threads)*util*base/per, "projected-speedup")
				}
			})
		}
	}
}

package game

import (
	"fmt"
	"runtime"
	"testing"

	"github.com/konane/konane/internal/procstat"
)

// BenchmarkPerft counts perft(7) from 8×8 after "d5 e5" and reports leaf
// moves per second; make/unmake and generation allocate nothing.
func BenchmarkPerft(b *testing.B) {
	p := MustNewPosition(8)
	p.Make(Removal(SquareAt(3, 4)))
	p.Make(Removal(SquareAt(4, 4)))
	b.ReportAllocs()
	var leaves uint64
	for b.Loop() {
		leaves += Perft(p, 7)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkMakeUnmake measures one generate + make + unmake cycle.
func BenchmarkMakeUnmake(b *testing.B) {
	p := MustNewPosition(8)
	p.Make(Removal(SquareAt(3, 4)))
	p.Make(Removal(SquareAt(4, 4)))
	var buf [64]Move
	b.ReportAllocs()
	for b.Loop() {
		for _, m := range p.LegalMoves(buf[:0]) {
			p.Make(m)
			p.Unmake(m)
		}
	}
}

// BenchmarkPerftD5E5Depth10 counts perft(10) from 8×8 after "d5 e5"
// (748,158,630 leaves), the measure of issue 22 against the independent
// bitboard perft of BenchmarkPerftD5E5Depth10Reference.
func BenchmarkPerftD5E5Depth10(b *testing.B) {
	p := afterD5E5(b)
	benchLeaves(b, func() uint64 { return Perft(p, 10) })
}

// BenchmarkPerftD5E5Depth10Reference is BenchmarkPerftD5E5Depth10 by the
// independent bitboard perft refPerftBB (perftref_test.go).
func BenchmarkPerftD5E5Depth10Reference(b *testing.B) {
	p := afterD5E5(b)
	benchLeaves(b, func() uint64 { return refPerftBB(refBBFrom(&p), 10) })
}

// benchLeaves runs perft b.N times and reports leaves per second of wall
// clock and, on Linux, per CPU second of the benchmark's thread (the
// steadier measure on a shared machine).
func benchLeaves(b *testing.B, perft func() uint64) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	b.ReportAllocs()
	var leaves uint64
	c0 := procstat.ThreadCPU()
	for b.Loop() {
		leaves += perft()
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
	if cpu := procstat.ThreadCPU() - c0; cpu > 0 {
		b.ReportMetric(float64(leaves)/cpu.Seconds(), "leaves/cpu-s")
	}
}

// perftBenchDepth is the depth of BenchmarkPerftSizes on each board size:
// from the full board, half a million to ten million leaves
// (perftFromStart has the counts up to a depth or two less).
var perftBenchDepth = [MaxSize + 1]int{4: 12, 5: 10, 6: 9, 7: 9, 8: 9, 9: 9, 10: 9, 11: 9, 12: 9}

// BenchmarkPerftSizes counts perft from the full board of every size.
func BenchmarkPerftSizes(b *testing.B) {
	for n := MinSize; n <= MaxSize; n++ {
		b.Run(fmt.Sprintf("%dx%d", n, n), func(b *testing.B) {
			p := MustNewPosition(n)
			benchLeaves(b, func() uint64 { return Perft(p, perftBenchDepth[n]) })
		})
	}
}

// BenchmarkPerftSizesReference is BenchmarkPerftSizes by the naive array
// perft refPerftArray (perftref_test.go).
func BenchmarkPerftSizesReference(b *testing.B) {
	for n := MinSize; n <= MaxSize; n++ {
		b.Run(fmt.Sprintf("%dx%d", n, n), func(b *testing.B) {
			p := MustNewPosition(n)
			benchLeaves(b, func() uint64 { return refPerftArray(refFrom(&p), perftBenchDepth[n]) })
		})
	}
}

package game

import "testing"

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

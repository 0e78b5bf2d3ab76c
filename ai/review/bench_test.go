package review

import (
	"context"
	"os"
	"runtime"
	"strconv"
	"testing"

	"github.com/konane/konane/game"
)

// BenchmarkAnalyseQuick8x8 reviews a 53-ply 8×8 game of Hard against Hard
// (testdata/hard-53.kgn, the longest of cmd/reviewbench's seeds 1–40;
// such games last 34–53 plies) with the Quick settings, on one worker and
// on every core. It reports the plies judged exactly and the time per ply.
//
//	go test -run '^$' -bench AnalyseQuick8x8 -benchtime 1x ./ai/review/
func BenchmarkAnalyseQuick8x8(b *testing.B) {
	data, err := os.ReadFile("testdata/hard-53.kgn")
	if err != nil {
		b.Fatal(err)
	}
	g, err := game.ParseKGN(data)
	if err != nil {
		b.Fatal(err)
	}
	for _, w := range []int{1, runtime.NumCPU()} {
		b.Run("workers="+strconv.Itoa(w), func(b *testing.B) {
			s := Quick()
			s.Workers = w
			exact := 0
			for b.Loop() {
				r, err := Analyse(context.Background(), g, s, nil)
				if err != nil {
					b.Fatal(err)
				}
				exact = 0
				for _, p := range r.Plies {
					if p.Before.Proven && p.After.Proven {
						exact++
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N*g.Ply()), "ms/ply")
			b.ReportMetric(float64(exact), "exact-plies")
		})
	}
}

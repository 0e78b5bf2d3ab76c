package review

import (
	"context"
	"os"
	"runtime"
	"strconv"
	"testing"
	"time"

	"github.com/konane/konane/game"
)

// BenchmarkAnalyseQuick8x8 reviews a 53-ply 8×8 game of Hard against Hard
// (testdata/hard-53.kgn, the longest of cmd/reviewbench's seeds 1–40;
// such games last 34–53 plies) with the Quick settings, on one worker and
// on every core, with and without the second looks. It reports the plies
// judged exactly, the time per ply and the positions given a second look.
//
//	go test -run '^$' -bench AnalyseQuick8x8 -benchtime 1x ./ai/review/
func BenchmarkAnalyseQuick8x8(b *testing.B) {
	benchmarkQuick(b, "testdata/hard-53.kgn")
}

// BenchmarkAnalyseQuick6x6 is the same for a 6×6 game in which Black is
// lost from the start (testdata/thrown-6x6.kgn).
func BenchmarkAnalyseQuick6x6(b *testing.B) {
	benchmarkQuick(b, "testdata/thrown-6x6.kgn")
}

func benchmarkQuick(b *testing.B, file string) {
	data, err := os.ReadFile(file)
	if err != nil {
		b.Fatal(err)
	}
	g, err := game.ParseKGN(data)
	if err != nil {
		b.Fatal(err)
	}
	moves, positions := positionsOf(g)
	for _, run := range []struct {
		name  string
		w     int
		looks bool
	}{
		{"workers=1", 1, true}, {"workers=" + strconv.Itoa(runtime.NumCPU()), runtime.NumCPU(), true},
		{"workers=1/no-second-looks", 1, false},
	} {
		b.Run(run.name, func(b *testing.B) {
			s := Quick()
			s.Workers = run.w
			if !run.looks {
				s.ProveNodes = 0
			}
			exact, looks := 0, 0
			for b.Loop() {
				res, err := analyseAll(context.Background(), positions, moves, s, nil)
				if err != nil {
					b.Fatal(err)
				}
				looks = 0
				for _, r := range res {
					if r.looked {
						looks++
					}
				}
				exact = 0
				for _, p := range build(positions, moves, res).Plies {
					if p.Before.Proven && p.After.Proven {
						exact++
					}
				}
			}
			b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N*g.Ply()), "ms/ply")
			b.ReportMetric(float64(exact), "exact-plies")
			b.ReportMetric(float64(looks), "second-looks")
		})
	}
}

// BenchmarkCoachQuick8x8 grades every move of testdata/hard-53.kgn one
// after the other with one Coach and the Quick settings on two workers,
// as a game against the computer has them graded (both sides' moves here).
// It reports the mean and the longest time of a grading.
//
//	go test -run '^$' -bench CoachQuick8x8 -benchtime 1x ./ai/review/
func BenchmarkCoachQuick8x8(b *testing.B) {
	data, err := os.ReadFile("testdata/hard-53.kgn")
	if err != nil {
		b.Fatal(err)
	}
	g, err := game.ParseKGN(data)
	if err != nil {
		b.Fatal(err)
	}
	s := Quick()
	s.Workers = 2
	var longest time.Duration
	for b.Loop() {
		c := NewCoach(s)
		for i := range g.Ply() {
			start := time.Now()
			if _, err := c.Grade(context.Background(), g, i); err != nil {
				b.Fatal(err)
			}
			longest = max(longest, time.Since(start))
		}
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N*g.Ply()), "ms/grade")
	b.ReportMetric(float64(longest.Milliseconds()), "longest-ms")
}

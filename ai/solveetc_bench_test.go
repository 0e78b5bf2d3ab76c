package ai

import "testing"

// dense8File holds 12 fixed 8×8 positions of 36 to 41 stones, one KFEN a
// line: larger proofs than middle8File's (about 68 M nodes in all).
const dense8File = "testdata/dense8.txt"

// BenchmarkSolveMiddle8 proves the 20 positions of testdata/middle8.txt
// and the 12 of testdata/dense8.txt with the serial solver, each from a
// cleared 32 MiB table, with the enhanced transposition cutoffs (etc8)
// and without, and reports the nodes and CPU seconds of each set and
// nodes per CPU second (nodes depend only on the positions: the same on
// every run).
//
//	nice -n 10 go test ./ai -run '^$' -bench 'SolveMiddle8$' -benchtime 1x -count 3
func BenchmarkSolveMiddle8(b *testing.B) {
	for _, set := range []string{middle8File, dense8File} {
		for _, etc := range []bool{true, false} {
			name := set[len("testdata/"):len(set)-len(".txt")] + "/noetc"
			if etc {
				name = set[len("testdata/"):len(set)-len(".txt")] + "/etc"
			}
			b.Run(name, func(b *testing.B) { benchSolveSet(b, readPositions(b, set), false, !etc) })
		}
	}
}

package ai

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/konane/konane/game"
)

func mustPlay(t testing.TB, pos *game.Position, moves ...string) {
	t.Helper()
	for _, s := range moves {
		m, err := game.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := pos.Play(m); err != nil {
			t.Fatal(err)
		}
	}
}

// The published results quoted in docs/rules.md.
func TestSolveReproducesPublishedResults(t *testing.T) {
	cases := []struct {
		name   string
		n      int
		moves  []string
		winner game.Color
	}{
		{"the whole 4×4 game is a White win", 4, nil, game.White},
		{"the whole 5×5 game is a Black win", 5, nil, game.Black},
		{"6×6 after a6 b6 is a White win", 6, []string{"a6", "b6"}, game.White},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.n >= 6 && (testing.Short() || raceEnabled) {
				t.Skip("long solve: run without -short and -race, or see BenchmarkSolve6x6CornerOpening")
			}
			pos := game.MustNewPosition(c.n)
			mustPlay(t, &pos, c.moves...)
			s := NewSolver(0)
			r, err := s.Solve(context.Background(), pos, SolveOptions{Line: true})
			if err != nil {
				t.Fatal(err)
			}
			if r.Winner != c.winner {
				t.Errorf("winner = %v, want %v", r.Winner, c.winner)
			}
			t.Logf("%s: %v in %v, %d nodes, line %v", c.name, r.Winner, r.Elapsed, r.Nodes, r.PV)
		})
	}
}

// naiveWins is a plain minimax over game.Position, the reference for the
// solver's tables, symmetries and move ordering.
func naiveWins(p *game.Position) bool {
	for _, m := range p.LegalMoves(nil) {
		p.Make(m)
		w := naiveWins(p)
		p.Unmake(m)
		if !w {
			return true
		}
	}
	return false
}

func TestSolverAgreesWithPlainMinimax(t *testing.T) {
	s := NewSolver(1 << 16) // small, so that entries get replaced
	wins, losses := 0, 0
	for _, n := range []int{4, 5, 6} {
		for i, p := range randomPositions(n, 8, uint64(n)) {
			if p.Count(game.Black)+p.Count(game.White) > 18 || i%2 == 1 {
				continue
			}
			want := p.SideToMove()
			if !naiveWins(&p) {
				want = want.Other()
			}
			r, err := s.Solve(context.Background(), p, SolveOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if r.Winner != want {
				t.Fatalf("%s: solver says %v wins, minimax %v", p.KFEN(), r.Winner, want)
			}
			if want == p.SideToMove() {
				wins++
			} else {
				losses++
			}
		}
	}
	if wins < 5 || losses < 5 {
		t.Fatalf("too few cases: %d wins, %d losses", wins, losses)
	}
}

func TestSolveLineEndsTheGameWithTheWinner(t *testing.T) {
	pos := game.MustNewPosition(5)
	r, err := NewSolver(1<<20).Solve(context.Background(), pos, SolveOptions{Line: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range r.PV {
		if err := pos.Play(m); err != nil {
			t.Fatalf("line %v: %v", r.PV, err)
		}
	}
	if pos.HasMoves() || pos.SideToMove() == r.Winner {
		t.Fatalf("line %v does not end with %v to move and stuck", r.PV, r.Winner.Other())
	}
}

func TestSolveStopsAtItsTimeLimitOrOnCancel(t *testing.T) {
	pos := game.MustNewPosition(8)
	s := NewSolver(1 << 20)
	start := time.Now()
	if _, err := s.Solve(context.Background(), pos, SolveOptions{Time: 30 * time.Millisecond}); !errors.Is(err, ErrUnsolved) {
		t.Errorf("8×8 in 30 ms: err = %v, want ErrUnsolved", err)
	}
	t.Logf("a 30 ms solve took %v (an unsolvable position: one that ignored its time would hang the test)", time.Since(start))
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(20*time.Millisecond, cancel)
	if _, err := s.Solve(ctx, pos, SolveOptions{}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled solve: err = %v, want context.Canceled", err)
	}
}

func TestSolveReportsProgress(t *testing.T) {
	pos := game.MustNewPosition(5)
	var reports []SolveProgress
	r, err := NewSolver(1<<20).Solve(context.Background(), pos, SolveOptions{
		Progress:      func(p SolveProgress) { reports = append(reports, p) },
		ProgressEvery: time.Nanosecond,
	})
	if err != nil {
		t.Fatal(err)
	}
	if r.Winner != game.Black {
		t.Fatalf("5×5 winner %v, want Black", r.Winner)
	}
	const total = 5 // Black's first removals on 5×5: a1, e1, c3, a5, e5
	var decided []SolveProgress
	for i, p := range reports {
		if p.Total != total || p.Done > p.Total || i > 0 && p.Nodes < reports[i-1].Nodes {
			t.Fatalf("report %d: %+v", i, p)
		}
		if p.Move != game.NoMove {
			decided = append(decided, p)
		}
	}
	// Black wins: the solve stops at the first winning removal, the last
	// one reported, and every removal reported before it loses.
	if len(decided) == 0 || !decided[len(decided)-1].Wins || decided[len(decided)-1].Move != r.PV[0] {
		t.Fatalf("decided root moves %+v, line %v", decided, r.PV)
	}
	for _, p := range decided[:len(decided)-1] {
		if p.Wins {
			t.Fatalf("%v reported as a win before the last report", p.Move)
		}
	}
}

func TestASolverCanBeReusedAcrossBoardSizes(t *testing.T) {
	s := NewSolver(1 << 20)
	for _, c := range []struct {
		n      int
		winner game.Color
	}{{4, game.White}, {5, game.Black}, {4, game.White}, {5, game.Black}} {
		r, err := s.Solve(context.Background(), game.MustNewPosition(c.n), SolveOptions{})
		if err != nil || r.Winner != c.winner {
			t.Fatalf("%d×%d: %v, %v; want %v", c.n, c.n, r.Winner, err, c.winner)
		}
	}
}

// Like the search, the solver checks the clock and the context at least
// every pollEvery nodes (on 8×8), which bounds its stop delay. Counted
// under a node budget, which polls as a time limit does: a timed solve on
// a loaded machine may get too few nodes to tell.
func TestSolverPollsOften(t *testing.T) {
	s := NewSolver(1 << 20)
	_, err := s.Solve(context.Background(), game.MustNewPosition(8), SolveOptions{Nodes: 100000})
	if !errors.Is(err, ErrUnsolved) {
		t.Fatalf("err = %v, want ErrUnsolved", err)
	}
	if s.nodes < 4*pollEvery {
		t.Fatalf("only %d nodes", s.nodes)
	}
	if min := s.nodes/pollEvery - 1; s.polls < min {
		t.Errorf("%d polls for %d nodes, want at least %d", s.polls, s.nodes, min)
	}
}

func TestWithoutLineThePVIsTheWinningMoveAlone(t *testing.T) {
	s := NewSolver(1 << 20)
	// 5×5: Black, to move, wins; its removal must be winning.
	r, err := s.Solve(context.Background(), game.MustNewPosition(5), SolveOptions{})
	if err != nil || r.Winner != game.Black || len(r.PV) != 1 {
		t.Fatalf("5×5: %v %v, %v", r.Winner, r.PV, err)
	}
	pos := game.MustNewPosition(5)
	pos.Make(r.PV[0])
	if c, _ := s.Solve(context.Background(), pos, SolveOptions{}); c.Winner != game.Black {
		t.Fatalf("after %v White wins: not a winning move", r.PV[0])
	}
	// 4×4: Black, to move, loses: no winning move to show.
	r, err = s.Solve(context.Background(), game.MustNewPosition(4), SolveOptions{})
	if err != nil || r.Winner != game.White || len(r.PV) != 0 {
		t.Fatalf("4×4: %v %v, %v", r.Winner, r.PV, err)
	}
}

func TestSolveStopsAtItsNodeLimitWithTheSameCountEveryTime(t *testing.T) {
	pos := game.MustNewPosition(8)
	var counts [2]uint64
	for i := range counts {
		r, err := NewSolver(1<<20).Solve(context.Background(), pos, SolveOptions{Nodes: 50000})
		if !errors.Is(err, ErrUnsolved) {
			t.Fatalf("8×8 in 50000 nodes: err = %v, want ErrUnsolved", err)
		}
		counts[i] = r.Nodes
	}
	if counts[0] < 50000 || counts[0] > 50000+pollEvery || counts[0] != counts[1] {
		t.Errorf("stopped after %d and %d nodes, want the same count, at most a poll past 50000", counts[0], counts[1])
	}
}

package ai

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/konane/konane/game"
)

// stones returns the number of stones of p.
func stones(p *game.Position) int { return p.Count(game.Black) + p.Count(game.White) }

// latCase returns p, p with every stone's colour swapped (each side then
// on the other lattice) or p with some colours swapped (stones of a colour
// on both lattices), by kind 0, 1 or 2, and either side to move.
func latCase(t *testing.T, p game.Position, kind int, rng *rand.Rand) game.Position {
	t.Helper()
	side := game.Color(rng.IntN(2))
	switch kind {
	case 1:
		return recoloured(t, p, func(int) bool { return true }, side)
	case 2:
		return recoloured(t, p, func(int) bool { return rng.IntN(3) == 0 }, side)
	}
	return p
}

// onLattice reports whether every stone of each side of p stands on one
// lattice, the sides on different ones (the positions winLat takes).
func onLattice(p *game.Position) bool {
	s := NewSolver(1 << 10)
	s.setBoard(p.Size())
	_, _, _, ok := s.bitsLat(p)
	return ok
}

// checkWinningMove checks that, when r says the side to move of p wins,
// r.PV[0] is a legal move after which the opponent loses, by ref.
func checkWinningMove(t *testing.T, ref *Solver, p game.Position, r SolveResult) {
	t.Helper()
	if r.Winner != p.SideToMove() {
		if len(r.PV) != 0 {
			t.Fatalf("%s: the side to move loses, yet PV %v", p.KFEN(), r.PV)
		}
		return
	}
	c := p
	if len(r.PV) == 0 || c.Play(r.PV[0]) != nil {
		t.Fatalf("%s: winning move %v is not a move", p.KFEN(), r.PV)
	}
	rc, err := ref.Solve(context.Background(), c, SolveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if rc.Winner != p.SideToMove() {
		t.Fatalf("%s: after the winning move %v, %v wins", p.KFEN(), r.PV[0], rc.Winner)
	}
}

// On random positions of games of 9×9, 10×10 and 12×12, as played, with
// every colour swapped and with some swapped, the solver (winLat where
// bitsLat takes the position) agrees with winWide on the game's value,
// and its winning move wins. Each solver keeps its small table for a
// whole board size, so that entries of positions met before are replaced
// and reused. 400,000 nodes a solve, 40,000 with -short; make test runs
// it without -race.
func TestTheLatticeSolverAgreesWithWinWide(t *testing.T) {
	if raceEnabled {
		t.Skip("one serial solver, no concurrency to check: make test runs it without -race")
	}
	rng := rand.New(rand.NewPCG(22, 12))
	budget := uint64(400_000)
	if testing.Short() {
		budget = 40_000
	}
	lat, wide := 0, 0
	for _, n := range []int{9, 10, 12} {
		s, ref := NewSolver(1<<18), NewSolver(1<<18)
		ref.noLat = true
		for i, p := range randomPositions(n, 6, uint64(n)+40) {
			if i%2 == 1 || stones(&p) > 4*n {
				continue
			}
			q := latCase(t, p, i/2%3, rng)
			r, err := s.Solve(context.Background(), q, SolveOptions{Nodes: budget})
			if errors.Is(err, ErrUnsolved) {
				continue
			}
			want, err := ref.Solve(context.Background(), q, SolveOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if r.Winner != want.Winner {
				t.Fatalf("%s: %v wins, winWide says %v", q.KFEN(), r.Winner, want.Winner)
			}
			checkWinningMove(t, ref, q, r)
			if onLattice(&q) {
				lat++
			} else {
				wide++
			}
		}
	}
	t.Logf("%d positions on the lattices, %d of mixed colours", lat, wide)
	if lat < 60 || wide < 15 {
		t.Fatalf("only %d positions on the lattices and %d of mixed colours", lat, wide)
	}
}

// Small positions of 9×9, 10×10 and 12×12, from games (as played or with
// colours swapped) and with stones on random squares: Solver,
// ParallelSolver and the distance search agree with the plain negamax and
// minimax over game.Position.
func TestTheLatticeSolversAgreeWithPlainNegamax(t *testing.T) {
	rng := rand.New(rand.NewPCG(22, 13))
	lat, extra := 0, 6
	if raceEnabled || testing.Short() {
		extra = 4
	}
	for _, n := range []int{9, 10, 12} {
		k := newSolverKinds()
		for i, p := range randomPositions(n, 30, uint64(n)+60) {
			if stones(&p) > 2*n+extra || i%2 == 1 {
				continue
			}
			q := latCase(t, p, i/2%3, rng)
			k.check(t, q)
			if onLattice(&q) {
				lat++
			}
		}
		for _, p := range anySquarePositions(t, n, 6, 8, 14, rng) {
			k.check(t, p)
		}
	}
	t.Logf("%d positions on the lattices", lat)
	if lat < 40 {
		t.Fatalf("only %d positions on the lattices", lat)
	}
}

// bitsLat takes the positions of games and those with every colour
// swapped (the side to move then on the other colour's lattice), and
// leaves those of mixed colours, the removal phases and boards up to 8×8
// to winWide and win8.
func TestBitsLatTakesThePositionsWhoseSetsFixThem(t *testing.T) {
	rng := rand.New(rand.NewPCG(22, 14))
	for _, n := range []int{9, 10, 11, 12} {
		s := NewSolver(1 << 10)
		s.setBoard(n)
		start := game.MustNewPosition(n)
		if _, _, _, ok := s.bitsLat(&start); ok {
			t.Errorf("%d×%d: bitsLat takes the removal phase", n, n)
		}
		for i, p := range randomPositions(n, 2, uint64(n)) {
			own, opp, on, ok := s.bitsLat(&p)
			side := p.SideToMove()
			wo, _ := p.StonesWide(side, side)
			wp, _ := p.StonesWide(side.Other(), side.Other())
			if !ok || on != int(side) || own != wo || opp != wp {
				t.Fatalf("%s: bitsLat %v %v %d %v", p.KFEN(), own, opp, on, ok)
			}
			q := recoloured(t, p, func(int) bool { return true }, side)
			if _, _, on, ok := s.bitsLat(&q); !ok || on != int(side.Other()) {
				t.Fatalf("%s: swapped colours: on %d, %v", q.KFEN(), on, ok)
			}
			if i%4 == 0 {
				m := recoloured(t, p, func(int) bool { return rng.IntN(2) == 0 }, side)
				if _, _, _, ok := s.bitsLat(&m); ok && !onLatticeByHand(&m) {
					t.Fatalf("%s: bitsLat takes mixed colours", m.KFEN())
				}
			}
		}
	}
	s := NewSolver(1 << 10)
	s.setBoard(8)
	p := randomPositions(8, 1, 1)[3]
	if _, _, _, ok := s.bitsLat(&p); ok {
		t.Error("bitsLat takes an 8×8 position")
	}
}

// onLatticeByHand reports, square by square, whether all the stones of
// each side of p stand on the squares of one colour, the two sides on
// different colours.
func onLatticeByHand(p *game.Position) bool {
	n := p.Size()
	var on [2][2]bool // on[stone colour][square colour]
	for r := 0; r < n; r++ {
		for f := 0; f < n; f++ {
			s := game.SquareAt(f, r)
			if c, ok := p.At(s); ok {
				on[c][game.HomeColor(s, n)] = true
			}
		}
	}
	return on[0][0] != on[0][1] && on[1][0] != on[1][1] && on[0][0] != on[1][0]
}

// wideMidgame is a 12×12 position after the removals and some plies of
// a random game, too large to prove within the budgets of these tests.
func wideMidgame(t *testing.T) game.Position {
	t.Helper()
	p := randomPositions(12, 1, 3)[12]
	if !onLattice(&p) || stones(&p) < 120 {
		t.Fatalf("%s: not a large position on the lattices", p.KFEN())
	}
	return p
}

// On 12×12 the lattice solver stops at its node budget (within a poll,
// the same count every time), at its time limit and on cancel, and polls
// at least every pollEvery nodes.
func TestTheLatticeSolverStopsAtItsLimits(t *testing.T) {
	pos := wideMidgame(t)
	var counts [2]uint64
	for i := range counts {
		s := NewSolver(1 << 20)
		r, err := s.Solve(context.Background(), pos, SolveOptions{Nodes: 50000})
		if !errors.Is(err, ErrUnsolved) {
			t.Fatalf("12×12 in 50000 nodes: err = %v, want ErrUnsolved", err)
		}
		counts[i] = r.Nodes
		// Counted in nodes, not time: a loaded machine may give a timed
		// solve only its first poll (CI under load ran 1024 nodes in 30 ms).
		if min := s.nodes/pollEvery - 1; s.polls < min {
			t.Errorf("%d polls for %d nodes, want at least %d", s.polls, s.nodes, min)
		}
	}
	if counts[0] < 50000 || counts[0] > 50000+pollEvery || counts[0] != counts[1] {
		t.Errorf("stopped after %d and %d nodes, want the same count, at most a poll past 50000", counts[0], counts[1])
	}
	s := NewSolver(1 << 20)
	start := time.Now()
	if _, err := s.Solve(context.Background(), pos, SolveOptions{Time: 30 * time.Millisecond}); !errors.Is(err, ErrUnsolved) {
		t.Errorf("12×12 in 30 ms: err = %v, want ErrUnsolved", err)
	}
	t.Logf("a 30 ms solve took %v (an unsolvable position: one that ignored its time would hang the test)", time.Since(start))
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(20*time.Millisecond, cancel)
	if _, err := s.Solve(ctx, pos, SolveOptions{}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled solve: err = %v, want context.Canceled", err)
	}
}

// A lattice solve's work depends on its position and the table, not on
// what the solver solved before: its killers and countermoves start anew.
func TestLatticeSolveWorkIgnoresEarlierSolves(t *testing.T) {
	if raceEnabled {
		t.Skip("one serial solver, no concurrency to check: make test runs it without -race")
	}
	ps := latBenchPositions(t, 10)
	s := NewSolver(4 << 20)
	solve := func(p game.Position) uint64 {
		s.Clear()
		r, err := s.Solve(context.Background(), p, SolveOptions{Nodes: 300_000})
		if err != nil && !errors.Is(err, ErrUnsolved) {
			t.Fatal(err)
		}
		return r.Nodes
	}
	first := solve(ps[2])
	solve(ps[0])
	if again := solve(ps[2]); again != first {
		t.Errorf("the same solve after another took %d nodes, the first time %d", again, first)
	}
}

// fileSwapped returns p (on an even board) with each stone moved from
// file f to file f^1 of its rank, keeping its colour: every stone then
// stands off its colour, at the index of its lattice set that it had on
// the other lattice, so that the sets of the two positions are equal and
// only the lattices (winLat's on) differ.
func fileSwapped(t *testing.T, p game.Position) game.Position {
	t.Helper()
	n := p.Size()
	cells := make([]byte, n*n)
	for r := 0; r < n; r++ {
		for f := 0; f < n; f++ {
			cells[r*n+f^1] = '.'
			if c, ok := p.At(game.SquareAt(f, r)); ok {
				cells[r*n+f^1] = "BW"[c]
			}
		}
	}
	q, err := game.ParseKFEN(kfenOf(n, cells) + " " + string(p.SideToMove().Letter()))
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// A solver that has proven a position (its table holds it) must still
// answer right for one whose sides have the same lattice sets on the
// other lattices (Q, see fileSwapped), a different game: only the lattice
// of the side to move (the table's side) tells them apart. The positions
// are solved as below a root (solvePos), where the table keeps them.
func TestALatticeSolverTellsApartTheSameSetsOnTheOtherLattices(t *testing.T) {
	differ := 0
	for _, n := range []int{10, 12} {
		s, ref := NewSolver(1<<20), NewSolver(1<<20)
		ref.noLat = true
		for i, p := range randomPositions(n, 4, uint64(n)+80) {
			if i%2 == 1 || stones(&p) > 3*n {
				continue
			}
			q := fileSwapped(t, p)
			s.prepare(n, nil, 0)
			po, pp, pon, _ := s.bitsLat(&p)
			qo, qp, qon, ok := s.bitsLat(&q)
			if !ok || qo != po || qp != pp || qon == pon {
				t.Fatalf("%s: not the same sets as %s on the other lattices", q.KFEN(), p.KFEN())
			}
			var wins [2]bool
			for j, x := range []game.Position{p, q} {
				s.prepare(n, nil, 0)
				wins[j] = s.solvePos(&x, 1)
				ref.Clear()
				want, err := ref.Solve(context.Background(), x, SolveOptions{})
				if err != nil {
					t.Fatal(err)
				}
				if wins[j] != (want.Winner == x.SideToMove()) {
					t.Fatalf("%s after %s: the side to move wins %v, winWide says %v wins", x.KFEN(), p.KFEN(), wins[j], want.Winner)
				}
			}
			if wins[0] != wins[1] {
				differ++
			}
		}
	}
	if differ < 5 {
		t.Fatalf("only %d pairs of different values", differ)
	}
}

// latKey tells apart positions that differ by one stone in any of the
// four words of the two sets.
func TestLatKeyTellsApartPositionsOneStoneApart(t *testing.T) {
	for _, n := range []int{9, 10, 11, 12} {
		s := NewSolver(1 << 10)
		s.setBoard(n)
		for i, p := range randomPositions(n, 2, uint64(n)+90) {
			if i%5 != 0 {
				continue
			}
			own, opp, _, _ := s.bitsLat(&p)
			seen := map[uint64][4]uint64{}
			add := func(a, b game.Wide) {
				k := latKey(a, b)
				words := [4]uint64{a.Lo, a.Hi, b.Lo, b.Hi}
				if w, ok := seen[k]; ok && w != words {
					t.Fatalf("%s: %x and %x have the same key", p.KFEN(), w, words)
				}
				seen[k] = words
			}
			add(own, opp)
			for _, x := range [2]*game.Wide{&own, &opp} {
				for _, w := range [2]*uint64{&x.Lo, &x.Hi} {
					for m := *w; m != 0; m &= m - 1 {
						*w ^= m & -m
						add(own, opp)
						*w ^= m & -m
					}
				}
			}
		}
	}
}

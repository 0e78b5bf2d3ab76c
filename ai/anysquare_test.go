package ai

import (
	"context"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/konane/konane/game"
)

// KFEN allows any position, stones on squares of the other colour
// included (docs/notation.md; game's fuzz test). These tests hold the solvers
// to the rules on such positions: their tables must not mistake one for a
// position with the same occupied squares and other colours.

// anySquarePositions returns count jump-phase positions of an n×n board
// whose stones stand on random squares, each Black or White at random,
// with between minStones and maxStones stones and either side to move.
func anySquarePositions(t testing.TB, n, count, minStones, maxStones int, rng *rand.Rand) []game.Position {
	t.Helper()
	var out []game.Position
	for len(out) < count {
		stones := min(minStones+rng.IntN(maxStones-minStones+1), n*n-2)
		cells := make([]byte, n*n)
		for i := range cells {
			cells[i] = '.'
		}
		for _, i := range rng.Perm(n * n)[:stones] {
			cells[i] = "BW"[rng.IntN(2)]
		}
		side := "bw"[rng.IntN(2)]
		p, err := game.ParseKFEN(kfenOf(n, cells) + " " + string(side))
		if err != nil {
			t.Fatal(err)
		}
		if p.Phase() == game.Jumps {
			out = append(out, p)
		}
	}
	return out
}

// kfenOf writes the board part of a KFEN from cells, rank n first, each
// 'B', 'W' or '.'.
func kfenOf(n int, cells []byte) string {
	var b strings.Builder
	for r := n - 1; r >= 0; r-- {
		run := 0
		for f := 0; f < n; f++ {
			c := cells[r*n+f]
			if c == '.' {
				run++
				continue
			}
			if run > 0 {
				b.WriteString(strconv.Itoa(run))
				run = 0
			}
			b.WriteByte(c)
		}
		if run > 0 {
			b.WriteString(strconv.Itoa(run))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	return b.String()
}

// offHome reports whether some stone of p stands on a square of the other
// colour.
func offHome(p *game.Position) bool {
	g := game.Board8Of(p.Size())
	b, _ := p.Stones8(game.Black)
	w, _ := p.Stones8(game.White)
	return b&^g.Home(game.Black)|w&^g.Home(game.White) != 0
}

// plainNegamax is the slow reference: a negamax of wins and losses over
// game.Position's own legal moves, with a memo keyed on the whole
// Position value (stones of each colour, side to move, phase), so exact.
func plainNegamax(p *game.Position, memo map[game.Position]bool) bool {
	if w, ok := memo[*p]; ok {
		return w
	}
	win := false
	for _, m := range p.LegalMoves(nil) {
		p.Make(m)
		w := plainNegamax(p, memo)
		p.Unmake(m)
		if !w {
			win = true
			break
		}
	}
	memo[*p] = win
	return win
}

// recoloured returns p with the colour of each stone in flip swapped (i =
// rank*n + file) and side to move.
func recoloured(t testing.TB, p game.Position, flip func(i int) bool, side game.Color) game.Position {
	t.Helper()
	n := p.Size()
	cells := make([]byte, n*n)
	for r := 0; r < n; r++ {
		for f := 0; f < n; f++ {
			c, ok := p.At(game.SquareAt(f, r))
			switch {
			case !ok:
				cells[r*n+f] = '.'
			case (c == game.Black) != flip(r*n+f):
				cells[r*n+f] = 'B'
			default:
				cells[r*n+f] = 'W'
			}
		}
	}
	q, err := game.ParseKFEN(kfenOf(n, cells) + " " + string(side.Letter()))
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// plainDistance is a plain minimax over game.Position, memoized on the
// whole Position: the length of the game with perfect play (the winner
// shortest, the loser longest) and whether the side to move wins (the
// length's parity: odd for a win).
func plainDistance(p *game.Position, memo map[game.Position]int) (int, bool) {
	if d, ok := memo[*p]; ok {
		return d, d%2 == 1
	}
	best, bestWins := -1, false
	for _, m := range p.LegalMoves(nil) {
		p.Make(m)
		d, childWins := plainDistance(p, memo)
		p.Unmake(m)
		d++
		switch {
		case !childWins && (!bestWins || d < best):
			best, bestWins = d, true
		case childWins && !bestWins && d > best:
			best = d
		}
	}
	best = max(best, 0)
	memo[*p] = best
	return best, bestWins
}

// solverKinds are the solvers under test, each kept for a run of
// positions so that its tables carry over: Solver, ParallelSolver (with a
// small leaf budget, so that positions are split into tasks and the
// record fills) and Solver's distance search.
type solverKinds struct {
	serial, dist *Solver
	parallel     *ParallelSolver
}

func newSolverKinds() solverKinds {
	k := solverKinds{serial: NewSolver(1 << 16), dist: NewSolver(1 << 16), parallel: NewParallelSolver(1<<16, 2)}
	k.parallel.budget = 300
	return k
}

// check solves pos with each kind and compares with plainNegamax and
// plainDistance.
func (k solverKinds) check(t *testing.T, pos game.Position) {
	t.Helper()
	want := plainNegamax(&pos, map[game.Position]bool{})
	plies, _ := plainDistance(&pos, map[game.Position]int{})
	ctx := context.Background()
	rs, err := k.serial.Solve(ctx, pos, SolveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	rp, err := k.parallel.Solve(ctx, pos, SolveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	rd, err := k.dist.Solve(ctx, pos, SolveOptions{Distance: true})
	if err != nil {
		t.Fatal(err)
	}
	side := pos.SideToMove()
	if rs.Winner == side != want || rp.Winner == side != want || rd.Winner == side != want || rd.Plies != plies {
		t.Errorf("%s: Solver, ParallelSolver and the distance search say the side to move wins %v, %v, %v (in %d plies); negamax %v in %d plies",
			pos.KFEN(), rs.Winner == side, rp.Winner == side, rd.Winner == side, rd.Plies, want, plies)
	}
}

// A solver that has solved a position must still answer right for
// another with the same occupied squares and side to move and other
// colours (Q here, some of whose stones stand on squares of the other
// colour): the occupied squares were its table's whole key, and
// positions below Q took the values of positions below P.
func TestASolverTellsApartPositionsWithTheSameOccupiedSquares(t *testing.T) {
	pairs := []struct{ p, q string }{
		// Q is P with every stone's colour swapped.
		{"BWBW2/1B3B/B3B1/WBW1W1/1W4/WB2W1 b", "WBWB2/1W3W/W3W1/BWB1B1/1B4/BW2B1 b"},
		// Q is P with 9 of its 20 stones' colours swapped.
		{"BWBWBW/WBW1WB/BW2B1/4W1/2B3/WB2WB b", "BBBWWW/BBB1WB/BW2B1/4W1/2B3/BB2WW b"},
		// 5×5, Q is P with 10 of its 18 stones' colours swapped.
		{"BWBWB/2WBW/BW1WB/1BW1W/B3B b", "BWWBB/2BWW/BB1WW/1BW1B/W3W b"},
	}
	for _, c := range pairs {
		p, err := game.ParseKFEN(c.p)
		if err != nil {
			t.Fatal(err)
		}
		q, err := game.ParseKFEN(c.q)
		if err != nil {
			t.Fatal(err)
		}
		k := newSolverKinds()
		k.check(t, p)
		k.check(t, q)
	}
}

// Random positions of 4×4 to 6×6 boards, either side to move: from games
// played from the full board, then the same stones with some or all of
// their colours swapped, and stones of each colour put on random squares.
// Solver, ParallelSolver and the distance search agree with the plain
// negamax over game.Position's legal moves, each solver kept for a whole
// board size. Positions from games have at most 20 stones; under -race or
// -short at most 18: the plain references of the few 6×6 ones of 19 and
// 20 take most of the time, ten times more with -race, and make test runs
// them again without it.
func TestTheSolversAgreeWithPlainNegamaxWhereverTheStonesStand(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	maxStones := 20
	if raceEnabled || testing.Short() {
		maxStones = 18
	}
	off := 0
	for _, n := range []int{4, 5, 6} {
		k := newSolverKinds()
		for i, p := range randomPositions(n, 12, uint64(n)+10) {
			if p.Count(game.Black)+p.Count(game.White) > maxStones || i%3 != 0 {
				continue
			}
			side := game.Color(rng.IntN(2))
			q := recoloured(t, p, func(int) bool { return true }, side)
			if rng.IntN(2) == 0 {
				q = recoloured(t, p, func(int) bool { return rng.IntN(3) == 0 }, side)
			}
			k.check(t, p)
			k.check(t, q)
			if offHome(&q) {
				off++
			}
		}
		for _, p := range anySquarePositions(t, n, 10, n*n/3, n*n*2/3, rng) {
			k.check(t, p)
			if offHome(&p) {
				off++
			}
		}
	}
	if off < 40 {
		t.Fatalf("only %d positions with stones off their colour", off)
	}
}

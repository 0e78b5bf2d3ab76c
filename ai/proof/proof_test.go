package proof

import (
	"bytes"
	"context"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// strategy returns the proof that ai's parallel solver gives for pos to
// depth plies.
func strategy(t *testing.T, pos game.Position, depth int) *Proof {
	t.Helper()
	p := &Proof{Start: pos, Depth: depth, Moves: map[game.Position]game.Move{}}
	w, err := ai.NewParallelSolver(1<<22, 2).Strategy(context.Background(), pos, depth, func(q game.Position, m game.Move) {
		if _, dup := p.Moves[q]; dup {
			t.Fatalf("%s visited twice", q.KFEN())
		}
		p.Moves[q] = m
	})
	if err != nil {
		t.Fatal(err)
	}
	p.Winner = w
	return p
}

// roundTrip writes p and reads it back.
func roundTrip(t *testing.T, p *Proof) *Proof {
	t.Helper()
	var buf bytes.Buffer
	if err := p.Write(&buf); err != nil {
		t.Fatal(err)
	}
	q, err := Read(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if q.Winner != p.Winner || q.Depth != p.Depth || q.Start != p.Start || len(q.Moves) != len(p.Moves) {
		t.Fatalf("read back %v %d %d moves; wrote %v %d %d", q.Winner, q.Depth, len(q.Moves), p.Winner, p.Depth, len(p.Moves))
	}
	for pos, m := range p.Moves {
		if q.Moves[pos] != m {
			t.Fatalf("%s: read %v, wrote %v", pos.KFEN(), q.Moves[pos], m)
		}
	}
	return q
}

// The slow solver agrees with the published results (docs/rules.md).
func TestTheSlowSolverFindsThePublishedWinners(t *testing.T) {
	for _, c := range []struct {
		n         int
		blackWins bool
	}{{4, false}, {5, true}} {
		wins, err := SlowSolve(context.Background(), game.MustNewPosition(c.n), nil)
		if err != nil {
			t.Fatal(err)
		}
		if wins != c.blackWins {
			t.Errorf("%d×%d: Black wins = %v, want %v", c.n, c.n, wins, c.blackWins)
		}
	}
}

// The parallel solver's strategy for the whole 5×5 game, written out and
// read back, is checked to the end of every line: no position is left to
// trust.
func TestTheWhole5x5ProofChecksToTheEndOfEveryLine(t *testing.T) {
	p := roundTrip(t, strategy(t, game.MustNewPosition(5), ai.MaxPly))
	if p.Winner != game.Black {
		t.Fatalf("5×5 winner %v, want Black", p.Winner)
	}
	r, err := p.Check(context.Background(), CheckOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if r.Leaves != 0 || r.Ends == 0 || r.Winner != len(p.Moves) {
		t.Fatalf("report %+v for %d moves: want every line to end, every move used", r, len(p.Moves))
	}
	t.Logf("5×5: %+v", r)
}

// A shallow proof leaves positions at its depth, which the slow solver
// proves.
func TestTheLeavesOfAShallowProofAreProvenByTheSlowSolver(t *testing.T) {
	pos := game.MustNewPosition(5)
	mustPlay(t, &pos, "a1", "b1")
	p := roundTrip(t, strategy(t, pos, 5))
	r, err := p.Check(context.Background(), CheckOptions{LeafStones: 25})
	if err != nil {
		t.Fatal(err)
	}
	if r.Leaves == 0 || r.Solved != r.Leaves {
		t.Fatalf("report %+v: want leaves, all solved", r)
	}
	if r2, _ := p.Check(context.Background(), CheckOptions{}); r2.Solved != 0 || r2.Leaves != r.Leaves {
		t.Fatalf("without LeafStones: %+v", r2)
	}
}

func mustPlay(t *testing.T, pos *game.Position, moves ...string) {
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

// A proof with a fault fails the check: a missing position, an illegal
// move, a move that loses, the wrong winner.
func TestCheckFindsTheFaultsOfAProof(t *testing.T) {
	pos := game.MustNewPosition(5)
	mustPlay(t, &pos, "a1", "b1")
	good := strategy(t, pos, ai.MaxPly)
	clone := func() *Proof {
		q := *good
		q.Moves = map[game.Position]game.Move{}
		for k, v := range good.Moves {
			q.Moves[k] = v
		}
		return &q
	}
	if _, err := good.Check(context.Background(), CheckOptions{}); err != nil {
		t.Fatal(err)
	}
	// The position after the winner's first move and the loser's first
	// answer, and a losing move there.
	first := pos
	first.Make(good.Moves[first])
	second := first
	second.Make(second.LegalMoves(nil)[0])
	var losing game.Move = game.NoMove
	for _, m := range second.LegalMoves(nil) {
		c := second
		c.Make(m)
		if w, _ := SlowSolve(context.Background(), c, nil); w {
			losing = m
			break
		}
	}
	if losing == game.NoMove {
		t.Fatalf("no losing move in %s", second.KFEN())
	}
	missing := clone()
	delete(missing.Moves, second)
	illegal := clone()
	illegal.Moves[second] = game.Jump(game.SquareAt(0, 0), game.SquareAt(0, 4))
	wrong := clone()
	wrong.Moves[second] = losing
	other := clone()
	other.Winner = game.White
	for name, p := range map[string]*Proof{"missing": missing, "illegal": illegal, "losing": wrong, "winner": other} {
		if _, err := p.Check(context.Background(), CheckOptions{LeafStones: 25}); !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: err = %v, want ErrInvalid", name, err)
		}
	}
}

func TestReadRefusesWhatIsNotAProof(t *testing.T) {
	var buf bytes.Buffer
	if err := strategy(t, game.MustNewPosition(4), 4).Write(&buf); err != nil {
		t.Fatal(err)
	}
	good := buf.String()
	for name, text := range map[string]string{
		"no winner":     strings.Replace(good, "winner W\n", "", 1),
		"other rules":   strings.Replace(good, "rules konane/1", "rules konane/9", 1),
		"size":          strings.Replace(good, "size 4", "size 5", 1),
		"bad move":      good + "BWBW/WBWB/BWBW/WBW1 b zz\n",
		"twice":         good + strings.SplitAfter(good, "\n")[6] + strings.SplitAfter(good, "\n")[6],
		"stray":         good + "hello\n",
		"bad depth":     strings.Replace(good, "depth 4", "depth -1", 1),
		"second header": good + "depth 3\n",
	} {
		if _, err := Read(strings.NewReader(text)); !errors.Is(err, ErrSyntax) {
			t.Errorf("%s: err = %v, want ErrSyntax", name, err)
		}
	}
}

// The 7×7 proof made by cmd/solve7 (testdata/proof7.txt: Black's strategy
// from the full board for 8 plies, the two removals and six jumps) checks
// for its first plies: every answer of White followed, Black's listed
// moves legal, present and all used. Its 680 leaves, of 39 stones, are
// beyond the slow solver; the proof stands on their values, which
// cmd/solve7 proved.
func TestThe7x7ProofsFirstPlies(t *testing.T) {
	checkFile(t, "testdata/proof7.txt", game.MustNewPosition(7), 8)
}

// The 7×7 corner-opening proof made by cmd/solve7 -proof-from "a1 b1"
// (testdata/proof7-corner.txt: Black's strategy for 12 plies after the
// opening a1 b1, the class of all eight corner openings) checks the same
// way. Its leaves, of at most 35 stones, rest on cmd/solve7's values.
func TestThe7x7CornerProofsFirstPlies(t *testing.T) {
	start := game.MustNewPosition(7)
	for _, m := range []string{"a1", "b1"} {
		mv, err := game.ParseMove(m)
		if err != nil {
			t.Fatal(err)
		}
		start.Make(mv)
	}
	checkFile(t, "testdata/proof7-corner.txt", start, 12)
}

// checkFile checks the proof in file: Black's strategy from start for
// depth plies, every move of Black listed used, down to leaves left to
// the solver.
func checkFile(t *testing.T, file string, start game.Position, depth int) {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	p, err := Read(f)
	if err != nil {
		t.Fatal(err)
	}
	if p.Start != start || p.Winner != game.Black {
		t.Fatalf("proof of %s, winner %v; want %s, Black", p.Start.KFEN(), p.Winner, start.KFEN())
	}
	r, err := p.Check(context.Background(), CheckOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if p.Depth != depth || r.Leaves == 0 || r.Winner != len(p.Moves) {
		t.Fatalf("depth %d, report %+v for %d moves", p.Depth, r, len(p.Moves))
	}
	t.Logf("7×7 from %s to ply %d: %+v", start.KFEN(), p.Depth, r)
}

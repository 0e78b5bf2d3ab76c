package review

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// testSettings prove every position of a 5×5 game.
var testSettings = Settings{SearchNodes: 100_000, SolveNodes: 50_000_000, Workers: 2}

// solvedMoves holds SolveMoves's answers without a limit (exact, so
// shared by the tests' solved games), under solvedMu.
var (
	solvedMu    sync.Mutex
	solvedMoves = map[game.Position][]MoveValue{}
)

// solvedGame plays a 5×5 game in which the side that wins with perfect
// play always keeps its win (a random winning move) and the loser plays a
// random move, except at ply throwAt (if ≥ 0 and reachable), where the
// winner plays a losing move while a winning one exists. It returns the
// game and the ply of the thrown win (-1 if none).
func solvedGame(t *testing.T, seed uint64, throwAt int) (*game.Game, int) {
	t.Helper()
	solvedMu.Lock()
	defer solvedMu.Unlock()
	g, err := game.NewGame(5)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	thrown := -1
	for ply := 0; ; ply++ {
		pos := g.Position()
		mv, ok := solvedMoves[pos]
		if !ok {
			mv, err = SolveMoves(context.Background(), pos, -1)
			if err != nil {
				t.Fatal(err)
			}
			solvedMoves[pos] = mv
		}
		if len(mv) == 0 {
			return g, thrown
		}
		var wins, losses []game.Move
		for _, v := range mv {
			switch v.Outcome {
			case Win:
				wins = append(wins, v.Move)
			case Loss:
				losses = append(losses, v.Move)
			default:
				t.Fatalf("%s: %v not proven without a time limit", pos.KFEN(), v.Move)
			}
		}
		pick := losses
		switch {
		case len(wins) > 0 && ply >= throwAt && throwAt >= 0 && thrown < 0 && len(losses) > 0:
			thrown = ply
		case len(wins) > 0:
			pick = wins
		}
		if err := g.Play(pick[rng.IntN(len(pick))]); err != nil {
			t.Fatal(err)
		}
	}
}

func analyse(t *testing.T, g *game.Game) *Review {
	t.Helper()
	calls, last := 0, 0
	r, err := Analyse(context.Background(), g, testSettings, func(done, total int) {
		calls++
		if done != last+1 || total != g.Ply()+1 {
			t.Errorf("progress(%d, %d) after %d: want (%d, %d)", done, total, last, last+1, g.Ply()+1)
		}
		last = done
	})
	if err != nil {
		t.Fatal(err)
	}
	if calls != g.Ply()+1 || len(r.Plies) != g.Ply() {
		t.Fatalf("%d progress calls, %d plies; want %d, %d", calls, len(r.Plies), g.Ply()+1, g.Ply())
	}
	return r
}

// winsAfter reports whether the side that plays m in pos wins with
// perfect play, by an independent solve.
func winsAfter(t *testing.T, pos game.Position, m game.Move) bool {
	t.Helper()
	mover := pos.SideToMove()
	if err := pos.Play(m); err != nil {
		t.Fatal(err)
	}
	if !pos.HasMoves() {
		return true
	}
	r, err := ai.NewSolver(1<<20).Solve(context.Background(), pos, ai.SolveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return r.Winner == mover
}

// In solved 5×5 games where a winner throws the win at ply 5, 6 or 7
// (seeds 1 to 3), that move is the only blunder, its best move wins, and
// the summary counts it. Under -race, which checks the two workers, the
// game of seed 3 only; make test runs the three without it.
func TestThrownWinIsTheOnlyBlunder(t *testing.T) {
	seeds := []uint64{1, 2, 3}
	if raceEnabled {
		seeds = seeds[2:]
	}
	for _, seed := range seeds {
		g, thrown := solvedGame(t, seed, 4+int(seed))
		if thrown < 0 {
			t.Fatalf("seed %d: no win could be thrown away in %s", seed, g)
		}
		r := analyse(t, g)
		for i, p := range r.Plies {
			if (p.Grade == GradeBlunder) != (i == thrown) {
				t.Errorf("seed %d: ply %d (%v) graded %v; the win was thrown at ply %d", seed, i, p.Move, p.Grade, thrown)
			}
		}
		p := r.Plies[thrown]
		if !p.Before.Proven || !p.Before.Win || !p.After.Proven || !p.After.Win {
			t.Errorf("seed %d: thrown ply values %+v → %+v, want proven win → proven loss", seed, p.Before, p.After)
		}
		pos := g.PositionAt(thrown)
		if p.Best == p.Move || !winsAfter(t, pos, p.Best) {
			t.Errorf("seed %d: best at the blunder is %v, not a winning alternative to %v", seed, p.Best, p.Move)
		}
		if len(p.PV) == 0 || p.PV[0] != p.Best {
			t.Errorf("seed %d: PV %v does not start with Best %v", seed, p.PV, p.Best)
		}
		if r.LostFromStart {
			t.Errorf("seed %d: LostFromStart in a game whose winner at the start threw the win", seed)
		}
		if s := r.Summary[p.Mover]; s.Blunders != 1 || s.Accuracy >= 100 {
			t.Errorf("seed %d: summary of %v = %+v, want 1 blunder and accuracy below 100", seed, p.Mover, s)
		}
	}
}

func TestKeptWinHasNoBlunder(t *testing.T) {
	g, _ := solvedGame(t, 9, -1)
	r := analyse(t, g)
	winner, _ := g.Result().Winner()
	fastest := 0
	for i, p := range r.Plies {
		if !p.Before.Proven || !p.After.Proven {
			t.Fatalf("ply %d not proven: %+v → %+v", i, p.Before, p.After)
		}
		if p.Grade == GradeBlunder || p.Grade == GradeMistake || p.Grade == GradeInaccuracy {
			t.Errorf("ply %d (%v) graded %v in a game where every move keeps the win", i, p.Move, p.Grade)
		}
		fastestWin := p.Before.Plies == p.After.Plies+1
		if p.Mover == winner && (p.Grade == GradeBest || p.Grade == GradeOnly) != fastestWin {
			t.Errorf("ply %d: the winner's %v (%d → %d plies) graded %v; want best or only exactly for the fastest win", i, p.Move, p.Before.Plies, p.After.Plies, p.Grade)
		}
		if p.Fastest {
			fastest++
			if p.Before.Plies != p.After.Plies+1 {
				t.Errorf("ply %d fastest but %d → %d plies", i, p.Before.Plies, p.After.Plies)
			}
		}
		if p.Grade == GradeOnly {
			pos := g.PositionAt(i)
			for _, m := range pos.LegalMoves(nil) {
				if m != p.Move && winsAfter(t, pos, m) {
					t.Errorf("ply %d: %v graded only move, but %v wins too", i, p.Move, m)
				}
			}
		}
	}
	if fastest == 0 {
		t.Error("no move of the winner marked fastest")
	}
	if r.FirstLost != 0 || !r.LostFromStart {
		t.Errorf("FirstLost = %d, LostFromStart %v in a game the loser lost from the start (every position proven)", r.FirstLost, r.LostFromStart)
	}
	if s := r.Summary[winner]; s.Blunders+s.Mistakes+s.Inaccuracies != 0 || s.Accuracy != 100 {
		t.Errorf("winner's summary %+v, want no errors and accuracy 100", s)
	}
}

func TestAnalyseStopsWithTheContext(t *testing.T) {
	g, _ := solvedGame(t, 2, -1)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if r, err := Analyse(ctx, g, testSettings, nil); err == nil || r != nil {
		t.Fatalf("Analyse with an ended context = %v, %v; want no review and an error", r, err)
	}
}

// Cancelling during the review stops it soon, with the context's error
// and what was analysed: the last position (analysed first), the rest
// missing and not graded; annotated, it writes only what it knows.
func TestAnalyseCancelledMidway(t *testing.T) {
	data, err := os.ReadFile("testdata/hard-53.kgn")
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.ParseKGN(data)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var cancelled time.Time
	r, err := Analyse(ctx, g, Settings{SearchNodes: 6_500_000, SolveNodes: 3_400_000, Workers: 2}, func(done, total int) {
		if done == 1 {
			cancelled = time.Now()
			cancel()
		}
	})
	t.Logf("Analyse returned %v after the cancel (its workers poll every few thousand nodes; a worker that ignored the cancel would hang the test)", time.Since(cancelled))
	if !errors.Is(err, context.Canceled) || r == nil || !r.Stopped || len(r.Missing) != g.Ply()+1 {
		t.Fatalf("Analyse cancelled after one position = %+v, %v; want a stopped review and context.Canceled", r, err)
	}
	last := g.Ply()
	if r.Missing[last] || !r.Missing[0] || !r.Plies[last-1].After.Proven {
		t.Errorf("missing %v; want the last position (analysed first, proven) kept and the start missing", r.Missing)
	}
	for i, p := range r.Plies {
		if p.Grade != GradeNone && (r.Missing[i] || r.Missing[i+1]) {
			t.Errorf("ply %d graded %v next to a position not analysed", i, p.Grade)
		}
	}
	r.Annotate(g)
	if cs := g.Comments(last - 1); len(cs) != 1 || cs[0] != "[%eval #0]" {
		t.Errorf("last move's comments %q, want [%%eval #0]", cs)
	}
	if cs := g.Comments(0); len(cs) != 0 {
		t.Errorf("first move's comments %q, want none (not analysed)", cs)
	}
}

// An empty game has an empty review.
func TestAnalyseOfAGameWithoutMoves(t *testing.T) {
	g, err := game.NewGame(4)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Analyse(context.Background(), g, testSettings, nil)
	if err != nil || len(r.Plies) != 0 || r.FirstLost != -1 {
		t.Fatalf("review of an empty game = %+v, %v", r, err)
	}
	// 4×4 is a White win from the start.
	if r.StartBlackChance != 0 {
		t.Errorf("StartBlackChance = %v on 4×4, a proven White win", r.StartBlackChance)
	}
}

// A position whose successor in the game is proven lost is proven won (the
// move played wins), with its length unknown.
func TestInferWinsFromALostSuccessor(t *testing.T) {
	g, _ := solvedGame(t, 1, -1)
	positions := []game.Position{g.PositionAt(0), g.PositionAt(1), g.PositionAt(2)}
	res := []posResult{{val: Value{Eval: 1}}, {val: Value{Eval: -2}}, {val: Value{Proven: true, Plies: 5}}}
	inferWins(positions, res)
	if v := res[1].val; !v.Proven || !v.Win || !v.Bound || v.Plies != stones(&positions[1]) {
		t.Errorf("position before a proven loss: %+v, want a proven win of unknown length", v)
	}
	if v := res[0].val; v.Proven || v.Eval != 1 {
		t.Errorf("position before a proven win: %+v, want it unchanged", v)
	}
}

// Proofs pass forwards too: every move from a position proven lost leads
// to a position proven won for the next side to move.
func TestInferWinsAfterALostPosition(t *testing.T) {
	g, _ := solvedGame(t, 1, -1)
	positions := []game.Position{g.PositionAt(0), g.PositionAt(1), g.PositionAt(2), g.PositionAt(3)}
	res := []posResult{{val: Value{Eval: 1}}, {val: Value{Proven: true, Plies: 7}}, {val: Value{Eval: 2}}, {val: Value{Eval: -1}}}
	inferWins(positions, res)
	if v := res[2].val; !v.Proven || !v.Win || !v.Bound || v.Plies != stones(&positions[2]) || !res[2].inferred {
		t.Errorf("position after a proven loss: %+v, want a proven win of unknown length, inferred", v)
	}
	if v := res[0].val; !v.Proven || !v.Win || !res[0].inferred {
		t.Errorf("position before a proven loss: %+v, want a proven win, inferred", v)
	}
	if v := res[3].val; v.Proven || v.Eval != -1 {
		t.Errorf("position after a proven win: %+v, want it unchanged", v)
	}
}

// analyseWith is Analyse with settings s.
func analyseWith(t *testing.T, g *game.Game, s Settings) *Review {
	t.Helper()
	r, err := Analyse(context.Background(), g, s, nil)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// unproven counts the positions of r left unproven.
func unproven(r *Review) int {
	n := 0
	if !r.Plies[0].Before.Proven {
		n++
	}
	for _, p := range r.Plies {
		if !p.After.Proven {
			n++
		}
	}
	return n
}

// The second looks go to the unproven side of each move between a proof
// and an estimate: the position before a move proven lost for its mover
// (also when its win is only inferred: no winning move is known there),
// and the position after a move from a proven win; each only once.
func TestSecondLooksGoToTheUnprovenSideOfAProof(t *testing.T) {
	est := posResult{val: Value{Eval: 0.5}}
	won := posResult{val: Value{Proven: true, Win: true, Plies: 9}}
	lost := posResult{val: Value{Proven: true, Plies: 8}}
	inferred := won
	inferred.inferred = true
	looked := est
	looked.looked = true
	for _, c := range []struct {
		name string
		res  []posResult
		want []int
	}{
		{"before a move proven lost for its mover", []posResult{est, est, won, lost}, []int{1}},
		{"an inferred win before a move proven lost", []posResult{lost, inferred, won}, []int{1}},
		{"after a move from a proven win", []posResult{won, est, est}, []int{1}},
		{"both, last first", []posResult{est, won, est, won}, []int{2, 0}},
		{"not twice", []posResult{looked, won, looked}, nil},
		{"estimates only", []posResult{est, est, est}, nil},
		{"proofs only", []posResult{won, lost, won, lost}, nil},
	} {
		if got := secondLooks(c.res); !slices.Equal(got, c.want) {
			t.Errorf("%s: second looks at %v, want %v", c.name, got, c.want)
		}
	}
}

// A second look proves what the first pass left open: on the tester's 6×6
// game (testdata/thrown-6x6.kgn) the position after 2... f4-d4 is lost for
// Black, the one after 3. c4-e4 won for White; the proof keeps the
// search's move in the lost position and takes a winning one in the won
// position when the search's does not win. One goroutine's proofs of
// 40M nodes: without -race (make test runs it so).
func TestASecondLookProvesThePosition(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("proves two 6×6 positions: without -short and -race")
	}
	g := readGame(t, "testdata/thrown-6x6.kgn")
	w := newWorker(Settings{ProveNodes: 40_000_000})
	for _, c := range []struct {
		ply  int
		win  bool
		best string // the first pass's best move
	}{
		{4, false, "c4-e4"},
		{5, true, "b2-b4"}, // White's move that throws the win
	} {
		pos := g.PositionAt(c.ply)
		best, err := game.ParseMove(c.best)
		if err != nil {
			t.Fatal(err)
		}
		first := posResult{val: Value{Eval: 0.4}, best: best, pv: []game.Move{best}}
		r := w.secondLook(context.Background(), pos, first)
		if r.err != nil || !r.looked || !r.val.Proven || r.val.Win != c.win || r.inferred || r.val.Eval != 0 {
			t.Fatalf("ply %d: %+v after the second look, want proven, win %v", c.ply, r, c.win)
		}
		switch {
		case !r.val.Bound || r.val.Plies != stones(&pos):
			t.Errorf("ply %d: %+v, want the length unknown (a second look proves the winner only)", c.ply, r.val)
		case !c.win && r.best != best:
			t.Errorf("ply %d: best %v, want the first pass's %v kept", c.ply, r.best, best)
		case c.win && (r.best == best || !winsAfter(t, pos, r.best)):
			t.Errorf("ply %d: best %v, want a winning move", c.ply, r.best)
		case len(r.pv) == 0 || r.pv[0] != r.best:
			t.Errorf("ply %d: line %v does not start with %v", c.ply, r.pv, r.best)
		}
	}
}

// readGame parses a .kgn file.
func readGame(t *testing.T, name string) *game.Game {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.ParseKGN(data)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// The tester's 6×6 game: 6×6 is a White win from the start, White throws
// its win at 3... b2-b4 (ply 5) and Black keeps it from then on. The Quick
// review called 1. c4 and 2. a4-c4 blunders and showed the position after
// 2... f4-d4, proven lost for Black, as a 48 % game: the solver proves
// none of the first positions within Quick's 250 ms, but each within a
// second look. Now every position is proven, and the only error is the
// thrown win, with a winning move as the best.
func TestQuickReviewOfTheThrownWin6x6(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("a Quick review of a 6×6 game with second looks: without -short and -race")
	}
	g := readGame(t, "testdata/thrown-6x6.kgn")
	r := analyseWith(t, g, Quick())
	if n := unproven(r); n != 0 {
		t.Errorf("%d positions left unproven", n)
	}
	const thrown = 5
	for i, p := range r.Plies {
		bad := p.Grade == GradeBlunder || p.Grade == GradeMistake || p.Grade == GradeInaccuracy
		if bad != (i == thrown) {
			t.Errorf("ply %d (%v) graded %v (values %+v → %+v); the only thrown win is at ply %d", i, p.Move, p.Grade, p.Before, p.After, thrown)
		}
		if p.BlackChance != 0 && p.BlackChance != 1 {
			t.Errorf("ply %d (%v) shows Black's chance %v, not a proof", i, p.Move, p.BlackChance)
		}
	}
	if p := r.Plies[3]; !p.After.Proven || p.After.Win || p.BlackChance != 0 {
		t.Errorf("after 2... f4-d4: %+v, Black's chance %v; want proven lost for Black", p.After, p.BlackChance)
	}
	if p := r.Plies[thrown]; p.Best == game.NoMove || p.Best == p.Move || !winsAfter(t, g.PositionAt(thrown), p.Best) {
		t.Errorf("3... b2-b4: best %v, want a winning move", p.Best)
	}
	if s := r.Summary[game.Black]; s.Blunders+s.Mistakes+s.Inaccuracies != 0 {
		t.Errorf("Black's summary %+v, want no errors", s)
	}
}

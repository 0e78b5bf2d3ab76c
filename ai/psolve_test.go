package ai

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/konane/konane/game"
)

// treeSample returns positions of an n×n game tree: the start, every
// position after the removals, and the jump-phase positions of random
// games with at most maxStones stones.
func treeSample(n, games int, seed uint64, maxStones int) []game.Position {
	small := func(p game.Position) bool { return p.Count(game.Black)+p.Count(game.White) <= maxStones }
	var out []game.Position
	start := game.MustNewPosition(n)
	if small(start) {
		out = append(out, start)
	}
	for _, b := range start.LegalMoves(nil) {
		p := start
		p.Make(b)
		if small(p) {
			out = append(out, p)
		}
		for _, w := range p.LegalMoves(nil) {
			q := p
			q.Make(w)
			if small(q) {
				out = append(out, q)
			}
		}
	}
	for _, p := range randomPositions(n, games, seed) {
		if small(p) {
			out = append(out, p)
		}
	}
	return out
}

// serialAnswer solves pos with a fresh serial solver.
func serialAnswer(t *testing.T, pos game.Position) SolveResult {
	t.Helper()
	r, err := NewSolver(1<<22).Solve(context.Background(), pos, SolveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// serialAnswers are the serial solver's answers, each solved once on an
// emptied table (as by a new Solver) and kept for the next solver
// compared with it.
type serialAnswers struct {
	s    *Solver
	done map[game.Position]SolveResult
}

func newSerialAnswers() *serialAnswers {
	return &serialAnswers{s: NewSolver(1 << 22), done: map[game.Position]SolveResult{}}
}

func (a *serialAnswers) of(t *testing.T, pos game.Position) SolveResult {
	t.Helper()
	if r, ok := a.done[pos]; ok {
		return r
	}
	a.s.Clear()
	r, err := a.s.Solve(context.Background(), pos, SolveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	a.done[pos] = r
	return r
}

// checkAgainstSerial solves pos with p and compares with the serial
// solver: the same winner, and in the jump phase the same winning move; in
// the removal phases a winning move (proven by the serial solver).
func checkAgainstSerial(t *testing.T, p *ParallelSolver, serial *serialAnswers, pos game.Position) SolveResult {
	t.Helper()
	want := serial.of(t, pos)
	got, err := p.Solve(context.Background(), pos, SolveOptions{})
	if err != nil {
		t.Fatalf("%s: %v", pos.KFEN(), err)
	}
	if got.Winner != want.Winner {
		t.Fatalf("%s: %d threads say %v wins, the serial solver %v", pos.KFEN(), p.Threads(), got.Winner, want.Winner)
	}
	if len(got.PV) != len(want.PV) {
		t.Fatalf("%s: PV %v, serial %v", pos.KFEN(), got.PV, want.PV)
	}
	if len(got.PV) == 0 {
		return got
	}
	if pos.Phase() == game.Jumps && got.PV[0] != want.PV[0] {
		t.Fatalf("%s: winning move %v, serial %v", pos.KFEN(), got.PV[0], want.PV[0])
	}
	c := pos
	c.Make(got.PV[0])
	if serial.of(t, c).Winner != got.Winner {
		t.Fatalf("%s: %v does not win", pos.KFEN(), got.PV[0])
	}
	return got
}

func TestParallelSolverAgreesWithTheSerialOneOn5x5And6x6Trees(t *testing.T) {
	// The budget of a leaf is tiny, so that nearly every position splits.
	cases := []struct {
		n, games, maxStones int
		budget              uint64
	}{{5, 12, 25, 64}, {6, 8, 24, 64}}
	if testing.Short() || raceEnabled {
		cases[1].maxStones = 20
	}
	for _, c := range cases {
		sample := treeSample(c.n, c.games, uint64(c.n), c.maxStones)
		serial := newSerialAnswers() // the same for each number of threads
		for _, threads := range []int{1, 2, 4} {
			p := NewParallelSolver(1<<20, threads)
			p.budget = c.budget
			wins, losses := 0, 0
			for i, pos := range sample {
				if i%4 == 0 {
					p.Clear() // some solves on a full record, some on an empty one
				}
				r := checkAgainstSerial(t, p, serial, pos)
				if r.Winner == pos.SideToMove() {
					wins++
				} else {
					losses++
				}
			}
			if wins < 5 || losses < 5 || p.splits.Load() < 20 {
				t.Fatalf("%d×%d, %d threads: %d wins, %d losses, %d splits: too few", c.n, c.n, threads, wins, losses, p.splits.Load())
			}
			t.Logf("%d×%d, %d threads: %d positions, %d splits, %d leaves", c.n, c.n, threads, len(sample), p.splits.Load(), p.leaves.Load())
		}
	}
}

// The serial solver's winning move at the root is the first winning move
// in the root order; the parallel one must report that one whatever the
// threads, budgets and timing.
func TestParallelSolverReportsTheSameMoveEveryTime(t *testing.T) {
	sample := randomPositions(6, 4, 11)
	var first []game.Move
	for _, budget := range []uint64{0, 50, 1000} {
		for _, threads := range []int{1, 3} {
			p := NewParallelSolver(1<<20, threads)
			p.budget = budget
			var got []game.Move
			for _, s := range sample {
				if s.Count(game.Black)+s.Count(game.White) > 20 {
					continue
				}
				r, err := p.Solve(context.Background(), s, SolveOptions{Line: true})
				if err != nil {
					t.Fatal(err)
				}
				got = append(got, r.PV...)
				got = append(got, game.NoMove)
			}
			if first == nil {
				first = got
			} else if !equalMoves(got, first) {
				t.Fatalf("budget %d, %d threads: lines %v, first run %v", budget, threads, got, first)
			}
		}
	}
	if len(first) < 10 {
		t.Fatalf("too few moves compared: %v", first)
	}
}

func equalMoves(a, b []game.Move) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// resumeCase returns a 6×6 position that the side to move wins, whose
// serial proof takes 132 425 nodes with -race or -short, else 502 397
// (found in randomPositions(6, 6, 3)).
func resumeCase(t *testing.T) game.Position {
	t.Helper()
	kfen := "BWBWBW/WBWBWB/BWBWB1/WBW2B/BWBWBW/WBW2B w"
	if testing.Short() || raceEnabled {
		kfen = "BWBWBW/WBWBWB/B3BW/WBWBWB/BWB1BW/WBW3 w"
	}
	p, err := game.ParseKFEN(kfen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// A solve stopped by its node budget and saved, then loaded into a new
// solver and run again, gives the answer of a solve that was never
// stopped, and searches fewer nodes than that one did.
func TestAStoppedAndResumedSolveGivesTheSameAnswer(t *testing.T) {
	pos := resumeCase(t)
	whole := NewParallelSolver(1<<22, 1)
	want, err := whole.Solve(context.Background(), pos, SolveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "solve.bin")
	stopped := NewParallelSolver(1<<22, 1)
	r, err := stopped.Solve(context.Background(), pos, SolveOptions{Nodes: want.Nodes / 3})
	if !errors.Is(err, ErrUnsolved) {
		t.Fatalf("a third of the nodes: err = %v, want ErrUnsolved", err)
	}
	if err := stopped.SaveFile(file); err != nil {
		t.Fatal(err)
	}
	resumed := NewParallelSolver(1<<22, 1) // one thread: no nodes spent on speculation
	if err := resumed.LoadFile(file); err != nil {
		t.Fatal(err)
	}
	if resumed.Recorded() != stopped.Recorded() || resumed.TableEntries() == 0 {
		t.Fatalf("loaded %d records of %d, %d table entries", resumed.Recorded(), stopped.Recorded(), resumed.TableEntries())
	}
	got, err := resumed.Solve(context.Background(), pos, SolveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got.Winner != want.Winner || !equalMoves(got.PV, want.PV) {
		t.Fatalf("resumed: %v %v; whole: %v %v", got.Winner, got.PV, want.Winner, want.PV)
	}
	if got.Nodes >= want.Nodes {
		t.Errorf("resumed after %d nodes: %d more nodes, the whole solve %d", r.Nodes, got.Nodes, want.Nodes)
	}
	t.Logf("whole %d nodes; stopped at %d, resumed %d more", want.Nodes, r.Nodes, got.Nodes)
}

// A solve cancelled through its context again and again, saved and
// resumed each time, gives the answer of the serial solver.
func TestACancelledSolveResumes(t *testing.T) {
	pos := resumeCase(t)
	want := serialAnswer(t, pos)
	newSolver := func() *ParallelSolver {
		p := NewParallelSolver(1<<18, 2)
		p.budget = 2000
		return p
	}
	p := newSolver()
	stops := 0
	var buf bytes.Buffer
	for {
		// Each round is cancelled at its fifth report of progress.
		ctx, cancel := context.WithCancel(context.Background())
		reports := 0
		r, err := p.Solve(ctx, pos, SolveOptions{ProgressEvery: time.Millisecond, Progress: func(SolveProgress) {
			if reports++; reports == 5 {
				cancel()
			}
		}})
		cancel()
		if err == nil {
			if r.Winner != want.Winner || !equalMoves(r.PV, want.PV) {
				t.Fatalf("after %d stops: %v %v, want %v %v", stops, r.Winner, r.PV, want.Winner, want.PV)
			}
			break
		}
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("err = %v, want context.Canceled", err)
		}
		stops++
		buf.Reset()
		if err := p.Save(&buf); err != nil {
			t.Fatal(err)
		}
		p = newSolver()
		if err := p.Load(bytes.NewReader(buf.Bytes())); err != nil {
			t.Fatal(err)
		}
		if stops > 10000 {
			t.Fatal("no progress")
		}
	}
	if stops == 0 {
		t.Fatal("never stopped: the test tests nothing")
	}
	t.Logf("%d serial nodes; solved after %d stops", want.Nodes, stops)
}

func TestLoadRefusesDamagedFilesAndOtherSizes(t *testing.T) {
	p := NewParallelSolver(1<<16, 1)
	if _, err := p.Solve(context.Background(), game.MustNewPosition(4), SolveOptions{}); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := p.Save(&buf); err != nil {
		t.Fatal(err)
	}
	good := buf.Bytes()
	for i := 0; i < len(good); i += 1 + len(good)/50 {
		bad := bytes.Clone(good)
		bad[i] ^= 0x10
		if err := NewParallelSolver(1<<16, 1).Load(bytes.NewReader(bad)); !errors.Is(err, ErrBadSolverFile) {
			t.Fatalf("byte %d changed: err = %v", i, err)
		}
	}
	if err := NewParallelSolver(1<<16, 1).Load(bytes.NewReader(good[:len(good)-1])); !errors.Is(err, ErrBadSolverFile) {
		t.Fatalf("truncated: err = %v", err)
	}
	q := NewParallelSolver(1<<16, 1)
	if _, err := q.Solve(context.Background(), game.MustNewPosition(5), SolveOptions{}); err != nil {
		t.Fatal(err)
	}
	if err := q.Load(bytes.NewReader(good)); !errors.Is(err, ErrBadSolverFile) {
		t.Fatalf("4×4 file into a 5×5 solver: err = %v", err)
	}
	// A new solver takes it, and answers from the record at once.
	r := NewParallelSolver(1<<16, 1)
	if err := r.Load(bytes.NewReader(good)); err != nil {
		t.Fatal(err)
	}
	res, err := r.Solve(context.Background(), game.MustNewPosition(4), SolveOptions{})
	if err != nil || res.Winner != game.White {
		t.Fatalf("4×4 after Load: %v, %v", res.Winner, err)
	}
	if res.Nodes > 10 {
		t.Errorf("4×4 after Load searched %d nodes", res.Nodes)
	}
	if err := r.SaveFile(filepath.Join(t.TempDir(), "no", "such", "folder")); err == nil {
		t.Error("SaveFile into a missing folder: no error")
	}
	if _, err := os.Stat(filepath.Join(t.TempDir(), "x")); err == nil {
		t.Error("stray file")
	}
}

// On 7×7 a ParallelSolver tries the centre before the corners, and keeps
// one removal of each symmetric class: two first removals, one answer to
// each.
func TestTheRemovalPhaseUsesSymmetriesAndTriesTheCentreFirst(t *testing.T) {
	p := NewParallelSolver(1<<16, 1)
	p.setSize(7)
	pos := game.MustNewPosition(7)
	got := p.children(&pos)
	if len(got) != 2 || got[0].String() != "d4" {
		t.Fatalf("7×7 first removals %v, want d4 and one corner", got)
	}
	for _, m := range got {
		c := pos
		c.Make(m)
		if answers := p.children(&c); len(answers) != 1 {
			t.Errorf("after %v: answers %v, want one", m, answers)
		}
	}
	p.setSize(8)
	pos = game.MustNewPosition(8)
	if got := p.children(&pos); len(got) != 2 {
		t.Errorf("8×8 first removals %v, want a centre and a corner", got)
	}
}

package analysis_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/ai/analysis"
	"github.com/konane/konane/engine"
	"github.com/konane/konane/game"
	"github.com/konane/konane/internal/hangguard"
)

// positions of each path of an analysis: the solver's (4×4, 6×6, an 8×8
// endgame of 34 stones) and the search's (8×8 middle game, 8×8 start).
var positions = []struct{ name, kfen string }{
	{"4×4 start", "BWBW/WBWB/BWBW/WBWB b"},
	{"6×6 after the removals", "BWBWBW/WBWBWB/BWB1BW/WBW1WB/BWBWBW/WBWBWB b"},
	{"8×8 endgame of 34 stones", "B3B1B1/W3W3/BWBWB1BW/WBW1W1W1/B2W2B1/WBW2BWB/B1B3B1/W1WBW1W1 w"},
	{"8×8 middle game", "BWBWBWBW/WBWBWBWB/BW1WBWB1/3B1B2/2BW3W/WB6/2B1B3/W1W3W1 b"},
	{"8×8 after the removals", "BWBWBWBW/WBWBWBWB/BWBWBWBW/WBW1WBWB/BWB1BWBW/WBWBWBWB/BWBWBWBW/WBWBWBWB b"},
}

// testNodes is the node budget of each line in these tests (smaller
// under the race detector): the engine answers within it after the end of
// its input (at most 1000000).
var testNodes uint64 = 200_000

// firstStep is the budget of Live's first step in these tests: its own
// but under the race detector.
var firstStep uint64 = analysis.LiveFirstNodes

func init() {
	if raceEnabled {
		testNodes, firstStep = 20_000, 16<<10
	}
}

// newAnalyst returns an Analyst with tables of the engine's size (the
// answer of a node budget depends on it, not on the tables' history).
func newAnalyst() *analysis.Analyst { return analysis.New(ai.SearcherOptions{}) }

// smallTables is the table memory of smallAnalyst's searcher and solver.
const smallTables = 1 << 20

// smallAnalyst returns an Analyst with 1 MiB tables, for the tests whose
// checks hold at any table size (legal distinct lines in order, proofs,
// Live's steps and ends); making and clearing the engine's two 64 MiB
// tables is most of the time of a small analysis, under -race above all.
func smallAnalyst() *analysis.Analyst {
	return analysis.With(ai.NewSearcher(ai.SearcherOptions{TableBytes: smallTables}), func() *ai.Solver { return ai.NewSolver(smallTables) })
}

// mustPosition parses kfen or fails t.
func mustPosition(t testing.TB, kfen string) game.Position {
	t.Helper()
	p, err := game.ParseKFEN(kfen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// answer writes a line as the engine's analyse answers it.
func answer(l analysis.Line) string {
	score := fmt.Sprintf("%.2f", float64(l.Score)/100)
	if l.Proven {
		sign := "-"
		if l.Win {
			sign = ""
		}
		score = "#" + sign
		if l.Plies > 0 {
			score += fmt.Sprint(l.Plies)
		}
	}
	pv := make([]string, len(l.PV))
	for i, m := range l.PV {
		pv[i] = m.String()
	}
	return fmt.Sprintf("best %s score %s pv %s", l.Move, score, strings.Join(pv, " "))
}

// engineAnalyse returns the answer of a real engine session to analyse
// with a node_limit of nodes in the position kfen.
func engineAnalyse(t *testing.T, kfen string, nodes uint64) string {
	t.Helper()
	in := fmt.Sprintf("setposition %s\nnode_limit %d\nanalyse\n", kfen, nodes)
	var out, errOut strings.Builder
	if err := engine.Run(context.Background(), strings.NewReader(in), &out, &errOut, engine.Options{}); err != nil {
		t.Fatalf("engine: %v\n%s", err, errOut.String())
	}
	answers := strings.Split(strings.TrimSpace(out.String()), "\n\n")
	if len(answers) != 3 || !strings.HasPrefix(answers[2], "= best ") {
		t.Fatalf("engine answered %q", out.String())
	}
	return strings.TrimPrefix(answers[2], "= ")
}

// Best of one line is the engine's analyse with the same node budget.
func TestLineOneIsTheEnginesAnalyse(t *testing.T) {
	a := newAnalyst()
	for _, c := range positions {
		t.Run(c.name, func(t *testing.T) {
			lines, err := a.Best(context.Background(), mustPosition(t, c.kfen), 1, ai.Limits{Nodes: testNodes})
			if err != nil || len(lines) == 0 {
				t.Fatalf("Best: %v, %d lines", err, len(lines))
			}
			want := engineAnalyse(t, c.kfen, testNodes)
			if got := answer(lines[0]); got != want {
				t.Errorf("line 1 %q, the engine's analyse %q", got, want)
			}
		})
	}
}

// checkLines fails t unless lines are n distinct legal moves of pos, each
// with a principal variation of legal moves from it, all in order of
// value, and proofs consistent with their scores.
func checkLines(t *testing.T, pos game.Position, lines []analysis.Line, n int) {
	t.Helper()
	if len(lines) != n {
		t.Fatalf("%d lines, want %d", len(lines), n)
	}
	seen := map[game.Move]bool{}
	for i, l := range lines {
		if seen[l.Move] {
			t.Errorf("line %d repeats %s", i+1, l.Move)
		}
		seen[l.Move] = true
		if len(l.PV) == 0 || l.PV[0] != l.Move {
			t.Errorf("line %d: move %s, pv %v", i+1, l.Move, l.PV)
		}
		p := pos
		for _, m := range l.PV {
			if err := p.Play(m); err != nil {
				t.Errorf("line %d: pv %v: %v", i+1, l.PV, err)
				break
			}
		}
		if l.Proven {
			wantScore := ai.WinScore - l.Plies
			if !l.Win {
				wantScore = -wantScore
			}
			if l.Score != wantScore {
				t.Errorf("line %d: proven in %d plies (win %v) but scores %d", i+1, l.Plies, l.Win, l.Score)
			}
			if l.Plies > 0 && (len(l.PV) != l.Plies || p.HasMoves()) {
				t.Errorf("line %d: %d plies but its pv %v has %d and ends the game: %v", i+1, l.Plies, l.PV, len(l.PV), !p.HasMoves())
			}
		}
		if i >= 1 && l.Value() > lines[i-1].Value() {
			t.Errorf("line %d (%s, %d) is worth more than line %d (%s, %d)", i+1, l.Move, l.Value(), i, lines[i-1].Move, lines[i-1].Value())
		}
	}
}

func TestTheLinesAreDistinctLegalMovesBestFirst(t *testing.T) {
	a := smallAnalyst()
	for _, c := range positions {
		t.Run(c.name, func(t *testing.T) {
			pos := mustPosition(t, c.kfen)
			n := min(4, len(pos.LegalMoves(nil)))
			lines, err := a.Best(context.Background(), pos, n, ai.Limits{Nodes: testNodes})
			if err != nil {
				t.Fatal(err)
			}
			checkLines(t, pos, lines, n)
			for _, l := range lines {
				t.Logf("%s", answer(l))
			}
		})
	}
}

// A proven position's lines come from the solver: every move of this 4×4
// position is proven with the length of perfect play after it.
func TestAProvenPositionsLinesHaveTheirLengths(t *testing.T) {
	pos := mustPosition(t, "BWBW/W1WB/BWBW/WBWB w")
	moves := pos.LegalMoves(nil)
	lines, err := smallAnalyst().Best(context.Background(), pos, len(moves), ai.Limits{Nodes: testNodes})
	if err != nil {
		t.Fatal(err)
	}
	checkLines(t, pos, lines, len(moves))
	solver := ai.NewSolver(1 << 20)
	for _, l := range lines {
		child := pos
		child.Make(l.Move)
		sr, err := solver.Solve(context.Background(), child, ai.SolveOptions{Distance: true})
		if err != nil {
			t.Fatal(err)
		}
		if !l.Proven || l.Plies != 1+sr.Plies || l.Win != (sr.Winner == pos.SideToMove()) {
			t.Errorf("%s: proven %v in %d plies (win %v), want %d plies, winner %v", l.Move, l.Proven, l.Plies, l.Win, 1+sr.Plies, sr.Winner)
		}
	}
}

func TestMoreLinesThanMovesGivesEveryMove(t *testing.T) {
	a := smallAnalyst()
	for _, kfen := range []string{positions[3].kfen, "BWBW/W1WB/BWBW/WBWB w"} {
		pos := mustPosition(t, kfen)
		moves := pos.LegalMoves(nil)
		lines, err := a.Best(context.Background(), pos, len(moves)+5, ai.Limits{Nodes: testNodes / 4})
		if err != nil {
			t.Fatal(err)
		}
		checkLines(t, pos, lines, len(moves))
	}
}

func TestAFinishedGameHasNoLines(t *testing.T) {
	lines, err := smallAnalyst().Best(context.Background(), mustPosition(t, "B3/4/4/3W b"), 3, ai.Limits{Nodes: testNodes})
	if err != nil || len(lines) != 0 {
		t.Fatalf("Best = %v, %v; want no lines", lines, err)
	}
}

// Two analysts, or one analysing twice, give the same lines: a node
// budget fixes the answer.
func TestBestIsTheSameEveryTime(t *testing.T) {
	pos := mustPosition(t, positions[3].kfen)
	a := newAnalyst()
	first, err := a.Best(context.Background(), pos, 3, ai.Limits{Nodes: testNodes})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.Best(context.Background(), mustPosition(t, positions[4].kfen), 2, ai.Limits{Nodes: testNodes}); err != nil {
		t.Fatal(err)
	}
	for _, b := range []*analysis.Analyst{a, newAnalyst()} {
		again, err := b.Best(context.Background(), pos, 3, ai.Limits{Nodes: testNodes})
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(first, again) {
			t.Errorf("lines %v, then %v", first, again)
		}
	}
}

// recorder keeps the snapshots of a live analysis; stopAfter cancels its
// context from inside the report of that many snapshots.
type recorder struct {
	mu        sync.Mutex
	snaps     []analysis.Snapshot
	stopAfter int
	cancel    context.CancelFunc
	late      bool // a report came after the cancel
}

func (r *recorder) report(s analysis.Snapshot) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.stopAfter > 0 && len(r.snaps) >= r.stopAfter {
		r.late = true
	}
	r.snaps = append(r.snaps, s)
	if len(r.snaps) == r.stopAfter {
		r.cancel()
	}
}

// live runs a live analysis of pos by a that stops after stopAfter
// snapshots (0: runs to the Final one) and returns them with Live's error.
func live(t *testing.T, a *analysis.Analyst, pos game.Position, n, stopAfter int) ([]analysis.Snapshot, error) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	r := &recorder{stopAfter: stopAfter, cancel: cancel}
	done := make(chan error, 1)
	go func() { done <- a.Live(ctx, pos, n, r.report) }()
	select {
	case err := <-done:
		r.mu.Lock()
		defer r.mu.Unlock()
		if r.late {
			t.Errorf("a snapshot came after the cancel")
		}
		return r.snaps, err
	case <-time.After(hangguard.Until(t)):
		t.Fatal("Live did not return")
	}
	return nil, nil
}

func TestLiveStopsWhenCancelledAndReportsNoMore(t *testing.T) {
	defer analysis.SetLiveSteps(firstStep, analysis.LiveMaxNodes)()
	pos := mustPosition(t, positions[3].kfen)
	snaps, err := live(t, smallAnalyst(), pos, 3, 2)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("Live returned %v, want context.Canceled", err)
	}
	if len(snaps) != 2 {
		t.Fatalf("%d snapshots, want 2", len(snaps))
	}
	for i, s := range snaps {
		if want := firstStep << i; s.Budget != want || s.Final || s.Position != pos {
			t.Errorf("snapshot %d: budget %d final %v, want budget %d, not final, of the position", i, s.Budget, s.Final, want)
		}
		checkLines(t, pos, s.Lines, 3)
	}
	// A cancel before the first step ends it without a report.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := smallAnalyst().Live(ctx, pos, 3, func(analysis.Snapshot) { t.Error("a report after the cancel") }); !errors.Is(err, context.Canceled) {
		t.Errorf("Live returned %v, want context.Canceled", err)
	}
}

// Every step's snapshot depends on the position and the step alone; each
// equals Best at the step's budget.
func TestLiveSnapshotsAreTheSameEveryRun(t *testing.T) {
	defer analysis.SetLiveSteps(firstStep, analysis.LiveMaxNodes)()
	pos := mustPosition(t, positions[3].kfen)
	first, _ := live(t, newAnalyst(), pos, 2, 2)
	second, _ := live(t, newAnalyst(), pos, 2, 2)
	if !reflect.DeepEqual(first, second) {
		t.Errorf("two runs gave\n%+v\n%+v", first, second)
	}
	lines, err := newAnalyst().Best(context.Background(), pos, 2, ai.Limits{Nodes: first[1].Budget})
	if err != nil || !reflect.DeepEqual(lines, first[1].Lines) {
		t.Errorf("Best at the budget of step 2: %v %v, the step %v", lines, err, first[1].Lines)
	}
}

// The step at the last budget is Final, and Live returns nil after it.
func TestLiveEndsAtItsLastBudget(t *testing.T) {
	defer analysis.SetLiveSteps(firstStep, 2*firstStep)()
	snaps, err := live(t, smallAnalyst(), mustPosition(t, positions[4].kfen), 2, 0)
	if err != nil || len(snaps) != 2 || snaps[0].Final || !snaps[1].Final || snaps[1].Budget != 2*firstStep {
		t.Fatalf("%d snapshots, %v; want two, the second Final at %d nodes", len(snaps), err, 2*firstStep)
	}
}

// A position whose every move is proven with its length gives a Final
// snapshot at once; so does a finished game, without lines.
func TestLiveEndsWhenEveryMoveIsProven(t *testing.T) {
	defer analysis.SetLiveSteps(firstStep, analysis.LiveMaxNodes)()
	for _, kfen := range []string{"BWBW/W1WB/BWBW/WBWB w", "B3/4/4/3W b"} {
		pos := mustPosition(t, kfen)
		snaps, err := live(t, smallAnalyst(), pos, 10, 0)
		if err != nil || len(snaps) != 1 || !snaps[0].Final || snaps[0].Budget != firstStep {
			t.Fatalf("%s: %d snapshots %+v, %v; want one Final", kfen, len(snaps), snaps, err)
		}
		if len(snaps[0].Lines) != len(pos.LegalMoves(nil)) {
			t.Errorf("%s: %d lines, want every move", kfen, len(snaps[0].Lines))
		}
	}
}

// BenchmarkBest measures one Best of three lines at 1M nodes a line, from
// empty tables, on an 8×8 position after the removals.
func BenchmarkBest(b *testing.B) {
	pos := mustPosition(b, positions[4].kfen)
	a := newAnalyst()
	for b.Loop() {
		if _, err := a.Best(context.Background(), pos, 3, ai.Limits{Nodes: 1 << 20}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLiveFinalStep measures the Final step of Live: Best of three
// lines at LiveMaxNodes a line, on the positions of the search's path and
// of the solver's.
func BenchmarkLiveFinalStep(b *testing.B) {
	for _, c := range []struct{ name, kfen string }{
		{"8×8 after the removals", positions[4].kfen},
		{"8×8 endgame of 34 stones", positions[2].kfen},
	} {
		b.Run(c.name, func(b *testing.B) {
			pos := mustPosition(b, c.kfen)
			a := newAnalyst()
			for b.Loop() {
				if _, err := a.Best(context.Background(), pos, 3, ai.Limits{Nodes: analysis.LiveMaxNodes}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// Issue 30: every step of the analysis board's Live shows the lines the
// engine answers to analyse under multipv 3 with that step's node_limit.
func TestALiveStepIsTheEnginesMultiPV(t *testing.T) {
	defer analysis.SetLiveSteps(firstStep, analysis.LiveMaxNodes)()
	for _, c := range positions[1:4] {
		t.Run(c.name, func(t *testing.T) {
			snaps, _ := live(t, newAnalyst(), mustPosition(t, c.kfen), 3, 1)
			if len(snaps) != 1 {
				t.Fatalf("%d snapshots, want 1", len(snaps))
			}
			s := snaps[0]
			in := fmt.Sprintf("setposition %s\nnode_limit %d\nmultipv 3\nanalyse\n", c.kfen, s.Budget)
			var out, errOut strings.Builder
			if err := engine.Run(context.Background(), strings.NewReader(in), &out, &errOut, engine.Options{}); err != nil {
				t.Fatalf("engine: %v\n%s", err, errOut.String())
			}
			answers := strings.Split(strings.TrimSpace(out.String()), "\n\n")
			got := strings.Split(strings.TrimPrefix(answers[len(answers)-1], "= "), "\n")
			if len(got) != len(s.Lines) {
				t.Fatalf("the engine answered %q; the step has %d lines", got, len(s.Lines))
			}
			for i, l := range s.Lines {
				want := answer(l)
				if i > 0 {
					want = "alt" + strings.TrimPrefix(want, "best")
				}
				if got[i] != want {
					t.Errorf("line %d: the engine %q, the step %q", i+1, got[i], want)
				}
			}
		})
	}
}

// Under several lines every searched line is valued at one depth, so the
// lines are in order of value, the first included: on the 8×8 start, at
// budgets where the search of one line and those of the others reach
// iterations of different parity, no line scores above the first.
func TestSeveralLinesAreInOrderOfValue(t *testing.T) {
	a := newAnalyst()
	pos := game.MustNewPosition(8)
	for _, nodes := range []uint64{testNodes / 4, testNodes} {
		lines, err := a.Best(context.Background(), pos, 4, ai.Limits{Nodes: nodes})
		if err != nil {
			t.Fatal(err)
		}
		checkLines(t, pos, lines, 4)
	}
}

package engine

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// runAI feeds script to Run with the real AI, each line once the lines
// before it are answered, and returns the transcript and the diagnostics.
// The scripts bound the AI's work in nodes or milliseconds; the wait is
// only a guard against a hang (hangGuard).
func runAI(t *testing.T, script string) (out, diag string) {
	t.Helper()
	o := newAnswers()
	var e lockedBuilder // the diagnostics' writer goroutine writes it
	wait := hangGuard(t)
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	if err := Run(ctx, newPacedInput(script, o, wait), o, &e, Options{}); err != nil {
		t.Fatalf("Run returned %v; stderr:\n%s", err, e.String())
	}
	return o.String(), e.String()
}

func TestTheAISolvesTheReferenceBoards(t *testing.T) {
	// docs/rules.md, "Reference results". (The 6×6 corner opening takes seconds
	// even without the race detector: it is left to package ai's tests.)
	tests := []struct{ name, script, want string }{
		{"4x4 is a win for White", "boardsize 4\nsolve\n", "W"},
		{"5x5 is a win for Black", "boardsize 5\nsolve\n", "B"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, diag := runAI(t, tt.script)
			answers := strings.Split(strings.TrimSuffix(out, "\n\n"), "\n\n")
			if got := answers[len(answers)-1]; got != "= "+tt.want {
				t.Errorf("solve answered %q, want %q; stderr:\n%s", got, "= "+tt.want, diag)
			}
		})
	}
}

func TestTheAISolveAnswersUnknownWhenTheTimeRunsOut(t *testing.T) {
	start := time.Now()
	out, _ := runAI(t, "solve 50\n")
	if out != transcript("= unknown") {
		t.Errorf("solve 50 on the 8x8 start answered %q, want unknown", out)
	}
	t.Logf("solve 50 took %v (unsolvable in 50 ms: one that ignored its time would hang the test)", time.Since(start))
}

func TestTheAIPlaysAWholeGameThroughGenmove(t *testing.T) {
	var script strings.Builder
	script.WriteString("diagnostics on\nboardsize 6\nlevel beginner\ntime_limit 20\n")
	for range 6 * 6 {
		script.WriteString("genmove\n")
	}
	script.WriteString("result\nposition\n")
	out, diag := runAI(t, script.String())
	answers := strings.Split(strings.TrimSuffix(out, "\n\n"), "\n\n")
	pos := game.MustNewPosition(6)
	over := false
	for _, a := range answers[4 : 4+36] {
		move := strings.TrimPrefix(a, "= ")
		if move == "none" {
			over = true
			continue
		}
		if over {
			t.Fatalf("genmove answered %q after none", a)
		}
		m, err := game.ParseMove(move)
		if err != nil {
			t.Fatalf("genmove answered %q: %v", a, err)
		}
		if err := pos.Play(m); err != nil {
			t.Fatalf("genmove answered an illegal move %q: %v", a, err)
		}
	}
	if !over {
		t.Fatalf("the game did not end in 36 moves:\n%s", out)
	}
	want := game.ResultOf(&pos).String()
	if got := answers[len(answers)-2]; got != "= "+want {
		t.Errorf("result = %q, want %q", got, want)
	}
	if got := answers[len(answers)-1]; got != "= "+pos.KFEN() {
		t.Errorf("position = %q, want %q", got, pos.KFEN())
	}
	if !strings.Contains(diag, "genmove ") {
		t.Errorf("no search information on stderr:\n%s", diag)
	}
}

// answerOf runs one command after setting pos and returns its answer
// without "= ".
func answerOf(t *testing.T, kfen, command string, opts Options) string {
	t.Helper()
	out := run(t, "setposition "+kfen+"\n"+command+"\n", opts)
	answers := strings.Split(strings.TrimSuffix(out, "\n\n"), "\n\n")
	last := answers[len(answers)-1]
	for _, a := range answers[:len(answers)-1] {
		if a != "=" {
			t.Fatalf("%s after setposition %s: %q", command, kfen, out)
		}
	}
	if len(answers) != strings.Count(command, "\n")+2 || !strings.HasPrefix(last, "=") {
		t.Fatalf("%s after setposition %s: %q", command, kfen, out)
	}
	return strings.TrimSpace(strings.TrimPrefix(last, "="))
}

// checkSolveMoves checks that solve_moves lists the legal moves in the
// order of legal_moves, each with W exactly when solving the position
// after it gives the mover as the winner (L otherwise).
func checkSolveMoves(t *testing.T, pos game.Position, opts Options) {
	t.Helper()
	kfen := pos.KFEN()
	got := strings.Fields(answerOf(t, kfen, "solve_moves", opts))
	legal := strings.Fields(answerOf(t, kfen, "legal_moves", opts))
	if len(got) != len(legal) {
		t.Fatalf("%s: solve_moves %q, legal moves %q", kfen, got, legal)
	}
	mover := strings.ToUpper(string(pos.SideToMove().Letter()))
	for i, mv := range got {
		move, value, _ := strings.Cut(mv, ":")
		if move != legal[i] {
			t.Fatalf("%s: solve_moves %q not in the order of legal_moves %q", kfen, got, legal)
		}
		winner := answerOf(t, kfen, "play "+move+"\nsolve", opts)
		if want := map[bool]string{true: "W", false: "L"}[winner == mover]; value != want {
			t.Errorf("%s: solve_moves says %s, but after it solve answers %s (mover %s)", kfen, mv, winner, mover)
		}
	}
}

// solve_moves agrees with solving each child position, with the real AI.
func TestSolveMovesAgreesWithSolvingEachChild(t *testing.T) {
	opts := Options{Player: newAIPlayer(io.Discard)}
	for _, moves := range [][]string{
		nil, {"c3"}, {"c3", "c4"}, {"e5", "e4", "c5-e5"}, {"a1", "a2", "c1-a1", "a4-a2", "c3-c1"},
	} {
		pos := game.MustNewPosition(5)
		for _, s := range moves {
			m, err := game.ParseMove(s)
			if err != nil {
				t.Fatal(err)
			}
			if err := pos.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		checkSolveMoves(t, pos, opts)
	}
}

// The same with the protocol tests' minimax player, on 4×4 from the start
// to the end of a game.
func TestSolveMovesAgreesWithTheFakePlayer(t *testing.T) {
	pos := game.MustNewPosition(4)
	for pos.HasMoves() {
		checkSolveMoves(t, pos, Options{Player: fakePlayer{}})
		pos.Make(pos.LegalMoves(nil)[0])
	}
}

func TestAnalyseAnswersMoveScoreAndLine(t *testing.T) {
	opts := Options{Player: newAIPlayer(io.Discard)}
	start := func(n int) string { p := game.MustNewPosition(n); return p.KFEN() }
	for _, c := range []struct {
		kfen, score string // score: a prefix the answer's score must have
	}{
		{start(4), "#-"},               // 4×4: White wins
		{"BWBW/WBWB/BWBW/WBW1 w", "#"}, // White to remove and win
		{start(8), ""},
	} {
		a := answerOf(t, c.kfen, "analyse 300", opts)
		f := strings.Fields(a)
		if len(f) < 6 || f[0] != "best" || f[2] != "score" || f[4] != "pv" || f[5] != f[1] {
			t.Fatalf("%s: analyse answered %q", c.kfen, a)
		}
		if !strings.HasPrefix(f[3], c.score) {
			t.Errorf("%s: score %s, want it to start with %q", c.kfen, f[3], c.score)
		}
		if !strings.HasPrefix(f[3], "#") {
			if _, err := strconv.ParseFloat(f[3], 64); err != nil || !strings.Contains(f[3], ".") || len(f[3])-strings.Index(f[3], ".") != 3 {
				t.Errorf("%s: score %q is not a number with two decimals", c.kfen, f[3])
			}
		}
		pos, err := game.ParseKFEN(c.kfen)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range f[5:] {
			m, err := game.ParseMove(s)
			if err == nil {
				err = pos.Play(m)
			}
			if err != nil {
				t.Fatalf("%s: pv %q: %v", c.kfen, f[5:], err)
			}
		}
		if plies, err := strconv.Atoi(strings.TrimLeft(f[3], "#-")); err == nil && strings.HasPrefix(f[3], "#") {
			start, _ := game.ParseKFEN(c.kfen)
			sr, err := ai.NewSolver(1<<20).Solve(context.Background(), start, ai.SolveOptions{Distance: true})
			if err != nil || sr.Plies != plies {
				t.Errorf("%s: score %s, but the game lasts %d plies with perfect play (%v)", c.kfen, f[3], sr.Plies, err)
			}
			if plies != len(f[5:]) || pos.HasMoves() {
				t.Errorf("%s: proven score %s but the pv %q has %d plies and ends the game: %v", c.kfen, f[3], f[5:], len(f[5:]), !pos.HasMoves())
			}
		}
	}
}

// A time of 0 proves nothing with the real solver too, which looks at its
// clock only every so many positions: this 4×4 position is proven before
// it looks (solve 0 answered W). analyse 0 is refused.
// A session's solver keeps its table from one solve to the next. The two
// positions have the same occupied squares and side to move and opposite
// colours (KFEN puts stones on squares of either colour): the second must
// not take the first's values. Black wins the first and loses the second
// (ai's plain negamax).
func TestSolveTellsApartPositionsWithTheSameOccupiedSquares(t *testing.T) {
	out, diag := runAI(t, "setposition BWBW2/1B3B/B3B1/WBW1W1/1W4/WB2W1 b\nsolve\n"+
		"setposition WBWB2/1W3W/W3W1/BWB1B1/1B4/BW2B1 b\nsolve\n")
	if want := transcript("=", "= B", "=", "= W"); out != want {
		t.Errorf("got\n%s\nwant\n%s\nstderr:\n%s", out, want, diag)
	}
}

func TestAZeroTimeProvesNothingEvenInASmallPosition(t *testing.T) {
	out, diag := runAI(t, "boardsize 4\nsetposition 1WBW/WBWB/BWBW/WBWB w\nsolve 0\nsolve_moves 0\nanalyse 0\nsolve\n")
	want := transcript("=", "=", "= unknown", "= a3:? b4:?",
		"? time in milliseconds 0 out of range (1 to 86400000)", "= W")
	if out != want {
		t.Errorf("got\n%s\nwant\n%s\nstderr:\n%s", out, want, diag)
	}
}

// analyse reports the solver's proof found within its budget. On 6×6
// after 1. c4 d4 2. a4-c4 f4-d4 Black, to move, is lost: solve proves it
// in some 3 million nodes (0.4–0.8 s), but analyse 1000 once answered
// "score -0.73" (the search alone proved nothing, and the solver was asked
// only after a proof). With a node limit the answer is the same on every
// run and machine: #- (the length is not found within the budget) or #-N
// with N the exact length. Two analyses of 8M nodes: without -race (make
// test runs it so); the other tests of the real AI keep the session's
// goroutines under it.
func TestAnalyseReportsTheProofTheSolverFindsInItsBudget(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("two analyses of 8M nodes: without -short and -race")
	}
	script := "boardsize 6\nplay c4\nplay d4\nplay a4-c4\nplay f4-d4\nnode_limit 8000000\nanalyse\n"
	out, diag := runAI(t, script)
	again, _ := runAI(t, script)
	answers := strings.Split(strings.TrimSuffix(out, "\n\n"), "\n\n")
	t.Logf("analyse: %s", answers[len(answers)-1])
	f := strings.Fields(strings.TrimPrefix(answers[len(answers)-1], "="))
	if len(answers) != 7 || len(f) < 6 || f[0] != "best" || f[2] != "score" || f[4] != "pv" || f[5] != f[1] {
		t.Fatalf("analyse answered %q; stderr:\n%s", out, diag)
	}
	if again != out {
		t.Errorf("the same script answered\n%s\nthen\n%s", out, again)
	}
	if !strings.HasPrefix(f[3], "#-") {
		t.Fatalf("score %s, want #- or #-N: Black is proven lost; stderr:\n%s", f[3], diag)
	}
	pos := game.MustNewPosition(6)
	for _, s := range append([]string{"c4", "d4", "a4-c4", "f4-d4"}, f[5:]...) {
		m, err := game.ParseMove(s)
		if err == nil {
			err = pos.Play(m)
		}
		if err != nil {
			t.Fatalf("%s: %v (answer %q)", s, err, out)
		}
	}
	if plies, err := strconv.Atoi(strings.TrimPrefix(f[3], "#-")); err == nil && (plies != len(f[5:]) || pos.HasMoves()) {
		t.Errorf("score %s with a line of %d plies that ends the game: %v", f[3], len(f[5:]), !pos.HasMoves())
	}
}

// With a node limit genmove plays the same move in every session, whatever
// was played before.
func TestANodeLimitMakesGenmoveReproducible(t *testing.T) {
	a, _ := runAI(t, "node_limit 300000\nplay d5\nplay d4\ngenmove\n")
	b, _ := runAI(t, "play d5\nplay d4\ngenmove\nundo\nnode_limit 300000\ngenmove\n")
	moveA := strings.Split(strings.TrimSuffix(a, "\n\n"), "\n\n")
	moveB := strings.Split(strings.TrimSuffix(b, "\n\n"), "\n\n")
	if len(moveA) != 4 || len(moveB) != 6 || moveA[3] != moveB[5] || !strings.HasPrefix(moveA[3], "= ") {
		t.Errorf("genmove with node_limit 300000: %q, then in another session %q", a, b)
	}
}

// Under multipv N, analyse answers N lines: the first is analyse's own
// answer under multipv 1, the others "alt" lines of other legal moves,
// each a move, its score and a legal line from it; N above the legal
// moves answers them all.
func TestAnalyseUnderMultiPVAnswersTheNextBestMovesToo(t *testing.T) {
	opts := Options{Player: newAIPlayer(io.Discard)}
	for _, c := range []struct {
		kfen  string
		n     int
		lines int
	}{
		{"BWBWBW/WBWBWB/BWB1BW/WBW1WB/BWBWBW/WBWBWB b", 3, 3},
		{"BWBW/WBWB/BWBW/WBWB b", 9, 4},
	} {
		one := answerOf(t, c.kfen, "node_limit 100000\nanalyse", opts)
		got := strings.Split(answerOf(t, c.kfen, fmt.Sprintf("node_limit 100000\nmultipv %d\nanalyse", c.n), opts), "\n")
		if len(got) != c.lines || got[0] != one {
			t.Fatalf("%s: multipv %d answered %q; analyse alone %q", c.kfen, c.n, got, one)
		}
		seen := map[string]bool{}
		for i, line := range got {
			f := strings.Fields(line)
			word := "alt"
			if i == 0 {
				word = "best"
			}
			if len(f) < 6 || f[0] != word || f[2] != "score" || f[4] != "pv" || f[5] != f[1] || seen[f[1]] {
				t.Fatalf("%s: line %d %q", c.kfen, i+1, line)
			}
			seen[f[1]] = true
			pos, _ := game.ParseKFEN(c.kfen)
			for _, s := range f[5:] {
				m, err := game.ParseMove(s)
				if err == nil {
					err = pos.Play(m)
				}
				if err != nil {
					t.Fatalf("%s: line %q: %v", c.kfen, line, err)
				}
			}
		}
	}
}

// After the end of input, analyse under multipv N runs on when N times the
// node_limit is at most eofNodes, and is stopped otherwise.
func TestAnalyseOfSeveralLinesRunsOnAfterTheEndWithinTheNodeBound(t *testing.T) {
	script := "boardsize 6\nplay d3\nplay d4\nnode_limit %d\nmultipv 3\nanalyse\n"
	got := runPiped(t, fmt.Sprintf(script, eofNodes/3), Options{})
	if answers := strings.Split(strings.TrimSuffix(got, "\n\n"), "\n\n"); !strings.HasPrefix(answers[len(answers)-1], "= best ") {
		t.Errorf("analyse of 3 lines of %d nodes: %q", eofNodes/3, got)
	}
	got = runPiped(t, fmt.Sprintf(script, eofNodes/3+1), Options{})
	if !strings.HasSuffix(got, "? interrupted\n\n") {
		t.Errorf("analyse of 3 lines of %d nodes: %q, want it stopped", eofNodes/3+1, got)
	}
}

package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

func runCmd(t *testing.T, ctx context.Context, args ...string) (int, string) {
	t.Helper()
	var out, errs bytes.Buffer
	code := run(ctx, args, &out, &errs)
	t.Logf("solve7 %s: %d\n%s%s", strings.Join(args, " "), code, out.String(), errs.String())
	return code, out.String()
}

// 5×5: every opening, the game's value, and a proof that the checker
// proves to the end.
func TestSolve5x5WithAProofThatChecks(t *testing.T) {
	dir := t.TempDir()
	table, proofFile := filepath.Join(dir, "t"), filepath.Join(dir, "p.txt")
	code, out := runCmd(t, context.Background(), "-size", "5", "-mem", "16", "-table", table, "-proof", proofFile, "-proof-depth", "99")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{"opening c3 d3: Black wins (by a3-c3)", "opening a1 b1: Black wins", "5×5: Black wins with perfect play", "proof: Black's strategy"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	code, out = runCmd(t, context.Background(), "-check", proofFile)
	if code != 0 || !strings.Contains(out, "Black wins from BWBWB/WBWBW/BWBWB/WBWBW/BWBWB b: proven") || !strings.Contains(out, " 0 leaves") {
		t.Fatalf("check: exit %d", code)
	}
	// A second run reads the table and proves everything from its record.
	code, out = runCmd(t, context.Background(), "-size", "5", "-mem", "16", "-table", table)
	if code != 0 || !strings.Contains(out, "resumed from") || !strings.Contains(out, "opening a1 b1: Black wins (by a3-a1); 0.0 M nodes") {
		t.Fatalf("second run: exit %d", code)
	}
}

// cancelOn is a writer that cancels a context at the first line that
// holds its mark: a stop at a point of the work, whatever the machine's
// speed (a -time limit finished the whole 6×6 solve on a fast one).
type cancelOn struct {
	mu     sync.Mutex
	mark   string
	cancel context.CancelFunc
	buf    bytes.Buffer
}

func (c *cancelOn) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.buf.Write(p)
	if strings.Contains(c.buf.String(), c.mark) {
		c.cancel()
	}
	return len(p), nil
}

// A run stopped in the middle of an opening (as by SIGINT or its -time
// limit) saves the table and exits 130; the next run resumes and gives
// the answer of an uninterrupted run. Three 6×6 solves: without -race
// (make test runs it so; package ai checks a cancelled, saved and resumed
// parallel solve under -race).
func TestAStoppedRunResumesWithTheSameAnswer(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("three 6×6 solves: without -short and -race")
	}
	dir := t.TempDir()
	table := filepath.Join(dir, "t")
	_, whole := runCmd(t, context.Background(), "-size", "6", "-mem", "64", "-table", "none")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// Stopped when the first of the first opening's jumps is decided.
	log := &cancelOn{mark: "first jumps decided", cancel: cancel}
	var out bytes.Buffer
	code := run(ctx, []string{"-size", "6", "-mem", "64", "-table", table}, &out, log)
	t.Logf("stopped run: %d\n%s%s", code, out.String(), log.buf.String())
	if code != 130 || !strings.Contains(out.String(), "the table is saved") {
		t.Fatalf("stopped run: exit %d, want 130 and the table saved", code)
	}
	if _, err := os.Stat(table); err != nil {
		t.Fatal(err)
	}
	code, resumed := runCmd(t, context.Background(), "-size", "6", "-mem", "64", "-table", table)
	if code != 0 || !strings.Contains(resumed, "resumed from") {
		t.Fatalf("resumed run: exit %d", code)
	}
	if a, b := verdicts(whole), verdicts(resumed); a != b || !strings.Contains(a, "6×6: White wins with perfect play") {
		t.Fatalf("verdicts differ:\n%s\n---\n%s", a, b)
	}
	// The totals beside the table count both runs.
	tot, err := loadTotals(table + ".json")
	if err != nil {
		t.Fatal(err)
	}
	runs, done := 0, 0
	for _, w := range tot.Openings {
		runs += w.Runs
		if w.Done {
			done++
		}
	}
	if done != 3 || runs < 4 {
		t.Errorf("totals: %d classes done, %d runs; want the 3 classes of openings done, one of them in two runs", done, runs)
	}
}

// verdicts keeps the lines of results, without the counts.
func verdicts(out string) string {
	var keep []string
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, "wins") {
			l, _, _ = strings.Cut(l, ";")
			keep = append(keep, l)
		}
	}
	return strings.Join(keep, "\n")
}

func TestBadFlagsExit2(t *testing.T) {
	for _, args := range [][]string{{"-size", "9"}, {"-nope"}, {"extra"}} {
		if code, _ := runCmd(t, context.Background(), args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

// A -time limit that has passed before the work starts stops the run with
// the table saved.
func TestATimeLimitStopsTheRun(t *testing.T) {
	table := filepath.Join(t.TempDir(), "t")
	code, out := runCmd(t, context.Background(), "-size", "6", "-mem", "16", "-table", table, "-time", "1ns")
	if code != 130 || !strings.Contains(out, "the table is saved") {
		t.Fatalf("exit %d, want 130 and the table saved", code)
	}
	if _, err := os.Stat(table); err != nil {
		t.Fatal(err)
	}
}

// -proof-from writes the winner's strategy from an opening, here a corner
// one of 5×5, which the checker proves to the end from that position; a
// move that is not legal there is refused before any work.
func TestAProofFromACornerOpeningChecks(t *testing.T) {
	dir := t.TempDir()
	proofFile := filepath.Join(dir, "p.txt")
	code, out := runCmd(t, context.Background(), "-size", "5", "-mem", "16", "-table", "none", "-proof", proofFile, "-proof-from", "a1 b1", "-proof-depth", "99")
	if code != 0 || !strings.Contains(out, "proof: Black's strategy") {
		t.Fatalf("exit %d", code)
	}
	code, out = runCmd(t, context.Background(), "-check", proofFile)
	if code != 0 || !strings.Contains(out, "Black wins from BWBWB/WBWBW/BWBWB/WBWBW/2BWB b: proven") || !strings.Contains(out, " 0 leaves") {
		t.Fatalf("check: exit %d", code)
	}
	for _, bad := range []string{"a1 a1", "b1", "a1 zz"} {
		if code, _ := runCmd(t, context.Background(), "-size", "5", "-table", "none", "-proof", proofFile, "-proof-from", bad); code != 2 {
			t.Errorf("-proof-from %q: exit %d, want 2", bad, code)
		}
	}
}

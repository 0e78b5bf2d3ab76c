package engine

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/konane/konane/game"
)

// runAI feeds script to Run with the real AI and returns the transcript
// and the diagnostics.
func runAI(t *testing.T, script string) (out, diag string) {
	t.Helper()
	var o, e strings.Builder
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if err := Run(ctx, strings.NewReader(script), &o, &e, Options{}); err != nil {
		t.Fatalf("Run returned %v; stderr:\n%s", err, e.String())
	}
	return o.String(), e.String()
}

func TestTheAISolvesTheReferenceBoards(t *testing.T) {
	// rules.md, "Reference results". (The 6×6 corner opening takes seconds
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
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("solve 50 took %v", d)
	}
}

func TestTheAIPlaysAWholeGameThroughGenmove(t *testing.T) {
	var script strings.Builder
	script.WriteString("boardsize 6\nlevel beginner\ntime_limit 20\n")
	for range 6 * 6 {
		script.WriteString("genmove\n")
	}
	script.WriteString("result\nposition\n")
	out, diag := runAI(t, script.String())
	answers := strings.Split(strings.TrimSuffix(out, "\n\n"), "\n\n")
	pos := game.MustNewPosition(6)
	over := false
	for _, a := range answers[3 : 3+36] {
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

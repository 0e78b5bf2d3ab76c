package engine

import (
	"context"
	"errors"
	"io"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// longCommands are the commands that think, each set up to think for far
// longer than a test lasts on the 8×8 start position: "time_limit" and the
// times are a day. "perft 99" is deeper than any game lasts, so it counts
// no leaf at all (found by FuzzEngineLine: it looked at its context only
// after leaves, and neither quit nor SIGTERM stopped it).
var longCommands = []string{"solve", "solve_moves", "perft 30", "perft 99", "genmove", "analyse 86400000"}

// A stopped command must end; how soon, in time, depends on -race and the
// machine's load: the tests wait for it up to hangGuard, and
// BenchmarkStopLatency measures the 100 ms of docs/engine-protocol.md.

// longRun is a Run of the real AI whose input the test writes: the setup
// is answered and cmd is running.
type longRun struct {
	in   *io.PipeWriter
	out  *answers
	done chan error
}

// startLong starts Run on a pipe, sends the setup and cmd, waits for the
// setup's answers and gives cmd a moment to start thinking.
func startLong(t testing.TB, cmd string, out io.Writer, counted *answers) *longRun {
	t.Helper()
	r, w := io.Pipe()
	lr := &longRun{in: w, out: counted, done: make(chan error, 1)}
	if out == nil {
		out = counted
	}
	go func() { lr.done <- Run(context.Background(), r, out, io.Discard, Options{}) }()
	if _, err := io.WriteString(w, "boardsize 8\ntime_limit 86400000\n"+cmd+"\n"); err != nil {
		t.Fatal(err)
	}
	if counted != nil && !counted.waitFor(2, hangGuard(t)) {
		t.Fatalf("no answer to the setup: %q", counted.String())
	}
	time.Sleep(50 * time.Millisecond)
	return lr
}

// stop sends quit or closes the input, and returns Run's error and how long
// it took to return (failing after hangGuard).
func (lr *longRun) stop(t testing.TB, how string) (time.Duration, error) {
	t.Helper()
	start := time.Now()
	if how == "quit" {
		go io.WriteString(lr.in, "quit\n")
	} else {
		lr.in.Close()
	}
	select {
	case err := <-lr.done:
		return time.Since(start), err
	case <-time.After(hangGuard(t)):
		t.Fatalf("the engine still runs after %s", how)
	}
	return 0, nil
}

// Issue 21: `printf 'boardsize 8\nsolve\n' | konane engine` ran on at full
// CPU after its input ended, and a quit during solve was ignored. Each
// command that thinks is stopped by quit and by the end of input: it is
// answered "? interrupted", quit gets its "=", and Run returns nil (exit
// status 0).
func TestQuitOrTheEndOfInputStopsEveryLongCommand(t *testing.T) {
	for _, cmd := range longCommands {
		for _, how := range []string{"quit", "end of input"} {
			t.Run(cmd+"/"+how, func(t *testing.T) {
				lr := startLong(t, cmd, nil, newAnswers())
				took, err := lr.stop(t, how)
				if err != nil {
					t.Fatalf("Run returned %v, want nil", err)
				}
				want := transcript("=", "=", "? interrupted")
				if how == "quit" {
					want += transcript("=")
				}
				if got := lr.out.String(); got != want {
					t.Errorf("transcript %q, want %q", got, want)
				}
				t.Logf("stopped in %v", took)
			})
		}
	}
}

// Quit right after a running command stops it; the lines after quit are
// neither read as commands nor answered.
func TestQuitRightAfterALongCommandStopsItAndNothingAfterRuns(t *testing.T) {
	lr := startLong(t, "solve", nil, newAnswers())
	go io.WriteString(lr.in, "11 quit # bye\n7 name\n8 perft 30\n")
	select {
	case err := <-lr.done:
		if err != nil {
			t.Fatalf("Run returned %v", err)
		}
	case <-time.After(hangGuard(t)):
		t.Fatal("the engine did not stop at the quit")
	}
	want := transcript("=", "=", "? interrupted", "=11")
	if got := lr.out.String(); got != want {
		t.Errorf("transcript %q, want %q", got, want)
	}
}

// Issue 29: "solve" with a command queued after it ran on after the end
// of input. The end of input stops whatever runs and whatever is queued
// that thinks ("? interrupted"); a queued command that does not think is
// still answered, and Run returns nil. A node_limit above eofNodes (a
// hundred billion nodes is hours) does not keep genmove running either.
func TestTheEndOfInputStopsALongCommandWithCommandsQueuedAfterIt(t *testing.T) {
	const hugeLimit = "node_limit 100000000000"
	for _, cmd := range append(longCommands, hugeLimit+"\ngenmove") {
		t.Run(cmd, func(t *testing.T) {
			lr := startLong(t, cmd, nil, newAnswers())
			last := cmd[strings.LastIndex(cmd, "\n")+1:]
			if _, err := io.WriteString(lr.in, "7 name\n8 "+last+"\n"); err != nil {
				t.Fatal(err)
			}
			took, err := lr.stop(t, "end of input")
			if err != nil {
				t.Fatalf("Run returned %v, want nil", err)
			}
			want := transcript("=", "=", "? interrupted", "=7 Konane", "?8 interrupted")
			if strings.HasPrefix(cmd, hugeLimit) {
				want = transcript("=", "=", "=", "? interrupted", "=7 Konane", "?8 interrupted")
			}
			if got := lr.out.String(); got != want {
				t.Errorf("transcript %q, want %q", got, want)
			}
			t.Logf("stopped in %v", took)
		})
	}
}

// runPiped runs script read at once, as from a pipe: the whole input and
// its end are read while the first commands still run.
func runPiped(t *testing.T, script string, opts Options) string {
	t.Helper()
	out := newAnswers()
	done := make(chan error, 1)
	go func() { done <- Run(context.Background(), strings.NewReader(script), out, io.Discard, opts) }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("Run returned %v", err)
		}
	case <-time.After(hangGuard(t)): // the script's work is bounded in nodes
		t.Fatalf("the engine still runs long after its input ended: %q", out.String())
	}
	return out.String()
}

// The tester's fault: "boardsize 6", genmoves and savegame piped in
// answered every genmove "? interrupted" and saved an empty game, since
// the end of input, read during the first genmove, stopped them all.
// Under a node_limit, genmoves queued before the end run normally, in
// order (their work is bounded by the limit); the savegame right before
// the end saves every move.
func TestCommandsQueuedBeforeTheEndOfInputRunNormally(t *testing.T) {
	const moves = 6
	files := memFiles{}
	script := "boardsize 6\nnode_limit 2000\n" + strings.Repeat("genmove\n", moves) + "savegame x.kgn\n"
	got := runPiped(t, script, Options{files: files})
	answers := strings.Split(strings.TrimSuffix(got, "\n\n"), "\n\n")
	if len(answers) != moves+3 {
		t.Fatalf("%d answers, want %d: %q", len(answers), moves+3, got)
	}
	for i, a := range answers {
		if !strings.HasPrefix(a, "=") {
			t.Errorf("answer %d is %q, want a success", i+1, a)
		}
	}
	g, err := game.ParseKGN(files["x.kgn"])
	if err != nil {
		t.Fatalf("the saved game does not read: %v", err)
	}
	if n := len(g.Moves()); n != moves {
		t.Errorf("the saved game has %d moves, want %d", n, moves)
	}
}

// A perft that is done before it looks (fewer than perftCheck leaves) is
// answered even as the last command before the end; a command queued after
// it runs too, and then the engine exits.
func TestAShortPerftBeforeTheEndIsAnswered(t *testing.T) {
	got := runPiped(t, "boardsize 4\n1 genmove\n2 undo\n3 perft 3\n4 name\n5 perft 3\n", Options{Player: slowPlayer{}})
	want := transcript("=", "=1 a4", "=2", "=3 16", "=4 Konane", "=5 16")
	if got != want {
		t.Errorf("transcript %q, want %q", got, want)
	}
}

// The end of input right after a long command stops it at once, also when
// both were read while the commands before them ran.
func TestTheEndOfInputRightAfterALongCommandStopsIt(t *testing.T) {
	got := runPiped(t, "boardsize 8\ntime_limit 86400000\nsolve\n", Options{})
	if want := transcript("=", "=", "? interrupted"); got != want {
		t.Errorf("transcript %q, want %q", got, want)
	}
}

// slowPlayer is fakePlayer whose genmove takes 100 ms whatever ctx says,
// so that the whole input is read while it thinks.
type slowPlayer struct{ fakePlayer }

func (p slowPlayer) GenMove(ctx context.Context, pos game.Position, lim ai.Limits) (game.Move, error) {
	time.Sleep(100 * time.Millisecond)
	return p.fakePlayer.GenMove(ctx, pos, lim)
}

// Issue 21: with both pipes closed the engine ran until it was killed. A
// closed output stops the command that runs and Run returns
// ErrOutputClosed (exit status 0).
func TestAClosedOutputStopsALongCommand(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("only Linux reports a pipe's closed reader to poll(2) without a write; elsewhere the engine learns it at its next answer (TestAClosedOutputEndsRunAtTheNextAnswer)")
	}
	for _, cmd := range longCommands {
		t.Run(cmd, func(t *testing.T) {
			pr, pw, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			defer pw.Close()
			lr := startLong(t, cmd, pw, nil)
			defer lr.in.Close()
			start := time.Now()
			pr.Close()
			select {
			case err := <-lr.done:
				if !errors.Is(err, ErrOutputClosed) {
					t.Errorf("Run returned %v, want ErrOutputClosed", err)
				}
				t.Logf("stopped in %v", time.Since(start))
			case <-time.After(hangGuard(t)):
				t.Fatal("the engine still runs with its output closed")
			}
		})
	}
}

// On every system, an answer that finds the output closed ends Run with
// ErrOutputClosed.
func TestAClosedOutputEndsRunAtTheNextAnswer(t *testing.T) {
	pr, pw, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer pw.Close()
	r, w := io.Pipe()
	defer w.Close()
	done := make(chan error, 1)
	go func() { done <- Run(context.Background(), r, pw, io.Discard, Options{Player: fakePlayer{}}) }()
	pr.Close()
	go io.WriteString(w, "name\n")
	select {
	case err := <-done:
		if !errors.Is(err, ErrOutputClosed) {
			t.Errorf("Run returned %v, want ErrOutputClosed", err)
		}
	case <-time.After(hangGuard(t)):
		t.Fatal("Run goes on with its output closed")
	}
}

// Issue 21: a comment or blank line longer than 64 KiB was answered "?",
// a short one not, so a controller paired every later answer with the
// wrong command. No line that is not a command gets an answer, whatever
// its length; a command line longer than 64 KiB gets exactly one
// "? line too long", with its id.
func TestLongLinesThatAreNoCommandGetNoAnswer(t *testing.T) {
	long := 70 << 10
	for _, c := range []struct {
		name, line, want string
	}{
		{"a comment", "#" + strings.Repeat("x", long), ""},
		{"a comment after spaces", strings.Repeat(" ", long) + "# then a comment", ""},
		{"a blank line", strings.Repeat(" ", long), ""},
		{"a line of tabs and carriage returns", strings.Repeat("\t\r", long/2), ""},
		{"a line of no-break spaces", strings.Repeat("\u00a0", long/2), ""},
		{"an id and a long comment", "12 name #" + strings.Repeat("x", long), "?12 line too long"},
		{"a command", "known_command " + strings.Repeat("x", long), "? line too long"},
		{"a command with an id", "12 known_command " + strings.Repeat("x", long), "?12 line too long"},
		{"a command after a long blank", strings.Repeat(" ", long) + "name", "? line too long"},
		{"a command after long tabs", strings.Repeat("\t", long) + "13 name", "? line too long"},
		{"a character split at 64 KiB", strings.Repeat(" ", maxLine-1) + "é", "? line too long"},
		{"an invalid byte after a long blank", strings.Repeat(" ", long) + "\xff", "? line too long"},
		{"an unfinished character at the end", strings.Repeat(" ", long) + "\xe2\x82", "? line too long"},
	} {
		t.Run(c.name, func(t *testing.T) {
			want := transcript("=7 Konane")
			if c.want != "" {
				want = transcript(c.want, "=7 Konane")
			}
			if got := run(t, c.line+"\n7 name\n", Options{}); got != want {
				t.Errorf("got %.200q, want %q", got, want)
			}
		})
	}
}

// Ids and comments together: the id is echoed, the comment ignored, and a
// comment that holds a command runs nothing.
func TestIDsWithComments(t *testing.T) {
	got := run(t, "7 name # the name\n# 8 name\n  # 9 quit\n10 boardsize 4 #small\n11 position#\n12 # only an id\n13 quit # bye\nname\n", Options{})
	want := transcript("=7 Konane", "=10", "=11 BWBW/WBWB/BWBW/WBWB b", "?12 missing command after the id", "=13")
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// BenchmarkStopLatency measures how long after quit or the end of input a
// command that thinks (on a fresh session, its tables cold) has stopped and
// Run has returned: the bound of docs/engine-protocol.md is 100 ms. ms/stop is
// the mean, max-ms the slowest of the run.
func BenchmarkStopLatency(b *testing.B) {
	for _, cmd := range longCommands {
		for _, how := range []string{"quit", "eof"} {
			b.Run(strings.Fields(cmd)[0]+"/"+how, func(b *testing.B) {
				var total, worst time.Duration
				for b.Loop() {
					lr := startLong(b, cmd, nil, newAnswers())
					took, err := lr.stop(b, how)
					if err != nil {
						b.Fatal(err)
					}
					total += took
					worst = max(worst, took)
				}
				b.ReportMetric(float64(total.Microseconds())/1000/float64(b.N), "ms/stop")
				b.ReportMetric(float64(worst.Microseconds())/1000, "max-ms")
				b.ReportMetric(0, "ns/op")
			})
		}
	}
}

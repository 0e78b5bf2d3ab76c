package puzzle

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// judge is the tests' own slow proof: a new solver, no budget, the game's
// length with perfect play.
type judge struct {
	t testing.TB
	s *ai.Solver
}

func newJudge(t testing.TB) *judge { return &judge{t: t, s: ai.NewSolver(32 << 20)} }

// solve returns whether pos's side to move wins and the game's length.
func (j *judge) solve(pos game.Position) (wins bool, plies int) {
	j.t.Helper()
	if !pos.HasMoves() {
		return false, 0
	}
	r, err := j.s.Solve(context.Background(), pos, ai.SolveOptions{Distance: true})
	if err != nil {
		j.t.Fatalf("%s: %v", pos.KFEN(), err)
	}
	return r.Winner == pos.SideToMove(), r.Plies
}

// wins returns whether pos's side to move wins.
func (j *judge) wins(pos game.Position) bool {
	j.t.Helper()
	if !pos.HasMoves() {
		return false
	}
	r, err := j.s.Solve(context.Background(), pos, ai.SolveOptions{})
	if err != nil {
		j.t.Fatalf("%s: %v", pos.KFEN(), err)
	}
	return r.Winner == pos.SideToMove()
}

// after returns pos after m.
func after(pos game.Position, ms ...game.Move) game.Position {
	for _, m := range ms {
		pos.Make(m)
	}
	return pos
}

// checkLongest fails unless reply is the longest resistance in pos, lost
// for its side to move: every move loses, none lasts longer, and none as
// long comes before it in LegalMoves order.
func (j *judge) checkLongest(pos game.Position, reply game.Move) {
	j.t.Helper()
	longest, first := -1, game.NoMove
	for _, m := range pos.LegalMoves(nil) {
		wins, plies := j.solve(after(pos, m))
		if !wins {
			j.t.Fatalf("%s: %s wins for the side to move: the position is not lost", pos.KFEN(), m)
		}
		if plies > longest {
			longest, first = plies, m
		}
	}
	if reply != first {
		_, got := j.solve(after(pos, reply))
		j.t.Errorf("%s: the answer %s lasts %d plies more; %s, the first longest, lasts %d", pos.KFEN(), reply, got, first, longest)
	}
}

// checkFastest fails unless m is the fastest win in pos (the first in
// LegalMoves order of the fastest).
func (j *judge) checkFastest(pos game.Position, m game.Move) {
	j.t.Helper()
	fastest, first := -1, game.NoMove
	for _, c := range pos.LegalMoves(nil) {
		wins, plies := j.solve(after(pos, c))
		if !wins && (fastest < 0 || plies < fastest) {
			fastest, first = plies, c
		}
	}
	if m != first {
		j.t.Errorf("%s: %s is not the fastest win %s (%d plies after it)", pos.KFEN(), m, first, fastest)
	}
}

func TestTheComputerAnswersWithTheLongestResistance(t *testing.T) {
	j := newJudge(t)
	ctx := context.Background()
	checked := 0
	for _, p := range smallSet(t)[:12] {
		start, _ := p.Position()
		// After each winning first move the computer, lost, resists.
		wins, err := WinningMoves(ctx, start)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range wins {
			pos := after(start, w)
			if !pos.HasMoves() {
				continue
			}
			reply, err := Answer(ctx, pos)
			if err != nil {
				t.Fatal(err)
			}
			j.checkLongest(pos, reply)
			checked++
		}
		// In a won position Answer is the fastest win.
		m, err := Answer(ctx, start)
		if err != nil {
			t.Fatal(err)
		}
		j.checkFastest(start, m)
	}
	if checked < 12 {
		t.Errorf("%d positions checked, want 12 or more", checked)
	}
}

func TestAnswerWithoutAMoveIsNoMove(t *testing.T) {
	pos, err := game.ParseKFEN("B5/6/6/6/6/5W b")
	if err != nil {
		t.Fatal(err)
	}
	if m, err := Answer(context.Background(), pos); m != game.NoMove || err != nil {
		t.Errorf("Answer = %s, %v; want NoMove, nil", m, err)
	}
}

func TestAnswerStopsWithItsContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Answer(ctx, game.MustNewPosition(8)); err != context.Canceled {
		t.Errorf("Answer with a cancelled context: %v, want context.Canceled", err)
	}
}

// BenchmarkAnswer times the computer's answer inside a puzzle off the
// stored line: after a first move of a puzzle of the shipped set other
// than the line's (the longest resistance after a winning one, the
// refutation after a losing one): after the first two such moves of 20
// puzzles at a fixed stride through the set. It reports the slowest
// answer too.
func BenchmarkAnswer(b *testing.B) {
	ps, err := Shipped()
	if err != nil {
		b.Fatal(err)
	}
	var positions []game.Position
	for i := 0; i < len(ps); i += max(1, len(ps)/20) {
		start, _ := ps[i].Position()
		n := 0
		for _, m := range start.LegalMoves(nil) {
			if pos := after(start, m); m != ps[i].Line[0] && pos.HasMoves() && n < 2 {
				positions = append(positions, pos)
				n++
			}
		}
	}
	ctx := context.Background()
	var slowest time.Duration
	b.ResetTimer()
	for i := range b.N {
		t0 := time.Now()
		if _, err := Answer(ctx, positions[i%len(positions)]); err != nil {
			b.Fatal(err)
		}
		slowest = max(slowest, time.Since(t0))
	}
	b.ReportMetric(float64(slowest.Microseconds())/1000, "slowest-ms")
}

// The answers do not depend on what the solvers proved before, nor on
// other answers computed at the same time.
func TestAnswersAreTheSameWhateverCameBefore(t *testing.T) {
	ctx := context.Background()
	var positions []game.Position
	for _, p := range smallSet(t)[:8] {
		start, _ := p.Position()
		positions = append(positions, start, after(start, p.Line[0]))
	}
	first := make([]game.Move, len(positions))
	for i, pos := range positions {
		m, err := Answer(ctx, pos)
		if err != nil {
			t.Fatal(err)
		}
		first[i] = m
	}
	done := make(chan error, len(positions))
	for i := range positions {
		go func() {
			// In reverse order, two at a time at least.
			k := len(positions) - 1 - i
			m, err := Answer(ctx, positions[k])
			if err == nil && m != first[k] {
				err = fmt.Errorf("%s: answer %s, then %s", positions[k].KFEN(), first[k], m)
			}
			done <- err
		}()
	}
	for range positions {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
}

// Where the game's length is not proven, the winner plays its first move
// proven to win, the loser the move that leaves the fewest moves.
func TestTheFallbackMoves(t *testing.T) {
	j := newJudge(t)
	ctx := context.Background()
	for _, p := range smallSet(t)[:6] {
		start, _ := p.Position()
		var firstWin game.Move
		for _, m := range start.LegalMoves(nil) {
			if !j.wins(after(start, m)) {
				firstWin = m
				break
			}
		}
		if got := fallbackMove(ctx, start, true, nil); got != firstWin {
			t.Errorf("%s: the winner's fallback %s, want %s", p.ID, got, firstWin)
		}
		lost := after(start, p.Line[0])
		if !lost.HasMoves() {
			continue
		}
		fewest, want := -1, game.NoMove
		for _, m := range lost.LegalMoves(nil) {
			c := after(lost, m)
			if n := c.CountMoves(); fewest < 0 || n < fewest {
				fewest, want = n, m
			}
		}
		if got := fallbackMove(ctx, lost, false, nil); got != want {
			t.Errorf("%s: the loser's fallback %s, want %s", p.ID, got, want)
		}
	}
}

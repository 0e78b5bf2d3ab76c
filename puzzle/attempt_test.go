package puzzle

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/konane/konane/game"
)

// losingMoves returns the moves of pos that the judge proves lost.
func (j *judge) losingMoves(pos game.Position) []game.Move {
	var ms []game.Move
	for _, m := range pos.LegalMoves(nil) {
		if j.wins(after(pos, m)) {
			ms = append(ms, m)
		}
	}
	return ms
}

func TestAWrongMoveIsAnsweredByItsRefutation(t *testing.T) {
	j := newJudge(t)
	ctx := context.Background()
	tried := 0
	for _, p := range smallSet(t)[:10] {
		start, _ := p.Position()
		losing := j.losingMoves(start)
		if len(losing) == 0 {
			continue
		}
		m := losing[len(losing)-1]
		a, err := NewAttempt(p)
		if err != nil {
			t.Fatal(err)
		}
		st, err := a.Play(ctx, m)
		if err != nil {
			t.Fatal(err)
		}
		if st.Verdict != Wrong || !st.Over || st.Solved || st.Move != m {
			t.Fatalf("%s: %s gave %+v, want Wrong and Over", p.ID, m, st)
		}
		mid := after(start, m)
		if !mid.IsLegal(st.Reply) {
			t.Fatalf("%s: the refutation %s is not legal", p.ID, st.Reply)
		}
		// The reply wins for the opponent, by the fastest route.
		j.checkFastest(mid, st.Reply)
		if wins, _ := j.solve(after(mid, st.Reply)); wins {
			t.Errorf("%s: after %s %s the player wins: no refutation", p.ID, m, st.Reply)
		}
		if got := a.Played(); !slices.Equal(got, []game.Move{m, st.Reply}) {
			t.Errorf("Played = %v", got)
		}
		if a.Position() != after(mid, st.Reply) {
			t.Error("the position is not the one after the refutation")
		}
		now := a.Position()
		if _, err := a.Play(ctx, now.LegalMoves(nil)[0]); !errors.Is(err, ErrOver) {
			t.Errorf("a move after the wrong one: %v, want ErrOver", err)
		}
		if a.Clean() || a.Wrongs() != 1 {
			t.Errorf("Clean %v, Wrongs %d after a wrong move", a.Clean(), a.Wrongs())
		}
		a.Retry()
		if a.Position() != start || len(a.Played()) != 0 || a.Over() {
			t.Error("Retry did not go back to the start")
		}
		if a.Clean() || a.Wrongs() != 1 {
			t.Error("Retry forgot the wrong move")
		}
		if st, err := a.Play(ctx, p.Line[0]); err != nil || st.Verdict != Right {
			t.Errorf("the line's move after Retry: %+v, %v", st, err)
		}
		tried++
	}
	if tried < 5 {
		t.Errorf("%d puzzles with a losing move, want 5 or more", tried)
	}
}

func TestASolvedLineEndsThePuzzle(t *testing.T) {
	ctx := context.Background()
	for _, p := range smallSet(t) {
		a, err := NewAttempt(p)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < len(p.Line); i += 2 {
			st, err := a.Play(ctx, p.Line[i])
			if err != nil {
				t.Fatal(err)
			}
			last := i+2 >= len(p.Line)
			reply := game.NoMove
			if i+1 < len(p.Line) {
				reply = p.Line[i+1]
			}
			if st.Verdict != Right || st.Reply != reply || st.Solved != last || st.Over {
				t.Fatalf("%s: move %d %s gave %+v; want Right, reply %s, solved %v", p.ID, i+1, p.Line[i], st, reply, last)
			}
		}
		if !a.Solved() || !a.Clean() || !slices.Equal(a.Played(), p.Line) {
			t.Errorf("%s: Solved %v, Clean %v, Played %v", p.ID, a.Solved(), a.Clean(), a.Played())
		}
		now := a.Position()
		moves := now.LegalMoves(nil)
		if len(moves) == 0 {
			continue
		}
		if _, err := a.Play(ctx, moves[0]); !errors.Is(err, ErrOver) {
			t.Errorf("%s: a move after Solved: %v, want ErrOver", p.ID, err)
		}
	}
}

// Another winning move than the line's is Right; the computer then
// answers by proof, and the hints (proven off the line) lead to Solved.
func TestAnotherWinningMoveIsRightAndLeadsToSolved(t *testing.T) {
	j := newJudge(t)
	ctx := context.Background()
	tried := 0
	for _, p := range smallSet(t) {
		if p.Winners < 2 || tried == 4 {
			continue
		}
		start, _ := p.Position()
		wins, err := WinningMoves(ctx, start)
		if err != nil {
			t.Fatal(err)
		}
		m := wins[0]
		if m == p.Line[0] {
			m = wins[1]
		}
		a, _ := NewAttempt(p)
		hints := 0
		for range 40 {
			before := a.Position()
			st, err := a.Play(ctx, m)
			if err != nil {
				t.Fatal(err)
			}
			if st.Verdict != Right || st.Over {
				t.Fatalf("%s: the winning %s gave %+v", p.ID, m, st)
			}
			if mid := after(before, m); mid.HasMoves() {
				j.checkLongest(mid, st.Reply)
			}
			if st.Solved {
				break
			}
			sq := a.Hint()
			hints++
			m = game.NoMove
			now := a.Position()
			for _, c := range now.LegalMoves(nil) {
				if c.From() == sq {
					if wins, _ := j.solve(after(now, c)); !wins {
						m = c
						break
					}
				}
			}
			if m == game.NoMove {
				t.Fatalf("%s: the hint %s moves no winning stone", p.ID, sq)
			}
		}
		if !a.Solved() {
			t.Fatalf("%s: not solved after 40 moves", p.ID)
		}
		// Solved: every move left wins, or the game is over.
		pos := a.Position()
		if len(j.losingMoves(pos)) != 0 {
			t.Errorf("%s: solved with a losing move left", p.ID)
		}
		if a.Clean() != (hints == 0) {
			t.Errorf("Clean %v after %d hints", a.Clean(), hints)
		}
		tried++
	}
	if tried == 0 {
		t.Fatal("no puzzle with two winning moves")
	}
}

func TestAnAttemptRefusesIllegalMovesAndStopsWithItsContext(t *testing.T) {
	p := smallSet(t)[0]
	a, err := NewAttempt(p)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.Play(context.Background(), game.Removal(game.SquareAt(0, 0))); !errors.Is(err, ErrIllegal) {
		t.Errorf("an illegal move: %v, want ErrIllegal", err)
	}
	start, _ := p.Position()
	var off game.Move
	for _, m := range start.LegalMoves(nil) {
		if m != p.Line[0] {
			off = m
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := a.Play(ctx, off); !errors.Is(err, context.Canceled) {
		t.Errorf("a move off the line with a cancelled context: %v", err)
	}
	if a.Position() != start || len(a.Played()) != 0 || !a.Clean() {
		t.Error("a cancelled move changed the attempt")
	}
	if a.Hint() != p.Line[0].From() || a.Clean() {
		t.Error("the hint is not the line's stone, or left the attempt clean")
	}
	if !slices.Equal(a.ShowSolution(), p.Line) {
		t.Error("ShowSolution is not the main line")
	}
}

// BenchmarkLoadPuzzle times what opening a puzzle costs: its line of the
// shipped set read, the attempt made and its position read.
func BenchmarkLoadPuzzle(b *testing.B) {
	var lines []string
	for _, l := range strings.Split(shippedSet, "\n") {
		if l != "" && l[0] != '#' {
			lines = append(lines, l)
		}
	}
	b.ResetTimer()
	for i := range b.N {
		ps, err := ReadSet(strings.NewReader(lines[i%len(lines)]))
		if err != nil || len(ps) != 1 {
			b.Fatal(err)
		}
		a, err := NewAttempt(ps[0])
		if err != nil {
			b.Fatal(err)
		}
		_ = a.Position()
	}
}

package main

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/konane/konane/ai/review"
)

// TestProvenDistancesAgreeAlongTheGames reviews reviewbench's games with
// the Quick settings and checks every move whose positions before and
// after are both proven with their lengths: after a move graded best or
// only (the fastest win, the longest loss) the game is exactly one ply
// shorter; a winner's other moves that keep the win never shorten it, a
// loser's moves never lengthen it; and #0 stands only where the game is
// over. It reviews sampleGames, all twenty with KONANE_REVIEWBENCH_ALL=1,
// and fails if the games reviewed lack a kind of move it checks.
func TestProvenDistancesAgreeAlongTheGames(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("reviews whole 8×8 games: without -short and -race")
	}
	games := sampleGames
	if os.Getenv("KONANE_REVIEWBENCH_ALL") == "1" {
		games = nil
		for seed := int64(1); seed <= 20; seed++ {
			games = append(games, seed)
		}
	}
	ctx := context.Background()
	// checked counts the moves between two exact lengths; best, kept,
	// thrown and lost the best or only moves, the winner's other moves
	// that keep the win, those that throw it, and the loser's other moves.
	checked, best, kept, thrown, lost := 0, 0, 0, 0, 0
	for _, seed := range games {
		i := int(seed) - 1
		g, err := SelfPlay(ctx, 8, seed)
		if err != nil {
			t.Fatal(err)
		}
		r, err := review.Analyse(ctx, g, review.Quick(), nil)
		if err != nil {
			t.Fatal(err)
		}
		for k, p := range r.Plies {
			b, a := p.Before, p.After
			pos := g.PositionAt(k + 1)
			if a.Proven && !a.Bound && a.Plies == 0 && pos.HasMoves() {
				t.Errorf("game %d ply %d (%v): #0 after it, but the game goes on", i+1, k, p.Move)
			}
			if !b.Proven || !a.Proven || b.Bound || a.Bound {
				continue
			}
			checked++
			switch {
			case p.Grade == review.GradeBest || p.Grade == review.GradeOnly:
				best++
				if a.Plies != b.Plies-1 {
					t.Errorf("game %d ply %d (%v, %v): %d → %d plies, want one less", i+1, k, p.Move, p.Grade, b.Plies, a.Plies)
				}
			case b.Win && a.Win:
				thrown++ // a thrown win: the lengths are of two winners
			case b.Win:
				kept++
				if a.Plies < b.Plies-1 {
					t.Errorf("game %d ply %d (%v): the winner shortened the game, %d → %d plies", i+1, k, p.Move, b.Plies, a.Plies)
				}
			default:
				lost++
				if a.Plies > b.Plies-1 {
					t.Errorf("game %d ply %d (%v): the loser lengthened the game, %d → %d plies", i+1, k, p.Move, b.Plies, a.Plies)
				}
			}
		}
		g.SetComments(g.Ply()-1, nil)
		r.Annotate(g)
		last := g.Comments(g.Ply() - 1)
		text := string(g.MarshalKGN())
		if n := strings.Count(text, "[%eval #0]"); n != 1 || len(last) == 0 || !strings.Contains(last[0], "[%eval #0]") {
			t.Errorf("game %d: %d [%%eval #0], last comment %q; want one, at the end", i+1, n, last)
		}
	}
	if best == 0 || kept == 0 || thrown == 0 || lost == 0 {
		t.Errorf("games %v: %d best or only moves, %d kept wins, %d thrown wins, %d other moves of the loser between exact lengths; want some of each (choose sampleGames again)", games, best, kept, thrown, lost)
	}
	t.Logf("%d moves between exact lengths in games %v: %d best or only, %d kept wins, %d thrown wins, %d other moves of the loser", checked, games, best, kept, thrown, lost)
}

// sampleGames are the seeds of the games TestProvenDistancesAgreeAlongTheGames
// reviews by default: of the twenty, the two with two thrown wins each (9,
// 19) and the one with the most kept wins (15); together 26 best or only
// moves, 5 kept wins, 4 thrown wins, 4 other moves of the loser, at a
// sixth of the twenty's work.
var sampleGames = []int64{9, 15, 19}

// On 6×6 the solver proves every position of the jump phase: the proofs
// start at ply 2, the first after the two removals, and the hardest proof
// is counted. Without a time limit, so the answer does not depend on the
// machine's load; without -race (make test runs it so), which makes the
// 34-stone proof many times slower: 2.7 processor seconds without it.
func TestProofsStartAfterTheRemovalsOn6x6(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("proves every position of a 6×6 game: without -short and -race")
	}
	g, err := SelfPlay(context.Background(), 6, 3)
	if err != nil {
		t.Fatal(err)
	}
	s, err := proofsFrom(context.Background(), g, 0, 2)
	if err != nil {
		t.Fatal(err)
	}
	if s.Ply != 2 || s.Plies != len(g.Moves()) || s.Stones != 34 || s.Nodes == 0 {
		t.Errorf("got %+v, want every position from ply 2 (34 stones) of %d plies proven, with nodes", s, len(g.Moves()))
	}
}

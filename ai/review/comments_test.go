package review

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// playedGame plays a 6×6 game of Easy (Black) against Medium (White),
// seeded, at depth-capped levels.
func playedGame(t *testing.T) *game.Game {
	t.Helper()
	g, err := game.NewGame(6)
	if err != nil {
		t.Fatal(err)
	}
	e := ai.NewSearcher(ai.SearcherOptions{TableBytes: 1 << 20})
	for !g.Over() {
		lvl := ai.Easy
		pos := g.Position()
		if pos.SideToMove() == game.White {
			lvl = ai.Medium
		}
		r, err := e.Search(context.Background(), pos, ai.Limits{Level: lvl, Seed: 3, Time: time.Minute})
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(r.Move); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// samePly compares what a .kgn keeps of a ply (not the PV beyond Best).
func samePly(a, b Ply) bool {
	return a.Index == b.Index && a.Move == b.Move && a.Mover == b.Mover && a.Before == b.Before &&
		a.After == b.After && a.Best == b.Best && a.BlackChance == b.BlackChance &&
		a.Grade == b.Grade && a.Fastest == b.Fastest
}

// A reviewed game, annotated, saved as .kgn text and read back, gives the
// same review from its comments alone; the user's comments and NAGs stay.
// The 6×6 game, searched and reviewed by one goroutine at a time, is left
// out under -race and -short (make test runs it without -race).
func TestAnnotatedGameReopensWithTheSameReview(t *testing.T) {
	thrown, _ := solvedGame(t, 2, 5)
	cases := map[string]*game.Game{"5×5 thrown win": thrown}
	if !testing.Short() && !raceEnabled {
		cases["6×6 Easy–Medium"] = playedGame(t)
	}
	for name, g := range cases {
		t.Run(name, func(t *testing.T) {
			g.SetComments(1, []string{"a note [%clk 0:01:00]", "[%eval 9.99] stale"})
			g.SetNAGs(1, []int{1, 2})
			r, err := Analyse(context.Background(), g, Settings{SearchNodes: 100_000, SolveNodes: 150_000}, nil)
			if err != nil {
				t.Fatal(err)
			}
			r.Annotate(g)
			text := g.MarshalKGN()
			g2, err := game.ParseKGN(text)
			if err != nil {
				t.Fatalf("%v\n%s", err, text)
			}
			if again := g2.MarshalKGN(); string(again) != string(text) {
				t.Fatalf("save → load → save differs:\n%s\n%s", text, again)
			}
			got, ok := FromComments(g2)
			if !ok {
				t.Fatalf("no review read back from\n%s", text)
			}
			grades := map[Grade]int{}
			for i := range r.Plies {
				grades[r.Plies[i].Grade]++
				if !samePly(r.Plies[i], got.Plies[i]) {
					t.Errorf("ply %d: analysed %+v\nread back %+v", i, r.Plies[i], got.Plies[i])
				}
			}
			if got.Summary != r.Summary || got.FirstLost != r.FirstLost || got.StartBlackChance != r.StartBlackChance {
				t.Errorf("summary %+v, first lost %d, start %v; read back %+v, %d, %v",
					r.Summary, r.FirstLost, r.StartBlackChance, got.Summary, got.FirstLost, got.StartBlackChance)
			}
			cs := g2.Comments(1)
			if len(cs) != 3 || cs[1] != "a note [%clk 0:01:00]" || cs[2] != "stale" || !strings.HasPrefix(cs[0], "[%eval ") {
				t.Errorf("comments of move 2 after annotation: %q", cs)
			}
			if nags := g2.NAGs(1); len(nags) == 0 || nags[0] != 1 || len(nags) > 2 || len(nags) == 2 && nags[1] != r.Plies[1].Grade.NAG() {
				t.Errorf("NAGs of move 2 = %v; want the user's 1 then the grade's (%v)", nags, r.Plies[1].Grade)
			}
			t.Logf("grades %v\n%s", grades, text)
		})
	}
}

func TestFromCommentsNeedsAnEvalOnEveryMove(t *testing.T) {
	g, _ := solvedGame(t, 4, -1)
	if _, ok := FromComments(g); ok {
		t.Error("a game without analysis gave a review")
	}
	g.SetComments(0, []string{"[%eval 0.50]"})
	if _, ok := FromComments(g); ok {
		t.Error("a game with an eval on one move only gave a review")
	}
}

func TestEvalTextIsFromBlacksPointOfView(t *testing.T) {
	for _, c := range []struct {
		v    Value
		side game.Color
		want string
	}{
		{Value{Eval: 1.25}, game.Black, "[%eval 1.25]"},
		{Value{Eval: 1.25}, game.White, "[%eval -1.25]"},
		{Value{Eval: 0}, game.White, "[%eval 0.00]"},
		{Value{Proven: true, Win: true, Plies: 7}, game.Black, "[%eval #7]"},
		{Value{Proven: true, Win: true, Plies: 7}, game.White, "[%eval #-7]"},
		{Value{Proven: true, Plies: 4}, game.Black, "[%eval #-4]"},
		{Value{Proven: true}, game.White, "[%eval #0]"},
	} {
		if got := evalText(c.v, c.side); got != c.want {
			t.Errorf("evalText(%+v, %v) = %s, want %s", c.v, c.side, got, c.want)
		}
		arg := strings.TrimSuffix(strings.TrimPrefix(c.want, "[%eval "), "]")
		if v, ok := parseEval(arg, c.side, 30); !ok || v != c.v {
			t.Errorf("parseEval(%s, %v) = %+v, %v; want %+v", arg, c.side, v, ok, c.v)
		}
	}
}

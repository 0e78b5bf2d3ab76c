package play

import (
	"strings"
	"testing"

	"github.com/konane/konane/game"
)

// finishedDemo returns the built-in finished game (47 moves, with
// multi-jumps such as b5-f5).
func finishedDemo(t *testing.T) *game.Game {
	t.Helper()
	g, ok := DemoGame("finished")
	if !ok {
		t.Fatal("no finished demo game")
	}
	return g
}

func TestReplayModelStepsThroughTheWholeGameAndBack(t *testing.T) {
	g := finishedDemo(t)
	r := NewReplay(g)
	n := g.Ply()
	if r.Len() != n || r.Ply() != 0 {
		t.Fatalf("replay of %d moves at ply %d, want %d moves at ply 0", r.Len(), r.Ply(), n)
	}
	if r.Position() != g.Start() || r.LastMove() != game.NoMove {
		t.Fatal("ply 0 is not the full board without a last move")
	}
	for i := 1; i <= n; i++ {
		if !r.Next() {
			t.Fatalf("Next %d did not move", i)
		}
		if r.Position() != g.PositionAt(i) || r.LastMove() != g.Moves()[i-1] {
			t.Fatalf("after %d steps the position or last move differs from the game's", i)
		}
	}
	if r.Position() != g.Position() || !r.AtEnd() || r.Next() {
		t.Fatal("n steps forward do not end exactly at the final position")
	}
	for i := n - 1; i >= 0; i-- {
		if !r.Prev() {
			t.Fatalf("Prev to %d did not move", i)
		}
		if r.Position() != g.PositionAt(i) {
			t.Fatalf("stepping back to ply %d does not give the game's position (captured stones back)", i)
		}
	}
	if r.Position() != g.Start() || r.Prev() {
		t.Fatal("n steps back do not end at the full board")
	}
}

func TestReplayModelKeepsItsCursorInBounds(t *testing.T) {
	r := NewReplay(finishedDemo(t))
	for _, tc := range []struct {
		set, want int
	}{{-5, 0}, {3, 3}, {r.Len() + 7, r.Len()}, {0, 0}} {
		r.Set(tc.set)
		if r.Ply() != tc.want {
			t.Errorf("Set(%d): ply %d, want %d", tc.set, r.Ply(), tc.want)
		}
	}
	if r.First() || r.Prev() {
		t.Error("First and Prev at ply 0 report a move")
	}
	if !r.Last() || r.Ply() != r.Len() || r.Last() {
		t.Error("Last does not go to the end exactly once")
	}
}

func TestReplayModelIsACopyOfTheGame(t *testing.T) {
	g := finishedDemo(t)
	n := g.Ply()
	g.SetComment(2, "a fine jump")
	r := NewReplay(g)
	_ = g.Undo()
	if r.Len() != n {
		t.Fatalf("the replay lost a move undone in the game afterwards: %d, want %d", r.Len(), n)
	}
	r.Set(3)
	if r.Comment() != "a fine jump" {
		t.Errorf("comment after move 3 = %q", r.Comment())
	}
	if r.Mover(0) != game.Black || r.Mover(1) != game.White {
		t.Error("the movers do not alternate from Black")
	}
}

func TestReplayAfterSaveAndLoadCoversTheWholeGame(t *testing.T) {
	g := finishedDemo(t)
	loaded, err := game.ParseKGN(g.MarshalKGN())
	if err != nil {
		t.Fatal(err)
	}
	r := NewReplay(loaded)
	if r.Ply() != 0 || r.Position() != g.Start() || r.Len() != g.Ply() {
		t.Fatalf("replay of the loaded game: ply %d of %d, want 0 of %d from the full board", r.Ply(), r.Len(), g.Ply())
	}
	r.Last()
	if r.Position() != g.Position() {
		t.Error("the loaded game's replay ends elsewhere than the game")
	}
}

func TestReplayOpeningHasTheFirstMovesAndCanUndo(t *testing.T) {
	g := finishedDemo(t)
	g.SetComment(1, "note")
	r := NewReplay(g)
	r.Set(5)
	o := r.Opening()
	if o.Ply() != 5 || o.Position() != g.PositionAt(5) || o.Comment(1) != "note" {
		t.Fatalf("opening: %d moves, comment %q", o.Ply(), o.Comment(1))
	}
	if !o.CanUndo() || o.CanRedo() || o.Over() {
		t.Error("the opening is not a live game with undo and without a redo tail")
	}
}

// Issue 13, case 1: the replay shows every comment, in order, also the
// ones before the first move, and the moves with their annotations; Continue
// from here keeps them all.
func TestReplayShowsEveryCommentAndAnnotation(t *testing.T) {
	g, err := game.ParseKGN([]byte("{about} {the game} 1. d5! {first} {second} e5 $14 2. b5-d5?? ; third\n*"))
	if err != nil {
		t.Fatal(err)
	}
	r := NewReplay(g)
	if got := r.Comment(); got != "about\nthe game" {
		t.Errorf("comment before the first move = %q", got)
	}
	r.Set(1)
	if got := r.Comment(); got != "first\nsecond" {
		t.Errorf("comment after d5 = %q", got)
	}
	if got := []string{r.MoveText(0), r.MoveText(1), r.MoveText(2)}; strings.Join(got, ",") != "d5!,e5 $14,b5-d5??" {
		t.Errorf("moves shown as %q", got)
	}
	r.Last()
	o := r.Opening()
	if string(o.MarshalKGN()) != string(g.MarshalKGN()) {
		t.Errorf("Continue from here lost annotations:\n%s\nwant:\n%s", o.MarshalKGN(), g.MarshalKGN())
	}
}

// Prev steps the replay one move back; Last goes after the last move. Each
// reports whether the cursor moved.
func (r *Replay) Prev() bool { return r.Set(r.ply - 1) }
func (r *Replay) Last() bool { return r.Set(r.Len()) }

// Move returns move i (0-based) of the game.
func (r *Replay) Move(i int) game.Move { return r.moves[i] }

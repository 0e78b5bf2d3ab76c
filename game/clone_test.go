package game

import (
	"slices"
	"testing"
)

// cloneFixture is a 6×6 game with tags, an opening comment, comments and
// NAGs on its moves, and one move undone (a redo tail).
func cloneFixture(t *testing.T) *Game {
	t.Helper()
	g, err := ParseKGN([]byte("[Event \"Club\"]\n[Size \"6\"]\n\n{before} 1. a6 {first} b6 $1 2. a4-a6 d6-b6 $2 {fourth} *\n"))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	return g
}

func TestCloneIsTheSameGame(t *testing.T) {
	g := cloneFixture(t)
	c := g.Clone()
	if string(c.MarshalKGN()) != string(g.MarshalKGN()) || c.Ply() != g.Ply() || c.Position() != g.Position() {
		t.Fatalf("clone\n%s\nof\n%s", c.MarshalKGN(), g.MarshalKGN())
	}
	if err := c.Redo(); err != nil {
		t.Fatalf("the clone lost the undone move: %v", err)
	}
	if got := c.Moves()[3].String(); got != "d6-b6" || c.Comment(3) != "fourth" || !slices.Equal(c.NAGs(3), []int{2}) {
		t.Fatalf("redone %s with %q %v, want d6-b6 with its comment and NAG", got, c.Comment(3), c.NAGs(3))
	}
}

func TestCloneIsIndependent(t *testing.T) {
	g := cloneFixture(t)
	want := string(g.MarshalKGN())
	c := g.Clone()
	c.SetTag("Event", "Another")
	c.SetTag("Round", "2")
	c.SetComments(-1, []string{"changed"})
	c.AddComment(0, "more")
	c.SetComment(1, "new")
	c.SetNAGs(1, []int{4})
	if err := c.Play(Jump(SquareAt(1, 3), SquareAt(1, 5))); err != nil { // b4-b6 replaces the undone d6-b6
		t.Fatal(err)
	}
	if got := string(g.MarshalKGN()); got != want {
		t.Fatalf("changing the clone changed the game:\n%s\nwant\n%s", got, want)
	}
	if err := g.Redo(); err != nil || g.Moves()[3].String() != "d6-b6" || g.Comment(3) != "fourth" {
		t.Fatalf("the game's undone move after a move on the clone: %v, %v %q", err, g.Moves(), g.Comment(3))
	}
	g.SetTag("Event", "Third")
	if c.Tag("Event") != "Another" || c.Ply() != 4 || c.Moves()[3].String() != "b4-b6" {
		t.Fatalf("changing the game changed the clone: %s", c.MarshalKGN())
	}
}

package play

import (
	"errors"
	"slices"
	"testing"

	"github.com/konane/konane/game"
)

// otherMove returns a legal move of p other than not, failing t when p
// has none.
func otherMove(t *testing.T, p game.Position, not ...game.Move) game.Move {
	t.Helper()
	for _, m := range p.LegalMoves(nil) {
		if !slices.Contains(not, m) {
			return m
		}
	}
	t.Fatalf("no legal move other than %v in %s", not, p.KFEN())
	return game.NoMove
}

// mustPlay plays m at the cursor of tr.
func mustPlay(t *testing.T, tr *Tree, m game.Move) {
	t.Helper()
	if err := tr.Play(m); err != nil {
		t.Fatalf("Play %s: %v", m, err)
	}
}

// checkAt fails t unless the cursor is at node n with position want.
func checkAt(t *testing.T, tr *Tree, n Node, want game.Position) {
	t.Helper()
	if got := tr.Node(); !got.Equal(n) {
		t.Fatalf("cursor at %+v, want %+v", got, n)
	}
	if got := tr.Position(); got != want {
		t.Fatalf("position at the cursor %s, want %s", got.KFEN(), want.KFEN())
	}
}

func TestTreePlayFollowsTheLineEntersAVariationOrAddsOne(t *testing.T) {
	g := finishedDemo(t)
	main := g.Moves()
	tr := NewTree(g, 0)
	checkAt(t, tr, Node{}, g.Start())
	if tr.LastMove() != game.NoMove || tr.Back() {
		t.Fatal("the start position has a last move or a move back")
	}

	// The main line's next move only steps forward.
	mustPlay(t, tr, main[0])
	checkAt(t, tr, Node{Ply: 1}, g.PositionAt(1))
	if g.Variations(0) != nil || g.Ply() != len(main) {
		t.Fatal("playing the next move of the main line changed the game")
	}

	// Another move at the start makes a variation of move 0 and enters it.
	tr.ToStart()
	alt := otherMove(t, g.Start(), main[0])
	mustPlay(t, tr, alt)
	if vs := g.Variations(0); len(vs) != 1 || !slices.Equal(vs[0].Moves(), []game.Move{alt}) {
		t.Fatalf("variations of move 0: %v, want one of %s", vs, alt)
	}
	after := g.Start()
	after.Make(alt)
	checkAt(t, tr, Node{Path: []Step{{0, 0}}, Ply: 1}, after)
	if !tr.InVariation() || tr.LastMove() != alt || tr.Ply() != 1 {
		t.Fatal("the cursor is not on the variation's first move")
	}

	// At the variation's end a move lengthens it.
	next := otherMove(t, after)
	mustPlay(t, tr, next)
	if v := g.Variations(0)[0]; !slices.Equal(v.Moves(), []game.Move{alt, next}) {
		t.Fatalf("the variation is %v, want %s %s", v.Moves(), alt, next)
	}

	// Back twice leaves the variation for the start; the same move again
	// enters the existing variation.
	for range 2 {
		if !tr.Back() {
			t.Fatal("Back did not move")
		}
	}
	checkAt(t, tr, Node{}, g.Start())
	mustPlay(t, tr, alt)
	if len(g.Variations(0)) != 1 {
		t.Fatalf("replaying the variation's first move added a variation: %d", len(g.Variations(0)))
	}
	checkAt(t, tr, Node{Path: []Step{{0, 0}}, Ply: 1}, after)

	// An illegal move changes nothing.
	before := g.MarshalKGN()
	if err := tr.Play(main[0]); !errors.Is(err, game.ErrIllegalMove) {
		t.Fatalf("Play of an illegal move: %v, want ErrIllegalMove", err)
	}
	checkAt(t, tr, Node{Path: []Step{{0, 0}}, Ply: 1}, after)
	if string(g.MarshalKGN()) != string(before) {
		t.Fatal("an illegal move changed the game")
	}
}

func TestTreeStepsChoosesVariationsAndJumps(t *testing.T) {
	g := finishedDemo(t)
	main := g.Moves()
	tr := NewTree(g, 5)
	checkAt(t, tr, Node{Ply: 5}, g.PositionAt(5))
	alts := []game.Move{otherMove(t, g.PositionAt(5), main[5])}
	alts = append(alts, otherMove(t, g.PositionAt(5), main[5], alts[0]))
	for _, m := range alts {
		mustPlay(t, tr, m)
		tr.Back()
	}
	checkAt(t, tr, Node{Ply: 5}, g.PositionAt(5))
	got := tr.Alternatives()
	if len(got) != 3 || got[0].Move != main[5] || got[1].Move != alts[0] || got[2].Move != alts[1] {
		t.Fatalf("alternatives %+v, want %s then %v", got, main[5], alts)
	}

	// Forward takes the main line unless another alternative is chosen.
	tr.Forward()
	checkAt(t, tr, Node{Ply: 6}, g.PositionAt(6))
	tr.Back()
	tr.Choose(+1)
	tr.Choose(+1)
	if tr.Choice() != 2 {
		t.Fatalf("choice %d after two downs, want 2", tr.Choice())
	}
	tr.Choose(+1) // cycles to the main line
	tr.Choose(-1) // and back to the last
	tr.Forward()
	if n := tr.Node(); !n.Equal(Node{Path: []Step{{5, 1}}, Ply: 1}) || tr.LastMove() != alts[1] {
		t.Fatalf("Forward after choosing the second variation is at %+v", n)
	}
	if tr.Choice() != 0 {
		t.Fatal("the choice outlived the move")
	}
	if tr.Forward() {
		t.Fatal("Forward moved at the end of a one-move variation")
	}

	// End goes to the end of the line the cursor is on; Start to the start.
	tr.Back()
	tr.ToEnd()
	checkAt(t, tr, Node{Ply: len(main)}, g.Position())
	if tr.Forward() {
		t.Fatal("Forward moved at the end of the main line")
	}
	tr.ToStart()
	checkAt(t, tr, Node{}, g.Start())
	if !tr.Goto(Node{Path: []Step{{5, 0}}, Ply: 1}) || tr.LastMove() != alts[0] {
		t.Fatal("Goto did not reach the first variation")
	}
	for _, bad := range []Node{{Path: []Step{{5, 2}}, Ply: 1}, {Path: []Step{{5, 0}}, Ply: 0}, {Path: []Step{{5, 0}}, Ply: 2}, {Ply: len(main) + 1}} {
		if tr.Goto(bad) {
			t.Fatalf("Goto(%+v) went to a place the game does not have", bad)
		}
	}
	if !tr.Node().Equal(Node{Path: []Step{{5, 0}}, Ply: 1}) {
		t.Fatal("a refused Goto moved the cursor")
	}
}

// nested builds three levels of variations in the demo game: a variation
// of move 10 (two moves), inside it one of its second move (two moves),
// inside that one of its second move (one move). It returns the tree at
// the deepest move and the lines' moves, outermost first.
func nested(t *testing.T) (*Tree, [3][]game.Move) {
	t.Helper()
	g := finishedDemo(t)
	tr := NewTree(g, 10)
	var lines [3][]game.Move
	for d := range lines {
		if d > 0 {
			tr.Back()
		}
		main := tr.Alternatives()
		var not []game.Move
		for _, a := range main {
			not = append(not, a.Move)
		}
		m := otherMove(t, tr.Position(), not...)
		mustPlay(t, tr, m)
		lines[d] = append(lines[d], m)
		if d < 2 {
			m2 := otherMove(t, tr.Position())
			mustPlay(t, tr, m2)
			lines[d] = append(lines[d], m2)
		}
	}
	want := Node{Path: []Step{{10, 0}, {1, 0}, {1, 0}}, Ply: 1}
	if !tr.Node().Equal(want) || tr.Ply() != 13 {
		t.Fatalf("deepest move at %+v (ply %d), want %+v (ply 13)", tr.Node(), tr.Ply(), want)
	}
	return tr, lines
}

func TestTreeNestsVariationsAndStepsBackOutOfThem(t *testing.T) {
	tr, lines := nested(t)
	pos := tr.Position()
	p := tr.Game().Start()
	for _, m := range tr.Moves() {
		if err := p.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	if ms := tr.Moves(); len(ms) != 13 || p != pos || ms[12] != lines[2][0] {
		t.Fatalf("Moves to the deepest move: %v", ms)
	}
	for _, want := range []Node{
		{Path: []Step{{10, 0}, {1, 0}}, Ply: 1},
		{Path: []Step{{10, 0}}, Ply: 1},
		{Ply: 10},
	} {
		tr.Back()
		if !tr.Node().Equal(want) {
			t.Fatalf("Back reached %+v, want %+v", tr.Node(), want)
		}
	}
	// The paragraphs: the main line to move 10, each variation (its moves
	// end where the next one branches), the rest of the main line.
	ps := tr.Paragraphs()
	depths := make([]int, len(ps))
	for i, p := range ps {
		depths[i] = p.Depth
	}
	if want := []int{0, 1, 2, 3, 0}; !slices.Equal(depths, want) {
		t.Fatalf("paragraph depths %v, want %v", depths, want)
	}
	// Each variation opens on its first paragraph; the three close after
	// the innermost, the last one nested in each.
	for i, want := range []Paragraph{{Depth: 0}, {Open: true}, {Open: true}, {Open: true, Close: 3}, {}} {
		if ps[i].Open != want.Open || ps[i].Close != want.Close {
			t.Fatalf("paragraph %d opens %v and closes %d, want %v and %d", i, ps[i].Open, ps[i].Close, want.Open, want.Close)
		}
	}
	if inner := ps[3].Moves; len(inner) != 1 || inner[0].Move != lines[2][0] || inner[0].Ply != 12 ||
		!inner[0].Node.Equal(Node{Path: []Step{{10, 0}, {1, 0}, {1, 0}}, Ply: 1}) {
		t.Fatalf("innermost paragraph %+v", inner)
	}
	if !tr.Goto(ps[3].Moves[0].Node) || tr.Position() != pos {
		t.Fatal("the innermost entry's node is not the deepest position")
	}
	// Saved and read back, the game keeps the three levels.
	back, err := game.ParseKGN(tr.Game().MarshalKGN())
	if err != nil {
		t.Fatal(err)
	}
	v := back.Variations(10)[0].Variations(1)[0].Variations(1)[0]
	if !slices.Equal(v.Moves(), lines[2]) {
		t.Fatalf("innermost variation read back: %v, want %v", v.Moves(), lines[2])
	}
}

func TestTreePromoteSwapsTheVariationWithItsLine(t *testing.T) {
	tr, lines := nested(t)
	g := tr.Game()
	main := g.Moves()
	pos := tr.Position()
	if err := tr.Promote(); err != nil {
		t.Fatal(err)
	}
	// The innermost line replaced the second move of the middle one.
	want := Node{Path: []Step{{10, 0}, {1, 0}}, Ply: 2}
	if !tr.Node().Equal(want) || tr.Position() != pos {
		t.Fatalf("after Promote the cursor is at %+v, want %+v on the same position", tr.Node(), want)
	}
	mid := g.Variations(10)[0].Variations(1)[0]
	if !slices.Equal(mid.Moves(), []game.Move{lines[1][0], lines[2][0]}) {
		t.Fatalf("middle line after Promote: %v", mid.Moves())
	}
	if old := mid.Variations(1); len(old) != 1 || old[0].Moves()[0] != lines[1][1] {
		t.Fatal("the replaced move is not a variation of the promoted one")
	}
	if !slices.Equal(g.Moves(), main) {
		t.Fatal("Promote changed the main line")
	}
}

func TestTreeMakeMainPromotesToTheTop(t *testing.T) {
	tr, lines := nested(t)
	g := tr.Game()
	main := g.Moves()
	pos := tr.Position()
	if err := tr.MakeMain(); err != nil {
		t.Fatal(err)
	}
	if !tr.Node().Equal(Node{Ply: 13}) || tr.Position() != pos || tr.InVariation() {
		t.Fatalf("after MakeMain the cursor is at %+v", tr.Node())
	}
	want := append(slices.Clone(main[:10]), lines[0][0], lines[1][0], lines[2][0])
	if !slices.Equal(g.Moves(), want) {
		t.Fatalf("main line after MakeMain: %v, want %v", g.Moves(), want)
	}
	// The old main line is now a variation of move 10.
	if vs := g.Variations(10); len(vs) != 1 || !slices.Equal(vs[0].Moves(), main[10:]) {
		t.Fatal("the old main line is not a variation of move 10")
	}
	if err := tr.MakeMain(); !errors.Is(err, ErrMainLine) {
		t.Fatalf("MakeMain on the main line: %v, want ErrMainLine", err)
	}
	if err := tr.Promote(); !errors.Is(err, ErrMainLine) {
		t.Fatalf("Promote on the main line: %v, want ErrMainLine", err)
	}
}

func TestTreeDeleteRemovesTheVariationAndGoesToItsBranch(t *testing.T) {
	tr, _ := nested(t)
	g := tr.Game()
	main := g.Moves()
	tr.Back() // into the middle line, move 1
	if err := tr.Delete(); err != nil {
		t.Fatal(err)
	}
	want := Node{Path: []Step{{10, 0}}, Ply: 1}
	if !tr.Node().Equal(want) {
		t.Fatalf("after Delete the cursor is at %+v, want %+v", tr.Node(), want)
	}
	if vs := g.Variations(10)[0].Variations(1); vs != nil {
		t.Fatalf("the middle line is still there: %v", vs)
	}
	if err := tr.Delete(); err != nil {
		t.Fatal(err)
	}
	if !tr.Node().Equal(Node{Ply: 10}) || g.Variations(10) != nil || !slices.Equal(g.Moves(), main) {
		t.Fatalf("after the second Delete: cursor %+v, variations %v", tr.Node(), g.Variations(10))
	}
	if err := tr.Delete(); !errors.Is(err, ErrMainLine) {
		t.Fatalf("Delete on the main line: %v, want ErrMainLine", err)
	}
}

func TestTreeAtTheStartPosition(t *testing.T) {
	// A fresh game: every move lengthens the main line, and a variation of
	// the first move (a removal) branches from the start.
	g, err := game.NewGame(6)
	if err != nil {
		t.Fatal(err)
	}
	tr := NewTree(g, 0)
	first := otherMove(t, g.Start())
	mustPlay(t, tr, first)
	reply := otherMove(t, tr.Position())
	mustPlay(t, tr, reply)
	if !slices.Equal(g.Moves(), []game.Move{first, reply}) || tr.InVariation() {
		t.Fatalf("main line %v, want %s %s", g.Moves(), first, reply)
	}
	tr.ToStart()
	second := otherMove(t, g.Start(), first)
	mustPlay(t, tr, second)
	if !tr.Node().Equal(Node{Path: []Step{{0, 0}}, Ply: 1}) {
		t.Fatalf("cursor %+v after a second first move", tr.Node())
	}
	if err := tr.MakeMain(); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(g.Moves(), []game.Move{second}) || !tr.Node().Equal(Node{Ply: 1}) {
		t.Fatalf("main line %v after MakeMain at the start", g.Moves())
	}
	if vs := g.Variations(0); len(vs) != 1 || !slices.Equal(vs[0].Moves(), []game.Move{first, reply}) {
		t.Fatal("the old main line is not the start's variation")
	}
	tr.ToStart()
	tr.Choose(1)
	tr.Forward()
	if err := tr.Delete(); err != nil {
		t.Fatal(err)
	}
	if !tr.Node().Equal(Node{}) || g.Variations(0) != nil {
		t.Fatalf("after deleting the start's variation: %+v", tr.Node())
	}
}

func TestTreeFindsVariationsOfAVariationsFirstMove(t *testing.T) {
	// "1. a (1. b (1. c))" as other programs write it: c is an
	// alternative at the start too, and playing it enters that line.
	g, _ := game.NewGame(6)
	start := g.Start()
	ms := start.LegalMoves(nil)
	if len(ms) < 3 {
		t.Fatal("fewer than three removals")
	}
	if err := g.Play(ms[0]); err != nil {
		t.Fatal(err)
	}
	b, _ := g.AddVariation(0, []game.Move{ms[1]})
	if _, err := b.AddVariation(0, []game.Move{ms[2]}); err != nil {
		t.Fatal(err)
	}
	tr := NewTree(g, 0)
	if n := len(tr.Alternatives()); n != 3 {
		t.Fatalf("%d alternatives at the start, want 3", n)
	}
	mustPlay(t, tr, ms[2])
	if !tr.Node().Equal(Node{Path: []Step{{0, 0}, {0, 0}}, Ply: 1}) || len(b.Variations(0)) != 1 || len(g.Variations(0)) != 1 {
		t.Fatalf("playing c: cursor %+v, a variation was added", tr.Node())
	}
	tr.Back()
	if !tr.Node().Equal(Node{}) {
		t.Fatalf("Back from the nested first move went to %+v, want the start", tr.Node())
	}
}

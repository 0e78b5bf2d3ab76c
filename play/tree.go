package play

import (
	"errors"
	"fmt"
	"slices"

	"github.com/konane/konane/game"
)

// ErrMainLine is returned by Tree's variation actions when the cursor is
// on the main line, which is no variation.
var ErrMainLine = errors.New("the cursor is on the main line")

// Step is one turn from a line into a variation: variation Var (as
// game.Variations lists them) of move Move (0-based) of that line.
type Step struct{ Move, Var int }

// Node is a place in a game's tree of variations: the steps from the
// main line into a line, then Ply moves played along that line. A Node
// inside a variation has Ply ≥ 1; its Ply 0 is the node of the line
// the variation branches from.
type Node struct {
	Path []Step
	Ply  int
}

// Equal reports whether n and o are the same place.
func (n Node) Equal(o Node) bool { return n.Ply == o.Ply && slices.Equal(n.Path, o.Path) }

// Tree is a cursor over a game and its variations, for the analysis
// board: it steps along lines, turns into variations, and plays moves,
// which follow the line, enter an existing variation or add one. It
// changes the game it was given. Not safe for concurrent use.
type Tree struct {
	game   *game.Game
	path   []Step
	ply    int
	choice int // the alternative Forward takes (Alternatives' index)
}

// NewTree returns a cursor over g after its first ply played moves of
// the main line (clamped to [0, g.Ply()]).
func NewTree(g *game.Game, ply int) *Tree {
	return &Tree{game: g, ply: max(0, min(ply, g.Ply()))}
}

// Game returns the game with its variations, as changed by the cursor.
func (t *Tree) Game() *game.Game { return t.game }

// Node returns the cursor's place.
func (t *Tree) Node() Node { return Node{Path: slices.Clone(t.path), Ply: t.ply} }

// Goto puts the cursor on n; false, moving nothing, when n names no place
// of the game.
func (t *Tree) Goto(n Node) bool {
	l := t.game
	for _, s := range n.Path {
		vs := l.Variations(s.Move)
		if s.Var < 0 || s.Var >= len(vs) {
			return false
		}
		l = vs[s.Var]
	}
	if n.Ply < 0 || n.Ply > l.Ply() || n.Ply == 0 && len(n.Path) > 0 {
		return false
	}
	t.path, t.ply, t.choice = slices.Clone(n.Path), n.Ply, 0
	return true
}

// line returns the line the cursor is on and the one it branches from
// (nil on the main line).
func (t *Tree) line() (l, parent *game.Game) {
	l = t.game
	for _, s := range t.path {
		parent, l = l, l.Variations(s.Move)[s.Var]
	}
	return l, parent
}

// Line returns the line the cursor is on: the game itself on the main
// line, else the variation.
func (t *Tree) Line() *game.Game { l, _ := t.line(); return l }

// InVariation reports whether the cursor is inside a variation.
func (t *Tree) InVariation() bool { return len(t.path) > 0 }

// Ply returns the number of moves played from the game's start to the
// cursor: the move numbers count from it.
func (t *Tree) Ply() int {
	n := t.ply
	for _, s := range t.path {
		n += s.Move
	}
	return n
}

// Position returns the position at the cursor.
func (t *Tree) Position() game.Position { return t.Line().PositionAt(t.ply) }

// Moves returns the moves from the game's start to the cursor, along
// the lines the cursor turned into.
func (t *Tree) Moves() []game.Move {
	var out []game.Move
	l := t.game
	for _, s := range t.path {
		out = append(out, l.Moves()[:s.Move]...)
		l = l.Variations(s.Move)[s.Var]
	}
	return append(out, l.Moves()[:t.ply]...)
}

// LastMove returns the move that led to the cursor, NoMove at the start.
func (t *Tree) LastMove() game.Move {
	if t.ply == 0 {
		return game.NoMove
	}
	return t.Line().Moves()[t.ply-1]
}

// Alternative is one of the moves that can follow the cursor: Steps is
// the way into the variation that plays it, empty for the line's own
// next move.
type Alternative struct {
	Move  game.Move
	Steps []Step
}

// Alternatives returns the moves that follow the cursor: the line's next
// move first, if any, then the first moves of its variations, each
// followed by those of the variations of that first move, in file order.
func (t *Tree) Alternatives() []Alternative {
	l, _ := t.line()
	var out []Alternative
	if t.ply < l.Ply() {
		out = append(out, Alternative{Move: l.Moves()[t.ply]})
	}
	var walk func(l *game.Game, i int, steps []Step)
	walk = func(l *game.Game, i int, steps []Step) {
		for k, v := range l.Variations(i) {
			if v.Ply() == 0 {
				continue
			}
			s := append(slices.Clone(steps), Step{i, k})
			out = append(out, Alternative{Move: v.Moves()[0], Steps: s})
			walk(v, 0, s)
		}
	}
	walk(l, t.ply, nil)
	return out
}

// Choice returns the index in Alternatives of the move Forward plays.
func (t *Tree) Choice() int { return t.choice }

// Choose makes Forward play alternative k+delta, cycling through them.
func (t *Tree) Choose(delta int) {
	if n := len(t.Alternatives()); n > 0 {
		t.choice = ((t.choice+delta)%n + n) % n
	}
}

// Forward plays the chosen alternative (the line's next move unless
// Choose said otherwise); false at the end of the line.
func (t *Tree) Forward() bool {
	alts := t.Alternatives()
	if len(alts) == 0 {
		return false
	}
	t.take(alts[min(t.choice, len(alts)-1)])
	return true
}

// take moves the cursor one move on along a.
func (t *Tree) take(a Alternative) {
	if len(a.Steps) == 0 {
		t.ply++
	} else {
		t.path = append(t.path, a.Steps...)
		t.ply = 1
	}
	t.choice = 0
}

// Back takes the cursor one move back; false at the start.
func (t *Tree) Back() bool {
	if t.ply == 0 {
		return false
	}
	t.ply--
	t.normalize()
	t.choice = 0
	return true
}

// normalize leaves the lines at whose start the cursor is for the nodes
// they branch from.
func (t *Tree) normalize() {
	for t.ply == 0 && len(t.path) > 0 {
		t.ply = t.path[len(t.path)-1].Move
		t.path = t.path[:len(t.path)-1]
	}
}

// ToStart puts the cursor on the start position.
func (t *Tree) ToStart() { t.path, t.ply, t.choice = nil, 0, 0 }

// ToEnd puts the cursor on the last move of its line.
func (t *Tree) ToEnd() {
	t.ply, t.choice = t.Line().Ply(), 0
	t.normalize()
}

// Play plays m at the cursor: the line's next move when it is m, else the
// existing variation that starts with m, else a new variation of the
// next move (or, at the end of the line, m lengthens it). An illegal
// move, or one that would nest variations too deep, changes nothing and
// returns the game's error.
func (t *Tree) Play(m game.Move) error {
	pos := t.Position()
	if err := pos.Play(m); err != nil {
		return err
	}
	for _, a := range t.Alternatives() {
		if a.Move == m {
			t.take(a)
			return nil
		}
	}
	l := t.Line()
	if t.ply == l.Ply() {
		if err := l.Play(m); err != nil {
			return err
		}
		t.take(Alternative{Move: m})
		return nil
	}
	if _, err := l.AddVariation(t.ply, []game.Move{m}); err != nil {
		return err
	}
	t.take(Alternative{Move: m, Steps: []Step{{t.ply, len(l.Variations(t.ply)) - 1}}})
	return nil
}

// Promote swaps the variation the cursor is in with the line it branches
// from (game.PromoteVariation); the cursor stays on its move, now in the
// line one level up. ErrMainLine on the main line.
func (t *Tree) Promote() error {
	if !t.InVariation() {
		return ErrMainLine
	}
	_, parent := t.line()
	s := t.path[len(t.path)-1]
	if err := parent.PromoteVariation(s.Move, s.Var); err != nil {
		return fmt.Errorf("promote variation %d of move %d: %w", s.Var, s.Move, err)
	}
	t.path = t.path[:len(t.path)-1]
	t.ply += s.Move
	t.choice = 0
	return nil
}

// MakeMain promotes the variation the cursor is in until it is the main
// line of the game; the cursor stays on its move. ErrMainLine on the
// main line.
func (t *Tree) MakeMain() error {
	if !t.InVariation() {
		return ErrMainLine
	}
	for t.InVariation() {
		if err := t.Promote(); err != nil {
			return err
		}
	}
	return nil
}

// Delete removes the variation the cursor is in, with all it holds; the
// cursor goes to the node it branched from. ErrMainLine on the main line.
func (t *Tree) Delete() error {
	if !t.InVariation() {
		return ErrMainLine
	}
	_, parent := t.line()
	s := t.path[len(t.path)-1]
	if err := parent.DeleteVariation(s.Move, s.Var); err != nil {
		return err
	}
	t.path = t.path[:len(t.path)-1]
	t.ply, t.choice = s.Move, 0
	t.normalize()
	return nil
}

// Entry is one move of the tree as a move list shows it.
type Entry struct {
	Move game.Move
	Node Node // the place after the move
	Ply  int  // the move's index counted from the game's start (move numbers)
}

// Paragraph is a run of moves of one line shown together: Depth 0 for
// the main line, 1 for its variations, and so on. Open marks a
// variation's first paragraph (its "("); Close counts the variations
// that end after it (its ")"), its own and those it is nested in.
type Paragraph struct {
	Depth int
	Open  bool
	Close int
	Moves []Entry
}

// Paragraphs returns the tree as a move list shows it, as chess programs
// do: the main line broken after each move that has variations, each
// variation in paragraphs of its own one level deeper, in file order; a
// variation closes after the last of the variations nested in it.
func (t *Tree) Paragraphs() []Paragraph {
	var out []Paragraph
	var walk func(l *game.Game, path []Step, base, depth int)
	walk = func(l *game.Game, path []Step, base, depth int) {
		first := len(out)
		cur := Paragraph{Depth: depth}
		flush := func() {
			if len(cur.Moves) > 0 {
				cur.Open = depth > 0 && len(out) == first
				out = append(out, cur)
			}
			cur = Paragraph{Depth: depth}
		}
		for j, m := range l.Moves() {
			cur.Moves = append(cur.Moves, Entry{Move: m, Node: Node{Path: slices.Clone(path), Ply: j + 1}, Ply: base + j})
			vs := l.Variations(j)
			if len(vs) == 0 {
				continue
			}
			flush()
			for k, v := range vs {
				walk(v, append(slices.Clone(path), Step{j, k}), base+j, depth+1)
			}
		}
		flush()
		if depth > 0 && len(out) > first {
			out[len(out)-1].Close++
		}
	}
	walk(t.game, nil, 0, 0)
	return out
}

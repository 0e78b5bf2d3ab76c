package game

import (
	"fmt"
	"slices"
)

// Result is the outcome of a game as written in a .kgn Result tag.
type Result uint8

// The three results of docs/notation.md. Draws do not exist in Kōnane.
const (
	Unfinished Result = iota // "*"
	BlackWins                // "1-0"
	WhiteWins                // "0-1"
)

// String returns the .kgn form: "*", "1-0" or "0-1".
func (r Result) String() string { return [...]string{"*", "1-0", "0-1"}[r%3] }

// ParseResult reads "*", "1-0" or "0-1"; other text wraps ErrSyntax.
func ParseResult(text string) (Result, error) {
	switch text {
	case "*":
		return Unfinished, nil
	case "1-0":
		return BlackWins, nil
	case "0-1":
		return WhiteWins, nil
	}
	return Unfinished, fmt.Errorf("%w: bad result %q", ErrSyntax, text)
}

// Winner returns the winning colour and true, or false when unfinished.
func (r Result) Winner() (Color, bool) {
	switch r {
	case BlackWins:
		return Black, true
	case WhiteWins:
		return White, true
	}
	return Black, false
}

// ResultOf returns the result of a position: when the side to move has no
// legal move it has lost (docs/rules.md, rule 6); otherwise the game goes on.
func ResultOf(p *Position) Result {
	if p.HasMoves() {
		return Unfinished
	}
	if p.SideToMove() == Black {
		return WhiteWins
	}
	return BlackWins
}

// Tag is one tag pair of a .kgn file, e.g. {"Event", "Casual game"}.
type Tag struct {
	Name, Value string
}

// Standard tag names, written first and in this order (docs/notation.md).
var standardTags = []string{"Event", "Site", "Date", "Black", "White", "Size", "Rules", "Result"}

// RulesProfile is the rules profile this package implements (docs/rules.md).
const RulesProfile = "konane/1"

// Game is a game record: a start position, the moves played from it (its
// main line) with their comments and variations, a cursor for undo/redo,
// and the tags of its .kgn file. A variation is itself a Game (see
// Variations). The zero Game is not valid; use NewGame or NewGameFrom.
type Game struct {
	tags  []Tag
	start Position
	moves []Move       // every move, including those undone (the redo tail)
	notes []annotation // notes[i] annotates moves[i]
	intro []string     // comments before the first move, in file order
	cur   int          // moves[:cur] are played on pos
	pos   Position
	depth int // 0 for a game, 1 + its parent's for a variation
}

// annotation is what a .kgn file attaches to one move: its numeric
// annotation glyphs, its comments and the variations replacing it, each
// in file order.
type annotation struct {
	nags     []int
	comments []string
	vars     []*Game
}

// NewGame returns a game on an empty-of-moves n×n board with Black to
// remove. An n out of range gives an error wrapping ErrBadSize.
func NewGame(n int) (*Game, error) {
	p, err := NewPosition(n)
	if err != nil {
		return nil, err
	}
	return NewGameFrom(p), nil
}

// NewGameFrom returns a game that starts from p. If p is not the standard
// start of its size, the game carries a KFEN tag.
func NewGameFrom(p Position) *Game {
	g := &Game{start: p, pos: p}
	if std := MustNewPosition(p.Size()); std.Hash() != p.Hash() || std.Phase() != p.Phase() {
		g.SetTag("KFEN", p.KFEN())
	}
	return g
}

// Clone returns a deep copy of g: its tags, moves (the undone ones too, so
// Redo works on the copy), comments, NAGs and variations, nested ones too.
// Nothing done to one of the two changes the other.
func (g *Game) Clone() *Game {
	c := *g
	c.tags = slices.Clone(g.tags)
	c.moves = slices.Clone(g.moves)
	c.intro = slices.Clone(g.intro)
	c.notes = make([]annotation, len(g.notes))
	for i, n := range g.notes {
		c.notes[i] = annotation{nags: slices.Clone(n.nags), comments: slices.Clone(n.comments)}
		for _, v := range n.vars {
			c.notes[i].vars = append(c.notes[i].vars, v.Clone())
		}
	}
	return &c
}

// Position returns the current position (after the played moves).
func (g *Game) Position() Position { return g.pos }

// Start returns the position the game started from.
func (g *Game) Start() Position { return g.start }

// Size returns the board size n.
func (g *Game) Size() int { return g.start.Size() }

// Moves returns a copy of the moves played so far, oldest first (the redo
// tail is not included).
func (g *Game) Moves() []Move { return append([]Move(nil), g.moves[:g.cur]...) }

// Ply returns the number of moves played so far.
func (g *Game) Ply() int { return g.cur }

// Play plays m if it is legal in the current position; it drops any moves
// that were undone (the redo tail) with their notes and variations. An
// illegal move gives an error wrapping
// ErrIllegalMove and changes nothing.
func (g *Game) Play(m Move) error {
	if err := g.pos.Play(m); err != nil {
		return err
	}
	g.moves = append(g.moves[:g.cur], m)
	g.notes = append(g.notes[:g.cur], annotation{})
	g.cur++
	return nil
}

// CanUndo reports whether a move can be taken back.
func (g *Game) CanUndo() bool { return g.cur > 0 }

// CanRedo reports whether an undone move can be replayed.
func (g *Game) CanRedo() bool { return g.cur < len(g.moves) }

// Undo takes back the last move played; with none it returns ErrNoMove.
func (g *Game) Undo() error {
	if !g.CanUndo() {
		return ErrNoMove
	}
	g.cur--
	g.pos.Unmake(g.moves[g.cur])
	return nil
}

// Redo replays the last undone move; with none it returns ErrNoMove.
func (g *Game) Redo() error {
	if !g.CanRedo() {
		return ErrNoMove
	}
	g.pos.Make(g.moves[g.cur])
	g.cur++
	return nil
}

// PositionAt returns the position after the first ply moves (0 = start);
// ply is clamped to [0, Ply()].
func (g *Game) PositionAt(ply int) Position {
	ply = max(0, min(ply, g.cur))
	p := g.start
	for _, m := range g.moves[:ply] {
		p.Make(m)
	}
	return p
}

// Result returns the result of the current position.
func (g *Game) Result() Result { return ResultOf(&g.pos) }

// Over reports whether the side to move has no legal move.
func (g *Game) Over() bool { return g.Result() != Unfinished }

// Tag returns the value of the named tag, "" when absent.
func (g *Game) Tag(name string) string {
	for _, t := range g.tags {
		if t.Name == name {
			return t.Value
		}
	}
	return ""
}

// SetTag sets a tag, keeping its place if it exists, appending it if not.
// Size, Rules and Result are derived from the game when it is written and
// cannot be set here (they are ignored).
func (g *Game) SetTag(name, value string) {
	switch name {
	case "Size", "Rules", "Result":
		return
	}
	for i := range g.tags {
		if g.tags[i].Name == name {
			g.tags[i].Value = value
			return
		}
	}
	g.tags = append(g.tags, Tag{name, value})
}

// DeleteTag removes the tag name set with SetTag or read from a file, if
// the game has it. A standard tag (Event, Black …) is then written with
// its "?" value; Size, Rules and Result are derived and stay.
func (g *Game) DeleteTag(name string) {
	g.tags = slices.DeleteFunc(g.tags, func(t Tag) bool { return t.Name == name })
}

// Tags returns the tags as they will be written: the standard tags in the
// order of docs/notation.md, then the others in the order they were set or read.
func (g *Game) Tags() []Tag {
	out := make([]Tag, 0, len(g.tags)+len(standardTags))
	for _, name := range standardTags {
		out = append(out, Tag{name, g.standardValue(name)})
	}
	for _, t := range g.tags {
		if !isStandardTag(t.Name) {
			out = append(out, t)
		}
	}
	return out
}

func (g *Game) standardValue(name string) string {
	switch name {
	case "Size":
		return fmt.Sprint(g.Size())
	case "Rules":
		return RulesProfile
	case "Result":
		return g.Result().String()
	case "Date":
		if v := g.Tag(name); v != "" {
			return v
		}
		return "????.??.??"
	}
	if v := g.Tag(name); v != "" {
		return v
	}
	return "?"
}

func isStandardTag(name string) bool {
	for _, s := range standardTags {
		if s == name {
			return true
		}
	}
	return false
}

// Termination tells why a game ended.
type Termination uint8

// The reasons a game of profile konane/1 ends. There is only one: the side
// to move has no legal move (docs/rules.md, rule 6).
const (
	NotEnded    Termination = iota // the game goes on
	NoLegalMove                    // the side to move could not move and lost
)

// String returns the English reason, as a .kgn Termination tag would hold it.
func (t Termination) String() string {
	if t == NoLegalMove {
		return "no legal move"
	}
	return "unterminated"
}

// Termination returns why the game ended, NotEnded while it goes on.
func (g *Game) Termination() Termination {
	if g.Over() {
		return NoLegalMove
	}
	return NotEnded
}

// Loser returns the colour that lost (the side to move with no move) and
// true, or false while the game goes on.
func (g *Game) Loser() (Color, bool) {
	if !g.Over() {
		return Black, false
	}
	return g.pos.SideToMove(), true
}

// String returns the game as .kgn text (see MarshalKGN).
func (g *Game) String() string { return string(g.MarshalKGN()) }

package game

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// specExample is docs/notation.md's example of variations, as written.
const specExample = "1. d5 e5 2. b5-d5 (2. d3-d5 c5-e5) 2... g5-c5 (2... e3-e5 {another try}) 3. b3-b5 *"

// nestedExample nests variations four deep, with comments, glyphs and
// White's move numbers inside, in the canonical form.
const nestedExample = "1. d5 e5 2. b5-d5 (2. d3-d5 e3-e5 (2... c5-e5 3. f5-d5) 3. d1-d3 " +
	"(3. b3-d3 $14 (3. d1-d3 c3-e3 {deep} (3... d6-d4) 4. f3-d3!?)) 3... c3-e3) 2... g5-c5 3. b3-b5 *"

// dumpLine writes g's played moves with their glyphs, comments and
// variations, nested, in a form of its own (not MarshalKGN's), so that
// two trees compare without trusting the writer.
func dumpLine(g *Game) string {
	var b strings.Builder
	start := g.Start()
	fmt.Fprintf(&b, "start %s intro %q [", start.KFEN(), g.Comments(-1))
	for i, m := range g.Moves() {
		fmt.Fprintf(&b, " %s%v%q", m, g.NAGs(i), g.Comments(i))
		for _, v := range g.Variations(i) {
			b.WriteString(" <" + dumpLine(v) + ">")
		}
	}
	b.WriteString(" ]")
	return b.String()
}

// movetext returns the moves part of a .kgn text with its line breaks
// turned into spaces.
func movetext(kgn []byte) string {
	_, moves, _ := strings.Cut(string(kgn), "\n\n")
	return strings.Join(strings.Fields(moves), " ")
}

func mustParse(t *testing.T, text string) *Game {
	t.Helper()
	g, err := ParseKGN([]byte(text))
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return g
}

func moveTexts(ms []Move) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.String())
	}
	return out
}

// docs/notation.md's example reads into a main line with one variation on each
// of Black's and White's second moves, and is written back as it stands.
func TestKGNReadsAndWritesTheSpecExampleOfVariations(t *testing.T) {
	g := mustParse(t, specExample)
	if got := moveTexts(g.Moves()); !slices.Equal(got, []string{"d5", "e5", "b5-d5", "g5-c5", "b3-b5"}) {
		t.Fatalf("main line %v", got)
	}
	for i, want := range map[int][]string{2: {"d3-d5", "c5-e5"}, 3: {"e3-e5"}} {
		vs := g.Variations(i)
		if len(vs) != 1 || !slices.Equal(moveTexts(vs[0].Moves()), want) {
			t.Fatalf("variations of move %d: %v, want one with %v", i, vs, want)
		}
		if vs[0].Start() != g.PositionAt(i) {
			t.Errorf("variation of move %d does not start from the position before the move", i)
		}
	}
	if c := g.Variations(3)[0].Comments(0); !slices.Equal(c, []string{"another try"}) {
		t.Errorf("comment in the variation: %q", c)
	}
	for _, i := range []int{-1, 0, 1, 4, 5} {
		if vs := g.Variations(i); vs != nil {
			t.Errorf("move %d has variations %v", i, vs)
		}
	}
	if got := movetext(g.MarshalKGN()); got != specExample {
		t.Errorf("written\n%s\nwant\n%s", got, specExample)
	}
	assertRoundTrip(t, g)
}

// Variations nest to any depth with their comments, glyphs and White's
// move numbers; each depth replaces the move before it.
func TestKGNReadsVariationsNestedFourDeep(t *testing.T) {
	g := mustParse(t, nestedExample)
	v1 := g.Variations(2)
	if len(v1) != 1 {
		t.Fatalf("variations of b5-d5: %d", len(v1))
	}
	v2 := v1[0].Variations(2) // replaces 3. d1-d3
	if len(v2) != 1 || !slices.Equal(v2[0].NAGs(0), []int{14}) {
		t.Fatalf("second level: %v", dumpLine(v1[0]))
	}
	v3 := v2[0].Variations(0) // replaces 3. b3-d3
	if len(v3) != 1 || !slices.Equal(v3[0].Comments(1), []string{"deep"}) || !slices.Equal(v3[0].NAGs(2), []int{5}) {
		t.Fatalf("third level: %v", dumpLine(v2[0]))
	}
	v4 := v3[0].Variations(1) // replaces 3... c3-e3
	if start := v4[0].Start(); len(v4) != 1 || !slices.Equal(moveTexts(v4[0].Moves()), []string{"d6-d4"}) || start.SideToMove() != White {
		t.Fatalf("fourth level: %v", dumpLine(v3[0]))
	}
	if got := movetext(g.MarshalKGN()); got != nestedExample {
		t.Errorf("written\n%s\nwant\n%s", got, nestedExample)
	}
	assertRoundTrip(t, g)
}

// The habits of other programs and of hand-written files are read, and
// written back in the one canonical form.
func TestKGNReadsOtherProgramsVariations(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"no spaces around parentheses",
			"1.d5 e5 2.b5-d5(2.d3-d5 c5-e5)2...g5-c5(2...e3-e5{another try})3.b3-b5 *", specExample},
		{"spaces inside and no move numbers",
			"1. d5 e5 2. b5-d5 ( d3-d5 c5-e5 ) g5-c5 ( e3-e5 {another try} ) b3-b5 *", specExample},
		{"White's numbers written 2. ... and 2…",
			"1. d5 e5 2. b5-d5 (2. d3-d5 2. ... c5-e5) 2… g5-c5 (2. ... e3-e5 {another try}) 3. b3-b5 *", specExample},
		{"a variation right after a comment",
			"1. d5 e5 2. b5-d5 {the usual} (2. d3-d5) g5-c5 *",
			"1. d5 e5 2. b5-d5 {the usual} (2. d3-d5) 2... g5-c5 *"},
		{"variations after the first move, several in a row",
			"1. d5 (1. e4) (1. a8 {corner}) (1. h1) e5 *",
			"1. d5 (1. e4) (1. a8 {corner}) (1. h1) 1... e5 *"},
		{"a variation of White's first removal",
			"1. d5 e5 (1... c5 2. f5-d5) (d4) *",
			"1. d5 e5 (1... c5 2. f5-d5) (1... d4) *"},
		{"a comment first inside",
			"1. d5 e5 2. b5-d5 ( {or} 2. d3-d5 ; a line comment\n) *",
			"1. d5 e5 2. b5-d5 ({or} 2. d3-d5 { a line comment}) *"},
		{"glyphs inside, suffixes and $N",
			"1. d5 e5 2. b5-d5 (2. d3-d5!? $14 c5-e5 ?? $200) *",
			"1. d5 e5 2. b5-d5 (2. d3-d5!? $14 c5-e5?? $200) *"},
		{"a glyph and a comment after the variation belong to the move before it",
			"1. d5 e5 2. b5-d5 (2. d3-d5) $1 {good} g5-c5 *",
			"1. d5 e5 2. b5-d5! {good} (2. d3-d5) 2... g5-c5 *"},
		{"the result right after a closing parenthesis",
			"1. d5 e5 (1... c5)*", "1. d5 e5 (1... c5) *"},
		{"CRLF line ends inside", "1. d5 e5 2. b5-d5\r\n(2. d3-d5\r\nc5-e5)\r\n*", "1. d5 e5 2. b5-d5 (2. d3-d5 c5-e5) *"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := mustParse(t, c.text)
			if got := movetext(g.MarshalKGN()); got != c.want {
				t.Errorf("written\n%s\nwant\n%s", got, c.want)
			}
			assertRoundTrip(t, g)
		})
	}
}

// A variation's move the rules forbid, a misplaced or unbalanced
// parenthesis, an empty variation: each is an error with its line and
// column, of its own kind.
func TestKGNVariationErrorsNameTheirPlace(t *testing.T) {
	deep := "1. d5" + strings.Repeat(" (1. d5", MaxVariationDepth+1) + strings.Repeat(")", MaxVariationDepth+1) + " *"
	cases := []struct {
		name, text, token string
		kind              error
		line, col         int
	}{
		{"illegal move in a variation", "1. d5 e5 2. b5-d5 (2. d3-d5 c3-c5) *", "c3-c5", ErrIllegalMove, 1, 29},
		{"illegal move in a nested variation on another line",
			"1. d5 e5 2. b5-d5\n(2. d3-d5 e3-e5\n  (2... c5-e5 3. b5-d5) 3. d1-d3) *", "b5-d5", ErrIllegalMove, 3, 18},
		{"the replaced move played again is legal, its successor checked", "1. d5 (1. d5 d4 2. f5-d5 b5-d5) *", "b5-d5", ErrIllegalMove, 1, 26},
		{"a variation that is never closed", "1. d5 e5 (1... c5 2. f5-d5 *", "", ErrUnclosedVariation, 1, 10},
		{"the outer of two left open", "1. d5 (1. e4 (1. a8) e5 *", "", ErrUnclosedVariation, 1, 7},
		{"a closing parenthesis too many", "1. d5 (1. e4)) e5 *", ")", ErrStrayBrace, 1, 14},
		{"a closing parenthesis before any", "1. d5 e5 2. b5-d5 g5-c5) *", ")", ErrStrayBrace, 1, 24},
		{"a variation before any move", "(1. d5) 1. d5 *", "(", ErrVariationStart, 1, 1},
		{"a variation after the opening comment", "{intro}\n(1. d5) 1. d5 *", "(", ErrVariationStart, 2, 1},
		{"a variation after a move number", "1. d5 e5 2. (2. d3-d5) b5-d5 *", "(", ErrVariationStart, 1, 13},
		{"a variation first in a variation", "1. d5 ((1. e4)) *", "(", ErrVariationStart, 1, 8},
		{"an empty variation", "1. d5 () e5 *", "(", ErrEmptyVariation, 1, 7},
		{"a variation of a comment only", "1. d5 ( {only words} ) e5 *", "(", ErrEmptyVariation, 1, 7},
		{"a wrong move number inside", "1. d5 e5 2. b5-d5 (3. d3-d5) *", "3.", ErrMoveNumber, 1, 20},
		{"Black's number on White's move inside", "1. d5 e5 2. b5-d5 g5-c5 (2. e3-e5) *", "2.", ErrMoveNumber, 1, 26},
		{"a result inside a variation", "1. d5 (1. e4 *) e5 *", "*", ErrResultNotLast, 1, 14},
		{"variations too deep", deep, "(", ErrVariationDepth, 1, 7 + 7*MaxVariationDepth},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pe, err := parseError(t, c.text, c.kind)
			if pe.Line != c.line || pe.Col != c.col || pe.Token != c.token {
				t.Errorf("at %d:%d token %q, want %d:%d %q (%v)", pe.Line, pe.Col, pe.Token, c.line, c.col, c.token, err)
			}
		})
	}
	if pe, _ := parseError(t, "1. d5 e5 2. b5-d5 (3. d3-d5) *", ErrMoveNumber); pe.Want != "2." {
		t.Errorf("wrong number inside a variation: want %q, expected 2.", pe.Want)
	}
	ok := "1. d5" + strings.Repeat(" (1. d5", MaxVariationDepth) + strings.Repeat(")", MaxVariationDepth) + " *"
	assertRoundTrip(t, mustParse(t, ok))
}

// The main line of a game with variations is the game without them: the
// moves, their notes, the result and every position the review, replay
// and statistics read.
func TestKGNMainLineIgnoresVariations(t *testing.T) {
	with := mustParse(t, "[Event \"x\"]\n\n"+nestedExample)
	without := mustParse(t, "[Event \"x\"]\n\n1. d5 e5 2. b5-d5 g5-c5 3. b3-b5 *")
	if !slices.Equal(with.Moves(), without.Moves()) || with.Result() != without.Result() || with.Position() != without.Position() {
		t.Fatalf("main line %v %v, want %v %v", with.Moves(), with.Result(), without.Moves(), without.Result())
	}
	for ply := 0; ply <= with.Ply(); ply++ {
		if with.PositionAt(ply) != without.PositionAt(ply) {
			t.Errorf("position at ply %d differs", ply)
		}
	}
	for i := range with.Ply() {
		for len(with.Variations(i)) > 0 {
			if err := with.DeleteVariation(i, 0); err != nil {
				t.Fatal(err)
			}
		}
	}
	if a, b := with.MarshalKGN(), without.MarshalKGN(); string(a) != string(b) {
		t.Errorf("without its variations\n%s\nwant\n%s", a, b)
	}
}

// randomTree plays up to plies random legal moves on g and hangs random
// comments, glyphs and variations (nested up to depth) on them.
func randomTree(t *testing.T, rng *rand.Rand, g *Game, plies, depth int) {
	t.Helper()
	for range plies {
		p := g.Position()
		ms := p.LegalMoves(nil)
		if len(ms) == 0 {
			break
		}
		if err := g.Play(ms[rng.IntN(len(ms))]); err != nil {
			t.Fatal(err)
		}
	}
	words := []string{"a", "try (this)", "x; y", "$1", "2...", "multi\nline", " spaced "}
	if rng.IntN(4) == 0 {
		g.SetComments(-1, []string{words[rng.IntN(len(words))]})
	}
	for i := range g.Ply() {
		if rng.IntN(4) == 0 {
			g.AddComment(i, words[rng.IntN(len(words))])
		}
		if rng.IntN(5) == 0 {
			g.SetNAGs(i, []int{rng.IntN(8), rng.IntN(MaxNAG + 1)}[:1+rng.IntN(2)])
		}
		for depth > 0 && rng.IntN(3) == 0 {
			p := g.PositionAt(i)
			ms := p.LegalMoves(nil)
			v, err := g.AddVariation(i, ms[rng.IntN(len(ms)):][:1])
			if err != nil {
				t.Fatal(err)
			}
			randomTree(t, rng, v, rng.IntN(6), depth-1)
		}
	}
}

// Save → load → save gives the same bytes and the same tree for random
// games with random variations, nested, on every kind of board.
func TestKGNVariationsRoundTripOnRandomGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(30, 1))
	for k := range 200 {
		n := []int{4, 5, 6, 8, 9, 12}[k%6]
		g, err := NewGame(n)
		if err != nil {
			t.Fatal(err)
		}
		if k%5 == 4 { // from a KFEN with White to move
			p := g.Position()
			p.Make(p.LegalMoves(nil)[0])
			g = NewGameFrom(p)
		}
		randomTree(t, rng, g, 1+rng.IntN(30), 1+rng.IntN(4))
		first := g.MarshalKGN()
		h, err := ParseKGN(first)
		if err != nil {
			t.Fatalf("game %d does not read back: %v\n%s", k, err, first)
		}
		if second := h.MarshalKGN(); string(first) != string(second) {
			t.Fatalf("game %d: save → load → save differs:\n%s\n----\n%s", k, first, second)
		}
		if a, b := dumpLine(g), dumpLine(h); a != b {
			t.Fatalf("game %d: tree\n%s\nread back as\n%s", k, a, b)
		}
		// A variation is a game of its own too, from its KFEN, numbered from 1.
		for i := range g.Ply() {
			for _, v := range g.Variations(i) {
				if w, err := ParseKGN(v.MarshalKGN()); err != nil || dumpLine(w) != dumpLine(v) {
					t.Fatalf("game %d: variation of move %d alone: %v\n%s", k, i, err, v.MarshalKGN())
				}
			}
		}
		for _, line := range strings.Split(string(first), "\n") {
			if len(line) > lineWidth && !strings.HasPrefix(line, "[") && !strings.Contains(line, "{") {
				t.Fatalf("game %d: line of %d bytes:\n%s", k, len(line), line)
			}
		}
	}
}

// AddVariation checks every move from the position before the move it
// replaces and adds nothing on an error.
func TestAddVariationChecksItsMoves(t *testing.T) {
	g := mustParse(t, "1. d5 e5 2. b5-d5 *")
	mv := func(s string) Move { m, _ := ParseMove(s); return m }
	v, err := g.AddVariation(2, []Move{mv("d3-d5"), mv("c5-e5")})
	if err != nil || v.Start() != g.PositionAt(2) || v.Ply() != 2 {
		t.Fatalf("AddVariation: %v, %v", v, err)
	}
	if _, err := g.AddVariation(1, []Move{mv("c5")}); err != nil {
		t.Fatalf("a variation of White's move: %v", err)
	}
	_, err = g.AddVariation(2, []Move{mv("d3-d5"), mv("c3-c5")})
	if !errors.Is(err, ErrIllegalMove) || !strings.Contains(err.Error(), "move 2") {
		t.Errorf("illegal second move: %v", err)
	}
	for _, c := range []struct {
		i     int
		moves []Move
	}{{3, []Move{mv("d3-d5")}}, {-1, []Move{mv("d5")}}, {2, nil}} {
		if _, err := g.AddVariation(c.i, c.moves); !errors.Is(err, ErrNoVariation) {
			t.Errorf("AddVariation(%d, %v): %v, want ErrNoVariation", c.i, c.moves, err)
		}
	}
	if got := movetext(g.MarshalKGN()); got != "1. d5 e5 (1... c5) 2. b5-d5 (2. d3-d5 c5-e5) *" {
		t.Errorf("written %s", got)
	}
	if err := g.DeleteVariation(2, 1); !errors.Is(err, ErrNoVariation) {
		t.Errorf("deleting a variation that is not there: %v", err)
	}
	if err := g.DeleteVariation(1, 0); err != nil || g.Variations(1) != nil {
		t.Errorf("DeleteVariation: %v, left %v", err, g.Variations(1))
	}
	deep := g
	for range MaxVariationDepth {
		if deep, err = deep.AddVariation(0, []Move{mv("d5")}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := deep.AddVariation(0, []Move{mv("d5")}); !errors.Is(err, ErrVariationDepth) {
		t.Errorf("one level too deep: %v", err)
	}
	assertRoundTrip(t, g)
}

// PromoteVariation swaps a variation with the line it replaces; twice
// gives the main line back, and the game stays readable.
func TestPromoteVariationSwapsItWithTheMainLine(t *testing.T) {
	g := mustParse(t, nestedExample)
	before := g.Moves()
	if err := g.PromoteVariation(2, 0); err != nil {
		t.Fatal(err)
	}
	want := "1. d5 e5 2. d3-d5 (2. b5-d5 g5-c5 3. b3-b5) 2... e3-e5 (2... c5-e5 3. f5-d5) 3. d1-d3 " +
		"(3. b3-d3 $14 (3. d1-d3 c3-e3 {deep} (3... d6-d4) 4. f3-d3!?)) 3... c3-e3 *"
	if got := movetext(g.MarshalKGN()); got != want {
		t.Errorf("promoted\n%s\nwant\n%s", got, want)
	}
	if g.Ply() != 6 {
		t.Errorf("ply %d after promotion, want 6", g.Ply())
	}
	p := g.PositionAt(2)
	for _, m := range g.Moves()[2:] {
		p.Make(m)
	}
	if g.Position() != p {
		t.Errorf("position after promotion is not that of the new main line")
	}
	assertRoundTrip(t, g)
	if err := g.PromoteVariation(2, 0); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(g.Moves(), before) || movetext(g.MarshalKGN()) != nestedExample {
		t.Errorf("promoted back\n%s\nwant\n%s", movetext(g.MarshalKGN()), nestedExample)
	}
	// The deepest variation promoted within its own line.
	v3 := g.Variations(2)[0].Variations(2)[0].Variations(0)[0]
	if err := v3.PromoteVariation(1, 0); err != nil || !slices.Equal(moveTexts(v3.Moves()), []string{"d1-d3", "d6-d4"}) {
		t.Errorf("nested promotion: %v %v", v3.Moves(), err)
	}
	assertRoundTrip(t, g)
	for _, c := range [][2]int{{2, 1}, {0, 0}, {5, 0}, {-1, 0}} {
		if err := g.PromoteVariation(c[0], c[1]); !errors.Is(err, ErrNoVariation) {
			t.Errorf("PromoteVariation(%d, %d): %v", c[0], c[1], err)
		}
	}
}

// A promotion that would push the old line's variations deeper than
// MaxVariationDepth is refused and changes nothing.
func TestPromoteVariationRefusesTooDeep(t *testing.T) {
	text := "1. d5 e5 (1... c5) 2. b5-d5" + strings.Repeat(" (2. d3-d5", MaxVariationDepth) + strings.Repeat(")", MaxVariationDepth) + " *"
	g := mustParse(t, text)
	want := string(g.MarshalKGN())
	if err := g.PromoteVariation(1, 0); !errors.Is(err, ErrVariationDepth) {
		t.Fatalf("promotion: %v", err)
	}
	if got := string(g.MarshalKGN()); got != want {
		t.Errorf("a refused promotion changed the game:\n%s", got)
	}
}

// Clone copies variations, nested ones too: nothing done to the clone's
// variations shows in the game.
func TestCloneCopiesVariations(t *testing.T) {
	g := mustParse(t, nestedExample)
	want, wantTree := string(g.MarshalKGN()), dumpLine(g)
	c := g.Clone()
	if got := string(c.MarshalKGN()); got != want || dumpLine(c) != wantTree {
		t.Fatalf("clone\n%s\nof\n%s", got, want)
	}
	v := c.Variations(2)[0]
	v.AddComment(0, "changed")
	v.SetNAGs(1, []int{4})
	if err := v.Undo(); err != nil {
		t.Fatal(err)
	}
	deep := v.Variations(2)[0].Variations(0)[0]
	deep.SetComment(1, "other")
	if err := deep.DeleteVariation(1, 0); err != nil {
		t.Fatal(err)
	}
	if _, err := c.AddVariation(0, []Move{Removal(SquareAt(4, 3))}); err != nil {
		t.Fatal(err)
	}
	if err := c.PromoteVariation(2, 0); err != nil {
		t.Fatal(err)
	}
	if got := string(g.MarshalKGN()); got != want || dumpLine(g) != wantTree {
		t.Fatalf("changing the clone changed the game:\n%s", got)
	}
}

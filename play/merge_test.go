package play

import (
	"slices"
	"strings"
	"testing"

	"github.com/konane/konane/game"
)

func parseKGN(t *testing.T, kgn string) *game.Game {
	t.Helper()
	g, err := game.ParseKGN([]byte(kgn))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestTreeMergeDuplicatesKeepsOneLinePerMove(t *testing.T) {
	// 101 lines at move 2 (the main line's and 100 nested variations),
	// three distinct moves; the d3-d5 lines go on differently.
	var b strings.Builder
	b.WriteString("[Size \"8\"]\n[Event \"x\"]\n\n1. d5 e5 2. b5-d5 ")
	for i := range 100 {
		b.WriteString(map[bool]string{true: "(2. d3-d5 ", false: "(2. d7-d5 "}[i%2 == 0])
		if i == 99 {
			b.WriteString("{a comment} c5-e5 ")
		}
	}
	b.WriteString(strings.Repeat(")", 100) + " *")
	g := parseKGN(t, b.String())
	if n := len(NewTree(g, 2).Alternatives()); n != 101 {
		t.Fatalf("the file has %d alternatives at move 2, want 101", n)
	}
	m := MergeDuplicates(g)
	alts := NewTree(m, 2).Alternatives()
	var got []string
	for _, a := range alts {
		got = append(got, a.Move.String())
	}
	if want := []string{"b5-d5", "d3-d5", "d7-d5"}; !slices.Equal(got, want) {
		t.Fatalf("merged alternatives %v, want %v", got, want)
	}
	d3 := m.Variations(2)[0]
	if d3.Ply() != 1 || len(d3.Variations(0)) != 0 || m.Tag("Event") != "x" {
		t.Fatalf("merged d3-d5 line %v, event %q", d3.Moves(), m.Tag("Event"))
	}
	d7 := m.Variations(2)[1]
	if d7.Ply() != 2 || d7.Moves()[1].String() != "c5-e5" || !slices.Contains(d7.Comments(0), "a comment") {
		t.Fatalf("merged d7-d5 line %v, comments %q", d7.Moves(), d7.Comments(0))
	}
	// Two lines of the same move keep their different replies, the
	// second as a variation of the first's.
	m = MergeDuplicates(parseKGN(t, "[Size \"8\"]\n\n1. d5 e5 2. b5-d5 (2. d7-d5 c5-e5 $1) (2. d7-d5 b6-d6) (2. d7-d5 c5-e5 $2) *"))
	vs := m.Variations(2)
	if len(vs) != 1 || vs[0].Ply() != 2 || vs[0].Moves()[1].String() != "c5-e5" || !slices.Equal(vs[0].NAGs(1), []int{1, 2}) {
		t.Fatalf("merged variations %v", m)
	}
	if sub := vs[0].Variations(1); len(sub) != 1 || sub[0].Ply() != 1 || sub[0].Moves()[0].String() != "b6-d6" {
		t.Fatalf("merged variations %v", m)
	}
	// Without duplicates the game is left as it is.
	if plain := parseKGN(t, "[Size \"8\"]\n\n1. d5 e5 2. b5-d5 (2. d3-d5 (2. d7-d5)) *"); MergeDuplicates(plain) != plain {
		t.Fatal("a game without duplicates was rebuilt")
	}
}

package game

import (
	"errors"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// docBlock is one fenced code block of a document: its info string
// ("kgn", "kfen", ...), its text and the line of its opening fence.
type docBlock struct {
	kind, text string
	line       int
}

// docBlocks returns the fenced code blocks of the document at path.
func docBlocks(t *testing.T, path string) []docBlock {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var blocks []docBlock
	var cur *docBlock
	// A Windows checkout may have CRLF line ends.
	for i, l := range strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n") {
		switch {
		case cur == nil && strings.HasPrefix(l, "```"):
			cur = &docBlock{kind: strings.TrimPrefix(l, "```"), line: i + 1}
		case cur != nil && l == "```":
			blocks = append(blocks, *cur)
			cur = nil
		case cur != nil:
			cur.text += l + "\n"
		}
	}
	if cur != nil {
		t.Fatalf("%s:%d: the code block is never closed", path, cur.line)
	}
	return blocks
}

// blocksOf returns the blocks of kind and fails when there are none.
func blocksOf(t *testing.T, blocks []docBlock, kind string) []docBlock {
	t.Helper()
	var out []docBlock
	for _, b := range blocks {
		if b.kind == kind {
			out = append(out, b)
		}
	}
	if len(out) == 0 {
		t.Fatalf("docs/notation.md has no ```%s block", kind)
	}
	return out
}

// Every example of docs/notation.md is what package game reads and
// writes: moves and their canonical form, refused moves, KFEN lines
// written back as they stand, .kgn games written back byte for byte, the
// PGN habits read, a game with variations, and the short forms read.
func TestNotationDocExamplesAreWhatTheGamePackageReadsAndWrites(t *testing.T) {
	const doc = "../docs/notation.md"
	blocks := docBlocks(t, doc)
	for _, b := range blocks {
		switch b.kind {
		case "moves", "moves-refused", "moves-read", "moves-strange", "kfen", "kgn", "kgn-read", "kgn-parse", "":
		default:
			t.Errorf("%s:%d: unknown kind of block %q", doc, b.line, b.kind)
		}
	}

	for _, b := range blocksOf(t, blocks, "moves") {
		for _, l := range strings.Split(strings.TrimSpace(b.text), "\n") {
			f := strings.Fields(l)
			if len(f) != 2 {
				t.Errorf("%s:%d: %q is not \"typed canonical\"", doc, b.line, l)
				continue
			}
			m, err := ParseMove(f[0])
			if err != nil {
				t.Errorf("%s:%d: ParseMove(%q): %v", doc, b.line, f[0], err)
			} else if m.String() != f[1] {
				t.Errorf("%s:%d: %q is written %q, the page says %q", doc, b.line, f[0], m, f[1])
			}
		}
	}
	for _, b := range blocksOf(t, blocks, "moves-refused") {
		for _, l := range strings.Fields(b.text) {
			if m, err := ParseMove(l); !errors.Is(err, ErrSyntax) {
				t.Errorf("%s:%d: ParseMove(%q) = %v, %v; the page says it is refused", doc, b.line, l, m, err)
			}
		}
	}
	for _, b := range blocksOf(t, blocks, "moves-read") {
		for _, l := range strings.Split(strings.TrimSpace(b.text), "\n") {
			f := strings.Fields(l)
			if len(f) != 2 {
				t.Errorf("%s:%d: %q is not \"typed canonical\"", doc, b.line, l)
				continue
			}
			if m, err := ReadMove(f[0]); err != nil || m.String() != f[1] {
				t.Errorf("%s:%d: ReadMove(%q) = %v, %v; the page says %s", doc, b.line, f[0], m, err, f[1])
			}
			if _, err := ParseMove(f[0]); err == nil {
				t.Errorf("%s:%d: %q is plain notation, not a look-alike", doc, b.line, f[0])
			}
		}
	}
	for _, b := range blocksOf(t, blocks, "moves-strange") {
		for _, l := range strings.Fields(b.text) {
			if m, err := ReadMove(l); !errors.Is(err, ErrStrangeChar) {
				t.Errorf("%s:%d: ReadMove(%q) = %v, %v; the page says its character is refused", doc, b.line, l, m, err)
			}
		}
	}
	// The page's first two KFEN lines are the start of 8×8 and the
	// position after d5 e5.
	after := MustNewPosition(8)
	for _, s := range []string{"d5", "e5"} {
		m, _ := ParseMove(s)
		if err := after.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	start := MustNewPosition(8)
	named := []string{start.KFEN(), after.KFEN()}
	for _, b := range blocksOf(t, blocks, "kfen") {
		for i, l := range strings.Split(strings.TrimSpace(b.text), "\n") {
			if i < len(named) && l != named[i] {
				t.Errorf("%s:%d: KFEN line %d is %q, want %q", doc, b.line, i+1, l, named[i])
			}
			p, err := ParseKFEN(l)
			if err != nil {
				t.Errorf("%s:%d: ParseKFEN(%q): %v", doc, b.line, l, err)
			} else if p.KFEN() != l {
				t.Errorf("%s:%d: %q is written back as %q", doc, b.line, l, p.KFEN())
			}
		}
	}
	var written []*Game
	for _, b := range blocksOf(t, blocks, "kgn") {
		g, err := ParseKGN([]byte(b.text))
		if err != nil {
			t.Errorf("%s:%d: ParseKGN: %v", doc, b.line, err)
			continue
		}
		if got := string(g.MarshalKGN()); got != b.text {
			t.Errorf("%s:%d: the game is not written as the page shows it:\n%s", doc, b.line, got)
		}
		written = append(written, g)
	}
	for _, b := range blocksOf(t, blocks, "kgn-read") {
		g, err := ParseKGN([]byte(b.text))
		if err != nil {
			t.Errorf("%s:%d: ParseKGN: %v", doc, b.line, err)
			continue
		}
		if len(written) == 0 || !slices.Equal(g.Moves(), written[0].Moves()) {
			t.Errorf("%s:%d: the moves read, %v, are not those of the first .kgn example", doc, b.line, g.Moves())
		}
	}
	for _, b := range blocksOf(t, blocks, "kgn-parse") {
		if _, err := ParseKGN([]byte(b.text)); err != nil {
			t.Errorf("%s:%d: ParseKGN: %v", doc, b.line, err)
		}
	}
	// One of the games written holds variations.
	hasVariation := false
	for _, g := range written {
		for i := range g.Moves() {
			hasVariation = hasVariation || len(g.Variations(i)) > 0
		}
	}
	if !hasVariation {
		t.Errorf("%s: no ```kgn example holds a variation", doc)
	}
}

// The limits docs/notation.md states are those of the package.
func TestNotationDocStatesTheLimits(t *testing.T) {
	data, err := os.ReadFile("../docs/notation.md")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	for _, want := range []string{
		"over 1 MiB (1,048,576 bytes)",
		"board size (" + strconv.Itoa(MinSize) + " to " + strconv.Itoa(MaxSize) + ")",
		"missing, it is " + strconv.Itoa(DefaultSize),
		"missing, it is `" + RulesProfile + "`",
		"`$0` to `$" + strconv.Itoa(MaxNAG) + "`",
		"at most " + strconv.Itoa(lineWidth) + " characters",
		"`Event`, `Site`, `Date`",
		"nested up to " + strconv.Itoa(MaxVariationDepth) + " levels",
		"deeper than " + strconv.Itoa(MaxVariationDepth) + " levels",
	} {
		if !strings.Contains(strings.Join(strings.Fields(text), " "), want) {
			t.Errorf("docs/notation.md does not say %q", want)
		}
	}
	if MaxKGNSize != 1_048_576 {
		t.Errorf("MaxKGNSize is %d, docs/notation.md says 1,048,576", MaxKGNSize)
	}
	order := regexp.MustCompile(`eight tags first and in this order: (.*?)\. `).FindStringSubmatch(strings.Join(strings.Fields(text), " "))
	if order == nil {
		t.Fatal("docs/notation.md does not list the standard tags")
	}
	names := regexp.MustCompile("`([A-Za-z]+)`").FindAllStringSubmatch(order[1], -1)
	var got []string
	for _, n := range names {
		got = append(got, n[1])
	}
	if !slices.Equal(got, standardTags) {
		t.Errorf("docs/notation.md lists the tags %v, MarshalKGN writes %v", got, standardTags)
	}
}

// The perft tables of docs/rules.md are Perft's counts.
func TestRulesDocPerftTablesAreThePackagesCounts(t *testing.T) {
	data, err := os.ReadFile("../docs/rules.md")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	row := regexp.MustCompile(`(?m)^\| (\d+) \| (\d+) \|$`)
	rows := row.FindAllStringSubmatch(text, -1)
	if len(rows) == 0 {
		t.Fatal("docs/rules.md has no perft table")
	}
	for _, r := range rows {
		d, _ := strconv.Atoi(r[1])
		want, _ := strconv.ParseUint(r[2], 10, 64)
		if got := Perft(MustNewPosition(8), d); got != want {
			t.Errorf("docs/rules.md: perft(%d) = %d, Perft counts %d", d, want, got)
		}
	}
	after := regexp.MustCompile(`After ` + "`d5 e5`" + `[^\n]*\n[^\n]*?(\d+), (\d+), (\d+), (\d+) and (\d+)\.`).FindStringSubmatch(text)
	if after == nil {
		t.Fatal("docs/rules.md has no perft counts after d5 e5")
	}
	p := MustNewPosition(8)
	for _, s := range []string{"d5", "e5"} {
		m, _ := ParseMove(s)
		if err := p.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	for d := 1; d <= 5; d++ {
		want, _ := strconv.ParseUint(after[d], 10, 64)
		if got := Perft(p, d); got != want {
			t.Errorf("docs/rules.md: perft(%d) after d5 e5 = %d, Perft counts %d", d, want, got)
		}
	}
	for _, want := range []string{
		"N×N with N from " + strconv.Itoa(MinSize) + " to " + strconv.Itoa(MaxSize),
		"Konane starts " + strconv.Itoa(DefaultSize) + "×" + strconv.Itoa(DefaultSize),
		"profile `" + RulesProfile + "`",
	} {
		if !strings.Contains(strings.Join(strings.Fields(text), " "), want) {
			t.Errorf("docs/rules.md does not say %q", want)
		}
	}
}

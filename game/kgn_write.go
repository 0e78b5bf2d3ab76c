package game

import (
	"io"
	"strconv"
	"strings"
)

// lineWidth is the longest movetext line WriteKGN writes, as in PGN export.
const lineWidth = 79

// MarshalKGN returns the game as a .kgn text (docs/notation.md): tag pairs
// in the standard order, a blank line, then the played moves numbered by
// pairs with their comments and variations "( … )", ending with the
// result. Reading the text back with ParseKGN and marshalling again gives
// the same bytes.
func (g *Game) MarshalKGN() []byte {
	var b strings.Builder
	for _, t := range g.Tags() {
		b.WriteString("[" + t.Name + " " + quoteTag(t.Value) + "]\n")
	}
	b.WriteByte('\n')
	writeWrapped(&b, g.movetextTokens())
	return []byte(b.String())
}

// WriteKGN writes MarshalKGN's text to w.
func (g *Game) WriteKGN(w io.Writer) error {
	_, err := w.Write(g.MarshalKGN())
	return err
}

func (g *Game) movetextTokens() []string {
	return append(g.lineTokens(0, g.start.SideToMove()), g.Result().String())
}

// lineTokens returns the tokens of g's played moves with their notes and
// variations, numbered as plies base, base+1 … of a game whose first move
// is first's. A variation with no played move is left out.
func (g *Game) lineTokens(base int, first Color) []string {
	var toks []string
	for _, c := range g.intro {
		toks = append(toks, "{"+c+"}")
	}
	needNumber := true
	for i, m := range g.moves[:g.cur] {
		number, side := MoveNumber(base+i, first)
		switch {
		case side == Black:
			toks = append(toks, strconv.Itoa(number)+".")
		case needNumber:
			toks = append(toks, strconv.Itoa(number)+"...")
		}
		toks = append(toks, annotatedMove(m, g.notes[i].nags)...)
		needNumber = false
		for _, c := range g.notes[i].comments {
			toks = append(toks, "{"+c+"}")
			needNumber = true
		}
		for _, v := range g.notes[i].vars {
			if v.cur == 0 {
				continue
			}
			vt := v.lineTokens(base+i, first)
			vt[0] = "(" + vt[0]
			vt[len(vt)-1] += ")"
			toks = append(toks, vt...)
			needNumber = true
		}
	}
	return toks
}

// annotatedMove returns the tokens of move m with its glyphs: the first
// glyph glued as a suffix when it has one ("d5!"), the others as "$N".
func annotatedMove(m Move, nags []int) []string {
	toks := []string{m.String()}
	for k, n := range nags {
		if suf, ok := NAGSuffix(n); ok && k == 0 {
			toks[0] += suf
			continue
		}
		toks = append(toks, "$"+strconv.Itoa(n))
	}
	return toks
}

func writeWrapped(b *strings.Builder, toks []string) {
	width := 0
	for _, t := range toks {
		if width > 0 && width+1+len(t) > lineWidth {
			b.WriteByte('\n')
			width = 0
		} else if width > 0 {
			b.WriteByte(' ')
			width++
		}
		b.WriteString(t)
		width += len(t)
	}
	b.WriteByte('\n')
}

// quoteTag returns v in double quotes with '\' and '"' escaped by '\'.
func quoteTag(v string) string {
	v = strings.ReplaceAll(v, `\`, `\\`)
	v = strings.ReplaceAll(v, `"`, `\"`)
	v = strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ").Replace(v)
	return `"` + v + `"`
}

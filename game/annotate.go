package game

import "strings"

// MaxNAG is the largest numeric annotation glyph ($0–$255, as in PGN).
const MaxNAG = 255

// The numeric annotation glyphs that have a suffix form (docs/notation.md):
// $1 "!", $2 "?", $3 "!!", $4 "??", $5 "!?", $6 "?!".
var nagSuffixes = [...]string{1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!"}

// NAGSuffix returns the suffix form of glyph nag ("!" for 1 … "?!" for 6)
// and true, or "" and false for a glyph without one.
func NAGSuffix(nag int) (string, bool) {
	if nag >= 1 && nag < len(nagSuffixes) {
		return nagSuffixes[nag], true
	}
	return "", false
}

// ParseNAGSuffix returns the glyph of a move suffix ("!" → 1 … "?!" → 6),
// or false when s is not one of the six.
func ParseNAGSuffix(s string) (int, bool) {
	for n, suf := range nagSuffixes {
		if suf != "" && suf == s {
			return n, true
		}
	}
	return 0, false
}

// note returns the annotation of move i, nil when i is not a played move.
func (g *Game) note(i int) *annotation {
	if i < 0 || i >= g.cur {
		return nil
	}
	return &g.notes[i]
}

// Comments returns the comments after move i (0-based) in file order, each
// as written between braces or after ';'; i = -1 returns the comments
// before the first move. Nil when there are none or i is out of range.
// The slice is a copy.
func (g *Game) Comments(i int) []string {
	if i == -1 {
		return cloneStrings(g.intro)
	}
	if n := g.note(i); n != nil {
		return cloneStrings(n.comments)
	}
	return nil
}

// SetComments replaces the comments after move i (-1: before the first
// move); nil or empty removes them. Braces cannot appear in a .kgn comment
// and are replaced by parentheses; CR and CRLF line ends become LF, as a
// reader sees them. An i that is not a played move changes nothing.
func (g *Game) SetComments(i int, cs []string) {
	clean := make([]string, 0, len(cs))
	for _, c := range cs {
		clean = append(clean, cleanComment(c))
	}
	if len(clean) == 0 {
		clean = nil
	}
	if i == -1 {
		g.intro = clean
	} else if n := g.note(i); n != nil {
		n.comments = clean
	}
}

// AddComment appends one comment after move i (-1: before the first move),
// cleaned as SetComments does.
func (g *Game) AddComment(i int, text string) {
	g.SetComments(i, append(g.Comments(i), text))
}

// Comment returns the comments after move i joined by a space, "" if none
// (i = -1: before the first move). A convenience for one-comment callers.
func (g *Game) Comment(i int) string { return strings.Join(g.Comments(i), " ") }

// SetComment makes text the only comment after move i (-1: before the
// first move); "" removes the comments.
func (g *Game) SetComment(i int, text string) {
	if text == "" {
		g.SetComments(i, nil)
		return
	}
	g.SetComments(i, []string{text})
}

// NAGs returns the numeric annotation glyphs of move i (0-based) in file
// order ($1 = "!", … $6 = "?!"), nil if none or i is not a played move.
func (g *Game) NAGs(i int) []int {
	if n := g.note(i); n != nil && len(n.nags) > 0 {
		return append([]int(nil), n.nags...)
	}
	return nil
}

// SetNAGs replaces the glyphs of move i; values outside 0–255 are dropped.
// An i that is not a played move changes nothing.
func (g *Game) SetNAGs(i int, nags []int) {
	n := g.note(i)
	if n == nil {
		return
	}
	n.nags = nil
	for _, v := range nags {
		if v >= 0 && v <= MaxNAG {
			n.nags = append(n.nags, v)
		}
	}
}

var commentCleaner = strings.NewReplacer("{", "(", "}", ")", "\r\n", "\n", "\r", "\n")

// cleanComment makes text storable between braces: '{' and '}' become
// '(' and ')', CRLF and CR become LF.
func cleanComment(text string) string { return commentCleaner.Replace(text) }

func cloneStrings(s []string) []string {
	if len(s) == 0 {
		return nil
	}
	return append([]string(nil), s...)
}

// AnnotatedMove returns move i (0-based) as a .kgn file writes it with its
// glyphs: "d5", "d5!", "b5-d5?! $14"; "" when i is not a played move.
func (g *Game) AnnotatedMove(i int) string {
	n := g.note(i)
	if n == nil {
		return ""
	}
	return strings.Join(annotatedMove(g.moves[i], n.nags), " ")
}

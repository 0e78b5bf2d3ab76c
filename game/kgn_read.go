package game

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxKGNSize is the largest .kgn file ParseKGN reads, in bytes. A 12×12
// game has fewer than 144 moves, so 1 MiB leaves ample room for comments.
const MaxKGNSize = 1 << 20

// ParseKGN reads a .kgn game (notation.md). It checks the whole file: tags,
// the rules profile, the board size, every move's legality and the result.
// Errors are *ParseError values naming the line and column, wrapping one of
// ErrEmpty, ErrEncoding, ErrSyntax, ErrUnknownRules, ErrBadSize, ErrBadKFEN,
// ErrIllegalMove or ErrResultMismatch.
func ParseKGN(data []byte) (*Game, error) {
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	if len(data) > MaxKGNSize {
		return nil, &ParseError{1, 1, fmt.Errorf("%w: file larger than %d bytes", ErrSyntax, MaxKGNSize)}
	}
	if i := invalidUTF8(data); i >= 0 {
		line, col := lineCol(data, i)
		return nil, &ParseError{line, col, ErrEncoding}
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, &ParseError{1, 1, ErrEmpty}
	}
	r := &kgnReader{src: string(data), line: 1, col: 1}
	return r.read()
}

func invalidUTF8(b []byte) int {
	for i := 0; i < len(b); {
		c, size := utf8.DecodeRune(b[i:])
		if c == utf8.RuneError && size <= 1 {
			return i
		}
		i += size
	}
	return -1
}

func lineCol(b []byte, off int) (int, int) {
	line := 1 + bytes.Count(b[:off], []byte("\n"))
	start := bytes.LastIndexByte(b[:off], '\n') + 1
	return line, 1 + utf8.RuneCount(b[start:off])
}

// kgnReader scans the text rune by rune, tracking line and column.
type kgnReader struct {
	src       string
	off       int
	line, col int
}

// token is one lexical item of the file with its position.
type token struct {
	text      string
	line, col int
}

func (r *kgnReader) errAt(t token, err error) error {
	return &ParseError{t.line, t.col, err}
}

func (r *kgnReader) peek() rune {
	if r.off >= len(r.src) {
		return -1
	}
	c, _ := utf8.DecodeRuneInString(r.src[r.off:])
	return c
}

func (r *kgnReader) next() rune {
	c, size := utf8.DecodeRuneInString(r.src[r.off:])
	r.off += size
	if c == '\n' {
		r.line++
		r.col = 1
	} else {
		r.col++
	}
	return c
}

func (r *kgnReader) skipSpace() {
	for c := r.peek(); c != -1 && unicode.IsSpace(c); c = r.peek() {
		r.next()
	}
}

func (r *kgnReader) here() token { return token{line: r.line, col: r.col} }

func (r *kgnReader) read() (*Game, error) {
	tags, tagPos, err := r.readTags()
	if err != nil {
		return nil, err
	}
	g, err := newGameFromTags(tags, tagPos, r)
	if err != nil {
		return nil, err
	}
	end, err := r.readMoves(g)
	if err != nil {
		return nil, err
	}
	return g, checkResult(g, tags, tagPos, end, r)
}

// readTags reads the tag pairs: lines of the form [Name "Value"].
func (r *kgnReader) readTags() ([]Tag, []token, error) {
	var tags []Tag
	var pos []token
	for r.skipSpace(); r.peek() == '['; r.skipSpace() {
		start := r.here()
		r.next()
		name := r.readWhile(func(c rune) bool { return c < 128 && (unicode.IsLetter(c) || unicode.IsDigit(c) || c == '_') })
		if name == "" {
			return nil, nil, r.errAt(r.here(), fmt.Errorf("%w: tag name expected", ErrSyntax))
		}
		r.skipInline()
		value, err := r.readQuoted()
		if err != nil {
			return nil, nil, err
		}
		r.skipInline()
		if r.peek() != ']' {
			return nil, nil, r.errAt(r.here(), fmt.Errorf("%w: ']' expected after tag %s", ErrSyntax, name))
		}
		r.next()
		for _, t := range tags {
			if t.Name == name {
				return nil, nil, r.errAt(start, fmt.Errorf("%w: tag %s appears twice", ErrSyntax, name))
			}
		}
		tags = append(tags, Tag{name, value})
		pos = append(pos, start)
	}
	return tags, pos, nil
}

func (r *kgnReader) skipInline() {
	for c := r.peek(); c == ' ' || c == '\t'; c = r.peek() {
		r.next()
	}
}

func (r *kgnReader) readWhile(ok func(rune) bool) string {
	start := r.off
	for c := r.peek(); c != -1 && ok(c); c = r.peek() {
		r.next()
	}
	return r.src[start:r.off]
}

func (r *kgnReader) readQuoted() (string, error) {
	if r.peek() != '"' {
		return "", r.errAt(r.here(), fmt.Errorf("%w: '\"' expected", ErrSyntax))
	}
	start := r.here()
	r.next()
	var b strings.Builder
	for {
		c := r.peek()
		switch c {
		case -1, '\n':
			return "", r.errAt(start, fmt.Errorf("%w: unterminated tag value", ErrSyntax))
		case '"':
			r.next()
			return b.String(), nil
		case '\\':
			r.next()
			if e := r.peek(); e == '"' || e == '\\' {
				c = e
			} else {
				return "", r.errAt(r.here(), fmt.Errorf("%w: bad escape in tag value", ErrSyntax))
			}
		}
		r.next()
		b.WriteRune(c)
	}
}

// newGameFromTags builds the start position from Size, Rules and KFEN and
// keeps the other tags in order.
func newGameFromTags(tags []Tag, pos []token, r *kgnReader) (*Game, error) {
	size, sizeAt, kfenAt := DefaultSize, -1, -1
	for i, t := range tags {
		switch t.Name {
		case "Rules":
			if t.Value != RulesProfile {
				return nil, r.errAt(pos[i], fmt.Errorf("%w: %q (this program plays %s)", ErrUnknownRules, t.Value, RulesProfile))
			}
		case "Size":
			n, err := strconv.Atoi(t.Value)
			if err != nil || n < MinSize || n > MaxSize {
				return nil, r.errAt(pos[i], fmt.Errorf("%w: %q (want %d to %d)", ErrBadSize, t.Value, MinSize, MaxSize))
			}
			size, sizeAt = n, i
		case "KFEN":
			kfenAt = i
		}
	}
	start, err := NewPosition(size)
	if err != nil {
		return nil, err
	}
	if kfenAt >= 0 {
		if start, err = ParseKFEN(tags[kfenAt].Value); err != nil {
			return nil, r.errAt(pos[kfenAt], err)
		}
		if sizeAt >= 0 && start.Size() != size {
			return nil, r.errAt(pos[sizeAt], fmt.Errorf("%w: Size %d but the KFEN board is %d×%d", ErrBadSize, size, start.Size(), start.Size()))
		}
	}
	g := &Game{start: start, pos: start}
	for _, t := range tags {
		if !isStandardTag(t.Name) || t.Name == "Event" || t.Name == "Site" || t.Name == "Date" || t.Name == "Black" || t.Name == "White" {
			g.tags = append(g.tags, t)
		}
	}
	if kfenAt >= 0 {
		g.SetTag("KFEN", start.KFEN())
	}
	return g, nil
}

// readMoves reads the movetext: move numbers, moves, {comments} and an
// optional result token, which must come last. It returns the result token
// (text "" when absent).
func (r *kgnReader) readMoves(g *Game) (token, error) {
	var end token
	for r.skipSpace(); r.peek() != -1; r.skipSpace() {
		if end.text != "" {
			return end, r.errAt(r.here(), fmt.Errorf("%w: text after the result", ErrSyntax))
		}
		if r.peek() == '{' {
			if err := r.readComment(g); err != nil {
				return end, err
			}
			continue
		}
		t := r.here()
		t.text = r.readWhile(func(c rune) bool { return !unicode.IsSpace(c) && c != '{' })
		switch t.text {
		case "*", "1-0", "0-1":
			end = t
			continue
		}
		if err := r.playToken(g, t); err != nil {
			return end, err
		}
	}
	return end, nil
}

func (r *kgnReader) readComment(g *Game) error {
	start := r.here()
	r.next()
	i := strings.IndexByte(r.src[r.off:], '}')
	if i < 0 {
		return r.errAt(start, fmt.Errorf("%w: '{' comment is not closed", ErrSyntax))
	}
	text := r.src[r.off : r.off+i]
	for range text {
		r.next()
	}
	r.next()
	if g.cur == 0 {
		g.intro = text
	} else {
		g.comments[g.cur-1] = text
	}
	return nil
}

// playToken handles a move number ("3.", "3...") optionally glued to a
// move ("3.d5"), then plays the move.
func (r *kgnReader) playToken(g *Game, t token) error {
	digits := strings.IndexFunc(t.text, func(c rune) bool { return c < '0' || c > '9' })
	if digits > 0 && t.text[digits] == '.' {
		if n, _ := strconv.Atoi(t.text[:digits]); n != g.nextMoveNumber() {
			return r.errAt(t, fmt.Errorf("%w: move number %s, expected %d", ErrSyntax, t.text[:digits], g.nextMoveNumber()))
		}
		rest := strings.TrimLeft(t.text[digits:], ".")
		t.col += len(t.text) - len(rest)
		t.text = rest
		if rest == "" {
			return nil
		}
	}
	m, err := ParseMove(t.text)
	if err != nil {
		return r.errAt(t, err)
	}
	if err := g.Play(m); err != nil {
		return r.errAt(t, err)
	}
	return nil
}

// nextMoveNumber returns the number of the move pair the next move belongs
// to: pairs are Black's move then White's, counted from 1 at the start
// position (a start with White to move opens pair 1 with White's move).
func (g *Game) nextMoveNumber() int {
	ply := g.cur
	if g.start.SideToMove() == White {
		ply++
	}
	return ply/2 + 1
}

// checkResult compares the Result tag and the result token with the result
// of the moves; a missing one is taken from the moves.
func checkResult(g *Game, tags []Tag, pos []token, end token, r *kgnReader) error {
	want := g.Result()
	for i, t := range tags {
		if t.Name != "Result" {
			continue
		}
		if got, err := ParseResult(t.Value); err != nil {
			return r.errAt(pos[i], err)
		} else if got != want {
			return r.errAt(pos[i], fmt.Errorf("%w: Result %q but the moves give %q", ErrResultMismatch, t.Value, want))
		}
	}
	if end.text != "" && end.text != want.String() {
		return r.errAt(end, fmt.Errorf("%w: %q but the moves give %q", ErrResultMismatch, end.text, want))
	}
	return nil
}

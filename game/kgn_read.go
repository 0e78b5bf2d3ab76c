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
// ErrEmpty, ErrEncoding, ErrSyntax, ErrVariation, ErrUnknownRules,
// ErrBadSize, ErrBadKFEN, ErrIllegalMove or ErrResultMismatch; an error
// about one token of the movetext carries it whole in ParseError.Token.
//
// Besides what MarshalKGN writes it reads the PGN habits of notation.md:
// a leading byte-order mark, LF, CRLF or CR line ends, White's move
// numbers "3...", "3. ..." and "3…", suffixes "!" "?" "!!" "??" "!?" "?!"
// and glyphs "$0"–"$255" after a move, and ';' comments to the end of the
// line.
func ParseKGN(data []byte) (*Game, error) {
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	if len(data) > MaxKGNSize {
		return nil, &ParseError{Line: 1, Col: 1, Err: fmt.Errorf("%w: file larger than %d bytes", ErrSyntax, MaxKGNSize)}
	}
	data = normalizeLineEnds(data)
	if i := invalidUTF8(data); i >= 0 {
		line, col := lineCol(data, i)
		return nil, &ParseError{Line: line, Col: col, Err: ErrEncoding}
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, &ParseError{Line: 1, Col: 1, Err: ErrEmpty}
	}
	r := &kgnReader{src: string(data), line: 1, col: 1}
	return r.read()
}

// normalizeLineEnds turns CRLF and lone CR into LF, so that lines and
// columns are counted the same for every line ending.
func normalizeLineEnds(b []byte) []byte {
	if bytes.IndexByte(b, '\r') < 0 {
		return b
	}
	b = bytes.ReplaceAll(b, []byte("\r\n"), []byte("\n"))
	return bytes.ReplaceAll(b, []byte("\r"), []byte("\n"))
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
	return &ParseError{Line: t.line, Col: t.col, Err: err}
}

// errToken is an error about token t as a whole: it names the token as it
// stands in the file (unless the reason already quotes it whole) and
// points at its first character.
func (r *kgnReader) errToken(t token, err error) error {
	if !strings.Contains(err.Error(), t.text) {
		err = fmt.Errorf("%q: %w", t.text, err)
	}
	return &ParseError{Line: t.line, Col: t.col, Token: t.text, Err: err}
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

// readMoves reads the movetext: move numbers, moves with their glyphs,
// {comments} and ; comments, and an optional result token, which must come
// last. It returns the result token (text "" when absent).
func (r *kgnReader) readMoves(g *Game) (token, error) {
	var end token
	afterNumber := false
	for r.skipSpace(); r.peek() != -1; r.skipSpace() {
		if end.text != "" {
			return end, r.errAt(r.here(), fmt.Errorf("%w: text after the result", ErrSyntax))
		}
		switch r.peek() {
		case '{', ';':
			if err := r.readComment(g); err != nil {
				return end, err
			}
			continue
		case '(', ')':
			return end, r.errAt(r.here(), ErrVariation)
		}
		t := r.here()
		t.text = r.readWhile(func(c rune) bool { return !unicode.IsSpace(c) && !strings.ContainsRune("{;()", c) })
		wasNumber := afterNumber
		afterNumber = false
		switch {
		case t.text == "*" || t.text == "1-0" || t.text == "0-1":
			end = t
		case isEllipsis(t.text) && wasNumber:
		case strings.HasPrefix(t.text, "$") || isSuffixOnly(t.text):
			if err := r.readGlyph(g, t, wasNumber); err != nil {
				return end, err
			}
		default:
			number, err := r.playToken(g, t)
			if err != nil {
				return end, err
			}
			afterNumber = number
		}
	}
	return end, nil
}

// isEllipsis reports whether s is the "..." or "…" that some writers put
// after White's move number as a token of its own ("3. ...").
func isEllipsis(s string) bool {
	return s != "" && strings.Trim(s, ".…") == ""
}

// isSuffixOnly reports whether s consists of '!' and '?' only (a suffix
// written apart from its move).
func isSuffixOnly(s string) bool {
	return s != "" && strings.Trim(s, "!?") == ""
}

// readGlyph attaches a "$N" token, or a suffix standing apart, to the last
// move played; afterNumber tells that a move number came between them.
func (r *kgnReader) readGlyph(g *Game, t token, afterNumber bool) error {
	n, ok := ParseNAGSuffix(t.text)
	if !ok {
		v, err := strconv.Atoi(strings.TrimPrefix(t.text, "$"))
		if err != nil || !strings.HasPrefix(t.text, "$") || v < 0 || v > MaxNAG || t.text[1] == '+' || t.text[1] == '-' {
			return r.errToken(t, fmt.Errorf("%w: an annotation glyph is $0 to $%d", ErrSyntax, MaxNAG))
		}
		n = v
	}
	if g.cur == 0 || afterNumber {
		return r.errToken(t, fmt.Errorf("%w: annotation without its move", ErrSyntax))
	}
	g.notes[g.cur-1].nags = append(g.notes[g.cur-1].nags, n)
	return nil
}

// readComment reads a {…} comment, or a ; comment to the end of the line,
// and keeps it after the last move played (before the first move when
// none is).
func (r *kgnReader) readComment(g *Game) error {
	start := r.here()
	open := r.next()
	stop := byte('}')
	if open == ';' {
		stop = '\n'
	}
	i := strings.IndexByte(r.src[r.off:], stop)
	switch {
	case i < 0 && open == '{':
		return r.errAt(start, fmt.Errorf("%w: '{' comment is not closed", ErrSyntax))
	case i < 0:
		i = len(r.src) - r.off
	}
	text := r.src[r.off : r.off+i]
	for range text {
		r.next()
	}
	if r.peek() == '}' {
		r.next()
	}
	if open == ';' {
		text = cleanComment(text)
	}
	if g.cur == 0 {
		g.intro = append(g.intro, text)
	} else {
		n := &g.notes[g.cur-1]
		n.comments = append(n.comments, text)
	}
	return nil
}

// playToken handles a move number ("3.", "3...", "3…") optionally glued to
// a move ("3.d5", "3…e5"), then plays the move with its suffix ("d5!"). It
// reports whether the token was a move number alone.
func (r *kgnReader) playToken(g *Game, t token) (bool, error) {
	text := t.text
	digits := strings.IndexFunc(text, func(c rune) bool { return c < '0' || c > '9' })
	if digits > 0 && (text[digits] == '.' || strings.HasPrefix(text[digits:], "…")) {
		if n, _ := strconv.Atoi(text[:digits]); n != g.nextMoveNumber() {
			return false, r.errToken(t, fmt.Errorf("%w: move number %s, expected %d", ErrSyntax, text[:digits], g.nextMoveNumber()))
		}
		text = strings.TrimLeft(text[digits:], ".…")
		if text == "" {
			return true, nil
		}
	}
	move := strings.TrimRight(text, "!?")
	var nag int
	if suffix := text[len(move):]; suffix != "" {
		n, ok := ParseNAGSuffix(suffix)
		if !ok {
			return false, r.errToken(t, fmt.Errorf("%w: %q is not an annotation (! ? !! ?? !? ?!)", ErrSyntax, suffix))
		}
		nag = n
	}
	m, err := ParseMove(move)
	if err != nil {
		return false, r.errToken(t, err)
	}
	if err := g.Play(m); err != nil {
		return false, r.errToken(t, err)
	}
	if nag != 0 {
		g.notes[g.cur-1].nags = []int{nag}
	}
	return false, nil
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

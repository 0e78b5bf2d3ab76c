package game

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxKGNSize is the largest .kgn file ParseKGN reads, in bytes. A 12×12
// game has fewer than 144 moves, so 1 MiB leaves ample room for comments.
const MaxKGNSize = 1 << 20

// ParseKGN reads a .kgn game (docs/notation.md) and checks all of it: tags,
// rules profile, board size, every move's legality and the result. Errors
// are *ParseError wrapping ErrFileTooLarge, ErrEmpty, ErrEncoding,
// ErrSyntax (or its kinds ErrMoveNumber, ErrJumpPath, ErrStrayBrace,
// ErrUnclosedComment, ErrTagAfterMoves, ErrResultNotLast, ErrBadGlyph,
// ErrUnclosedVariation, ErrVariationStart, ErrEmptyVariation),
// ErrVariationDepth, ErrUnknownRules, ErrBadSize, ErrBadKFEN,
// ErrIllegalMove or ErrResultMismatch.
//
// Besides what MarshalKGN writes it reads docs/notation.md's PGN habits: a
// byte-order mark, CRLF or CR line ends, White's move numbers "3...", "3.
// ..." and "3…", suffixes "!" "?" "!!" "??" "!?" "?!", glyphs "$0"–"$255",
// ';' comments and "( … )" variations, nested, each checked against the
// rules from the position before the move it replaces.
func ParseKGN(data []byte) (*Game, error) {
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	if len(data) > MaxKGNSize {
		return nil, &ParseError{Err: TooLargeError(len(data))}
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

// TooLargeError is the error about a file of size bytes, more than
// MaxKGNSize: a *FileSizeError, which wraps ErrFileTooLarge.
func TooLargeError(size int) error { return &FileSizeError{Size: size} }

// FileSizeError is the error of a file of Size bytes, more than
// MaxKGNSize. Exact tells that Size is the file's own (its length on
// disk); without it, Size is that of the data read, and MaxKGNSize+1 then
// means only "more" (a reader that stopped there). It wraps
// ErrFileTooLarge.
type FileSizeError struct {
	Size  int
	Exact bool
}

// Error gives the size in MB, or "over 1 MB" when only that is known.
func (e *FileSizeError) Error() string {
	n := "over 1 MB"
	if mb, ok := e.MB(); ok {
		n = strconv.FormatFloat(mb, 'f', -1, 64) + " MB"
	}
	return fmt.Sprintf("%v (%s); a saved game is at most %d MB", ErrFileTooLarge, n, MaxKGNSize>>20)
}

// Unwrap returns ErrFileTooLarge.
func (e *FileSizeError) Unwrap() error { return ErrFileTooLarge }

// MB returns the size in MB of 2^20 bytes (the unit of MaxKGNSize) rounded
// up to a hundredth, so that a file over the limit never reads as the
// limit itself (1,049,000 bytes are 1.01 MB, not 1.00), and true; or false
// when the size is known only to be over MaxKGNSize.
func (e *FileSizeError) MB() (float64, bool) {
	return math.Ceil(float64(e.Size)/(1<<20)*100) / 100, e.Exact || e.Size > MaxKGNSize+1
}

// ResultError is the error of a file whose result, as written (Written:
// the Result tag's value, or the result token after the moves when Tag is
// false), differs from the result of its moves (Moves). It wraps
// ErrResultMismatch.
type ResultError struct {
	Written string
	Tag     bool
	Moves   Result
}

// Error names what the file says and what its moves give.
func (e *ResultError) Error() string {
	if e.Tag {
		return fmt.Sprintf("%v: Result %q but the moves give %q", ErrResultMismatch, e.Written, e.Moves)
	}
	return fmt.Sprintf("%v: %q but the moves give %q", ErrResultMismatch, e.Written, e.Moves)
}

// Unwrap returns ErrResultMismatch.
func (e *ResultError) Unwrap() error { return ErrResultMismatch }

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
	first     Color // the side to move at the game's start
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
			return nil, nil, r.errAt(r.here(), r.orTruncated(fmt.Errorf("%w: tag name expected", ErrSyntax)))
		}
		r.skipInline()
		value, err := r.readQuoted()
		if err != nil {
			return nil, nil, err
		}
		r.skipInline()
		if r.peek() != ']' {
			return nil, nil, r.errAt(r.here(), r.orTruncated(fmt.Errorf("%w: ']' expected after tag %s", ErrSyntax, name)))
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

// orTruncated is err, or ErrTruncated when the reader is at the end of
// the file (what was expected there was cut off).
func (r *kgnReader) orTruncated(err error) error {
	if r.peek() == -1 {
		return ErrTruncated
	}
	return err
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
		return "", r.errAt(r.here(), r.orTruncated(fmt.Errorf("%w: '\"' expected", ErrSyntax)))
	}
	start := r.here()
	r.next()
	var b strings.Builder
	for {
		c := r.peek()
		switch c {
		case -1:
			return "", r.errAt(start, ErrTruncated)
		case '\n':
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
				return nil, r.errAt(pos[i], fmt.Errorf("%w: Size %q (want %d to %d)", ErrBadSize, shortened(t.Value, 20), MinSize, MaxSize))
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
			return nil, r.errAt(pos[sizeAt], fmt.Errorf("%w (Size %d, KFEN %d×%d)", ErrSizeMismatch, size, start.Size(), start.Size()))
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

// kgnLine is a line of moves being read: the main line or a variation.
type kgnLine struct {
	g    *Game
	base int        // plies of the whole game before the line's first move
	num  moveNumber // the move number read last, until its move
	open token      // the '(' that opened a variation
}

// nextMoveNumber returns the number of the move pair the line's next move
// belongs to (MoveNumber); first is the side to move at the game's start.
func (l *kgnLine) nextMoveNumber(first Color) int {
	n, _ := MoveNumber(l.base+l.g.cur, first)
	return n
}

// readMoves reads the movetext: move numbers, moves with their glyphs,
// {comments} and ; comments, ( variations ) nested, and an optional result
// token, which must come last. It returns the result token (text "" when
// absent).
func (r *kgnReader) readMoves(g *Game) (token, error) {
	var end token
	r.first = g.start.SideToMove()
	lines := []*kgnLine{{g: g}} // the main line, then the variations open
	for r.skipSpace(); r.peek() != -1; r.skipSpace() {
		l := lines[len(lines)-1]
		if end.text != "" {
			return end, r.errToken(end, fmt.Errorf("%w: %q ends the game, yet text follows it", ErrResultNotLast, end.text))
		}
		switch {
		case r.peek() == '(':
			v, err := r.openVariation(l)
			if err != nil {
				return end, err
			}
			lines = append(lines, v)
			continue
		case r.peek() == ')' && len(lines) > 1:
			if err := r.closeVariation(l); err != nil {
				return end, err
			}
			lines = lines[:len(lines)-1]
			continue
		}
		if err := r.readPunctuation(l.g); err != errNotPunctuation {
			if err != nil {
				return end, err
			}
			continue
		}
		t := r.here()
		t.text = r.readWhile(func(c rune) bool { return !unicode.IsSpace(c) && !strings.ContainsRune("{};()", c) })
		if isEllipsis(t.text) {
			if err := l.num.addEllipsis(l, t, r); err != nil {
				return end, err
			}
			continue
		}
		if err := l.num.check(l, r); err != nil {
			return end, err
		}
		var err error
		switch {
		case t.text == "*" || t.text == "1-0" || t.text == "0-1":
			end = t
		case strings.HasPrefix(t.text, "$") || isSuffixOnly(t.text):
			err = r.readGlyph(l.g, t, l.num.t.text != "")
		default:
			l.num, err = r.playToken(l, t)
		}
		if err != nil {
			return end, err
		}
	}
	if l := lines[len(lines)-1]; len(lines) > 1 {
		return end, r.errAt(l.open, fmt.Errorf("%w: it runs to the end of the file without ')'", ErrUnclosedVariation))
	}
	return end, lines[0].num.check(lines[0], r)
}

// openVariation reads a '(' and returns the variation it opens, which
// replaces the last move of line l.
func (r *kgnReader) openVariation(l *kgnLine) (*kgnLine, error) {
	t := r.here()
	t.text = "("
	g := l.g
	switch {
	case g.cur == 0:
		return nil, r.errToken(t, fmt.Errorf("%w: no move before it", ErrVariationStart))
	case l.num.t.text != "":
		return nil, r.errToken(t, fmt.Errorf("%w: it follows the move number %q, not a move", ErrVariationStart, l.num.t.text))
	case g.depth >= MaxVariationDepth:
		return nil, r.errToken(t, fmt.Errorf("%w: more than %d levels", ErrVariationDepth, MaxVariationDepth))
	}
	r.next()
	before := g.pos
	before.Unmake(g.moves[g.cur-1])
	v := g.newVariation(before)
	n := &g.notes[g.cur-1]
	n.vars = append(n.vars, v)
	return &kgnLine{g: v, base: l.base + g.cur - 1, open: t}, nil
}

// closeVariation reads the ')' that closes variation l.
func (r *kgnReader) closeVariation(l *kgnLine) error {
	if err := l.num.check(l, r); err != nil {
		return err
	}
	if l.g.cur == 0 {
		return r.errToken(l.open, fmt.Errorf("%w: '(' closed by ')' with no move between", ErrEmptyVariation))
	}
	r.next()
	return nil
}

// errNotPunctuation tells that the next character starts a word.
var errNotPunctuation = errors.New("not punctuation")

// readPunctuation reads what the movetext holds besides words and
// variations: a comment, or a character that is an error there (')'
// outside a variation, '}', '['). It returns errNotPunctuation when the
// next character starts a word.
func (r *kgnReader) readPunctuation(g *Game) error {
	switch r.peek() {
	case '{', ';':
		return r.readComment(g)
	case '}', ')':
		t := r.here()
		t.text = string(r.peek())
		what := map[string]string{"}": "a comment with '{'", ")": "a variation with '('"}[t.text]
		return r.errToken(t, fmt.Errorf("%w: nothing before it opens %s", ErrStrayBrace, what))
	case '[':
		t := r.here()
		rest := r.src[r.off:]
		if i := strings.IndexAny(rest, "]\n"); i >= 0 && rest[i] == ']' {
			t.text = rest[:i+1]
		} else {
			t.text = strings.FieldsFunc(rest, unicode.IsSpace)[0]
		}
		return r.errToken(t, fmt.Errorf("%w: this one follows a comment or a move", ErrTagAfterMoves))
	}
	return errNotPunctuation
}

// moveNumber is a move number read before its move: "3." names Black's
// move of pair 3, "3...", "3…" and "3. ..." White's. t.text is "" when
// there is none.
type moveNumber struct {
	t      token
	n      int
	digits string // n as written
	white  bool
	done   bool // checked already
}

// addEllipsis reads a "..." or "…" token t: after "3." it makes the number
// White's ("3. ..."); anywhere else it is an error.
func (m *moveNumber) addEllipsis(l *kgnLine, t token, r *kgnReader) error {
	if m.t.text == "" || m.white || m.done {
		want := r.nextMoveNumberText(l)
		return r.errNumber(t, want, fmt.Errorf("%w: %q without a move number before it, expected %s", ErrMoveNumber, t.text, want))
	}
	m.white = true
	m.t.text += " " + t.text
	return m.check(l, r)
}

// check compares a move number not yet checked with the number and side
// of the next move of line l.
func (m *moveNumber) check(l *kgnLine, r *kgnReader) error {
	if m.t.text == "" || m.done {
		return nil
	}
	m.done = true
	want := r.nextMoveNumberText(l)
	side := Black
	if m.white {
		side = White
	}
	if toMove := l.g.pos.SideToMove(); m.n != l.nextMoveNumber(r.first) || side != toMove {
		return r.errNumber(m.t, want, fmt.Errorf("%w: %q numbers %s's move %s, expected %s (%s to move)",
			ErrMoveNumber, m.t.text, side, m.digits, want, toMove))
	}
	return nil
}

// errNumber is errToken with the expected move number.
func (r *kgnReader) errNumber(t token, want string, err error) error {
	e := r.errToken(t, err).(*ParseError)
	e.Want = want
	return e
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
			return r.errToken(t, fmt.Errorf("%w: %q, an annotation glyph is $0 to $%d", ErrBadGlyph, t.text, MaxNAG))
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
		return r.errAt(start, fmt.Errorf("%w: it runs to the end of the file without '}'", ErrUnclosedComment))
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
// returns the move number when the token was one alone, not yet checked
// when it is "3." (a "..." may follow).
func (r *kgnReader) playToken(l *kgnLine, t token) (moveNumber, error) {
	text := t.text
	digits := strings.IndexFunc(text, func(c rune) bool { return c < '0' || c > '9' })
	if digits > 0 && (text[digits] == '.' || strings.HasPrefix(text[digits:], "…")) {
		n, _ := strconv.Atoi(text[:digits])
		rest := strings.TrimLeft(text[digits:], ".…")
		dots := text[digits : len(text)-len(rest)]
		num := moveNumber{t: token{text: text[:len(text)-len(rest)], line: t.line, col: t.col}, n: n, digits: text[:digits], white: dots != "."}
		if rest == "" && !num.white {
			return num, nil
		}
		if rest != "" {
			num.t = t // a number glued to its move: name the whole token
		}
		if err := num.check(l, r); err != nil {
			return moveNumber{}, err
		}
		if rest == "" {
			return num, nil
		}
		text = rest
	}
	return moveNumber{}, r.playMove(l, t, text)
}

// playMove plays move text, the part of token t after its move number,
// with its suffix ("d5!"), on line l; look-alike characters are read as
// the notation's (FoldMove).
func (r *kgnReader) playMove(l *kgnLine, t token, text string) error {
	g := l.g
	move := strings.TrimRight(text, "!?")
	var nag int
	if suffix := text[len(move):]; suffix != "" {
		n, ok := ParseNAGSuffix(suffix)
		if !ok {
			return r.errToken(t, fmt.Errorf("%w: %q is not an annotation (! ? !! ?? !? ?!)", ErrSyntax, suffix))
		}
		nag = n
	}
	if strings.Trim(move, "0123456789") == "" && move != "" {
		want := r.nextMoveNumberText(l)
		return r.errNumber(t, want, fmt.Errorf("%w: %q lacks the dot of a move number, expected %s", ErrMoveNumber, t.text, want))
	}
	if strings.ContainsAny(move, "/½") && strings.Trim(move, "0123456789/-½") == "" {
		return r.errToken(t, fmt.Errorf("%w: %q: a game of Kōnane has no draw; the result is 1-0, 0-1 or *", ErrSyntax, t.text))
	}
	if isEllipsis(move) || move == "" {
		want := r.nextMoveNumberText(l)
		return r.errNumber(t, want, fmt.Errorf("%w: %q is not a move number, expected %s", ErrMoveNumber, t.text, want))
	}
	move, err := FoldMove(move)
	if err != nil {
		return r.errToken(t, err)
	}
	m, err := ParseMove(move)
	if err != nil {
		if errors.Is(err, ErrJumpPath) {
			e := r.errToken(t, err).(*ParseError)
			e.Want = JumpPathFromTo(move)
			return e
		}
		return r.errToken(t, err)
	}
	if err := g.Play(m); err != nil {
		return r.errToken(t, err)
	}
	if nag != 0 {
		g.notes[g.cur-1].nags = []int{nag}
	}
	return nil
}

// nextMoveNumberText is the move number of line l's next move as the
// product writes it: "3." before Black's move, "3..." before White's.
func (r *kgnReader) nextMoveNumberText(l *kgnLine) string {
	n := strconv.Itoa(l.nextMoveNumber(r.first))
	if l.g.pos.SideToMove() == White {
		return n + "..."
	}
	return n + "."
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
			return r.errAt(pos[i], &ResultError{Written: t.Value, Tag: true, Moves: want})
		}
	}
	if end.text != "" && end.text != want.String() {
		return r.errAt(end, &ResultError{Written: end.text, Moves: want})
	}
	return nil
}

// shortened returns s, or its first most runes and "…" when it is longer.
func shortened(s string, most int) string {
	for i := range s {
		if most == 0 {
			return s[:i] + "…"
		}
		most--
	}
	return s
}

package netplay

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/konane/konane/game"
)

// Version is the protocol's name and version, the first line each side sends.
const Version = "konane-net 1"

// MaxLine is the longest line the reader accepts, its "\n" included (bytes).
const MaxLine = 4096

// MaxName is the longest player's name, in characters.
const MaxName = 64

// Message is one line of the protocol, parsed: its Type and the fields
// that type uses (docs/network-protocol.md, "Messages").
type Message struct {
	Type    string
	Ply     int               // move, clock, offer-takeback, accept-takeback, resign, flag, resume, catchup
	Move    game.Move         // move
	Moves   []game.Move       // catchup
	Clocks  *[2]time.Duration // move (optional), clock, resume (optional): Black's and White's remaining
	Colour  game.Color        // setup (the joiner's colour), flag (the side whose time ran out)
	Size    int               // setup
	Game    int               // setup, resume: the number of the game in the session, from 1
	Control TimeControl       // setup
	Token   string            // hello, setup: the joiner's session token ("-" for none)
	Name    string            // hello, setup
	MAC     []byte            // auth
	Hash    string            // resume: hash of the moves (16 hex digits)
	End     End               // resume
	Word    string            // refused, bye: the reason's token; ping, pong: the nonce
}

// lineError wraps the error of a line with its text, cut to 80 bytes.
type lineError struct {
	err  error
	line string
}

func (e *lineError) Error() string { return fmt.Sprintf("%v in %q", e.err, e.line) }
func (e *lineError) Unwrap() error { return e.err }

// Reader reads messages from a connection, one line each, never holding
// more than MaxLine bytes of a line.
type Reader struct{ r *bufio.Reader }

// NewReader returns a Reader of r.
func NewReader(r io.Reader) *Reader { return &Reader{bufio.NewReaderSize(r, MaxLine)} }

// ReadMessage reads and parses the next line. Errors: ErrLineTooLong,
// ErrGarbage, ErrUnknownMessage, ErrVersion, or the reader's own (io.EOF
// at a clean end between lines).
func (r *Reader) ReadMessage() (Message, error) {
	line, err := r.r.ReadSlice('\n')
	switch {
	case errors.Is(err, bufio.ErrBufferFull):
		return Message{}, fmt.Errorf("%w: over %d bytes", ErrLineTooLong, MaxLine)
	case err == io.EOF && len(line) > 0:
		return Message{}, fmt.Errorf("%w: %w in the middle of a line", ErrLinkLost, io.ErrUnexpectedEOF)
	case err != nil:
		return Message{}, err
	}
	return ParseMessage(string(line[:len(line)-1]))
}

// ParseMessage parses one line without its "\n"; errors as ReadMessage's.
func ParseMessage(line string) (Message, error) {
	m, err := parse(line)
	if err != nil {
		if len(line) > 80 {
			line = line[:80]
		}
		return Message{}, &lineError{err, line}
	}
	return m, nil
}

// arity gives, per message type, the numbers of words after the type
// (min, max; -1: any number); a type whose last field is a name takes the
// rest of the line as that name.
var arity = map[string][2]int{
	"konane-net": {1, 1}, "auth": {1, 1}, "refused": {1, 1},
	"hello": {2, -1}, "setup": {6, -1}, "resume": {4, 6}, "catchup": {1, -1},
	"move": {2, 4}, "clock": {3, 3}, "offer-takeback": {1, 1}, "accept-takeback": {1, 1},
	"decline-takeback": {0, 0}, "resign": {1, 1}, "over": {2, 2}, "ready": {1, 3},
	"offer-rematch": {0, 0}, "accept-rematch": {0, 0}, "decline-rematch": {0, 0}, "ping": {1, 1}, "pong": {1, 1}, "bye": {0, 1},
}

// parse parses a line; errors as ParseMessage's, without the line.
func parse(line string) (Message, error) {
	if !utf8.ValidString(line) {
		return Message{}, fmt.Errorf("%w: not UTF-8", ErrGarbage)
	}
	for _, r := range line {
		if unicode.IsControl(r) || r == utf8.RuneError || unicode.In(r, unicode.Zl, unicode.Zp) {
			return Message{}, fmt.Errorf("%w: control character %U", ErrGarbage, r)
		}
	}
	typ, rest, _ := strings.Cut(line, " ")
	ar, ok := arity[typ]
	switch {
	case typ == "":
		return Message{}, fmt.Errorf("%w: empty line or leading space", ErrGarbage)
	case !ok:
		return Message{}, fmt.Errorf("%w: %q", ErrUnknownMessage, typ)
	}
	m := Message{Type: typ}
	var words []string
	if rest != "" || strings.HasSuffix(line, " ") {
		words = strings.Split(rest, " ")
	}
	named := typ == "hello" || typ == "setup"
	if named && len(words) >= ar[0] {
		m.Name = strings.Join(words[ar[0]-1:], " ")
		words = words[:ar[0]-1]
		if err := checkName(m.Name); err != nil {
			return Message{}, err
		}
	} else {
		for _, w := range words {
			if w == "" {
				return Message{}, fmt.Errorf("%w: double or trailing space", ErrGarbage)
			}
		}
		if len(words) < ar[0] || ar[1] >= 0 && len(words) > ar[1] {
			return Message{}, fmt.Errorf("%w: %s with %d fields", ErrGarbage, typ, len(words))
		}
	}
	var err error
	num := func(s string, limit int) int {
		n, e := strconv.Atoi(s)
		if e != nil || n < 0 || n > limit || s != strconv.Itoa(n) {
			err = fmt.Errorf("%w: %q is not a number from 0 to %d", ErrGarbage, s, limit)
		}
		return n
	}
	clocks := func(b, w string) *[2]time.Duration {
		return &[2]time.Duration{time.Duration(num(b, maxMillis)) * time.Millisecond,
			time.Duration(num(w, maxMillis)) * time.Millisecond}
	}
	switch typ {
	case "konane-net":
		if words[0] != "1" {
			return Message{}, fmt.Errorf("%w: konane-net %q", ErrVersion, words[0])
		}
	case "auth":
		m.MAC, err = parseHex(words[0], macLen)
	case "refused", "bye":
		if len(words) > 0 {
			m.Word = words[0]
			if !isToken(m.Word) {
				err = fmt.Errorf("%w: reason %q", ErrGarbage, m.Word)
			}
		}
	case "ping", "pong":
		m.Word = words[0]
		if !isToken(m.Word) {
			err = fmt.Errorf("%w: nonce %q", ErrGarbage, m.Word)
		}
	case "hello":
		m.Token = words[0]
		err = checkToken(m.Token)
	case "setup":
		m.Token = words[0]
		if err = checkToken(m.Token); err != nil {
			break
		}
		m.Game = num(words[1], maxGames)
		m.Size = num(words[2], game.MaxSize)
		if err == nil && m.Size < game.MinSize {
			err = fmt.Errorf("%w: size %d", ErrGarbage, m.Size)
		}
		if err == nil {
			m.Colour, err = parseColour(words[3])
		}
		if err == nil {
			m.Control, err = ParseTimeControl(words[4])
		}
	case "resume":
		m.Game = num(words[0], maxGames)
		m.Ply = num(words[1], maxPly)
		m.Hash = words[2]
		if _, e := parseHex(m.Hash, hashLen); e != nil {
			err = e
		}
		if err == nil {
			m.End, err = parseEnd(words[3])
		}
		switch len(words) {
		case 5:
			err = fmt.Errorf("%w: resume with one clock", ErrGarbage)
		case 6:
			m.Clocks = clocks(words[4], words[5])
		}
	case "catchup":
		m.Ply = num(words[0], maxPly)
		if len(words)-1 > maxPly {
			err = fmt.Errorf("%w: %d moves", ErrGarbage, len(words)-1)
		}
		for _, w := range words[1:] {
			mv, e := parseMove(w)
			if e != nil {
				err = e
				break
			}
			m.Moves = append(m.Moves, mv)
		}
	case "move":
		m.Ply = num(words[0], maxPly)
		mv, e := parseMove(words[1])
		m.Move = mv
		if err == nil {
			err = e
		}
		if err == nil {
			switch len(words) {
			case 3:
				err = fmt.Errorf("%w: move with one clock", ErrGarbage)
			case 4:
				m.Clocks = clocks(words[2], words[3])
			}
		}
	case "clock":
		m.Ply = num(words[0], maxPly)
		m.Clocks = clocks(words[1], words[2])
	case "offer-takeback", "accept-takeback", "resign":
		m.Ply = num(words[0], maxPly)
	case "over":
		m.Ply = num(words[0], maxPly)
		if err == nil {
			m.End, err = parseEnd(words[1])
			if err == nil && m.End.Reason == NotOver {
				err = fmt.Errorf("%w: over without an end", ErrGarbage)
			}
		}
	case "ready":
		m.Ply = num(words[0], maxPly)
		switch len(words) {
		case 2:
			err = fmt.Errorf("%w: ready with one clock", ErrGarbage)
		case 3:
			m.Clocks = clocks(words[1], words[2])
		}
	}
	if err != nil {
		return Message{}, err
	}
	return m, nil
}

// Bounds of the numbers of a message.
const (
	maxPly    = 1000              // more than any game has (a 12×12 board has 144 stones)
	maxGames  = 1_000_000         // games in one session
	maxMillis = 100 * 3600 * 1000 // 100 hours, in milliseconds
	macLen    = 32                // bytes of an HMAC-SHA-256
	hashLen   = 8                 // bytes of a resume's hash of the moves
)

// parseMove reads a move as docs/notation.md writes it, and only so:
// the canonical lower-case form.
func parseMove(s string) (game.Move, error) {
	mv, err := game.ParseMove(s)
	if err != nil || mv.String() != s {
		return game.NoMove, fmt.Errorf("%w: %q is not a move as written", ErrGarbage, s)
	}
	return mv, nil
}

func parseColour(s string) (game.Color, error) {
	switch s {
	case "b":
		return game.Black, nil
	case "w":
		return game.White, nil
	}
	return game.Black, fmt.Errorf("%w: colour %q", ErrGarbage, s)
}

func parseHex(s string, n int) ([]byte, error) {
	if len(s) != 2*n {
		return nil, fmt.Errorf("%w: %d hex digits, want %d", ErrGarbage, len(s), 2*n)
	}
	b := make([]byte, n)
	for i := range n {
		hi, lo := hexDigit(s[2*i]), hexDigit(s[2*i+1])
		if hi < 0 || lo < 0 {
			return nil, fmt.Errorf("%w: %q is not lower-case hex", ErrGarbage, s)
		}
		b[i] = byte(hi<<4 | lo)
	}
	return b, nil
}

func hexDigit(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'f':
		return int(c-'a') + 10
	}
	return -1
}

// isToken reports whether s is a word of lower-case letters, digits and
// hyphens, 1 to 32 bytes: a reason or a nonce.
func isToken(s string) bool {
	if len(s) == 0 || len(s) > 32 {
		return false
	}
	for i := range len(s) {
		if c := s[i]; !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// checkToken accepts "-" or a session token: 32 lower-case hex digits.
func checkToken(s string) error {
	if s == "-" {
		return nil
	}
	_, err := parseHex(s, 16)
	return err
}

// checkName accepts a player's name: 1 to MaxName printable characters,
// no space at either end.
func checkName(s string) error {
	n := utf8.RuneCountInString(s)
	if n == 0 || n > MaxName || strings.TrimSpace(s) != s {
		return fmt.Errorf("%w: a name of %d characters or with spaces at an end", ErrGarbage, n)
	}
	for _, r := range s {
		if !unicode.IsPrint(r) && r != ' ' {
			return fmt.Errorf("%w: %U in a name", ErrGarbage, r)
		}
	}
	return nil
}

// String returns the message as its line, without the "\n"; a time below
// zero is written as 0.
func (m Message) String() string {
	w := []string{m.Type}
	ms := func(d time.Duration) string { return strconv.FormatInt(max(d, 0).Milliseconds(), 10) }
	addClocks := func() {
		if m.Clocks != nil {
			w = append(w, ms(m.Clocks[0]), ms(m.Clocks[1]))
		}
	}
	switch m.Type {
	case "konane-net":
		w = append(w, "1")
	case "auth":
		w = append(w, fmt.Sprintf("%x", m.MAC))
	case "refused", "bye", "ping", "pong":
		if m.Word != "" {
			w = append(w, m.Word)
		}
	case "hello":
		w = append(w, m.Token, m.Name)
	case "setup":
		w = append(w, m.Token, strconv.Itoa(m.Game), strconv.Itoa(m.Size), colourWord(m.Colour), m.Control.String(), m.Name)
	case "resume":
		w = append(w, strconv.Itoa(m.Game), strconv.Itoa(m.Ply), m.Hash, m.End.String())
		addClocks()
	case "catchup":
		w = append(w, strconv.Itoa(m.Ply))
		for _, mv := range m.Moves {
			w = append(w, mv.String())
		}
	case "move":
		w = append(w, strconv.Itoa(m.Ply), m.Move.String())
		addClocks()
	case "clock":
		w = append(w, strconv.Itoa(m.Ply))
		addClocks()
	case "offer-takeback", "accept-takeback", "resign":
		w = append(w, strconv.Itoa(m.Ply))
	case "over":
		w = append(w, strconv.Itoa(m.Ply), m.End.String())
	case "ready":
		w = append(w, strconv.Itoa(m.Ply))
		addClocks()
	}
	return strings.Join(w, " ")
}

func colourWord(c game.Color) string { return string(rune(c.Letter() | 0x20)) }

// TimeControl is a game's clock: Base time for each side and Increment
// added after each of its moves. The zero TimeControl is a game without a
// clock.
type TimeControl struct {
	Base, Increment time.Duration
}

// On reports whether the game has a clock.
func (tc TimeControl) On() bool { return tc.Base > 0 }

// String returns the control as a setup writes it: "-" without a clock,
// else minutes "+" seconds of increment, as "5+3".
func (tc TimeControl) String() string {
	if !tc.On() {
		return "-"
	}
	return fmt.Sprintf("%d+%d", tc.Base/time.Minute, tc.Increment/time.Second)
}

// ParseTimeControl reads "-" or "M+S": M minutes (1 to 600) and an
// increment of S seconds (0 to 600). Errors wrap ErrGarbage.
func ParseTimeControl(s string) (TimeControl, error) {
	if s == "-" {
		return TimeControl{}, nil
	}
	a, b, ok := strings.Cut(s, "+")
	mn, e1 := strconv.Atoi(a)
	sc, e2 := strconv.Atoi(b)
	if !ok || e1 != nil || e2 != nil || mn < 1 || mn > 600 || sc < 0 || sc > 600 || a != strconv.Itoa(mn) || b != strconv.Itoa(sc) {
		return TimeControl{}, fmt.Errorf("%w: clock %q", ErrGarbage, s)
	}
	return TimeControl{time.Duration(mn) * time.Minute, time.Duration(sc) * time.Second}, nil
}

// Reason tells how a game ended.
type Reason uint8

// The ways a network game ends.
const (
	NotOver  Reason = iota // the game goes on
	NoMoves                // the side to move had no legal move (docs/rules.md, rule 6)
	Resigned               // the loser resigned
	OnTime                 // the loser's time ran out
)

// End is how a game ended: the Reason and the Loser (for Resigned and
// OnTime; for NoMoves the position tells it).
type End struct {
	Reason Reason
	Loser  game.Color
}

// String returns the form of resume and over: "-", "nomoves-b",
// "resigned-b", "time-w".
func (e End) String() string {
	switch e.Reason {
	case NoMoves:
		return "nomoves-" + colourWord(e.Loser)
	case Resigned:
		return "resigned-" + colourWord(e.Loser)
	case OnTime:
		return "time-" + colourWord(e.Loser)
	}
	return "-"
}

func parseEnd(s string) (End, error) {
	if s == "-" {
		return End{}, nil
	}
	kind, c, _ := strings.Cut(s, "-")
	col, err := parseColour(c)
	switch {
	case err != nil:
	case kind == "nomoves":
		return End{NoMoves, col}, nil
	case kind == "resigned":
		return End{Resigned, col}, nil
	case kind == "time":
		return End{OnTime, col}, nil
	}
	return End{}, fmt.Errorf("%w: end %q", ErrGarbage, s)
}

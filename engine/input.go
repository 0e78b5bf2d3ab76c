package engine

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxLine is the longest command line read, in bytes. A longer command line
// is answered "? line too long" once and skipped; a longer blank or
// comment line is skipped unanswered, as a short one is.
const maxLine = 64 << 10

// bom is the UTF-8 byte-order mark that a script saved by a Windows editor
// starts with.
var bom = []byte("\ufeff")

// line is one command line of the input, or the error that ended the input
// (io.EOF at the end). tooLong marks a command line longer than maxLine, of
// which text holds the first maxLine+1 bytes.
type line struct {
	text    string
	tooLong bool
	err     error
}

// isQuit reports whether l is the command quit (with or without an id):
// read while another command runs, it stops that command.
func (l line) isQuit() bool {
	if l.err != nil || l.tooLong {
		return false
	}
	_, rest := splitID(preprocess(l.text))
	return rest == "quit"
}

// readLines sends the command lines of in, then one line carrying the
// error that ended it, until done is closed. Blank and comment lines are
// dropped here, whatever their length. A UTF-8 byte-order mark before the
// first line is dropped, as in saved games (docs/notation.md).
func readLines(in io.Reader, done <-chan struct{}) <-chan line {
	ch := make(chan line)
	go func() {
		r := bufio.NewReaderSize(in, 4096)
		for first := true; ; first = false {
			l, blank := readLine(r, first)
			if blank {
				continue
			}
			select {
			case ch <- l:
			case <-done:
				return
			}
			if l.err != nil {
				return
			}
		}
	}()
	return ch
}

// readLine reads one line without its "\n" and reports whether it is blank
// or a comment (no answer). It keeps at most maxLine+1 bytes; the rest is
// only scanned for a command before '#'. A last line without "\n" counts;
// the next call reports io.EOF. first drops a byte-order mark.
func readLine(r *bufio.Reader, first bool) (l line, blank bool) {
	var b []byte
	var sc commandScan
	n, read := 0, 0
	for {
		chunk, err := r.ReadSlice('\n')
		read += len(chunk)
		if first && n == 0 {
			chunk = bytes.TrimPrefix(chunk, bom)
		}
		text := bytes.TrimSuffix(chunk, []byte("\n"))
		n += len(text)
		sc.feed(text)
		if keep := maxLine + 1 - len(b); keep > 0 {
			b = append(b, text[:min(keep, len(text))]...)
		}
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case err == nil, errors.Is(err, io.EOF) && n > 0:
			if !sc.end() {
				return line{}, true
			}
			return line{text: string(b), tooLong: n > maxLine}, false
		case errors.Is(err, io.EOF) && read > 0:
			return line{}, true // only a byte-order mark
		default:
			return line{err: err}, false
		}
	}
}

// commandScan decides, a piece at a time, whether a line holds a command:
// a character before the first '#' that preprocess keeps and TrimSpace does
// not trim (so it agrees with preprocess(line) != ""), without keeping the
// line. carry holds the start of a character split between pieces.
type commandScan struct {
	carry   []byte
	done    bool // a '#' or a command character was seen
	command bool
}

// feed scans the next piece of the line.
func (c *commandScan) feed(p []byte) {
	if c.done {
		return
	}
	if len(c.carry) > 0 {
		p = append(c.carry, p...)
		c.carry = nil
	}
	for len(p) > 0 {
		if p[0] == '#' {
			c.done = true
			return
		}
		if !utf8.FullRune(p) {
			c.carry = append([]byte(nil), p...)
			return
		}
		r, size := utf8.DecodeRune(p)
		p = p[size:]
		if r < 32 || r == 127 || unicode.IsSpace(r) {
			continue // dropped by preprocess, or trimmed
		}
		c.done, c.command = true, true
		return
	}
}

// end reports, at the end of the line, whether it holds a command. An
// incomplete character left over is invalid UTF-8, which is no space.
func (c *commandScan) end() bool {
	return c.command || (!c.done && len(c.carry) > 0)
}

// tooLongID returns the id that starts the kept part of an over-long line,
// or "" when there is none or the kept part ends inside it.
func tooLongID(kept string) string {
	t, cut := clean(kept)
	t = strings.TrimLeftFunc(t, unicode.IsSpace)
	first, _, spaced := strings.Cut(t, " ")
	if first == "" || !(spaced || cut) || strings.Trim(first, "0123456789") != "" {
		return ""
	}
	return first
}

// preprocess applies GTP's rules to a raw line: control characters other
// than tab are removed, tabs become spaces, a '#' starts a comment that
// runs to the end of the line, and surrounding spaces are dropped.
func preprocess(raw string) string {
	t, _ := clean(raw)
	return strings.TrimSpace(t)
}

// clean is preprocess without the trimming; cut reports a comment cut off.
func clean(raw string) (text string, cut bool) {
	if i := strings.IndexByte(raw, '#'); i >= 0 {
		raw, cut = raw[:i], true
	}
	// Byte by byte, not rune by rune: every control character is ASCII, and
	// the other bytes pass as they are, so that a file name that is not
	// UTF-8 (a byte 0xFF) reaches the file system unchanged. strings.Map
	// turned each such byte into U+FFFD, another name.
	var b strings.Builder
	b.Grow(len(raw))
	for i := 0; i < len(raw); i++ {
		switch c := raw[i]; {
		case c == '\t':
			b.WriteByte(' ')
		case c < 32 || c == 127: // dropped
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), cut
}

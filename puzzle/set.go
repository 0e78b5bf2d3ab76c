package puzzle

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/konane/konane/game"
	"github.com/konane/konane/puzzle/glicko"
)

// The set file holds one puzzle a line, UTF-8, its eight fields separated
// by tabs:
//
//	ID  RATING  RD  VOL  WINNERS  THEMES  KFEN  LINE
//
// RATING, RD and VOL are the puzzle's Glicko-2 rating (decimal numbers,
// written in their shortest exact form); WINNERS the number of winning
// first moves; THEMES comma-separated, or "-" for none; LINE the main
// line's moves as in .kgn, separated by single spaces. Lines starting
// with '#' are comments; empty lines are skipped.

// setHeader is the comment line WriteSet writes first.
const setHeader = "# Kōnane puzzles: ID\tRATING\tRD\tVOL\tWINNERS\tTHEMES\tKFEN\tLINE\n"

// maxSetLine bounds a line of a set file, in bytes.
const maxSetLine = 64 << 10

// ErrBadSet is wrapped by every error of ReadSet on a line it refuses.
var ErrBadSet = errors.New("bad puzzle")

// SetError is an error of ReadSet at one line of the set file.
type SetError struct {
	Line int   // 1-based line number
	Err  error // what is wrong; wraps ErrBadSet unless it is a read error
}

func (e *SetError) Error() string { return fmt.Sprintf("puzzle set: line %d: %v", e.Line, e.Err) }

func (e *SetError) Unwrap() error { return e.Err }

// ReadSet reads a set file. Each puzzle is checked: its fields parse, its
// ID is IDOf its position, no ID repeats, WINNERS is from 1 to the number
// of legal moves and LINE is non-empty and legal from KFEN. Errors are
// *SetError. A puzzle without themes has nil Themes; an empty set gives
// nil.
func ReadSet(r io.Reader) ([]Puzzle, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), maxSetLine)
	var ps []Puzzle
	seen := make(map[string]int)
	n := 0
	for sc.Scan() {
		n++
		text := sc.Text()
		if text == "" || text[0] == '#' {
			continue
		}
		p, err := parsePuzzle(text)
		if err != nil {
			return nil, &SetError{Line: n, Err: fmt.Errorf("%w: %w", ErrBadSet, err)}
		}
		if first, ok := seen[p.ID]; ok {
			return nil, &SetError{Line: n, Err: fmt.Errorf("%w: ID %s repeats line %d", ErrBadSet, p.ID, first)}
		}
		seen[p.ID] = n
		ps = append(ps, p)
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			err = fmt.Errorf("%w: line longer than %d bytes", ErrBadSet, maxSetLine)
		}
		return nil, &SetError{Line: n + 1, Err: err}
	}
	return ps, nil
}

// parsePuzzle reads one line of a set file.
func parsePuzzle(text string) (Puzzle, error) {
	f := strings.Split(text, "\t")
	if len(f) != 8 {
		return Puzzle{}, fmt.Errorf("%d tab-separated fields, want 8", len(f))
	}
	var p Puzzle
	var err error
	p.ID = f[0]
	if p.Rating, err = parseRating(f[1], f[2], f[3]); err != nil {
		return Puzzle{}, err
	}
	w, err := strconv.Atoi(f[4])
	if err != nil || strconv.Itoa(w) != f[4] {
		return Puzzle{}, fmt.Errorf("winners %q is not a number", f[4])
	}
	p.Winners = w
	if p.Themes, err = parseThemes(f[5]); err != nil {
		return Puzzle{}, err
	}
	pos, err := game.ParseKFEN(f[6])
	if err != nil {
		return Puzzle{}, fmt.Errorf("KFEN: %w", err)
	}
	p.KFEN = pos.KFEN()
	if p.KFEN != f[6] {
		return Puzzle{}, fmt.Errorf("KFEN %q is not in its canonical form %q", f[6], p.KFEN)
	}
	if id := IDOf(pos); p.ID != id {
		return Puzzle{}, fmt.Errorf("ID %q, the position's is %s", p.ID, id)
	}
	if legal := pos.CountMoves(); w < 1 || w > legal {
		return Puzzle{}, fmt.Errorf("%d winners of %d legal moves", w, legal)
	}
	if p.Line, err = parseLine(pos, f[7]); err != nil {
		return Puzzle{}, err
	}
	return p, nil
}

func parseRating(r, rd, vol string) (glicko.Rating, error) {
	var g glicko.Rating
	for _, x := range []struct {
		name, text string
		v          *float64
		positive   bool
	}{{"rating", r, &g.R, false}, {"RD", rd, &g.RD, true}, {"volatility", vol, &g.Vol, true}} {
		v, err := strconv.ParseFloat(x.text, 64)
		if err != nil || math.IsInf(v, 0) || math.IsNaN(v) || formatFloat(v) != x.text {
			return g, fmt.Errorf("%s %q is not a number in its shortest form", x.name, x.text)
		}
		if x.positive && v <= 0 {
			return g, fmt.Errorf("%s %s is not above 0", x.name, x.text)
		}
		*x.v = v
	}
	return g, nil
}

func formatFloat(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

func parseThemes(text string) ([]Theme, error) {
	if text == "-" {
		return nil, nil
	}
	var ts []Theme
	for _, t := range strings.Split(text, ",") {
		if t == "" || t == "-" || strings.Trim(t, "abcdefghijklmnopqrstuvwxyz0123456789") != "" {
			return nil, fmt.Errorf("theme %q is not lower-case letters and digits", t)
		}
		ts = append(ts, Theme(t))
	}
	return ts, nil
}

func parseLine(pos game.Position, text string) ([]game.Move, error) {
	if text == "" {
		return nil, errors.New("the line is empty")
	}
	var line []game.Move
	for i, t := range strings.Split(text, " ") {
		m, err := game.ParseMove(t)
		if err != nil {
			return nil, fmt.Errorf("move %d of the line: %w", i+1, err)
		}
		if m.String() != t {
			return nil, fmt.Errorf("move %d of the line: %q is not written %s", i+1, t, m)
		}
		if err := pos.Play(m); err != nil {
			return nil, fmt.Errorf("move %d of the line: %w", i+1, err)
		}
		line = append(line, m)
	}
	return line, nil
}

// WriteSet writes ps as a set file, a comment line of the fields first.
// ReadSet reads back ps (themes as written, no themes as nil), and
// writing what it read gives the same bytes. It does not check ps.
func WriteSet(w io.Writer, ps []Puzzle) error {
	bw := bufio.NewWriter(w)
	bw.WriteString(setHeader)
	for _, p := range ps {
		themes := "-"
		if len(p.Themes) > 0 {
			ts := make([]string, len(p.Themes))
			for i, t := range p.Themes {
				ts[i] = string(t)
			}
			themes = strings.Join(ts, ",")
		}
		fmt.Fprintf(bw, "%s\t%s\t%s\t%s\t%d\t%s\t%s\t%s\n", p.ID,
			formatFloat(p.Rating.R), formatFloat(p.Rating.RD), formatFloat(p.Rating.Vol),
			p.Winners, themes, p.KFEN, game.MovesText(p.Line))
	}
	return bw.Flush()
}

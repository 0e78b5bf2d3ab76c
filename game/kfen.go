package game

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// KFEN returns the position in KFEN (docs/notation.md): ranks from n down to 1
// separated by '/', 'B' and 'W' for stones, decimal run lengths for empty
// squares, then a space and the side to move, 'b' or 'w'.
func (p *Position) KFEN() string {
	var b strings.Builder
	n := int(p.n)
	for r := n - 1; r >= 0; r-- {
		run := 0
		for f := 0; f < n; f++ {
			c, ok := p.At(SquareAt(f, r))
			if !ok {
				run++
				continue
			}
			if run > 0 {
				b.WriteString(strconv.Itoa(run))
				run = 0
			}
			b.WriteByte("BW"[c])
		}
		if run > 0 {
			b.WriteString(strconv.Itoa(run))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	b.WriteByte(' ')
	b.WriteByte(p.side.Letter())
	return b.String()
}

// ParseKFEN reads a position in KFEN: n ranks of n squares. The phase
// follows from the board (docs/notation.md): full, Black removes; one empty
// square with White to move, White removes; else jumps. Errors are
// *KFENError (ErrBadKFEN, ErrBadSize); Setup.Check says if play reaches it.
func ParseKFEN(text string) (Position, error) {
	p, err := parseKFENBoard(text)
	if err != nil {
		return Position{}, err
	}
	n := int(p.n)
	stones := p.Count(Black) + p.Count(White)
	switch {
	case stones == n*n && p.side == White:
		return Position{}, &KFENError{Err: ErrBadKFEN, Fault: KFENFullWhite}
	case stones == n*n:
		p.phase = BlackRemoves
	case stones == n*n-1 && p.side == White:
		p.phase = WhiteRemoves
	default:
		p.phase = Jumps
	}
	p.hash = p.computeHash()
	return p, nil
}

// KFENFault is what is wrong with a KFEN text (KFENError.Fault).
type KFENFault uint8

// The faults of a KFEN text.
const (
	KFENFields    KFENFault = iota + 1 // not two fields; Got is how many
	KFENRanks                          // Got ranks, outside 4–12 (ErrBadSize); Got is MaxSize+1 for any more
	KFENRankLong                       // rank Rank has more than Want squares
	KFENRankShort                      // rank Rank covers Got squares, not Want
	KFENChar                           // Text, not B, W or a digit, in rank Rank
	KFENSide                           // Text, the side to move, is not b or w
	KFENFullWhite                      // a full board with White to move (ParseKFEN)
)

// KFENError says what is wrong with a KFEN text. Err is ErrBadKFEN, or
// ErrBadSize for KFENRanks; Rank counts from 1 (rank 1), 0 for none; Text
// is the character or side at fault; Got and Want are counts as Fault says.
type KFENError struct {
	Err       error
	Fault     KFENFault
	Rank      int
	Text      string
	Got, Want int
}

// Error returns the kind, a colon and the fault in English.
func (e *KFENError) Error() string {
	var what string
	switch e.Fault {
	case KFENFields:
		what = fmt.Sprintf("want \"<ranks> <side>\", got %d fields", e.Got)
	case KFENRanks:
		if e.Got > MaxSize {
			what = fmt.Sprintf("more than %d ranks (want %d to %d)", MaxSize, MinSize, MaxSize)
		} else {
			what = fmt.Sprintf("%d ranks (want %d to %d)", e.Got, MinSize, MaxSize)
		}
	case KFENRankLong:
		what = fmt.Sprintf("rank %d has more than %d squares", e.Rank, e.Want)
	case KFENRankShort:
		what = fmt.Sprintf("rank %d covers %d squares, want %d", e.Rank, e.Got, e.Want)
	case KFENChar:
		c, _ := utf8.DecodeRuneInString(e.Text)
		what = fmt.Sprintf("unexpected %q in rank %d", c, e.Rank)
	case KFENSide:
		what = fmt.Sprintf("side to move %q (want b or w)", e.Text)
	case KFENFullWhite:
		what = "a full board has Black to move"
	}
	return e.Err.Error() + ": " + what
}

// Unwrap returns ErrBadKFEN or ErrBadSize, for errors.Is.
func (e *KFENError) Unwrap() error { return e.Err }

// parseKFENBoard reads the stones and the side to move of a KFEN; the
// phase and the hash are left to the caller.
func parseKFENBoard(text string) (Position, error) {
	fields := strings.Fields(text)
	if len(fields) != 2 {
		return Position{}, &KFENError{Err: ErrBadKFEN, Fault: KFENFields, Got: len(fields)}
	}
	ranks := strings.SplitN(fields[0], "/", MaxSize+1)
	n := len(ranks)
	if n < MinSize || n > MaxSize {
		return Position{}, &KFENError{Err: ErrBadSize, Fault: KFENRanks, Got: n}
	}
	p := Position{n: uint8(n)}
	for i, rank := range ranks {
		if err := p.parseRank(rank, n-1-i); err != nil {
			return Position{}, err
		}
	}
	switch fields[1] {
	case "b":
		p.side = Black
	case "w":
		p.side = White
	default:
		return Position{}, &KFENError{Err: ErrBadKFEN, Fault: KFENSide, Text: fields[1]}
	}
	return p, nil
}

// parseRank reads rank r (from 0) of an n-rank KFEN: its stones go on p;
// more squares than n (a run of digits too long included) is KFENRankLong.
func (p *Position) parseRank(rank string, r int) error {
	n := int(p.n)
	long := &KFENError{Err: ErrBadKFEN, Fault: KFENRankLong, Rank: r + 1, Want: n}
	f := 0
	for i := 0; i < len(rank); {
		c := rank[i]
		switch {
		case c == 'B' || c == 'W':
			if f >= n {
				return long
			}
			p.set(Color(strings.IndexByte("BW", c)), SquareAt(f, r))
			f++
			i++
		case c >= '1' && c <= '9':
			j := i + 1
			for j < len(rank) && rank[j] >= '0' && rank[j] <= '9' {
				j++
			}
			run, err := strconv.Atoi(rank[i:j])
			if err != nil || run > n-f {
				return long
			}
			f += run
			i = j
		default:
			ch, _ := utf8.DecodeRuneInString(rank[i:])
			if ch == utf8.RuneError {
				ch = rune(c)
			}
			return &KFENError{Err: ErrBadKFEN, Fault: KFENChar, Rank: r + 1, Text: string(ch)}
		}
	}
	if f != n {
		return &KFENError{Err: ErrBadKFEN, Fault: KFENRankShort, Rank: r + 1, Got: f, Want: n}
	}
	return nil
}

package game

import (
	"fmt"
	"strconv"
	"strings"
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

// ParseKFEN reads a position in KFEN. The size is the number of ranks, each
// of exactly that many squares. The phase follows from the board
// (docs/notation.md): full means Black removes (Black to move); one empty square
// with White to move means White removes; else jumps. Errors wrap
// ErrBadKFEN, ErrBadSize.
func ParseKFEN(text string) (Position, error) {
	fields := strings.Fields(text)
	if len(fields) != 2 {
		return Position{}, fmt.Errorf("%w: want \"<ranks> <side>\", got %d fields", ErrBadKFEN, len(fields))
	}
	ranks := strings.Split(fields[0], "/")
	n := len(ranks)
	if n < MinSize || n > MaxSize {
		return Position{}, fmt.Errorf("%w: %d ranks (want %d to %d)", ErrBadSize, n, MinSize, MaxSize)
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
		return Position{}, fmt.Errorf("%w: side to move %q (want b or w)", ErrBadKFEN, fields[1])
	}
	stones := p.Count(Black) + p.Count(White)
	switch {
	case stones == n*n && p.side == White:
		return Position{}, fmt.Errorf("%w: a full board has Black to move", ErrBadKFEN)
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

func (p *Position) parseRank(rank string, r int) error {
	n := int(p.n)
	f := 0
	for i := 0; i < len(rank); {
		c := rank[i]
		switch {
		case c == 'B' || c == 'W':
			if f >= n {
				return fmt.Errorf("%w: rank %d has more than %d squares", ErrBadKFEN, r+1, n)
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
			if err != nil || f+run > n {
				return fmt.Errorf("%w: rank %d has more than %d squares", ErrBadKFEN, r+1, n)
			}
			f += run
			i = j
		default:
			return fmt.Errorf("%w: unexpected %q in rank %d", ErrBadKFEN, c, r+1)
		}
	}
	if f != n {
		return fmt.Errorf("%w: rank %d covers %d squares, want %d", ErrBadKFEN, r+1, f, n)
	}
	return nil
}

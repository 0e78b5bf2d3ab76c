package game

import (
	"fmt"
	"strings"
)

// Move is one ply packed in 32 bits: bits 0–7 the start square, bits 8–15
// the landing square, bit 16 set for a removal, bit 17 set for a jump. A
// removal has From == To. The zero value is NoMove.
type Move uint32

const (
	moveRemoval Move = 1 << 16
	moveJump    Move = 1 << 17
)

// NoMove is the zero Move; it is returned when there is no move to make.
const NoMove Move = 0

// Removal returns the opening move that removes the stone on s.
func Removal(s Square) Move { return moveRemoval | Move(s)<<8 | Move(s) }

// Jump returns the move that jumps the stone on from to to in a straight
// line. It does not check legality.
func Jump(from, to Square) Move { return moveJump | Move(to)<<8 | Move(from) }

// From returns the start square (the removed square for a removal).
func (m Move) From() Square { return Square(m & 0xFF) }

// To returns the landing square (the removed square for a removal).
func (m Move) To() Square { return Square(m >> 8 & 0xFF) }

// IsRemoval reports whether m is one of the two opening removals.
func (m Move) IsRemoval() bool { return m&moveRemoval != 0 }

// IsJump reports whether m is a jump (single or multi).
func (m Move) IsJump() bool { return m&moveJump != 0 }

// Direction returns the unit step of a jump as (file, rank) deltas, each in
// {-1, 0, 1}; (0, 0) for a removal or a move that is not straight.
func (m Move) Direction() (df, dr int) {
	if !m.IsJump() {
		return 0, 0
	}
	f := m.To().File() - m.From().File()
	r := m.To().Rank() - m.From().Rank()
	if f != 0 && r != 0 {
		return 0, 0
	}
	return sign(f), sign(r)
}

// Length returns the number of stones a jump captures (1 for a single jump),
// 0 for a removal or a malformed jump.
func (m Move) Length() int {
	if !m.IsJump() {
		return 0
	}
	d := abs(m.To().File()-m.From().File()) + abs(m.To().Rank()-m.From().Rank())
	return d / 2
}

// Captured appends to dst the squares of the stones a jump removes, in order
// from the start square, and returns the extended slice. A removal appends
// its own square.
func (m Move) Captured(dst []Square) []Square {
	if m.IsRemoval() {
		return append(dst, m.From())
	}
	df, dr := m.Direction()
	s := m.From()
	for i := 0; i < m.Length(); i++ {
		c := SquareAt(s.File()+df, s.Rank()+dr)
		dst = append(dst, c)
		s = SquareAt(c.File()+df, c.Rank()+dr)
	}
	return dst
}

// String returns the canonical notation of docs/notation.md: "d5" for a removal,
// "d3-d5" for a jump, "-" for NoMove.
func (m Move) String() string {
	switch {
	case m.IsRemoval():
		return m.From().String()
	case m.IsJump():
		return m.From().String() + "-" + m.To().String()
	}
	return "-"
}

// MovesText returns ms in canonical notation separated by single spaces
// ("d3-d5 f5-d5"), as principal variations are written; "" for none.
func MovesText(ms []Move) string {
	var b strings.Builder
	for i, m := range ms {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(m.String())
	}
	return b.String()
}

// ParseMove reads a move in docs/notation.md's notation: a square for a removal,
// "from-to" for a jump (upper case and "x" for "-" accepted). A jump must
// be straight over an even distance of at least two squares; legality is
// not checked. Errors wrap ErrSyntax.
func ParseMove(text string) (Move, error) {
	t := strings.TrimSpace(text)
	i := strings.IndexAny(t, "-xX")
	if i < 0 {
		s, err := ParseSquare(t)
		if err != nil {
			return NoMove, err
		}
		return Removal(s), nil
	}
	if want := JumpPathFromTo(t); want != "" {
		return NoMove, fmt.Errorf("%w: %q lists the landings of a multi-jump: write %s (from-to), the landings between are implied", ErrJumpPath, text, want)
	}
	if strings.ContainsAny(t[i+1:], "-xX") {
		return NoMove, fmt.Errorf("%w: %q is not a move: a jump is written from-to, along one straight line", ErrSyntax, text)
	}
	from, problem := parseSquare(t[:i])
	if t[:i] == "" {
		problem = "the starting square is missing"
	}
	if problem != "" {
		return NoMove, fmt.Errorf("%w: %q is not a move: %s", ErrSyntax, text, problem)
	}
	to, problem := parseSquare(t[i+1:])
	if t[i+1:] == "" {
		problem = "the landing square is missing"
	}
	if problem != "" {
		return NoMove, fmt.Errorf("%w: %q is not a move: %s", ErrSyntax, text, problem)
	}
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	if df != 0 && dr != 0 {
		return NoMove, fmt.Errorf("%w: jump %q is not along a rank or file", ErrSyntax, text)
	}
	if df == 0 && dr == 0 {
		return NoMove, fmt.Errorf("%w: jump %q ends where it starts", ErrSyntax, text)
	}
	if d := abs(df + dr); d%2 != 0 {
		return NoMove, fmt.Errorf("%w: jump %q does not cover an even number of squares", ErrSyntax, text)
	}
	return Jump(from, to), nil
}

// JumpPathFromTo returns the from-to form ("b5-f5") of a jump written
// with its landings, draughts-style ("b5-d5-f5", "B5xD5xF5"), or "" when
// text is not three or more squares joined by '-' or 'x' along one
// straight line, each two squares from the one before.
func JumpPathFromTo(text string) string {
	lower := strings.ToLower(text)
	parts := strings.FieldsFunc(lower, func(c rune) bool { return c == '-' || c == 'x' })
	if len(parts) < 3 || strings.Count(lower, "-")+strings.Count(lower, "x") != len(parts)-1 {
		return ""
	}
	var prev Square
	df0, dr0 := 0, 0
	for i, p := range parts {
		s, err := ParseSquare(p)
		if err != nil {
			return ""
		}
		if i > 0 {
			df, dr := s.File()-prev.File(), s.Rank()-prev.Rank()
			if abs(df)+abs(dr) != 2 || df*dr != 0 || (i > 1 && (df != df0 || dr != dr0)) {
				return ""
			}
			df0, dr0 = df, dr
		}
		prev = s
	}
	return parts[0] + "-" + parts[len(parts)-1]
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

package game

import (
	"fmt"
	"strconv"
)

// Board size limits of profile konane/1 (docs/rules.md, "Board").
const (
	MinSize     = 4
	MaxSize     = 12
	DefaultSize = 8
)

// Square names a square independently of the board's size: the high nibble
// is the rank from 0 (rank 1), the low nibble the file from 0 (file a), so
// a1 = 0x00, b1 = 0x01, a2 = 0x10, l12 = 0xBB. Position.Contains tells
// whether it lies on a board.
type Square uint8

// NoSquare is the zero-information square value returned on errors.
const NoSquare Square = 0xFF

// SquareAt returns the square on file (0 = a) and rank index (0 = rank 1).
func SquareAt(file, rank int) Square { return Square(rank<<4 | file) }

// File returns the file index, 0 for file a.
func (s Square) File() int { return int(s & 15) }

// Rank returns the rank index, 0 for rank 1.
func (s Square) Rank() int { return int(s >> 4) }

// Row returns the row on an n×n board counted from 0 at the top, the
// coordinate docs/rules.md uses for the colouring rule.
func (s Square) Row(n int) int { return n - 1 - s.Rank() }

// String returns the square in lower-case algebraic form, e.g. "d5".
func (s Square) String() string {
	if s == NoSquare || s.File() >= MaxSize || s.Rank() >= MaxSize {
		return "-"
	}
	return string(rune('a'+s.File())) + strconv.Itoa(s.Rank()+1)
}

// ParseSquare reads a square such as "d5" or "D5" (files a–l, ranks 1–12).
// It does not know the board size; an error wraps ErrSyntax and says in
// one sentence what is wrong with text.
func ParseSquare(text string) (Square, error) {
	s, problem := parseSquare(text)
	if problem != "" {
		return NoSquare, fmt.Errorf("%w: %s", ErrSyntax, problem)
	}
	return s, nil
}

// parseSquare is ParseSquare with the problem, if any, in English
// ("" when text is a square).
func parseSquare(text string) (Square, string) {
	if text == "" {
		return NoSquare, "a square is missing"
	}
	if len(text) < 2 || len(text) > 3 {
		return NoSquare, fmt.Sprintf("%q is not a square (a letter a to l, then a number 1 to 12)", text)
	}
	f := lower(text[0])
	if f < 'a' || f >= 'a'+MaxSize {
		return NoSquare, fmt.Sprintf("%q is not a square: its file must be a letter a to l", text)
	}
	if text[1] < '1' || text[1] > '9' {
		return NoSquare, fmt.Sprintf("%q is not a square: its rank must be a number 1 to 12", text)
	}
	r, err := strconv.Atoi(text[1:])
	if err != nil || r < 1 || r > MaxSize {
		return NoSquare, fmt.Sprintf("%q is not a square: its rank must be a number 1 to 12", text)
	}
	return SquareAt(int(f-'a'), r-1), ""
}

func lower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// Color is the colour of a stone or of a side: Black or White.
type Color uint8

// The two colours. Black moves first (docs/rules.md, "Opening").
const (
	Black Color = 0
	White Color = 1
)

// Other returns the opposing colour.
func (c Color) Other() Color { return c ^ 1 }

// String returns "Black" or "White".
func (c Color) String() string {
	if c == Black {
		return "Black"
	}
	return "White"
}

// Letter returns the KFEN letter of the side: 'b' or 'w'.
func (c Color) Letter() byte { return "bw"[c&1] }

// ParseColor reads "b"/"black" or "w"/"white" in any case.
func ParseColor(text string) (Color, error) {
	switch text {
	case "b", "B", "black", "Black", "BLACK":
		return Black, nil
	case "w", "W", "white", "White", "WHITE":
		return White, nil
	}
	return Black, fmt.Errorf("%w: bad colour %q", ErrSyntax, text)
}

// HomeColor returns the colour of the stone that stands on s in the starting
// position of an n×n board: Black where row+column is even, counting from 0
// at the top-left (docs/rules.md, "Board").
func HomeColor(s Square, n int) Color {
	return Color((s.Row(n) + s.File()) & 1)
}

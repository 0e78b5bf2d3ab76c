package game

import (
	"errors"
	"fmt"
	"strings"
)

// Kinds of position the rules cannot have (Setup.Check). Each is the Err
// of a *SetupError; ParseSetup's errors wrap ErrBadKFEN or ErrBadSize.
var (
	// ErrStoneColour: a stone on a square where the other colour starts
	// (docs/rules.md, "Board"); a jump keeps a stone on its own colour.
	ErrStoneColour = errors.New("a stone stands on a square of the other colour")
	// ErrFirstRemoval: the one Black stone missing in the opening is not
	// on a corner or the centre (rules 1).
	ErrFirstRemoval = errors.New("the first removal is not on a corner or the centre")
	// ErrSecondRemoval: the one White stone missing after the removals is
	// not next to the square Black emptied (rule 2).
	ErrSecondRemoval = errors.New("the second removal is not next to the first")
	// ErrRemovalCount: stones missing that the two removals cannot leave:
	// White's before Black's, or several Black ones and no White one.
	ErrRemovalCount = errors.New("stones missing in numbers the opening cannot leave")
	// ErrSideToMove: the position can only be reached with the other side
	// to move (SetupError.Side).
	ErrSideToMove = errors.New("the other side is to move")
	// ErrCaptureCount: the stones missing cannot come from jumps, Black
	// first and in turn, each capturing 1 to (n-1)/2 stones.
	ErrCaptureCount = errors.New("no sequence of jumps leaves these stones")
	// ErrNoStoneOfMover: after the jumps began, the side that made the
	// last jump (SetupError.Side, the side not to move) has no stone; the
	// stone that jumped stays on the board.
	ErrNoStoneOfMover = errors.New("the side that made the last jump has no stone")
)

// SetupError says why a Setup is no position of the game. Err is the kind
// (ErrBadSize or one above); Size the setup's; Square the square at fault
// or NoSquare; Side, for ErrSideToMove, the side that must move, for
// ErrNoStoneOfMover the side that moved last; Lost the
// stones missing of Black and White (index Color).
type SetupError struct {
	Err    error
	Size   int
	Square Square
	Side   Color
	Lost   [2]int
}

// MostCaptures returns the most stones one move can capture on an n×n
// board: every other square of a line, (n-1)/2.
func MostCaptures(n int) int { return (n - 1) / 2 }

// Error names the kind, with the square or the counts where they matter.
func (e *SetupError) Error() string {
	switch {
	case e.Square != NoSquare:
		return fmt.Sprintf("%v: %s", e.Err, e.Square)
	case errors.Is(e.Err, ErrSideToMove):
		return fmt.Sprintf("%v: %s must move", e.Err, e.Side)
	case errors.Is(e.Err, ErrNoStoneOfMover):
		return fmt.Sprintf("%v: %s moved last", e.Err, e.Side)
	case errors.Is(e.Err, ErrRemovalCount), errors.Is(e.Err, ErrCaptureCount):
		return fmt.Sprintf("%v: %d black and %d white stones missing", e.Err, e.Lost[Black], e.Lost[White])
	}
	return e.Err.Error()
}

// Unwrap returns the kind, for errors.Is.
func (e *SetupError) Unwrap() error { return e.Err }

// Setup is a position as a board editor holds it: any size, any stone or
// none on each square, either side to move, whether or not the rules can
// reach it (Check says). The zero Setup has size 0; Check refuses it.
type Setup struct {
	Size int
	Side Color
	// cells holds each square's content by index rank*MaxSize+file:
	// 0 empty, 1+Color a stone.
	cells [MaxSize * MaxSize]uint8
}

// NewSetup returns the start of an n×n board, every square full, Black to
// move. n is not checked (Check does).
func NewSetup(n int) Setup {
	s := Setup{Size: n}
	s.each(func(sq Square) { s.Put(sq, HomeColor(sq, n)) })
	return s
}

// EmptySetup returns an n×n board without stones, Black to move.
func EmptySetup(n int) Setup { return Setup{Size: n} }

// SetupOf returns the stones and the side to move of p.
func SetupOf(p *Position) Setup {
	s := Setup{Size: p.Size(), Side: p.SideToMove()}
	s.each(func(sq Square) {
		if c, ok := p.At(sq); ok {
			s.Put(sq, c)
		}
	})
	return s
}

// each calls f on every square of the board, rank n first, files a→.
func (s *Setup) each(f func(Square)) {
	for r := s.Size - 1; r >= 0; r-- {
		for fl := 0; fl < s.Size; fl++ {
			f(SquareAt(fl, r))
		}
	}
}

// contains reports whether sq lies on the board.
func (s *Setup) contains(sq Square) bool {
	return sq.File() < s.Size && sq.Rank() < s.Size && s.Size <= MaxSize
}

// At returns the colour of the stone on sq and true, or false when sq is
// empty or off the board.
func (s *Setup) At(sq Square) (Color, bool) {
	if !s.contains(sq) {
		return Black, false
	}
	v := s.cells[sq.Rank()*MaxSize+sq.File()]
	return Color(v - 1), v != 0
}

// Put puts a stone of colour c on sq; off the board it does nothing.
func (s *Setup) Put(sq Square, c Color) {
	if s.contains(sq) {
		s.cells[sq.Rank()*MaxSize+sq.File()] = 1 + uint8(c)
	}
}

// Clear empties sq.
func (s *Setup) Clear(sq Square) {
	if s.contains(sq) {
		s.cells[sq.Rank()*MaxSize+sq.File()] = 0
	}
}

// Resize makes the board n×n. Each stone keeps its row from the top and
// its file, so it stays on a square of its colour (HomeColor counts from
// the top-left); stones off the new board go, the new squares are empty.
func (s *Setup) Resize(n int) {
	old := *s
	s.Size = n
	s.cells = [MaxSize * MaxSize]uint8{}
	old.each(func(sq Square) {
		c, ok := old.At(sq)
		if r := n - 1 - sq.Row(old.Size); ok && r >= 0 {
			s.Put(SquareAt(sq.File(), r), c)
		}
	})
}

// KFEN returns the setup in KFEN (docs/notation.md), as Position.KFEN
// writes it.
func (s Setup) KFEN() string {
	var b strings.Builder
	for r := s.Size - 1; r >= 0; r-- {
		run := 0
		for f := 0; f < s.Size; f++ {
			c, ok := s.At(SquareAt(f, r))
			if !ok {
				run++
				continue
			}
			if run > 0 {
				fmt.Fprint(&b, run)
				run = 0
			}
			b.WriteByte("BW"[c])
		}
		if run > 0 {
			fmt.Fprint(&b, run)
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	b.WriteByte(' ')
	b.WriteByte(s.Side.Letter())
	return b.String()
}

// ParseSetup reads a KFEN as a Setup: the form only (4 to 12 ranks of as
// many squares, a side b or w), not whether the rules can reach it. Errors
// are *KFENError (ErrBadKFEN, ErrBadSize).
func ParseSetup(text string) (Setup, error) {
	p, err := parseKFENBoard(text)
	if err != nil {
		return Setup{}, err
	}
	return SetupOf(&p), nil
}

// Check returns nil when the rules can reach the setup, else a *SetupError
// saying why not: the size out of 4–12, a stone on a square of the other
// colour, the removals on wrong squares or in wrong numbers, the side to
// move, stones missing that no jumps leave, or no stone of the side that
// made the last jump.
func (s Setup) Check() error {
	n := s.Size
	if n < MinSize || n > MaxSize {
		return &SetupError{Err: fmt.Errorf("%w: %d (want %d to %d)", ErrBadSize, n, MinSize, MaxSize), Size: n, Square: NoSquare}
	}
	var lost, have [2]int
	holes := [2]Square{NoSquare, NoSquare}
	wrong := NoSquare
	s.each(func(sq Square) {
		home := HomeColor(sq, n)
		c, ok := s.At(sq)
		switch {
		case !ok:
			lost[home]++
			holes[home] = sq
		case c != home && wrong == NoSquare:
			wrong = sq
		}
		if ok {
			have[c]++
		}
	})
	fail := func(kind error, sq Square) error {
		return &SetupError{Err: kind, Size: n, Square: sq, Lost: lost}
	}
	side := func(want Color) error {
		if s.Side == want {
			return nil
		}
		return &SetupError{Err: ErrSideToMove, Size: n, Square: NoSquare, Side: want, Lost: lost}
	}
	if wrong != NoSquare {
		return fail(ErrStoneColour, wrong)
	}
	cb, cw := lost[Black], lost[White]
	switch {
	case cb == 0 && cw == 0:
		return side(Black)
	case cb == 0 || (cw == 0 && cb > 1):
		return fail(ErrRemovalCount, NoSquare)
	case cb == 1 && cw <= 1:
		if !isOpener(holes[Black], n) {
			return fail(ErrFirstRemoval, holes[Black])
		}
		if cw == 0 {
			return side(White)
		}
		if !adjacent(holes[Black], holes[White]) {
			return fail(ErrSecondRemoval, holes[White])
		}
		return side(Black)
	}
	// After a jump the side not to move keeps the stone that jumped.
	here := jumpsCanLeave(s.Side, cw-1, cb-1, n)
	if here && have[s.Side.Other()] > 0 {
		return nil
	}
	if jumpsCanLeave(s.Side.Other(), cw-1, cb-1, n) && have[s.Side] > 0 {
		return side(s.Side.Other())
	}
	if here {
		return &SetupError{Err: ErrNoStoneOfMover, Size: n, Square: NoSquare, Side: s.Side.Other(), Lost: lost}
	}
	return fail(ErrCaptureCount, NoSquare)
}

// isOpener reports whether Black may make the first removal on sq.
func isOpener(sq Square, n int) bool {
	for _, o := range geometries[n].openers {
		if o == sq {
			return true
		}
	}
	return false
}

// adjacent reports whether a and b are orthogonal neighbours.
func adjacent(a, b Square) bool {
	df, dr := a.File()-b.File(), a.Rank()-b.Rank()
	return df*df+dr*dr == 1
}

// jumpsCanLeave reports whether jumps after the removals, Black first and
// in turn, each capturing 1 to (n-1)/2 stones, can have Black capture
// byBlack stones and White byWhite with side to move; both are at least 0
// and not both 0.
func jumpsCanLeave(side Color, byBlack, byWhite, n int) bool {
	most := MostCaptures(n)
	up := func(a int) int { return (a + most - 1) / most }
	if side == Black { // k moves each, k ≥ 1
		lo := max(1, up(byBlack), up(byWhite))
		return lo <= min(byBlack, byWhite)
	}
	// k moves of White's, k+1 of Black's
	lo := max(0, up(byWhite), up(byBlack)-1)
	return lo <= min(byWhite, byBlack-1)
}

// Position returns the position of the setup when Check accepts it, else
// Check's error. Its phase follows from the board as ParseKFEN's does.
func (s Setup) Position() (Position, error) {
	if err := s.Check(); err != nil {
		return Position{}, err
	}
	return ParseKFEN(s.KFEN())
}

// Picture returns the stones of s as a Position to draw, whatever Check
// says: a full board shows Black to move. Its moves are not those of a
// game when Check refuses s. The size must be 4 to 12.
func (s Setup) Picture() Position {
	t := s
	if full := s.Size * s.Size; s.count() == full {
		t.Side = Black
	}
	p, err := ParseKFEN(t.KFEN())
	if err != nil {
		panic(fmt.Sprintf("game: Picture of %q: %v", t.KFEN(), err))
	}
	return p
}

// count returns the number of stones on the board.
func (s *Setup) count() int {
	k := 0
	s.each(func(sq Square) {
		if _, ok := s.At(sq); ok {
			k++
		}
	})
	return k
}

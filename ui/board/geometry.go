package board

import (
	"math"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
)

// boardMarginSquares is the width of the coordinate margin on each side of the
// grid, in squares. The margin is the same on all four sides so that the
// grid stays centred; the file letters go below the grid and the rank
// numbers to its left.
const boardMarginSquares = 0.6

// boardGeom places an n×n grid in a widget: the largest square that fits
// min(width, height), centred, with a margin of boardMarginSquares around the
// grid. All values are in Fyne's device-independent units, so the canvas
// scale does not change them.
type boardGeom struct {
	n      int
	cell   float32       // side of one square
	origin fyne.Position // top-left corner of the grid (a<n>, or h1 on 8×8 flipped)
	// flipped turns the grid half a turn: the board seen from White's
	// side, a1 at the top right.
	flipped bool
}

// boardGeomFor returns the layout of an n×n board in a widget of the given size.
func boardGeomFor(size fyne.Size, n int) boardGeom {
	if n < 1 {
		return boardGeom{}
	}
	side := min(size.Width, size.Height)
	if side <= 0 {
		return boardGeom{n: n}
	}
	cell := side / (float32(n) + 2*boardMarginSquares)
	grid := cell * float32(n)
	return boardGeom{
		n:    n,
		cell: cell,
		origin: fyne.NewPos(
			(size.Width-grid)/2,
			(size.Height-grid)/2,
		),
	}
}

// gridSize returns the side of the grid.
func (g boardGeom) gridSize() float32 { return g.cell * float32(g.n) }

// topLeft returns the top-left corner of square s; rank n is the top row,
// rank 1 when flipped.
func (g boardGeom) topLeft(s game.Square) fyne.Position {
	col, row := s.File(), g.n-1-s.Rank()
	if g.flipped {
		col, row = g.n-1-col, g.n-1-row
	}
	return fyne.NewPos(
		g.origin.X+float32(col)*g.cell,
		g.origin.Y+float32(row)*g.cell,
	)
}

// centre returns the centre of square s.
func (g boardGeom) centre(s game.Square) fyne.Position {
	return g.topLeft(s).AddXY(g.cell/2, g.cell/2)
}

// SquareAt returns the square under pos in a widget of the given size
// showing an n×n board, unflipped, or false in the margin or outside
// (Board.SquareAt follows the flip). Positions are device-independent, so
// the canvas scale does not matter.
func SquareAt(pos fyne.Position, size fyne.Size, n int) (game.Square, bool) {
	return boardGeomFor(size, n).squareAt(pos)
}

// squareAt returns the square under pos, or false in the margin or outside.
func (g boardGeom) squareAt(pos fyne.Position) (game.Square, bool) {
	if g.cell <= 0 {
		return game.NoSquare, false
	}
	n := g.n
	col := int(math.Floor(float64((pos.X - g.origin.X) / g.cell)))
	row := int(math.Floor(float64((pos.Y - g.origin.Y) / g.cell)))
	if col < 0 || col >= n || row < 0 || row >= n {
		return game.NoSquare, false
	}
	if g.flipped {
		col, row = n-1-col, n-1-row
	}
	return game.SquareAt(col, n-1-row), true
}

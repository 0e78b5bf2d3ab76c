package reviewview

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/board"
)

// markSize is the side of a row's grade mark, in Fyne units.
const markSize = 14

// rows: the start position, then one row per move.
func (v *View) rows() int { return v.game.Ply() + 1 }

// newRow returns a row of the move list: the mover's stone, the move with
// its PGN suffix, and the grade as a coloured square and a coloured name.
func newRow() fyne.CanvasObject {
	stone := canvas.NewCircle(color.Black)
	stone.StrokeColor = color.Gray{Y: 0xA0}
	stone.StrokeWidth = 1.5
	mark := canvas.NewRectangle(color.Transparent)
	mark.CornerRadius = 3
	name := canvas.NewText("", color.Transparent)
	box := func(o fyne.CanvasObject) fyne.CanvasObject {
		return container.NewCenter(container.New(layout.NewGridWrapLayout(fyne.NewSquareSize(markSize)), o))
	}
	return container.NewHBox(box(stone), widget.NewLabel("000… l12-l10??"), box(mark), container.NewCenter(name))
}

// rowParts returns the parts of a row made by newRow.
func rowParts(o fyne.CanvasObject) (stone *canvas.Circle, move *widget.Label, mark *canvas.Rectangle, name *canvas.Text) {
	row := o.(*fyne.Container)
	inner := func(i int) fyne.CanvasObject {
		return row.Objects[i].(*fyne.Container).Objects[0].(*fyne.Container).Objects[0]
	}
	return inner(0).(*canvas.Circle), row.Objects[1].(*widget.Label), inner(2).(*canvas.Rectangle),
		row.Objects[3].(*fyne.Container).Objects[0].(*canvas.Text)
}

// updateRow shows row 0 as the start position and row k as move k-1 with
// its mover, its PGN suffix and its grade, then lays the row out again:
// the list reuses rows, and a row laid out for a shorter move would clip
// this one's text until the next frame's layout, if one comes.
func (v *View) updateRow(id widget.ListItemID, o fyne.CanvasObject) {
	v.fillRow(id, o)
	o.Refresh()
}

// fillRow sets the parts of row o to show row id.
func (v *View) fillRow(id widget.ListItemID, o fyne.CanvasObject) {
	stone, move, mark, name := rowParts(o)
	if id == 0 {
		stone.Hide()
		mark.Hide()
		name.Hide()
		move.SetText(i18n.T(i18n.MsgStatusStartPosition))
		return
	}
	before := v.game.PositionAt(id - 1)
	fill, _ := board.StoneColors(before.SideToMove())
	if stone.FillColor != fill {
		stone.FillColor = fill
		stone.Refresh()
	}
	stone.Show()
	p, ok := v.plyInfo(id)
	if !ok {
		move.SetText(MoveText(v.game, id-1, 0))
		mark.Hide()
		name.Hide()
		return
	}
	move.SetText(MoveText(v.game, id-1, p.Grade))
	c := GradeColor(p.Grade)
	if c == nil {
		mark.Hide()
		name.Hide()
		return
	}
	mark.FillColor = c
	mark.Show()
	mark.Refresh()
	name.Text, name.Color = GradeName(p), c
	name.TextSize = theme.TextSize()
	name.Show()
	name.Refresh()
}

// scrollAfterResize lays out one list over the whole space, at least
// minHeight() high, and, when its size changed, scrolls the row on show
// into view again: a list scrolled before it had its final size may hide
// it.
type scrollAfterResize struct {
	list      *widget.List
	row       func() int
	minHeight func() float32
	size      fyne.Size
}

// MinSize is the list's, at least minHeight high.
func (s *scrollAfterResize) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := objs[0].MinSize()
	return fyne.NewSize(m.Width, max(m.Height, s.minHeight()))
}

// Layout gives the list the whole space and scrolls if the size changed.
func (s *scrollAfterResize) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Resize(size)
	objs[0].Move(fyne.NewPos(0, 0))
	if size != s.size && size.Height > 0 {
		s.size = size
		s.list.ScrollTo(s.row())
	}
}

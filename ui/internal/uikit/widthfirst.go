package uikit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/layout"
)

// WidthFirst is a Border layout with a top and a bottom that lays out the
// top's children at the full width before it asks the top for its height,
// so a wrapping label there (the autosave warning) counts its lines at the
// width it gets; Border alone asks first.
//
// Reserve, if set, is height added to the minimum that the centre gets
// while nothing else takes it: room kept for a part of the top or the
// bottom that comes and goes, so that its coming does not grow the window.
type WidthFirst struct {
	border  fyne.Layout
	top     *fyne.Container
	Reserve func() float32
}

// NewWidthFirst returns the layout of a container with top, bottom and a
// centre.
func NewWidthFirst(top *fyne.Container, bottom fyne.CanvasObject) *WidthFirst {
	return &WidthFirst{border: layout.NewBorderLayout(top, bottom, nil, nil), top: top}
}

// Layout lays out the top's children at size's width, then lays out all
// as Border does.
func (l *WidthFirst) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	if l.top.Visible() && l.top.Layout != nil {
		l.top.Layout.Layout(l.top.Objects, fyne.NewSize(size.Width, l.top.Size().Height))
	}
	l.border.Layout(objects, size)
}

// MinSize is Border's and Reserve's height.
func (l *WidthFirst) MinSize(objects []fyne.CanvasObject) fyne.Size {
	m := l.border.MinSize(objects)
	if l.Reserve != nil {
		m.Height += l.Reserve()
	}
	return m
}

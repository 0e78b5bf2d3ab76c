package uikit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// DialogTextWidth is the width at which dialog texts wrap.
const DialogTextWidth = 440

// MinWidth is an AfterLayout at least MinWidth() wide.
type MinWidth struct {
	AfterLayout
	MinWidth func() float32
}

// MinSize is the object's, at least minWidth wide.
func (a *MinWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := objs[0].MinSize()
	return fyne.NewSize(max(m.Width, a.MinWidth()), m.Height)
}

// MinHeight is an AfterLayout at least MinHeight() high.
type MinHeight struct {
	AfterLayout
	MinHeight func() float32
}

// MinSize is the object's, at least minHeight high.
func (a *MinHeight) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := objs[0].MinSize()
	return fyne.NewSize(m.Width, max(m.Height, a.MinHeight()))
}

// AfterLayout lays out its only object over the whole space and then calls
// Then, if set.
type AfterLayout struct{ Then func() }

// MinSize is the object's.
func (a *AfterLayout) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

// Layout gives the object the whole space, then calls a.Then.
func (a *AfterLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Resize(size)
	objs[0].Move(fyne.NewPos(0, 0))
	if a.Then != nil {
		a.Then()
	}
}

// RefreshOnResize lays its objects over its whole space and refreshes them
// whenever that space changes size (the replay's and the tutorial's board).
type RefreshOnResize struct{ last fyne.Size }

// Layout resizes every object to size and refreshes them if size changed.
func (l *RefreshOnResize) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	if size == l.last {
		return
	}
	l.last = size
	for _, o := range objects {
		o.Refresh()
	}
}

// MinSize is the largest MinSize of the objects.
func (l *RefreshOnResize) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objects {
		m = m.Max(o.MinSize())
	}
	return m
}

// WrapAt gives a word-wrapping label a fixed width and the height its text
// needs at that width.
func WrapAt(l *widget.Label, width float32) fyne.CanvasObject {
	return container.New(&fixedWidth{width: width, label: l}, l)
}

// fixedWidth lays out one wrapping label at a fixed width.
type fixedWidth struct {
	width float32
	label *widget.Label
}

// MinSize is the fixed width and the label's height when wrapped to it.
func (f *fixedWidth) MinSize([]fyne.CanvasObject) fyne.Size {
	f.label.Resize(fyne.NewSize(f.width, f.label.Size().Height))
	return fyne.NewSize(f.width, f.label.MinSize().Height)
}

// Layout gives the label the whole space.
func (f *fixedWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Resize(size)
		o.Move(fyne.NewPos(0, 0))
	}
}

// WrapAbove puts the word-wrapping label l above rest, across rest's
// width, with the height its text needs at that width: a wrapping label
// at the top of a Border keeps the height of one line when the width
// shrinks and its second line covers what lies under it.
func WrapAbove(l *widget.Label, rest fyne.CanvasObject) *fyne.Container {
	return container.New(&wrapAbove{label: l}, l, rest)
}

// wrapAbove lays out a wrapping label above another object.
type wrapAbove struct{ label *widget.Label }

// MinSize is rest's minimum width, and the label's height wrapped at that
// width (the most it can need) above rest's minimum height.
func (w *wrapAbove) MinSize(objs []fyne.CanvasObject) fyne.Size {
	rest := objs[1].MinSize()
	return fyne.NewSize(rest.Width, w.textHeight(rest.Width)+theme.Padding()+rest.Height)
}

// textHeight is the height of the label's text wrapped at width, measured
// on a fresh label: the label's own MinSize is its last layout's, stale
// after a SetText that did not change its size.
func (w *wrapAbove) textHeight(width float32) float32 {
	m := widget.NewLabelWithStyle(w.label.Text, w.label.Alignment, w.label.TextStyle)
	m.Wrapping = w.label.Wrapping
	m.Resize(fyne.NewSize(width, m.MinSize().Height))
	return m.MinSize().Height
}

// Layout wraps the label at size's width and gives rest what is left.
// A label whose text changes must be laid out again: its container's
// Layout, or Refresh.
func (w *wrapAbove) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	h := w.textHeight(size.Width)
	w.label.Move(fyne.NewPos(0, 0))
	w.label.Resize(fyne.NewSize(size.Width, h))
	objs[1].Move(fyne.NewPos(0, h+theme.Padding()))
	objs[1].Resize(fyne.NewSize(size.Width, max(0, size.Height-h-theme.Padding())))
}

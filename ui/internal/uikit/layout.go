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
// width, with the height its text needs at that width, at most maxLines
// lines (the last ends in "…" when the text needs more): a wrapping label
// at the top of a Border keeps the height of one line when the width
// shrinks and its second line covers what lies under it. The cap keeps a
// long text from raising the minimum height.
func WrapAbove(l *widget.Label, rest fyne.CanvasObject, maxLines int) *fyne.Container {
	l.Truncation = fyne.TextTruncateEllipsis
	return container.New(&wrapAbove{label: l, maxLines: maxLines}, l, rest)
}

// wrapAbove lays out a wrapping label above another object.
type wrapAbove struct {
	label    *widget.Label
	maxLines int
}

// MinSize is rest's minimum width, and the height of maxLines lines of
// the label above rest's minimum height, whatever the text: a longer text
// does not raise it.
func (w *wrapAbove) MinSize(objs []fyne.CanvasObject) fyne.Size {
	rest := objs[1].MinSize()
	return fyne.NewSize(rest.Width, w.linesHeight()+theme.Padding()+rest.Height)
}

// linesHeight is the height of the label with maxLines lines of wrapped
// text (Fyne puts no spacing between the lines of one wrapped text).
func (w *wrapAbove) linesHeight() float32 {
	line := fyne.MeasureText("M", theme.TextSize(), w.label.TextStyle).Height
	return float32(w.maxLines)*line + 2*theme.InnerPadding()
}

// textHeight is the height of the label's text wrapped at width, at most
// maxLines lines, measured on a fresh label: the label's own MinSize is
// its last layout's, stale after a SetText that did not change its size.
func (w *wrapAbove) textHeight(width float32) float32 {
	m := widget.NewLabelWithStyle(w.label.Text, w.label.Alignment, w.label.TextStyle)
	m.Wrapping = w.label.Wrapping
	m.Resize(fyne.NewSize(width, m.MinSize().Height))
	return min(m.MinSize().Height, w.linesHeight())
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

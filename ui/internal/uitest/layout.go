package uitest

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/ui/internal/uikit"
)

// Clipped returns a line for every label, button or check on show in c
// (its content and overlays) that is narrower than its text needs, or
// that reaches out of the window. Labels that wrap or truncate are left
// out: they are made to fit whatever width they get.
func Clipped(c fyne.Canvas) []string {
	var out []string
	d := fyne.CurrentApp().Driver()
	for _, root := range append([]fyne.CanvasObject{c.Content()}, c.Overlays().List()...) {
		WalkVisible(root, func(o fyne.CanvasObject) {
			var text string
			switch v := o.(type) {
			case *widget.Label:
				if v.Wrapping != fyne.TextWrapOff || v.Truncation != fyne.TextTruncateOff {
					return
				}
				text = v.Text
			case *widget.Button:
				text = v.Text
			case *widget.Check:
				text = v.Text
			default:
				return
			}
			if text == "" {
				return
			}
			if o.Size().Width+0.5 < o.MinSize().Width {
				out = append(out, fmt.Sprintf("%q is %.0f wide, its text needs %.0f", text, o.Size().Width, o.MinSize().Width))
			}
			pos := d.AbsolutePositionForObject(o)
			if pos.X < -0.5 || pos.X+o.Size().Width > c.Size().Width+0.5 ||
				pos.Y < -0.5 || pos.Y+o.Size().Height > c.Size().Height+0.5 {
				out = append(out, fmt.Sprintf("%q lies outside the window (%.0f,%.0f to %.0f,%.0f of %.0f×%.0f)", text,
					pos.X, pos.Y, pos.X+o.Size().Width, pos.Y+o.Size().Height, c.Size().Width, c.Size().Height))
			}
		})
	}
	return out
}

// InView reports whether o lies wholly inside view on screen (both on
// the same canvas).
func InView(view, o fyne.CanvasObject) bool {
	d := fyne.CurrentApp().Driver()
	v, p := d.AbsolutePositionForObject(view), d.AbsolutePositionForObject(o)
	return p.X >= v.X-0.5 && p.Y >= v.Y-0.5 &&
		p.X+o.Size().Width <= v.X+view.Size().Width+0.5 && p.Y+o.Size().Height <= v.Y+view.Size().Height+0.5
}

// LabelsInView returns the texts of the visible, non-empty labels inside
// view that lie wholly in it: the rows a list or table shows whole.
func LabelsInView(view fyne.CanvasObject) []string {
	var out []string
	WalkVisible(view, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Text != "" && InView(view, l) {
			out = append(out, l.Text)
		}
	})
	return out
}

// Button returns o as the Fyne button it is: a widget.Button, or the one
// inside a dialog's button (uikit.Button).
func Button(o fyne.CanvasObject) (*widget.Button, bool) {
	switch b := o.(type) {
	case *widget.Button:
		return b, true
	case *uikit.Button:
		return &b.Button, true
	}
	return nil, false
}

// ReusedRow checks a row reused as Fyne's List reuses it: of rows 1..last
// (newRow, fill, label) it finds the shortest and the longest text, then a
// row updated with the shortest and laid out is updated with the longest
// and must show its whole label without another layout.
func ReusedRow(t *testing.T, last int, newRow func() fyne.CanvasObject, fill, update func(int, fyne.CanvasObject), label func(fyne.CanvasObject) *widget.Label) {
	t.Helper()
	width := func(id int) float32 {
		row := newRow()
		fill(id, row)
		return label(row).MinSize().Width
	}
	short, long := 1, 1
	for id := 1; id <= last; id++ {
		if width(id) < width(short) {
			short = id
		}
		if width(id) > width(long) {
			long = id
		}
	}
	row := newRow()
	update(short, row)
	row.Resize(fyne.NewSize(400, row.MinSize().Height)) // as wide as a list: reuse keeps the size
	update(long, row)
	if l := label(row); l.Size().Width < l.MinSize().Width {
		t.Errorf("row %d after row %d: %q is %.0f wide, its text needs %.0f", long, short, l.Text, l.Size().Width, l.MinSize().Width)
	}
}

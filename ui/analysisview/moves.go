package analysisview

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/internal/uikit"
)

// indent is how far each level of variations is indented, in Fyne units.
const indent = 18

// currentStyle is the style of the move at the cursor in the move tree.
var currentStyle = widget.RichTextStyle{Inline: true, ColorName: theme.ColorNamePrimary, TextStyle: fyne.TextStyle{Bold: true}}

// showMoves fills the move tree: one paragraph per play.Paragraph, a
// variation indented by its depth and written in parentheses, the moves
// numbered as in the history; the move at the cursor is highlighted and
// every other one goes there when tapped.
func (v *View) showMoves() {
	paras := v.tree.Paragraphs()
	at := v.tree.Node()
	start := v.tree.Game().Start()
	first := start.SideToMove()
	objs := make([]fyne.CanvasObject, 0, len(paras))
	var current fyne.CanvasObject
	v.links = v.links[:0]
	for _, p := range paras {
		var segs []widget.RichTextSegment
		if p.Depth > 0 {
			segs = append(segs, text("("))
		}
		here := false
		for k, e := range p.Moves {
			if k > 0 {
				segs = append(segs, text(" "))
			}
			if _, mover := game.MoveNumber(e.Ply, first); k == 0 || mover == game.Black {
				segs = append(segs, text(uikit.MoveNumber(e.Ply, first)+" "))
			}
			if e.Node.Equal(at) {
				here = true
				segs = append(segs, &widget.TextSegment{Text: e.Move.String(), Style: currentStyle})
				continue
			}
			n := e.Node
			h := &widget.HyperlinkSegment{Text: e.Move.String(), OnTapped: func() { v.Goto(n) }}
			v.links = append(v.links, moveLink{n, h})
			segs = append(segs, h)
		}
		if p.Depth > 0 {
			segs = append(segs, text(")"))
		}
		rt := widget.NewRichText(segs...)
		rt.Wrapping = fyne.TextWrapWord
		var o fyne.CanvasObject = rt
		if p.Depth > 0 {
			pad := canvas.NewRectangle(color.Transparent)
			pad.SetMinSize(fyne.NewSize(float32(p.Depth*indent), 0))
			o = container.NewBorder(nil, nil, pad, nil, rt)
		}
		if here {
			current = o
		}
		objs = append(objs, o)
	}
	if len(objs) == 0 {
		l := widget.NewLabel(i18n.T(i18n.MsgAnalysisStart))
		l.Wrapping = fyne.TextWrapWord
		objs = append(objs, l)
	}
	v.moves.Objects = objs
	v.moves.Refresh()
	v.scrollTo(current)
}

// text is an inline run of plain text of the move tree.
func text(s string) *widget.TextSegment {
	return &widget.TextSegment{Text: s, Style: widget.RichTextStyleInline}
}

// scrollTo scrolls the move tree so that o (a paragraph; nil: the start)
// is in view.
func (v *View) scrollTo(o fyne.CanvasObject) {
	s := v.movesBox
	if o == nil {
		s.ScrollToTop()
		return
	}
	v.moves.Resize(fyne.NewSize(s.Size().Width, v.moves.MinSize().Height))
	top, h := o.Position().Y, o.Size().Height
	switch {
	case top < s.Offset.Y:
		s.Offset.Y = top
	case top+h > s.Offset.Y+s.Size().Height:
		s.Offset.Y = max(0, top+h-s.Size().Height)
	default:
		return
	}
	s.Refresh()
}

// Paragraphs returns the texts of the move tree's paragraphs as shown,
// for tests and the screenshots.
func (v *View) Paragraphs() []string {
	var out []string
	for _, o := range v.moves.Objects {
		if rt, ok := richText(o); ok {
			out = append(out, rt.String())
		}
	}
	return out
}

// richText returns the RichText of a paragraph of the move tree.
func richText(o fyne.CanvasObject) (*widget.RichText, bool) {
	if c, ok := o.(*fyne.Container); ok {
		for _, x := range c.Objects {
			if rt, ok := x.(*widget.RichText); ok {
				return rt, true
			}
		}
	}
	rt, ok := o.(*widget.RichText)
	return rt, ok
}

// link returns the move tree's link to the move that leads to node n, or
// false (the move at the cursor, which has none, or no such move).
func (v *View) link(n play.Node) (*widget.HyperlinkSegment, bool) {
	for _, l := range v.links {
		if l.node.Equal(n) {
			return l.seg, true
		}
	}
	return nil, false
}

// moveLink is one link of the move tree and the node it goes to.
type moveLink struct {
	node play.Node
	seg  *widget.HyperlinkSegment
}

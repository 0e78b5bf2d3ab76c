package analysisview

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/internal/uikit"
)

// indent is how far each level of variations is indented, in Fyne units,
// down to level maxIndent (deeper levels stay there: their parentheses
// show the nesting); closeRun is how many closing parentheses one token
// holds at most, so that a long run of them wraps; tokenPad is the room around a token's text, tokenGap the gap between
// two moves, rowGap between two rows of a paragraph and paraGap between
// two paragraphs.
const (
	indent    = 18
	maxIndent = 5
	closeRun  = 4
	tokenPad  = 2
	rowGap    = 2
	tokenGap  = 4
	paraGap   = 6
)

// showMoves fills the move tree: one paragraph per play.Paragraph, a
// variation indented by its depth (up to maxIndent levels) and written in
// parentheses that close after the variations nested in it, the moves
// numbered as in the history; the move at the cursor is highlighted and
// every other one goes there when tapped.
func (v *View) showMoves() {
	paras := v.tree.Paragraphs()
	at := v.tree.Node()
	start := v.tree.Game().Start()
	first := start.SideToMove()
	v.links = v.links[:0]
	v.texts = v.texts[:0]
	objs := make([]fyne.CanvasObject, 0, len(paras))
	var current fyne.CanvasObject
	for _, p := range paras {
		var toks []fyne.CanvasObject
		var words []string
		open := ""
		if p.Open {
			open = "("
		}
		here := false
		for k, e := range p.Moves {
			// A move is one token with its number and the closing
			// parenthesis, so that a row never ends between them.
			var parts []fyne.CanvasObject
			if _, mover := game.MoveNumber(e.Ply, first); k == 0 || mover == game.Black {
				n := open + uikit.MoveNumber(e.Ply, first)
				parts = append(parts, newPlain(n))
				words = append(words, n)
				open = ""
			}
			m := newMoveText(e.Move.String(), e.Node.Equal(at))
			if m.current {
				here = true
			} else {
				n := e.Node
				m.onTap = func() { v.Goto(n) }
				v.links = append(v.links, moveLink{n, m})
			}
			parts = append(parts, m)
			words = append(words, m.text)
			last := k == len(p.Moves)-1
			if last && p.Close > 0 {
				parts = append(parts, newPlain(")"))
			}
			toks = append(toks, container.New(tight{}, parts...))
			if last && p.Close > 0 {
				words[len(words)-1] += strings.Repeat(")", p.Close)
				for n := p.Close - 1; n > 0; n -= closeRun {
					toks = append(toks, container.New(closing{}, canvas.NewText(strings.Repeat(")", min(n, closeRun)), theme.Color(theme.ColorNameForeground))))
				}
			}
		}
		o := container.New(&flow{indent: float32(min(p.Depth, maxIndent) * indent), width: &v.treeWidth}, toks...)
		if here {
			current = o
		}
		objs = append(objs, o)
		v.texts = append(v.texts, strings.Join(words, " "))
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

// scrollTo scrolls the move tree so that o (a paragraph; nil: the start)
// is in view.
func (v *View) scrollTo(o fyne.CanvasObject) {
	s := v.movesBox
	if o == nil {
		s.ScrollToTop()
		return
	}
	v.moves.Resize(fyne.NewSize(s.Size().Width, max(v.moves.MinSize().Height, s.Size().Height)))
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

// Paragraphs returns the texts of the move tree's paragraphs as shown
// ("(11. d3-f3 b2-d2 12. d1-f1)"), for tests and the screenshots.
func (v *View) Paragraphs() []string { return append([]string(nil), v.texts...) }

// link returns the move tree's token of the move that leads to node n, or
// false (the move at the cursor, which has no link, or no such move).
func (v *View) link(n play.Node) (*moveText, bool) {
	for _, l := range v.links {
		if l.node.Equal(n) {
			return l.tok, true
		}
	}
	return nil, false
}

// moveLink is one tappable move of the move tree and its node.
type moveLink struct {
	node play.Node
	tok  *moveText
}

// newPlain returns a token of plain text (a move number, a parenthesis).
func newPlain(s string) fyne.CanvasObject {
	t := canvas.NewText(s, theme.Color(theme.ColorNameForeground))
	return container.New(padded{}, t)
}

// closing lays out a run of closing parentheses that follows a move's
// token as padded does; the move tree's rows put no gap before it.
type closing struct{ padded }

// tight lays its objects out side by side without gaps.
type tight struct{}

func (tight) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		m := o.MinSize()
		s = fyne.NewSize(s.Width+m.Width, max(s.Height, m.Height))
	}
	return s
}

func (tight) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	var x float32
	for _, o := range objs {
		m := o.MinSize()
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(m.Width, size.Height))
		x += m.Width
	}
}

// padded lays its one object out with tokenPad around it.
type padded struct{}

func (padded) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return objs[0].MinSize().AddWidthHeight(2*tokenPad, 2*tokenPad)
}

func (padded) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.NewPos(tokenPad, tokenPad))
	objs[0].Resize(size.SubtractWidthHeight(2*tokenPad, 2*tokenPad))
}

// moveText is a move of the move tree: a link that goes there when
// tapped, or, at the cursor, bold text on the theme's selection colour.
type moveText struct {
	widget.BaseWidget
	text    string
	current bool
	onTap   func()
}

func newMoveText(text string, current bool) *moveText {
	m := &moveText{text: text, current: current}
	m.ExtendBaseWidget(m)
	return m
}

// Tapped goes to the move.
func (m *moveText) Tapped(*fyne.PointEvent) {
	if m.onTap != nil {
		m.onTap()
	}
}

// Cursor is the pointing hand over a link.
func (m *moveText) Cursor() desktop.Cursor {
	if m.onTap != nil {
		return desktop.PointerCursor
	}
	return desktop.DefaultCursor
}

// CreateRenderer draws the text on its background.
func (m *moveText) CreateRenderer() fyne.WidgetRenderer {
	bg := canvas.NewRectangle(color.Transparent)
	bg.CornerRadius = theme.InputRadiusSize()
	t := canvas.NewText(m.text, theme.Color(theme.ColorNameHyperlink))
	if m.current {
		bg.FillColor = theme.Color(theme.ColorNameSelection)
		t.Color = theme.Color(theme.ColorNameForeground)
		t.TextStyle.Bold = true
	}
	return &moveRenderer{bg: bg, t: t}
}

type moveRenderer struct {
	bg *canvas.Rectangle
	t  *canvas.Text
}

func (r *moveRenderer) Layout(size fyne.Size) {
	r.bg.Resize(size)
	r.t.Move(fyne.NewPos(tokenPad, tokenPad))
	r.t.Resize(size.SubtractWidthHeight(2*tokenPad, 2*tokenPad))
}

func (r *moveRenderer) MinSize() fyne.Size {
	return r.t.MinSize().AddWidthHeight(2*tokenPad, 2*tokenPad)
}

func (r *moveRenderer) Refresh()                     { r.bg.Refresh(); r.t.Refresh() }
func (r *moveRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.bg, r.t} }
func (r *moveRenderer) Destroy()                     {}

// flow lays tokens out left to right from indent, starting a new row
// where the next does not fit in *width (the move tree's width, set by
// widthSpy before the tree is laid out); its height is that of its rows
// at that width.
type flow struct {
	indent float32
	width  *float32
}

// place calls at (if set) with each object's place at width w and returns
// the height of all rows. The indent shrinks where w leaves no room for
// the widest object beside it.
func (l *flow) place(objs []fyne.CanvasObject, w float32, at func(o fyne.CanvasObject, p fyne.Position, s fyne.Size)) float32 {
	ind := min(l.indent, max(0, w-widest(objs)))
	x, y, rowH := ind, float32(0), float32(0)
	for _, o := range objs {
		s := o.MinSize()
		if c, ok := o.(*fyne.Container); ok && x > ind {
			if _, ok := c.Layout.(closing); ok {
				x -= tokenGap
			}
		}
		if x > ind && x+s.Width > w {
			x, y, rowH = ind, y+rowH+rowGap, 0
		}
		if at != nil {
			at(o, fyne.NewPos(x, y), s)
		}
		x += s.Width + tokenGap
		rowH = max(rowH, s.Height)
	}
	return y + rowH
}

// widest returns the width of the widest object.
func widest(objs []fyne.CanvasObject) float32 {
	var w float32
	for _, o := range objs {
		w = max(w, o.MinSize().Width)
	}
	return w
}

// MinSize is the widest token, whatever the indent, and the rows' height
// at the tree's width.
func (l *flow) MinSize(objs []fyne.CanvasObject) fyne.Size {
	width := *l.width
	if width <= 0 {
		width = 1 << 20 // not laid out yet: one row
	}
	return fyne.NewSize(widest(objs), l.place(objs, width, nil)+paraGap)
}

// Layout places the tokens in rows, at most as wide as the tree, as
// MinSize counted them.
func (l *flow) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	w := size.Width
	if *l.width > 0 {
		w = min(w, *l.width)
	}
	l.place(objs, w, func(o fyne.CanvasObject, p fyne.Position, s fyne.Size) {
		o.Move(p)
		o.Resize(s)
	})
}

// widthSpy lays its one object (the move tree's scroll) out at its full
// size after noting the width the tree's paragraphs get.
type widthSpy struct{ width *float32 }

func (l widthSpy) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

func (l widthSpy) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	*l.width = size.Width - theme.ScrollBarSize()
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
}

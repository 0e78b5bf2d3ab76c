package analysisview

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/ai/analysis"
	"github.com/konane/konane/ai/review"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/uikit"
)

// The evaluation bar's colours: Black's share, White's, and the edge.
var (
	barBlack = color.NRGBA{R: 0x2b, G: 0x2a, B: 0x30, A: 0xff}
	barWhite = color.NRGBA{R: 0xea, G: 0xe3, B: 0xd4, A: 0xff}
	barEdge  = color.NRGBA{R: 0x8c, G: 0x8c, B: 0x8c, A: 0xff}
)

// barHeight is the evaluation bar's height in Fyne units.
const barHeight = 14

// shownLines is how many of the engine's best moves the panel has rows
// for.
const shownLines = 3

// The rooms of the panel's texts, in lines: whatever they say, the panel
// keeps its height, so that nothing above or below it moves. Longer
// texts wrap and end in an ellipsis.
const (
	wordsLines  = 2
	pvLines     = 2
	statusLines = 1
)

// panel shows the engine's opinion of one position: the evaluation as a
// bar (Black's share dark) and in words, the best moves each with its
// value, the best line and what the engine is doing.
type panel struct {
	bar    *evalBar
	words  *widget.Label
	lines  [shownLines]lineRow
	pv     *widget.Label
	status *widget.Label
	box    *fyne.Container
	onPlay func(game.Move) // plays a best move on the board
}

// moveWidth is the width of a best move's column: "1. " and the longest
// jump of a 12×12 board.
func moveWidth() float32 {
	return widget.NewButton("8. a12-k12", nil).MinSize().Width
}

// lineRow is one best move, a button that plays it, and its value.
type lineRow struct {
	move  *widget.Button
	value *widget.Label
}

// newPanel returns an empty panel whose best moves, tapped, call onPlay.
func newPanel(onPlay func(game.Move)) *panel {
	p := &panel{onPlay: onPlay, bar: newEvalBar(), words: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		pv: widget.NewLabel(""), status: widget.NewLabel("")}
	rows := container.NewVBox()
	w := moveWidth()
	rowHeight := func() float32 {
		return max(widget.NewButton("1. a1", nil).MinSize().Height, textHeight(1, fyne.TextStyle{}))
	}
	for i := range p.lines {
		r := lineRow{widget.NewButton("", nil), widget.NewLabel("")}
		r.move.Importance = widget.LowImportance
		r.move.Alignment = widget.ButtonAlignLeading
		r.move.Hide()
		r.value.Truncation = fyne.TextTruncateEllipsis
		p.lines[i] = r
		row := container.NewBorder(nil, nil, container.New(&uikit.MinWidth{MinWidth: func() float32 { return w }}, r.move), nil, r.value)
		rows.Add(container.New(room{rowHeight}, row))
	}
	p.box = container.NewVBox(container.New(room{func() float32 { return barHeight }}, p.bar),
		fixedLines(p.words, wordsLines), rows, fixedLines(p.pv, pvLines), fixedLines(p.status, statusLines))
	return p
}

// fixedLines gives label l the room of n lines of its text, wrapping it
// (n > 1) and ending what does not fit in an ellipsis.
func fixedLines(l *widget.Label, n int) fyne.CanvasObject {
	if n > 1 {
		l.Wrapping = fyne.TextWrapWord
	}
	l.Truncation = fyne.TextTruncateEllipsis
	return container.New(room{func() float32 { return textHeight(n, l.TextStyle) }}, l)
}

// textHeight is the height of a label of n lines in style.
func textHeight(n int, style fyne.TextStyle) float32 {
	l := widget.NewLabelWithStyle(strings.Repeat("X\n", n-1)+"X", fyne.TextAlignLeading, style)
	return l.MinSize().Height
}

// room lays its objects out on top of each other at its full size; its
// MinSize is their widest and the height height() returns, whether they
// are hidden or how many lines they hold.
type room struct{ height func() float32 }

func (r room) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var w float32
	for _, o := range objs {
		w = max(w, o.MinSize().Width)
	}
	return fyne.NewSize(w, r.height())
}

func (r room) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// object is the panel's canvas object.
func (p *panel) object() fyne.CanvasObject { return p.box }

// clear empties the rows and the best line.
func (p *panel) clear() {
	for _, r := range p.lines {
		r.move.SetText("")
		r.move.OnTapped = nil
		r.move.Hide()
		r.value.SetText("")
	}
	p.pv.SetText("")
}

// message shows text alone (the engine off or unavailable), without the
// bar.
func (p *panel) message(text string) {
	p.clear()
	p.bar.Hide()
	p.words.SetText("")
	p.status.SetText(text)
}

// over shows the result of a finished game in pos: its side to move has
// lost.
func (p *panel) over(pos game.Position) {
	p.clear()
	p.bar.Show()
	lost := pos.SideToMove()
	p.bar.set(map[bool]float64{true: 0, false: 1}[lost == game.Black], true)
	p.words.SetText(i18n.T(uikit.Pick(lost, i18n.MsgStatusWhiteWins, i18n.MsgStatusBlackWins)))
	p.status.SetText("")
}

// show shows snapshot s of pos (nil: nothing known yet); ended says the
// engine returned.
func (p *panel) show(pos game.Position, s *analysis.Snapshot, ended bool) {
	p.clear()
	p.bar.Show()
	toMove := pos.SideToMove()
	if s == nil || len(s.Lines) == 0 {
		p.bar.set(0.5, false)
		p.words.SetText("")
		p.status.SetText(i18n.Format(i18n.MsgAnalysisThinking, i18n.Args{"Nodes": 0}))
		return
	}
	for i, l := range s.Lines {
		if i >= len(p.lines) {
			break
		}
		m := l.Move
		p.lines[i].move.SetText(fmt.Sprintf("%d. %s", i+1, m))
		p.lines[i].move.OnTapped = func() { p.onPlay(m) }
		p.lines[i].move.Show()
		p.lines[i].value.SetText(lineValue(l, toMove))
	}
	best := s.Lines[0]
	p.bar.set(blackShare(best, toMove), best.Proven)
	p.words.SetText(valueWords(best, toMove))
	p.pv.SetText(lineText(best.PV))
	msg := i18n.MsgAnalysisThinking
	if ended || s.Final {
		msg = i18n.MsgAnalysisDone
	}
	p.status.SetText(i18n.Format(msg, i18n.Args{"Nodes": int64(s.Nodes)}))
}

// blackScore returns l's value from Black's side in moves of mobility.
func blackScore(l analysis.Line, toMove game.Color) float64 {
	s := float64(l.Score) / 100
	if toMove == game.White {
		s = -s
	}
	return s
}

// winner returns who wins a proven line.
func winner(l analysis.Line, toMove game.Color) game.Color {
	if l.Win {
		return toMove
	}
	return toMove.Other()
}

// blackShare is Black's share of the bar: 1 or 0 for a proven line, else
// Black's winning chance (review.WinningChance).
func blackShare(l analysis.Line, toMove game.Color) float64 {
	if l.Proven {
		if winner(l, toMove) == game.Black {
			return 1
		}
		return 0
	}
	return review.WinningChance(blackScore(l, toMove))
}

// provenText is the review's wording of a proven line: who wins, and in
// how many plies only when the proof has a length.
func provenText(l analysis.Line, toMove game.Color) string {
	w := winner(l, toMove)
	if l.Plies > 0 {
		return i18n.Plural(uikit.Pick(w, i18n.MsgReviewBlackWinsIn, i18n.MsgReviewWhiteWinsIn), l.Plies, nil)
	}
	return i18n.T(uikit.Pick(w, i18n.MsgOracleBlackWins, i18n.MsgOracleWhiteWins))
}

// valueWords describes the best line's value as the review does: the
// proven result, or Black's winning chances.
func valueWords(l analysis.Line, toMove game.Color) string {
	if l.Proven {
		return provenText(l, toMove)
	}
	return i18n.Format(i18n.MsgReviewChances, i18n.Args{"Percent": i18n.Percent(review.WinningChance(blackScore(l, toMove)))})
}

// lineValue is one best move's value: the proven result, or the value
// from Black's side in moves of mobility, signed, with two decimals
// ("+1.25", "-2.20").
func lineValue(l analysis.Line, toMove game.Color) string {
	if l.Proven {
		return provenText(l, toMove)
	}
	s := blackScore(l, toMove)
	if s > 0 {
		return "+" + i18n.Number(i18n.Hundredths(s))
	}
	return i18n.Number(i18n.Hundredths(s))
}

// lineText returns the principal variation as the review writes it
// ("Best line: a b c"), or "" when there is none.
func lineText(pv []game.Move) string {
	if len(pv) == 0 {
		return ""
	}
	return i18n.Format(i18n.MsgReviewLine, i18n.Args{"Moves": game.MovesText(pv)})
}

// evalBar is a horizontal bar whose dark part is Black's share of the
// evaluation; a proven result has an edge of the theme's primary colour.
type evalBar struct {
	widget.BaseWidget
	black float64 // Black's share, 0 … 1
	sure  bool    // proven
}

func newEvalBar() *evalBar {
	b := &evalBar{black: 0.5}
	b.ExtendBaseWidget(b)
	return b
}

// set shows Black's share black (clamped to [0, 1]); proven marks a
// proven result.
func (b *evalBar) set(black float64, proven bool) {
	b.black, b.sure = min(max(black, 0), 1), proven
	b.Refresh()
}

// Share returns Black's share on show.
func (b *evalBar) Share() float64 { return b.black }

// CreateRenderer draws the two shares and a frame.
func (b *evalBar) CreateRenderer() fyne.WidgetRenderer {
	r := &barRenderer{b: b, dark: canvas.NewRectangle(barBlack), light: canvas.NewRectangle(barWhite), frame: canvas.NewRectangle(color.Transparent)}
	r.frame.StrokeWidth = 1
	return r
}

type barRenderer struct {
	b                  *evalBar
	dark, light, frame *canvas.Rectangle
}

func (r *barRenderer) Layout(size fyne.Size) {
	w := float32(r.b.black) * size.Width
	r.dark.Move(fyne.NewPos(0, 0))
	r.dark.Resize(fyne.NewSize(w, size.Height))
	r.light.Move(fyne.NewPos(w, 0))
	r.light.Resize(fyne.NewSize(size.Width-w, size.Height))
	r.frame.Resize(size)
}

func (r *barRenderer) MinSize() fyne.Size { return fyne.NewSize(100, barHeight) }

func (r *barRenderer) Refresh() {
	r.frame.StrokeColor = barEdge
	if r.b.sure {
		r.frame.StrokeColor = theme.Color(theme.ColorNamePrimary)
		r.frame.StrokeWidth = 2
	} else {
		r.frame.StrokeWidth = 1
	}
	r.Layout(r.b.Size())
	for _, o := range r.Objects() {
		o.Refresh()
	}
}

func (r *barRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.light, r.dark, r.frame}
}

func (r *barRenderer) Destroy() {}

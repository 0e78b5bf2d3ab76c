package ui

import (
	"math"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/coachview"
	"github.com/konane/konane/ui/internal/playernames"
	"github.com/konane/konane/ui/internal/uikit"
)

// Columns of the move table: the pair number, Black's move, White's move.
const (
	colNumber = iota
	colBlack
	colWhite
)

// historyPanel is the list of moves: one row per pair of moves in game
// notation. Clicking a move shows the position after it, read-only, until
// "Back to game"; the arrow buttons step through the game. The coach's
// verdict on the person's last move shows under the list.
type historyPanel struct {
	ctl        *play.Controller
	coach      *coachview.View
	root       *fyne.Container // the panel (object)
	table      *widget.Table
	prev, next *widget.Button
	back       *widget.Button
	players    *widget.Label   // who plays whom, above the table
	top        *fyne.Container // the players above the table (uikit.WrapAbove)
	moves      []game.Move     // the moves on show
	labels     []string        // their text with annotation glyphs ("d5!")
	offset     int             // 1 when the game starts with White to move
	syncing    bool            // the panel is selecting a cell itself
	follow     bool            // keep the last move in view when the table is resized
	laidAt     fyne.Size       // the table's size when it last scrolled
	widths     [3]float32      // the columns' widths as last set
}

func newHistoryPanel(ctl *play.Controller, coach *coachview.View) *historyPanel {
	h := &historyPanel{ctl: ctl, coach: coach}
	h.table = widget.NewTable(h.size, h.createCell, h.updateCell)
	h.table.ShowHeaderRow = true
	h.table.CreateHeader = h.createCell
	h.table.UpdateHeader = h.updateHeader
	h.table.OnSelected = h.selected
	h.prev = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), h.stepBack)
	h.next = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), h.stepForward)
	h.back = widget.NewButtonWithIcon(i18n.T(i18n.MsgButtonBackToGame), theme.MediaPlayIcon(), ctl.BackToGame)
	h.back.Importance = widget.HighImportance
	h.players = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	h.players.Wrapping = fyne.TextWrapWord
	return h
}

// playersLines is the most lines the players take above the move table;
// longer names end in "…" there.
const playersLines = 2

// object returns the panel's canvas object: the players above the table,
// the table above the coach and the buttons.
func (h *historyPanel) object() fyne.CanvasObject {
	buttons := container.NewBorder(nil, nil, container.NewHBox(h.prev, h.next), nil, h.back)
	table := container.New(&tableBox{AfterLayout: uikit.AfterLayout{Then: h.laidOut}, h: h}, h.table)
	h.top = uikit.WrapAbove(h.players, table, playersLines)
	h.root = container.NewBorder(nil, container.NewVBox(h.coach.Object(), buttons), nil, nil, h.top)
	return h.root
}

// laidOut scrolls to the last move again when the table's size changed
// since it last did: a table scrolled before it had its final size shows
// blank rows.
func (h *historyPanel) laidOut() {
	refit := h.fitColumns()
	if size := h.table.Size(); h.follow && (size != h.laidAt || refit) && size.Height > 0 {
		h.laidAt = size
		h.scrollToEnd()
	}
}

// scrollToEnd shows the last row. It scrolls to the first row before the
// last: Fyne's Table.ScrollTo clamps against a content size not yet grown
// to a new row count, and ScrollToBottom keeps a stale offset when all
// rows fit.
func (h *historyPanel) scrollToEnd() {
	h.table.ScrollToTop()
	rows, _ := h.size()
	if rows == 0 {
		return
	}
	h.table.ScrollTo(widget.TableCellID{Row: 0, Col: colNumber})
	h.table.ScrollTo(widget.TableCellID{Row: rows - 1, Col: colNumber})
}

func (h *historyPanel) size() (rows, cols int) {
	return (h.offset + len(h.moves) + 1) / 2, 3
}

func (h *historyPanel) createCell() fyne.CanvasObject {
	return widget.NewLabel("l12-l10")
}

// index returns the index in the move list of the move in a cell: -1 for
// the empty Black cell of a game that starts with White, len(moves) or more
// for an empty cell.
func (h *historyPanel) index(id widget.TableCellID) int {
	col := id.Col
	if col == colNumber {
		col = colWhite
	}
	return 2*id.Row + col - colBlack - h.offset
}

func (h *historyPanel) updateCell(id widget.TableCellID, o fyne.CanvasObject) {
	l := o.(*widget.Label)
	l.Alignment = fyne.TextAlignLeading
	switch i := h.index(id); {
	case id.Col == colNumber:
		l.Alignment = fyne.TextAlignTrailing
		l.SetText(i18n.Number(id.Row + 1))
	case i < 0:
		l.SetText("…")
	case i < len(h.moves):
		l.SetText(h.labels[i])
	default:
		l.SetText("")
	}
}

func (h *historyPanel) updateHeader(id widget.TableCellID, o fyne.CanvasObject) {
	l := o.(*widget.Label)
	l.TextStyle.Bold = true
	switch id.Col {
	case colNumber:
		l.SetText(i18n.T(i18n.MsgHistoryNumber))
	case colBlack:
		l.SetText(i18n.T(i18n.MsgColorBlack))
	case colWhite:
		l.SetText(i18n.T(i18n.MsgColorWhite))
	}
}

// selected shows the position after the move in the clicked cell.
func (h *historyPanel) selected(id widget.TableCellID) {
	if h.syncing {
		return
	}
	i := min(h.index(id), len(h.moves)-1)
	h.ctl.ShowPly(i + 1)
}

func (h *historyPanel) stepBack() {
	ply, ok := h.ctl.ViewedPly()
	if !ok {
		ply = h.ctl.LivePlies()
	}
	h.ctl.ShowPly(max(ply-1, 0))
}

func (h *historyPanel) stepForward() {
	if ply, ok := h.ctl.ViewedPly(); ok {
		h.ctl.ShowPly(ply + 1)
	}
}

// refresh shows the moves of the live game that the board shows
// (play.Controller.LivePlies) and selects the cell of the position on show. When the number of moves changed and the live
// position is on show, the table scrolls to its end, so a shrunk table
// shows no blank rows at its old offset.
func (h *historyPanel) refresh() {
	g := h.ctl.Game()
	offset := 0
	if h.ctl.FirstToMove() == game.White {
		offset = 1
	}
	if line := playernames.Line(h.ctl.Players()); line != h.players.Text {
		h.players.SetText(line)
		if h.top != nil { // the line's height may change: lay it out again
			h.top.Layout.Layout(h.top.Objects, h.top.Size())
		}
	}
	// The moves the board shows: not one still sliding onto it.
	live := h.ctl.LivePlies()
	changed := live != len(h.moves) || offset != h.offset
	h.moves, h.offset = g.Moves()[:live], offset
	h.labels = make([]string, len(h.moves))
	for i := range h.moves {
		h.labels[i] = g.AnnotatedMove(i)
	}
	h.table.Refresh()
	ply, viewing := h.ctl.ViewedPly()
	h.syncing = true
	if viewing && ply > 0 {
		h.table.Select(h.cellOf(ply - 1))
	} else {
		h.table.UnselectAll()
	}
	h.syncing = false
	h.follow = !viewing
	if !viewing && changed {
		h.laidAt = fyne.Size{}
		h.laidOut()
	}
	h.showButtons(ply, viewing)
	if h.coach.Refresh() && h.root != nil {
		h.root.Refresh() // the coach came, went or grew: lay the panel out again
	}
}

// cellOf returns the cell of move i.
func (h *historyPanel) cellOf(i int) widget.TableCellID {
	k := i + h.offset
	return widget.TableCellID{Row: k / 2, Col: colBlack + k%2}
}

// showButtons enables the step buttons and shows "Back to game" only while
// a past position is on show.
func (h *historyPanel) showButtons(ply int, viewing bool) {
	uikit.SetEnabled(h.prev, h.ctl.LivePlies() > 0 && (!viewing || ply > 0))
	uikit.SetEnabled(h.next, viewing)
	if viewing {
		h.back.Show()
	} else {
		h.back.Hide()
	}
}

// relabel sets the texts in the current language.
func (h *historyPanel) relabel() {
	h.back.SetText(i18n.T(i18n.MsgButtonBackToGame))
	h.table.Refresh()
	h.coach.Relabel()
}

// Widths of the move table's columns: each fits its header and its
// texts in the current language, the number column the highest move
// number, each move column the longest move of the game (at least
// widestMove); the move columns share what is left over.
const widestMove = "l12-l10"

// columnNeeds returns the widths the number column and each move column
// need.
func (h *historyPanel) columnNeeds() (number, move float32) {
	rows, _ := h.size()
	number = max(labelWidth(i18n.Number(max(rows, 99)), false), labelWidth(i18n.T(i18n.MsgHistoryNumber), true))
	move = max(labelWidth(i18n.T(i18n.MsgColorBlack), true), labelWidth(i18n.T(i18n.MsgColorWhite), true),
		labelWidth(widestMove, false))
	for _, m := range h.moves {
		if s := m.String(); len(s) > len(widestMove) {
			move = max(move, labelWidth(s, false))
		}
	}
	return ceil(number), ceil(move) // whole pixels, so that rounding cuts no text
}

// ceil rounds v up to a whole number.
func ceil(v float32) float32 { return float32(math.Ceil(float64(v))) }

// tableBox lays out the move table over its whole space, at least as wide
// as its columns need and as high as its header and minRows rows.
type tableBox struct {
	uikit.AfterLayout
	h *historyPanel
}

// minRows is how many rows of moves the table shows at the least.
const minRows = 3

// MinSize is the panel's minWidth and minHeight.
func (b *tableBox) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(b.h.minWidth(), minHeight())
}

// minHeight is the height of the table's header and minRows rows: each
// as high as a label, with padding between them as widget.Table has it.
func minHeight() float32 {
	row := fyne.MeasureText("l12-l10", theme.TextSize(), fyne.TextStyle{}).Height + 2*theme.InnerPadding()
	return (minRows+1)*row + minRows*theme.Padding()
}

// minWidth is the width the table needs to show every column whole.
func (h *historyPanel) minWidth() float32 {
	number, move := h.columnNeeds()
	return number + 2*move + 3*theme.Padding() + theme.ScrollBarSize()
}

// fitColumns gives the columns their widths for the table's width and
// reports whether they changed.
func (h *historyPanel) fitColumns() bool {
	number, move := h.columnNeeds()
	spare := h.table.Size().Width - h.minWidth()
	move += float32(math.Floor(float64(max(spare, 0) / 2)))
	widths := [3]float32{number, move, move}
	if widths == h.widths {
		return false
	}
	h.widths = widths
	for col, w := range widths {
		h.table.SetColumnWidth(col, w)
	}
	return true
}

// labelWidth returns the width of a label showing s (bold or not), its
// padding included: the text's measure (cached) and the label's inner
// padding on each side, as widget.Label's MinSize has it.
func labelWidth(s string, bold bool) float32 {
	return textWidth(s, bold) + 2*theme.InnerPadding()
}

// textKey names a measured text: the text, its style and its size.
type textKey struct {
	text string
	bold bool
	size float32
}

// textWidths caches textWidth's measures. The fonts are the same in
// every language, so a language change keeps them.
var textWidths = struct {
	sync.Mutex
	m map[textKey]float32
}{m: map[textKey]float32{}}

// textWidth returns the width of s drawn at the theme's text size.
func textWidth(s string, bold bool) float32 {
	k := textKey{s, bold, theme.TextSize()}
	textWidths.Lock()
	defer textWidths.Unlock()
	w, ok := textWidths.m[k]
	if !ok {
		w = fyne.MeasureText(s, k.size, fyne.TextStyle{Bold: bold}).Width
		textWidths.m[k] = w
	}
	return w
}

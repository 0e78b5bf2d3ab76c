package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
)

// Columns of the move table: the pair number, Black's move, White's move.
const (
	colNumber = iota
	colBlack
	colWhite
)

// historyPanel is the list of moves: one row per pair of moves in game
// notation. Clicking a move shows the position after it, read-only, until
// "Back to game"; the arrow buttons step through the game.
type historyPanel struct {
	ctl        *Controller
	table      *widget.Table
	prev, next *widget.Button
	back       *widget.Button
	moves      []game.Move // the moves on show
	labels     []string    // their text with annotation glyphs ("d5!")
	offset     int         // 1 when the game starts with White to move
	syncing    bool        // the panel is selecting a cell itself
	follow     bool        // keep the last move in view when the table is resized
	laidAt     fyne.Size   // the table's size when it last scrolled
}

func newHistoryPanel(ctl *Controller) *historyPanel {
	h := &historyPanel{ctl: ctl}
	h.table = widget.NewTable(h.size, h.createCell, h.updateCell)
	h.table.ShowHeaderRow = true
	h.table.CreateHeader = h.createCell
	h.table.UpdateHeader = h.updateHeader
	h.table.OnSelected = h.selected
	h.table.SetColumnWidth(colNumber, 44)
	h.table.SetColumnWidth(colBlack, 100)
	h.table.SetColumnWidth(colWhite, 100)
	h.prev = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), h.stepBack)
	h.next = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), h.stepForward)
	h.back = widget.NewButtonWithIcon(i18n.T(i18n.MsgButtonBackToGame), theme.MediaPlayIcon(), ctl.BackToGame)
	h.back.Importance = widget.HighImportance
	return h
}

// object returns the panel's canvas object: the table above the buttons.
func (h *historyPanel) object() fyne.CanvasObject {
	buttons := container.NewBorder(nil, nil, container.NewHBox(h.prev, h.next), nil, h.back)
	table := container.New(&afterLayout{h.laidOut}, h.table)
	return container.NewBorder(nil, buttons, nil, nil, table)
}

// laidOut scrolls to the last move again when the table's size changed
// since it last did: a table scrolled before it had its final size shows
// blank rows.
func (h *historyPanel) laidOut() {
	if size := h.table.Size(); h.follow && size != h.laidAt && size.Height > 0 {
		h.laidAt = size
		h.table.ScrollToTop() // ScrollToBottom keeps a stale offset when all rows fit
		h.table.ScrollToBottom()
	}
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
		ply = h.ctl.game.Ply()
	}
	h.ctl.ShowPly(max(ply-1, 0))
}

func (h *historyPanel) stepForward() {
	if ply, ok := h.ctl.ViewedPly(); ok {
		h.ctl.ShowPly(ply + 1)
	}
}

// refresh shows the moves of the live game and selects the cell of the
// position on show.
func (h *historyPanel) refresh() {
	g := h.ctl.game
	grew := g.Ply() > len(h.moves)
	h.moves = g.Moves()
	h.labels = make([]string, len(h.moves))
	for i := range h.moves {
		h.labels[i] = g.AnnotatedMove(i)
	}
	h.offset = 0
	if h.ctl.firstToMove() == game.White {
		h.offset = 1
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
	if !viewing && grew {
		h.laidAt = fyne.Size{}
		h.laidOut()
	}
	h.showButtons(ply, viewing)
}

// cellOf returns the cell of move i.
func (h *historyPanel) cellOf(i int) widget.TableCellID {
	k := i + h.offset
	return widget.TableCellID{Row: k / 2, Col: colBlack + k%2}
}

// showButtons enables the step buttons and shows "Back to game" only while
// a past position is on show.
func (h *historyPanel) showButtons(ply int, viewing bool) {
	setEnabled(h.prev, h.ctl.game.Ply() > 0 && (!viewing || ply > 0))
	setEnabled(h.next, viewing)
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
}

// afterLayout lays out its only object over the whole space and then calls
// a function.
type afterLayout struct{ then func() }

// MinSize is the object's.
func (a *afterLayout) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

// Layout gives the object the whole space, then calls a.then.
func (a *afterLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Resize(size)
	objs[0].Move(fyne.NewPos(0, 0))
	a.then()
}

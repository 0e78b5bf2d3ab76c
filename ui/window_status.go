package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/board"
)

// statusLine is the line under the board: whose turn and what to do (or
// who won), a note (a refused click, a hint, the history view), the stones
// each side has captured and the computer's "Thinking…".
type statusLine struct {
	turn, note           *widget.Label
	blackName, whiteName *widget.Label
	black, white         *widget.Label
	// captureWidth keeps black and white as wide as the widest count, so
	// that the names beside them stay put as captures go 0, 1, 2, 5….
	captureWidth float32
	thinking     *widget.Label
	pulse        *pulseDot // moves while the computer thinks
	// oracle says who wins with perfect play (View → Show winning moves).
	oracle *widget.Label
	box    *fyne.Container
}

// newStatusLine returns the status line; do runs a function on the UI
// goroutine (fyne.Do), for the pulse of the thinking dot.
func newStatusLine(do func(func())) *statusLine {
	s := &statusLine{
		pulse:     newPulseDot(do),
		turn:      widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		note:      widget.NewLabel(""),
		blackName: widget.NewLabel(""),
		whiteName: widget.NewLabel(""),
		black:     widget.NewLabel(""),
		white:     widget.NewLabel(""),
		thinking:  widget.NewLabel(""),
		oracle:    widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Italic: true}),
	}
	// The note has a line of its own under the turn and the captures, and
	// wraps there: beside them it was cut off in the default window width.
	s.note.Wrapping = fyne.TextWrapWord
	s.relabel()
	s.thinking.Hide()
	s.oracle.Hide()
	s.box = container.NewVBox(
		container.NewBorder(nil, nil,
			container.NewHBox(s.turn, s.oracle),
			container.NewHBox(s.pulse.object(), s.thinking,
				stoneMark(color.Black, color.Gray{Y: 0xE0}), s.blackName, s.fixedCapture(s.black), widget.NewSeparator(),
				stoneMark(color.White, color.Gray{Y: 0xA0}), s.whiteName, s.fixedCapture(s.white))),
		s.note)
	return s
}

// stoneMark returns a small stone of colour c with an outline of colour
// outline: light around the black stone, so that it shows on the dark
// theme, darker around the white one for the light theme.
func stoneMark(c, outline color.Color) fyne.CanvasObject {
	dot := canvas.NewCircle(c)
	dot.StrokeColor = outline
	dot.StrokeWidth = 1.5
	return container.NewCenter(container.New(layout.NewGridWrapLayout(fyne.NewSquareSize(14)), dot))
}

// showOracle sets the oracle's verdict; "" hides it.
func (s *statusLine) showOracle(text string) {
	s.oracle.SetText(text)
	if text == "" {
		s.oracle.Hide()
	} else {
		s.oracle.Show()
	}
}

// object returns the status line's canvas object.
func (s *statusLine) object() fyne.CanvasObject {
	return container.NewVBox(widget.NewSeparator(), s.box)
}

// relabel sets the fixed texts in the current language.
func (s *statusLine) relabel() {
	s.blackName.SetText(i18n.T(i18n.MsgColorBlack))
	s.whiteName.SetText(i18n.T(i18n.MsgColorWhite))
	s.thinking.SetText(i18n.T(i18n.MsgStatusThinking))
	s.captureWidth = widestCapture()
}

// fixedCapture returns l in a box as wide as captureWidth.
func (s *statusLine) fixedCapture(l *widget.Label) fyne.CanvasObject {
	return container.New(&minWidthLayout{afterLayout{func() {}}, func() float32 { return s.captureWidth }}, l)
}

// maxCaptures bounds the stones one side can capture: fewer than half of
// the 144 squares of the largest board (rules.md: 4×4 to 12×12).
const maxCaptures = 72

// widestCapture returns the width of the widest "Captured: N stones" label
// for N from 0 to maxCaptures in the current language (plural forms and
// digits differ in width).
func widestCapture() float32 {
	var w float32
	for n := 0; n <= maxCaptures; n++ {
		w = max(w, labelWidth(i18n.Plural(i18n.MsgStatusCaptured, n, nil), false))
	}
	return w
}

// show fills the status line from the controller's state.
func (s *statusLine) show(c *Controller) {
	s.turn.SetText(turnText(c))
	s.note.SetText(noteText(c))
	b, w := c.Captured()
	s.black.SetText(i18n.Plural(i18n.MsgStatusCaptured, b, nil))
	s.white.SetText(i18n.Plural(i18n.MsgStatusCaptured, w, nil))
	// A dot that pulses a few times a second, not an animated spinner: a
	// spinner redraws the window at 60 frames a second for as long as the
	// computer thinks, which takes CPU time from the search where the GPU
	// is emulated.
	if c.Thinking() {
		s.thinking.Show()
	} else {
		s.thinking.Hide()
	}
	if (c.Thinking() && pulsing()) || pulsingAlways() {
		s.pulse.start()
	} else {
		s.pulse.halt()
	}
}

// turnText says whose turn it is and what to do, or who won, or which
// position of the history is shown.
func turnText(c *Controller) string {
	if ply, ok := c.ViewedPly(); ok {
		if ply == 0 {
			return i18n.T(i18n.MsgStatusStartPosition)
		}
		return i18n.Plural(i18n.MsgStatusMoveOf, ply, i18n.Args{"Total": c.game.Ply()})
	}
	if w, over := c.game.Result().Winner(); over {
		return i18n.T(pick(w, i18n.MsgStatusBlackWins, i18n.MsgStatusWhiteWins))
	}
	p := c.game.Position()
	switch p.Phase() {
	case game.BlackRemoves:
		return i18n.T(i18n.MsgStatusBlackRemoves)
	case game.WhiteRemoves:
		return i18n.T(i18n.MsgStatusWhiteRemoves)
	}
	return i18n.T(pick(p.SideToMove(), i18n.MsgStatusBlackToMove, i18n.MsgStatusWhiteToMove))
}

// noteText is the second part of the status line: why a click was refused,
// the hint, or how to leave the history view.
func noteText(c *Controller) string {
	if r := c.Rejected(); r != nil {
		if msg := rejectMessage(c, *r); msg != nil {
			return i18n.T(msg)
		}
	}
	if _, ok := c.ViewedPly(); ok {
		return i18n.T(i18n.MsgStatusViewing)
	}
	if h := c.Hint(); h != game.NoMove {
		return i18n.Format(i18n.MsgStatusHint, i18n.Args{"Move": h.String()})
	}
	return ""
}

// rejectMessage explains a refused click on the board, or returns nil when
// there is nothing to say.
func rejectMessage(c *Controller, r board.Reject) *goi18n.Message {
	switch r {
	case board.RejectNotYourStone:
		return i18n.MsgErrNotYourStone
	case board.RejectNoJumpFromHere:
		return i18n.MsgErrStoneCannotMove
	case board.RejectNotRemovable:
		p := c.game.Position()
		return pick(p.SideToMove(), i18n.MsgErrBlackRemoval, i18n.MsgErrWhiteRemoval)
	case board.RejectEmptySquare:
		return i18n.MsgStatusRejectEmpty
	case board.RejectGameOver:
		return i18n.MsgErrGameOver
	case board.RejectReadOnly:
		return readOnlyMessage(c)
	}
	return nil // board.RejectBusy: the move on its way answers the click
}

// readOnlyMessage says why the board takes no move now.
func readOnlyMessage(c *Controller) *goi18n.Message {
	switch {
	case c.viewPly >= 0:
		return i18n.MsgStatusRejectReadOnly
	case c.game.Over():
		return i18n.MsgErrGameOver
	case c.Thinking():
		return i18n.MsgErrNotYourTurn
	}
	return nil
}

// pick returns black or white according to colour c.
func pick[T any](c game.Color, black, white T) T {
	if c == game.Black {
		return black
	}
	return white
}

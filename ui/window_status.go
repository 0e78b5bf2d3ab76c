package ui

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/board"
	"github.com/konane/konane/ui/internal/instrument"
	"github.com/konane/konane/ui/internal/playernames"
	"github.com/konane/konane/ui/internal/uikit"
)

// statusLine is the line under the board: whose turn and what to do (or
// who won), a note (a refused click, a hint, the history view), the stones
// each side has captured and the computer's "Thinking…".
type statusLine struct {
	turn, note           *widget.Label
	blackName, whiteName *widget.Label
	black, white         *widget.Label
	// blackCount and whiteCount are the captures in short, the number
	// beside the stone and the name, shown instead of black and white when
	// the line is too narrow for those beside the turn; shortNames are the
	// names there, which end in "…" rather than go when space is short.
	blackCount, whiteCount *widget.Label
	shortNames             [2]*widget.Label
	// captureWidth keeps black and white as wide as the widest count, so
	// that the names beside them stay put as captures go 0, 1, 2, 5…;
	// countWidth does the same for blackCount and whiteCount.
	captureWidth, countWidth float32
	// nameWidth is the most blackName and whiteName take: the widest name
	// a player of the New game dialog's gets ("You", a level, a colour); a
	// longer name from a saved game ends in "…" there, so that it cannot
	// widen the window. nameWidths are the widths of the names on show.
	nameWidth  float32
	nameWidths [2]float32
	// turnWidth is reserved for the turn whatever it says (its widest
	// text), so that the window's minimum width does not change with it
	// and the turn is whole at the minimum width.
	turnWidth float32
	thinking  *widget.Label
	pulse     *pulseDot // moves while the computer thinks
	// oracle says who wins with perfect play (View → Show winning moves).
	oracle *widget.Label
	// savedAs is the name of the file the game was just saved to, noted
	// while nothing else is (showSaved); "" for none.
	savedAs string
	row     *fyne.Container // the turn, the oracle and the captures
	box     *fyne.Container
	// resized, if set, is called when the status line's height changed
	// (the note came, went or took another number of lines), so that the
	// window lays its parts out again.
	resized func()
	// full and short are the captures' rows: with the names and "Captured:
	// N stones", and with the names and the numbers only.
	full, short *fyne.Container
}

// newStatusLine returns the status line; do runs a function on the UI
// goroutine (fyne.Do), for the pulse of the thinking dot.
func newStatusLine(do func(func())) *statusLine {
	s := &statusLine{
		pulse:      newPulseDot(do),
		turn:       widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		note:       widget.NewLabel(""),
		blackName:  widget.NewLabel(""),
		whiteName:  widget.NewLabel(""),
		black:      widget.NewLabel(""),
		white:      widget.NewLabel(""),
		blackCount: widget.NewLabel(""),
		whiteCount: widget.NewLabel(""),
		shortNames: [2]*widget.Label{widget.NewLabel(""), widget.NewLabel("")},
		thinking:   widget.NewLabel(""),
		oracle:     widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Italic: true}),
	}
	// The note has a line of its own under the turn and the captures, and
	// wraps there: beside them it would be cut off at the default width.
	s.note.Wrapping = fyne.TextWrapWord
	s.note.Hide() // shown while it has something to say (setNote)
	// A text longer than the space left (a win, the oracle's verdict in a
	// narrow window) ends in "…" instead of widening the window.
	s.turn.Truncation = fyne.TextTruncateEllipsis
	s.oracle.Truncation = fyne.TextTruncateEllipsis
	s.relabel()
	s.thinking.Hide()
	s.oracle.Hide()
	s.thinking.Truncation = fyne.TextTruncateEllipsis
	s.blackName.Truncation = fyne.TextTruncateEllipsis
	s.whiteName.Truncation = fyne.TextTruncateEllipsis
	for _, l := range s.shortNames {
		l.Truncation = fyne.TextTruncateEllipsis
	}
	s.full = container.NewHBox(
		blackMark(), s.cappedName(s.blackName, game.Black), s.fixedWidth(s.black, &s.captureWidth), widget.NewSeparator(),
		whiteMark(), s.cappedName(s.whiteName, game.White), s.fixedWidth(s.white, &s.captureWidth))
	s.short = container.New(&shortCaptures{s},
		blackMark(), s.shortNames[game.Black], s.fixedWidth(s.blackCount, &s.countWidth), widget.NewSeparator(),
		whiteMark(), s.shortNames[game.White], s.fixedWidth(s.whiteCount, &s.countWidth))
	s.row = container.New(&statusRow{s}, s.turn, s.pulse.object(), s.thinking, s.oracle, s.full, s.short)
	s.box = container.NewVBox(s.row, s.note)
	return s
}

// statusRow lays out objects turn, pulse dot, thinking, oracle, full and
// short captures: the captures trailing, in full if the turn still fits,
// else in short as wide as the turn leaves (their names cut first); the
// others leading, each truncated to what is left. Its minimum width is
// fixed (widest turn and narrowest short captures), so the window never
// grows.
type statusRow struct{ s *statusLine }

// MinSize is the reserved turn width beside the short captures.
func (r *statusRow) MinSize(objs []fyne.CanvasObject) fyne.Size {
	full, short := objs[4].MinSize(), objs[5].MinSize()
	h := max(full.Height, short.Height, objs[0].MinSize().Height)
	return fyne.NewSize(r.s.turnWidth+theme.Padding()+short.Width, h)
}

// Layout places the objects in size.
func (r *statusRow) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	turn := labelWidth(r.s.turn.Text, true) + textSlack
	right, other := objs[4], objs[5]
	rw, room := right.MinSize().Width, size.Width-turn-theme.Padding()
	if rw > room {
		right, other = other, right
		rw = max(right.MinSize().Width, min(shortWidth(r.s), room))
	}
	other.Hide()
	right.Show()
	right.Move(fyne.NewPos(size.Width-rw, 0))
	right.Resize(fyne.NewSize(rw, size.Height))
	x, end := float32(0), max(0, size.Width-rw-theme.Padding())
	widths := []float32{
		turn,
		objs[1].MinSize().Width,
		labelWidth(r.s.thinking.Text, false) + textSlack,
		end, // the oracle takes the rest
	}
	for i, o := range objs[:4] {
		w := min(widths[i], end-x)
		if !o.Visible() {
			w = 0
		}
		o.Move(fyne.NewPos(x, (size.Height-o.MinSize().Height)/2))
		o.Resize(fyne.NewSize(w, o.MinSize().Height))
		x += w
	}
}

// shortCaptures lays out the captures in short: Black's stone, name and
// count, a separator, White's, at the trailing edge. The names share the
// width the others leave, each at most its own width (capped at
// nameWidth), and end in "…" when cut; the minimum width gives each
// shortNameMin.
type shortCaptures struct{ s *statusLine }

// shortNameMin is the least width of a name in the short captures: two
// letters and "…".
func shortNameMin() float32 { return labelWidth("Mm…", false) + textSlack }

// othersWidth is the width of the objects other than the names (1 and 5)
// and of the padding between all seven; height is the tallest object's.
func (c *shortCaptures) othersWidth(objs []fyne.CanvasObject) (width, height float32) {
	width = float32(len(objs)-1) * theme.Padding()
	for i, o := range objs {
		m := o.MinSize()
		height = max(height, m.Height)
		if i != 1 && i != 5 {
			width += m.Width
		}
	}
	return width, height
}

// MinSize is the fixed width and the names at shortNameMin.
func (c *shortCaptures) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w, h := c.othersWidth(objs)
	return fyne.NewSize(w+2*shortNameMin(), h)
}

// nameNeeds returns the width each name needs whole, capped at nameWidth.
func (c *shortCaptures) nameNeeds() (black, white float32) {
	return min(c.s.nameWidths[game.Black], c.s.nameWidth), min(c.s.nameWidths[game.White], c.s.nameWidth)
}

// Layout places the objects left to right, ending at size's trailing
// edge; a name that does not fit whole gets half of the names' room at
// least.
func (c *shortCaptures) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	others, _ := c.othersWidth(objs)
	room := max(0, size.Width-others)
	nb, nw := c.nameNeeds()
	black := min(nb, max(room/2, room-nw))
	white := min(nw, room-black)
	x := max(0, room-black-white)
	for i, o := range objs {
		w := o.MinSize().Width
		switch i {
		case 1:
			w = black
		case 5:
			w = white
		}
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(w, size.Height))
		x += w + theme.Padding()
	}
}

// shortWidth is the width of the short captures with both names whole.
func shortWidth(s *statusLine) float32 {
	c := &shortCaptures{s}
	others, _ := c.othersWidth(s.short.Objects)
	nb, nw := c.nameNeeds()
	return others + nb + nw
}

// blackMark and whiteMark are the small stones beside the captures.
func blackMark() fyne.CanvasObject { return stoneMark(color.Black, color.Gray{Y: 0xE0}) }
func whiteMark() fyne.CanvasObject { return stoneMark(color.White, color.Gray{Y: 0xA0}) }

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
	s.row.Refresh()
}

// showSaved notes that the game was saved to the file name, while
// nothing else is to be noted; "" drops the note.
func (s *statusLine) showSaved(name string) {
	if name == s.savedAs {
		return
	}
	old := s.savedNote()
	s.savedAs = name
	if s.note.Text == old || s.note.Text == "" {
		s.setNote(s.savedNote())
	}
}

// setNote puts text on the note's line, which is shown only while text is
// not "", and has the window laid out again when the line's height
// changed.
func (s *statusLine) setNote(text string) {
	before := s.box.MinSize().Height
	s.note.SetText(text)
	if text == "" {
		s.note.Hide()
	} else {
		s.note.Show()
	}
	if s.box.MinSize().Height != before && s.resized != nil {
		s.resized()
	}
}

// noteRoom is the height the note's line takes, one line of text and the
// padding above it, while no note is on show; 0 while one is. The
// window's minimum size keeps it, so that a note does not make the
// window grow, and gives it to the board while there is no note.
func (s *statusLine) noteRoom() float32 {
	if s.note.Visible() {
		return 0
	}
	return fyne.MeasureText("M", theme.TextSize(), fyne.TextStyle{}).Height + 2*theme.InnerPadding() + theme.Padding()
}

// savedNote is the note of showSaved in the current language, or "".
func (s *statusLine) savedNote() string {
	if s.savedAs == "" {
		return ""
	}
	return i18n.Format(i18n.MsgStatusSaved, i18n.Args{"Name": s.savedAs})
}

// object returns the status line's canvas object.
func (s *statusLine) object() fyne.CanvasObject {
	return container.NewVBox(widget.NewSeparator(), s.box)
}

// relabel sets the fixed texts in the current language (the players'
// names follow in show).
func (s *statusLine) relabel() {
	s.thinking.SetText(i18n.T(i18n.MsgStatusThinking))
	s.captureWidth = widestCapture()
	s.countWidth = widestCount()
	s.nameWidth = widestName()
	s.nameWidths = [2]float32{} // measured again in the new language's font
	s.turnWidth = widestTurn()
}

// widestName returns the width of the widest short name of a player
// (playernames.Short) other than a name from a saved game: "You", the
// levels and the colours, in the current language.
func widestName() float32 {
	names := append(playernames.Levels(), i18n.T(i18n.MsgPlayerYou), i18n.T(i18n.MsgColorBlack), i18n.T(i18n.MsgColorWhite))
	var w float32
	for _, n := range names {
		w = max(w, labelWidth(n, false))
	}
	return w + textSlack
}

// cappedName returns the name label l of colour c in a box as wide as its
// text, at most nameWidth.
func (s *statusLine) cappedName(l *widget.Label, c game.Color) fyne.CanvasObject {
	return container.New(&uikit.MinWidth{MinWidth: func() float32 { return min(s.nameWidths[c], s.nameWidth) }}, l)
}

// showName puts name on the label l of colour c and on its label in the
// short captures.
func (s *statusLine) showName(l *widget.Label, c game.Color, name string) {
	if l.Text != name || s.nameWidths[c] == 0 {
		s.nameWidths[c] = labelWidth(name, false) + textSlack
		l.SetText(name)
		s.shortNames[c].SetText(name)
	}
}

// widestTurn returns the width reserved for the turn: the widest of the
// texts turnText gives in the current language (bold), so that the
// window's minimum width shows every one whole.
func widestTurn() float32 {
	var w float32
	for _, t := range turnTexts() {
		w = max(w, labelWidth(t, true))
	}
	return w + textSlack
}

// turnTexts returns every text turnText can give, a position of the
// history at every ply up to maxPlies of a game of maxPlies.
func turnTexts() []string {
	texts := uikit.Texts(i18n.MsgStatusBlackToMove, i18n.MsgStatusWhiteToMove,
		i18n.MsgStatusBlackRemoves, i18n.MsgStatusWhiteRemoves,
		i18n.MsgStatusBlackWins, i18n.MsgStatusWhiteWins, i18n.MsgStatusStartPosition)
	for ply := 1; ply <= maxPlies; ply++ {
		texts = append(texts, i18n.Plural(i18n.MsgStatusMoveOf, ply, i18n.Args{"Total": maxPlies}))
	}
	return texts
}

// maxPlies bounds the plies of a game: two removals and then jumps, each
// of which captures a stone, on the 144 squares of the largest board.
const maxPlies = 144

// textSlack is added to a truncating label's measured width: given just
// its measure, Fyne's truncation still cut "Schwarz ist am Zug" to
// "Schwarz ist am Z…" (rounding).
const textSlack = 2

// fixedWidth returns l in a box at least *width wide.
func (s *statusLine) fixedWidth(l *widget.Label, width *float32) fyne.CanvasObject {
	return container.New(&uikit.MinWidth{MinWidth: func() float32 { return *width }}, l)
}

// maxCaptures bounds the stones one side can capture: fewer than half of
// the 144 squares of the largest board (docs/rules.md: 4×4 to 12×12).
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

// widestCount returns the width of the widest of the numbers 0 to
// maxCaptures in the current language.
func widestCount() float32 {
	var w float32
	for n := 0; n <= maxCaptures; n++ {
		w = max(w, labelWidth(i18n.Number(n), false))
	}
	return w
}

// show fills the status line from the controller's state.
func (s *statusLine) show(c *play.Controller) {
	s.turn.SetText(turnText(c))
	note := noteText(c)
	if note == "" {
		note = s.savedNote()
	}
	s.setNote(note)
	players := c.Players()
	s.showName(s.blackName, game.Black, playernames.Short(players.Black, game.Black))
	s.showName(s.whiteName, game.White, playernames.Short(players.White, game.White))
	b, w := c.Captured()
	s.black.SetText(i18n.Plural(i18n.MsgStatusCaptured, b, nil))
	s.white.SetText(i18n.Plural(i18n.MsgStatusCaptured, w, nil))
	s.blackCount.SetText(i18n.Number(b))
	s.whiteCount.SetText(i18n.Number(w))
	// A dot that changes once a second, not an animated spinner: a
	// spinner redraws the window at 60 frames a second for as long as the
	// computer thinks, which takes CPU time from the search where the GPU
	// is emulated.
	if c.Thinking() {
		s.thinking.Show()
	} else {
		s.thinking.Hide()
	}
	if (c.Thinking() && instrument.Pulsing()) || instrument.PulsingAlways() {
		s.pulse.start()
	} else {
		s.pulse.halt()
	}
	s.row.Refresh() // the turn's width follows its text
}

// turnText says whose turn it is and what to do, or who won, or which
// position of the history is shown: of the position on the board, which
// is the one before a move still sliding (play.Controller.LivePlies).
func turnText(c *play.Controller) string {
	live := c.LivePlies()
	if ply, ok := c.ViewedPly(); ok {
		if ply == 0 {
			return i18n.T(i18n.MsgStatusStartPosition)
		}
		return i18n.Plural(i18n.MsgStatusMoveOf, ply, i18n.Args{"Total": live})
	}
	if w, over := c.Game().Result().Winner(); over && live == c.Game().Ply() {
		return i18n.T(uikit.Pick(w, i18n.MsgStatusBlackWins, i18n.MsgStatusWhiteWins))
	}
	p := c.Game().PositionAt(live)
	switch p.Phase() {
	case game.BlackRemoves:
		return i18n.T(i18n.MsgStatusBlackRemoves)
	case game.WhiteRemoves:
		return i18n.T(i18n.MsgStatusWhiteRemoves)
	}
	return i18n.T(uikit.Pick(p.SideToMove(), i18n.MsgStatusBlackToMove, i18n.MsgStatusWhiteToMove))
}

// noteText is the second part of the status line: why a click was refused,
// the hint, or how to leave the history view.
func noteText(c *play.Controller) string {
	if r, ok := c.Rejected(); ok {
		if msg := rejectMessage(c, board.Reject(r)); msg != nil {
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
func rejectMessage(c *play.Controller, r board.Reject) *goi18n.Message {
	switch r {
	case board.RejectNotYourStone:
		return i18n.MsgErrNotYourStone
	case board.RejectNoJumpFromHere:
		return i18n.MsgErrStoneCannotMove
	case board.RejectNotRemovable:
		p := c.Game().Position()
		return uikit.Pick(p.SideToMove(), i18n.MsgErrBlackRemoval, i18n.MsgErrWhiteRemoval)
	case board.RejectEmptySquare:
		return i18n.MsgStatusRejectEmpty
	case board.RejectDiagonal:
		return i18n.MsgErrDiagonal
	case board.RejectTurn:
		return i18n.MsgErrJumpTurn
	case board.RejectNoLanding:
		return i18n.MsgErrJumpTarget
	case board.RejectGameOver:
		return i18n.MsgErrGameOver
	case board.RejectReadOnly:
		return readOnlyMessage(c)
	}
	return nil
}

// readOnlyMessage says why the board takes no move now.
func readOnlyMessage(c *play.Controller) *goi18n.Message {
	switch {
	case viewing(c):
		return i18n.MsgStatusRejectReadOnly
	case c.Game().Over():
		return i18n.MsgErrGameOver
	case c.Thinking():
		return i18n.MsgErrNotYourTurn
	}
	return nil
}

// viewing reports whether the board shows a past ply of c's game.
func viewing(c *play.Controller) bool {
	_, ok := c.ViewedPly()
	return ok
}

// pulseStep is how often the thinking dot changes; pulseLevels are its
// opacities in turn. Each step redraws the whole window, so the dot steps
// once a second, not 60 times: tools/indicator-cost.sh measures what a
// step costs with software OpenGL.
const pulseStep = time.Second

var pulseLevels = [...]uint8{0xFF, 0xA0, 0x50, 0xA0}

// pulseDot is the small dot beside "Thinking…" that pulses while the
// computer thinks, so that the window shows it is working.
type pulseDot struct {
	dot  *canvas.Circle
	box  fyne.CanvasObject
	do   func(func())  // runs a function on the UI goroutine (fyne.Do)
	stop chan struct{} // closed to stop the running pulse; nil when still
	step int
}

func newPulseDot(do func(func())) *pulseDot {
	p := &pulseDot{dot: canvas.NewCircle(color.Transparent), do: do}
	p.box = container.NewCenter(container.New(layout.NewGridWrapLayout(fyne.NewSquareSize(10)), p.dot))
	p.box.Hide()
	p.paint()
	return p
}

// object returns the dot's canvas object.
func (p *pulseDot) object() fyne.CanvasObject { return p.box }

// running reports whether the dot pulses.
func (p *pulseDot) running() bool { return p.stop != nil }

// start shows the dot and makes it pulse, unless it does already.
func (p *pulseDot) start() {
	if p.running() {
		return
	}
	p.stop = make(chan struct{})
	p.step = 0
	p.paint()
	p.box.Show()
	go p.tick(p.stop)
}

// halt stops the pulse and hides the dot.
func (p *pulseDot) halt() {
	if !p.running() {
		return
	}
	close(p.stop)
	p.stop = nil
	p.box.Hide()
}

// tick asks the UI goroutine for the next step every pulseStep until stop
// is closed.
func (p *pulseDot) tick(stop chan struct{}) {
	t := time.NewTicker(pulseStep)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-t.C:
			p.do(func() {
				if p.stop == stop { // not halted (or restarted) meanwhile
					p.step++
					p.paint()
				}
			})
		}
	}
}

// paint colours the dot for the current step: the theme's primary colour
// at the step's opacity.
func (p *pulseDot) paint() {
	r, g, b, _ := theme.Color(theme.ColorNamePrimary).RGBA()
	p.dot.FillColor = color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: pulseLevels[p.step%len(pulseLevels)]}
	p.dot.Refresh()
}

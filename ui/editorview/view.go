// Package editorview is the board editor ("Set up a position"): a window
// with a board on which stones are put and taken off with the mouse and
// the keyboard, the size, the side to move, the start and an empty board,
// and the position's KFEN, live and editable. A position the rules cannot
// have is refused with the reason; one whose side to move has no jump
// shows as a finished game. Analyse and Play from here hand the position
// to the app through a Host.
package editorview

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/board"
	"github.com/konane/konane/ui/internal/errtext"
	"github.com/konane/konane/ui/internal/orientation"
	"github.com/konane/konane/ui/internal/uikit"
)

// windowSize is the first size of the editor's window.
var windowSize = fyne.NewSize(960, 660)

// Host is what the board editor needs from the app.
type Host struct {
	// App makes the window.
	App fyne.App
	// Analyse opens p on the analysis board; nil hides the Analyse button.
	Analyse func(p game.Position)
	// SetupForm returns the choices of a game from a set-up position on a
	// size×size board (the New game dialog's, the size fixed) and the
	// function that reads them. Nil, or Play nil, hides Play from here.
	SetupForm func(size int) (form fyne.CanvasObject, chosen func() play.Setup)
	// Play makes a game from p, played with s, the app's live game.
	Play func(s play.Setup, p game.Position)
	// Orientation turns the board with the app's (View → Flip board);
	// nil: never turned.
	Orientation *orientation.Orientation
}

// Tool is what a click (or Space) on a square does.
type Tool int

// The tools, in the order of their buttons.
const (
	ToggleTool Tool = iota // empties a stone's square, puts back the stone an empty square starts with
	BlackTool              // puts a black stone (a black stone there: empties it)
	WhiteTool              // puts a white stone (a white stone there: empties it)
	EmptyTool              // empties the square
)

// toolMessages are the tools' names, by Tool.
var toolMessages = []*goi18n.Message{i18n.MsgEditorToolToggle, i18n.MsgEditorToolBlack, i18n.MsgEditorToolWhite, i18n.MsgEditorToolEmpty}

// View is the board editor's window. UI goroutine only.
type View struct {
	host  Host
	win   fyne.Window
	setup game.Setup
	tool  Tool

	board                        *board.Board
	size                         *selectKeys
	side, tools                  *uikit.RadioGroup
	kfen                         *entryKeys
	sizeText, sideText, toolText *widget.Label
	kfenText, status, keys       *widget.Label
	start, empty                 *buttonKeys
	analyse, play, close         *buttonKeys

	// valid is the position of the setup when the rules accept it.
	valid    game.Position
	ok       bool
	syncing  bool // the view sets its own widgets
	closed   bool
	stopLang func()
}

// Open shows the editor starting from p.
func Open(h Host, p game.Position) *View {
	v := New(h, p)
	v.win.Show()
	return v
}

// New builds the editor starting from p; it does not show it.
func New(h Host, p game.Position) *View {
	v := &View{host: h, setup: game.SetupOf(&p)}
	v.win = h.App.NewWindow(i18n.Plain(i18n.T(i18n.MsgEditorTitle)))

	v.board = board.New()
	v.board.SetEditing(v.edit)
	v.board.OnKey = v.boardKey
	stopFlip := h.Orientation.Follow(v.board.SetFlipped)

	v.sizeText, v.sideText, v.toolText, v.kfenText = widget.NewLabel(""), widget.NewLabel(""), widget.NewLabel(""), widget.NewLabel("")
	v.size = newSelect(v, v.sizeChosen)
	v.side = uikit.NewRadioGroup(nil, v.sideChosen)
	v.side.Horizontal, v.side.Required = true, true
	v.tools = uikit.NewRadioGroup(nil, v.toolChosen)
	v.tools.Required = true
	v.kfen = newEntry(v)
	v.kfen.OnChanged = v.typed
	v.status = widget.NewLabel("")
	v.status.Wrapping = fyne.TextWrapWord
	v.keys = widget.NewLabel("")
	v.keys.Wrapping = fyne.TextWrapWord
	v.keys.SizeName = theme.SizeNameCaptionText

	v.start = newButton(v, theme.ViewRefreshIcon(), func() { v.apply(game.NewSetup(v.setup.Size)) })
	v.empty = newButton(v, theme.ContentClearIcon(), func() { v.apply(game.EmptySetup(v.setup.Size)) })
	v.analyse = newButton(v, theme.SearchIcon(), v.analyseIt)
	v.play = newButton(v, theme.MediaPlayIcon(), v.playIt)
	v.close = newButton(v, theme.CancelIcon(), func() { v.win.Close() })
	if h.Analyse == nil {
		v.analyse.Hide()
	}
	if h.SetupForm == nil || h.Play == nil {
		v.play.Hide()
	}
	if d := v.defaultButton(); d != nil {
		d.Importance = widget.HighImportance
	}

	v.win.SetContent(v.layout())
	uikit.OpenInside(v.win, windowSize)
	v.win.Canvas().SetOnTypedKey(v.typedKey)
	v.win.SetOnClosed(func() {
		v.closed = true
		stopFlip()
		if v.stopLang != nil {
			v.stopLang()
		}
	})
	v.stopLang = i18n.OnChange(v.relabel)
	v.relabel()
	return v
}

// layout arranges the window: the board on the left; the size, the side
// to move, the tools, start and empty and the KFEN on the right; under
// them the verdict, the keys, Analyse, Play from here and Close.
func (v *View) layout() fyne.CanvasObject {
	side := container.NewVBox(
		container.New(layout.NewFormLayout(), v.sizeText, v.size, v.sideText, v.side, v.toolText, v.tools),
		container.NewGridWithColumns(2, v.start, v.empty),
		widget.NewSeparator(),
		v.kfenText, v.kfen,
	)
	buttons := container.NewHBox(v.analyse, v.play, v.close)
	bottom := container.NewVBox(v.status, widget.NewSeparator(), v.keys, container.NewBorder(nil, nil, nil, buttons))
	right := container.NewBorder(nil, bottom, nil, nil, container.NewVScroll(side))
	split := container.NewHSplit(container.New(&uikit.RefreshOnResize{}, v.board), right)
	split.Offset = 0.62
	return split
}

// relabel sets every text in the current language.
func (v *View) relabel() {
	v.win.SetTitle(i18n.Plain(i18n.T(i18n.MsgEditorTitle)))
	v.sizeText.SetText(i18n.T(i18n.MsgNewGameBoardSize))
	v.sideText.SetText(i18n.T(i18n.MsgEditorSideToMove))
	v.toolText.SetText(i18n.T(i18n.MsgEditorTool))
	v.kfenText.SetText(i18n.T(i18n.MsgEditorKFEN))
	v.keys.SetText(i18n.T(i18n.MsgEditorKeys))
	var sizes []string
	for n := game.MinSize; n <= game.MaxSize; n++ {
		sizes = append(sizes, i18n.Format(i18n.MsgBoardSizeValue, i18n.Args{"Size": n}))
	}
	v.syncing = true
	v.size.Options = sizes
	v.side.Options = uikit.Texts(i18n.MsgColorBlack, i18n.MsgColorWhite)
	v.side.Selected = ""
	v.tools.Options = uikit.Texts(toolMessages...)
	v.tools.Selected = v.tools.Options[v.tool]
	v.tools.Refresh()
	v.syncing = false
	v.start.SetText(i18n.T(i18n.MsgEditorStart))
	v.empty.SetText(i18n.T(i18n.MsgEditorEmpty))
	v.analyse.SetText(i18n.T(i18n.MsgEditorAnalyse))
	v.play.SetText(i18n.T(i18n.MsgEditorPlay))
	v.close.SetText(i18n.T(i18n.MsgButtonClose))
	v.show(true)
}

// Window returns the editor's window.
func (v *View) Window() fyne.Window { return v.win }

// Setup returns the setup on the board.
func (v *View) Setup() game.Setup { return v.setup }

// Position returns the position on the board and true when the rules can
// have it.
func (v *View) Position() (game.Position, bool) { return v.valid, v.ok }

// Status returns the line under the KFEN: the side to move, the result, or
// why the position is refused.
func (v *View) Status() string { return v.status.Text }

// SetKFEN puts text into the KFEN field as typing it would.
func (v *View) SetKFEN(text string) { v.kfen.SetText(text) }

// PlayFromHere presses Play from here, if it is on.
func (v *View) PlayFromHere() {
	if v.play.Visible() && !v.play.Disabled() {
		v.play.OnTapped()
	}
}

// SetTool chooses what a click does.
func (v *View) SetTool(t Tool) { v.tools.SetSelected(v.tools.Options[t]) }

// apply makes s the setup on the board and shows it, KFEN included.
func (v *View) apply(s game.Setup) {
	v.setup = s
	v.show(true)
}

// show puts the setup on the board, the size and side choices and, when
// kfen is set, into the KFEN field; then says what the position is.
func (v *View) show(kfen bool) {
	s := v.setup
	v.board.SetPosition(s.Picture())
	v.syncing = true
	v.size.SetSelectedIndex(s.Size - game.MinSize)
	v.side.SetSelected(v.side.Options[s.Side])
	if kfen && v.kfen.Text != s.KFEN() {
		v.kfen.SetText(s.KFEN())
	}
	v.syncing = false
	p, err := s.Position()
	v.valid, v.ok = p, err == nil
	switch {
	case err != nil:
		v.refuse(Reason(err))
	case !p.HasMoves():
		v.tell(finished(&p), widget.WarningImportance)
	default:
		v.tell(phaseText(&p), widget.MediumImportance)
	}
	uikit.SetEnabled(&v.analyse.Button, v.ok)
	uikit.SetEnabled(&v.play.Button, v.ok && p.HasMoves())
}

// refuse shows why the text or the setup is no position of the game and
// turns Analyse and Play off.
func (v *View) refuse(reason string) {
	v.ok = false
	v.tell(reason, widget.DangerImportance)
	uikit.SetEnabled(&v.analyse.Button, false)
	uikit.SetEnabled(&v.play.Button, false)
}

// tell sets the status line.
func (v *View) tell(text string, imp widget.Importance) {
	v.status.Importance = imp
	v.status.SetText(text)
}

// phaseText says who moves and how.
func phaseText(p *game.Position) string {
	switch {
	case p.Phase() == game.BlackRemoves:
		return i18n.T(i18n.MsgStatusBlackRemoves)
	case p.Phase() == game.WhiteRemoves:
		return i18n.T(i18n.MsgStatusWhiteRemoves)
	case p.SideToMove() == game.Black:
		return i18n.T(i18n.MsgStatusBlackToMove)
	}
	return i18n.T(i18n.MsgStatusWhiteToMove)
}

// finished says who won a position whose side to move has no move.
func finished(p *game.Position) string {
	if p.SideToMove() == game.Black {
		return i18n.T(i18n.MsgStatusWhiteWins)
	}
	return i18n.T(i18n.MsgStatusBlackWins)
}

// Reason says in the current language why err (from game.ParseSetup or
// game.Setup.Check) refuses a position.
func Reason(err error) string {
	var ke *game.KFENError
	if errors.As(err, &ke) {
		return kfenReason(ke)
	}
	var se *game.SetupError
	if !errors.As(err, &se) {
		return err.Error()
	}
	sq := i18n.Args{"Square": se.Square.String()}
	switch {
	case errors.Is(err, game.ErrBadSize):
		return i18n.Format(i18n.MsgErrBoardSize, i18n.Args{"Size": se.Size, "Min": game.MinSize, "Max": game.MaxSize})
	case errors.Is(err, game.ErrStoneColour):
		return i18n.Format(uikit.Pick(game.HomeColor(se.Square, se.Size).Other(), i18n.MsgEditorBlackOnWhiteSquare, i18n.MsgEditorWhiteOnBlackSquare), sq)
	case errors.Is(err, game.ErrFirstRemoval):
		return i18n.Format(i18n.MsgEditorFirstRemoval, sq)
	case errors.Is(err, game.ErrSecondRemoval):
		return i18n.Format(i18n.MsgEditorSecondRemoval, sq)
	case errors.Is(err, game.ErrRemovalCount):
		if se.Lost[game.Black] == 0 {
			return i18n.T(i18n.MsgEditorWhiteRemovedFirst)
		}
		return i18n.T(i18n.MsgEditorNoWhiteRemoval)
	case errors.Is(err, game.ErrNoStoneOfMover):
		return i18n.T(uikit.Pick(se.Side, i18n.MsgEditorNoBlackStone, i18n.MsgEditorNoWhiteStone))
	case errors.Is(err, game.ErrSideToMove):
		return i18n.T(uikit.Pick(se.Side, i18n.MsgEditorMustBeBlack, i18n.MsgEditorMustBeWhite))
	case errors.Is(err, game.ErrCaptureCount):
		return i18n.Format(i18n.MsgEditorCaptures, i18n.Args{"Black": se.Lost[game.Black], "White": se.Lost[game.White], "Most": game.MostCaptures(se.Size)})
	}
	return err.Error()
}

// kfenReason says what is wrong with a typed KFEN.
func kfenReason(e *game.KFENError) string {
	switch e.Fault {
	case game.KFENRanks:
		return errtext.Ranks(e)
	case game.KFENRankLong:
		return i18n.Format(i18n.MsgEditorKFENRankLong, i18n.Args{"Rank": e.Rank, "Size": e.Want})
	case game.KFENRankShort:
		return i18n.Plural(i18n.MsgEditorKFENRankShort, e.Got, i18n.Args{"Rank": e.Rank, "Size": e.Want})
	case game.KFENChar:
		return i18n.Format(i18n.MsgEditorKFENChar, i18n.Args{"Char": e.Text, "Rank": e.Rank})
	case game.KFENSide:
		return i18n.Format(i18n.MsgEditorKFENSide, i18n.Args{"Side": e.Text})
	case game.KFENFullWhite:
		return i18n.T(i18n.MsgEditorMustBeBlack)
	}
	return i18n.T(i18n.MsgEditorKFENFields)
}

// edit applies the tool to square s (a tap, or Space and Return at the
// keyboard cursor).
func (v *View) edit(s game.Square) {
	c, has := v.setup.At(s)
	switch v.tool {
	case ToggleTool:
		if has {
			v.put(s, false, 0)
		} else {
			v.put(s, true, game.HomeColor(s, v.setup.Size))
		}
	case BlackTool, WhiteTool:
		want := game.Black
		if v.tool == WhiteTool {
			want = game.White
		}
		v.put(s, !has || c != want, want)
	case EmptyTool:
		v.put(s, false, 0)
	}
}

// put puts a stone of colour c on s (stone set) or empties s.
func (v *View) put(s game.Square, stone bool, c game.Color) {
	t := v.setup
	if stone {
		t.Put(s, c)
	} else {
		t.Clear(s)
	}
	v.apply(t)
}

// boardKey handles the keys the board passes on: B, W and Delete (or
// Backspace) at the cursor; the rest as the window's keys.
func (v *View) boardKey(ev *fyne.KeyEvent) {
	s, _ := v.board.KeyboardCursor()
	switch ev.Name {
	case fyne.KeyB:
		v.put(s, true, game.Black)
	case fyne.KeyW:
		v.put(s, true, game.White)
	case fyne.KeyDelete, fyne.KeyBackspace:
		v.put(s, false, 0)
	default:
		v.typedKey(ev)
	}
}

// typedKey: Escape closes, Return and Enter press the default button.
func (v *View) typedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyEscape:
		v.win.Close()
	case fyne.KeyReturn, fyne.KeyEnter:
		v.activateDefault()
	}
}

// defaultButton is Analyse when there is one, else Play from here.
func (v *View) defaultButton() *buttonKeys {
	switch {
	case v.host.Analyse != nil:
		return v.analyse
	case v.play.Visible():
		return v.play
	}
	return nil
}

// activateDefault presses the default button if it is on.
func (v *View) activateDefault() {
	if b := v.defaultButton(); b != nil && !b.Disabled() {
		b.OnTapped()
	}
}

// sizeChosen resizes the board: a full one stays the start, another keeps
// the stones of the squares that stay.
func (v *View) sizeChosen(string) {
	n := game.MinSize + v.size.SelectedIndex()
	if v.syncing || n == v.setup.Size {
		return
	}
	t := v.setup
	if t == game.NewSetup(t.Size) {
		t = game.NewSetup(n)
	} else {
		t.Resize(n)
	}
	v.apply(t)
}

// sideChosen sets the side to move.
func (v *View) sideChosen(option string) {
	if v.syncing || option == "" {
		return
	}
	t := v.setup
	t.Side = game.Black
	if option == v.side.Options[game.White] {
		t.Side = game.White
	}
	v.apply(t)
}

// toolChosen sets what a click does.
func (v *View) toolChosen(option string) {
	for i, o := range v.tools.Options {
		if o == option {
			v.tool = Tool(i)
		}
	}
}

// typed reads the KFEN field: a KFEN that reads goes on the board (and is
// checked); another shows why it does not read.
func (v *View) typed(text string) {
	if v.syncing {
		return
	}
	s, err := game.ParseSetup(text)
	if err != nil {
		v.refuse(Reason(err))
		return
	}
	v.setup = s
	v.show(false)
}

// analyseIt hands the position to the analysis board and closes.
func (v *View) analyseIt() {
	if !v.ok || v.host.Analyse == nil {
		return
	}
	p := v.valid
	v.win.Close()
	v.host.Analyse(p)
}

// playIt asks who plays (the New game dialog's choices) and hands the
// position to the app as its live game.
func (v *View) playIt() {
	if !v.ok || !v.valid.HasMoves() {
		return
	}
	p := v.valid
	form, chosen := v.host.SetupForm(p.Size())
	d := uikit.NewCustomConfirm(i18n.T(i18n.MsgEditorPlayTitle), i18n.T(i18n.MsgButtonStart),
		i18n.T(i18n.MsgButtonCancel), form, func(ok bool) {
			if ok {
				s := chosen()
				s.Size = p.Size()
				v.win.Close()
				v.host.Play(s, p)
			}
		}, v.win)
	uikit.ShowConfirm(v.win, d)
}

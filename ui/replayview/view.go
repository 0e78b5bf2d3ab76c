// Package replayview is the replay window of a game: a board on which a
// move tried opens the analysis board, the list of moves, the counter and the comment of the move on show, the
// controls that step and play through the moves, and "Continue from here…"
// and Review, which hand the game to the app through a Host.
package replayview

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/board"
	"github.com/konane/konane/ui/internal/orientation"
	"github.com/konane/konane/ui/internal/playernames"
	"github.com/konane/konane/ui/internal/uikit"
)

// windowSize is the first size of the replay window.
var windowSize = fyne.NewSize(1000, 680)

// minListRows is how many moves the list shows at least, also at the
// window's minimum size; minSliderWidth is the slider's least width.
const (
	minListRows    = 5
	minSliderWidth = 240
)

// delays is the pause between two moves while the replay plays, for each
// Speed.
var delays = map[play.Speed]time.Duration{
	play.Slow:   1500 * time.Millisecond,
	play.Normal: 800 * time.Millisecond,
	play.Fast:   300 * time.Millisecond,
}

// Host is what the replay window needs from the app.
type Host struct {
	// App makes the window.
	App fyne.App
	// Do runs a function on the UI goroutine (Play's timer); nil means
	// fyne.Do.
	Do func(func())
	// SetupForm returns the choices "Continue from here…" asks for (the
	// New game dialog's, with the players of the replayed game g chosen
	// and the board size fixed to g's) and the function that reads them.
	SetupForm func(g *game.Game) (form fyne.CanvasObject, chosen func() play.Setup)
	// Continue makes g, the game up to the move on show tagged with s,
	// the app's live game played with s.
	Continue func(s play.Setup, g *game.Game)
	// Review opens the review window of g.
	Review func(g *game.Game)
	// AnalyseFrom, if set, opens the analysis board of g at move ply
	// ("Analyse from here").
	AnalyseFrom func(g *game.Game, ply int)
	// TryMove, if set, opens the analysis board of g at move ply with m,
	// a legal move there tried on the replay's board, played on it. Unset,
	// the board is read-only.
	TryMove func(g *game.Game, ply int, m game.Move)
	// Held, if set, reports whether a notice the person must read is on
	// show in the app (uikit.NoticeOn of the main window): playing waits
	// meanwhile, as it does for one over the replay itself.
	Held func() bool
	// Orientation turns the board with the app's (View → Flip board);
	// nil: never flipped.
	Orientation *orientation.Orientation
}

// View is the replay window: the board (a move tried on it goes to
// Host.TryMove), the move list, "Move k of n" (and the result at the
// end), the move's comment, the playback buttons, a slider, the speed,
// "Continue from here…" and Review. Left, Right, Home, End and Space
// step, jump and play. UI goroutine only.
type View struct {
	host  Host
	model *play.Replay
	win   fyne.Window

	board                       *board.Board
	list                        *widget.List
	counter, comment, speedText *widget.Label
	players                     *widget.Label // who played whom, as the game's tags say
	result                      *widget.Label // who won, under the counter at the last move
	first, prev, next, last     *widget.Button
	play, cont, review          *widget.Button
	analyse                     *widget.Button // Analyse from here
	slider                      *widget.Slider
	speed                       *widget.Select

	playing  bool
	playWide float32 // Play/Pause's width: the wider of the two, so the buttons beside it stay put
	tick     uint64  // number of the last timer started; older ones are stale
	syncing  bool    // the view is setting the list or slider itself
	closed   bool
	listSize fyne.Size // the list's size when it last scrolled
	stopLang func()
	stopFlip func() // stops following Host.Orientation
	// after runs f on the UI goroutine once d has passed; tests replace it.
	after func(d time.Duration, f func())
}

// Open shows a replay window for the moves of g, at the full board.
func Open(h Host, g *game.Game) *View {
	v := New(h, g)
	v.win.Show()
	return v
}

// New builds the replay window of g at ply 0; it does not show it.
func New(h Host, g *game.Game) *View {
	if h.Do == nil {
		h.Do = fyne.Do
	}
	v := &View{host: h, model: play.NewReplay(g)}
	do := h.Do
	v.after = func(d time.Duration, f func()) { time.AfterFunc(d, func() { do(f) }) }
	v.win = h.App.NewWindow(i18n.Plain(i18n.T(i18n.MsgReplayTitle)))

	v.board = board.New()
	v.board.SetInteractive(h.TryMove != nil)
	v.board.SetFocusOnTap(false) // the arrow keys step the replay; Tab gives the board them
	v.board.OnMove = v.tryMove
	v.board.OnKey = v.typedKey
	v.stopFlip = h.Orientation.Follow(v.board.SetFlipped)

	v.counter = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.result = widget.NewLabel("")
	v.result.Wrapping = fyne.TextWrapWord
	v.result.Hide()
	v.players = widget.NewLabel("")
	v.players.Wrapping = fyne.TextWrapWord
	v.comment = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	v.comment.Wrapping = fyne.TextWrapWord
	v.list = widget.NewList(v.rows, v.createRow, v.updateRow)
	v.list.OnSelected = v.selected

	v.first = widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), v.goFirst)
	v.prev = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), v.goPrev)
	v.play = widget.NewButtonWithIcon("", theme.MediaPlayIcon(), v.togglePlay)
	v.play.Importance = widget.HighImportance
	v.next = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), v.goNext)
	v.last = widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), v.goLast)
	v.slider = widget.NewSlider(0, float64(max(v.model.Len(), 1)))
	v.slider.Step = 1
	v.slider.OnChanged = v.slid
	v.speedText = widget.NewLabel("")
	v.speed = widget.NewSelect(nil, nil)
	v.cont = widget.NewButtonWithIcon("", theme.MediaFastForwardIcon(), v.continueFromHere)
	v.review = widget.NewButtonWithIcon("", theme.SearchIcon(), v.openReview)
	v.analyse = widget.NewButtonWithIcon("", theme.SearchReplaceIcon(), v.analyseFromHere)
	if h.AnalyseFrom == nil {
		v.analyse.Hide()
	}

	v.win.SetContent(v.layout())
	uikit.OpenInside(v.win, windowSize)
	v.win.Canvas().SetOnTypedKey(v.typedKey)
	v.win.SetOnClosed(v.closing)
	v.stopLang = i18n.OnChange(v.relabel)
	v.relabel()
	return v
}

// layout arranges the window: the board beside the counter, the list of
// moves and the comment; the slider below, the controls under it.
func (v *View) layout() fyne.CanvasObject {
	list := container.New(&uikit.MinHeight{AfterLayout: uikit.AfterLayout{Then: v.laidOut}, MinHeight: v.listMinHeight}, v.list)
	side := container.NewBorder(container.NewVBox(v.players, v.counter, v.result), v.comment, nil, nil, list)
	split := container.NewHSplit(container.New(&uikit.RefreshOnResize{}, v.board), side)
	split.Offset = 0.66
	play := container.New(&uikit.MinWidth{MinWidth: func() float32 { return v.playWide }}, v.play)
	steps := container.NewHBox(v.first, v.prev, play, v.next, v.last)
	right := container.NewHBox(v.speedText, v.speed, v.cont, v.review, v.analyse)
	controls := container.NewBorder(nil, nil, steps, right)
	slider := container.New(&uikit.MinWidth{MinWidth: func() float32 { return minSliderWidth }}, v.slider)
	return container.NewBorder(nil, container.NewVBox(widget.NewSeparator(), slider, controls), nil, nil, split)
}

// listMinHeight is the list's least height: minListRows rows.
func (v *View) listMinHeight() float32 { return uikit.ListHeight(v.createRow(), minListRows) }

// laidOut scrolls the move on show into view again when the list's size
// changed: a list scrolled before it had its final size may hide it.
func (v *View) laidOut() {
	if size := v.list.Size(); size != v.listSize && size.Height > 0 {
		v.listSize = size
		v.list.ScrollTo(v.model.Ply())
	}
}

// relabel sets every text in the current language.
func (v *View) relabel() {
	v.win.SetTitle(i18n.Plain(i18n.T(i18n.MsgReplayTitle)))
	v.speedText.SetText(i18n.T(i18n.MsgReplaySpeed))
	chosen := max(v.speed.SelectedIndex(), 0)
	if v.speed.Options == nil {
		chosen = int(play.Normal)
	}
	v.speed.Options = uikit.Texts(i18n.MsgSpeedSlow, i18n.MsgSpeedNormal, i18n.MsgSpeedFast)
	v.speed.SetSelectedIndex(chosen)
	v.cont.SetText(i18n.T(i18n.MsgReplayContinue))
	v.review.SetText(i18n.T(i18n.MsgButtonReview))
	v.analyse.SetText(i18n.T(i18n.MsgAnalysisFromHere))
	if p, ok := play.TaggedPlayers(v.model.Game()); ok {
		v.players.SetText(playernames.Line(p))
	} else {
		v.players.Hide() // a game from elsewhere that names no players
	}
	v.playWide = max(buttonWidth(i18n.T(i18n.MsgReplayPlay), theme.MediaPlayIcon()),
		buttonWidth(i18n.T(i18n.MsgReplayPause), theme.MediaPauseIcon()))
	v.list.Refresh()
	v.show()
}

// buttonWidth is the width a button with text and icon needs.
func buttonWidth(text string, icon fyne.Resource) float32 {
	return widget.NewButtonWithIcon(text, icon, nil).MinSize().Width
}

// resultText says how the game ended, for the last move: who won, or
// that the game was left unfinished.
func resultText(g *game.Game) string {
	w, over := g.Result().Winner()
	switch {
	case !over:
		return i18n.T(i18n.MsgReplayUnfinished)
	case w == game.Black:
		return i18n.T(i18n.MsgStatusBlackWins)
	}
	return i18n.T(i18n.MsgStatusWhiteWins)
}

// show puts the model's position, counter, comment and cursor on screen.
func (v *View) show() {
	m := v.model
	v.board.SetPosition(m.Position())
	v.board.SetLastMove(m.LastMove())
	v.counter.SetText(i18n.Plural(i18n.MsgStatusMoveOf, m.Ply(), i18n.Args{"Total": m.Len()}))
	if m.AtEnd() && m.Len() > 0 {
		v.result.SetText(resultText(m.Game()))
		v.result.Show()
	} else {
		v.result.Hide()
	}
	comment := m.Comment()
	if m.Len() == 0 {
		comment = i18n.T(i18n.MsgReplayNoMoves)
	}
	v.comment.SetText(comment)
	if comment == "" {
		v.comment.Hide()
	} else {
		v.comment.Show()
	}
	v.syncing = true
	v.list.Select(m.Ply())
	v.list.ScrollTo(m.Ply())
	v.slider.SetValue(float64(m.Ply()))
	v.syncing = false
	uikit.SetEnabled(v.first, m.Ply() > 0)
	uikit.SetEnabled(v.prev, m.Ply() > 0)
	uikit.SetEnabled(v.next, !m.AtEnd())
	uikit.SetEnabled(v.last, !m.AtEnd())
	uikit.SetEnabled(v.play, m.Len() > 0)
	if m.Len() == 0 {
		v.slider.Disable()
	}
	if v.playing {
		v.play.SetIcon(theme.MediaPauseIcon())
		v.play.SetText(i18n.T(i18n.MsgReplayPause))
	} else {
		v.play.SetIcon(theme.MediaPlayIcon())
		v.play.SetText(i18n.T(i18n.MsgReplayPlay))
	}
}

// rows: the full board, then one row per move.
func (v *View) rows() int { return v.model.Len() + 1 }

func (v *View) createRow() fyne.CanvasObject {
	dot := canvas.NewCircle(color.Black)
	dot.StrokeColor = color.Gray{Y: 0xA0}
	dot.StrokeWidth = 1.5
	mark := container.NewCenter(container.New(layout.NewGridWrapLayout(fyne.NewSquareSize(14)), dot))
	return container.NewHBox(mark, widget.NewLabel("000… l12-l10"))
}

// updateRow shows row 0 as the starting position and row k as move k with
// the mover's colour, then lays the row out again: the list reuses rows,
// and one laid out for a shorter move or with its mark hidden would clip
// or misplace this one's text until a later layout.
func (v *View) updateRow(id widget.ListItemID, o fyne.CanvasObject) {
	v.fillRow(id, o)
	o.Refresh()
}

// fillRow sets the mark and the text of row o to show row id.
func (v *View) fillRow(id widget.ListItemID, o fyne.CanvasObject) {
	row := o.(*fyne.Container)
	mark := row.Objects[0]
	dot := mark.(*fyne.Container).Objects[0].(*fyne.Container).Objects[0].(*canvas.Circle)
	label := row.Objects[1].(*widget.Label)
	if id == 0 {
		mark.Hide()
		label.SetText(i18n.T(i18n.MsgStatusStartPosition))
		return
	}
	fill, _ := board.StoneColors(v.model.Mover(id - 1))
	if dot.FillColor != fill {
		dot.FillColor = fill
		dot.Refresh()
	}
	mark.Show()
	label.SetText(uikit.MoveNumber(id-1, v.model.Mover(0)) + " " + v.model.MoveText(id-1))
}

// Window returns the replay's window.
func (v *View) Window() fyne.Window { return v.win }

// GoTo shows the position after move k (0: the full board), if the game
// has it.
func (v *View) GoTo(k int) { v.goTo(k) }

// goTo shows ply k; every control ends here.
func (v *View) goTo(k int) {
	if v.model.Set(k) {
		v.show()
	}
}

func (v *View) goFirst() { v.pause(); v.goTo(0) }
func (v *View) goPrev()  { v.pause(); v.goTo(v.model.Ply() - 1) }
func (v *View) goNext()  { v.pause(); v.goTo(v.model.Ply() + 1) }
func (v *View) goLast()  { v.pause(); v.goTo(v.model.Len()) }

// selected shows the position after the clicked move (row 0: the full
// board).
func (v *View) selected(id widget.ListItemID) {
	if v.syncing {
		return
	}
	v.pause()
	v.goTo(id)
	v.win.Canvas().Unfocus() // the arrow keys step the replay, not the list
}

// slid follows the slider.
func (v *View) slid(value float64) {
	if v.syncing {
		return
	}
	v.pause()
	v.goTo(int(value + 0.5))
}

// typedKey steps with Left and Right, jumps with Home and End, plays and
// pauses with Space.
func (v *View) typedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyLeft:
		v.goPrev()
	case fyne.KeyRight:
		v.goNext()
	case fyne.KeyHome:
		v.goFirst()
	case fyne.KeyEnd:
		v.goLast()
	case fyne.KeySpace:
		v.togglePlay()
	case fyne.KeyEscape:
		v.win.Close()
	}
}

// togglePlay starts or stops playing the moves one after another; from
// the last move, playing starts again from the full board.
func (v *View) togglePlay() {
	if v.playing {
		v.pause()
		v.show()
		return
	}
	if v.model.Len() == 0 {
		return
	}
	if v.model.AtEnd() {
		v.model.First()
	}
	v.playing = true
	v.show()
	v.schedule()
}

// pause stops playing; the position on show stays.
func (v *View) pause() {
	if v.playing {
		v.playing = false
		v.tick++
		v.show()
	}
}

// schedule starts the timer for the next move at the chosen speed.
func (v *View) schedule() {
	v.tick++
	tick := v.tick
	v.after(v.delay(), func() {
		if tick != v.tick || !v.playing || v.closed {
			return // paused, stepped or closed since
		}
		if v.held() {
			v.schedule() // the next move waits for the notice to be read
			return
		}
		v.model.Next()
		if v.model.AtEnd() {
			v.playing = false
		}
		v.show()
		if v.playing {
			v.schedule()
		}
	})
}

// held reports whether a notice is on show, in the app or over the replay.
func (v *View) held() bool {
	return (v.host.Held != nil && v.host.Held()) || uikit.NoticeOn(v.win.Canvas())
}

// delay is the pause between two moves at the chosen speed.
func (v *View) delay() time.Duration {
	s := play.Speed(v.speed.SelectedIndex())
	if d, ok := delays[s]; ok {
		return d
	}
	return delays[play.Normal]
}

// closing stops the timer and the language and orientation listeners.
func (v *View) closing() {
	v.closed = true
	v.playing = false
	v.tick++
	if v.stopLang != nil {
		v.stopLang()
	}
	v.stopFlip()
}

// continueFromHere asks who plays on (the New game dialog's choices, the
// replayed game's players chosen, the board size fixed to the game's) and
// makes the position on show the main window's live game.
func (v *View) continueFromHere() {
	v.pause()
	form, chosen := v.host.SetupForm(v.model.Game())
	d := uikit.NewCustomConfirm(i18n.T(i18n.MsgReplayContinueTitle), i18n.T(i18n.MsgButtonStart),
		i18n.T(i18n.MsgButtonCancel), form, func(ok bool) {
			if ok {
				v.continueWith(chosen())
			}
		}, v.win)
	uikit.ShowConfirm(v.win, d)
}

// continueWith hands the game up to the position on show, with setup s,
// to the app (Host.Continue) and closes the replay.
func (v *View) continueWith(s play.Setup) {
	g := v.model.Opening()
	s.Size = g.Size()
	play.TagGame(g, s, time.Now())
	v.win.Close()
	v.host.Continue(s, g)
}

// analyseFromHere pauses and opens the analysis board at the move on
// show.
func (v *View) analyseFromHere() {
	v.pause()
	v.host.AnalyseFrom(v.model.Game(), v.model.Ply())
}

// tryMove pauses and hands m, tried on the board at the move on show, to
// Host.TryMove; the replay stays at that move.
func (v *View) tryMove(m game.Move) {
	v.pause()
	v.host.TryMove(v.model.Game(), v.model.Ply(), m)
}

// openReview pauses and opens the review of the replayed game.
func (v *View) openReview() {
	v.pause()
	v.host.Review(v.model.Game())
}

package ui

import (
	"fmt"
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	fynetooltip "github.com/dweymouth/fyne-tooltip"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/board"
	"github.com/konane/konane/ui/coachview"
	"github.com/konane/konane/ui/document"
	"github.com/konane/konane/ui/internal/instrument"
	"github.com/konane/konane/ui/internal/uikit"
	"github.com/konane/konane/ui/life"
	"github.com/konane/konane/ui/notices"
	"github.com/konane/konane/ui/reviewview"
)

// Window is the main window: the board in the middle, a side panel with the
// move history and the rules, a status line, the main menu and a toolbar.
// It shows the Controller's state and turns the person's actions into
// Controller calls.
type Window struct {
	app   fyne.App
	win   fyne.Window
	ctl   *play.Controller
	board *board.Board

	tabs       *container.AppTabs
	movesTab   *container.TabItem
	rulesTab   *container.TabItem
	history    *historyPanel
	rules      *rulesPanel
	status     *statusLine
	actions    *actions // what the menu, the toolbar and the shortcuts do
	toolbar    *toolbar
	menu       *mainMenu
	oracle     *oracle
	over       dialog.Dialog      // the end-of-game dialog on show, or nil
	doc        *document.Document // the game's file, the title, open and save
	stopLangCB func()
	// saveWarning is the bar shown while the autosave fails.
	saveWarning *saveWarning
	// body holds the toolbar and the warning above the board, the tabs and
	// the status line; it is laid out again when the warning comes or goes.
	body  *fyne.Container
	trace io.Writer      // Options.Trace, or nil
	async func(f func()) // runs f on a goroutine of its own (Hooks.async)

	notices *notices.Queue // the notices over the window, which hold the game
	life    *life.Session  // the autosave, the instance hand-off, the way out
	// analyse reviews a game in the review windows; nil means
	// review.Analyse. Tests replace it.
	analyse reviewview.AnalyseFunc
}

// newWindow builds the main window around ctl; it does not show it.
func newWindow(a fyne.App, ctl *play.Controller) *Window {
	w := &Window{app: a, win: a.NewWindow(i18n.Plain(i18n.T(i18n.MsgAppTitle))), ctl: ctl, board: board.New()}
	w.board.OnMove = ctl.PlayHuman
	w.board.OnRejected = func(r board.Reject) { ctl.Reject(int(r)) }
	w.history = newHistoryPanel(ctl, coachview.New(coachview.Host{Ctl: ctl, Board: w.board}))
	w.rules = newRulesPanel()
	w.status = newStatusLine(ctl.Do)
	w.doc = document.New(docHost{w})
	w.saveWarning = newSaveWarning(w.doc.SaveAs, w.relayout)
	w.actions = newActions(w)
	w.actions.orientation.Follow(w.board.SetFlipped) // for the window's life
	languages := func() []*fyne.MenuItem { return languageItems(w.setLanguage) }
	w.toolbar = newToolbar(w.actions, w.win, languages)
	prefs := a.Preferences()
	w.menu = newMainMenu(w.actions, w.perform, func() bool { return prefs.Bool(prefOracle) }, w.doc.RecentItems, languages)
	w.oracle = newOracle(oracleHost{prefs: prefs, ctl: ctl, board: w.board, win: w.win,
		say: w.status.showOracle, checked: w.menu.refreshOracle})
	w.win.SetContent(fynetooltip.AddWindowToolTipLayer(w.layout(), w.win.Canvas()))
	w.win.SetMainMenu(w.menu.build())
	w.win.Resize(fyne.NewSize(1040, 720))
	w.addShortcuts()
	w.win.SetOnClosed(w.closed)
	w.win.SetCloseIntercept(w.closeRequested)
	// Closing the game window ends the app, replay, review and tutorial
	// windows included (they kept it running until the exit watchdog).
	w.win.SetMaster()
	w.stopLangCB = i18n.OnChange(w.relabel)
	ctl.Attach(play.View{Refresh: w.refresh, Animate: w.animate, GameOver: w.gameOver, FinishAnimation: w.finishAnimation})
	w.notices = notices.New(w.win, ctl)
	w.life = life.New(a, lifeHost{w})
	return w
}

// layout arranges the window: the toolbar on top, the board (which keeps
// itself square and centred) beside the tabs of moves and rules, the status
// line at the bottom.
func (w *Window) layout() fyne.CanvasObject {
	w.movesTab = container.NewTabItem(i18n.T(i18n.MsgTabMoves), w.history.object())
	w.rulesTab = container.NewTabItem(i18n.T(i18n.MsgTabRules), w.rules.object())
	w.tabs = container.NewAppTabs(w.movesTab, w.rulesTab)
	w.tabs.OnSelected = func(t *container.TabItem) {
		if t == w.rulesTab {
			w.rules.shown()
		}
	}
	split := container.NewHSplit(w.board, w.tabs)
	split.Offset = 0.68
	bottom := container.NewBorder(nil, nil, instrument.FirstFrame(), nil, w.status.object())
	top := container.NewVBox(w.toolbar.object(), w.saveWarning.object())
	lay := uikit.NewWidthFirst(top, bottom)
	lay.Reserve = w.status.noteRoom
	w.status.resized = w.relayout
	w.body = container.New(lay, top, bottom, split)
	return w.body
}

// relayout lays the window's body out again (the save warning came or
// went).
func (w *Window) relayout() {
	if w.body != nil {
		w.body.Refresh()
	}
}

// ShowAndRun shows the window and runs the app until it is closed.
func (w *Window) ShowAndRun() { w.win.ShowAndRun() }

// closed saves the game for the next start (once) and stops the computer
// when the window goes away.
func (w *Window) closed() {
	w.life.Closed()
	w.ctl.Close()
	w.status.pulse.halt()
	fynetooltip.DestroyWindowToolTipLayer(w.win.Canvas())
	if w.stopLangCB != nil {
		w.stopLangCB()
	}
	w.notices.Close()
}

// refresh shows the controller's state everywhere (play.View).
func (w *Window) refresh() {
	w.showBoard()
	w.history.refresh()
	w.status.show(w.ctl)
	w.toolbar.refresh(w.ctl)
	w.menu.refresh(w.ctl)
	w.oracle.draw()
	w.doc.Refresh()
}

// showBoard puts the shown position on the board, unless an animation owns
// the board for the moment.
func (w *Window) showBoard() {
	w.actions.orientation.SetPlayingWhite(playsWhite(w.ctl.Setup()))
	if w.ctl.Moving() {
		w.board.SetInteractive(false)
		return
	}
	pos, last := w.ctl.ShownPosition()
	w.board.SetPosition(pos)
	w.board.SetLastMove(last)
	_, viewing := w.ctl.ViewedPly()
	hint := w.ctl.Hint()
	if viewing {
		hint = game.NoMove
	}
	w.board.SetHint(hint)
	w.board.SetInteractive(w.ctl.HumanToMove())
}

// animate slides move m on the board (play.View). While a past position
// is on show the move lands at once, unseen, as it does in the move list.
func (w *Window) animate(from game.Position, m game.Move, done func()) {
	if _, viewing := w.ctl.ViewedPly(); viewing {
		done()
		return
	}
	w.board.SetInteractive(false)
	w.board.SetHint(game.NoMove)
	w.board.SetMoveVerdicts(nil)
	w.status.showOracle("")
	w.board.AnimateMove(from, m, done)
}

// finishAnimation ends the board's slide at once (play.View).
func (w *Window) finishAnimation() { w.board.FinishAnimation() }

// tracef writes a line to Options.Trace, if set.
func (w *Window) tracef(format string, args ...any) {
	if w.trace != nil {
		fmt.Fprintf(w.trace, "konane: "+format+"\n", args...)
	}
}

// relabel sets every text of the window again after a language change.
func (w *Window) relabel() {
	w.win.SetMainMenu(w.menu.build())
	w.toolbar.relabel()
	w.saveWarning.relabel()
	w.movesTab.Text = i18n.T(i18n.MsgTabMoves)
	w.rulesTab.Text = i18n.T(i18n.MsgTabRules)
	w.tabs.Refresh()
	w.history.relabel()
	w.rules.relabel()
	w.status.relabel()
	w.refresh()
}

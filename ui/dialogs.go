package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/internal/playernames"
	"github.com/konane/konane/ui/internal/uikit"
	kotheme "github.com/konane/konane/ui/theme"
	"github.com/konane/konane/ui/tutorview"
)

// newGame opens the New game dialog.
func (w *Window) newGame() {
	f := newGameFormFor(w.newGameChoices())
	d := uikit.NewCustomConfirm(i18n.T(i18n.MsgNewGameTitle), i18n.T(i18n.MsgButtonStart),
		i18n.T(i18n.MsgButtonCancel), f.form, func(ok bool) {
			if !ok {
				return
			}
			s := f.setup()
			w.doc.AfterDiscard(i18n.T(i18n.MsgDiscardForNew), func() {
				saveSetup(w.app.Preferences(), s)
				w.startGame(s)
			}, nil)
		}, w.win)
	uikit.ShowConfirm(w.win, d)
}

// startGame closes the end-of-game dialog and starts a game with s; the
// next Save asks for a file name.
func (w *Window) startGame(s play.Setup) {
	w.hideGameOver()
	w.doc.Forget()
	w.ctl.NewGame(s)
}

// undo takes a move back (menu, toolbar, Ctrl+Z).
func (w *Window) undo() {
	if w.ctl.CanUndo() {
		w.ctl.Undo() // ends a slide first, which may announce the end of the game
		w.hideGameOver()
	}
}

// redo replays a move taken back (menu, toolbar, Ctrl+Y).
func (w *Window) redo() { w.ctl.Redo() }

// hint asks the computer for a move suggestion (menu, toolbar, H).
func (w *Window) hint() { w.ctl.ShowHint() }

// showRules brings the rules tab to the front.
func (w *Window) showRules() { w.tabs.Select(w.rulesTab) }

// gameOver shows who played whom, who won and why, with New game, Replay
// and Review (the view interface); while a notice is on show, once it is
// closed.
func (w *Window) gameOver(r game.Result) {
	winner, ok := r.Winner()
	if !ok {
		return
	}
	g := w.ctl.Game()
	if w.notices.HoldGameOver(func() {
		if w.ctl.Game() == g && g.Over() { // not replaced or taken back meanwhile
			w.gameOver(g.Result())
		}
	}) {
		return
	}
	w.hideGameOver()
	players := widget.NewLabelWithStyle(playernames.Line(w.ctl.Players()), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	players.Wrapping = fyne.TextWrapWord
	text := widget.NewLabel(gameOverText(w.ctl.Setup(), winner))
	text.Wrapping = fyne.TextWrapWord
	content := container.NewVBox(uikit.WrapAt(players, uikit.DialogTextWidth), uikit.WrapAt(text, uikit.DialogTextWidth))
	d := dialog.NewCustomWithoutButtons(i18n.T(i18n.MsgGameOverTitle), content, w.win)
	newGame := uikit.NewButton(i18n.T(i18n.MsgButtonNewGame), nil, func() { d.Hide(); w.newGame() })
	newGame.Importance = widget.HighImportance
	d.SetButtons([]fyne.CanvasObject{
		uikit.NewButton(i18n.T(i18n.MsgButtonClose), nil, d.Hide),
		uikit.NewButton(i18n.T(i18n.MsgButtonReplay), nil, func() { d.Hide(); w.replay() }),
		uikit.NewButton(i18n.T(i18n.MsgButtonReview), nil, func() { w.hideGameOver(); w.reviewLive() }),
		newGame,
	})
	w.over = d
	uikit.ShowWithKeys(w.win, d, d.Hide, newGame.OnTapped)
}

// gameOverText names the winner and the reason the game ended.
func gameOverText(s play.Setup, winner game.Color) string {
	if s.Mode == play.VsComputer {
		if winner == s.Human {
			return i18n.T(i18n.MsgGameOverYouWin)
		}
		return i18n.T(i18n.MsgGameOverComputerWins)
	}
	return i18n.T(uikit.Pick(winner, i18n.MsgStatusBlackWins, i18n.MsgStatusWhiteWins))
}

// hideGameOver closes the end-of-game dialog if it is on show.
func (w *Window) hideGameOver() {
	if w.over != nil {
		w.over.Hide()
		w.over = nil
	}
}

// about shows the game's display name (the window title's), the version
// from the app's metadata and the font credits.
func (w *Window) about() {
	md := w.app.Metadata()
	// The game's display name, as in the window title (the metadata's Name
	// is the file name "Konane", without the macron).
	title := widget.NewLabelWithStyle(i18n.T(i18n.MsgAppTitle), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	body := widget.NewLabel(i18n.Format(i18n.MsgAboutText, i18n.Args{"Version": md.Version}))
	body.Wrapping = fyne.TextWrapWord
	fonts := widget.NewLabel(i18n.T(i18n.MsgAboutFonts))
	fonts.Wrapping = fyne.TextWrapWord
	licence := uikit.NewButton(i18n.T(i18n.MsgAboutFontLicence), nil, func() { showFontLicence(w.win) })
	content := container.NewVBox(title, uikit.WrapAt(body, uikit.DialogTextWidth), uikit.WrapAt(fonts, uikit.DialogTextWidth),
		container.NewHBox(licence))
	uikit.ShowClosable(w.win, uikit.NewCustom(i18n.T(i18n.MsgMenuAbout), i18n.T(i18n.MsgButtonClose), content, w.win))
}

// showFontLicence shows the fonts' licence, in English as published,
// wrapped in a dialog over win that scrolls down.
func showFontLicence(win fyne.Window) {
	text := widget.NewLabel(kotheme.FontLicence)
	text.Wrapping = fyne.TextWrapWord // read without scrolling sideways
	scroll := container.NewVScroll(text)
	scroll.SetMinSize(fyne.NewSize(uikit.DialogTextWidth, 360))
	uikit.ShowClosable(win, uikit.NewCustom(i18n.T(i18n.MsgAboutFontLicence), i18n.T(i18n.MsgButtonClose), scroll, win))
}

// tutorial opens the tutorial window (Help menu, toolbar); its "Play now…"
// opens the New game dialog.
func (w *Window) tutorial() {
	tutorview.Show(w.app, w.win, tutorialHost(w))
}

// tutorialHost is what the tutorial gets from the main window: "Play now…"
// opens the New game dialog, "Puzzles…" the puzzle trainer; the board
// turns with the main window's.
func tutorialHost(w *Window) tutorview.Host {
	return tutorview.Host{OnPlayNow: w.newGame, OnPuzzles: func() { puzzleTrainer{w}.open() }, Orientation: w.actions.orientation}
}

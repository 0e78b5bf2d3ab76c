package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/internal/playernames"
	"github.com/konane/konane/ui/internal/uikit"
	"github.com/konane/konane/ui/kgnfile"
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
			w.afterDiscard(i18n.T(i18n.MsgDiscardForNew), func() {
				saveSetup(w.app.Preferences(), s)
				w.startGame(s)
			}, nil)
		}, w.win)
	uikit.ShowConfirm(w.win, d)
}

// losesGame reports whether replacing the live game would throw away an
// unfinished game with at least one move.
func (w *Window) losesGame() bool {
	g := w.ctl.Game()
	return g != nil && !g.Over() && len(g.Moves()) > 0
}

// afterDiscard runs replace at once when replacing the live game loses
// nothing (see losesGame) and returns nil; otherwise it asks question
// first, runs replace on Yes and keep (if not nil) on No, and returns the
// question's dialog.
func (w *Window) afterDiscard(question string, replace, keep func()) *uikit.ConfirmDialog {
	if !w.losesGame() {
		replace()
		return nil
	}
	return w.ask(i18n.T(i18n.MsgDiscardTitle), question, replace, keep)
}

// startGame closes the end-of-game dialog and starts a game with s; the
// next Save asks for a file name.
func (w *Window) startGame(s play.Setup) {
	w.hideGameOver()
	w.file = nil
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
	if !ok || w.holdGameOver() {
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
	content := container.NewVBox(title, uikit.WrapAt(body, uikit.DialogTextWidth), uikit.WrapAt(fonts, uikit.DialogTextWidth))
	uikit.ShowClosable(w.win, uikit.NewCustom(i18n.T(i18n.MsgMenuAbout), i18n.T(i18n.MsgButtonClose), content, w.win))
}

// showError shows text in an error dialog with our own title and button.
func (w *Window) showError(text string) { uikit.ShowError(w.win, text) }

// statsLines are the texts of the statistics dialog, computed apart from
// the widgets so that tests can read them.
type statsLines struct {
	games, black, white string
	levels              [][3]string // level name, as Black, as White
}

// share returns part/whole as a Percent, 0 for an empty whole.
func share(part, whole int) i18n.Percent {
	if whole == 0 {
		return 0
	}
	return i18n.Percent(float64(part) / float64(whole))
}

// statsText renders s in the current language: the games won by each
// colour with their share, and the person's record against each level of
// the computer, per colour the person played.
func statsText(s store.Stats) statsLines {
	n := s.Games()
	out := statsLines{
		games: i18n.Plural(i18n.MsgStatsGamesPlayed, n, nil),
		black: i18n.Plural(i18n.MsgStatsBlackWins, s.BlackWins, i18n.Args{"Percent": share(s.BlackWins, n)}),
		white: i18n.Plural(i18n.MsgStatsWhiteWins, s.WhiteWins, i18n.Args{"Percent": share(s.WhiteWins, n)}),
	}
	record := func(r store.Record) string {
		if r.Played() == 0 {
			return "—"
		}
		return i18n.Plural(i18n.MsgStatsRecord, r.Played(), i18n.Args{"Won": r.Won, "Percent": share(r.Won, r.Played())})
	}
	names := levelNames()
	for i, l := range ai.Levels() {
		byColour := s.VsLevel[l.String()]
		b, w := byColour["Black"], byColour["White"]
		if b.Played()+w.Played() == 0 {
			continue
		}
		out.levels = append(out.levels, [3]string{names[i], record(b), record(w)})
	}
	return out
}

// showStats opens the statistics dialog, with Reset (after a question) and
// Close.
func (w *Window) showStats() {
	var stats store.Stats
	if w.persist != nil {
		stats = w.persist.LoadStats()
	}
	lines := statsText(stats)
	content := container.NewVBox(
		widget.NewLabelWithStyle(lines.games, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabel(lines.black), widget.NewLabel(lines.white),
		widget.NewSeparator(),
		widget.NewLabelWithStyle(i18n.T(i18n.MsgStatsVsComputer), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
	)
	if len(lines.levels) == 0 {
		content.Add(widget.NewLabel(i18n.T(i18n.MsgStatsNoComputerGames)))
	} else {
		grid := container.NewGridWithColumns(3,
			widget.NewLabelWithStyle(i18n.T(i18n.MsgStatsLevel), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
			widget.NewLabelWithStyle(i18n.T(i18n.MsgStatsAsBlack), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
			widget.NewLabelWithStyle(i18n.T(i18n.MsgStatsAsWhite), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		for _, row := range lines.levels {
			for _, cell := range row {
				grid.Add(widget.NewLabel(cell))
			}
		}
		content.Add(grid)
	}
	d := dialog.NewCustomWithoutButtons(i18n.T(i18n.MsgStatsTitle), content, w.win)
	reset := uikit.NewButton(i18n.T(i18n.MsgButtonResetStats), nil, func() {
		w.confirm(i18n.T(i18n.MsgStatsResetTitle), i18n.T(i18n.MsgStatsResetText), func() {
			d.Hide()
			w.resetStats()
		})
	})
	closeBtn := uikit.NewButton(i18n.T(i18n.MsgButtonClose), nil, d.Hide)
	closeBtn.Importance = widget.HighImportance
	d.SetButtons([]fyne.CanvasObject{reset, closeBtn})
	uikit.ShowClosable(w.win, d)
}

// resetStats forgets every statistic.
func (w *Window) resetStats() {
	if w.persist == nil {
		return
	}
	if err := w.persist.ResetStats(); err != nil {
		w.showError(kgnfile.SaveError(storage.NewFileURI(w.persist.StatsPath()), err))
	}
}

// showInfo shows text in a dialog with a title and our OK button.
func (w *Window) showInfo(title, text string) { uikit.ShowInfo(w.win, title, text) }

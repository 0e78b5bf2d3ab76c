package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/internal/uikit"
)

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
	reset := widget.NewButton(i18n.T(i18n.MsgButtonResetStats), func() {
		w.confirm(i18n.T(i18n.MsgStatsResetTitle), i18n.T(i18n.MsgStatsResetText), func() {
			d.Hide()
			w.resetStats()
		})
	})
	closeBtn := widget.NewButton(i18n.T(i18n.MsgButtonClose), d.Hide)
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
		w.showError(saveErrorText(storage.NewFileURI(w.persist.StatsPath()), err))
	}
}

// showInfo shows text in a dialog with a title and our Close button.
func (w *Window) showInfo(title, text string) {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	uikit.ShowClosable(w.win, dialog.NewCustom(title, i18n.T(i18n.MsgButtonOK), uikit.WrapAt(l, uikit.DialogTextWidth), w.win))
}

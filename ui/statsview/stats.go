// Package statsview is the statistics dialog: the games won by each
// colour, the person's record against each level of the computer and
// against each person met over the network, with Reset (after a question)
// and Close.
package statsview

import (
	"cmp"
	"maps"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/internal/playernames"
	"github.com/konane/konane/ui/internal/uikit"
	"github.com/konane/konane/ui/kgnfile"
)

// Host is where the statistics live (a *play.Persistence).
type Host interface {
	LoadStats() store.Stats // a damaged file is set aside and told by the host
	ResetStats() error      // forgets every statistic
	StatsPath() string      // the file, for the error of a failed reset
}

// Lines are the texts of the statistics dialog, computed apart from the
// widgets so that tests can read them.
type Lines struct {
	Games, Black, White string
	Levels              [][3]string // level name, as Black, as White
	People              [][4]string // opponent's name, the person's colour, games won, games lost
}

// share returns part/whole as a Percent, 0 for an empty whole.
func share(part, whole int) i18n.Percent {
	if whole == 0 {
		return 0
	}
	return i18n.Percent(float64(part) / float64(whole))
}

// Text renders s in the current language: the games won by each colour
// with their share, the person's record against each level of the
// computer, per colour the person played (levels never played are left
// out), and against each person met over the network (see people).
func Text(s store.Stats) Lines {
	n := s.Games()
	out := Lines{
		Games: i18n.Plural(i18n.MsgStatsGamesPlayed, n, nil),
		Black: i18n.Plural(i18n.MsgStatsBlackWins, s.BlackWins, i18n.Args{"Percent": share(s.BlackWins, n)}),
		White: i18n.Plural(i18n.MsgStatsWhiteWins, s.WhiteWins, i18n.Args{"Percent": share(s.WhiteWins, n)}),
	}
	record := func(r store.Record) string {
		if r.Played() == 0 {
			return "—"
		}
		return i18n.Plural(i18n.MsgStatsRecord, r.Played(), i18n.Args{"Won": r.Won, "Percent": share(r.Won, r.Played())})
	}
	names := playernames.Levels()
	for i, l := range ai.Levels() {
		byColour := s.VsLevel[l.String()]
		b, w := byColour["Black"], byColour["White"]
		if b.Played()+w.Played() == 0 {
			continue
		}
		out.Levels = append(out.Levels, [3]string{names[i], record(b), record(w)})
	}
	out.People = people(s.VsPerson)
	return out
}

// people returns the rows of the games against people: by name (letters
// folded to lower case first), Black before White, records with no game
// left out.
func people(vs map[string]map[string]store.Record) [][4]string {
	names := slices.Collect(maps.Keys(vs))
	slices.SortFunc(names, func(a, b string) int {
		return cmp.Or(cmp.Compare(strings.ToLower(a), strings.ToLower(b)), cmp.Compare(a, b))
	})
	var rows [][4]string
	for _, name := range names {
		for _, c := range []struct {
			key  string
			name *goi18n.Message
		}{{"Black", i18n.MsgColorBlack}, {"White", i18n.MsgColorWhite}} {
			if r := vs[name][c.key]; r.Played() > 0 {
				rows = append(rows, [4]string{name, i18n.T(c.name), i18n.Number(r.Won), i18n.Number(r.Lost)})
			}
		}
	}
	return rows
}

// Show opens the statistics dialog of h (nil: no statistics, all zero)
// over parent, with Reset (after a question) and Close. A reset that
// fails is told in an error dialog naming the file.
func Show(parent fyne.Window, h Host) {
	var stats store.Stats
	if h != nil {
		stats = h.LoadStats()
	}
	lines := Text(stats)
	bold := fyne.TextStyle{Bold: true}
	content := container.NewVBox(
		widget.NewLabelWithStyle(lines.Games, fyne.TextAlignLeading, bold),
		widget.NewLabel(lines.Black), widget.NewLabel(lines.White),
		widget.NewSeparator(),
		widget.NewLabelWithStyle(i18n.T(i18n.MsgStatsVsComputer), fyne.TextAlignLeading, bold),
	)
	if len(lines.Levels) == 0 {
		content.Add(widget.NewLabel(i18n.T(i18n.MsgStatsNoComputerGames)))
	} else {
		grid := container.NewGridWithColumns(3,
			widget.NewLabelWithStyle(i18n.T(i18n.MsgStatsLevel), fyne.TextAlignLeading, bold),
			widget.NewLabelWithStyle(i18n.T(i18n.MsgStatsAsBlack), fyne.TextAlignLeading, bold),
			widget.NewLabelWithStyle(i18n.T(i18n.MsgStatsAsWhite), fyne.TextAlignLeading, bold))
		for _, row := range lines.Levels {
			for _, cell := range row {
				grid.Add(widget.NewLabel(cell))
			}
		}
		content.Add(grid)
	}
	if len(lines.People) > 0 {
		grid := container.NewGridWithColumns(4)
		for _, m := range []*goi18n.Message{i18n.MsgStatsOpponent, i18n.MsgStatsYourColour, i18n.MsgStatsWon, i18n.MsgStatsLost} {
			grid.Add(widget.NewLabelWithStyle(i18n.T(m), fyne.TextAlignLeading, bold))
		}
		for _, row := range lines.People {
			name := widget.NewLabel(row[0])
			name.Truncation = fyne.TextTruncateEllipsis // a long name is cut to its column, over no other
			grid.Add(name)
			for _, cell := range row[1:] {
				grid.Add(widget.NewLabel(cell))
			}
		}
		content.Add(widget.NewSeparator())
		content.Add(widget.NewLabelWithStyle(i18n.T(i18n.MsgStatsVsPeople), fyne.TextAlignLeading, bold))
		content.Add(grid)
	}
	d := dialog.NewCustomWithoutButtons(i18n.T(i18n.MsgStatsTitle), content, parent)
	reset := uikit.NewButton(i18n.T(i18n.MsgButtonResetStats), nil, func() {
		uikit.Ask(parent, i18n.T(i18n.MsgStatsResetTitle), i18n.T(i18n.MsgStatsResetText), func() {
			d.Hide()
			Reset(parent, h)
		}, nil)
	})
	closeBtn := uikit.NewButton(i18n.T(i18n.MsgButtonClose), nil, d.Hide)
	closeBtn.Importance = widget.HighImportance
	d.SetButtons([]fyne.CanvasObject{reset, closeBtn})
	uikit.ShowClosable(parent, d)
}

// Reset forgets every statistic of h (nil: nothing to forget); a failure
// is told in an error dialog over parent naming the file.
func Reset(parent fyne.Window, h Host) {
	if h == nil {
		return
	}
	if err := h.ResetStats(); err != nil {
		uikit.ShowError(parent, kgnfile.SaveError(storage.NewFileURI(h.StatsPath()), err))
	}
}

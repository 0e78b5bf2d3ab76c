package ui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/internal/playernames"
	"github.com/konane/konane/ui/internal/uikit"
)

// newGameForm is the content of the New game dialog: who plays, the
// person's colour, the computer's level(s), the board size, for a watched
// game the speed, and against the computer the coach.
type newGameForm struct {
	form                    *widget.Form
	mode, colour, speed     *uikit.RadioGroup
	level, whiteLevel, size *uikit.Select
	modes, colours, speeds  []string
	levelItem               *widget.FormItem
	coach                   *uikit.Check
	// coachChoice is the coach setting: CoachAuto (the check follows the
	// level) until the person ticks or clears the check.
	coachChoice play.CoachChoice
	syncing     bool // the form sets the check itself
}

// Choices of the dialog, in the order of their option lists.
var (
	formModes   = []play.Mode{play.VsComputer, play.TwoPlayers, play.WatchGame}
	formColours = []game.Color{game.Black, game.White}
	formSpeeds  = []play.Speed{play.Slow, play.Normal, play.Fast}
)

// newGameFormFor returns the form with the choices of s selected.
func newGameFormFor(s play.Setup) *newGameForm {
	f := &newGameForm{
		modes:   uikit.Texts(i18n.MsgModeVsComputer, i18n.MsgModeTwoPlayers, i18n.MsgModeComputerVsComputer),
		colours: uikit.Texts(i18n.MsgColorBlack, i18n.MsgColorWhite),
		speeds:  uikit.Texts(i18n.MsgSpeedSlow, i18n.MsgSpeedNormal, i18n.MsgSpeedFast),
	}
	f.mode = uikit.NewRadioGroup(f.modes, func(string) { f.modeChanged() })
	f.colour = uikit.NewRadioGroup(f.colours, nil)
	f.colour.Horizontal = true
	f.speed = uikit.NewRadioGroup(f.speeds, nil)
	f.speed.Horizontal = true
	for _, r := range []*uikit.RadioGroup{f.mode, f.colour, f.speed} {
		r.Required = true // a click on the chosen option keeps it chosen
	}
	f.level = uikit.NewSelect(levelNames(), func(string) { f.showCoach() })
	f.coach = uikit.NewCheck(i18n.T(i18n.MsgNewGameCoachCheck), f.coachChanged)
	f.whiteLevel = uikit.NewSelect(levelNames(), nil)
	f.size = uikit.NewSelect(sizeNames(), nil)
	f.form = f.build()
	f.show(s)
	return f
}

// build puts the choices into a form, each with its label.
func (f *newGameForm) build() *widget.Form {
	f.levelItem = widget.NewFormItem(i18n.T(i18n.MsgNewGameLevel), f.level)
	return widget.NewForm(
		widget.NewFormItem(i18n.T(i18n.MsgNewGameMode), f.mode),
		widget.NewFormItem(i18n.T(i18n.MsgNewGameYourColor), f.colour),
		f.levelItem,
		widget.NewFormItem(i18n.T(i18n.MsgNewGameWhiteLevel), f.whiteLevel),
		widget.NewFormItem(i18n.T(i18n.MsgNewGameBoardSize), f.size),
		widget.NewFormItem(i18n.T(i18n.MsgNewGameSpeed), f.speed),
		widget.NewFormItem(i18n.T(i18n.MsgNewGameCoach), f.coach),
	)
}

// showCoach ticks the coach's check as the setting says for the chosen
// level.
func (f *newGameForm) showCoach() {
	if f.coach == nil {
		return // the level is set before the check is made
	}
	s := play.Setup{Mode: play.VsComputer, Level: ai.Beginner + ai.Level(f.level.SelectedIndex()), Coach: f.coachChoice}
	f.syncing = true
	f.coach.SetChecked(s.Coached())
	f.syncing = false
}

// coachChanged makes the person's tick or clear the coach setting.
func (f *newGameForm) coachChanged(on bool) {
	if f.syncing {
		return
	}
	f.coachChoice = play.CoachOff
	if on {
		f.coachChoice = play.CoachOn
	}
}

// show shows the choices of s.
func (f *newGameForm) show(s play.Setup) {
	f.colour.SetSelected(f.colours[slices.Index(formColours, s.Human)])
	f.speed.SetSelected(f.speeds[slices.Index(formSpeeds, s.Speed)])
	f.level.SetSelectedIndex(int(s.Level - ai.Beginner))
	f.whiteLevel.SetSelectedIndex(int(s.WhiteLevel - ai.Beginner))
	f.size.SetSelectedIndex(s.Size - game.MinSize)
	f.coachChoice = s.Coach
	f.showCoach()
	f.mode.SetSelected(f.modes[slices.Index(formModes, s.Mode)]) // last: enables the rest
}

// modeChanged enables the choices that matter for the chosen mode.
func (f *newGameForm) modeChanged() {
	m := f.chosenMode()
	enable(f.colour, m == play.VsComputer)
	enable(f.whiteLevel, m == play.WatchGame)
	enable(f.speed, m == play.WatchGame)
	enable(f.level, m != play.TwoPlayers)
	enable(f.coach, m == play.VsComputer)
	if m == play.WatchGame {
		f.levelItem.Text = i18n.T(i18n.MsgNewGameBlackLevel)
	} else {
		f.levelItem.Text = i18n.T(i18n.MsgNewGameLevel)
	}
	f.form.Refresh()
}

func (f *newGameForm) chosenMode() play.Mode {
	if i := slices.Index(f.modes, f.mode.Selected); i >= 0 {
		return formModes[i]
	}
	return play.VsComputer
}

// setup returns the choices of the form.
func (f *newGameForm) setup() play.Setup {
	s := play.Setup{
		Mode:       f.chosenMode(),
		Human:      game.Black,
		Level:      ai.Beginner + ai.Level(f.level.SelectedIndex()),
		WhiteLevel: ai.Beginner + ai.Level(f.whiteLevel.SelectedIndex()),
		Size:       game.MinSize + f.size.SelectedIndex(),
		Speed:      play.Normal,
		Coach:      f.coachChoice,
	}
	if i := slices.Index(f.colours, f.colour.Selected); i >= 0 {
		s.Human = formColours[i]
	}
	if i := slices.Index(f.speeds, f.speed.Selected); i >= 0 {
		s.Speed = formSpeeds[i]
	}
	return s.Valid()
}

// disableable is a widget that can be switched off.
type disableable interface {
	Enable()
	Disable()
}

func enable(w disableable, on bool) {
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}

// levelNames returns the names of ai.Levels() in the current language.
func levelNames() []string { return playernames.Levels() }

// sizeNames returns the board sizes in the current language ("8 × 8").
func sizeNames() []string {
	var out []string
	for n := game.MinSize; n <= game.MaxSize; n++ {
		out = append(out, i18n.Format(i18n.MsgBoardSizeValue, i18n.Args{"Size": n}))
	}
	return out
}

// newGameChoices is the New game dialog's first setup: the running game's
// mode, size and the choices that apply to that mode; the others (the
// colour in a two-player game, say) keep the dialog's last values.
func (w *Window) newGameChoices() play.Setup {
	s := loadSetup(w.app.Preferences())
	run := w.ctl.Setup()
	s.Mode, s.Size = run.Mode, run.Size
	switch run.Mode {
	case play.VsComputer:
		s.Human, s.Level = run.Human, run.Level
	case play.WatchGame:
		s.Level, s.WhiteLevel, s.Speed = run.Level, run.WhiteLevel, run.Speed
	}
	return s.Valid()
}

// Preference keys of the last New game choices.
const (
	prefMode  = "newgame.mode"
	prefHuman = "newgame.colour"
	prefLevel = "newgame.level"
	prefWhite = "newgame.whitelevel"
	prefSize  = "newgame.size"
	prefSpeed = "newgame.speed"
	prefCoach = "newgame.coach" // play.CoachChoice: 0 follows the level
)

// loadSetup reads the last New game choices, DefaultSetup on a first start.
func loadSetup(p fyne.Preferences) play.Setup {
	d := play.DefaultSetup()
	return play.Setup{
		Mode:       play.Mode(p.IntWithFallback(prefMode, int(d.Mode))),
		Human:      game.Color(p.IntWithFallback(prefHuman, int(d.Human))),
		Level:      ai.Level(p.IntWithFallback(prefLevel, int(d.Level))),
		Size:       p.IntWithFallback(prefSize, d.Size),
		Speed:      play.Speed(p.IntWithFallback(prefSpeed, int(d.Speed))),
		WhiteLevel: ai.Level(p.IntWithFallback(prefWhite, int(d.WhiteLevel))),
		Coach:      play.CoachChoice(p.IntWithFallback(prefCoach, int(d.Coach))),
	}.Valid()
}

// saveSetup remembers the New game choices for the next dialog and start.
func saveSetup(p fyne.Preferences, s play.Setup) {
	p.SetInt(prefMode, int(s.Mode))
	p.SetInt(prefHuman, int(s.Human))
	p.SetInt(prefLevel, int(s.Level))
	p.SetInt(prefWhite, int(s.WhiteLevel))
	p.SetInt(prefSize, s.Size)
	p.SetInt(prefSpeed, int(s.Speed))
	p.SetInt(prefCoach, int(s.Coach))
}

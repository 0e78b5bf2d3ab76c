// Package playernames names the players of a game in the current
// language, from play's Players: the computer by its level, the person as
// "You", people by the names in the game's tags, else the colours.
package playernames

import (
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/internal/uikit"
)

// levelMessages are the names of the levels, Beginner first.
var levelMessages = []*goi18n.Message{
	i18n.MsgLevelBeginner, i18n.MsgLevelEasy, i18n.MsgLevelMedium, i18n.MsgLevelHard, i18n.MsgLevelMaster,
}

// Levels returns the names of ai.Levels() in the current language.
func Levels() []string { return uikit.Texts(levelMessages...) }

// Level returns the name of level l in the current language.
func Level(l ai.Level) string {
	for i, k := range ai.Levels() {
		if k == l {
			return i18n.T(levelMessages[i])
		}
	}
	return i18n.T(i18n.MsgLevelMaster) // the zero Level is Master
}

// Short returns the short name of p, the player of colour c, as the
// status line gives it beside c's stone: "You", the computer's level
// ("Master"), a person's name from the game's tag (uikit.PlayerNameCut),
// else the colour ("Black").
func Short(p play.Player, c game.Color) string {
	switch {
	case p.You:
		return i18n.T(i18n.MsgPlayerYou)
	case p.Computer:
		return Level(p.Level)
	case p.Name != "":
		return uikit.PlayerNameCut(p.Name)
	}
	return i18n.T(uikit.Pick(c, i18n.MsgColorBlack, i18n.MsgColorWhite))
}

// Label returns p, the player of colour c, with the colour: "You
// (Black)", "Master (White)", "Kahului (Black)"; a person without a name
// is the colour alone ("Black").
func Label(p play.Player, c game.Color) string {
	if !p.You && !p.Computer && p.Name == "" {
		return Short(p, c)
	}
	return i18n.Format(uikit.Pick(c, i18n.MsgPlayerBlack, i18n.MsgPlayerWhite), i18n.Args{"Name": Short(p, c)})
}

// Line returns who plays whom, Black first: "You (Black) — Master
// (White)", "Hard (Black) — Master (White)", or "Black — White" for two
// people on one screen.
func Line(ps play.Players) string {
	return i18n.Format(i18n.MsgPlayers, i18n.Args{
		"Black": Label(ps.Black, game.Black), "White": Label(ps.White, game.White)})
}

// Tagged returns the Label of the player of colour c of g as its tags
// say (play.TaggedPlayers), or false when they name nobody.
func Tagged(g *game.Game, c game.Color) (string, bool) {
	ps, ok := play.TaggedPlayers(g)
	if !ok {
		return "", false
	}
	return Label(ps.Of(c), c), true
}

package uikit

import (
	"strings"
	"unicode"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
)

// levelMessages are the names of the levels, Beginner first.
var levelMessages = []*goi18n.Message{
	i18n.MsgLevelBeginner, i18n.MsgLevelEasy, i18n.MsgLevelMedium, i18n.MsgLevelHard, i18n.MsgLevelMaster,
}

// LevelNames returns the names of ai.Levels() in the current language.
func LevelNames() []string { return Texts(levelMessages...) }

// LevelName returns the name of level l in the current language.
func LevelName(l ai.Level) string {
	for i, k := range ai.Levels() {
		if k == l {
			return i18n.T(levelMessages[i])
		}
	}
	return i18n.T(i18n.MsgLevelMaster) // the zero Level is Master
}

// PlayerName returns the short name of p, the player of colour c, as the
// status line gives it beside c's stone: "You", the computer's level
// ("Master"), a person's name from the game's tag, else the colour
// ("Black").
func PlayerName(p play.Player, c game.Color) string {
	switch {
	case p.You:
		return i18n.T(i18n.MsgPlayerYou)
	case p.Computer:
		return LevelName(p.Level)
	case p.Name != "":
		return PlayerNameCut(p.Name)
	}
	return i18n.T(Pick(c, i18n.MsgColorBlack, i18n.MsgColorWhite))
}

// PlayerLabel returns p, the player of colour c, with the colour: "You
// (Black)", "Master (White)", "Kahului (Black)"; a person without a name
// is the colour alone ("Black").
func PlayerLabel(p play.Player, c game.Color) string {
	if !p.You && !p.Computer && p.Name == "" {
		return PlayerName(p, c)
	}
	return i18n.Format(Pick(c, i18n.MsgPlayerBlack, i18n.MsgPlayerWhite), i18n.Args{"Name": PlayerName(p, c)})
}

// PlayersLine returns who plays whom, Black first: "You (Black) — Master
// (White)", "Hard (Black) — Master (White)", or "Black — White" for two
// people on one screen.
func PlayersLine(ps play.Players) string {
	return i18n.Format(i18n.MsgPlayers, i18n.Args{
		"Black": PlayerLabel(ps.Black, game.Black), "White": PlayerLabel(ps.White, game.White)})
}

// MaxNameRunes is the longest name of a player shown whole; PlayerNameCut
// cuts a longer one, so that a name from a file's tag (of any length)
// keeps the window's size and its lines.
const MaxNameRunes = 24

// PlayerNameCut returns name without its invisible format characters,
// and cut to its first MaxNameRunes-1 characters (and the marks combining
// with the last) and Ellipsis when it is longer than MaxNameRunes. The
// format characters go because Fyne draws no bidirectional text: a
// right-to-left override (U+202E) in a tag reversed the rest of the line,
// "(Black)" and the other name too. The zero-width joiner stays, for
// emoji sequences.
func PlayerNameCut(name string) string {
	name = strings.Map(func(r rune) rune {
		if r != '\u200d' && unicode.Is(unicode.Cf, r) {
			return -1
		}
		return r
	}, name)
	r := []rune(name)
	if len(r) <= MaxNameRunes {
		return name
	}
	return strings.TrimSpace(string(r[:cutAt(r, MaxNameRunes-1)])) + Ellipsis
}

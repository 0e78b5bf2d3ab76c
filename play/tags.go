package play

import (
	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// A game's setup tags in its .kgn:
//
//	[Mode "vs-computer"]  or "two-players", "computer-vs-computer"
//	[Human "Black"]       the person's side
//	[BlackLevel "Easy"]   a computer's level as Black
//	[WhiteLevel "Hard"]   a computer's level as White
//	[Speed "normal"]      the pace of a watched game
const (
	TagMode  = "Mode"
	TagHuman = "Human"
	TagSpeed = "Speed"
)

// modeNames and speedNames are the values of the Mode and Speed tags.
var (
	modeNames  = map[Mode]string{VsComputer: "vs-computer", TwoPlayers: "two-players", WatchGame: "computer-vs-computer"}
	speedNames = map[Speed]string{Slow: "slow", Normal: "normal", Fast: "fast"}
)

// WriteSetupTags records s in the tags of g (Mode, Human, BlackLevel,
// WhiteLevel, Speed) and deletes those that do not apply to s, such as the
// level of a side a person plays, so no tag contradicts it.
func WriteSetupTags(g *game.Game, s Setup) {
	g.SetTag(TagMode, modeNames[s.Mode])
	setOrDelete := func(name, value string, on bool) {
		if on {
			g.SetTag(name, value)
		} else {
			g.DeleteTag(name)
		}
	}
	setOrDelete(TagHuman, s.Human.String(), s.Mode == VsComputer)
	setOrDelete(TagSpeed, speedNames[s.Speed], s.Mode == WatchGame)
	for _, c := range []game.Color{game.Black, game.White} {
		setOrDelete(c.String()+"Level", s.LevelOf(c).String(), s.Computer(c))
	}
}

// SetupFromTags reads the setup of g from the tags WriteSetupTags and
// TagGame write ([Black "Player"], [White "Computer (Hard)"]); what they
// do not say comes from fallback. The size is the game's.
func SetupFromTags(g *game.Game, fallback Setup) Setup {
	s := fallback
	s.Size = g.Size()
	mode, known := tagMode(g)
	if known {
		s.Mode = mode
	}
	for sp, name := range speedNames {
		if g.Tag(TagSpeed) == name {
			s.Speed = sp
		}
	}
	if c, err := game.ParseColor(g.Tag(TagHuman)); err == nil {
		s.Human = c
	} else if s.Mode == VsComputer {
		// The person is the side that is not the computer's.
		if b, _ := taggedSide(g, game.Black); b == computerSide {
			s.Human = game.White
		} else if w, _ := taggedSide(g, game.White); w == computerSide {
			s.Human = game.Black
		}
	}
	level := func(c game.Color) (ai.Level, bool) {
		kind, l := taggedSide(g, c)
		return l, kind == computerSide
	}
	switch s.Mode {
	case VsComputer:
		if l, ok := level(s.Human.Other()); ok {
			s.Level = l
		}
	case WatchGame:
		if l, ok := level(game.Black); ok {
			s.Level = l
		}
		if l, ok := level(game.White); ok {
			s.WhiteLevel = l
		}
	}
	return s.Valid()
}

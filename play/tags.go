package play

import (
	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// Tags of a .kgn file that carry the setup of a game, so that an autosaved
// game resumes with the same players (notation.md allows extra tags):
//
//	[Mode "vs-computer"]  or "two-players", "computer-vs-computer"
//	[Human "Black"]       the person's colour against the computer
//	[BlackLevel "Easy"]   the level of a computer playing Black
//	[WhiteLevel "Hard"]   the level of a computer playing White
//	[Speed "normal"]      the pace of a game the computer plays alone
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

// WriteSetupTags records s in the tags of g. The levels of the sides the
// computer plays are written as BlackLevel and WhiteLevel.
func WriteSetupTags(g *game.Game, s Setup) {
	g.SetTag(TagMode, modeNames[s.Mode])
	switch s.Mode {
	case VsComputer:
		g.SetTag(TagHuman, s.Human.String())
	case WatchGame:
		g.SetTag(TagSpeed, speedNames[s.Speed])
	}
	for _, c := range []game.Color{game.Black, game.White} {
		if s.Computer(c) {
			g.SetTag(c.String()+"Level", s.LevelOf(c).String())
		}
	}
}

// SetupFromTags reads the setup that WriteSetupTags recorded in g; what the
// tags do not say is taken from fallback. The size is the game's.
func SetupFromTags(g *game.Game, fallback Setup) Setup {
	s := fallback
	s.Size = g.Size()
	for m, name := range modeNames {
		if g.Tag(TagMode) == name {
			s.Mode = m
		}
	}
	for sp, name := range speedNames {
		if g.Tag(TagSpeed) == name {
			s.Speed = sp
		}
	}
	if c, err := game.ParseColor(g.Tag(TagHuman)); err == nil {
		s.Human = c
	}
	level := func(c game.Color) (ai.Level, bool) {
		l, err := ai.ParseLevel(g.Tag(c.String() + "Level"))
		return l, err == nil && g.Tag(c.String()+"Level") != ""
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

package play

import (
	"strings"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// Player is who plays one side of a game, as the window names it: the
// person against the computer ("You"), the computer at its level, or one
// of two people on one screen, by the name of the game's tag if it has
// one.
type Player struct {
	// Computer is set when the computer plays the side, at Level.
	Computer bool
	Level    ai.Level
	// You is set for the one person of a game against the computer.
	You bool
	// Name is a person's name from the game's Black or White tag, "" when
	// the tag gives none ("?", "Player", missing). Never set for You or
	// the computer.
	Name string
}

// Players are the two sides of a game.
type Players struct{ Black, White Player }

// Of returns the player of colour c.
func (p Players) Of(c game.Color) Player {
	if c == game.White {
		return p.White
	}
	return p.Black
}

// PlayersOf returns who plays each side of g with setup s: the computer
// where s says so, "You" for the person against it, and in a game of two
// people each by the name in g's tag of their colour, if any.
func PlayersOf(s Setup, g *game.Game) Players {
	one := func(c game.Color) Player {
		switch {
		case s.Computer(c):
			return Player{Computer: true, Level: s.LevelOf(c)}
		case s.Mode == VsComputer:
			return Player{You: true}
		}
		return Player{Name: personName(g.Tag(c.String()))}
	}
	return Players{Black: one(game.Black), White: one(game.White)}
}

// TaggedPlayers returns who played g as its tags say (SetupFromTags), and
// false when they say nothing of the players: a game from elsewhere
// without names, whose sides the window can only call Black and White.
func TaggedPlayers(g *game.Game) (Players, bool) {
	if _, ok := tagMode(g); !ok {
		return Players{}, false
	}
	return PlayersOf(SetupFromTags(g, DefaultSetup()), g), true
}

// The names TagGame writes into the Black and White tags (docs/notation.md's
// example): a person is "Player", the computer "Computer (Level)".
const (
	personTag        = "Player"
	computerTagStart = "Computer ("
)

// computerTag is the Black or White tag of the computer playing at l.
func computerTag(l ai.Level) string { return computerTagStart + l.String() + ")" }

// personName returns the name a Black or White tag gives a person, or ""
// for none: an unknown player ("?" or nothing, as PGN has it) or Konane's
// own "Player".
func personName(tag string) string {
	tag = strings.TrimSpace(tag)
	if tag == "?" || tag == personTag {
		return ""
	}
	return tag
}

// sideKind is what the tags of a game say of one side.
type sideKind int

const (
	unknownSide sideKind = iota
	personSide
	computerSide
)

// taggedSide reads the tags of colour c: the computer when its level tag
// (BlackLevel, WhiteLevel) or its name ("Computer (Hard)") gives a level,
// a person for any other name, unknown for none.
func taggedSide(g *game.Game, c game.Color) (sideKind, ai.Level) {
	if l, ok := tagLevel(g, c); ok {
		return computerSide, l
	}
	name := strings.TrimSpace(g.Tag(c.String()))
	if inner, ok := strings.CutPrefix(name, computerTagStart); ok {
		if l, err := ai.ParseLevel(strings.TrimSuffix(inner, ")")); err == nil && strings.HasSuffix(inner, ")") {
			return computerSide, l
		}
	}
	if name == "" || name == "?" {
		return unknownSide, 0
	}
	return personSide, 0
}

// tagLevel returns the level in the level tag of colour c, if it has one.
func tagLevel(g *game.Game, c game.Color) (ai.Level, bool) {
	text := g.Tag(c.String() + "Level")
	if text == "" {
		return 0, false
	}
	l, err := ai.ParseLevel(text)
	return l, err == nil
}

// tagMode returns the mode of g from its Mode tag, else from the Black and
// White tags: two computers watch, one computer plays against the person
// (or an unnamed side), two people play each other. It reports false when
// the tags do not tell.
func tagMode(g *game.Game) (Mode, bool) {
	for m, name := range modeNames {
		if g.Tag(TagMode) == name {
			return m, true
		}
	}
	b, _ := taggedSide(g, game.Black)
	w, _ := taggedSide(g, game.White)
	switch {
	case b == computerSide && w == computerSide:
		return WatchGame, true
	case b == computerSide || w == computerSide:
		return VsComputer, true
	case b == personSide && w == personSide:
		return TwoPlayers, true
	}
	return 0, false
}

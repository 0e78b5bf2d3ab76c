// Package play is a game as Konane's window plays it, without the window:
// who plays (Setup, and its tags in a .kgn file), the Controller that runs
// the turns, the computer, hints, undo and the view of a past ply, the
// Oracle of the position on show, and the Persistence of the storage
// folder (autosave, statistics, games saved elsewhere). It knows neither
// Fyne nor the messages: it reports through callbacks.
package play

import (
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// Mode says who plays the two sides.
type Mode int

// The three ways to play, in the order the New game dialog lists them.
const (
	VsComputer Mode = iota // one person against the computer
	TwoPlayers             // two people taking turns on one screen
	WatchGame              // the computer plays both sides
)

// Speed is the pace of a game the computer plays against itself.
type Speed int

// The watch speeds, slowest first.
const (
	Slow Speed = iota
	Normal
	Fast
)

// Setup is what the New game dialog chooses. The zero value is not valid;
// start from DefaultSetup.
type Setup struct {
	Mode  Mode
	Human game.Color // the person's colour in VsComputer
	Level ai.Level   // the computer's strength (Black's in a WatchGame)
	// WhiteLevel is the strength of the computer playing White in a
	// WatchGame.
	WhiteLevel ai.Level
	Size       int   // board size, game.MinSize..game.MaxSize
	Speed      Speed // pace of a WatchGame
	// Coach says whether the coach grades the person's moves in a game
	// against the computer (Coached); the zero value follows the level.
	Coach CoachChoice
}

// DefaultSetup is the game of the very first start: the person plays Black
// against the computer at level Easy on 8×8.
func DefaultSetup() Setup {
	return Setup{Mode: VsComputer, Human: game.Black, Level: ai.Easy, WhiteLevel: ai.Easy,
		Size: game.DefaultSize, Speed: Normal}
}

// Computer reports whether the computer plays colour c.
func (s Setup) Computer(c game.Color) bool {
	switch s.Mode {
	case VsComputer:
		return c != s.Human
	case WatchGame:
		return true
	}
	return false
}

// LevelOf returns the level of the computer playing colour c.
func (s Setup) LevelOf(c game.Color) ai.Level {
	if s.Mode == WatchGame && c == game.White {
		return s.WhiteLevel
	}
	return s.Level
}

// MoveDelay is the shortest time between two moves of a watched game, so
// that a person can follow it (0 in other games).
func (s Setup) MoveDelay() time.Duration {
	if s.Mode != WatchGame {
		return 0
	}
	switch s.Speed {
	case Slow:
		return 2000 * time.Millisecond
	case Fast:
		return 250 * time.Millisecond
	}
	return 900 * time.Millisecond
}

// Valid returns s with every field in range, fields out of range replaced
// by those of DefaultSetup (preferences and files may hold anything).
func (s Setup) Valid() Setup {
	d := DefaultSetup()
	if s.Mode < VsComputer || s.Mode > WatchGame {
		s.Mode = d.Mode
	}
	if s.Human != game.Black && s.Human != game.White {
		s.Human = d.Human
	}
	if s.Level < ai.Beginner || s.Level > ai.Master {
		s.Level = d.Level
	}
	if s.WhiteLevel < ai.Beginner || s.WhiteLevel > ai.Master {
		s.WhiteLevel = d.WhiteLevel
	}
	if s.Size < game.MinSize || s.Size > game.MaxSize {
		s.Size = d.Size
	}
	if s.Speed < Slow || s.Speed > Fast {
		s.Speed = d.Speed
	}
	if s.Coach < CoachAuto || s.Coach > CoachOff {
		s.Coach = d.Coach
	}
	return s
}

package engine

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/konane/konane/game"
)

// Player chooses the moves of genmove and finds the winners of solve.
type Player interface {
	// GenMove returns the move to play in pos, where the side to move has
	// at least one legal move.
	GenMove(ctx context.Context, pos game.Position, lim Limits) (game.Move, error)
	// Solve returns the winner of pos with perfect play; known is false
	// when ctx ended before the proof.
	Solve(ctx context.Context, pos game.Position) (winner game.Color, known bool, err error)
}

// Limits are the settings of genmove.
type Limits struct {
	Level Level         // playing strength
	Time  time.Duration // think time; 0 lets the level decide
}

// TODO(engine): replace with ai.Level once package ai is committed.

// Level is a playing strength.
type Level int

// The levels of the desktop app, weakest first.
const (
	Beginner Level = iota + 1
	Easy
	Medium
	Hard
	Master
)

// DefaultLevel is the level of genmove until a level command.
const DefaultLevel = Master

var levelNames = []string{"Beginner", "Easy", "Medium", "Hard", "Master"}

// ParseLevel reads a level name in any case.
func ParseLevel(text string) (Level, error) {
	for i, n := range levelNames {
		if strings.EqualFold(text, n) {
			return Level(i + 1), nil
		}
	}
	return 0, fmt.Errorf("unknown level %q", text)
}

// NewAIPlayer returns the Player of package ai; it writes a line of search
// information per move to log.
func NewAIPlayer(log io.Writer) Player { return stubPlayer{} }

type stubPlayer struct{}

func (stubPlayer) GenMove(context.Context, game.Position, Limits) (game.Move, error) {
	return game.NoMove, errors.New("no AI yet")
}

func (stubPlayer) Solve(context.Context, game.Position) (game.Color, bool, error) {
	return game.Black, false, errors.New("no AI yet")
}

package ai

import (
	"fmt"
	"strings"
	"time"
)

// Level is a playing strength shown to the player by name. The zero value
// means Master (full strength), so Limits{} asks for the best play.
type Level int

// The playing levels, weakest first. Each beats the one below it in at
// least 70 % of games, as measured by cmd/strength (`make strength`).
const (
	Beginner Level = iota + 1 // beatable by a newcomer: shallow, noisy, sometimes blunders
	Easy                      // shallow search, some noise
	Medium                    // a few plies deep
	Hard                      // deep search with a depth cap, no endgame solver
	Master                    // full time budget, endgame solver
)

// Levels lists the levels from Beginner to Master, for menus.
func Levels() []Level { return []Level{Beginner, Easy, Medium, Hard, Master} }

// String returns the English key name of the level ("Beginner" ... "Master"),
// which the UI uses to look up the localized name. The zero Level is
// "Master".
func (l Level) String() string {
	switch l.norm() {
	case Beginner:
		return "Beginner"
	case Easy:
		return "Easy"
	case Medium:
		return "Medium"
	case Hard:
		return "Hard"
	case Master:
		return "Master"
	}
	return fmt.Sprintf("Level(%d)", int(l))
}

// ParseLevel reads a level name in any case ("beginner", "Master") or its
// number 1–5. Unknown text gives an error wrapping ErrBadLevel.
func ParseLevel(text string) (Level, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	for _, l := range Levels() {
		if t == strings.ToLower(l.String()) || t == fmt.Sprint(int(l)) {
			return l, nil
		}
	}
	return Master, fmt.Errorf("%w: %q (want beginner, easy, medium, hard or master)", ErrBadLevel, text)
}

func (l Level) norm() Level {
	if l == 0 {
		return Master
	}
	return l
}

// levelParams are the knobs that make a level weaker or stronger.
type levelParams struct {
	maxDepth    int           // depth cap of the iterative deepening (0: none)
	defaultTime time.Duration // budget per move when Limits.Time is 0
	noise       int           // amplitude of the evaluation noise, in score units
	blunder     float64       // probability of playing a random legal move
	solver      bool          // try to prove the result near the end
	simpleEval  bool          // count mobility only
}

// params returns the knobs of a level, checked with cmd/strength: each
// level beats the one below it in ≥ 70 % of games.
func (l Level) params() levelParams {
	switch l.norm() {
	case Beginner:
		return levelParams{maxDepth: 1, defaultTime: 300 * time.Millisecond, noise: 300, blunder: 0.3, simpleEval: true}
	case Easy:
		return levelParams{maxDepth: 2, defaultTime: 500 * time.Millisecond, noise: 120, blunder: 0.05, simpleEval: true}
	case Medium:
		return levelParams{maxDepth: 4, defaultTime: time.Second, noise: 30}
	case Hard:
		return levelParams{maxDepth: 7, defaultTime: time.Second, noise: 8}
	}
	return levelParams{defaultTime: 2 * time.Second, noise: 2, solver: true}
}

package puzzle

import "github.com/konane/konane/puzzle/glicko"

// Difficulty is what the generator measures of a puzzle to rate it.
type Difficulty struct {
	Moves   int // the player's moves in the main line (1 or more)
	Winners int // winning first moves (1 or 2)
	Missed  int // shallow searches (depths 2 and 4) whose move does not win (0–2)
}

// The initial rating's formula (InitialRating).
const (
	BaseRating = 1000 // a one-move puzzle with two winning moves that the searches at depths 2 and 4 find
	PerMove    = 100  // each move of the player after the first
	PerMiss    = 150  // each of the searches at depths 2 and 4 that misses the win
	OnlyMove   = 100  // a single winning move
	MaxRating  = 2500 // the cap
	InitialRD  = 250  // the rating's deviation: an estimate, firmer than a newcomer's 350
	InitialVol = 0.06 // Glicko-2's usual volatility
)

// InitialRating returns a puzzle's shipped rating from its difficulty:
// R = BaseRating + PerMove·(Moves−1) + PerMiss·Missed + OnlyMove when
// Winners is 1, at most MaxRating; RD InitialRD, Vol InitialVol.
func InitialRating(d Difficulty) glicko.Rating {
	r := BaseRating + PerMove*(max(d.Moves, 1)-1) + PerMiss*d.Missed
	if d.Winners == 1 {
		r += OnlyMove
	}
	return glicko.Rating{R: float64(min(r, MaxRating)), RD: InitialRD, Vol: InitialVol}
}

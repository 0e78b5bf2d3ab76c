package review

import "math"

// chanceK is the slope of the winning-chance curve, per move of mobility.
// Provisional: to be fitted by cmd/fitcurve on the project's self-play
// games.
const chanceK = 0.5

// WinningChance returns the chance, in [0, 1], that the side whose point
// of view eval is (in moves of mobility) wins: the logistic curve
// 1/(1+exp(-k·eval)) fitted on self-play games.
func WinningChance(eval float64) float64 {
	return 1 / (1 + math.Exp(-chanceK*eval))
}

package review

import "math"

// ChanceSlope is the slope k of the winning-chance curve per move of
// mobility: k = 0.3626 ± 0.0072, fitted by maximum likelihood on 480 games
// of Hard against itself (depth 8, 8×8, every opening, seed 1) by go run
// ./cmd/fitcurve. Its test re-runs a smaller fit.
const ChanceSlope = 0.3626

// WinningChance returns the chance, in [0, 1], that the side whose point
// of view eval is (in moves of mobility) wins: the logistic curve
// 1/(1+exp(−k·eval)) with k = ChanceSlope. WinningChance(−e) is
// 1 − WinningChance(e), so either side's point of view gives the same
// verdict.
func WinningChance(eval float64) float64 {
	return 1 / (1 + math.Exp(-ChanceSlope*eval))
}

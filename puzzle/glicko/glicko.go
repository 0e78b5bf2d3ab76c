// Package glicko rates players and puzzles by Glickman's Glicko-2 system
// ("Example of the Glicko-2 system", Mark E. Glickman, 2013): a rating R
// on the Glicko scale (1500 at the start), its deviation RD and the
// volatility Vol, updated once per rating period from the period's games.
package glicko

// Rating is a Glicko-2 rating on the Glicko scale: R (1500 for a newcomer),
// RD the rating deviation (350 for a newcomer) and Vol the volatility σ
// (0.06 for a newcomer).
type Rating struct {
	R, RD, Vol float64
}

// Result is one game of a rating period: the opponent's rating before the
// period and the score, 1 for a win, 0.5 for a draw, 0 for a loss.
type Result struct {
	Opponent Rating
	Score    float64
}

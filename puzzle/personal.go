package puzzle

import (
	"context"

	"github.com/konane/konane/ai/review"
	"github.com/konane/konane/game"
	"github.com/konane/konane/puzzle/glicko"
)

// FromReview returns the player's personal puzzles from a reviewed game:
// each position where player was to move, the review proved the position
// won for player, and the move played did not keep the win proven, in
// which the solver proves exactly one winning move, another than the one
// played (which therefore loses). Each puzzle has Winners 1, no themes,
// a newcomer's rating (1500, RD 350, volatility 0.06), an ID by IDOf (a
// position repeated, or a mirror image, gives one puzzle) and its main
// line (MainLine) as far as the game's length is proven within
// LengthNodes: early in the game the line can stop after the winning
// move, and finding it solves the puzzle. Positions whose winning moves
// are not proven within ProveNodes are left out. Every budget is in
// nodes, so the result depends only on the game and the review.
func FromReview(g *game.Game, r *review.Review, player game.Color) []Puzzle {
	ctx := context.Background()
	var ps []Puzzle
	seen := make(map[string]bool)
	moves := g.Moves()
	for i, ply := range r.Plies {
		if i >= len(moves) || ply.Mover != player || !ply.Before.Proven || !ply.Before.Win {
			continue
		}
		if ply.After.Proven && !ply.After.Win {
			continue // the move kept the win
		}
		pos := g.PositionAt(i)
		id := IDOf(pos)
		if seen[id] {
			continue
		}
		wins, err := WinningMoves(ctx, pos)
		if err != nil || len(wins) != 1 || wins[0] == moves[i] {
			continue
		}
		line, err := mainLine(ctx, pos, wins[0], true)
		if err != nil {
			continue
		}
		seen[id] = true
		ps = append(ps, Puzzle{
			ID: id, KFEN: pos.KFEN(), Line: line, Winners: 1,
			Rating: glicko.Rating{R: 1500, RD: 350, Vol: 0.06},
		})
	}
	return ps
}

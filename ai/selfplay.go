package ai

import (
	"context"

	"github.com/konane/konane/game"
)

// SelfPlay plays a game on an n×n board from the start against itself:
// the two opening removals are the LegalMoves of index removal(ply,
// len(moves)) (ply 0 and 1), every later move is e's search within lim.
// With one thread, a seed and a depth or node cap the game depends only
// on its arguments. It returns ctx's error, or the search's.
func SelfPlay(ctx context.Context, n int, e *Searcher, lim Limits, removal func(ply, moves int) int) (*game.Game, error) {
	g, err := game.NewGame(n)
	if err != nil {
		return nil, err
	}
	for ply := 0; !g.Over(); ply++ {
		pos := g.Position()
		var m game.Move
		if ply < 2 {
			moves := pos.LegalMoves(nil)
			m = moves[removal(ply, len(moves))]
		} else {
			r, err := e.Search(ctx, pos, lim)
			if err != nil {
				return nil, err
			}
			m = r.Move
		}
		if err := g.Play(m); err != nil {
			return nil, err
		}
	}
	return g, nil
}

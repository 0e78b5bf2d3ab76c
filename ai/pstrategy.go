package ai

import (
	"context"

	"github.com/konane/konane/game"
)

// Strategy proves the winner of pos and walks the winner's strategy from
// there for depth plies: it calls visit, in depth-first order, once for
// every position of the winner to move that the strategy reaches within
// depth plies (all the loser's moves followed, positions met twice visited
// once), with the winning move it plays there. That move is the first
// winning move in the order the solver searches below the root, which is
// deterministic (the same whatever the threads and their timing), and
// mostly proven already by the solve. A position of the loser to move at
// depth plies ends the walk. It returns the winner, or the error of Solve
// when ctx ends first.
func (p *ParallelSolver) Strategy(ctx context.Context, pos game.Position, depth int, visit func(pos game.Position, move game.Move)) (game.Color, error) {
	select {
	case p.sem <- struct{}{}:
	case <-ctx.Done():
		return game.Black, ctx.Err()
	}
	defer func() { <-p.sem }()
	p.setSize(pos.Size())
	run, stop := context.WithCancelCause(ctx)
	defer stop(nil)
	p.stopAll, p.maxNode = stop, 0
	win, _, err := p.firstWin(run, pos, p.inner(&pos), &rootReport{p: p})
	if err != nil {
		return game.Black, err
	}
	winner := pos.SideToMove()
	if !win {
		winner = winner.Other()
	}
	seen := map[game.Position]bool{}
	var walk func(pos game.Position, left int) error
	walk = func(pos game.Position, left int) error {
		if left == 0 || seen[pos] {
			return nil
		}
		seen[pos] = true
		if pos.SideToMove() != winner {
			for _, m := range pos.LegalMoves(nil) {
				c := pos
				c.Make(m)
				if err := walk(c, left-1); err != nil {
					return err
				}
			}
			return nil
		}
		_, m, err := p.firstWin(run, pos, p.inner(&pos), &rootReport{p: p})
		if err != nil {
			return err
		}
		visit(pos, m)
		pos.Make(m)
		return walk(pos, left-1)
	}
	return winner, walk(pos, depth)
}

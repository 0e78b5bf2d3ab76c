package ai

import (
	"context"

	"github.com/konane/konane/game"
)

// Strategy proves the winner of pos and calls visit, depth-first, once for
// each position with the winner to move within depth plies (every loser's
// move followed), with the winner's move there: the first winning move in
// the solver's order, whatever the threads. It returns the winner or
// Solve's error.
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

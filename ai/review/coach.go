package review

import (
	"context"
	"fmt"
	"slices"
	"sync"

	"github.com/konane/konane/game"
)

// Coach grades the moves of a game one at a time, as they are played:
// Grade(g, i) is ply i of Analyse of g cut after move i with the same
// Settings, from the analyses it kept (the package doc's "The coach" says
// when the whole game's review differs). Calls wait for each other.
type Coach struct {
	mu      sync.Mutex
	s       Settings
	workers []*worker
	memo    *memo
}

// NewCoach returns a coach that grades with s, analysing at most two
// positions at once (s.Workers, 0: every core), each worker with the
// tables of Analyse's (48 MiB), kept until the coach is dropped.
func NewCoach(s Settings) *Coach {
	return &Coach{s: s, workers: make([]*worker, min(s.workers(), 2)), memo: newMemo()}
}

// Grade returns the verdict on move i (0-based) of g's played moves, as
// Analyse(ctx, g cut after move i, s).Plies[i] gives it; ctx.Err() when
// ctx ends first, an error when g has no move i. g must not change until
// Grade returns.
func (c *Coach) Grade(ctx context.Context, g *game.Game, i int) (Ply, error) {
	rv, err := c.Upto(ctx, g, i)
	if err != nil {
		return Ply{}, err
	}
	return rv.Plies[i], nil
}

// Upto grades move i of g and returns the review of g cut after move i:
// Plies[i] as Grade gives it, and each earlier move k as the review of
// that game grades it when the coach analysed position k with move k
// played from it (graded it before); the other earlier moves have their
// values but may lack a grade. Errors as Grade's. The plies are the
// caller's.
func (c *Coach) Upto(ctx context.Context, g *game.Game, i int) (*Review, error) {
	moves := g.Moves()
	if i < 0 || i >= len(moves) {
		return nil, fmt.Errorf("review: no move %d in a game of %d", i, len(moves))
	}
	moves = moves[:i+1]
	positions := make([]game.Position, len(moves)+1)
	positions[0] = g.Start()
	for k, m := range moves {
		positions[k+1] = positions[k]
		positions[k+1].Make(m)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	// Before move i only the values count (each a function of its
	// position alone), so any analysis kept of those positions serves;
	// one with the move played also grades it.
	nexts := make([]game.Move, len(positions))
	for k := range i {
		if _, ok := c.memo.first[posKey{positions[k], moves[k]}]; ok {
			nexts[k] = moves[k]
		} else if m, ok := c.memo.next[positions[k]]; ok {
			nexts[k] = m
		}
	}
	nexts[i], nexts[i+1] = moves[i], game.NoMove
	res, err := analyseFrom(ctx, positions, nexts, c.s, nil, c.workers, c.memo)
	if err != nil {
		return nil, err
	}
	return c.own(build(positions, moves, res)), nil
}

// Review returns Analyse(ctx, g, s, progress) exactly, of any game,
// analysing only what the coach has not kept; ctx.Err() and no review
// when ctx ends first. g must not change until Review returns.
func (c *Coach) Review(ctx context.Context, g *game.Game, progress func(done, total int)) (*Review, error) {
	moves, positions := positionsOf(g)
	nexts := make([]game.Move, len(positions))
	for i := range nexts {
		nexts[i] = playedFrom(moves, i)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	res, err := analyseFrom(ctx, positions, nexts, c.s, progress, c.workers, c.memo)
	if err != nil {
		return nil, err
	}
	return c.own(build(positions, moves, res)), nil
}

// Settings returns the coach's budgets.
func (c *Coach) Settings() Settings { return c.s }

// own gives rv's plies lines of their own, not the kept analyses'.
func (c *Coach) own(rv *Review) *Review {
	for k := range rv.Plies {
		rv.Plies[k].PV = slices.Clone(rv.Plies[k].PV)
	}
	return rv
}

// Forget drops the analyses kept (a new game); the tables stay.
func (c *Coach) Forget() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.memo = newMemo()
}

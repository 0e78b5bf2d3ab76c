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
	moves := g.Moves()
	if i < 0 || i >= len(moves) {
		return Ply{}, fmt.Errorf("review: no move %d in a game of %d", i, len(moves))
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
	// position alone), so any analysis kept of those positions serves.
	nexts := make([]game.Move, len(positions))
	for k := range i {
		if m, ok := c.memo.next[positions[k]]; ok {
			nexts[k] = m
		}
	}
	nexts[i], nexts[i+1] = moves[i], game.NoMove
	res, err := analyseFrom(ctx, positions, nexts, c.s, nil, c.workers, c.memo)
	if err != nil {
		return Ply{}, err
	}
	p := build(positions, moves, res).Plies[i]
	p.PV = slices.Clone(p.PV) // not the kept analysis's own
	return p, nil
}

// Forget drops the analyses kept (a new game); the tables stay.
func (c *Coach) Forget() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.memo = newMemo()
}

package review

import (
	"context"
	"fmt"
	"slices"
	"sync"

	"github.com/konane/konane/game"
)

// Coach grades the moves of a game one at a time, as they are played,
// with the review's own analysis: Grade(g, i) is the ply i of Analyse of
// g cut after move i, with the same Settings. It keeps the analysis of
// every position it has seen (each is a function of the position and the
// move played from it), so grading the next move of the same game costs
// the analysis of the two new positions, and of the second looks they
// call for. Its methods may be called from any goroutine, one at a time
// (they wait for each other).
//
// # Agreement with the review of the whole game
//
// The grade, Best, Before and After of move i in Analyse of the whole game
// equal the Coach's unless the Coach's After is unproven while the whole
// game proves that position: proofs pass back along the game (the package
// doc), so a proof after the reply can prove the position after move i
// (won for the replier when the position after the reply is lost for its
// side to move, or by the second look that a later proof calls for), and
// then the position before it by a second look. Everything the Coach
// proved stays proven in the whole game with the same value, and an
// unproven After is the only way in for later proofs. Where the solver
// proves the position after each move by itself (the ends of games, most
// of 6×6) they agree; in openings it often proves nothing, and a review
// that proves the end may later grade those moves by proofs.
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
// Analyse(ctx, g cut after move i, s).Plies[i] gives it (see Coach for
// when the review of the whole game differs). It returns ctx.Err() when
// ctx ends first, and an error when g has no move i. g is read before
// Grade returns its analysis and must not change meanwhile.
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

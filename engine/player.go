package engine

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// Player chooses the moves of genmove and finds the winners of solve.
type Player interface {
	// GenMove returns the move to play in pos, where the side to move has
	// at least one legal move, within the level and think time of lim.
	GenMove(ctx context.Context, pos game.Position, lim ai.Limits) (game.Move, error)
	// Solve returns the winner of pos with perfect play; known is false
	// when ctx ended before the proof.
	Solve(ctx context.Context, pos game.Position) (winner game.Color, known bool, err error)
}

// Analyser is a Player that also answers analyse: the search's result
// (move, score, principal variation) for the side to move of pos, which
// has a legal move. The Player of package ai is one.
type Analyser interface {
	Analyse(ctx context.Context, pos game.Position, lim ai.Limits) (ai.Result, error)
}

// aiPlayer is the Player of package ai. It keeps one ai.Engine and one
// ai.Solver for the session, so that their tables serve the next moves;
// each is made on first use (64 MiB of tables each). After every move or
// proof it writes a line of search information to log.
type aiPlayer struct {
	log    io.Writer
	engine *ai.Engine
	solver *ai.Solver
}

func newAIPlayer(log io.Writer) *aiPlayer { return &aiPlayer{log: log} }

func (p *aiPlayer) GenMove(ctx context.Context, pos game.Position, lim ai.Limits) (game.Move, error) {
	if p.engine == nil {
		p.engine = ai.NewEngine(ai.EngineOptions{})
	}
	r, err := p.engine.Search(ctx, pos, lim)
	if err != nil {
		return game.NoMove, err
	}
	fmt.Fprintf(p.log, "genmove %s: level %s, depth %d, score %d, nodes %d, %v, pv %s\n",
		r.Move, lim.Level, r.Depth, r.Score, r.Nodes, r.Elapsed.Round(1e6), moveList(r.PV))
	return r.Move, nil
}

func (p *aiPlayer) Analyse(ctx context.Context, pos game.Position, lim ai.Limits) (ai.Result, error) {
	if p.engine == nil {
		p.engine = ai.NewEngine(ai.EngineOptions{})
	}
	r, err := p.engine.Search(ctx, pos, lim)
	if err != nil {
		return r, err
	}
	if r.Proven {
		p.exactLength(ctx, pos, &r, lim.Time)
	}
	fmt.Fprintf(p.log, "analyse: depth %d, score %d, proven %v, nodes %d, %v\n",
		r.Depth, r.Score, r.Proven, r.Nodes, r.Elapsed.Round(1e6))
	return r, nil
}

// exactLength replaces the line of a proven result by one of perfect play
// (the winner's shortest win against the longest resistance) when the
// solver finds it within budget (0: 2 s), so that #N is the length of the
// game with perfect play.
func (p *aiPlayer) exactLength(ctx context.Context, pos game.Position, r *ai.Result, budget time.Duration) {
	if p.solver == nil {
		p.solver = ai.NewSolver(0)
	}
	if budget <= 0 {
		budget = 2 * time.Second
	}
	sr, err := p.solver.Solve(ctx, pos, ai.SolveOptions{Time: budget, Distance: true})
	if err != nil || len(sr.PV) == 0 {
		return
	}
	r.Move, r.PV = sr.PV[0], sr.PV
	r.Score = ai.WinScore - sr.Plies
	if sr.Winner != pos.SideToMove() {
		r.Score = -r.Score
	}
}

func (p *aiPlayer) Solve(ctx context.Context, pos game.Position) (game.Color, bool, error) {
	if p.solver == nil {
		p.solver = ai.NewSolver(0)
	}
	r, err := p.solver.Solve(ctx, pos, ai.SolveOptions{})
	switch {
	case err == nil:
		fmt.Fprintf(p.log, "solve: %s wins, nodes %d, %v, line %s\n",
			r.Winner, r.Nodes, r.Elapsed.Round(1e6), moveList(r.PV))
		return r.Winner, true, nil
	case errors.Is(err, ai.ErrUnsolved), ctx.Err() != nil:
		fmt.Fprintf(p.log, "solve: unknown after %d nodes, %v\n", r.Nodes, r.Elapsed.Round(1e6))
		return game.Black, false, nil
	}
	return game.Black, false, err
}

func moveList(moves []game.Move) string {
	s := make([]string, len(moves))
	for i, m := range moves {
		s[i] = m.String()
	}
	return strings.Join(s, " ")
}

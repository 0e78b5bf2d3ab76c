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

// Analyser is a Player that also answers analyse: the best move, score
// and principal variation for the side to move of pos, which has a legal
// move, within lim.Time in all (a proven score when the result was proven
// in that time). The Player of package ai is one.
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

// masterTime is level Master's think time: analyse's budget when
// Limits.Time is 0.
const masterTime = 2 * time.Second

// solveStones returns the stone count at or below which Analyse asks the
// solver about a position of an n×n board, as the game review does (ai/
// review): every position up to 6×6, on larger boards those of at most
// n²/2 + n stones. (The search's own endgame solver starts at n²/2.)
func solveStones(n int) int {
	if n <= 6 {
		return n * n
	}
	return n*n/2 + n
}

// Analyse spends lim.Time (0: 2 s) in all. On a position of few enough
// stones for the solver, it first proves the winner within three quarters
// of it, then the length of the game with perfect play within what is
// left but an eighth; a proof with its length is the answer (its line of
// perfect play). Else the search at lim.Level takes the rest: a proven
// winner then makes the score #N or #-N, with N the length of the search's
// proven line or, when the search did not prove it, the stones left (every
// ply removes one, so the game ends within that many plies), and the best
// move a winning one. A result the search alone proved gets the length of
// perfect play when the solver finds it in the time left.
func (p *aiPlayer) Analyse(ctx context.Context, pos game.Position, lim ai.Limits) (ai.Result, error) {
	if p.engine == nil {
		p.engine = ai.NewEngine(ai.EngineOptions{})
	}
	budget := lim.Time
	if budget <= 0 {
		budget = masterTime
	}
	deadline := time.Now().Add(budget)
	var proof ai.SolveResult
	proven := false
	if stones(&pos) <= solveStones(pos.Size()) {
		proof, proven = p.solveWithin(ctx, pos, ai.SolveOptions{}, budget*3/4)
		if proven {
			if sr, ok := p.solveWithin(ctx, pos, ai.SolveOptions{Distance: true}, time.Until(deadline)-budget/8); ok && len(sr.PV) > 0 {
				r := ai.Result{Move: sr.PV[0], PV: sr.PV, Proven: true, Depth: sr.Plies, Nodes: sr.Nodes, Score: proofScore(pos, sr.Winner, sr.Plies)}
				p.logAnalysis(r, "solver")
				return r, nil
			}
		}
		if err := ctx.Err(); err != nil {
			return ai.Result{}, err
		}
	}
	lim.Time = max(time.Until(deadline), time.Millisecond)
	r, err := p.engine.Search(ctx, pos, lim)
	if err != nil {
		return r, err
	}
	switch {
	case proven:
		// The solver's verdict stands; a proof of the search can only
		// agree, and its line gives a length.
		if !r.Proven {
			r.Proven, r.Score = true, proofScore(pos, proof.Winner, stones(&pos))
			if proof.Winner == pos.SideToMove() && r.Move != proof.PV[0] {
				r.Move, r.PV = proof.PV[0], proof.PV
			}
		}
		p.logAnalysis(r, "solver, length unknown")
	case r.Proven:
		p.exactLength(ctx, pos, &r, time.Until(deadline))
		p.logAnalysis(r, "search")
	default:
		p.logAnalysis(r, "none")
	}
	return r, nil
}

// logAnalysis writes a line about r and where its proof came from.
func (p *aiPlayer) logAnalysis(r ai.Result, proof string) {
	fmt.Fprintf(p.log, "analyse: depth %d, score %d, proof %s, nodes %d\n", r.Depth, r.Score, proof, r.Nodes)
}

// proofScore is the search score of a proven result: the side to move of
// pos wins (or loses, when winner is the other) within plies plies.
func proofScore(pos game.Position, winner game.Color, plies int) int {
	if winner == pos.SideToMove() {
		return ai.WinScore - plies
	}
	return -(ai.WinScore - plies)
}

// solveWithin runs the solver on pos with opts within budget; ok is false
// when it did not prove the result (or budget was not positive: 0 would
// mean no limit).
func (p *aiPlayer) solveWithin(ctx context.Context, pos game.Position, opts ai.SolveOptions, budget time.Duration) (ai.SolveResult, bool) {
	if budget <= 0 {
		return ai.SolveResult{}, false
	}
	if p.solver == nil {
		p.solver = ai.NewSolver(0)
	}
	opts.Time = budget
	r, err := p.solver.Solve(ctx, pos, opts)
	return r, err == nil
}

// exactLength replaces the line of a proven result by one of perfect play
// (the winner's shortest win against the longest resistance) when the
// solver finds it within budget, so that #N is the length of the game
// with perfect play.
func (p *aiPlayer) exactLength(ctx context.Context, pos game.Position, r *ai.Result, budget time.Duration) {
	sr, ok := p.solveWithin(ctx, pos, ai.SolveOptions{Distance: true}, budget)
	if !ok || len(sr.PV) == 0 {
		return
	}
	r.Move, r.PV = sr.PV[0], sr.PV
	r.Score = proofScore(pos, sr.Winner, sr.Plies)
}

func stones(p *game.Position) int { return p.Count(game.Black) + p.Count(game.White) }

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

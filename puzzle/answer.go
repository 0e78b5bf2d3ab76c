package puzzle

import (
	"context"
	"errors"
	"sync"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// The budgets of the proofs inside a puzzle, in solver nodes, each from a
// cleared solver with a table of solverTableBytes, so that every machine
// gives the same answers. A position's winner is quick to prove late in
// the game; its length is not: on 8×8 an answer took at most 9 ms at 24
// stones, 32 ms at 26, 0.2 s at 28, 2.6 s at 30, and ran out of
// LengthNodes (some 4 s) from 32 on (one core of the 2-core test machine).
const (
	// ProveNodes bounds the proof of one position: is it won for its
	// side to move?
	ProveNodes = 20_000_000
	// LengthNodes bounds the proof of a position with the length of its
	// game with perfect play (and so its perfect move).
	LengthNodes = 10_000_000
	// solverTableBytes is the size of the solver's table.
	solverTableBytes = 16 << 20
)

// ErrUnproven is returned when a proof ran out of its node budget.
var ErrUnproven = errors.New("puzzle: not proven within the node budget")

// errOverLimit: the proofs counted by a meter passed its limit.
var errOverLimit = errors.New("puzzle: over the node limit")

// meter counts the solver nodes of the proofs run with it and, when limit
// is not 0, stops them once the count reaches limit. A nil meter counts
// nothing.
type meter struct {
	nodes, limit uint64
}

// budget returns the node budget of a solve whose own budget is b: b,
// cut to what is left under the limit.
func (mt *meter) budget(b uint64) uint64 {
	if mt == nil || mt.limit == 0 {
		return b
	}
	return min(b, mt.limit-min(mt.nodes, mt.limit))
}

// add counts a solve's nodes.
func (mt *meter) add(n uint64) {
	if mt != nil {
		mt.nodes += n
	}
}

// over reports whether the count has reached the limit.
func (mt *meter) over() bool { return mt != nil && mt.limit > 0 && mt.nodes >= mt.limit }

// solvers keeps the solvers between proofs, one per proof running at
// once: a table is large to make, and a sync.Pool would drop them at
// every garbage collection.
var solvers = &solverList{}

type solverList struct {
	mu   sync.Mutex
	free []*ai.Solver
}

// Get returns a free solver, a new one if none is free.
func (l *solverList) Get() *ai.Solver {
	l.mu.Lock()
	defer l.mu.Unlock()
	if n := len(l.free); n > 0 {
		s := l.free[n-1]
		l.free = l.free[:n-1]
		return s
	}
	return ai.NewSolver(solverTableBytes)
}

// Put gives s back.
func (l *solverList) Put(s *ai.Solver) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.free = append(l.free, s)
}

// verdict is what the solver proved of a position.
type verdict struct {
	wins  bool      // the side to move wins
	move  game.Move // its perfect move: the fastest win or the longest resistance; NoMove with no move
	plies int       // the length of the game with perfect play
	exact bool      // move and plies are known (else only wins)
}

// prove proves pos from a cleared solver: who wins, the perfect move and
// the game's length within LengthNodes, else who wins alone within
// ProveNodes. It returns ErrUnproven when even who wins is not proven,
// and ctx's error when ctx ends first. The solves count in mt, and
// return errOverLimit when it reaches its limit.
func prove(ctx context.Context, pos game.Position, mt *meter) (verdict, error) {
	if mt.over() {
		return verdict{}, errOverLimit
	}
	s := solvers.Get()
	s.Clear()
	r, err := s.Solve(ctx, pos, ai.SolveOptions{Distance: true, Nodes: mt.budget(LengthNodes)})
	solvers.Put(s)
	mt.add(r.Nodes)
	if err == nil {
		v := verdict{wins: r.Winner == pos.SideToMove(), plies: r.Plies, exact: true}
		if len(r.PV) > 0 {
			v.move = r.PV[0]
		}
		return v, nil
	}
	if ctx.Err() != nil {
		return verdict{}, ctx.Err()
	}
	if mt.over() {
		return verdict{}, errOverLimit
	}
	// The length ran out of budget: prove who wins alone.
	wins, err := proveWin(ctx, pos, mt)
	if err != nil {
		return verdict{}, err
	}
	return verdict{wins: wins}, nil
}

// proveWin proves from a cleared solver whether pos's side to move wins,
// within ProveNodes; it returns ErrUnproven when the budget runs out,
// ctx's error when ctx ends first and errOverLimit when mt reaches its
// limit.
func proveWin(ctx context.Context, pos game.Position, mt *meter) (bool, error) {
	if !pos.HasMoves() {
		return false, nil
	}
	if mt.over() {
		return false, errOverLimit
	}
	s := solvers.Get()
	defer solvers.Put(s)
	s.Clear()
	r, err := s.Solve(ctx, pos, ai.SolveOptions{Nodes: mt.budget(ProveNodes)})
	mt.add(r.Nodes)
	switch {
	case ctx.Err() != nil:
		return false, ctx.Err()
	case mt.over():
		return false, errOverLimit
	case err != nil:
		return false, ErrUnproven
	}
	return r.Winner == pos.SideToMove(), nil
}

// Answer returns the perfect move of pos's side to move, proven by the
// solver: in a lost position the longest resistance, in a won one the
// fastest win (a refutation); on a tie the first in LegalMoves order.
// It returns NoMove when the side to move has no move. When the length of
// the game is not proven within LengthNodes but the winner is, it falls
// back on fallbackMove (the winner's first move proven to win, the loser's
// move that leaves the fewest moves); when neither is, ErrUnproven.
func Answer(ctx context.Context, pos game.Position) (game.Move, error) {
	if !pos.HasMoves() {
		return game.NoMove, nil
	}
	v, err := prove(ctx, pos, nil)
	if err != nil {
		return game.NoMove, err
	}
	if !v.exact {
		return fallbackMove(ctx, pos, v.wins, nil), nil
	}
	return v.move, nil
}

// fallbackMove is the move played when the game's length is not proven:
// for the winner the first move in LegalMoves order proven to keep the win,
// for the loser the move that leaves the opponent the fewest moves (the
// first in LegalMoves order on a tie). The proofs count in mt; once it
// reaches its limit the move returned means nothing.
func fallbackMove(ctx context.Context, pos game.Position, wins bool, mt *meter) game.Move {
	moves := pos.LegalMoves(nil)
	best, fewest := moves[0], -1
	for _, m := range moves {
		c := pos
		c.Make(m)
		if wins {
			if mt.over() {
				return best
			}
			if w, err := proveWin(ctx, c, mt); err == nil && !w {
				return m
			}
			continue
		}
		if n := c.CountMoves(); fewest < 0 || n < fewest {
			best, fewest = m, n
		}
	}
	return best
}

// WinningMoves returns the moves of pos proven to win for its side to
// move, in LegalMoves order. It returns ErrUnproven when a move is proven
// neither way within ProveNodes.
func WinningMoves(ctx context.Context, pos game.Position) ([]game.Move, error) {
	var wins []game.Move
	for _, m := range pos.LegalMoves(nil) {
		c := pos
		c.Make(m)
		w, err := proveWin(ctx, c, nil)
		if err != nil {
			return nil, err
		}
		if !w {
			wins = append(wins, m)
		}
	}
	return wins, nil
}

// everyMoveWins reports whether every move of pos's side to move is proven
// to win. A move not proven within ProveNodes counts as not winning. The
// proofs count in mt (errOverLimit at its limit).
func everyMoveWins(ctx context.Context, pos game.Position, mt *meter) (bool, error) {
	for _, m := range pos.LegalMoves(nil) {
		c := pos
		c.Make(m)
		w, err := proveWin(ctx, c, mt)
		switch {
		case errors.Is(err, ErrUnproven):
			return false, nil
		case err != nil:
			return false, err
		case w:
			return false, nil
		}
	}
	return true, nil
}

// MainLine returns the main line of a puzzle at pos, whose side to move
// (the player) must win: the player's fastest winning move and the
// computer's longest resistance (Answer), until the end of the game or
// until every move of the player wins. It returns ErrUnproven when a
// position on the way is not proven with its length within LengthNodes
// or a move of the player not proven within ProveNodes.
func MainLine(ctx context.Context, pos game.Position) ([]game.Move, error) {
	v, err := prove(ctx, pos, nil)
	switch {
	case err != nil:
		return nil, err
	case !v.wins || !v.exact || v.move == game.NoMove:
		return nil, ErrUnproven
	}
	return mainLine(ctx, pos, v.move, false)
}

// mainLine is MainLine from the player's winning move first. When
// partial is set, a position whose length is not proven ends the line
// instead of failing it (after first at the earliest).
func mainLine(ctx context.Context, pos game.Position, first game.Move, partial bool) ([]game.Move, error) {
	unproven := func(line []game.Move) ([]game.Move, error) {
		if partial {
			return line, nil
		}
		return nil, ErrUnproven
	}
	line := []game.Move{first}
	pos.Make(first)
	for pos.HasMoves() {
		// The computer to move, lost.
		r, err := prove(ctx, pos, nil)
		switch {
		case errors.Is(err, ErrUnproven):
			return unproven(line)
		case err != nil:
			return nil, err
		case r.wins:
			return nil, ErrUnproven // the player's move did not win
		case !r.exact:
			return unproven(line)
		}
		line = append(line, r.move)
		pos.Make(r.move)
		all, err := everyMoveWins(ctx, pos, nil)
		if err != nil {
			return nil, err
		}
		if all {
			break
		}
		v, err := prove(ctx, pos, nil)
		switch {
		case errors.Is(err, ErrUnproven):
			return unproven(line)
		case err != nil:
			return nil, err
		case !v.wins:
			return nil, ErrUnproven
		case !v.exact:
			return unproven(line)
		}
		line = append(line, v.move)
		pos.Make(v.move)
	}
	return line, nil
}

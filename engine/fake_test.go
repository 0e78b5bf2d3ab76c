package engine

import (
	"context"
	"errors"
	"io/fs"
	"slices"
	"strings"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// fakePlayer is a Player for protocol tests: genmove plays the first legal
// move in string order; solve runs a plain minimax that gives up (answers
// unknown) when ctx ends or after maxNodes positions (0: 100 000).
type fakePlayer struct{ maxNodes int }

func (fakePlayer) GenMove(_ context.Context, pos game.Position, _ ai.Limits) (game.Move, error) {
	moves := pos.LegalMoves(nil)
	slices.SortFunc(moves, func(a, b game.Move) int { return strings.Compare(a.String(), b.String()) })
	return moves[0], nil
}

func (f fakePlayer) Solve(ctx context.Context, pos game.Position) (game.Color, bool, error) {
	nodes := f.maxNodes
	if nodes == 0 {
		nodes = 100_000
	}
	win, err := sideToMoveWins(ctx, &pos, &nodes)
	if err != nil {
		return game.Black, false, nil
	}
	if win {
		return pos.SideToMove(), true, nil
	}
	return pos.SideToMove().Other(), true, nil
}

var errGiveUp = errors.New("too many nodes")

func sideToMoveWins(ctx context.Context, p *game.Position, nodes *int) (bool, error) {
	if err := ctx.Err(); err != nil {
		return false, err
	}
	if *nodes--; *nodes < 0 {
		return false, errGiveUp
	}
	for _, m := range p.LegalMoves(nil) {
		p.Make(m)
		opp, err := sideToMoveWins(ctx, p, nodes)
		p.Unmake(m)
		if err != nil || !opp {
			return err == nil, err
		}
	}
	return false, nil
}

// memFiles is a fileStore in memory.
type memFiles map[string][]byte

func (m memFiles) ReadFile(name string, limit int) ([]byte, error) {
	data, ok := m[name]
	if !ok {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return data[:min(len(data), limit+1)], nil
}

func (m memFiles) WriteFile(name string, data []byte) error {
	if strings.HasPrefix(name, "/readonly/") {
		return &fs.PathError{Op: "open", Path: name, Err: fs.ErrPermission}
	}
	m[name] = append([]byte(nil), data...)
	return nil
}

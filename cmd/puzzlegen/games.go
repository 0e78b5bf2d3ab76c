package main

import (
	"context"
	"fmt"
	"os"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// source is one game the generator reads: a self-play game at a level and
// size, a game of the review benchmark, or a .kgn file.
type source struct {
	Name  string   // for messages: "Hard 8×8 #3", "bench #2", "games/a.kgn"
	Round int      // the round of self-play and benchmark games (from 1), 0 for a file
	Size  int      // board size of self-play (0 for a file)
	Level ai.Level // self-play level (0 for the benchmark and files)
	Seed  int64    // seed of self-play and the benchmark
	Bench bool     // a game of the review benchmark
	Path  string   // a .kgn file
}

// playNodes caps one move of self-play, in search nodes, on top of the
// level's depth cap (Master has none): with one thread and a node budget
// the game depends only on the seed.
const playNodes = 150_000

// Game returns the game of s: played out for self-play and the benchmark,
// read for a file (its main line).
func (s source) Game(ctx context.Context) (*game.Game, error) {
	switch {
	case s.Path != "":
		data, err := os.ReadFile(s.Path)
		if err != nil {
			return nil, err
		}
		g, err := game.ParseKGN(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", s.Path, err)
		}
		return g, nil
	case s.Bench:
		return benchGame(ctx, s.Seed)
	}
	return selfPlay(ctx, s.Size, s.Level, s.Seed)
}

// selfPlay plays a game of level against level on a size×size board: the
// two opening removals drawn from seed, then each move searched on one
// thread within the level's depth cap and playNodes nodes, seeded by seed.
func selfPlay(ctx context.Context, size int, level ai.Level, seed int64) (*game.Game, error) {
	e := ai.NewSearcher(ai.SearcherOptions{TableBytes: 8 << 20, Threads: 1})
	lim := ai.Limits{Level: level, Nodes: playNodes, Seed: seed}
	return ai.SelfPlay(ctx, size, e, lim, func(ply, moves int) int {
		return int(mix(uint64(seed)*4+uint64(ply)) % uint64(moves))
	})
}

// benchGame plays the review benchmark's game of seed (cmd/reviewbench's
// SelfPlay): Hard against Hard at depth 7 on 8×8, one thread.
func benchGame(ctx context.Context, seed int64) (*game.Game, error) {
	e := ai.NewSearcher(ai.SearcherOptions{TableBytes: 16 << 20, Threads: 1})
	lim := ai.Limits{Level: ai.Hard, Depth: 7, Nodes: 1 << 40, Seed: seed}
	return ai.SelfPlay(ctx, 8, e, lim, func(ply, moves int) int {
		return int(uint64(seed)*2654435761>>uint(ply*8)) % moves
	})
}

// mix is SplitMix64's finaliser: a well-spread number from x.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

package main

import (
	"context"
	"errors"
	"slices"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
	"github.com/konane/konane/puzzle"
)

// candidate is a position of a game that meets the criteria of a puzzle
// but for the set's duplicates.
type candidate struct {
	Pos     game.Position
	Line    []game.Move // the main line, the player's move first
	Winners int         // winning first moves: 1 or 2
	Missed  int         // shallow searches (depths 2 and 4) that miss every winning move
	Threw   string      // the opponent's last move threw away "win" or "resistance"
	Source  string      // the game's source name
	Ply     int         // the ply of the opponent's move before Pos in the game
	Alt     bool        // the opponent's move is not the game's but a shallow search's
}

// finder looks for puzzles in games; it owns a solver and a searcher, and
// its results depend only on the game (its tables are cleared per game).
type finder struct {
	solver  *ai.Solver
	shallow *ai.Searcher
	nodes   uint64 // solver budget of one solve
	misses  int    // stop walking back after this many positions in a row not proven
	alt     bool   // look at the moves of shallow searches besides the game's
}

func newFinder(nodes uint64, table, misses int, alt bool) *finder {
	return &finder{
		solver:  ai.NewSolver(table),
		shallow: ai.NewSearcher(ai.SearcherOptions{TableBytes: 1 << 20, Threads: 1}),
		nodes:   nodes,
		misses:  misses,
		alt:     alt,
	}
}

// errUnproven marks a position the solver did not prove within the budget.
var errUnproven = errors.New("not proven")

// Filter is the depth of the shallow search whose move must not win; the
// difficulty counts the misses of the searches at Depths.
const Filter = 1

// Depths are the shallow searches that set a puzzle's difficulty.
var Depths = []int{2, 4}

// Game returns the candidates of g. It proves the positions from the end
// back until f.misses in a row are not proven (earlier ones are harder),
// then looks closer at each won position reached by a move of the
// opponent from a proven one.
func (f *finder) Game(ctx context.Context, g *game.Game, name string) ([]candidate, counts, error) {
	f.solver.Clear()
	n := len(g.Moves())
	won := make([]int8, n+1) // 1: the side to move wins; -1: loses; 0: not proven
	misses := 0
	for ply := n; ply >= 0 && misses < f.misses; ply-- {
		w, err := f.wins(ctx, g.PositionAt(ply))
		switch {
		case errors.Is(err, errUnproven):
			misses++
			continue
		case err != nil:
			return nil, counts{}, err
		}
		misses = 0
		won[ply] = -1
		if w {
			won[ply] = 1
		}
	}
	var out []candidate
	var ct counts
	for ply := 1; ply <= n; ply++ {
		if won[ply-1] == 0 {
			continue
		}
		before := g.PositionAt(ply - 1)
		for i, m := range f.mistakes(ctx, before, g.Moves()[ply-1]) {
			pos := before
			pos.Make(m)
			if i == 0 && won[ply] != 1 || !pos.HasMoves() {
				continue
			}
			if i > 0 {
				if w, err := f.wins(ctx, pos); err != nil || !w {
					if ignoreUnproven(err) != nil {
						return nil, counts{}, err
					}
					continue
				}
			}
			ct.Won++
			c, ok, err := f.position(ctx, before, pos, won[ply-1] == 1, &ct)
			if err != nil {
				return nil, counts{}, err
			}
			if ok {
				c.Source, c.Ply, c.Alt = name, ply, i > 0
				out = append(out, c)
			}
		}
	}
	return out, ct, nil
}

// mistakes returns the moves of the opponent at before to look at: the
// game's move played, then (with f.alt) the moves the searches at depths
// 1 and 2 play there (a weaker player's), each once.
func (f *finder) mistakes(ctx context.Context, before game.Position, played game.Move) []game.Move {
	out := []game.Move{played}
	if !f.alt {
		return out
	}
	for _, d := range altDepths {
		m, err := f.shallowMove(ctx, before, d)
		if err == nil && !slices.Contains(out, m) {
			out = append(out, m)
		}
	}
	return out
}

// counts are the positions that passed each test, for the figures.
type counts struct {
	Won, Few, Missed, Threw int
}

// solve proves pos within the budget, with its distance when dist.
func (f *finder) solve(ctx context.Context, pos game.Position, dist bool) (ai.SolveResult, error) {
	r, err := f.solver.Solve(ctx, pos, ai.SolveOptions{Nodes: f.nodes, Distance: dist})
	if errors.Is(err, ai.ErrUnsolved) {
		return r, errUnproven
	}
	return r, err
}

// wins reports whether the side to move of pos wins, errUnproven if not
// proven.
func (f *finder) wins(ctx context.Context, pos game.Position) (bool, error) {
	if !pos.HasMoves() {
		return false, nil
	}
	r, err := f.solve(ctx, pos, false)
	if err != nil {
		return false, err
	}
	return r.Winner == pos.SideToMove(), nil
}

// winners returns the moves of pos after which its side to move wins,
// stopping at more than most (0: no limit).
func (f *finder) winners(ctx context.Context, pos game.Position, most int) ([]game.Move, error) {
	var out []game.Move
	for _, m := range pos.LegalMoves(nil) {
		c := pos
		c.Make(m)
		w, err := f.wins(ctx, c)
		if err != nil {
			return nil, err
		}
		if !w {
			out = append(out, m)
			if most > 0 && len(out) > most {
				return out, nil
			}
		}
	}
	return out, nil
}

// position decides whether pos, won by its side to move and reached from
// before by the opponent's move, is a puzzle; threwWin tells that the
// opponent won before.
func (f *finder) position(ctx context.Context, before, pos game.Position, threwWin bool, ct *counts) (candidate, bool, error) {
	// (a) one winning move, or two.
	ws, err := f.winners(ctx, pos, 2)
	if err != nil && !errors.Is(err, errUnproven) {
		return candidate{}, false, err
	}
	if err != nil || len(ws) > 2 || len(ws) == pos.CountMoves() {
		return candidate{}, false, nil
	}
	ct.Few++
	// (c) the shallow search misses.
	missed := 0
	for i, d := range append([]int{Filter}, Depths...) {
		m, err := f.shallowMove(ctx, pos, d)
		if err != nil {
			return candidate{}, false, err
		}
		if slices.Contains(ws, m) {
			if i == 0 {
				return candidate{}, false, nil
			}
			break
		}
		if i > 0 {
			missed++
		}
	}
	ct.Missed++
	// (b) the opponent's last move threw a win or a longer resistance away.
	rd, err := f.solve(ctx, pos, true)
	if err != nil {
		return candidate{}, false, ignoreUnproven(err)
	}
	threw := "win"
	if !threwWin {
		rb, err := f.solve(ctx, before, true)
		if err != nil || rb.Plies <= rd.Plies+1 {
			return candidate{}, false, ignoreUnproven(err)
		}
		threw = "resistance"
	}
	ct.Threw++
	line, err := f.cut(ctx, pos, rd.PV)
	if err != nil {
		return candidate{}, false, ignoreUnproven(err)
	}
	return candidate{Pos: pos, Line: line, Winners: len(ws), Missed: missed, Threw: threw}, true, nil
}

// ignoreUnproven returns err but for errUnproven.
func ignoreUnproven(err error) error {
	if errors.Is(err, errUnproven) {
		return nil
	}
	return err
}

// cut returns line, a line of perfect play from pos, up to the end of the
// game or to the first position of the player after its first move in
// which every move wins.
func (f *finder) cut(ctx context.Context, pos game.Position, line []game.Move) ([]game.Move, error) {
	p := pos
	for i, m := range line {
		if i > 0 && i%2 == 0 {
			ws, err := f.winners(ctx, p, 0)
			if err != nil {
				return nil, err
			}
			if len(ws) == p.CountMoves() {
				return line[:i], nil
			}
		}
		p.Make(m)
	}
	return line, nil
}

// shallowMove returns the move of a search of pos to depth plies (Hard's
// evaluation, a fixed seed, cleared tables): the same on every machine.
func (f *finder) shallowMove(ctx context.Context, pos game.Position, depth int) (game.Move, error) {
	f.shallow.Clear()
	r, err := f.shallow.Search(ctx, pos, ai.Limits{Level: ai.Hard, Depth: depth, Nodes: 1 << 40, Seed: 1})
	return r.Move, err
}

// puzzleOf makes the puzzle of c: its ID, themes and initial rating.
func puzzleOf(c candidate) puzzle.Puzzle {
	return puzzle.Puzzle{
		ID:      puzzle.IDOf(c.Pos),
		KFEN:    c.Pos.KFEN(),
		Line:    c.Line,
		Winners: c.Winners,
		Themes:  puzzle.ThemesOf(c.Pos, c.Line),
		Rating:  puzzle.InitialRating(puzzle.Difficulty{Moves: (len(c.Line) + 1) / 2, Winners: c.Winners, Missed: c.Missed}),
	}
}

// altDepths are the depths of the searches whose moves at a game's
// position stand for a weaker opponent's (finder.alt).
var altDepths = []int{1, 2, 3, 4}

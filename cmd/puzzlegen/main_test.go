package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
	"github.com/konane/konane/puzzle"
)

// small are the options of the tests' runs: one game of each level on
// 6×6 and 8×8 and one benchmark game (the 7×7 puzzles are checked in the
// shipped set's sample).
func small() options {
	o := defaults()
	o.Games = map[int]int{6: 1, 7: 0, 8: 1}
	o.Bench = 1
	o.Workers = 1
	return o
}

// genRun is one run of the generator: its set file and each game with all
// its candidates, in sources order.
type genRun struct {
	file  []byte
	games []foundGame
}

// foundGame is a game of a run with its candidates, before the deduper.
type foundGame struct {
	src source
	g   *game.Game
	cs  []candidate
}

// runs keeps the tests' runs by their options: the generator is
// deterministic, so tests that need the same run share it.
var runs = struct {
	sync.Mutex
	m map[string]genRun
}{m: map[string]genRun{}}

// generated runs the generator on o (once for the test binary) and
// returns the set file's bytes.
func generated(t *testing.T, o options) []byte {
	t.Helper()
	return generatedRun(t, o).file
}

// generatedRun runs the generator on o once for the test binary.
func generatedRun(t *testing.T, o options) genRun {
	t.Helper()
	key := fmt.Sprintf("%+v", o)
	runs.Lock()
	defer runs.Unlock()
	if r, ok := runs.m[key]; ok {
		return r
	}
	var r genRun
	set, st, err := generate(context.Background(), o, io.Discard, nil, func(src source, g *game.Game, cs []candidate) {
		r.games = append(r.games, foundGame{src, g, cs})
	})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := write(&b, o, set, st); err != nil {
		t.Fatal(err)
	}
	r.file = b.Bytes()
	runs.m[key] = r
	return r
}

// The same options give the same file byte for byte, with one worker or
// two.
func TestTheSetIsReproducible(t *testing.T) {
	if testing.Short() {
		t.Skip("plays and solves 11 games twice")
	}
	o := small()
	if raceEnabled {
		// The workers' concurrency on one 6×6 game; make test runs the
		// whole small run without -race.
		o.Games, o.Bench, o.Nodes, o.Playable = map[int]int{6: 1, 7: 0, 8: 0}, 0, 1<<16, false
	}
	a := generated(t, o)
	o.Workers = 2
	b := generated(t, o)
	if !bytes.Equal(a, b) {
		t.Fatalf("two runs differ:\n%s\n----\n%s", a, b)
	}
	if n := bytes.Count(a, []byte("\n6-")); n == 0 {
		t.Errorf("no 6×6 puzzle from the small run:\n%s", a)
	}
	if n := bytes.Count(a, []byte("\n8-")); n == 0 && !raceEnabled {
		t.Errorf("no 8×8 puzzle from the small run:\n%s", a)
	}
}

// The games of the first k rounds are the games of the options cut to k,
// so that the set saved after a round is the set of its own command.
func TestTheRoundsArePrefixes(t *testing.T) {
	o := defaults()
	all := sources(o)
	for _, k := range []int{1, 7, 20, 21, 30, 31, 80, 240} {
		cut := sources(o.cut(k))
		if !slices.Equal(cut, all[:len(cut)]) {
			t.Errorf("round %d: the cut options' games are not the first games", k)
		}
		if len(cut) < len(all) && all[len(cut)].Round != k+1 {
			t.Errorf("round %d: the next game is of round %d", k, all[len(cut)].Round)
		}
	}
	if got := command(o.cut(20)); got != "go run ./cmd/puzzlegen -games6 20 -games7 20 -games8 20" {
		t.Errorf("command of round 20 = %q", got)
	}
	if got := command(o); got != "go run ./cmd/puzzlegen" {
		t.Errorf("command of the defaults = %q", got)
	}
}

// Every puzzle of a small run meets the criteria, checked again with a
// fresh solver: its side to move wins with Winners winning first moves (1
// or 2, and some move loses), a depth-1 search misses them, the line's
// moves of the player win and its answers are the longest resistance, the
// line ends with the game or where every move wins (puzzle.MainLine's),
// and its ID and themes are computed.
func TestEveryPuzzleMeetsTheCriteria(t *testing.T) {
	if raceEnabled {
		t.Skip("long proofs: make test runs them without -race")
	}
	if testing.Short() {
		t.Skip("plays and solves 11 games")
	}
	data := generated(t, small())
	ps := parse(t, data)
	if len(ps) == 0 {
		t.Fatal("no puzzle")
	}
	s := ai.NewSolver(64 << 20)
	for _, p := range ps {
		checkPuzzle(t, s, p)
	}
}

// A puzzle starts after a mistake: before the opponent's move, the
// opponent won, or resisted longer than after it. The candidates are those
// the small run found in each game (before the deduper), checked with a
// fresh solver.
func TestEveryCandidateFollowsAMistake(t *testing.T) {
	if raceEnabled {
		t.Skip("long proofs: make test runs them without -race")
	}
	if testing.Short() {
		t.Skip("plays and solves 11 games")
	}
	s := ai.NewSolver(64 << 20)
	found := 0
	r := generatedRun(t, small())
	if len(r.games) != len(sources(small())) {
		t.Fatalf("%d games found, want %d", len(r.games), len(sources(small())))
	}
	for _, fg := range r.games {
		src, g := fg.src, fg.g
		for _, c := range fg.cs {
			found++
			before := g.PositionAt(c.Ply - 1)
			if !c.Alt {
				if want := g.PositionAt(c.Ply); want != c.Pos {
					t.Errorf("%s ply %d: the position is not the game's", src.Name, c.Ply)
				}
			} else if !slices.ContainsFunc(before.LegalMoves(nil), func(m game.Move) bool { q := before; q.Make(m); return q == c.Pos }) {
				t.Errorf("%s ply %d: the position does not follow the game's", src.Name, c.Ply)
			}
			rb := solve(t, s, before, true)
			rp := solve(t, s, c.Pos, true)
			if rp.Winner != c.Pos.SideToMove() {
				t.Errorf("%s ply %d: the player does not win", src.Name, c.Ply)
			}
			if rb.Winner == before.SideToMove() {
				if c.Threw != "win" {
					t.Errorf("%s ply %d: threw %s, want win", src.Name, c.Ply, c.Threw)
				}
			} else if c.Threw != "resistance" || rb.Plies <= rp.Plies+1 {
				t.Errorf("%s ply %d: threw %s; the game lasts %d plies before the move, %d after", src.Name, c.Ply, c.Threw, rb.Plies, rp.Plies)
			}
		}
	}
	if found == 0 {
		t.Fatal("no candidate")
	}
}

// parse reads a set file with puzzle.ReadSet.
func parse(t *testing.T, data []byte) []puzzle.Puzzle {
	t.Helper()
	ps, err := puzzle.ReadSet(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

func solve(t *testing.T, s *ai.Solver, pos game.Position, dist bool) ai.SolveResult {
	t.Helper()
	r, err := s.Solve(context.Background(), pos, ai.SolveOptions{Nodes: 50 << 20, Distance: dist})
	if errors.Is(err, ai.ErrUnsolved) {
		t.Fatalf("%s: not proven in 50 M nodes", pos.KFEN())
	}
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// winning returns the moves of pos after which its side to move wins.
func winning(t *testing.T, s *ai.Solver, pos game.Position) []game.Move {
	var out []game.Move
	for _, m := range pos.LegalMoves(nil) {
		c := pos
		c.Make(m)
		if !c.HasMoves() || solve(t, s, c, false).Winner == pos.SideToMove() {
			out = append(out, m)
		}
	}
	return out
}

func checkPuzzle(t *testing.T, s *ai.Solver, p puzzle.Puzzle) {
	t.Helper()
	pos, err := game.ParseKFEN(p.KFEN)
	if err != nil {
		t.Fatal(err)
	}
	if id := puzzle.IDOf(pos); id != p.ID {
		t.Errorf("%s: the position's ID is %s", p.ID, id)
	}
	ws := winning(t, s, pos)
	if len(ws) != p.Winners || len(ws) < 1 || len(ws) > 2 || len(ws) == pos.CountMoves() {
		t.Errorf("%s: %d winning moves of %d, Winners %d", p.ID, len(ws), pos.CountMoves(), p.Winners)
	}
	if len(p.Line) == 0 || !slices.Contains(ws, p.Line[0]) {
		t.Fatalf("%s: the line %v does not start with a winning move %v", p.ID, p.Line, ws)
	}
	e := ai.NewSearcher(ai.SearcherOptions{TableBytes: 1 << 20, Threads: 1})
	search := func(depth int) game.Move {
		e.Clear()
		r, err := e.Search(context.Background(), pos, ai.Limits{Level: ai.Hard, Depth: depth, Nodes: 1 << 40, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		return r.Move
	}
	if m := search(Filter); slices.Contains(ws, m) {
		t.Errorf("%s: the depth-%d search plays the winning move %v", p.ID, Filter, m)
	}
	missed := 0
	for _, d := range Depths {
		if slices.Contains(ws, search(d)) {
			break
		}
		missed++
	}
	want := puzzle.InitialRating(puzzle.Difficulty{Moves: (len(p.Line) + 1) / 2, Winners: len(ws), Missed: missed})
	if p.Rating != want {
		t.Errorf("%s: rating %+v, want %+v", p.ID, p.Rating, want)
	}
	player := pos.SideToMove()
	cur := pos
	for i, m := range p.Line {
		if i%2 == 0 {
			w := winning(t, s, cur)
			if i > 0 && len(w) == cur.CountMoves() {
				t.Errorf("%s: every move wins after %d plies of the line, which goes on", p.ID, i)
			}
			if !slices.Contains(w, m) {
				t.Errorf("%s: move %d %v of the line does not win", p.ID, i+1, m)
			}
		} else {
			longest := solve(t, s, cur, true).Plies
			after := cur
			after.Make(m)
			got := 1
			if after.HasMoves() {
				got += solve(t, s, after, true).Plies
			}
			if got != longest {
				t.Errorf("%s: answer %d %v lasts %d plies, the longest resistance %d", p.ID, i+1, m, got, longest)
			}
		}
		cur.Make(m)
	}
	if cur.HasMoves() && (cur.SideToMove() != player || len(winning(t, s, cur)) != cur.CountMoves()) {
		t.Errorf("%s: the line ends with the game going on and a move that loses", p.ID)
	}
	if line, err := puzzle.MainLine(context.Background(), pos); err != nil || !slices.Equal(line, p.Line) {
		t.Errorf("%s: the line %v, puzzle.MainLine %v (%v)", p.ID, p.Line, line, err)
	}
	if got := puzzle.ThemesOf(pos, p.Line); !slices.Equal(got, p.Themes) {
		t.Errorf("%s: themes %v, ThemesOf %v", p.ID, p.Themes, got)
	}
}

// A .kgn file gives the puzzles of its game: a self-play game saved and
// read back gives the same candidates as played.
func TestAKGNFileGivesItsGamesPuzzles(t *testing.T) {
	if raceEnabled {
		t.Skip("long proofs: make test runs them without -race")
	}
	if testing.Short() {
		t.Skip("solves a game twice")
	}
	ctx := context.Background()
	src := sources(small())[0] // Beginner 6×6
	g, err := src.Game(ctx)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "game.kgn")
	if err := os.WriteFile(path, g.MarshalKGN(), 0o600); err != nil {
		t.Fatal(err)
	}
	o := defaults()
	f := newFinder(o.Nodes, o.Table, o.Misses, o.Alt)
	played, _, err := f.Game(ctx, g, "played")
	if err != nil {
		t.Fatal(err)
	}
	read, err := source{Name: path, Path: path}.Game(ctx)
	if err != nil {
		t.Fatal(err)
	}
	fromFile, _, err := f.Game(ctx, read, "read")
	if err != nil {
		t.Fatal(err)
	}
	if len(played) == 0 || len(played) != len(fromFile) {
		t.Fatalf("%d candidates played, %d read", len(played), len(fromFile))
	}
	for i := range played {
		if played[i].Pos != fromFile[i].Pos || !slices.Equal(played[i].Line, fromFile[i].Line) {
			t.Errorf("candidate %d differs", i)
		}
	}
}

// The shipped set meets the criteria: a sample of each size, or every
// puzzle with KONANE_PUZZLES_ALL=1 (7.5 min for 1677 on a loaded 2-core machine).
func TestTheShippedSetMeetsTheCriteria(t *testing.T) {
	if testing.Short() {
		t.Skip("solves puzzles of the shipped set")
	}
	ps, err := puzzle.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	all := os.Getenv("KONANE_PUZZLES_ALL") == "1"
	each := 4
	if raceEnabled {
		each = 1
	}
	s := ai.NewSolver(64 << 20)
	bySize := map[int]int{}
	for _, p := range ps {
		if bySize[p.Size()]++; !all && bySize[p.Size()] > each {
			continue
		}
		checkPuzzle(t, s, p)
	}
	if len(bySize) != 3 {
		t.Errorf("puzzles of %d sizes, want 6×6, 7×7 and 8×8", len(bySize))
	}
}

// Command puzzlegen writes the shipped puzzle set (puzzle/set.txt) from
// games: self-play at every level on 6×6, 7×7 and 8×8, the review
// benchmark's games (Hard against Hard at depth 7 on 8×8) and any .kgn
// files given (their main lines). A position is a puzzle when the solver
// proves that its side to move wins with one winning move or two, the
// opponent's move before it threw away a win or a longer resistance (the
// game's move, or the move a search at depth 1 to 4 plays in the game's
// position: a weaker player's), a depth-1 search misses the win, and no
// puzzle of the set is the same position, a mirror image or a near copy
// of it (NearStones); then only the puzzles playable at once stay: every
// first move answered within PlayableNodes (playable). Every budget counts solver or search nodes, never
// time, so the same flags and files give the same set byte for byte,
// whatever -j. The set is saved after each round of games.
//
//	go run ./cmd/puzzlegen -j 2                                 # the shipped set (see the README)
//	go run ./cmd/puzzlegen -games6 1 -games7 1 -games8 1 -bench 1 -o -  # a small run to stdout
//	go run ./cmd/puzzlegen -games6 0 -games7 0 -games8 0 -bench 0 -o mine.txt my.kgn
//	go run ./cmd/puzzlegen -keep-playable all.txt -o puzzle/set.txt       # only the puzzles playable at once
//	go run ./cmd/puzzlegen -costs puzzle/set.txt                          # each first move's nodes and time
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
	"github.com/konane/konane/puzzle"
)

// options are the generator's inputs; the set depends on all but
// Workers.
type options struct {
	Seed    int64
	Games   map[int]int // self-play games per level, by board size
	Bench   int         // review benchmark games
	Files   []string    // .kgn files
	Nodes   uint64      // solver budget of one solve
	Workers int         // games analysed at once
	Table   int         // solver table of a worker, bytes
	Misses  int         // positions in a row not proven that end a game's walk back
	Alt     bool        // also the opponent's moves of shallow searches
	// Playable keeps only the puzzles whose first moves are handled
	// within PlayableNodes (playable).
	Playable bool
}

func main() {
	d := defaults()
	seed := flag.Int64("seed", d.Seed, "base seed of the self-play games")
	g6 := flag.Int("games6", d.Games[6], "self-play games per level on 6×6")
	g7 := flag.Int("games7", d.Games[7], "self-play games per level on 7×7")
	g8 := flag.Int("games8", d.Games[8], "self-play games per level on 8×8")
	bench := flag.Int("bench", d.Bench, "games of the review benchmark (Hard against Hard at depth 7 on 8×8)")
	nodes := flag.Uint64("nodes", d.Nodes, "solver budget of one solve, in nodes")
	table := flag.Int("table", d.Table>>20, "solver table of a worker, MiB (the set depends on it)")
	misses := flag.Int("misses", d.Misses, "positions in a row not proven that end the walk back from a game's end")
	alt := flag.Bool("alt", d.Alt, "also look at the moves searches at depths 1 to 4 would play instead of the opponent's")
	playableOn := flag.Bool("playable", d.Playable, "keep only the puzzles whose every first move is handled within PlayableNodes solver nodes")
	keep := flag.String("keep-playable", "", "instead of generating: keep the playable puzzles of this set file and write them to -o")
	costs := flag.String("costs", "", "instead of generating: print the solver nodes and time of each first move of this set file's puzzles")
	costsLimit := flag.Uint64("costs-limit", 40*PlayableNodes, "with -costs: stop counting a move at this many nodes (0: never)")
	workers := flag.Int("j", 1, "games analysed at once (0: every CPU); the set does not depend on it")
	out := flag.String("o", "puzzle/set.txt", "the set file to write (-: standard output); rewritten after each round of games")
	profile := flag.String("cpuprofile", "", "write a CPU profile to this file")
	show := flag.String("figures", "", "instead of generating: print the figures of this set file")
	flag.Parse()
	if *show != "" {
		if err := printFigures(*show); err != nil {
			fmt.Fprintln(os.Stderr, "puzzlegen:", err)
			os.Exit(1)
		}
		return
	}
	if *costs != "" {
		if err := printCosts(context.Background(), os.Stdout, *costs, *costsLimit); err != nil {
			fmt.Fprintln(os.Stderr, "puzzlegen:", err)
			os.Exit(1)
		}
		return
	}
	if *keep != "" {
		if err := keepPlayable(context.Background(), *keep, *out); err != nil {
			fmt.Fprintln(os.Stderr, "puzzlegen:", err)
			os.Exit(1)
		}
		return
	}
	if *profile != "" {
		f, err := os.Create(*profile)
		if err == nil {
			err = pprof.StartCPUProfile(f)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "puzzlegen:", err)
			os.Exit(1)
		}
		defer pprof.StopCPUProfile()
	}
	o := options{
		Seed: *seed, Games: map[int]int{6: *g6, 7: *g7, 8: *g8},
		Bench: *bench, Files: flag.Args(), Nodes: *nodes, Workers: *workers, Table: *table << 20, Misses: *misses, Alt: *alt, Playable: *playableOn,
	}
	if o.Workers <= 0 {
		o.Workers = runtime.NumCPU()
	}
	if err := run(o, *out); err != nil {
		pprof.StopCPUProfile()
		fmt.Fprintln(os.Stderr, "puzzlegen:", err)
		os.Exit(1)
	}
}

// readSetFile reads the set file at path (puzzle.ReadSet).
func readSetFile(path string) ([]puzzle.Puzzle, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return puzzle.ReadSet(f)
}

// printFigures prints the figures of the set file at path.
func printFigures(path string) error {
	set, err := readSetFile(path)
	if err != nil {
		return err
	}
	figures(os.Stdout, set, nil, 0)
	return nil
}

// defaults are the options of the shipped set.
func defaults() options {
	return options{
		Seed: 1, Games: map[int]int{6: 30, 7: 80, 8: 240}, Bench: 20,
		Nodes: 1 << 20, Table: 4 << 20, Misses: 1, Alt: true, Playable: true,
	}
}

// command returns the command line that generates the set of o.
func command(o options) string {
	var b strings.Builder
	b.WriteString("go run ./cmd/puzzlegen")
	d := defaults()
	if o.Seed != d.Seed {
		fmt.Fprintf(&b, " -seed %d", o.Seed)
	}
	for _, n := range []int{6, 7, 8} {
		if o.Games[n] != d.Games[n] {
			fmt.Fprintf(&b, " -games%d %d", n, o.Games[n])
		}
	}
	if o.Bench != d.Bench {
		fmt.Fprintf(&b, " -bench %d", o.Bench)
	}
	if o.Nodes != d.Nodes {
		fmt.Fprintf(&b, " -nodes %d", o.Nodes)
	}
	if o.Table != d.Table {
		fmt.Fprintf(&b, " -table %d", o.Table>>20)
	}
	if o.Misses != d.Misses {
		fmt.Fprintf(&b, " -misses %d", o.Misses)
	}
	if o.Alt != d.Alt {
		fmt.Fprintf(&b, " -alt=%v", o.Alt)
	}
	if o.Playable != d.Playable {
		fmt.Fprintf(&b, " -playable=%v", o.Playable)
	}
	for _, f := range o.Files {
		b.WriteString(" " + f)
	}
	return b.String()
}

// run generates the set of o and writes it to path after each round of
// games (the set of the options of that round, named in its header), then
// prints the figures.
func run(o options, path string) error {
	start := time.Now()
	save := func(o options, set []puzzle.Puzzle, st stats) error {
		if path == "-" {
			return nil
		}
		return writeFile(path, o, set, st)
	}
	set, st, err := generate(context.Background(), o, os.Stderr, save, nil)
	if err != nil {
		return err
	}
	if path == "-" {
		err = write(os.Stdout, o, set, st)
	} else {
		err = writeFile(path, o, set, st)
	}
	if err != nil {
		return err
	}
	figures(os.Stdout, set, &st, time.Since(start))
	return nil
}

// writeFile writes the set to path through a temporary file, so that a
// killed run leaves the last whole set.
func writeFile(path string, o options, set []puzzle.Puzzle, st stats) error {
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	if err := write(f, o, set, st); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// stats counts what the generator read and rejected.
type stats struct {
	Games, Positions, Candidates, Same, Near int
	Unplayable                               int // new puzzles not playable at once (options.Playable)
	counts
}

// sources lists the games of o in the order their puzzles enter the set,
// by rounds: round i holds game i of each level on each size (seed
// o.Seed+i) and benchmark game i, so that the games of the first k rounds
// are all the games of o with every count cut to k. Files come last.
func sources(o options) []source {
	var out []source
	rounds := max(o.Games[6], o.Games[7], o.Games[8], o.Bench)
	for i := range rounds {
		seed := o.Seed + int64(i)
		for _, size := range []int{6, 7, 8} {
			if i >= o.Games[size] {
				continue
			}
			for _, l := range ai.Levels() {
				out = append(out, source{Name: fmt.Sprintf("%v %d×%d #%d", l, size, size, seed), Round: i + 1,
					Size: size, Level: l, Seed: seed*64 + int64(l)*8 + int64(size)})
			}
		}
		if i < o.Bench {
			out = append(out, source{Name: fmt.Sprintf("bench #%d", seed), Round: i + 1, Bench: true, Seed: seed})
		}
	}
	for _, p := range o.Files {
		out = append(out, source{Name: p, Path: p})
	}
	return out
}

// cut returns o with every count of games cut to round.
func (o options) cut(round int) options {
	c := o
	c.Games = map[int]int{}
	for n, g := range o.Games {
		c.Games[n] = min(g, round)
	}
	c.Bench = min(o.Bench, round)
	c.Files = nil
	return c
}

// generate plays or reads every game of o, finds its candidates on
// o.Workers workers and keeps, game by game in sources order, those that
// are no duplicate of a puzzle kept before. It logs each game to log and,
// unless found is nil, hands it each game with all its candidates, in
// sources order.
func generate(ctx context.Context, o options, log io.Writer, save func(options, []puzzle.Puzzle, stats) error,
	found func(src source, g *game.Game, cs []candidate)) ([]puzzle.Puzzle, stats, error) {
	src := sources(o)
	type result struct {
		g     *game.Game
		cs    []candidate
		ok    []bool // playable of each candidate, with o.Playable
		ct    counts
		plies int
		err   error
		done  chan struct{}
	}
	res := make([]result, len(src))
	for i := range res {
		res[i].done = make(chan struct{})
	}
	ctx, cancel := context.WithCancel(ctx)
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range o.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			f := newFinder(o.Nodes, o.Table, o.Misses, o.Alt)
			for i := range jobs {
				r := &res[i]
				g, err := src[i].Game(ctx)
				if err == nil {
					r.g, r.plies = g, len(g.Moves())
					r.cs, r.ct, err = f.Game(ctx, g, src[i].Name)
				}
				if err == nil && o.Playable {
					r.ok, err = playables(ctx, r.cs)
				}
				r.err = err
				close(r.done)
			}
		}()
	}
	go func() {
		defer close(jobs)
		for i := range src {
			select {
			case jobs <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	defer func() {
		cancel() // an error stops the workers at once
		wg.Wait()
	}()

	var st stats
	d := newDeduper()
	var set []puzzle.Puzzle
	start := time.Now()
	for i := range src {
		r := &res[i]
		<-r.done
		if r.err != nil {
			return nil, st, fmt.Errorf("%s: %w", src[i].Name, r.err)
		}
		if found != nil {
			found(src[i], r.g, r.cs)
		}
		st.Games++
		st.Positions += r.plies
		st.Candidates += len(r.cs)
		st.Won += r.ct.Won
		st.Few += r.ct.Few
		st.Missed += r.ct.Missed
		st.Threw += r.ct.Threw
		kept := 0
		for j, c := range r.cs {
			p := puzzleOf(c)
			switch d.check(c.Pos, p.ID) {
			case same:
				st.Same++
				continue
			case near:
				st.Near++
				continue
			}
			d.add(c.Pos, p.ID)
			if o.Playable && !r.ok[j] {
				st.Unplayable++ // kept by the deduper all the same: the set is the unfiltered run's, filtered
				continue
			}
			set = append(set, p)
			kept++
		}
		fmt.Fprintf(log, "%4d/%d %-22s %3d plies, %2d candidates, %2d kept, %5d in all, %v\n",
			i+1, len(src), src[i].Name, r.plies, len(r.cs), kept, len(set), time.Since(start).Round(time.Second))
		if save != nil && src[i].Round > 0 && (i+1 == len(src) || src[i+1].Round != src[i].Round) {
			done := slices.Clone(set)
			sortSet(done)
			if err := save(o.cut(src[i].Round), done, st); err != nil {
				return nil, st, err
			}
		}
	}
	sortSet(set)
	return set, st, nil
}

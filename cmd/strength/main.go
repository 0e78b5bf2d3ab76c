// Command strength measures the playing levels of package ai against each
// other: a round-robin between adjacent levels (Beginner–Easy, Easy–Medium,
// Medium–Hard, Hard–Master), every opening of the board (each Black removal
// with each White reply) with both colours, at a fast time control. It
// prints the win rate of the stronger level of each pair with a 95 %
// Wilson interval and an Elo estimate. An anchor pair, Random–Beginner,
// shows how Beginner fares against a player that picks any legal move.
//
// It reports, by level, the longest move and the 99th percentile of the
// move times, and with -j 1 (the -smp match's default) the same of the
// processor time of a move, which a stall of the process does not swell.
//
// Every move a searcher returns is checked against package game, and so is
// the "no move" answer at the end of each game; a violation makes the
// command exit with status 1, as does a pair whose stronger level wins
// fewer than -min of its games.
//
//	go run ./cmd/strength                      # 216 games per pair, 100 ms per move
//	go run ./cmd/strength -games 48 -time 50ms # a quicker look
//	go run ./cmd/strength -solve 6             # the 6×6 game solved, opening by opening
//	go run ./cmd/strength -smp 0 -time 200ms   # Master on every core against Master on one
//
// Every searcher runs on one thread (the games are played side by side,
// -j at once), except in the -smp match: Master with the parallel search
// on N threads (0: one per logical CPU) against Master on one thread, at
// the same think time, one game at a time unless -j says otherwise; -min
// does not apply to it.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
	"github.com/konane/konane/internal/procstat"
)

func main() {
	games := flag.Int("games", 216, "games per pair of levels (rounded up to a multiple of 2×openings)")
	moveTime := flag.Duration("time", 100*time.Millisecond, "think time per move")
	size := flag.Int("size", 8, "board size")
	workers := flag.Int("j", runtime.NumCPU(), "games played at once")
	seed := flag.Int64("seed", 1, "base seed of the games (0: random)")
	minRate := flag.Float64("min", 0.70, "least win rate of the stronger level of each pair")
	pairs := flag.String("pairs", "", "only these pairs, e.g. \"Hard-Master\" (default: all adjacent pairs)")
	solveN := flag.Int("solve", 0, "instead of a tournament, solve the N×N game for every opening and print the table")
	tableMiB := flag.Int("table", 64, "transposition table size per searcher, in MiB")
	smp := flag.Int("smp", -1, "instead of the levels, play Master on N threads (0: one per CPU) against Master on one")
	flag.Parse()
	jSet := false
	flag.Visit(func(f *flag.Flag) { jSet = jSet || f.Name == "j" })

	if *solveN > 0 {
		if err := solveTable(*solveN, *tableMiB<<20); err != nil {
			fmt.Fprintln(os.Stderr, "strength:", err)
			os.Exit(1)
		}
		return
	}
	cfg := config{games: *games, moveTime: *moveTime, size: *size, workers: *workers, seed: *seed, tableBytes: *tableMiB << 20, smp: *smp}
	if *smp >= 0 && !jSet {
		cfg.workers = 1 // the parallel side needs the cores
	}
	ok, err := run(cfg, *pairs, *minRate)
	if err != nil {
		fmt.Fprintln(os.Stderr, "strength:", err)
		os.Exit(1)
	}
	if !ok {
		os.Exit(1)
	}
}

type config struct {
	games      int
	moveTime   time.Duration
	size       int
	workers    int
	seed       int64
	tableBytes int
	smp        int // threads of the parallel Master of the -smp match (0: one per CPU); -1: no such match
}

// opening is a pair of removals.
type opening [2]game.Move

func openings(n int) ([]opening, error) {
	p, err := game.NewPosition(n)
	if err != nil {
		return nil, err
	}
	var out []opening
	for _, b := range p.LegalMoves(nil) {
		q := p
		q.Make(b)
		for _, w := range q.LegalMoves(nil) {
			out = append(out, opening{b, w})
		}
	}
	return out, nil
}

// job is one game: strong plays Black when strongBlack. weakThreads and
// strongThreads are the search threads of each side (0: one per CPU).
type job struct {
	pair          int
	weak          ai.Level
	strong        ai.Level
	weakThreads   int
	strongThreads int
	open          opening
	strongBlack   bool
	seed          int64
}

// outcome is what a game produced.
type outcome struct {
	job
	strongWon bool
	plies     int
	err       error // a rule violation by a searcher
	maxOver   [6]time.Duration
	times     [6][]time.Duration // every move's time, by level
	cpu       [6][]time.Duration // every move's processor time (the process's), by level
	worst     string             // the move that overran its budget most
	worstOver time.Duration
	late      int // moves more than 100 ms over budget
	moves     int
}

// randomPlayer is the pseudo-level of the anchor player.
const randomPlayer ai.Level = -1

func levelName(l ai.Level) string {
	if l == randomPlayer {
		return "Random"
	}
	return l.String()
}

type pairStats struct {
	weak, strong               ai.Level
	weakThreads, strongThreads int
	games, wins                int
	plies                      int
}

// name is the pair's name in the table: the levels, with their threads
// in the -smp match.
func (st *pairStats) name(smp bool) string {
	if !smp {
		return levelName(st.weak) + "–" + levelName(st.strong)
	}
	return fmt.Sprintf("%s×%s–%s×%s", levelName(st.weak), threadsName(st.weakThreads), levelName(st.strong), threadsName(st.strongThreads))
}

// threadsName writes a thread count, 0 standing for one per CPU.
func threadsName(n int) string {
	if n <= 0 {
		n = runtime.NumCPU()
	}
	return fmt.Sprint(n)
}

// seat keys a worker's searchers: one per side of a pair, with its level
// and threads.
type seat struct {
	strong  bool
	level   ai.Level
	threads int
}

func run(cfg config, only string, minRate float64) (bool, error) {
	opens, err := openings(cfg.size)
	if err != nil {
		return false, err
	}
	levels := ai.Levels()
	var stats []*pairStats
	if cfg.smp >= 0 {
		stats = append(stats, &pairStats{weak: ai.Master, strong: ai.Master, weakThreads: 1, strongThreads: cfg.smp})
	} else if only == "" || only == "Random-Beginner" {
		// The anchor: a player that picks any legal move, a stand-in for a
		// newcomer who knows only the rules. Not held to -min.
		stats = append(stats, &pairStats{weak: randomPlayer, strong: ai.Beginner})
	}
	for i := 0; i+1 < len(levels) && cfg.smp < 0; i++ {
		name := levels[i].String() + "-" + levels[i+1].String()
		if only != "" && only != name {
			continue
		}
		stats = append(stats, &pairStats{weak: levels[i], strong: levels[i+1], weakThreads: 1, strongThreads: 1})
	}
	if len(stats) == 0 {
		return false, fmt.Errorf("no pair matches %q", only)
	}
	per := 2 * len(opens)
	rounds := (cfg.games + per - 1) / per
	var jobs []job
	seed := cfg.seed
	if seed == 0 {
		seed = time.Now().UnixNano()
	}
	for pi, st := range stats {
		for r := 0; r < rounds; r++ {
			for _, o := range opens {
				for _, sb := range []bool{true, false} {
					seed++
					jobs = append(jobs, job{pair: pi, weak: st.weak, strong: st.strong, weakThreads: st.weakThreads, strongThreads: st.strongThreads,
						open: o, strongBlack: sb, seed: seed})
				}
			}
		}
	}
	fmt.Printf("strength: %d×%d, %d openings, %d games per pair, %v per move, %d workers\n",
		cfg.size, cfg.size, len(opens), rounds*per, cfg.moveTime, cfg.workers)

	start := time.Now()
	stalls := watchStalls()
	in := make(chan job)
	out := make(chan outcome)
	var wg sync.WaitGroup
	for w := 0; w < cfg.workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			searchers := map[seat]*ai.Searcher{}
			for j := range in {
				out <- play(cfg, j, searchers)
			}
		}()
	}
	go func() {
		for _, j := range jobs {
			in <- j
		}
		close(in)
	}()
	go func() { wg.Wait(); close(out) }()

	var violations []error
	var maxOver [6]time.Duration
	var times, cpu [6][]time.Duration
	var worst string
	var worstOver time.Duration
	late, moves := 0, 0
	done := 0
	for o := range out {
		done++
		if o.err != nil {
			violations = append(violations, o.err)
		}
		late += o.late
		moves += o.moves
		st := stats[o.pair]
		st.games++
		st.plies += o.plies
		if o.strongWon {
			st.wins++
		}
		for l := range maxOver {
			maxOver[l] = max(maxOver[l], o.maxOver[l])
			times[l] = append(times[l], o.times[l]...)
			cpu[l] = append(cpu[l], o.cpu[l]...)
		}
		if o.worstOver > worstOver {
			worstOver, worst = o.worstOver, o.worst
		}
		if done%50 == 0 || done == len(jobs) {
			fmt.Fprintf(os.Stderr, "\r%d/%d games, %v", done, len(jobs), time.Since(start).Round(time.Second))
		}
	}
	fmt.Fprintln(os.Stderr)

	ok := true
	fmt.Printf("\n%-18s %6s %6s %8s %17s %10s %8s\n", "pair", "games", "wins", "rate", "95% interval", "Elo diff", "plies")
	elo := 0.0
	cumulative := []string{fmt.Sprintf("%s 0", levelName(stats[0].weak))}
	for _, st := range stats {
		p := float64(st.wins) / float64(st.games)
		lo, hi := wilson(st.wins, st.games)
		d := eloDiff(p)
		mark := ""
		if st.weak == randomPlayer {
			mark = "  (anchor)"
		} else if p < minRate && cfg.smp < 0 {
			mark = "  < min"
			ok = false
		}
		fmt.Printf("%-18s %6d %6d %7.1f%% %7.1f%%–%6.1f%% %+10.0f %8.1f%s\n",
			st.name(cfg.smp >= 0), st.games, st.wins, 100*p, 100*lo, 100*hi, d,
			float64(st.plies)/float64(st.games), mark)
		elo += d
		cumulative = append(cumulative, fmt.Sprintf("%s %+.0f", st.strong, elo))
	}
	fmt.Printf("\nElo (relative to the first player listed): %v\n", cumulative)
	fmt.Printf("longest move over the %v budget, by level:", cfg.moveTime)
	for _, l := range levels {
		fmt.Printf(" %s %v", l, maxOver[l].Round(time.Millisecond))
	}
	fmt.Printf("\nmove time, 99th percentile / longest, by level:")
	for _, l := range levels {
		if len(times[l]) > 0 {
			fmt.Printf(" %s %v / %v", l, percentile(times[l], 99).Round(time.Millisecond), slices.Max(times[l]).Round(time.Millisecond))
		}
	}
	if cfg.workers == 1 {
		// One game at a time: the process's processor time during a
		// move is the move's own, all its threads, and a stall adds none.
		fmt.Printf("\nprocessor time of a move, 99th percentile / most, by level:")
		for _, l := range levels {
			if len(cpu[l]) > 0 {
				fmt.Printf(" %s %v / %v", l, percentile(cpu[l], 99).Round(time.Millisecond), slices.Max(cpu[l]).Round(time.Millisecond))
			}
		}
	}
	fmt.Printf("\nslowest move: %s\n", worst)
	fmt.Printf("moves more than 100 ms over budget: %d of %d\n", late, moves)
	fmt.Printf("process stalls seen by an idle goroutine (the OS not running this process): %s\n", stalls())
	fmt.Printf("illegal moves or bad no-move answers: %d\n", len(violations))
	for i, v := range violations {
		if i == 10 {
			break
		}
		fmt.Println("  ", v)
	}
	fmt.Printf("total time %v\n", time.Since(start).Round(time.Second))
	return ok && len(violations) == 0, nil
}

// play runs one game and checks every answer of the searchers.
func play(cfg config, j job, searchers map[seat]*ai.Searcher) outcome {
	o := outcome{job: j}
	seats := [2]seat{{false, j.weak, j.weakThreads}, {true, j.strong, j.strongThreads}} // Black, White
	if j.strongBlack {
		seats[0], seats[1] = seats[1], seats[0]
	}
	eng := func(c game.Color) *ai.Searcher {
		st := seats[0]
		if c == game.White {
			st = seats[1]
		}
		e := searchers[st]
		if e == nil {
			e = ai.NewSearcher(ai.SearcherOptions{TableBytes: cfg.tableBytes, Threads: st.threads})
			searchers[st] = e
		}
		return e
	}
	black, white := seats[0].level, seats[1].level
	for i, l := range []ai.Level{black, white} {
		if l != randomPlayer {
			eng(game.Color(i)).NewGame()
		}
	}
	pos, _ := game.NewPosition(cfg.size)
	for _, m := range j.open {
		pos.Make(m)
	}
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(uint64(j.seed), 5))
	for ply := 0; ; ply++ {
		side := pos.SideToMove()
		lvl := black
		if side == game.White {
			lvl = white
		}
		if lvl == randomPlayer {
			moves := pos.LegalMoves(nil)
			if len(moves) == 0 {
				o.strongWon = (side.Other() == game.Black) == j.strongBlack
				o.plies = ply
				return o
			}
			pos.Make(moves[rng.IntN(len(moves))])
			continue
		}
		cpu0 := procstat.ProcessCPU()
		r, err := eng(side).Search(ctx, pos, ai.Limits{Level: lvl, Time: cfg.moveTime, Seed: j.seed*2 + int64(side)})
		o.cpu[lvl] = append(o.cpu[lvl], procstat.ProcessCPU()-cpu0)
		o.moves++
		o.times[lvl] = append(o.times[lvl], r.Elapsed)
		if r.Elapsed-cfg.moveTime > 100*time.Millisecond {
			o.late++
		}
		over := r.Elapsed - cfg.moveTime
		o.maxOver[lvl] = max(o.maxOver[lvl], over)
		if over > o.worstOver {
			o.worstOver = over
			o.worst = fmt.Sprintf("%s took %v at ply %d of %s (depth %d, %d nodes, proven %v)",
				lvl, r.Elapsed.Round(time.Millisecond), ply, pos.KFEN(), r.Depth, r.Nodes, r.Proven)
		}
		if !pos.HasMoves() {
			if !errors.Is(err, ai.ErrNoMove) || r.Move != game.NoMove {
				o.err = fmt.Errorf("%s with no move left: got %v, %v (want NoMove, ErrNoMove)", pos.KFEN(), r.Move, err)
			}
			winner := side.Other()
			o.strongWon = (winner == game.Black) == j.strongBlack
			o.plies = ply
			return o
		}
		if err != nil || !pos.IsLegal(r.Move) {
			o.err = fmt.Errorf("%s: %s returned %v, %v", pos.KFEN(), lvl, r.Move, err)
			return o
		}
		pos.Make(r.Move)
	}
}

// watchStalls starts a goroutine that sleeps 1 ms at a time and records how
// late it wakes: the OS running none of the process's threads, which shows
// as moves over budget. The returned function summarises the stalls so far.
func watchStalls() func() string {
	var mu sync.Mutex
	var worst time.Duration
	var over50, over100 int
	go func() {
		last := time.Now()
		for {
			time.Sleep(time.Millisecond)
			now := time.Now()
			d := now.Sub(last) - time.Millisecond
			mu.Lock()
			worst = max(worst, d)
			if d > 50*time.Millisecond {
				over50++
			}
			if d > 100*time.Millisecond {
				over100++
			}
			mu.Unlock()
			last = now
		}
	}()
	return func() string {
		mu.Lock()
		defer mu.Unlock()
		return fmt.Sprintf("longest %v, %d over 50 ms, %d over 100 ms", worst.Round(time.Millisecond), over50, over100)
	}
}

// percentile returns the p-th percentile of ds (0 < p ≤ 100) by the
// nearest rank: the least d such that at least p % of ds are ≤ d. It sorts
// ds.
func percentile(ds []time.Duration, p float64) time.Duration {
	slices.Sort(ds)
	rank := int(math.Ceil(p / 100 * float64(len(ds))))
	return ds[max(rank, 1)-1]
}

// wilson returns the 95 % Wilson score interval of wins/n.
func wilson(wins, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959964
	p := float64(wins) / float64(n)
	nn := float64(n)
	d := 1 + z*z/nn
	c := p + z*z/(2*nn)
	h := z * math.Sqrt(p*(1-p)/nn+z*z/(4*nn*nn))
	return (c - h) / d, (c + h) / d
}

// eloDiff converts a score rate into an Elo difference (capped at ±800 for
// a clean sweep).
func eloDiff(p float64) float64 {
	if p <= 0 {
		return -800
	}
	if p >= 1 {
		return 800
	}
	return math.Max(-800, math.Min(800, 400*math.Log10(p/(1-p))))
}

// solveTable solves the n×n game after every opening and then the whole
// game, printing each result and its time.
func solveTable(n, tableBytes int) error {
	opens, err := openings(n)
	if err != nil {
		return err
	}
	s := ai.NewSolver(tableBytes)
	start := time.Now()
	fmt.Printf("%d×%d, every Black removal and White reply (Black jumps next):\n", n, n)
	for _, o := range opens {
		pos, _ := game.NewPosition(n)
		pos.Make(o[0])
		pos.Make(o[1])
		r, err := s.Solve(context.Background(), pos, ai.SolveOptions{})
		if err != nil {
			return err
		}
		fmt.Printf("  %-4s %-4s  %s wins   %12d nodes  %v\n", o[0], o[1], r.Winner, r.Nodes, r.Elapsed.Round(time.Millisecond))
	}
	fmt.Printf("table: %v\n", time.Since(start).Round(time.Millisecond))
	pos, _ := game.NewPosition(n)
	r, err := ai.NewSolver(tableBytes).Solve(context.Background(), pos, ai.SolveOptions{Line: true})
	if err != nil {
		return err
	}
	fmt.Printf("whole game (fresh table): %s wins, %d nodes, %v; line %v\n", r.Winner, r.Nodes, r.Elapsed.Round(time.Millisecond), r.PV)
	return nil
}

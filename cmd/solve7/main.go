// Command solve7 finds who wins Kōnane on 7×7 (or another size) with
// perfect play from each opening that the rules konane/1 allow, with the
// parallel solver (ai.ParallelSolver), and can stop and resume: the
// solver's table and its record of proven positions are saved to a file
// every -checkpoint, on SIGINT or SIGTERM (exit status 130) and at the
// end, and read back at the start.
//
// The openings are Black's first removal (a corner or the centre) and
// White's answer next to it; positions that are images of each other
// under the symmetries of the square have the same value, so each class
// is solved once (on 7×7: after d4 e4, and after a corner and a square
// next to it). The output gives, per class, the winner, a winning first
// jump, the nodes, the time and the table's use; then each first removal's
// value and the game's.
//
// With -proof FILE it writes the winner's strategy of the whole game for
// -proof-depth plies from the full board (package ai/proof), which
// `go run ./cmd/solve7 -check FILE` (or any program reading the format)
// verifies independently.
//
//	go run ./cmd/solve7                                  # 7×7, all cores, solve7-7.table
//	nice -n 15 go run ./cmd/solve7 -threads 2 -mem 2048  # stop with Ctrl+C, run again to resume
//	go run ./cmd/solve7 -size 5 -proof p5.txt -proof-depth 99
//	go run ./cmd/solve7 -check p5.txt -leaf-stones 25
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"strings"
	"syscall"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/ai/proof"
	"github.com/konane/konane/game"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// config holds the command's flags.
type config struct {
	size       int
	threads    int
	memMiB     int
	table      string
	checkpoint time.Duration
	limit      time.Duration
	progress   time.Duration
	proofFile  string
	proofDepth int
	proofFrom  string
	check      string
	leafStones int
	checkDepth int
}

// errReported is the error of flags that the flag package has explained.
var errReported = errors.New("bad flags")

func parse(args []string, stderr io.Writer) (config, error) {
	var c config
	fs := flag.NewFlagSet("solve7", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.IntVar(&c.size, "size", 7, "board size (4 to 8)")
	fs.IntVar(&c.threads, "threads", 0, "solver threads (0: all cores)")
	fs.IntVar(&c.memMiB, "mem", 1024, "memory of the solver's table in MiB")
	fs.StringVar(&c.table, "table", "", "file of the saved table and record (default solve7-SIZE.table; \"none\": no file)")
	fs.DurationVar(&c.checkpoint, "checkpoint", 10*time.Minute, "period of saving the table while solving (0: only at the end and on a stop)")
	fs.DurationVar(&c.limit, "time", 0, "stop (saving the table) after this long (0: no limit)")
	fs.DurationVar(&c.progress, "progress", time.Minute, "period of progress lines on standard error")
	fs.StringVar(&c.proofFile, "proof", "", "write the winner's strategy of the whole game to this file")
	fs.IntVar(&c.proofDepth, "proof-depth", 8, "plies of the strategy written by -proof, from its start")
	fs.StringVar(&c.proofFrom, "proof-from", "", "with -proof: start the strategy after these moves from the full board (\"a1 b1\": a corner opening) instead of at the full board")
	fs.StringVar(&c.check, "check", "", "check the proof in this file instead of solving")
	fs.IntVar(&c.leafStones, "leaf-stones", 0, "with -check: prove the positions where the proof stops, when they hold at most this many stones, with the checker's slow solver")
	fs.IntVar(&c.checkDepth, "check-depth", 0, "with -check: plies to check (0: the proof's depth)")
	if err := fs.Parse(args); err != nil {
		return c, errReported // the flag package said why
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	if c.size < game.MinSize || c.size > 8 {
		return c, fmt.Errorf("size %d: want 4 to 8", c.size)
	}
	if c.table == "" {
		c.table = fmt.Sprintf("solve7-%d.table", c.size)
	}
	if _, err := proofStart(c); err != nil {
		return c, err
	}
	if c.threads <= 0 {
		c.threads = runtime.GOMAXPROCS(0)
	}
	return c, nil
}

// run runs the command and returns its exit status: 0 when done, 130
// when stopped (by ctx or -time) with the table saved, 1 on an error, 2
// on bad flags.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	c, err := parse(args, stderr)
	if err != nil {
		if err != errReported {
			fmt.Fprintln(stderr, "solve7:", err)
		}
		return 2
	}
	if c.check != "" {
		return checkProof(ctx, c, stdout, stderr)
	}
	s := &session{c: c, out: stdout, log: stderr, p: ai.NewParallelSolver(c.memMiB<<20, c.threads), start: time.Now()}
	if c.limit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, c.limit)
		defer cancel()
	}
	if err := s.load(); err != nil {
		fmt.Fprintln(stderr, "solve7:", err)
		return 1
	}
	stopCheckpoints := s.checkpoints(ctx)
	err = s.solveAll(ctx)
	stopCheckpoints()
	if serr := s.save(); serr != nil {
		fmt.Fprintln(stderr, "solve7: saving the table:", serr)
		if err == nil {
			return 1
		}
	}
	if err != nil {
		if ctx.Err() != nil {
			fmt.Fprintf(stdout, "stopped after %v; the table is saved in %s: run the same command to resume\n", time.Since(s.start).Round(time.Second), c.table)
			return 130
		}
		fmt.Fprintln(stderr, "solve7:", err)
		return 1
	}
	return 0
}

// session is one run of the command.
type session struct {
	c     config
	out   io.Writer
	log   io.Writer
	p     *ai.ParallelSolver
	start time.Time
	saved time.Duration // time spent saving
	tot   *totals
}

func (s *session) load() error {
	fmt.Fprintf(s.out, "%d×%d Kōnane (%s), %d threads, table %d MiB\n", s.c.size, s.c.size, proof.Rules, s.p.Threads(), s.p.TableBytes()>>20)
	file := s.c.table + ".json"
	if s.c.table == "none" {
		file = ""
	}
	tot, err := loadTotals(file)
	if err != nil {
		return err
	}
	s.tot = tot
	if s.c.table == "none" {
		return nil
	}
	t0 := time.Now()
	err = s.p.LoadFile(s.c.table)
	if errors.Is(err, os.ErrNotExist) {
		fmt.Fprintf(s.out, "no table file %s yet: starting afresh\n", s.c.table)
		return nil
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(s.out, "resumed from %s: %d positions recorded, %d table entries (%v)\n", s.c.table, s.p.Recorded(), s.p.TableEntries(), time.Since(t0).Round(time.Millisecond))
	return nil
}

func (s *session) save() error {
	if s.c.table == "none" {
		return nil
	}
	t0 := time.Now()
	err := s.p.SaveFile(s.c.table)
	s.saved += time.Since(t0)
	if err == nil {
		err = s.tot.save()
	}
	if err == nil {
		fmt.Fprintf(s.log, "saved %s in %v\n", s.c.table, time.Since(t0).Round(time.Millisecond))
	}
	return err
}

// checkpoints saves the table every c.checkpoint until the returned
// function is called.
func (s *session) checkpoints(ctx context.Context) func() {
	if s.c.checkpoint <= 0 || s.c.table == "none" {
		return func() {}
	}
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(s.c.checkpoint)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				if err := s.save(); err != nil {
					fmt.Fprintln(s.log, "solve7: checkpoint:", err)
				}
			case <-done:
				return
			case <-ctx.Done():
				return
			}
		}
	}()
	return func() { close(done); <-finished }
}

// opening is a class of openings (both removals) that are images of each
// other.
type opening struct {
	moves   [2]game.Move   // the one solved
	members [][2]game.Move // all of them, the solved one first
	pos     game.Position
	winner  game.Color
	jump    game.Move // the winner's first jump, when Black wins
	solved  bool
}

// openings returns the classes of openings, the centre first.
func openings(n int) []*opening {
	start := game.MustNewPosition(n)
	var out []*opening
	byKey := map[game.Position]*opening{}
	for _, b := range orderedRemovals(start) {
		p := start
		p.Make(b)
		for _, w := range p.LegalMoves(nil) {
			q := p
			q.Make(w)
			key, _ := q.Canonical()
			o := byKey[key]
			if o == nil {
				o = &opening{moves: [2]game.Move{b, w}, pos: q}
				byKey[key] = o
				out = append(out, o)
			}
			o.members = append(o.members, [2]game.Move{b, w})
		}
	}
	return out
}

// orderedRemovals returns Black's first removals, the centre squares
// first (the cheap proofs come first).
func orderedRemovals(start game.Position) []game.Move {
	var centre, corner []game.Move
	n := start.Size()
	for _, m := range start.LegalMoves(nil) {
		f, r := m.From().File(), m.From().Rank()
		if (f == 0 || f == n-1) && (r == 0 || r == n-1) {
			corner = append(corner, m)
		} else {
			centre = append(centre, m)
		}
	}
	return append(centre, corner...)
}

func (s *session) solveAll(ctx context.Context) error {
	classes := openings(s.c.size)
	proven := false
	for _, o := range classes {
		if err := s.solveOpening(ctx, o); err != nil {
			return err
		}
		// The proof of the whole game follows the game's value as soon as
		// it is known (it needs only the openings that the winner
		// chooses); one from an opening waits for every opening.
		if s.summary(classes) && !proven && s.c.proofFile != "" && s.c.proofFrom == "" {
			if err := s.writeProof(ctx); err != nil {
				return err
			}
			proven = true
		}
	}
	if s.c.proofFile != "" && s.c.proofFrom != "" {
		return s.writeProof(ctx)
	}
	return nil
}

// proofStart returns the position where -proof's strategy starts: the full
// board, or the position after c.proofFrom's moves (each must be legal).
func proofStart(c config) (game.Position, error) {
	pos := game.MustNewPosition(c.size)
	for _, f := range strings.Fields(c.proofFrom) {
		m, err := game.ParseMove(f)
		if err != nil {
			return pos, fmt.Errorf("-proof-from: %w", err)
		}
		if !pos.IsLegal(m) {
			return pos, fmt.Errorf("-proof-from: %s is not a legal move after %q", f, pos.KFEN())
		}
		pos.Make(m)
	}
	return pos, nil
}

func (s *session) solveOpening(ctx context.Context, o *opening) error {
	name := fmt.Sprintf("%v %v", o.moves[0], o.moves[1])
	fmt.Fprintf(s.out, "opening %s (%s): solving\n", name, members(o))
	t0 := time.Now()
	s.tot.begin(name)
	r, err := s.p.Solve(ctx, o.pos, ai.SolveOptions{
		ProgressEvery: s.c.progress,
		Progress: func(pr ai.SolveProgress) {
			s.tot.update(pr.Nodes, false)
			if pr.Move != game.NoMove || pr.Elapsed < s.c.progress {
				if pr.Move != game.NoMove {
					fmt.Fprintf(s.log, "  %s: %v %s (%d of %d first jumps decided), %s nodes, %v\n", name, pr.Move, verdict(pr.Wins), pr.Done, pr.Total, mega(pr.Nodes), pr.Elapsed.Round(time.Second))
				}
				return
			}
			fmt.Fprintf(s.log, "  %s: %d of %d first jumps decided, %s nodes, %.2f M nodes/s, %v, %d positions recorded; %s\n", name, pr.Done, pr.Total, mega(pr.Nodes), float64(pr.Nodes)/pr.Elapsed.Seconds()/1e6, pr.Elapsed.Round(time.Second), s.p.Recorded(), s.decided(o.pos, 4))
		},
	})
	d := time.Since(t0)
	all := s.tot.update(r.Nodes, err == nil)
	if err != nil {
		fmt.Fprintf(s.out, "opening %s: unknown after %v, %s nodes; in all runs %s nodes, %s, %.0f processor seconds; %s\n",
			name, d.Round(time.Second), mega(r.Nodes), mega(all.Nodes), seconds(all.Seconds), all.CPUSeconds, s.decided(o.pos, 4))
		return err
	}
	o.winner, o.solved = r.Winner, true
	if len(r.PV) > 0 {
		o.jump = r.PV[0]
	}
	by := ""
	if o.jump != game.NoMove {
		by = fmt.Sprintf(" (by %v)", o.jump)
	}
	fmt.Fprintf(s.out, "opening %s: %s wins%s; %s nodes, %v, %.2f M nodes/s; table %d entries of %d (%d MiB), %d positions recorded\n",
		name, colourName(r.Winner), by, mega(r.Nodes), d.Round(time.Millisecond), float64(r.Nodes)/d.Seconds()/1e6,
		s.p.TableEntries(), s.p.TableBytes()/16, s.p.TableBytes()>>20, s.p.Recorded())
	if all.Runs > 1 || all.Nodes != r.Nodes {
		fmt.Fprintf(s.out, "opening %s: in all %d runs %s nodes, %s, %.0f processor seconds\n", name, all.Runs, mega(all.Nodes), seconds(all.Seconds), all.CPUSeconds)
	}
	return nil
}

// decided tells how far the proof of pos has come: per ply from pos up to
// plies, the positions the record has decided among all those reached by
// legal moves from undecided ones (a decided position's subtree is not
// counted), and how many of them the side to move at pos wins.
func (s *session) decided(pos game.Position, plies int) string {
	var parts []string
	level := []game.Position{pos}
	mover := pos.SideToMove()
	for ply := 1; ply <= plies && len(level) > 0; ply++ {
		var next []game.Position
		seen := map[game.Position]bool{}
		known, wins := 0, 0
		for _, q := range level {
			for _, m := range q.LegalMoves(nil) {
				c := q
				c.Make(m)
				if seen[c] {
					continue
				}
				seen[c] = true
				if w, ok := s.p.Known(c); ok {
					known++
					if w == (c.SideToMove() == mover) {
						wins++
					}
					continue
				}
				next = append(next, c)
			}
		}
		parts = append(parts, fmt.Sprintf("ply %d: %d of %d decided (%d won by %s)", ply, known, len(seen), wins, colourName(mover)))
		level = next
	}
	return strings.Join(parts, ", ")
}

// summary prints what is known of each first removal and of the game, and
// reports whether the game's value is known.
func (s *session) summary(classes []*opening) bool {
	start := game.MustNewPosition(s.c.size)
	gameKnown, blackWins := true, false
	for _, b := range orderedRemovals(start) {
		known, all := true, true
		for _, o := range classes {
			for _, m := range o.members {
				if m[0] != b {
					continue
				}
				switch {
				case !o.solved:
					known = false
				case o.winner != game.Black:
					all = false
				}
			}
		}
		switch {
		case !all:
			fmt.Fprintf(s.out, "  first removal %v: White wins (an answer wins for White)\n", b)
		case known:
			fmt.Fprintf(s.out, "  first removal %v: Black wins (after every answer)\n", b)
			blackWins = true
		default:
			fmt.Fprintf(s.out, "  first removal %v: unknown yet\n", b)
			gameKnown = false
		}
	}
	switch {
	case blackWins:
		fmt.Fprintf(s.out, "%d×%d: Black wins with perfect play\n", s.c.size, s.c.size)
	case gameKnown:
		fmt.Fprintf(s.out, "%d×%d: White wins with perfect play\n", s.c.size, s.c.size)
	}
	return blackWins || gameKnown
}

func (s *session) writeProof(ctx context.Context) error {
	start, err := proofStart(s.c)
	if err != nil {
		return err
	}
	pr := &proof.Proof{Start: start, Depth: s.c.proofDepth, Moves: map[game.Position]game.Move{}}
	t0 := time.Now()
	winner, err := s.p.Strategy(ctx, start, s.c.proofDepth, func(pos game.Position, m game.Move) {
		pr.Moves[pos] = m
	})
	if err != nil {
		return err
	}
	pr.Winner = winner
	f, err := os.Create(s.c.proofFile)
	if err != nil {
		return err
	}
	err = pr.Write(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(s.out, "proof: %s's strategy for %d plies, %d positions of %s to move, in %s (%v)\n", colourName(winner), s.c.proofDepth, len(pr.Moves), colourName(winner), s.c.proofFile, time.Since(t0).Round(time.Millisecond))
	return nil
}

func checkProof(ctx context.Context, c config, stdout, stderr io.Writer) int {
	f, err := os.Open(c.check)
	if err != nil {
		fmt.Fprintln(stderr, "solve7:", err)
		return 1
	}
	pr, err := proof.Read(f)
	f.Close()
	if err != nil {
		fmt.Fprintln(stderr, "solve7:", err)
		return 1
	}
	t0 := time.Now()
	r, err := pr.Check(ctx, proof.CheckOptions{Depth: c.checkDepth, LeafStones: c.leafStones})
	fmt.Fprintf(stdout, "checked %s: %d positions, %d of %s to move, %d ends, %d leaves (%d proven by the slow solver), %v\n",
		c.check, r.Positions, r.Winner, colourName(pr.Winner), r.Ends, r.Leaves, r.Solved, time.Since(t0).Round(time.Millisecond))
	if err != nil {
		fmt.Fprintln(stderr, "solve7:", err)
		return 1
	}
	claim := "proven"
	if r.Leaves > r.Solved {
		claim = fmt.Sprintf("proven if the %d leaves not solved here are", r.Leaves-r.Solved)
	}
	fmt.Fprintf(stdout, "%s wins from %s: %s\n", colourName(pr.Winner), pr.Start.KFEN(), claim)
	return 0
}

func members(o *opening) string {
	var parts []string
	for _, m := range o.members {
		parts = append(parts, fmt.Sprintf("%v %v", m[0], m[1]))
	}
	return strings.Join(parts, ", ")
}

func verdict(wins bool) string {
	if wins {
		return "wins"
	}
	return "loses"
}

func colourName(c game.Color) string {
	if c == game.Black {
		return "Black"
	}
	return "White"
}

// seconds writes a duration given in seconds.
func seconds(x float64) string {
	return time.Duration(x * float64(time.Second)).Round(time.Second).String()
}

// mega writes a node count in millions.
func mega(n uint64) string { return fmt.Sprintf("%.1f M", float64(n)/1e6) }

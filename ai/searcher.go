package ai

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/konane/konane/game"
	"github.com/konane/konane/internal/background"
)

// Sentinel errors, tested with errors.Is.
var (
	// ErrNoMove is returned by Search and Hint when the side to move has no
	// legal move (the game is over); the Result's Move is game.NoMove.
	ErrNoMove = errors.New("ai: no legal move")
	// ErrBadLevel wraps ParseLevel errors.
	ErrBadLevel = errors.New("ai: unknown level")
	// ErrUnsolved is returned by Solve when the time limit ran out before a
	// proof was found.
	ErrUnsolved = errors.New("ai: not solved within the time limit")
)

// WinScore is the score of a won position at the end of the game; a win in
// n plies scores WinScore−n. MaxPly bounds the length of a search line.
const (
	WinScore = 30000
	MaxPly   = 150
)

// DefaultTableBytes is the memory of a Searcher's tables unless
// SearcherOptions says otherwise.
const DefaultTableBytes = 64 << 20

// HintNodes is the work of Hint, in nodes: 4.2 million, 0.9–1.5 s on one
// core of the 2-core test machine at load 9 (BenchmarkHint;
// TestTheHintIsTheSameOnEveryMachine logs it too).
const HintNodes = 4 << 20

// Limits bounds one search. Zero fields take the level's defaults.
type Limits struct {
	// Time is the think-time budget for this move. 0 means the level's
	// default (2 s for Master), or no time limit when Nodes is set. The
	// search returns within Time plus the polling delay (well under 100 ms).
	Time time.Duration
	// Nodes, when not 0, is the budget in nodes searched (the solver's
	// nodes included): the search stops at the first poll (every 1024
	// nodes) at or after Nodes nodes. With a
	// node budget, a fixed Seed and a searcher whose tables were cleared
	// (Searcher.Clear), the result depends only on the position and the
	// limits, whatever the machine and its load, unless Time or ctx ends
	// the search first. Master's endgame solve and the search after it,
	// when the solve proved the position lost, share the budget: the
	// move as a whole stops at the first poll at or after Nodes.
	Nodes uint64
	// Depth caps the iterative deepening, in plies. 0 means the level's
	// cap (none for Master); a nonzero Depth replaces the level's cap.
	Depth int
	// Level is the playing strength; the zero Level is Master.
	Level Level
	// Seed makes the choice reproducible: the same seed, position, level and
	// Depth (with a Time large enough to reach it) give the same move when
	// the search runs on one thread (Threads 1, or a node budget): the
	// helper threads of a parallel search change what the main thread
	// finds in the table from run to run. Seed 0 uses the Searcher's own
	// random seed, drawn anew by NewSearcher and NewGame, so that games
	// differ.
	Seed int64
	// Threads is the number of threads of this search; 0 means the
	// Searcher's (SearcherOptions.Threads). A search with a node budget
	// (Nodes) runs on one thread whatever Threads says.
	Threads int
}

// Result is what a search found.
type Result struct {
	Move    game.Move     // the move to play; game.NoMove with ErrNoMove
	Depth   int           // depth of the last completed iteration of the main thread, in plies (0 for a random move of Beginner or Easy; the line's length for a proof by the solver)
	Nodes   uint64        // positions visited (moves made) by the search, all its threads together
	Score   int           // for the side to move; see the package doc
	Proven  bool          // Score is a proven win or loss (see WinPlies)
	PV      []game.Move   // principal variation, starting with Move
	Elapsed time.Duration // wall-clock time of the search
}

// WinPlies returns, for a proven result, the plies to the end of the game
// along the principal variation and whether the side to move wins; ok is
// false if not proven. plies is 0 when the proof's line was cut short by
// the limits (SolveResult.Cut; score ±WinScore).
func (r Result) WinPlies() (plies int, win bool, ok bool) {
	if !r.Proven {
		return 0, false, false
	}
	if r.Score > 0 {
		return WinScore - r.Score, true, true
	}
	return WinScore + r.Score, false, true
}

// SearcherOptions configure NewSearcher.
type SearcherOptions struct {
	// TableBytes is the memory for the transposition tables (the search's
	// and the endgame solver's together). 0 means DefaultTableBytes.
	TableBytes int
	// Weights replaces DefaultWeights for the levels from Medium up (for
	// tuning); nil means DefaultWeights.
	Weights *Weights
	// Threads is the number of threads of a search (see the package doc,
	// Parallel search); 0 means one per logical CPU (runtime.NumCPU).
	// Limits.Threads overrides it for one search.
	Threads int
	// Background runs every thread of a search (the calling goroutine's
	// work included, on a thread of its own) at a lower scheduling
	// priority, nice 10 on Linux as the review's workers, so that a
	// window's thread gets a busy core at once; elsewhere it changes
	// nothing.
	Background bool
}

// Searcher holds the transposition table, history and killer moves so that
// they can be reused across the moves of a game. It runs one search at a
// time: concurrent calls wait for each other. The zero Searcher is not
// usable; call NewSearcher.
type Searcher struct {
	sem        chan struct{}
	tableBytes int
	tt         *table
	solver     *Solver // lazily made, for the endgame
	s          *searcher
	seedKey    uint64 // noise key of this searcher when Limits.Seed is 0
	size       int    // board size of the last search
	threads    int    // threads of a search when Limits.Threads is 0
	nthreads   int    // threads of the running search
	helpers    []*searcher
	background bool
}

// NewSearcher returns a Searcher with tables of opts.TableBytes (64 MiB by
// default). Memory is allocated now, once.
func NewSearcher(opts SearcherOptions) *Searcher {
	b := opts.TableBytes
	if b <= 0 {
		b = DefaultTableBytes
	}
	e := &Searcher{
		sem:        make(chan struct{}, 1),
		tableBytes: b,
		tt:         newTable(b * 3 / 4),
		seedKey:    rand.Uint64() | 1,
		threads:    opts.Threads,
		background: opts.Background,
	}
	if e.threads <= 0 {
		e.threads = defaultThreads()
	}
	w := opts.Weights
	if w == nil {
		w = &DefaultWeights
	}
	e.s = &searcher{tt: e.tt, weights: w}
	return e
}

func (e *Searcher) lock(ctx context.Context) error {
	select {
	case e.sem <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (e *Searcher) unlock() { <-e.sem }

// NewGame forgets what the searcher learnt (transposition table, history,
// killers) and draws a new seed for searches with Limits.Seed 0, so that the
// next game differs from the last. It waits for a running search and takes
// a few milliseconds (it clears the tables).
func (e *Searcher) NewGame() {
	e.sem <- struct{}{}
	defer e.unlock()
	e.seedKey = rand.Uint64() | 1
	e.tt.clear()
	e.clearHeuristics()
	if e.solver != nil {
		e.solver.tab.clear()
	}
}

// Clear forgets what the searcher learnt (transposition tables, history,
// killers, the endgame solver's table) but keeps its seed: after it, a
// search with a node budget (Limits.Nodes) and a fixed Seed gives the same
// result as on a new searcher. It waits for a running search.
func (e *Searcher) Clear() {
	e.sem <- struct{}{}
	defer e.unlock()
	e.tt.clear()
	e.clearHeuristics()
	if e.solver != nil {
		e.solver.clear()
	}
}

// Search chooses a legal move for the side to move of pos within lim. It
// returns ErrNoMove and game.NoMove when there is none. When ctx ends, it
// stops within a few ms and returns its best move so far with ctx.Err()
// (game.NoMove if ctx was done at the call); when time runs out, its best
// move and nil.
func (e *Searcher) Search(ctx context.Context, pos game.Position, lim Limits) (Result, error) {
	return e.SearchExcluding(ctx, pos, lim, nil)
}

// SearchExcluding is Search leaving out the root moves of exclude: it
// chooses the best of the other legal moves, and returns ErrNoMove when
// none is left. With moves left out it skips the endgame solver, and the
// root's value, which is not the position's, never enters the table; the
// analyses of the best N moves (ai/analysis) rank moves this way.
func (e *Searcher) SearchExcluding(ctx context.Context, pos game.Position, lim Limits, exclude []game.Move) (Result, error) {
	start := time.Now()
	if err := e.lock(ctx); err != nil {
		return Result{}, err
	}
	defer e.unlock()
	var r Result
	var err error
	if e.background {
		// The calling goroutine's thread keeps its priority: the search
		// runs on a thread of its own, lowered and then ended.
		done := make(chan struct{})
		go func() {
			defer close(done)
			background.Enter()
			if threadStarted != nil {
				threadStarted()
			}
			r, err = e.search(ctx, pos, lim, exclude, start)
		}()
		<-done
	} else {
		r, err = e.search(ctx, pos, lim, exclude, start)
	}
	r.Elapsed = time.Since(start)
	return r, err
}

// clearHeuristics forgets the killer moves and history of every thread.
func (e *Searcher) clearHeuristics() {
	e.s.clearHeuristics()
	for _, h := range e.helpers {
		h.clearHeuristics()
	}
}

// Hint returns the best move Master finds for the side to move of pos in
// HintNodes nodes from cleared tables with a fixed seed: the same hint on
// every machine, whatever its load. It returns ErrNoMove when there is no
// move, and its best move so far with ctx's error when ctx ends first.
func (e *Searcher) Hint(ctx context.Context, pos game.Position) (game.Move, error) {
	e.Clear()
	r, err := e.Search(ctx, pos, Limits{Level: Master, Nodes: HintNodes, Seed: 1})
	return r.Move, err
}

func (e *Searcher) search(ctx context.Context, pos game.Position, lim Limits, exclude []game.Move, start time.Time) (Result, error) {
	var buf [256]game.Move
	moves := pos.LegalMoves(buf[:0])
	if len(exclude) > 0 {
		moves = slices.DeleteFunc(moves, func(m game.Move) bool { return slices.Contains(exclude, m) })
	}
	if len(moves) == 0 {
		return Result{Move: game.NoMove}, ErrNoMove
	}
	p := lim.Level.params()
	budget := lim.Time
	if budget <= 0 {
		budget = p.defaultTime
		if lim.Nodes > 0 {
			budget = noTimeLimit
		}
	}
	maxDepth := p.maxDepth
	if lim.Depth > 0 {
		maxDepth = lim.Depth
	}
	if maxDepth <= 0 || maxDepth > MaxPly-1 {
		maxDepth = MaxPly - 1
	}
	key := e.seedKey
	if lim.Seed != 0 {
		key = mix64(uint64(lim.Seed)) | 1
	}
	// The noise, and so the stored scores, depend on the key; entries left
	// by a search with another key are only slightly off, so the table is
	// kept (clearing 48 MiB would cost tens of milliseconds of the budget).
	key ^= uint64(lim.Level.norm()) << 56
	rng := rand.New(rand.NewPCG(key, pos.Hash()))

	if n := pos.Size(); n != e.size {
		// Keys do not tell board sizes apart: the same stones on a 6×6 and
		// an 8×8 board hash alike. Forget everything on a change of size
		// (a new searcher's tables are empty already).
		if e.size != 0 {
			e.tt.clear()
			if e.solver != nil {
				e.solver.tab.clear()
			}
		}
		e.size = n
	}
	s := e.s
	e.nthreads = e.threadsFor(lim)
	if len(moves) == 1 {
		// Nothing to choose: a short search only reports the score and line.
		s.reset(ctx, pos, start.Add(budget/20), p, key)
		s.exclude = exclude
		s.maxNodes = lim.Nodes / 20
		r := e.iterate(maxDepth)
		if r.Move != moves[0] {
			r.Move, r.PV = moves[0], []game.Move{moves[0]}
		}
		return r, ctx.Err()
	}
	if p.blunder > 0 && rng.Float64() < p.blunder {
		m := moves[rng.IntN(len(moves))]
		return Result{Move: m, PV: []game.Move{m}}, nil
	}

	s.reset(ctx, pos, start.Add(budget), p, key)
	s.exclude = exclude
	s.maxNodes = lim.Nodes
	if p.solver && pos.Phase() == game.Jumps && endgameSmall(&pos) && len(exclude) == 0 {
		if r, ok := e.solveEndgame(ctx, pos, start, budget, lim.Nodes, maxDepth); ok {
			return r, nil
		}
	}
	r := e.iterate(maxDepth)
	if r.Move == game.NoMove {
		// Stopped before depth 1 finished: any legal move is better than none.
		r.Move = moves[0]
		r.PV = []game.Move{moves[0]}
	}
	return r, ctx.Err()
}

// noTimeLimit stands for no time limit: a search or solve bounded by
// nodes alone (a century).
const noTimeLimit = 100 * 365 * 24 * time.Hour

// mix64 is the SplitMix64 finaliser.
func mix64(z uint64) uint64 {
	z += 0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

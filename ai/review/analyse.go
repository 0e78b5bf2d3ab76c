package review

import (
	"context"
	"errors"
	"sync"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
	"github.com/konane/konane/internal/background"
)

// Table memory of each worker: the search's and the solver's.
const (
	searcherTableBytes = 16 << 20
	solverTableBytes   = 32 << 20
)

// solveStones returns the stone count at or below which Analyse asks the
// solver about a position of an n×n board: every position up to 6×6, on
// larger boards those with at most n²/2 + n stones (the solver of ai
// proves 8×8 positions of up to some 35 stones in well under a second,
// rarely those of 38).
func solveStones(n int) int {
	if n <= 6 {
		return n * n
	}
	return n*n/2 + n
}

// posResult is the analysis of one position of the game.
type posResult struct {
	val  Value
	best game.Move   // best move of the side to move (NoMove at the end)
	pv   []game.Move // line starting with best
	// moves holds the solver's verdict on every legal move (nil when the
	// solver was not asked).
	moves []MoveValue
	// loss is the loss of the mover's winning chances, in [0, 1], by the
	// move played from this position, measured inside this position's
	// search (the move played against best, at the same depth); lossKnown
	// tells that it was measured (a search ran and a move was played).
	loss      float64
	lossKnown bool
	// inferred: val was not proven here but inferred from the proofs of
	// the positions around it in the game (inferWins); best is then the
	// search's choice, not known to keep the win.
	inferred bool
	// looked: the position had its second look (Settings.ProveNodes).
	looked bool
	// done: the position was analysed (not cut short by ctx's end).
	done bool
	err  error
}

// worker analyses positions with its own searcher and solver, whose tables
// it empties before each position, so that a position's analysis depends
// on the position alone.
type worker struct {
	s        Settings
	searcher *ai.Searcher
	solver   *ai.Solver
}

func newWorker(s Settings) *worker {
	return &worker{
		s:        s,
		searcher: ai.NewSearcher(ai.SearcherOptions{TableBytes: searcherTableBytes}),
		solver:   ai.NewSolver(solverTableBytes),
	}
}

// Analyse reviews every played move of g (not the redo tail) with s. Each
// position is analysed in its canonical form from empty tables within node
// budgets, last first, on s.Workers workers (each with 16 MiB of search and
// 32 MiB of solver tables), then the second looks (see the package doc).
// progress, if not nil, is called in the caller's goroutine after each
// position with done and total (moves + 1). When ctx ends it returns
// ctx.Err() and no review. g is read before the first progress call and
// never changed; callers must not change it concurrently.
//
// The solver works within s.SolveNodes (on boards up to 6×6 always, on
// larger ones from n²/2 + n stones down): the winner, then the other
// winning moves, then the game's length. Positions left without a length
// are searched within s.SearchNodes at level Master; the move played and
// the best move are searched one ply shallower and their drop in winning
// chances grades the move.
func Analyse(ctx context.Context, g *game.Game, s Settings, progress func(done, total int)) (*Review, error) {
	moves, positions := positionsOf(g)
	results, err := analyseAll(ctx, positions, moves, s, progress)
	if err != nil {
		if ctx.Err() == nil || !anyDone(results) {
			return nil, err
		}
		rv := build(positions, moves, results)
		rv.Stopped = true
		return rv, err
	}
	return build(positions, moves, results), nil
}

func anyDone(res []posResult) bool {
	for _, r := range res {
		if r.done {
			return true
		}
	}
	return false
}

// positionsOf returns the moves of g and its positions: the start and the
// one after each move.
func positionsOf(g *game.Game) ([]game.Move, []game.Position) {
	moves := g.Moves()
	positions := make([]game.Position, len(moves)+1)
	positions[0] = g.Start()
	for i, m := range moves {
		positions[i+1] = positions[i]
		positions[i+1].Make(m)
	}
	return moves, positions
}

// workerStarted, when not nil, is called by each worker goroutine of
// runJobs as it starts, after lowering its priority (a test hook).
var workerStarted func()

// playedFrom returns the move played from position i, NoMove for the last.
func playedFrom(moves []game.Move, i int) game.Move {
	if i < len(moves) {
		return moves[i]
	}
	return game.NoMove
}

// analyseAll analyses positions, last first, then gives the second looks;
// moves are the moves played between them. On an error (ctx's end) it
// returns what it has: the positions analysed are done.
func analyseAll(ctx context.Context, positions []game.Position, moves []game.Move, s Settings, progress func(done, total int)) ([]posResult, error) {
	nexts := make([]game.Move, len(positions))
	for i := range nexts {
		nexts[i] = playedFrom(moves, i)
	}
	workers := make([]*worker, min(s.workers(), len(positions)))
	return analyseFrom(ctx, positions, nexts, s, progress, workers, nil)
}

// posKey names the analysis of a position with the move played from it
// (NoMove: none, or its loss not wanted).
type posKey struct {
	pos  game.Position
	next game.Move
}

// memo keeps analyses of positions between calls of analyseFrom (Coach):
// each is a function of its key alone, so a kept one is the one a new
// analysis would give.
type memo struct {
	first map[posKey]posResult // the first pass's result
	// next is, for each position in first, the move of one of its keys.
	next map[game.Position]game.Move
	// looks holds the second looks given: the result of one that proved
	// its position, a zero posResult (looked unset) for one that did not.
	looks map[posKey]posResult
}

func newMemo() *memo {
	return &memo{first: map[posKey]posResult{}, next: map[game.Position]game.Move{}, looks: map[posKey]posResult{}}
}

// look returns the second look of the position of k, whose result is now
// r, when m holds it: what it proved, or r looked at without a proof.
func (m *memo) look(k posKey, r posResult) (posResult, bool) {
	if m == nil {
		return r, false
	}
	p, ok := m.looks[k]
	if !ok {
		return r, false
	}
	if !p.looked {
		r.looked = true
		return r, true
	}
	return p, true
}

// keepLooks keeps the second looks of the positions of order that were
// given: res[i] after a look is a proof (proven, not inferred) or res[i]
// as it was with looked set.
func (m *memo) keepLooks(keys []posKey, order []int, res []posResult) {
	if m == nil {
		return
	}
	for _, i := range order {
		switch r := res[i]; {
		case !r.looked:
		case r.val.Proven && !r.inferred:
			m.looks[keys[i]] = r
		default:
			m.looks[keys[i]] = posResult{}
		}
	}
}

// analyseFrom is analyseAll with nexts[i] the move played from position i
// (its loss measured) or NoMove, on workers (made on first use), taking
// the analyses m holds (nil: none) and keeping the new ones there.
func analyseFrom(ctx context.Context, positions []game.Position, nexts []game.Move, s Settings, progress func(done, total int), workers []*worker, m *memo) ([]posResult, error) {
	res := make([]posResult, len(positions))
	keys := make([]posKey, len(positions))
	var order []int
	for k := range positions {
		i := len(positions) - 1 - k
		keys[i] = posKey{positions[i], nexts[i]}
		if m != nil {
			if r, ok := m.first[keys[i]]; ok {
				res[i] = r
				continue
			}
		}
		order = append(order, i)
	}
	n := len(positions) - len(order)
	err := runJobs(ctx, s, workers, order, func(ctx context.Context, w *worker, i int) error {
		r := w.analyse(ctx, positions[i], nexts[i])
		r.done = r.err == nil
		res[i] = r
		return r.err
	}, func() {
		if n++; progress != nil && n < len(positions) {
			progress(n, len(positions))
		}
	})
	if m != nil {
		for _, i := range order {
			if res[i].done {
				m.first[keys[i]] = res[i]
				m.next[positions[i]] = nexts[i]
			}
		}
	}
	if err != nil {
		return res, err
	}
	for s.ProveNodes > 0 {
		inferWins(positions, res)
		looks := secondLooks(res)
		if len(looks) == 0 {
			break
		}
		order = order[:0]
		for _, i := range looks {
			if r, ok := m.look(keys[i], res[i]); ok {
				res[i] = r
				continue
			}
			order = append(order, i)
		}
		err := runJobs(ctx, s, workers, order, func(ctx context.Context, w *worker, i int) error {
			r := w.secondLook(ctx, positions[i], res[i])
			if r.err != nil {
				return r.err // the first pass's result stands
			}
			res[i] = r
			return nil
		}, nil)
		m.keepLooks(keys, order, res)
		if err != nil {
			return res, err
		}
	}
	if progress != nil {
		progress(len(positions), len(positions))
	}
	return res, nil
}

// secondLooks returns, last first, the positions not looked at yet that
// are left unproven (or only inferred) before a move proven lost for its
// mover, or left unproven after a move from a proven win: the moves
// between them would be graded by the drop from a proof to an estimate.
func secondLooks(res []posResult) []int {
	var out []int
	for i := len(res) - 1; i >= 0; i-- {
		r := &res[i]
		if r.looked || r.val.Proven && !r.inferred {
			continue
		}
		lostAfter := i+1 < len(res) && res[i+1].val.Proven && res[i+1].val.Win
		wonBefore := i > 0 && res[i-1].val.Proven && res[i-1].val.Win && !r.val.Proven
		if lostAfter || wonBefore {
			out = append(out, i)
		}
	}
	return out
}

// runJobs runs job on the positions of order, in order, on all workers at
// once (each made on first use), calling done, if not nil, in the caller's
// goroutine after each. With s.Background each goroutine runs on its own
// low-priority thread. It returns a job's first error or ctx.Err().
func runJobs(ctx context.Context, s Settings, workers []*worker, order []int, job func(ctx context.Context, w *worker, i int) error, done func()) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	jobs := make(chan int)
	out := make(chan error)
	var wg sync.WaitGroup
	for k := range min(len(workers), len(order)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if s.Background {
				background.Enter()
			}
			if workerStarted != nil {
				workerStarted()
			}
			if workers[k] == nil {
				workers[k] = newWorker(s)
			}
			for i := range jobs {
				out <- job(ctx, workers[k], i)
			}
		}()
	}
	go func() {
		defer close(jobs)
		for _, i := range order {
			select {
			case jobs <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(out) }()

	n := 0
	var firstErr error
	for err := range out {
		n++
		if err != nil && firstErr == nil {
			firstErr = err
			cancel()
		}
		if done != nil && firstErr == nil {
			done()
		}
	}
	if firstErr != nil {
		return firstErr
	}
	if n < len(order) {
		return ctx.Err()
	}
	return nil
}

// canonicalFrame maps moves between a position of the game and its
// canonical form.
type canonicalFrame struct {
	to, back game.Symmetry
	n        int
}

func frameOf(pos game.Position) (game.Position, canonicalFrame) {
	c, y := pos.Canonical()
	return c, canonicalFrame{to: y, back: y.Inverse(), n: pos.Size()}
}

// out maps the moves of a result on the canonical position back to pos.
func (f canonicalFrame) out(r *posResult) {
	r.best = f.back.Move(r.best, f.n)
	r.pv = f.line(r.pv)
	for i := range r.moves {
		r.moves[i].Move = f.back.Move(r.moves[i].Move, f.n)
	}
}

func (f canonicalFrame) line(pv []game.Move) []game.Move {
	out := make([]game.Move, len(pv))
	for i, m := range pv {
		out[i] = f.back.Move(m, f.n)
	}
	return out
}

// analyse is the work on one position; next is the move played from it
// (NoMove for the last position).
func (w *worker) analyse(ctx context.Context, pos game.Position, next game.Move) posResult {
	var r posResult
	if r.err = ctx.Err(); r.err != nil {
		return r
	}
	if !pos.HasMoves() {
		r.val = Value{Proven: true}
		return r
	}
	cpos, f := frameOf(pos)
	next = f.to.Move(next, f.n)
	w.solver.Clear()
	exact := false
	if stones(&cpos) <= solveStones(cpos.Size()) && w.s.SolveNodes > 0 {
		exact = w.solve(ctx, cpos, &r)
		if err := ctx.Err(); err != nil {
			r.err = err
			return r
		}
	}
	known := next == game.NoMove || r.val.Proven && outcomeOf(r.moves, next) != Unknown
	if !exact || !known {
		w.search(ctx, cpos, next, &r)
	}
	f.out(&r)
	return r
}

// secondLook proves only the winner of pos, which r left unproven or
// inferred, within s.ProveNodes. A proof replaces r's value (length
// unknown); in a won position the solver's winning move becomes the best
// unless it is r's best already.
func (w *worker) secondLook(ctx context.Context, pos game.Position, r posResult) posResult {
	r.looked = true
	cpos, f := frameOf(pos)
	w.solver.Clear()
	sr, err := w.solver.Solve(ctx, cpos, ai.SolveOptions{Nodes: w.s.ProveNodes})
	if err := ctx.Err(); err != nil {
		r.err = err
		return r
	}
	if err != nil {
		return r
	}
	win := sr.Winner == pos.SideToMove()
	p := posResult{val: Value{Proven: true, Win: win, Plies: stones(&pos), Bound: true}, best: r.best, pv: r.pv, loss: r.loss, lossKnown: r.lossKnown, looked: true, done: r.done}
	if win {
		if b := f.back.Move(sr.PV[0], f.n); r.best != b {
			p.best, p.pv = b, []game.Move{b}
		}
	}
	return p
}

// solve proves pos within s.SolveNodes: first the position itself, then,
// in a won position, every other move (in a lost one every move loses),
// then the length of the game with perfect play, each with what is left
// of the budget. It reports whether r holds a proven value with that
// length and its line.
func (w *worker) solve(ctx context.Context, pos game.Position, r *posResult) bool {
	budget := w.s.SolveNodes
	mv, proven, win, used := proveMoves(ctx, w.solver, pos, Budget{Nodes: budget})
	if !proven {
		return false
	}
	r.moves = mv
	r.val = Value{Proven: true, Win: win, Plies: stones(&pos), Bound: true}
	if used < budget {
		dr, err := w.solver.Solve(ctx, pos, ai.SolveOptions{Nodes: budget - used, Distance: true})
		if err == nil && len(dr.PV) > 0 {
			r.val.Plies, r.val.Bound = dr.Plies, false
			r.best, r.pv = dr.PV[0], dr.PV
			return true
		}
	}
	return false
}

// limits are those of every search of the review: level Master within
// s.SearchNodes, seeded.
func (w *worker) limits(depth int) ai.Limits {
	return ai.Limits{Level: ai.Master, Nodes: w.s.SearchNodes, Depth: depth, Seed: 1}
}

// search runs the ai search on pos and fills in what the solver left open:
// the evaluation, and the best move and line unless the solver gave them;
// then the loss of next (when not NoMove) against the best move.
func (w *worker) search(ctx context.Context, pos game.Position, next game.Move, r *posResult) {
	w.searcher.Clear()
	sr, err := w.searcher.Search(ctx, pos, w.limits(0))
	if err != nil && !errors.Is(err, ai.ErrNoMove) {
		r.err = err
		return
	}
	eval := float64(w.evenScore(ctx, pos, sr)) / 100
	if err := ctx.Err(); err != nil {
		r.err = err
		return
	}
	if _, win, ok := sr.WinPlies(); ok && !r.val.Proven {
		r.val = Value{Proven: true, Win: win, Plies: stones(&pos), Bound: true}
	}
	if !r.val.Proven {
		r.val.Eval = eval
	}
	if r.best == game.NoMove {
		r.best, r.pv = sr.Move, sr.PV
	}
	r.keepWin()
	if next != game.NoMove {
		r.loss, r.lossKnown = w.lossOf(ctx, pos, next, r.best, max(sr.Depth-1, 1)), true
		if err := ctx.Err(); err != nil {
			r.err = err
		}
	}
}

// lossOf is the loss of the mover's winning chances when it plays m
// instead of best in pos: the chances after each, searched to depth in
// their canonical forms from empty tables, from the mover's point of
// view; 0 when m is best or scores as well.
func (w *worker) lossOf(ctx context.Context, pos game.Position, m, best game.Move, depth int) float64 {
	if m == best {
		return 0
	}
	sm := w.moveScore(ctx, pos, m, depth)
	sb := w.moveScore(ctx, pos, best, depth)
	return max(0, scoreChance(sb)-scoreChance(sm))
}

// moveScore is the score of m in pos for its mover, searched to depth.
func (w *worker) moveScore(ctx context.Context, pos game.Position, m game.Move, depth int) int {
	pos.Make(m)
	if !pos.HasMoves() {
		return ai.WinScore - 1
	}
	c, _ := pos.Canonical()
	w.searcher.Clear()
	r, _ := w.searcher.Search(ctx, c, w.limits(depth))
	return -r.Score
}

// scoreChance is the winning chance of a search score (ai units).
func scoreChance(score int) float64 { return WinningChance(float64(score) / 100) }

// keepWin makes best a move that keeps r's proven win when the solver's
// verdicts on the moves say that best does not.
func (r *posResult) keepWin() {
	if !r.val.Proven || !r.val.Win || r.moves == nil || outcomeOf(r.moves, r.best) == Win {
		return
	}
	for _, m := range r.moves {
		if m.Outcome == Win {
			r.best, r.pv = m.Move, []game.Move{m.Move}
			return
		}
	}
}

func stones(p *game.Position) int { return p.Count(game.Black) + p.Count(game.White) }

// evenScore returns sr's score, or, when its search ended on White's move,
// the score one ply shallower (mostly from the table), so every evaluation
// looks ahead to Black to move: evaluations swing with who moves at the
// horizon (about one move of mobility on 8×8).
func (w *worker) evenScore(ctx context.Context, pos game.Position, sr ai.Result) int {
	if sr.Proven || sr.Depth < 2 {
		return sr.Score
	}
	leafSide := pos.SideToMove()
	if sr.Depth%2 == 1 {
		leafSide = leafSide.Other()
	}
	if leafSide == game.Black {
		return sr.Score
	}
	r, err := w.searcher.Search(ctx, pos, w.limits(sr.Depth-1))
	if err != nil || r.Depth != sr.Depth-1 || r.Proven {
		return sr.Score
	}
	return r.Score
}

// outcomeOf returns the solver's verdict on m, Unknown when not listed.
func outcomeOf(mv []MoveValue, m game.Move) Outcome {
	for _, v := range mv {
		if v.Move == m {
			return v.Outcome
		}
	}
	return Unknown
}

package ai

import (
	"context"
	"math/bits"
	"sort"
	"sync/atomic"
	"time"
	"unsafe"

	"github.com/konane/konane/game"
)

// SolveOptions configure a solve.
type SolveOptions struct {
	// Time limits the solve; 0 means no limit (only ctx stops it). When it
	// runs out, Solve returns ErrUnsolved.
	Time time.Duration
	// Nodes, when not 0, limits the solve to about that many nodes: it
	// stops at the first poll (every 1024 nodes) at or after Nodes, the
	// Distance search and the Line included, and returns ErrUnsolved
	// (but for a Line cut short after the proof: see SolveResult.Cut).
	// With a node budget and a table cleared before (Solver.Clear), the
	// outcome depends only on the position and the options, unless Time
	// or ctx ends the solve first.
	Nodes uint64
	// Progress, when not nil, is called in the solving goroutine after each
	// move of the root position is decided and about every ProgressEvery.
	Progress func(SolveProgress)
	// ProgressEvery is the period of the timed progress calls; 0 means 1 s.
	ProgressEvery time.Duration
	// Line asks for SolveResult.PV to run to the end of the game. Following
	// the proof down re-solves positions the table did not keep, which
	// costs up to some 15 % more time; without it PV holds only the
	// winning move of the side to move, when it wins.
	Line bool
	// Distance asks for SolveResult.Plies, the length of the game with
	// perfect play (the winner taking the shortest win, the loser the
	// longest resistance), and for PV a line of such play to the end of
	// the game. It costs a second search, bounded by the same Time.
	Distance bool
}

// SolveProgress reports how far a solve has come.
type SolveProgress struct {
	Nodes   uint64        // positions visited so far
	Elapsed time.Duration // time since the solve started
	Done    int           // root moves decided so far
	Total   int           // root moves in all
	Move    game.Move     // the root move just decided, or NoMove for a timed report
	Wins    bool          // Move wins for the side to move (when Move is set)
}

// SolveResult is the outcome of a solve.
type SolveResult struct {
	Winner game.Color // the side that wins with perfect play
	// PV is, with SolveOptions.Line, a line to the end of the game in which
	// every move of the winner keeps the win (the loser's moves are its
	// first choices, not necessarily its longest resistance); without it,
	// the winning move alone. Either way PV[0] is a winning move when the
	// side to move wins, and PV is empty when the side to move has no move.
	PV []game.Move
	// Plies is, with SolveOptions.Distance, the length of the game from
	// the position with perfect play; 0 otherwise.
	Plies int
	// Cut is set, with SolveOptions.Line, when the time or node limit (or
	// ctx) ended the line after the proof and before the end of the game:
	// Winner and PV[0] stand, but PV is only the line's start, and its
	// length is no length of the game. (ParallelSolver returns ErrUnsolved
	// instead.)
	Cut     bool
	Nodes   uint64
	Elapsed time.Duration
}

// Solver proves the winner of positions with perfect play by a depth-first
// win/loss search. Its table, kept between solves, is keyed by the occupied
// squares up to 8×8 (key8), a hash of lattice sets on 9×9 to 12×12
// (latKey), else the Zobrist key. One solve runs at a time; concurrent
// calls wait.
type Solver struct {
	sem    chan struct{}
	tab    *solveTable
	nodes  uint64
	max    uint64 // node budget, 0: none
	period uint64 // nodes between polls
	next   uint64
	polls  uint64 // number of polls, for tests
	stop   bool
	done   <-chan struct{}
	end    time.Time // zero: no time limit
	start  time.Time

	progress      func(SolveProgress)
	progressEvery time.Duration
	lastReport    time.Time
	rootDone      int
	rootTotal     int

	size  int // board size of the positions in the table
	g     *game.Board8
	symAt int // use symmetric keys while more than symAt stones remain
	buf   [MaxPly + 1][64]game.Jump8
	ord   [MaxPly + 1][64]int32
	wbuf  [MaxPly + 1][maxMoves]game.Move

	// Move ordering of win8 within a solve: per ply the last two moves
	// that won (killers) and the path of the move being searched, and per
	// path of an opponent's jump (its two squares) the move that last won
	// after it (countermove).
	killers  [MaxPly + 1][2]game.Jump8
	played   [MaxPly + 1]uint64
	counters [64][64]game.Jump8

	lat     *game.BoardWide // boards from 9×9 to 12×12, else nil
	lw      *latBufs        // winLat's buffers, made with the first lat
	noLat   bool            // tests and benchmarks: winWide instead of winLat
	noETC   bool            // tests and benchmarks: win8 without etc8
	etcHits uint64          // cutoffs of etc8, for tests

	dist  map[uint64]distEntry // the distance search's tables, made on first use
	dist8 map[key8]lenBounds
	dbuf  *distBuf
}

// NewSolver returns a Solver whose table uses at most tableBytes (0 means
// DefaultTableBytes).
func NewSolver(tableBytes int) *Solver {
	if tableBytes <= 0 {
		tableBytes = DefaultTableBytes
	}
	return &Solver{sem: make(chan struct{}, 1), tab: newSolveTable(tableBytes)}
}

// Clear empties the solver's tables (the proofs and the game lengths), so
// that the next solve works as on a new Solver. It waits for a running
// solve.
func (s *Solver) Clear() {
	s.sem <- struct{}{}
	defer func() { <-s.sem }()
	s.clear()
}

func (s *Solver) clear() {
	s.tab.clear()
	clear(s.dist)
	clear(s.dist8)
}

// Solve proves the winner of pos (removal phases included). It returns
// ErrUnsolved when opts.Time runs out and ctx.Err() when ctx ends first;
// the Result is then meaningless except for Nodes and Elapsed.
func (s *Solver) Solve(ctx context.Context, pos game.Position, opts SolveOptions) (SolveResult, error) {
	start := time.Now()
	select {
	case s.sem <- struct{}{}:
	case <-ctx.Done():
		return SolveResult{}, ctx.Err()
	}
	defer func() { <-s.sem }()

	s.period = pollEvery
	s.nodes, s.next, s.stop, s.polls = 0, nextPoll(0, s.period), false, 0
	s.max = opts.Nodes
	s.done = ctx.Done()
	s.start, s.lastReport = start, start
	s.end = time.Time{}
	if opts.Time > 0 {
		s.end = start.Add(opts.Time)
	}
	s.progress = opts.Progress
	s.progressEvery = opts.ProgressEvery
	if s.progressEvery <= 0 {
		s.progressEvery = time.Second
	}
	if pos.Size() != s.size {
		// The same stones on boards of two sizes have the same key.
		if s.size != 0 {
			s.tab.clear()
			clear(s.dist)
			clear(s.dist8)
		}
		s.size = pos.Size()
	}
	s.setBoard(pos.Size())
	s.resetOrdering()
	win, first := s.solveRoot(&pos)
	r := SolveResult{Nodes: s.nodes}
	if s.stop {
		r.Elapsed = time.Since(start)
		if err := ctx.Err(); err != nil {
			return r, err
		}
		return r, ErrUnsolved
	}
	r.Winner = pos.SideToMove()
	if !win {
		r.Winner = r.Winner.Other()
	}
	switch {
	case opts.Distance:
		pv, ok := s.distLine(pos, win)
		if !ok {
			r.Nodes, r.Elapsed = s.nodes, time.Since(start)
			if err := ctx.Err(); err != nil {
				return r, err
			}
			return r, ErrUnsolved
		}
		r.PV, r.Plies = pv, len(pv)
	case opts.Line:
		r.PV = s.line(pos, first)
		r.Cut = s.stop
	case first != game.NoMove:
		r.PV = []game.Move{first}
	}
	r.Nodes = s.nodes
	r.Elapsed = time.Since(start)
	return r, nil
}

// visit counts a node of the search, polls the clock and the done channel
// every period nodes, and reports whether the search must stop.
func (s *Solver) visit() bool {
	s.nodes++
	if s.nodes >= s.next {
		s.poll()
	}
	return s.stop
}

func (s *Solver) poll() {
	s.polls++
	s.next = nextPoll(s.nodes, s.period)
	if coldPoll(s.nodes, s.period) {
		if closed(s.done) {
			s.stop = true
		}
		return
	}
	now := time.Now()
	if s.max > 0 && s.nodes >= s.max || !s.end.IsZero() && !now.Before(s.end) {
		s.stop = true
	}
	select {
	case <-s.done:
		s.stop = true
	default:
	}
	if s.progress != nil && now.Sub(s.lastReport) >= s.progressEvery {
		s.lastReport = now
		s.progress(SolveProgress{Nodes: s.nodes, Elapsed: now.Sub(s.start), Done: s.rootDone, Total: s.rootTotal})
	}
}

// solveRoot decides the root moves one by one, reporting progress, and
// returns whether the side to move wins and a winning move.
func (s *Solver) solveRoot(pos *game.Position) (bool, game.Move) {
	moves := s.order(pos, pos.LegalMoves(nil))
	s.rootDone, s.rootTotal = 0, len(moves)
	for _, m := range moves {
		child := *pos
		child.Make(m)
		childWins := s.solvePos(&child, 1)
		if s.stop {
			return false, game.NoMove
		}
		s.rootDone++
		if s.progress != nil {
			s.lastReport = time.Now()
			s.progress(SolveProgress{Nodes: s.nodes, Elapsed: time.Since(s.start), Done: s.rootDone, Total: s.rootTotal, Move: m, Wins: !childWins})
		}
		if !childWins {
			return true, m
		}
	}
	return false, game.NoMove
}

// order sorts moves so that those leaving the opponent fewest replies come
// first.
func (s *Solver) order(pos *game.Position, moves []game.Move) []game.Move {
	reply := make([]int, len(moves))
	for i, m := range moves {
		c := *pos
		c.Make(m)
		reply[i] = c.CountMoves()
	}
	idx := make([]int, len(moves))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return reply[idx[a]] < reply[idx[b]] })
	out := make([]game.Move, len(moves))
	for i, j := range idx {
		out[i] = moves[j]
	}
	return out
}

// solvePos reports whether the side to move of pos wins.
func (s *Solver) solvePos(pos *game.Position, ply int) bool {
	if own, opp, keySide, ok := s.bits8(pos); ok {
		return s.win8(own, opp, keySide, ply)
	}
	if own, opp, on, ok := s.bitsLat(pos); ok {
		return s.winLat(own, opp, on, ply)
	}
	return s.winWide(pos, ply)
}

// bits8 returns pos for the bitboard solver: own and opp, the stones of the
// side to move and its opponent's, and keySide, the colour on whose squares
// (Board8.Home) own stand while opp stand on the other's, so they fix the
// position (key8). ok is false otherwise, in the removal phases and above
// 8×8.
func (s *Solver) bits8(pos *game.Position) (own, opp uint64, keySide int, ok bool) {
	if s.g == nil || pos.Phase() != game.Jumps {
		return 0, 0, 0, false
	}
	side := pos.SideToMove()
	own, _ = pos.Stones8(side)
	opp, _ = pos.Stones8(side.Other())
	for _, c := range [2]game.Color{side, side.Other()} {
		if own&^s.g.Home(c)|opp&^s.g.Home(c.Other()) == 0 {
			return own, opp, int(c), true
		}
	}
	return 0, 0, 0, false
}

// winWide is the solver on game.Position, for the removal phases and for
// positions with stones of a colour on squares of both colours (bits8,
// bitsLat).
func (s *Solver) winWide(pos *game.Position, ply int) bool {
	if s.visit() {
		return false
	}
	key := pos.Hash()
	if pos.Phase() != game.Jumps {
		key = ^key // keep removal-phase positions apart from jump-phase ones
	}
	if w, ok := s.tab.probe(key, 0); ok {
		return w
	}
	if ply >= MaxPly {
		return false // cannot happen: no game is that long
	}
	moves := pos.LegalMoves(s.wbuf[ply][:0])
	if len(moves) == 0 {
		s.tab.store(key, 0, false, 0)
		return false
	}
	keys := s.ord[ply][:0]
	if len(moves) <= len(s.ord[ply]) {
		for _, m := range moves {
			pos.Make(m)
			keys = append(keys, int32(pos.CountMoves()))
			pos.Unmake(m)
		}
	}
	before := s.nodes
	win := false
	for i := range moves {
		if len(keys) == len(moves) {
			selectFewest(moves, keys, i)
		}
		m := moves[i]
		pos.Make(m)
		childWins := s.solvePos(pos, ply+1)
		pos.Unmake(m)
		if s.stop {
			return false
		}
		if !childWins {
			win = true
			break
		}
	}
	s.tab.store(key, 0, win, s.nodes-before)
	return win
}

// solveTTMinStones: positions with this many stones or fewer are searched
// without the table (their subtrees are too small to pay for a cache miss).
const solveTTMinStones = 8

// key8 returns the table key of a jump-phase position up to 8×8 laid out as
// bits8 gives it: the occupied squares occ and side, reduced by the
// symmetries of the square while many stones remain.
func (s *Solver) key8(occ uint64, side int) (uint64, int) {
	if bits.OnesCount64(occ) <= s.symAt {
		return occ, side
	}
	g := s.g
	best, bestSide := occ, side
	t := occ
	swapV := g.Size()%2 == 0 // a flip of an even board swaps the colours
	for i := 1; i < 8; i++ {
		sd := side
		switch i {
		case 1:
			t = flipV(g, occ)
		case 2:
			t = mirrorH(g, occ)
		case 3:
			t = flipV(g, mirrorH(g, occ))
		case 4:
			t = transpose(occ)
		case 5:
			t = flipV(g, transpose(occ))
		case 6:
			t = mirrorH(g, transpose(occ))
		case 7:
			t = flipV(g, mirrorH(g, transpose(occ)))
		}
		if swapV && (i == 1 || i == 2 || i == 5 || i == 6) {
			sd ^= 1
		}
		if t < best || t == best && sd < bestSide {
			best, bestSide = t, sd
		}
	}
	return best, bestSide
}

// win8 reports whether the side to move (stones own, on the squares of
// colour side, see bits8) wins against opp, on a board up to 8×8 in the
// jump phase.
func (s *Solver) win8(own, opp uint64, side, ply int) bool {
	if s.visit() {
		return false
	}
	g := s.g
	moves := g.Jumps(own, opp, s.buf[ply][:0])
	if len(moves) == 0 {
		return false
	}
	// Fewest replies first; among the moves that leave the fewest, most
	// moves of our own (counted only for those, to save time).
	keys := s.ord[ply][:len(moves)]
	least := int32(1 << 30)
	for i, m := range moves {
		r := int32(g.CountJumps(opp&^m.Captured, own^m.Path))
		if r == 0 {
			return true // the opponent is left without a move
		}
		keys[i] = r << 8
		least = min(least, keys[i])
	}
	if len(moves) > 1 {
		for i, m := range moves {
			if keys[i] == least {
				keys[i] -= int32(g.CountJumps(own^m.Path, opp&^m.Captured))
			}
		}
	}
	// The table is skipped where its cache miss costs more than it saves:
	// with few stones left, and at forced moves (the reply position probes
	// the table itself).
	useTT := len(moves) > 1 && bits.OnesCount64(own|opp) > solveTTMinStones
	var kOcc uint64
	var kSide int
	if useTT {
		kOcc, kSide = s.key8(own|opp, side)
		if w, ok := s.tab.probe(kOcc, kSide); ok {
			return w
		}
	}
	before := s.nodes
	win := false
	// The moves that won last at this ply (killers) and the one that
	// answered the opponent's last move with a win (the countermove) go
	// before the others that leave as many replies.
	k := &s.killers[ply]
	var cm *game.Jump8
	if ply > 0 {
		cm = s.counter(s.played[ply-1])
	}
	if len(moves) > 1 {
		for i, m := range moves {
			switch m {
			case k[0]:
				keys[i] -= killerBonus
			case k[1]:
				keys[i] -= killerBonus / 2
			}
			if cm != nil && m == *cm {
				keys[i] -= counterBonus
			}
		}
	}
	if useTT {
		if i := s.etc8(own, opp, side, moves, keys); i >= 0 {
			s.etcHits++
			rememberWin(k, cm, moves[i])
			s.tab.store(kOcc, kSide, true, 0)
			return true
		}
	}
	for i := range moves {
		selectFewest(moves, keys, i)
		m := moves[i]
		s.played[ply] = m.Path
		if !s.win8(opp&^m.Captured, own^m.Path, side^1, ply+1) {
			if s.stop {
				return false
			}
			win = true
			rememberWin(k, cm, m)
			break
		}
		if s.stop {
			return false
		}
	}
	if useTT {
		s.tab.store(kOcc, kSide, win, s.nodes-before)
	}
	return win
}

// etcMinStones: win8 looks its children up in the table (etc8) only in
// positions of more than this many stones, where the spared subtrees pay
// for the cache misses (BenchmarkSolveMiddle8: 19.1 M nodes against 22.9 M
// without on middle8.txt).
const etcMinStones = 20

// etc8 returns the index in moves of a child that the table holds as lost
// for its side to move, or -1 (enhanced transposition cutoffs); win8 then
// takes that move as killer and countermove. It looks up, in win8's order,
// only children win8 stores: over solveTTMinStones stones, keys above 256.
func (s *Solver) etc8(own, opp uint64, side int, moves []game.Jump8, keys []int32) int {
	n := bits.OnesCount64(own | opp)
	if s.noETC || n <= etcMinStones {
		return -1
	}
	for i := range moves {
		selectFewest(moves, keys, i)
		m := moves[i]
		if keys[i] <= 1<<8 || n-bits.OnesCount64(m.Captured) <= solveTTMinStones {
			continue
		}
		k, ks := s.key8(opp&^m.Captured|own^m.Path, side^1)
		if w, ok := s.tab.probe(k, ks); ok && !w {
			return i
		}
	}
	return -1
}

// The ordering bonuses of win8, in the units of its keys (256 per reply
// left to the opponent): a killer or the countermove goes before the other
// moves that leave as many replies, ahead of the tie-break on the mover's
// own moves.
const (
	killerBonus  = 128
	counterBonus = 64
)

// rememberWin makes m, a move that won, the first killer of its ply (k)
// and the countermove (cm, when not nil) of the opponent's last move.
func rememberWin(k *[2]game.Jump8, cm *game.Jump8, m game.Jump8) {
	if k[0] != m {
		k[1], k[0] = k[0], m
	}
	if cm != nil {
		*cm = m
	}
}

// counter returns the countermove slot of the opponent's jump whose path is
// prev, nil when there is none (the root).
func (s *Solver) counter(prev uint64) *game.Jump8 {
	if prev == 0 {
		return nil
	}
	return &s.counters[bits.TrailingZeros64(prev)][63-bits.LeadingZeros64(prev)]
}

// resetOrdering forgets the killers and countermoves, at the start of a
// solve, so that a solve's work depends on its position, its options and
// the table alone.
func (s *Solver) resetOrdering() {
	s.killers = [MaxPly + 1][2]game.Jump8{}
	s.played = [MaxPly + 1]uint64{}
	s.counters = [64][64]game.Jump8{}
	if s.lw != nil {
		s.lw.reset()
	}
}

// line follows the solved game from pos to its end: the winner plays a
// move that keeps the win, the loser its first move. first, when not
// NoMove, is the root's winning move, already known.
func (s *Solver) line(pos game.Position, first game.Move) []game.Move {
	var pv []game.Move
	if first != game.NoMove {
		pv = append(pv, first)
		pos.Make(first)
	}
	for len(pv) < MaxPly {
		moves := s.order(&pos, pos.LegalMoves(nil))
		if len(moves) == 0 {
			break
		}
		next := moves[0]
		for _, m := range moves {
			c := pos
			c.Make(m)
			childWins := s.solvePos(&c, 1)
			if s.stop {
				return pv
			}
			if !childWins {
				next = m
				break
			}
		}
		pv = append(pv, next)
		pos.Make(next)
	}
	return pv
}

// solveTable maps positions to won/lost in 2-entry buckets: the first keeps
// the larger search's result, the second the newest. A shared table
// (ParallelSolver) is safe for concurrent use: words are accessed
// atomically and an entry's first word is key XOR second, so a torn entry
// misses.
type solveTable struct {
	e      []solveEntry
	mask   uint64
	shared bool
}

// solveEntry is 16 bytes: the key XOR info, and info: a used bit (0), the
// side to move (1), the result (2) and log2 of the nodes the proof took
// (8–15). solveTableFormat names this layout in saved tables (psave.go).
type solveEntry struct {
	key  uint64 // the key XOR info: compare keys through load, never e.key
	info uint64
}

// solveTableFormat is the version of solveEntry's layout and of the keys'
// meaning in saved tables: change it with either. Lattice keys (latKey) and
// Zobrist keys live side by side under version 1; a reader that asks only
// Zobrist keys meets a lattice entry only by a 2^-64 chance.
const solveTableFormat = 1

func newSolveTable(bytes int) *solveTable {
	n := uint64(1)
	for n*2*2*16 <= uint64(bytes) {
		n *= 2
	}
	t := &solveTable{e: make([]solveEntry, 2*n), mask: n - 1}
	adviseHugePages(unsafe.Pointer(&t.e[0]), uintptr(len(t.e))*unsafe.Sizeof(t.e[0]))
	return t
}

func (t *solveTable) clear() { clear(t.e) }

func (t *solveTable) slot(key uint64, side int) (uint64, uint64) {
	h := mix64(key ^ uint64(side)*0x9e3779b97f4a7c15)
	return (h & t.mask) * 2, uint64(1 | side<<1)
}

// load returns the key and info of entry i (info 0: unused).
func (t *solveTable) load(i uint64) (key, info uint64) {
	e := &t.e[i]
	info = atomic.LoadUint64(&e.info)
	return atomic.LoadUint64(&e.key) ^ info, info
}

func (t *solveTable) set(i, key, info uint64) {
	e := &t.e[i]
	if t.shared {
		atomic.StoreUint64(&e.key, key^info)
		atomic.StoreUint64(&e.info, info)
		return
	}
	e.key, e.info = key^info, info
}

func (t *solveTable) probe(key uint64, side int) (win, ok bool) {
	i, tag := t.slot(key, side)
	for j := i; j < i+2; j++ {
		k, info := t.load(j)
		if info&3 == tag && k == key {
			return info&4 != 0, true
		}
	}
	return false, false
}

func (t *solveTable) store(key uint64, side int, win bool, work uint64) {
	i, tag := t.slot(key, side)
	info := tag | uint64(bits.Len64(work))<<8
	if win {
		info |= 4
	}
	fKey, fInfo := t.load(i)
	same := fKey == key && fInfo&3 == tag
	if fInfo == 0 || same || info>>8 >= fInfo>>8 {
		if fInfo != 0 && !same {
			t.set(i+1, fKey, fInfo) // demote the old deep entry to the second slot
		}
		t.set(i, key, info)
		return
	}
	t.set(i+1, key, info)
}

// selectFewest moves the move with the smallest key among moves[i:] (the
// reply that leaves the opponent fewest moves) to index i, with its key:
// one step of a selection sort, so a cutoff spares sorting the rest.
func selectFewest[M any](moves []M, keys []int32, i int) {
	bi := i
	for j := i + 1; j < len(moves); j++ {
		if keys[j] < keys[bi] {
			bi = j
		}
	}
	moves[i], moves[bi] = moves[bi], moves[i]
	keys[i], keys[bi] = keys[bi], keys[i]
}

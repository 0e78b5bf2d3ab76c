package ai

import (
	"context"
	"slices"
	"sync/atomic"
	"time"

	"github.com/konane/konane/game"
)

// pollEvery is the number of nodes between two checks of the clock and the
// context, on every board size: about 0.1 ms of search (9–13 million nodes
// per CPU second, BenchmarkSearchNodesPerSecond) or 0.3 ms of solving on
// 12×12. It bounds how late a stopped search ends.
const pollEvery = 1024

const infinity = WinScore + 1

// searchNow is the search's clock, read by poll; tests replace it.
var searchNow = time.Now

// ttMinDepth is the least depth at which a node probes the table.
const ttMinDepth = 2

// maxMoves bounds the moves of one position (the most seen on 12×12 is far
// below; game.Position.IsLegal uses the same bound).
const maxMoves = 256

// searcher is the state of one alpha-beta search. It lives in a Searcher and
// is reused, so a search allocates only its result.
type searcher struct {
	tt       *table
	weights  *Weights // the full evaluation
	w        *Weights // the evaluation of this search
	ctx      context.Context
	done     <-chan struct{}
	deadline time.Time
	pos      game.Position
	p        levelParams
	noiseKey uint64

	nodes    uint64
	maxNodes uint64 // node budget, 0: none
	period   uint64 // nodes between polls
	nextPoll uint64
	polls    uint64 // number of polls, for tests
	stopped  bool
	halt     *atomic.Bool // set by the main thread to stop a helper; nil in the main thread
	helper   int          // 0 in the main thread, i for the i-th helper (see smp.go)

	rootBest  game.Move
	rootScore int
	// exclude lists the root moves this search leaves out (SearchExcluding);
	// with any, the root's value is not stored in the table.
	exclude []game.Move

	killers [MaxPly + 1][2]game.Move
	history [2][144][144]int32
	g       *game.Board8 // the board's bitboard tables, nil above 8×8
	moves   [MaxPly + 1][maxMoves]game.Move
	moves8  [MaxPly + 1][maxMoves]game.Jump8
	keys    [MaxPly + 1][maxMoves]int32
	pv      [MaxPly + 1][MaxPly + 1]game.Move
	pvLen   [MaxPly + 1]int
}

func (s *searcher) clearHeuristics() {
	s.killers = [MaxPly + 1][2]game.Move{}
	s.history = [2][144][144]int32{}
}

func (s *searcher) reset(ctx context.Context, pos game.Position, deadline time.Time, p levelParams, key uint64) {
	s.ctx, s.done = ctx, ctx.Done()
	s.pos = pos
	s.g = nil
	if pos.Size() <= 8 {
		s.g = game.Board8Of(pos.Size())
	}
	s.deadline = deadline
	s.p = p
	s.noiseKey = key
	s.period = pollEvery
	s.nodes, s.nextPoll, s.polls = 0, nextPoll(0, s.period), 0
	s.maxNodes = 0
	s.stopped = false
	s.halt, s.helper = nil, 0
	s.exclude = nil
	s.newSearch()
	s.tt.age++
	s.w = s.weights
	if p.simpleEval {
		s.w = &simpleWeights
	}
}

// newSearch forgets the killer moves and ages the history so that old
// games weigh less.
func (s *searcher) newSearch() {
	s.killers = [MaxPly + 1][2]game.Move{}
	for c := range s.history {
		for i := range s.history[c] {
			for j := range s.history[c][i] {
				s.history[c][i][j] /= 8
			}
		}
	}
}

// poll stops the search when the main thread halts this helper, ctx is
// done, the deadline has passed or the node budget is spent. Clock and
// budget are read at every poll except coldPoll's extra ones, so polls fall
// on multiples of the period (alignedPoll after an endgame solve).
func (s *searcher) poll() {
	s.polls++
	switch {
	case s.halt != nil && s.halt.Load(), closed(s.done):
		s.stopped = true
	case coldPoll(s.nodes, s.period):
	case !searchNow().Before(s.deadline):
		s.stopped = true
	case s.maxNodes > 0 && s.nodes >= s.maxNodes:
		s.stopped = true
	}
}

// iterate runs the iterative deepening up to maxDepth and returns the
// result of the deepest completed iteration (or the better move of an
// interrupted one).
func (s *searcher) iterate(maxDepth int) Result {
	var r Result
	prev := 0
	for depth := 1; depth <= maxDepth; depth++ {
		s.rootBest = game.NoMove
		score, alpha := s.aspiration(depth, prev)
		if s.stopped {
			// A move that beat the previous best inside this iteration's
			// window is better informed than the last iteration's choice.
			if s.rootBest != game.NoMove && depth > 1 && s.rootScore > alpha && s.rootBest != r.Move {
				r.Move = s.rootBest
				r.Score = s.rootScore
				r.PV = []game.Move{s.rootBest}
			}
			break
		}
		prev = score
		r.Depth = depth
		r.Score = score
		r.PV = append(r.PV[:0:0], s.pv[0][:s.pvLen[0]]...)
		if len(r.PV) > 0 {
			r.Move = r.PV[0]
		}
		if isWin(score) || isWin(-score) {
			r.Proven = true
			break
		}
	}
	r.Nodes = s.nodes
	return r
}

// aspiration searches the root to depth in a window around prev, the last
// iteration's score, widened on each fail high or low (the first iterations
// use the full window). It returns the score and the last window's lower
// bound; the score means nothing if the search was stopped.
func (s *searcher) aspiration(depth, prev int) (score, alpha int) {
	window := 40
	alpha, beta := -infinity, infinity
	if depth >= 4 && !isWin(prev) {
		alpha, beta = prev-window, prev+window
	}
	for {
		score = s.negamax(depth, 0, alpha, beta)
		if s.stopped {
			return score, alpha
		}
		if score <= alpha && alpha > -infinity {
			alpha = max(-infinity, score-window)
			window *= 4
			continue
		}
		if score >= beta && beta < infinity {
			beta = min(infinity, score+window)
			window *= 4
			continue
		}
		return score, alpha
	}
}

func isWin(score int) bool { return score >= WinScore-MaxPly }

// toTT and fromTT convert proven scores between "from the root" and "from
// this node", so a stored win keeps its distance.
func toTT(score, ply int) int {
	switch {
	case isWin(score):
		return score + ply
	case isWin(-score):
		return score - ply
	}
	return score
}

func fromTT(score, ply int) int {
	switch {
	case isWin(score):
		return score - ply
	case isWin(-score):
		return score + ply
	}
	return score
}

func sqIndex(sq game.Square) int { return sq.Rank()*12 + sq.File() }

// leaf evaluates the current position, with the level's noise.
func (s *searcher) leaf(ply int) int {
	if s.g != nil && s.pos.Phase() == game.Jumps {
		side := s.pos.SideToMove()
		own, _ := s.pos.Stones8(side)
		opp, _ := s.pos.Stones8(side.Other())
		return s.leafBits(own, opp, ply)
	}
	v := evaluate(&s.pos, s.w, ply)
	return s.addNoise(v, s.pos.Hash())
}

// leafBits evaluates a jump-phase position on a board up to 8×8 given by
// the stones of the side to move (own) and of its opponent.
func (s *searcher) leafBits(own, opp uint64, ply int) int {
	v := evalBits(s.g, own, opp, s.w, ply)
	if s.p.noise == 0 {
		return v
	}
	return s.addNoise(v, own*0x9e3779b97f4a7c15^opp*0xc2b2ae3d27d4eb4f)
}

// addNoise adds the level's noise, a fixed function of the position (key)
// and the search's noise key, to a heuristic score.
func (s *searcher) addNoise(v int, key uint64) int {
	if s.p.noise > 0 && v > -maxEval && v < maxEval {
		amp := uint64(s.p.noise)
		v += int(mix64(key^s.noiseKey)%(2*amp+1)) - s.p.noise
	}
	return v
}

// leafParent searches a node of depth 1 on a board up to 8×8 in the jump
// phase: its children are leaves, so they are evaluated straight from the
// bitboards, without making the moves on the Position. The killer move is
// tried first.
func (s *searcher) leafParent(ply, alpha, beta int) int {
	g := s.g
	side := s.pos.SideToMove()
	own, _ := s.pos.Stones8(side)
	opp, _ := s.pos.Stones8(side.Other())
	moves := g.Jumps(own, opp, s.moves8[ply][:0])
	if len(moves) == 0 {
		return -(WinScore - ply)
	}
	if k := s.killers[ply][0]; k.IsJump() {
		kb := game.Path8(k)
		for i := 1; i < len(moves); i++ {
			if moves[i].Path == kb {
				moves[0], moves[i] = moves[i], moves[0]
				break
			}
		}
	}
	origAlpha := alpha
	best, bestI := -infinity, 0
	for i, m := range moves {
		s.nodes++
		if s.nodes >= s.nextPoll {
			s.nextPoll = nextPoll(s.nodes, s.period)
			s.poll()
			if s.stopped {
				return 0
			}
		}
		v := -s.leafBits(opp&^m.Captured, own^m.Path, ply+1)
		if v > best {
			best, bestI = v, i
			if v > alpha {
				alpha = v
				if v >= beta {
					break
				}
			}
		}
	}
	m := moves[bestI].Move(own)
	if best > origAlpha {
		s.pv[ply][0] = m
		s.pvLen[ply] = 1
	}
	if best >= beta && m != s.killers[ply][0] {
		s.killers[ply][1] = s.killers[ply][0]
		s.killers[ply][0] = m
	}
	return best
}

func (s *searcher) negamax(depth, ply, alpha, beta int) int {
	s.pvLen[ply] = 0
	s.nodes++
	if s.nodes >= s.nextPoll {
		s.nextPoll = nextPoll(s.nodes, s.period)
		s.poll()
	}
	if s.stopped {
		return 0
	}
	if depth <= 0 || ply >= MaxPly {
		return s.leaf(ply)
	}
	// Mate-distance pruning: no line from here beats a win found nearer.
	if a := -(WinScore - ply); alpha < a {
		alpha = a
	}
	if b := WinScore - ply - 1; beta > b {
		beta = b
	}
	if alpha >= beta {
		return alpha
	}
	if depth == 1 && ply > 0 && s.g != nil && s.pos.Phase() == game.Jumps {
		return s.leafParent(ply, alpha, beta)
	}
	pvNode := beta-alpha > 1
	key := s.pos.Hash()
	ttMove := game.NoMove
	// Nodes just above the leaves skip the table: their subtrees cost less
	// than the cache miss of a probe.
	useTT := depth >= ttMinDepth
	if !useTT {
	} else if e, ok := s.tt.probe(key); ok {
		ttMove = e.move
		if !pvNode && ply > 0 && e.depth >= depth {
			v := fromTT(e.score, ply)
			switch {
			case e.bound == boundExact,
				e.bound == boundLower && v >= beta,
				e.bound == boundUpper && v <= alpha:
				return v
			}
		}
	}

	moves := s.pos.LegalMoves(s.moves[ply][:0])
	if len(moves) == 0 {
		return -(WinScore - ply)
	}
	restricted := ply == 0 && len(s.exclude) > 0
	if restricted {
		moves = slices.DeleteFunc(moves, func(m game.Move) bool { return slices.Contains(s.exclude, m) })
		if len(moves) == 0 {
			return -(WinScore - ply) // Search refuses a root with no move left
		}
	}
	side := s.pos.SideToMove()
	keys := s.keys[ply][:len(moves)]
	k0, k1 := s.killers[ply][0], s.killers[ply][1]
	hist := &s.history[side]
	for i, m := range moves {
		switch m {
		case ttMove:
			keys[i] = 1 << 30
		case k0:
			keys[i] = 1 << 29
		case k1:
			keys[i] = 1<<29 - 1
		default:
			keys[i] = hist[sqIndex(m.From())][sqIndex(m.To())]
		}
	}

	origAlpha := alpha
	best := -infinity
	bestMove := game.NoMove
	for i := range moves {
		// Selection sort: bring the best-keyed remaining move to i.
		bi := i
		for j := i + 1; j < len(moves); j++ {
			if keys[j] > keys[bi] {
				bi = j
			}
		}
		moves[i], moves[bi] = moves[bi], moves[i]
		keys[i], keys[bi] = keys[bi], keys[i]
		m := moves[i]

		s.pos.Make(m)
		var v int
		if i == 0 {
			v = -s.negamax(depth-1, ply+1, -beta, -alpha)
		} else {
			// Late-move reduction of quiet, late moves at depth ≥ 3.
			r := 0
			if depth >= 3 && i >= 3 && keys[i] < 1<<28 {
				r = 1
				if depth >= 6 && i >= 8 {
					r = 2
				}
			}
			v = -s.negamax(depth-1-r, ply+1, -alpha-1, -alpha)
			if v > alpha && r > 0 {
				v = -s.negamax(depth-1, ply+1, -alpha-1, -alpha)
			}
			if v > alpha && v < beta {
				v = -s.negamax(depth-1, ply+1, -beta, -alpha)
			}
		}
		s.pos.Unmake(m)
		if s.stopped {
			return 0
		}
		if v > best {
			best, bestMove = v, m
			if v > alpha {
				alpha = v
				s.pv[ply][0] = m
				n := copy(s.pv[ply][1:], s.pv[ply+1][:s.pvLen[ply+1]])
				s.pvLen[ply] = n + 1
				if ply == 0 {
					s.rootBest, s.rootScore = m, v
				}
				if v >= beta {
					if m != k0 {
						s.killers[ply][1] = k0
						s.killers[ply][0] = m
					}
					h := &hist[sqIndex(m.From())][sqIndex(m.To())]
					*h += int32(depth * depth)
					if *h > 1<<26 {
						for a := range hist {
							for b := range hist[a] {
								hist[a][b] /= 2
							}
						}
					}
					break
				}
			}
		}
	}
	bound := boundExact
	switch {
	case best >= beta:
		bound = boundLower
	case best <= origAlpha:
		bound = boundUpper
	}
	if useTT && !restricted {
		s.tt.store(key, bestMove, toTT(best, ply), depth, bound)
	}
	return best
}

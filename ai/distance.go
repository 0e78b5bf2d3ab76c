package ai

import "github.com/konane/konane/game"

// The distance search finds how long a solved game lasts with perfect
// play: the winner takes the shortest win, the loser the longest
// resistance. Jump-phase positions on boards up to 8×8 ask "does the game
// last at most d plies?" for d = 1, 3, 5… (a win) or 2, 4, 6… (a loss),
// each a search of wins and losses on bitboards in which the boolean
// solver (and its table) prunes the winner's moves to those that keep the
// win; a table keyed like the solver's keeps bounds on each position's
// length. Other positions (the removal phase, boards above 8×8, stones on
// squares of the other colour) run an
// alpha-beta search over proven scores (WinScore−p for a game that ends at
// ply p from the root with the side to move winning, −(WinScore−p) for a
// loss) with mate-distance pruning, keyed by the Zobrist key (which
// includes the side to move).

// distEntry holds bounds on a position's score, relative to the position
// (toTT form): lo ≤ score ≤ hi.
type distEntry struct{ lo, hi int16 }

// maxDistEntries bounds the distance table; it is emptied when full
// (each entry costs some 40 bytes in the map, so about 10 MB each).
const maxDistEntries = 1 << 18

// distBuf holds the move lists of the distance search, one per ply.
type distBuf struct {
	moves  [MaxPly + 1][maxMoves]game.Move
	keys   [MaxPly + 1][maxMoves]int32
	moves8 [MaxPly + 1][64]game.Jump8
}

// key8 is the distance table's key of a jump-phase position on a board up
// to 8×8 whose occupied squares fix its stones (Solver.bits8): those
// squares and the colour of the side to move's squares, reduced by
// symmetry as Solver.key8 does.
type key8 struct {
	occ  uint64
	side int
}

// distance returns the length in plies of the game from pos with perfect
// play. The winner must be known to be wins (the side to move wins).
// It returns ok false when the solve was stopped.
func (s *Solver) distance(pos game.Position, wins bool) (plies int, ok bool) {
	if s.dist == nil {
		s.dist = make(map[uint64]distEntry)
		s.dist8 = make(map[key8]lenBounds)
		s.dbuf = new(distBuf)
	}
	alpha, beta := -infinity, infinity
	if wins {
		alpha = 0
	} else {
		beta = 0
	}
	v := s.distSearch(&pos, 0, alpha, beta)
	if s.stop {
		return 0, false
	}
	if v > 0 {
		return WinScore - v, true
	}
	return WinScore + v, true
}

// distLine returns a line of perfect play from pos to the end of the game:
// at each position a move whose score is the position's score.
func (s *Solver) distLine(pos game.Position, wins bool) ([]game.Move, bool) {
	plies, ok := s.distance(pos, wins)
	if !ok {
		return nil, false
	}
	line := make([]game.Move, 0, plies)
	for left := plies; left > 0; left-- {
		next := game.NoMove
		for _, m := range pos.LegalMoves(nil) {
			c := pos
			c.Make(m)
			// After m, left−1 plies remain: none means the opponent has no
			// move; otherwise the side to move there wins exactly when an
			// odd number remains.
			if left == 1 {
				if !c.HasMoves() {
					next = m
					break
				}
				continue
			}
			childWins := (left-1)%2 == 1
			if !c.HasMoves() || s.solvePos(&c, 1) != childWins {
				if s.stop {
					return nil, false
				}
				continue
			}
			d, ok := s.distance(c, childWins)
			if !ok {
				return nil, false
			}
			if d == left-1 {
				next = m
				break
			}
		}
		if next == game.NoMove {
			return line, true // cannot happen with a consistent table
		}
		line = append(line, next)
		pos.Make(next)
	}
	return line, true
}

// distSearch is the negamax of the distance search at ply from the root:
// exact inside (alpha, beta), a bound outside.
func (s *Solver) distSearch(pos *game.Position, ply, alpha, beta int) int {
	if own, opp, keySide, ok := s.bits8(pos); ok {
		return s.distBits(own, opp, keySide, ply, alpha, beta)
	}
	if s.visit() {
		return 0
	}
	moves := pos.LegalMoves(s.dbuf.moves[ply][:0])
	if len(moves) == 0 {
		return -(WinScore - ply)
	}
	if ply >= MaxPly-1 {
		return 0 // cannot happen: no game is that long
	}
	// Mate-distance pruning: a win takes at least one more ply, a loss two.
	alpha = max(alpha, -(WinScore - ply - 2))
	beta = min(beta, WinScore-ply-1)
	if alpha >= beta {
		return alpha
	}
	key := pos.Hash()
	if e, ok := s.dist[key]; ok {
		lo, hi := fromTT(int(e.lo), ply), fromTT(int(e.hi), ply)
		switch {
		case lo == hi, lo >= beta:
			return lo
		case hi <= alpha:
			return hi
		}
		alpha, beta = max(alpha, lo), min(beta, hi)
	}
	wins := s.solvePos(pos, ply+1)
	if s.stop {
		return 0
	}
	if wins && beta <= 0 || !wins && alpha >= 0 {
		// The score's sign is known and lies outside the window.
		if wins {
			return beta
		}
		return alpha
	}
	moves = s.distMoves(pos, moves, ply, wins)
	if s.stop {
		return 0
	}
	origAlpha := alpha
	best := -infinity
	for _, m := range moves {
		pos.Make(m)
		v := -s.distSearch(pos, ply+1, -beta, -alpha)
		pos.Unmake(m)
		if s.stop {
			return 0
		}
		if v > best {
			best = v
			alpha = max(alpha, v)
			if v >= beta {
				break
			}
		}
	}
	s.distStore(key, best, ply, origAlpha, beta)
	return best
}

// distMoves orders the moves of a distance-search node: when the side to
// move wins, only the moves that keep the win, fewest replies first; when
// it loses, every move, most replies of its own first (a longer game).
func (s *Solver) distMoves(pos *game.Position, moves []game.Move, ply int, wins bool) []game.Move {
	keys := s.dbuf.keys[ply][:0]
	kept := moves[:0]
	for _, m := range moves {
		pos.Make(m)
		if wins && s.solvePos(pos, ply+2) {
			pos.Unmake(m)
			continue
		}
		k := int32(pos.CountMoves())
		pos.Unmake(m)
		if !wins {
			k = -k
		}
		kept = append(kept, m)
		keys = append(keys, k)
	}
	for i := range kept {
		selectFewest(kept, keys, i)
	}
	return kept
}

func (s *Solver) distStore(key uint64, v, ply, alpha, beta int) {
	e, ok := s.dist[key]
	if !ok {
		if len(s.dist) >= maxDistEntries {
			clear(s.dist)
		}
		e = distEntry{lo: -infinity, hi: infinity}
	}
	s.dist[key] = e.with(v, ply, alpha, beta)
}

// with returns e narrowed by the result v of a search at ply with the
// window (alpha, beta).
func (e distEntry) with(v, ply, alpha, beta int) distEntry {
	r := int16(toTT(v, ply))
	switch {
	case v <= alpha:
		e.hi = min(e.hi, r)
	case v >= beta:
		e.lo = max(e.lo, r)
	default:
		e.lo, e.hi = r, r
	}
	return e
}

// lenBounds bounds the length D of the game from a position with perfect
// play: lo < D ≤ hi.
type lenBounds struct{ lo, hi int16 }

// distBits is distSearch on the bitboards of a jump-phase position on a
// board up to 8×8 (the side to move, colour side, has the stones own): it
// returns the exact score, whatever the window.
func (s *Solver) distBits(own, opp uint64, side, ply, _, _ int) int {
	d, wins := s.length8(own, opp, side, ply)
	if wins {
		return WinScore - (ply + d)
	}
	return -(WinScore - (ply + d))
}

// length8 returns the length D of the game with perfect play from a
// jump-phase position (boards up to 8×8) and whether the side to move wins.
// It asks "D ≤ d?" for d = 1, 3, 5… (win) or 2, 4, 6… (loss), each a
// win/loss search. Meaningless once the solve is stopped.
func (s *Solver) length8(own, opp uint64, side, ply int) (int, bool) {
	wins := s.win8(own, opp, side, ply+1)
	if s.g.CountJumps(own, opp) == 0 {
		return 0, false
	}
	d := 2
	if wins {
		d = 1
	}
	for ; d < MaxPly-ply; d += 2 {
		if s.within8(own, opp, side, ply, d) || s.stop {
			return d, wins
		}
	}
	return d, wins // cannot happen: no game is that long
}

// within8 reports whether the game from a jump-phase position lasts at
// most d plies with perfect play (the winner, known from the solver,
// hurrying, the loser resisting).
func (s *Solver) within8(own, opp uint64, side, ply, d int) bool {
	if s.visit() {
		return false
	}
	g := s.g
	moves := g.Jumps(own, opp, s.dbuf.moves8[ply][:0])
	if len(moves) == 0 {
		return true // the game is over: D = 0
	}
	for _, m := range moves {
		if g.CountJumps(opp&^m.Captured, own^m.Path) == 0 {
			return d >= 1 // a win in one ply, the shortest
		}
	}
	if d < 2 || ply >= MaxPly-1 {
		return false // a loss takes two plies at least, a win (not in one) three
	}
	wins := s.win8(own, opp, side, ply+1)
	if s.stop {
		return false
	}
	if wins == (d%2 == 0) {
		d-- // D is odd for a win, even for a loss
	}
	if d < 2 {
		return false
	}
	occ, sd := s.key8(own|opp, side)
	key := key8{occ, sd}
	e, ok := s.dist8[key]
	if ok {
		switch {
		case d >= int(e.hi):
			return true
		case d <= int(e.lo):
			return false
		}
	} else {
		e = lenBounds{lo: -1, hi: 127}
	}
	keys := s.dbuf.keys[ply][:0]
	kept := moves[:0]
	for _, m := range moves {
		o2, p2 := opp&^m.Captured, own^m.Path
		if wins {
			if s.win8(o2, p2, side^1, ply+2) {
				continue // the move loses
			}
			keys = append(keys, int32(g.CountJumps(o2, p2))) // fewest replies first
		} else {
			keys = append(keys, -int32(g.CountJumps(p2, o2))) // most moves of our own first
		}
		kept = append(kept, m)
	}
	if s.stop {
		return false
	}
	// A win: some winning move leaves at most d−1 plies; a loss: every move.
	result := !wins
	for i := range kept {
		selectFewest(kept, keys, i)
		m := kept[i]
		if s.within8(opp&^m.Captured, own^m.Path, side^1, ply+1, d-1) == wins {
			result = wins
			break
		}
		if s.stop {
			return false
		}
	}
	if s.stop {
		return false
	}
	if result {
		e.hi = min(e.hi, int16(d))
	} else {
		e.lo = max(e.lo, int16(d))
	}
	if !ok && len(s.dist8) >= maxDistEntries {
		clear(s.dist8)
	}
	s.dist8[key] = e
	return result
}

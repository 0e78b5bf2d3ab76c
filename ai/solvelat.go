package ai

import (
	"math/bits"

	"github.com/konane/konane/game"
)

// The jump-phase solver of boards from 9×9 to 12×12 on the lattice sets
// of game.BoardWide, as win8 is up to 8×8: copy-make on two sets, the
// order of win8 (fewest replies, then most own moves, the killers and the
// countermove first among equals) and a table keyed on a hash of the two
// sets (latKey).

// latBufs are winLat's buffers and move ordering (as Solver.buf, ord,
// killers, played and counters are win8's), made on a solver's first
// board above 8×8: some 1.5 MiB.
type latBufs struct {
	buf [MaxPly + 1][maxMoves]game.JumpWide
	ord [MaxPly + 1][maxMoves]int32
	// killers[ply] are the paths of the last two moves that won at ply,
	// played[ply] the path of the move being searched there, and
	// counters[w][a][b] the path of the move that last won after an
	// opponent's jump whose path is bits a and b of word w.
	killers  [MaxPly + 1][2]game.Wide
	played   [MaxPly + 1]game.Wide
	counters [2][64][64]game.Wide
}

// reset forgets the killers and countermoves (Solver.resetOrdering).
func (lw *latBufs) reset() {
	lw.killers = [MaxPly + 1][2]game.Wide{}
	lw.played = [MaxPly + 1]game.Wide{}
	lw.counters = [2][64][64]game.Wide{}
}

// counter returns the countermove slot of the opponent's jump whose path
// is prev, nil when there is none (the root). A path lies in one word.
func (lw *latBufs) counter(prev game.Wide) *game.Wide {
	w, x := 0, prev.Lo
	if x == 0 {
		w, x = 1, prev.Hi
	}
	if x == 0 {
		return nil
	}
	return &lw.counters[w][bits.TrailingZeros64(x)][63-bits.LeadingZeros64(x)]
}

// bitsLat returns pos for winLat: the lattice sets of the side to move
// (own) and its opponent (opp), and on, the lattice own stand on, so that
// the two sets and on fix the position (latKey), as bits8 does up to 8×8.
// ok is false otherwise, in the removal phases, up to 8×8 and while noLat
// is set.
func (s *Solver) bitsLat(pos *game.Position) (own, opp game.Wide, on int, ok bool) {
	if s.lat == nil || s.noLat || pos.Phase() != game.Jumps {
		return own, opp, 0, false
	}
	side := pos.SideToMove()
	for _, c := range [2]game.Color{side, side.Other()} {
		strayOwn, _ := pos.StonesWide(side, c.Other())
		strayOpp, _ := pos.StonesWide(side.Other(), c)
		if strayOwn.Lo|strayOwn.Hi|strayOpp.Lo|strayOpp.Hi == 0 {
			own, _ = pos.StonesWide(side, c)
			opp, _ = pos.StonesWide(side.Other(), c.Other())
			return own, opp, int(c), true
		}
	}
	return own, opp, 0, false
}

// latKey returns the table key of winLat's position (mover own, opponent
// opp): a 64-bit hash of the four words whose every step is a bijection, so
// distinct positions collide with a chance of 2^-64, as winWide's Zobrist
// keys do.
func latKey(own, opp game.Wide) uint64 {
	return mix64(own.Lo ^ mix64(own.Hi^mix64(opp.Lo^mix64(opp.Hi))))
}

// winLat reports whether the side to move (stones own, on the lattice of
// colour on, see bitsLat) wins against opp, on a board from 9×9 to 12×12
// in the jump phase.
func (s *Solver) winLat(own, opp game.Wide, on, ply int) bool {
	if s.visit() || ply >= MaxPly {
		return false
	}
	// The table before the moves (win8 looks for a move that leaves no
	// reply first): a hit spares generating and ordering them, which cost
	// more than on 8×8.
	useTT := own.Count()+opp.Count() > solveTTMinStones
	var key uint64
	if useTT {
		key = latKey(own, opp)
		if w, ok := s.tab.probe(key, on); ok {
			return w
		}
	}
	moves := s.lat.Jumps(game.Color(on), own, opp, s.lw.buf[ply][:0])
	if len(moves) == 0 {
		return false
	}
	keys, wins := s.latOrder(moves, own, opp, on, ply)
	if wins {
		return true
	}
	before := s.nodes
	win := s.latSearch(moves, keys, own, opp, on, ply)
	if s.stop {
		return false
	}
	if useTT {
		s.tab.store(key, on, win, s.nodes-before)
	}
	return win
}

// latSearch tries moves, ordered by keys (latOrder) and the killers and
// countermove of ply, until one wins, and reports whether one did. It
// remembers the winning move as a killer and as the countermove.
func (s *Solver) latSearch(moves []game.JumpWide, keys []int32, own, opp game.Wide, on, ply int) bool {
	lw := s.lw
	k := &lw.killers[ply]
	var cm *game.Wide
	if ply > 0 {
		cm = lw.counter(lw.played[ply-1])
	}
	if len(moves) > 1 {
		latBonus(moves, keys, k, cm)
	}
	for i := range moves {
		selectFewest(moves, keys, i)
		m := moves[i]
		lw.played[ply] = m.Path
		childWins := s.winLat(opp.AndNot(m.Captured), own.Xor(m.Path), on^1, ply+1)
		if s.stop {
			return false
		}
		if !childWins {
			if k[0] != m.Path {
				k[1], k[0] = k[0], m.Path
			}
			if cm != nil {
				*cm = m.Path
			}
			return true
		}
	}
	return false
}

// latOrder returns the ordering keys of moves as win8 makes them: 256 per
// reply left to the opponent, less the mover's own moves after it among
// those that leave the fewest (when more than one does). wins is true when a move leaves the
// opponent without a reply (the keys are then incomplete).
func (s *Solver) latOrder(moves []game.JumpWide, own, opp game.Wide, on, ply int) (keys []int32, wins bool) {
	g := s.lat
	keys = s.lw.ord[ply][:0]
	if len(moves) > cap(keys) {
		keys = make([]int32, 0, len(moves)) // no position of a game has that many
	}
	keys = keys[:len(moves)]
	least, ties := int32(1<<30), 0
	oc := game.Color(on ^ 1)
	for i, m := range moves {
		r := int32(g.CountJumps(oc, opp.AndNot(m.Captured), own.Xor(m.Path)))
		if r == 0 {
			return keys, true
		}
		keys[i] = r << 8
		switch {
		case keys[i] < least:
			least, ties = keys[i], 1
		case keys[i] == least:
			ties++
		}
	}
	// A move alone in leaving the fewest replies comes first without the
	// tie-break (the bonuses of latBonus are under 256).
	if ties > 1 {
		for i, m := range moves {
			if keys[i] == least {
				keys[i] -= int32(g.CountJumps(game.Color(on), own.Xor(m.Path), opp.AndNot(m.Captured)))
			}
		}
	}
	return keys, false
}

// latBonus puts the killers k and the countermove cm (nil: none) before
// the other moves that leave as many replies, as win8 does.
func latBonus(moves []game.JumpWide, keys []int32, k *[2]game.Wide, cm *game.Wide) {
	for i, m := range moves {
		switch m.Path {
		case k[0]:
			keys[i] -= killerBonus
		case k[1]:
			keys[i] -= killerBonus / 2
		}
		if cm != nil && m.Path == *cm {
			keys[i] -= counterBonus
		}
	}
}

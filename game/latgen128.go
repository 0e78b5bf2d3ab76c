package game

// The jump generator of the lattice layouts (lattice.go) on the sets and
// tables of lat128.go, for 11×11 and 12×12. latgen64.go is this file for
// lat64.go (9×9 and 10×10), made by TestLatgen64IsMadeFromLatgen128
// (latgen_test.go): every name ending in 128 ends in 64 there. Edit this
// one and run go test ./game -run TestLatgen64 -update-latgen64.

// latSets128 are the first sets of one side's jumps on one lattice, per
// direction d: start[d] the stones that can jump once, pairs[d] the indexes
// a single jump could start from (pairsEast). The k-stone jumps are
// start[d] narrowed k−1 times by pairs[d], one landing further each time
// (next128).
type latSets128 struct {
	start, pairs [numDirs]w128
}

// sets returns the latSets128 of the stones own on lattice L, jumping
// over the stones opp on the other lattice onto the squares empty of
// lattice L.
func (g *lat128) sets(L int, own, opp, empty w128) (s latSets128) {
	s.pairs = [numDirs]w128{
		East:  g.pairsEast(L, opp, empty),
		West:  g.pairsWest(L, opp, empty),
		North: g.pairsNorth(L, opp, empty),
		South: g.pairsSouth(L, opp, empty),
	}
	for d := range s.start {
		s.start[d] = own.and(s.pairs[d])
	}
	return s
}

// next128 returns, from the stones x that can jump k stones in direction
// d and pairs stepped k−1 landings, the stones that can jump k+1 and
// pairs stepped k landings.
func next128(d int, x, pairs w128) (w128, w128) {
	switch d {
	case East:
		pairs = pairs.stepEast()
	case West:
		pairs = pairs.stepWest()
	case North:
		pairs = pairs.stepNorth()
	default:
		pairs = pairs.stepSouth()
	}
	return x.and(pairs), pairs
}

// count returns the number of jumps of own (lattice L) over opp onto
// empty. The jumps of one and two stones are counted with no branch; a
// loop per direction (whose exit the processor cannot foresee) counts the
// longer ones only when there is one.
func (g *lat128) count(L int, own, opp, empty w128) int {
	pe, pw := g.pairsEast(L, opp, empty), g.pairsWest(L, opp, empty)
	pn, ps := g.pairsNorth(L, opp, empty), g.pairsSouth(L, opp, empty)
	e, w, n, s := own.and(pe), own.and(pw), own.and(pn), own.and(ps)
	total := e.count() + w.count() + n.count() + s.count()
	pe, pw, pn, ps = pe.stepEast(), pw.stepWest(), pn.stepNorth(), ps.stepSouth()
	e, w, n, s = e.and(pe), w.and(pw), n.and(pn), s.and(ps)
	total += e.count() + w.count() + n.count() + s.count()
	pe, pw, pn, ps = pe.stepEast(), pw.stepWest(), pn.stepNorth(), ps.stepSouth()
	e, w, n, s = e.and(pe), w.and(pw), n.and(pn), s.and(ps)
	if e.or(w).or(n).or(s).isZero() {
		return total
	}
	for ; !e.isZero(); e = e.and(pe) {
		total += e.count()
		pe = pe.stepEast()
	}
	for ; !w.isZero(); w = w.and(pw) {
		total += w.count()
		pw = pw.stepWest()
	}
	for ; !n.isZero(); n = n.and(pn) {
		total += n.count()
		pn = pn.stepNorth()
	}
	for ; !s.isZero(); s = s.and(ps) {
		total += s.count()
		ps = ps.stepSouth()
	}
	return total
}

// appendMoves appends the jumps of own (lattice L) over opp onto empty to
// buf as Moves: per direction (East, West, North, South), by length, each
// set in increasing order of Square, as the generator of boards up to 8×8
// and the one before the lattices.
func (g *lat128) appendMoves(L int, own, opp, empty w128, buf []Move) []Move {
	s := g.sets(L, own, opp, empty)
	for d := 0; d < numDirs; d++ {
		x, pairs := s.start[d], s.pairs[d]
		for span := squareStep[d]; !x.isZero(); span += squareStep[d] {
			for y := x; !y.isZero(); {
				var i int
				i, y = y.pop()
				from := g.square[L][i]
				buf = append(buf, Jump(from, Square(int(from)+span)))
			}
			x, pairs = next128(d, x, pairs)
		}
	}
	return buf
}

// perft is Perft of the jump-phase position whose side to move has the
// stones own on lattice L and whose opponent has opp on the other one,
// depth ≥ 1: copy-make on the sets, the last ply counted by count.
func (g *lat128) perft(L int, own, opp w128, depth int) uint64 {
	empty := g.home[L].andNot(own)
	if depth == 1 {
		return uint64(g.count(L, own, opp, empty))
	}
	s := g.sets(L, own, opp, empty)
	var total uint64
	for d := 0; d < numDirs; d++ {
		x, pairs := s.start[d], s.pairs[d]
		for k := 1; !x.isZero(); k++ {
			for y := x; !y.isZero(); {
				var i int
				i, y = y.popAny()
				path, caps := g.jump(L, d, i, k)
				nown, nopp := opp.andNot(caps), own.xor(path)
				if depth == 2 {
					total += uint64(g.count(L^1, nown, nopp, g.home[L^1].andNot(nown)))
				} else {
					total += g.perft(L^1, nown, nopp, depth-1)
				}
			}
			x, pairs = next128(d, x, pairs)
		}
	}
	return total
}

// jumps appends the jumps of own (lattice L) over opp onto empty to buf
// as JumpWide (boardwide.go): per direction, by length.
func (g *lat128) jumps(L int, own, opp, empty w128, buf []JumpWide) []JumpWide {
	s := g.sets(L, own, opp, empty)
	for d := 0; d < numDirs; d++ {
		x, pairs := s.start[d], s.pairs[d]
		for k := 1; !x.isZero(); k++ {
			for y := x; !y.isZero(); {
				var i int
				i, y = y.popAny()
				path, caps := g.jump(L, d, i, k)
				buf = append(buf, JumpWide{path.wide(), caps.wide()})
			}
			x, pairs = next128(d, x, pairs)
		}
	}
	return buf
}

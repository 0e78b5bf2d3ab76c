package ai

import (
	"math/bits"

	"github.com/konane/konane/game"
)

// maxEval bounds heuristic scores well below the proven-result range.
const maxEval = 20000

// features are the raw counts the evaluation weighs, for the side to move
// ("own") and its opponent.
type features struct {
	mobOwn, mobOpp       int
	safeOwn, safeOpp     int
	moversOwn, moversOpp int
	isolOwn, isolOpp     int
}

// extract computes the features of a position on a board up to 8×8 whose
// side to move has stones own and whose opponent has opp. A stone is
// isolated when no enemy stone lies next to it in a direction where a jump
// would stay on the board: it cannot move until an enemy stone lands
// beside it.
func extract(g *game.Board8, own, opp uint64) (f features) {
	a := g.Sets(own, opp)
	b := g.Sets(opp, own)
	f.mobOwn, f.mobOpp = a.Count, b.Count
	f.moversOwn, f.moversOpp = bits.OnesCount64(a.Movers), bits.OnesCount64(b.Movers)
	f.safeOwn = safe(&a, &b)
	f.safeOpp = safe(&b, &a)
	f.isolOwn = bits.OnesCount64(own &^ g.Neighbours(opp))
	f.isolOpp = bits.OnesCount64(opp &^ g.Neighbours(own))
	return f
}

// safe counts the single jumps of side a that side b cannot take away with
// one move: b cannot capture the jumping stone, cannot move the stone to be
// jumped, and cannot land on the landing square.
func safe(a, b *game.JumpSets) int {
	ok := ^b.Victims
	e := a.Single[game.East] & ok &^ (b.Movers >> 1) &^ (b.Landings >> 2)
	w := a.Single[game.West] & ok &^ (b.Movers << 1) &^ (b.Landings << 2)
	n := a.Single[game.North] & ok &^ (b.Movers >> 8) &^ (b.Landings >> 16)
	s := a.Single[game.South] & ok &^ (b.Movers << 8) &^ (b.Landings << 16)
	return bits.OnesCount64(e) + bits.OnesCount64(w) + bits.OnesCount64(n) + bits.OnesCount64(s)
}

func (w *Weights) score(f *features) int {
	return w.MobOwn*f.mobOwn + w.MobOpp*f.mobOpp +
		w.SafeOwn*f.safeOwn + w.SafeOpp*f.safeOpp +
		w.MoversOwn*f.moversOwn + w.MoversOpp*f.moversOpp +
		w.IsolOwn*f.isolOwn + w.IsolOpp*f.isolOpp + w.Tempo
}

// simpleWeights is the mobility-only evaluation of the low levels and of
// boards larger than 8×8.
var simpleWeights = Weights{MobOwn: 100, MobOpp: -100, Tempo: 20}

// evaluate scores pos for its side to move. It returns a proven loss when
// the side to move has no jump in the jump phase (ply is the distance from
// the root, to prefer longer losses and shorter wins).
func evaluate(pos *game.Position, w *Weights, ply int) int {
	side := pos.SideToMove()
	if pos.Size() <= 8 {
		g := game.Board8Of(pos.Size())
		own, _ := pos.Stones8(side)
		opp, _ := pos.Stones8(side.Other())
		if pos.Phase() == game.Jumps {
			return evalBits(g, own, opp, w, ply)
		}
		f := extract(g, own, opp)
		return clampEval(w.score(&f))
	}
	f := features{mobOwn: pos.CountJumps(side), mobOpp: pos.CountJumps(side.Other())}
	if f.mobOwn == 0 && pos.Phase() == game.Jumps {
		return -(WinScore - ply)
	}
	return clampEval(w.score(&f))
}

// evalBits scores a jump-phase position of a board up to 8×8 for the side
// to move, whose stones are own.
func evalBits(g *game.Board8, own, opp uint64, w *Weights, ply int) int {
	f := extract(g, own, opp)
	if f.mobOwn == 0 {
		return -(WinScore - ply)
	}
	return clampEval(w.score(&f))
}

func clampEval(v int) int {
	return max(-maxEval, min(maxEval, v))
}

// Features returns the counts the evaluation weighs, for the side to move
// of a jump-phase position up to 8×8, in Weights.Vector's order (the last,
// Tempo, is 1). The evaluation is their dot product with the weights,
// clamped. ok is false on larger boards and in the removal phase.
func Features(pos *game.Position) (f [9]int, ok bool) {
	if pos.Size() > 8 || pos.Phase() != game.Jumps {
		return f, false
	}
	side := pos.SideToMove()
	own, _ := pos.Stones8(side)
	opp, _ := pos.Stones8(side.Other())
	x := extract(game.Board8Of(pos.Size()), own, opp)
	return [9]int{x.mobOwn, x.mobOpp, x.safeOwn, x.safeOpp, x.moversOwn, x.moversOpp, x.isolOwn, x.isolOpp, 1}, true
}

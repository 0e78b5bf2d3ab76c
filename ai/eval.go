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
// side to move has stones own and whose opponent has opp.
func (g *geo8) extract(own, opp uint64) (f features, ownSets moveSets) {
	a := g.sets(own, opp)
	b := g.sets(opp, own)
	f.mobOwn, f.mobOpp = a.count, b.count
	f.moversOwn, f.moversOpp = bits.OnesCount64(a.movers), bits.OnesCount64(b.movers)
	f.safeOwn = g.safe(&a, &b)
	f.safeOpp = g.safe(&b, &a)
	f.isolOwn = g.isolated(own, opp)
	f.isolOpp = g.isolated(opp, own)
	return f, a
}

// safe counts the single jumps of side a that side b cannot take away with
// one move: b cannot capture the jumping stone, cannot move the stone to be
// jumped, and cannot land on the landing square.
func (g *geo8) safe(a, b *moveSets) int {
	ok := ^b.victims
	e := a.single[dirEast] & ok &^ (b.movers >> 1) &^ (b.landings >> 2)
	w := a.single[dirWest] & ok &^ (b.movers << 1) &^ (b.landings << 2)
	n := a.single[dirNorth] & ok &^ (b.movers >> 8) &^ (b.landings >> 16)
	s := a.single[dirSouth] & ok &^ (b.movers << 8) &^ (b.landings << 16)
	return bits.OnesCount64(e) + bits.OnesCount64(w) + bits.OnesCount64(n) + bits.OnesCount64(s)
}

// isolated counts the stones of own with no enemy stone next to them in a
// direction where a jump would stay on the board: stones that cannot move
// until an enemy stone lands beside them.
func (g *geo8) isolated(own, opp uint64) int {
	touching := g.jm[dirEast][1]&(opp>>1) | g.jm[dirWest][1]&(opp<<1) |
		g.jm[dirNorth][1]&(opp>>8) | g.jm[dirSouth][1]&(opp<<8)
	return bits.OnesCount64(own &^ touching)
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
		g := geos[pos.Size()]
		own, _ := pos.Stones8(side)
		opp, _ := pos.Stones8(side.Other())
		if pos.Phase() == game.Jumps {
			return g.evalBits(own, opp, w, ply)
		}
		f, _ := g.extract(own, opp)
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
func (g *geo8) evalBits(own, opp uint64, w *Weights, ply int) int {
	f, _ := g.extract(own, opp)
	if f.mobOwn == 0 {
		return -(WinScore - ply)
	}
	return clampEval(w.score(&f))
}

func clampEval(v int) int {
	return max(-maxEval, min(maxEval, v))
}

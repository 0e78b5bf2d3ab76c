package review

import (
	"math"

	"github.com/konane/konane/game"
)

// Thresholds on the drop in the mover's winning chances (in [0, 1]) of a
// move judged by evaluation, as lichess grades chess moves.
const (
	inaccuracyDrop = 0.10
	mistakeDrop    = 0.20
	blunderDrop    = 0.30
)

// build assembles the review from the analysis of every position.
func build(positions []game.Position, moves []game.Move, res []posResult) *Review {
	rv := &Review{Plies: make([]Ply, len(moves))}
	for i := range res {
		if !res[i].done {
			rv.Missing = make([]bool, len(res))
			break
		}
	}
	for i := range rv.Missing {
		rv.Missing[i] = !res[i].done
	}
	inferWins(positions, res)
	rv.StartBlackChance = blackChance(res[0].val, positions[0].SideToMove())
	for i, m := range moves {
		p := Ply{
			Index: i, Move: m, Mover: positions[i].SideToMove(),
			Before: res[i].val, After: res[i+1].val,
			Best: res[i].best, PV: res[i].pv,
		}
		if !res[i].done || !res[i+1].done {
			rv.Plies[i] = p // not judged: a position around it was not analysed
			continue
		}
		judge(&p, res[i].moves, res[i].loss, res[i].lossKnown)
		switch {
		case p.Grade == GradeBest || p.Grade == GradeOnly:
			p.Best = m
			p.PV = append([]game.Move{m}, res[i+1].pv...)
		case res[i].inferred:
			// The search's choice is not known to keep the inferred win.
			p.Best, p.PV = game.NoMove, nil
		}
		rv.Plies[i] = p
	}
	rv.finish(positions)
	return rv
}

// inferWins marks as proven won (Bound, Plies = stones: length unknown)
// each unproven position that its neighbours' proofs decide: one whose
// successor is proven lost for its side to move, and one that follows a
// position proven lost for its side to move. It repeats until nothing
// changes.
func inferWins(positions []game.Position, res []posResult) {
	markWon := func(i int) bool {
		if res[i].val.Proven {
			return false
		}
		res[i].val = Value{Proven: true, Win: true, Plies: stones(&positions[i]), Bound: true}
		res[i].inferred = true
		return true
	}
	lost := func(i int) bool { return res[i].val.Proven && !res[i].val.Win }
	for changed := true; changed; {
		changed = false
		for i := range len(res) - 1 {
			if lost(i+1) && markWon(i) || lost(i) && markWon(i+1) {
				changed = true
			}
		}
	}
}

// judge sets the grade and Fastest of p from its values, Best, the
// solver's verdicts mv on the moves of the position before (nil if none)
// and the loss of the move measured in that position's search (when
// lossKnown).
func judge(p *Ply, mv []MoveValue, loss float64, lossKnown bool) {
	p.Grade = gradeOf(p, mv, loss, lossKnown)
	p.Fastest = isFastest(p)
}

// exactLengths reports whether both values around p are proven with their
// lengths.
func exactLengths(p *Ply) bool {
	return p.Before.Proven && p.After.Proven && !p.Before.Bound && !p.After.Bound
}

func gradeOf(p *Ply, mv []MoveValue, loss float64, lossKnown bool) Grade {
	return notBestUnmeasured(p, provenGrade(p, mv, loss, lossKnown))
}

// notBestUnmeasured returns g, or GradeGood when g is GradeBest for a move
// from a position proven without its length (Bound): the fastest win or
// the longest loss there is not known, so the move is not called best (a
// win kept there reads "keeps the win", KeepsWin).
func notBestUnmeasured(p *Ply, g Grade) Grade {
	if g == GradeBest && p.Before.Proven && p.Before.Bound {
		return GradeGood
	}
	return g
}

// KeepsWin reports whether p is a good move that keeps a win proven
// without its length: the win is kept, but whether by the fastest route is
// not known.
func (p Ply) KeepsWin() bool {
	return p.Grade == GradeGood && p.Before.Proven && p.Before.Win && p.Before.Bound && p.After.Proven && !p.After.Win
}

func provenGrade(p *Ply, mv []MoveValue, loss float64, lossKnown bool) Grade {
	o := outcomeOf(mv, p.Move)
	wins := p.After.Proven && !p.After.Win || o == Win
	loses := p.After.Proven && p.After.Win || o == Loss
	switch {
	case p.Before.Proven && p.Before.Win && loses:
		return GradeBlunder // a proven win turned into a proven loss
	case p.Before.Proven && p.Before.Win && wins:
		switch {
		case exactLengths(p) && p.After.Plies+1 != p.Before.Plies:
			return GradeGood // keeps the win, not by the shortest route
		case onlyWin(mv, p.Move):
			return GradeOnly
		}
		return GradeBest
	case p.Before.Proven && !p.Before.Win:
		// Every move loses: the best makes the game last longest.
		if exactLengths(p) {
			if p.After.Plies+1 == p.Before.Plies {
				return GradeBest
			}
			return GradeGood
		}
		if p.Move == p.Best {
			return GradeBest
		}
		return GradeGood
	case wins:
		return GradeBest // wins where the win was not proven before
	}
	return notBestIntoALoss(p, lossGrade(loss, lossKnown, p.Move == p.Best))
}

// notBestIntoALoss returns g, or GradeGood when g is GradeBest for a move
// after which the mover is proven lost while the position before was not
// proven: the review then says the game was lost by this move, so it is
// not called best (the position may or may not have been lost already).
func notBestIntoALoss(p *Ply, g Grade) Grade {
	if g == GradeBest && !p.Before.Proven && p.After.Proven && p.After.Win {
		return GradeGood
	}
	return g
}

// lossGrade grades a move by the loss of winning chances that the search
// measured (lichess's thresholds); the move the search chose is best.
func lossGrade(loss float64, known, chosen bool) Grade {
	switch {
	case chosen || known && loss == 0:
		return GradeBest
	case !known:
		return GradeGood
	case loss >= blunderDrop:
		return GradeBlunder
	case loss >= mistakeDrop:
		return GradeMistake
	case loss >= inaccuracyDrop:
		return GradeInaccuracy
	}
	return GradeGood
}

// onlyWin reports whether the solver proved every legal move but m lost.
func onlyWin(mv []MoveValue, m game.Move) bool {
	if len(mv) == 0 {
		return false
	}
	for _, v := range mv {
		if v.Move != m && v.Outcome != Loss {
			return false
		}
	}
	return true
}

// isFastest: the move keeps a proven win by the shortest route (both
// lengths exact, the game one ply shorter after it).
func isFastest(p *Ply) bool {
	b, a := p.Before, p.After
	return b.Proven && b.Win && a.Proven && !a.Win && !b.Bound && !a.Bound && b.Plies == a.Plies+1
}

// chance is the winning chance of the side to move of a position with
// value v: 1 or 0 when proven, WinningChance of the evaluation otherwise.
func chance(v Value) float64 {
	switch {
	case v.Proven && v.Win:
		return 1
	case v.Proven:
		return 0
	}
	return WinningChance(v.Eval)
}

// blackChance is Black's winning chance in a position with value v and
// side to move side.
func blackChance(v Value, side game.Color) float64 {
	if side == game.Black {
		return chance(v)
	}
	return 1 - chance(v)
}

// drop is the loss of the mover's winning chances by a move, from the
// position before (mover to move) to the one after (opponent to move); 0
// when the chances rose.
func drop(before, after Value) float64 {
	return math.Max(0, chance(before)-(1-chance(after)))
}

// gradedDrop is the drop in winning chances a move's accuracy counts: the
// drop between the values around the move, kept inside its grade's band (0
// for best or only, below 0.10 good, then 0.10, 0.20, 0.30, 1); Best counts
// 0. Both come from the annotated game, so a reopened review keeps its
// accuracy.
func gradedDrop(p *Ply) float64 {
	d := drop(p.Before, p.After)
	switch {
	case p.Move == p.Best:
		return 0 // the search's own choice loses nothing
	}
	switch p.Grade {
	case GradeBest, GradeOnly, GradeNone:
		return 0
	case GradeGood:
		return min(d, math.Nextafter(inaccuracyDrop, 0))
	case GradeInaccuracy:
		return max(inaccuracyDrop, min(d, math.Nextafter(mistakeDrop, 0)))
	case GradeMistake:
		return max(mistakeDrop, min(d, math.Nextafter(blunderDrop, 0)))
	}
	return max(blunderDrop, d)
}

// moveAccuracy is a move's accuracy in percent from its drop d in winning
// chances ([0, 1]), by lichess's curve 103.1668·exp(−4.354·d) − 3.1669
// clamped to [0, 100]: 100 for no drop, about 64 for 0.10, 25 for 0.30.
func moveAccuracy(d float64) float64 {
	if d <= 0 {
		return 100
	}
	a := 103.1668*math.Exp(-0.04354*100*d) - 3.1669
	return math.Max(0, math.Min(100, a))
}

// playerAccuracy is a player's accuracy in percent: the mean of the
// arithmetic and harmonic means of its moves' accuracies (lichess's,
// without volatility weights), each counted as at least 1 % in the harmonic
// mean. No moves score 100.
func playerAccuracy(accs []float64) float64 {
	if len(accs) == 0 {
		return 100
	}
	sum, inv := 0.0, 0.0
	for _, a := range accs {
		sum += a
		inv += 1 / math.Max(a, 1)
	}
	n := float64(len(accs))
	// Rounded to 1e-9 %, so that moves of 100 % each give exactly 100.
	return math.Round((sum/n+n/inv)/2*1e9) / 1e9
}

// finish computes the summaries and FirstLost from the plies; positions
// are those of the game (len(Plies)+1).
func (r *Review) finish(positions []game.Position) {
	var accs [2][]float64
	r.Summary = [2]PlayerSummary{}
	for i := range r.Plies {
		p := &r.Plies[i]
		p.BlackChance = blackChance(p.After, positions[i+1].SideToMove())
		s := &r.Summary[p.Mover]
		switch p.Grade {
		case GradeInaccuracy:
			s.Inaccuracies++
		case GradeMistake:
			s.Mistakes++
		case GradeBlunder:
			s.Blunders++
		}
		if p.Grade != GradeNone {
			accs[p.Mover] = append(accs[p.Mover], moveAccuracy(gradedDrop(p)))
		}
	}
	for c := range r.Summary {
		r.Summary[c].Accuracy = playerAccuracy(accs[c])
	}
	r.FirstLost = firstLost(r.Plies, positions)
	r.LostFromStart = lostFromStart(r.Plies, r.FirstLost)
}

// firstLost returns the index of the first ply from which every proven
// position after a move shows the loser lost (and at least one does), -1
// when none. The loser is the side to move of the last position when it
// is proven lost, or its opponent when it is proven won.
func firstLost(plies []Ply, positions []game.Position) int {
	if len(plies) == 0 {
		return -1
	}
	last := plies[len(plies)-1].After
	if !last.Proven {
		return -1
	}
	loser := positions[len(plies)].SideToMove()
	if last.Win {
		loser = loser.Other()
	}
	first := -1
	for i := len(plies) - 1; i >= 0; i-- {
		a := plies[i].After
		if !a.Proven {
			continue
		}
		sideLoses := !a.Win
		if (positions[i+1].SideToMove() == loser) != sideLoses {
			break // the loser was not lost yet here
		}
		first = i
	}
	return first
}

// lostFromStart reports whether the side lost from ply first on was lost
// in the start position too: the first ply's position before is proven
// lost for the side to move there, or won for it when that side is not
// the loser (the loser moves second).
func lostFromStart(plies []Ply, first int) bool {
	if first != 0 {
		return false
	}
	p := plies[0]
	if !p.Before.Proven || !p.After.Proven {
		return false
	}
	// After the first ply the loser is lost: the side to move there loses
	// when After is a loss for it, else its opponent (the first mover) does.
	firstMoverLoses := p.After.Win
	return firstMoverLoses == !p.Before.Win
}

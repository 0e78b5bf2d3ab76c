package review

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/konane/konane/game"
)

// Annotate writes r, a review of g's moves, into g's comments as
// docs/notation.md ("Analysis in comments") defines: first among each move's
// comments, [%eval V] of the position after it from Black's point of view,
// and when the move was not among the best [%best MOVE] [%pv LINE] from the
// position before it; the start's [%eval] goes before the first move. The
// grade's NAG replaces ?!, ?, ?? or $8; other NAGs and texts stay, older
// analysis commands go. A stopped review writes nothing past its last
// analysed position.
func (r *Review) Annotate(g *game.Game) {
	if len(r.Plies) == 0 {
		return
	}
	start := g.Start()
	if r.missing(0) {
		setAnalysis(g, -1, "")
	} else {
		setAnalysis(g, -1, evalText(r.Plies[0].Before, start.SideToMove()))
	}
	for i, p := range r.Plies {
		if i >= g.Ply() {
			break
		}
		text := evalText(p.After, p.Mover.Other())
		if r.missing(i + 1) {
			text = ""
		}
		if p.Grade != GradeNone && p.Grade != GradeBest && p.Grade != GradeOnly && p.Best != game.NoMove && p.Best != p.Move {
			text += " [%best " + p.Best.String() + "]"
			if len(p.PV) > 0 && p.PV[0] == p.Best {
				text += " [%pv " + game.MovesText(p.PV) + "]"
			}
		}
		setAnalysis(g, i, text)
		nags := []int{}
		for _, n := range g.NAGs(i) {
			if gradeOfNAG(n) == GradeNone {
				nags = append(nags, n)
			}
		}
		if n := p.Grade.NAG(); n != 0 {
			nags = append(nags, n)
		}
		g.SetNAGs(i, nags)
	}
}

// setAnalysis replaces the analysis commands of comment i by text, as the
// first comment (none when text is empty).
func setAnalysis(g *game.Game, i int, text string) {
	var cs []string
	if text != "" {
		cs = append(cs, text)
	}
	for _, c := range g.Comments(i) {
		if rest := stripAnalysis(c); strings.TrimSpace(rest) != "" {
			cs = append(cs, rest)
		}
	}
	g.SetComments(i, cs)
}

// stripAnalysis removes the [%eval], [%best] and [%pv] commands from a
// comment.
func stripAnalysis(c string) string { return game.StripCommands(c, "eval", "best", "pv") }

// evalText is the [%eval ...] command of a position with value v and side
// to move side.
func evalText(v Value, side game.Color) string {
	if v.Proven {
		sign := "-"
		if v.Win == (side == game.Black) {
			sign = ""
		}
		switch {
		case v.Bound:
			return "[%eval #" + sign + "]"
		case v.Plies == 0:
			return "[%eval #0]"
		}
		return fmt.Sprintf("[%%eval #%s%d]", sign, v.Plies)
	}
	e := v.Eval
	if side == game.White {
		e = -e
	}
	t := strconv.FormatFloat(e, 'f', 2, 64)
	if t == "-0.00" {
		t = "0.00"
	}
	return "[%eval " + t + "]"
}

// parseEval reads the argument of an [%eval] command into the value of a
// position whose side to move is side and which has stones stones: #N and
// #-N an exact length (#0 the end of the game: the side to move has lost),
// # and #- a proof without one (Bound, Plies = stones).
func parseEval(arg string, side game.Color, stones int) (Value, bool) {
	if rest, ok := strings.CutPrefix(arg, "#"); ok {
		digits, white := strings.CutPrefix(rest, "-")
		if digits == "" {
			return Value{Proven: true, Win: white == (side == game.White), Plies: stones, Bound: true}, true
		}
		n, err := strconv.Atoi(digits)
		win := !white == (side == game.Black)
		switch {
		case err != nil || n < 0 || digits[0] == '+':
			return Value{}, false
		case n == 0:
			return Value{Proven: true}, true
		case n >= stones:
			// Older files wrote a bound as #N (N the stones left).
			return Value{Proven: true, Win: win, Plies: stones, Bound: true}, true
		}
		// The winner moves last: the side to move wins when N is odd.
		if win != (n%2 == 1) {
			return Value{}, false
		}
		return Value{Proven: true, Win: win, Plies: n}, true
	}
	e, err := strconv.ParseFloat(arg, 64)
	if err != nil || math.IsNaN(e) || math.IsInf(e, 0) {
		return Value{}, false
	}
	if side == game.White {
		e = -e
	}
	return Value{Eval: e}, true
}

// analysis is what the commands of one comment list say.
type analysis struct {
	eval, best, pv string
}

func readAnalysis(cs []string) analysis {
	var a analysis
	for _, c := range cs {
		for _, m := range game.CommentCommands(c) {
			switch arg := m.Args; m.Name {
			case "eval":
				a.eval = arg
			case "best":
				a.best = arg
			case "pv":
				a.pv = arg
			}
		}
	}
	return a
}

// gradeOfNAG returns the grade a NAG stands for, GradeNone for others.
func gradeOfNAG(n int) Grade {
	switch n {
	case nagInaccuracy:
		return GradeInaccuracy
	case nagMistake:
		return GradeMistake
	case nagBlunder:
		return GradeBlunder
	case nagOnly:
		return GradeOnly
	}
	return GradeNone
}

// FromComments rebuilds a review from what Annotate wrote into g, without
// analysing: values from [%eval], Best from [%best] (else the move), PV
// from [%pv] (else Best), grades from NAGs (else good if [%best] names
// another move, else best). ok is false if g has no moves or a move lacks
// [%eval].
func FromComments(g *game.Game) (*Review, bool) {
	moves := g.Moves()
	if len(moves) == 0 {
		return nil, false
	}
	positions := make([]game.Position, len(moves)+1)
	positions[0] = g.Start()
	for i, m := range moves {
		positions[i+1] = positions[i]
		positions[i+1].Make(m)
	}
	vals := make([]Value, len(positions))
	if a := readAnalysis(g.Comments(-1)); a.eval != "" {
		vals[0], _ = parseEval(a.eval, positions[0].SideToMove(), stones(&positions[0]))
	}
	r := &Review{Plies: make([]Ply, len(moves))}
	for i, m := range moves {
		a := readAnalysis(g.Comments(i))
		v, ok := parseEval(a.eval, positions[i+1].SideToMove(), stones(&positions[i+1]))
		if !ok {
			return nil, false
		}
		vals[i+1] = v
		p := Ply{Index: i, Move: m, Mover: positions[i].SideToMove(), Best: m, Grade: GradeBest}
		if b, err := game.ParseMove(a.best); err == nil && a.best != "" && b != m {
			p.Best, p.Grade = b, GradeGood
		}
		for _, n := range g.NAGs(i) {
			if gr := gradeOfNAG(n); gr != GradeNone {
				p.Grade = gr
				break
			}
		}
		p.PV = []game.Move{p.Best}
		if pv := parseLine(a.pv); len(pv) > 0 && pv[0] == p.Best {
			p.PV = pv
		}
		r.Plies[i] = p
	}
	for i := range r.Plies {
		p := &r.Plies[i]
		p.Before, p.After = vals[i], vals[i+1]
		p.Grade = notBestUnmeasured(p, notBestIntoALoss(p, p.Grade))
		p.Fastest = isFastest(p)
	}
	r.StartBlackChance = blackChance(vals[0], positions[0].SideToMove())
	r.finish(positions)
	return r, true
}

// parseLine reads the moves of a [%pv] command; nil when one does not
// parse.
func parseLine(text string) []game.Move {
	var out []game.Move
	for _, w := range strings.Fields(text) {
		m, err := game.ParseMove(w)
		if err != nil {
			return nil
		}
		out = append(out, m)
	}
	return out
}

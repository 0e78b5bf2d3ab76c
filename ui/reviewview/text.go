package reviewview

import (
	"fyne.io/fyne/v2"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/ai/review"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/uikit"
)

// pgnSuffixes are the PGN suffixes of the grades that have one.
var pgnSuffixes = map[review.Grade]string{
	review.GradeInaccuracy: "?!",
	review.GradeMistake:    "?",
	review.GradeBlunder:    "??",
}

// Suffix returns the PGN suffix of grade g: "?!", "?", "??" or "".
func Suffix(g review.Grade) string { return pgnSuffixes[g] }

// MoveText returns move i (0-based) of g numbered as in the history
// ("12. d5-d3", "12… e5-e3") with grade's PGN suffix glued to it.
func MoveText(g *game.Game, i int, grade review.Grade) string {
	moves := g.Moves()
	start := g.Start()
	first := start.SideToMove()
	return uikit.MoveNumber(i, first) + " " + moves[i].String() + Suffix(grade)
}

// gradeMessages are the names of the grades.
var gradeMessages = map[review.Grade]*goi18n.Message{
	review.GradeBest:       i18n.MsgGradeBest,
	review.GradeOnly:       i18n.MsgGradeOnly,
	review.GradeGood:       i18n.MsgGradeGood,
	review.GradeInaccuracy: i18n.MsgGradeInaccuracy,
	review.GradeMistake:    i18n.MsgGradeMistake,
	review.GradeBlunder:    i18n.MsgGradeBlunder,
}

// GradeName returns the name of p's grade in the current language ("Best
// move, fastest win" for the fastest proven win, "Keeps the win" for a
// win kept where its length is not known), or "" for GradeNone.
func GradeName(p review.Ply) string {
	if p.Grade == review.GradeBest && p.Fastest {
		return i18n.T(i18n.MsgGradeBestFastest)
	}
	if p.KeepsWin() {
		return i18n.T(i18n.MsgGradeKeepsWin)
	}
	if m, ok := gradeMessages[p.Grade]; ok {
		return i18n.T(m)
	}
	return ""
}

// valueText describes a position's value for its side to move toMove: the
// proven result with the number of plies (only when the solver found the
// exact length: a Bound is no length), or Black's winning chances.
func valueText(val review.Value, toMove game.Color, blackChance float64) string {
	if val.Proven {
		winner := toMove
		if !val.Win {
			winner = toMove.Other()
		}
		if val.Bound {
			return i18n.T(pickColor(winner, i18n.MsgOracleBlackWins, i18n.MsgOracleWhiteWins))
		}
		return i18n.Plural(pickColor(winner, i18n.MsgReviewBlackWinsIn, i18n.MsgReviewWhiteWinsIn), val.Plies, nil)
	}
	return i18n.Format(i18n.MsgReviewChances, i18n.Args{"Percent": i18n.Percent(blackChance)})
}

// lineText returns the principal variation as "Best line: a b c", or ""
// when there is none.
func lineText(pv []game.Move) string {
	if len(pv) == 0 {
		return ""
	}
	return i18n.Format(i18n.MsgReviewLine, i18n.Args{"Moves": game.MovesText(pv)})
}

// SummaryText returns one player's summary in the current language:
// "2 inaccuracies, 1 mistake, 0 blunders · Accuracy 83%".
func SummaryText(s review.PlayerSummary) string {
	return i18n.Plural(i18n.MsgReviewInaccuracies, s.Inaccuracies, nil) + ", " +
		i18n.Plural(i18n.MsgReviewMistakes, s.Mistakes, nil) + ", " +
		i18n.Plural(i18n.MsgReviewBlunders, s.Blunders, nil) + " · " +
		i18n.Format(i18n.MsgReviewAccuracy, i18n.Args{"Percent": i18n.Percent(s.Accuracy / 100)})
}

// pickColor returns black for game.Black and white otherwise.
func pickColor[T any](c game.Color, black, white T) T {
	if c == game.Black {
		return black
	}
	return white
}

// layoutForm lays out pairs of objects in two columns: the first as wide
// as the widest first object, the second taking the rest of the width.
type layoutForm struct{}

// MinSize is the widest label plus the widest value, and the rows' heights.
func (layoutForm) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var left, right, h float32
	for i := 0; i+1 < len(objs); i += 2 {
		a, b := objs[i].MinSize(), objs[i+1].MinSize()
		left, right = max(left, a.Width), max(right, b.Width)
		h += max(a.Height, b.Height)
	}
	return fyne.NewSize(left+right, h)
}

// Layout places the rows one under the other.
func (layoutForm) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	var left float32
	for i := 0; i+1 < len(objs); i += 2 {
		left = max(left, objs[i].MinSize().Width)
	}
	var y float32
	for i := 0; i+1 < len(objs); i += 2 {
		right := size.Width - left
		objs[i+1].Resize(fyne.NewSize(right, objs[i+1].MinSize().Height))
		h := max(objs[i].MinSize().Height, objs[i+1].MinSize().Height)
		objs[i].Resize(fyne.NewSize(left, h))
		objs[i].Move(fyne.NewPos(0, y))
		objs[i+1].Move(fyne.NewPos(left, y))
		y += h
	}
}

package review

import (
	"github.com/konane/konane/game"
)

// Annotate writes the review into g's comments as notation.md ("Analysis
// in comments") defines: after each move a comment holding
// [%eval ...] (the value of the position after the move, from Black's
// point of view: two decimals, or #N / #-N when proven) and, when the move
// played was not one of the best, [%best MOVE]; the grade's NAG (?!, ?, ??)
// replaces any grade NAG of the move. Earlier analysis commands are
// replaced; the rest of the comments is kept. r must be a review of g.
func (r *Review) Annotate(g *game.Game) {
	// TODO(i12): needs the comment/NAG API of contract A.
}

// FromComments rebuilds a review from the analysis commands and NAGs that
// Annotate wrote into g, without analysing. ok is false when g carries no
// analysis (some move without an [%eval] command).
func FromComments(g *game.Game) (*Review, bool) {
	return nil, false
}

// StripCommands returns comment without its [%...] commands and the
// spaces they leave, for display.
func StripCommands(comment string) string {
	return comment
}

package reviewview

import (
	"testing"

	"github.com/konane/konane/ai/review"
	"github.com/konane/konane/i18n"
)

// A good move that keeps a win proven without its length reads "Keeps the
// win"; a good move between exact lengths reads "Good move".
func TestAKeptWinOfUnknownLengthReadsKeepsTheWin(t *testing.T) {
	won := review.Value{Proven: true, Win: true, Plies: 24, Bound: true}
	lost := review.Value{Proven: true, Plies: 16}
	p := review.Ply{Before: won, After: lost, Grade: review.GradeGood}
	if got, want := GradeName(p), i18n.T(i18n.MsgGradeKeepsWin); got != want {
		t.Errorf("kept win of unknown length: %q, want %q", got, want)
	}
	p.Before = review.Value{Proven: true, Win: true, Plies: 18}
	if got, want := GradeName(p), i18n.T(i18n.MsgGradeGood); got != want {
		t.Errorf("slower win between exact lengths: %q, want %q", got, want)
	}
}

package review

import (
	"context"
	"errors"

	"github.com/konane/konane/game"
)

// errNotYet is returned while the analysis is being written.
var errNotYet = errors.New("review: analysis not implemented yet")

// Analyse reviews every move of g (the moves played, not the redo tail)
// with settings s. Positions are analysed in parallel by s.Workers
// workers, each with its own ai.Engine and ai.Solver; progress, when not
// nil, is called from the calling goroutine after each position with the
// number done and the total (the number of moves plus one). When ctx ends
// Analyse returns ctx.Err() and no review.
func Analyse(ctx context.Context, g *game.Game, s Settings, progress func(done, total int)) (*Review, error) {
	return nil, errNotYet
}

package review

import (
	"context"
	"time"

	"github.com/konane/konane/game"
)

// SolveMoves is SolveMovesWithin with a time budget (0: prove nothing;
// negative: no limit).
func SolveMoves(ctx context.Context, p game.Position, budget time.Duration) ([]MoveValue, error) {
	return SolveMovesWithin(ctx, p, Budget{Time: budget})
}

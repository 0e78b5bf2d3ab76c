package analysis

import (
	"context"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
	"github.com/konane/konane/internal/background"
)

// The steps of Live: the node budget of each line starts at LiveFirstNodes
// and doubles up to LiveMaxNodes, the Final step's, 7 steps in all. The
// Final step of three lines took 14–17 s on the 2-core test machine at
// load 12 (BenchmarkLiveFinalStep), the steps before it as long together.
const (
	LiveFirstNodes = 256 << 10
	LiveMaxNodes   = 16 << 20
)

// liveFirst and liveMax are the first and last budgets of Live's steps;
// tests under the race detector make them smaller.
var liveFirst, liveMax uint64 = LiveFirstNodes, LiveMaxNodes

// Live analyses pos in steps of growing node budgets (LiveFirstNodes,
// doubling, up to LiveMaxNodes), each a Best of n lines from empty tables,
// and calls report with each step's Snapshot, on a goroutine of its own
// whose thread has low priority (background.Enter). Every snapshot
// depends on pos, n, its step and the tables' sizes alone. Live returns
// nil after the Final snapshot, ctx.Err() as soon as ctx ends, and never
// calls report once it has seen ctx end. A step is Final early when no
// larger budget can change it: every move proven with its length (line 1
// alone when n is 1); a finished game gives one Final snapshot without
// lines.
func (a *Analyst) Live(ctx context.Context, pos game.Position, n int, report func(Snapshot)) error {
	done := make(chan error, 1)
	go func() {
		background.Enter()
		done <- a.live(ctx, pos, n, report)
	}()
	return <-done
}

func (a *Analyst) live(ctx context.Context, pos game.Position, n int, report func(Snapshot)) error {
	for budget := liveFirst; ; budget *= 2 {
		if err := a.lock(ctx); err != nil {
			return err
		}
		res, err := a.best(ctx, pos, n, ai.Limits{Level: ai.Master, Nodes: budget})
		a.unlock()
		if err := ctx.Err(); err != nil {
			return err
		}
		if err != nil {
			return err
		}
		final := budget >= liveMax || res.settled
		report(Snapshot{Position: pos, Lines: res.lines, Nodes: res.nodes, Budget: budget, Final: final})
		if final {
			return nil
		}
	}
}

package ai

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/konane/konane/game"
)

func TestSearchSmoke(t *testing.T) {
	pos := game.MustNewPosition(8)
	mustPlay(t, &pos, "d5", "e5")
	e := NewEngine(EngineOptions{})
	for i := 0; i < 3; i++ {
		r, err := e.Search(context.Background(), pos, Limits{Time: 500 * time.Millisecond, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("move %v depth %d nodes %d (%.1f M/s) score %d pv %v elapsed %v", r.Move, r.Depth, r.Nodes, float64(r.Nodes)/r.Elapsed.Seconds()/1e6, r.Score, r.PV, r.Elapsed)
		pos.Make(r.Move)
	}
	_ = errors.New
}

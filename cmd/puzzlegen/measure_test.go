package main

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/konane/konane/game"
	"github.com/konane/konane/puzzle"
)

func TestMeasure(t *testing.T) {
	path := os.Getenv("MEASURE_SET")
	if path == "" {
		t.Skip()
	}
	limit, _ := strconv.ParseUint(os.Getenv("MEASURE_LIMIT"), 10, 64)
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	set, err := puzzle.ReadSet(f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	out, _ := os.Create(os.Getenv("MEASURE_OUT"))
	defer out.Close()
	ctx := context.Background()
	for _, p := range set {
		pos, _ := p.Position()
		c, y := pos.Canonical()
		first := y.Move(p.Line[0], pos.Size())
		stones := pos.Count(game.Black) + pos.Count(game.White)
		for _, m := range c.LegalMoves(nil) {
			t0 := time.Now()
			n, err := puzzle.PlayNodes(ctx, c, m, limit)
			d := time.Since(t0)
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(out, "%s\t%d\t%d\t%s\t%v\t%d\t%.3f\n", p.ID, p.Size(), stones, m, m == first, n, d.Seconds()*1000)
			if limit > 0 && n >= limit && m != first {
				break
			}
		}
	}
}

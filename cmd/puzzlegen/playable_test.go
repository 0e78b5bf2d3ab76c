package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/konane/konane/puzzle"
)

// A run with the playable criterion writes the file -keep-playable makes
// of a run without it, byte for byte, and every first move of each kept
// puzzle is handled within PlayableNodes, counted again without a limit
// on the canonical position.
func TestKeepPlayableIsARunWithTheCriterion(t *testing.T) {
	if raceEnabled {
		t.Skip("long proofs: make test runs them without -race")
	}
	if testing.Short() {
		t.Skip("plays and solves 16 games twice")
	}
	o := small()
	o.Playable = false
	all := generated(t, o)
	if !bytes.Contains(all, []byte(" -playable=false\n")) {
		t.Fatalf("the run without the criterion does not say so:\n%s", all)
	}
	dir := t.TempDir()
	in, out := filepath.Join(dir, "all.txt"), filepath.Join(dir, "kept.txt")
	if err := os.WriteFile(in, all, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := keepPlayable(context.Background(), in, out); err != nil {
		t.Fatal(err)
	}
	kept, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	o.Playable = true
	if run := generated(t, o); !bytes.Equal(kept, run) {
		t.Fatalf("-keep-playable:\n%s\n----\nthe run with the criterion:\n%s", kept, run)
	}
	ps := parse(t, kept)
	if len(ps) == 0 {
		t.Fatal("no puzzle kept")
	}
	t.Logf("%d of %d puzzles kept", len(ps), len(parse(t, all)))
	ctx := context.Background()
	for _, p := range ps {
		start, _ := p.Position()
		c, _ := start.Canonical()
		for _, m := range c.LegalMoves(nil) {
			if n, err := puzzle.PlayNodes(ctx, c, m, 0); err != nil || n >= PlayableNodes {
				t.Errorf("%s: %s takes %d nodes (%v), want under %d", p.ID, m, n, err, PlayableNodes)
			}
		}
	}
}

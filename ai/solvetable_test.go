package ai

import (
	"context"
	"sync"
	"testing"

	"github.com/konane/konane/game"
)

// winOf is the value the table tests store for a key.
func winOf(key uint64, side int) bool { return mix64(key+uint64(side))&1 == 1 }

// The table gives back what it stored, shared or not, and a second solve
// of a position answers from it.
func TestTheSolveTableGivesBackWhatItStored(t *testing.T) {
	for _, shared := range []bool{false, true} {
		tab := newSolveTable(1 << 16)
		tab.shared = shared
		for k := uint64(1); k <= 100; k++ {
			tab.store(k*0x10001, int(k&1), winOf(k*0x10001, int(k&1)), k)
		}
		hits := 0
		for k := uint64(1); k <= 100; k++ {
			key, side := k*0x10001, int(k&1)
			w, ok := tab.probe(key, side)
			if ok && w != winOf(key, side) {
				t.Fatalf("shared %v: key %#x: %v, stored %v", shared, key, w, !w)
			}
			if _, ok := tab.probe(key, side^1); ok {
				t.Fatalf("shared %v: key %#x found for the other side", shared, key)
			}
			if ok {
				hits++
			}
		}
		if hits < 95 {
			t.Errorf("shared %v: %d of 100 stored entries found", shared, hits)
		}
	}
	s := NewSolver(1 << 20)
	pos := game.MustNewPosition(5)
	first, _ := s.Solve(context.Background(), pos, SolveOptions{})
	again, _ := s.Solve(context.Background(), pos, SolveOptions{})
	if again.Nodes*10 > first.Nodes {
		t.Errorf("a second solve took %d nodes, the first %d: the table did not answer", again.Nodes, first.Nodes)
	}
}

// Threads storing and probing one shared table never read a wrong value:
// a probe that meets two stores half done misses (run with -race).
func TestASharedSolveTableNeverGivesAWrongValue(t *testing.T) {
	tab := newSolveTable(1 << 12) // small: many stores meet in one bucket
	tab.shared = true
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			x := uint64(g) * 0x9e3779b97f4a7c15
			for range 20000 {
				x = mix64(x)
				key, side := x%5000, int(x>>40&1)
				if x>>32&1 == 0 {
					tab.store(key, side, winOf(key, side), x>>48)
				} else if w, ok := tab.probe(key, side); ok && w != winOf(key, side) {
					t.Errorf("key %d side %d: %v", key, side, w)
					return
				}
			}
		}()
	}
	wg.Wait()
}

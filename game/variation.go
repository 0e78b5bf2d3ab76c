package game

import (
	"fmt"
	"slices"
)

// MaxVariationDepth is how many levels variations nest at most: a
// variation of the main line is 1 deep, one inside it 2, and so on.
const MaxVariationDepth = 100

// newVariation returns an empty variation of g starting from p, the
// position before the move it replaces.
func (g *Game) newVariation(p Position) *Game {
	v := NewGameFrom(p)
	v.depth = g.depth + 1
	return v
}

// Variations returns the variations of move i (0-based): the lines that
// replace it, each a Game starting from the position before move i, in
// file order. They are g's own, not copies: what is done to one is done
// to g. Nil when there are none or i is not a played move.
func (g *Game) Variations(i int) []*Game {
	if n := g.note(i); n != nil && len(n.vars) > 0 {
		return slices.Clone(n.vars)
	}
	return nil
}

// AddVariation adds a variation of move i after its others: moves played
// from the position before move i. It returns the variation. Errors,
// which add nothing: ErrNoVariation (i not a played move, no moves), one
// wrapping ErrIllegalMove that names the move, ErrVariationDepth.
func (g *Game) AddVariation(i int, moves []Move) (*Game, error) {
	n := g.note(i)
	if n == nil || len(moves) == 0 {
		return nil, fmt.Errorf("%w: move %d, %d moves", ErrNoVariation, i, len(moves))
	}
	if g.depth >= MaxVariationDepth {
		return nil, ErrVariationDepth
	}
	v := g.newVariation(g.PositionAt(i))
	for k, m := range moves {
		if err := v.Play(m); err != nil {
			return nil, fmt.Errorf("move %d of the variation, %s: %w", k+1, m, err)
		}
	}
	n.vars = append(n.vars, v)
	return v, nil
}

// DeleteVariation removes variation k (as Variations lists them) of move
// i with all it holds; ErrNoVariation when there is none.
func (g *Game) DeleteVariation(i, k int) error {
	n := g.note(i)
	if n == nil || k < 0 || k >= len(n.vars) {
		return fmt.Errorf("%w: move %d, variation %d", ErrNoVariation, i, k)
	}
	n.vars = slices.Delete(n.vars, k, k+1)
	if len(n.vars) == 0 {
		n.vars = nil
	}
	return nil
}

// PromoteVariation swaps variation k of move i with g's moves from i on,
// notes and undone moves included; variations of its first move join move
// i's. g is then after the new line's played moves. Errors, changing
// nothing: ErrNoVariation (none, or no move played), ErrVariationDepth.
func (g *Game) PromoteVariation(i, k int) error {
	n := g.note(i)
	if n == nil || k < 0 || k >= len(n.vars) || n.vars[k].cur == 0 {
		return fmt.Errorf("%w: move %d, variation %d", ErrNoVariation, i, k)
	}
	v := n.vars[k]
	tail := g.newVariation(g.PositionAt(i))
	tail.moves = slices.Clone(g.moves[i:])
	tail.notes = slices.Clone(g.notes[i:])
	tail.notes[0].vars = nil // move i's variations stay where they are
	tail.cur, tail.pos = g.cur-i, g.pos
	if tail.depth+tail.height() > MaxVariationDepth {
		return ErrVariationDepth
	}
	siblings := slices.Clone(n.vars)
	siblings[k] = tail
	siblings = append(siblings, v.notes[0].vars...)
	g.moves = append(slices.Clone(g.moves[:i]), v.moves...)
	g.notes = append(slices.Clone(g.notes[:i]), v.notes...)
	g.notes[i].vars = siblings
	g.cur, g.pos = i+v.cur, v.pos
	for _, a := range g.notes[i:] {
		for _, w := range a.vars {
			w.setDepth(g.depth + 1)
		}
	}
	return nil
}

// height returns how many levels of variations nest inside g (0: none).
func (g *Game) height() int {
	h := 0
	for _, a := range g.notes {
		for _, v := range a.vars {
			h = max(h, 1+v.height())
		}
	}
	return h
}

// setDepth makes g d deep and its variations deeper, level by level.
func (g *Game) setDepth(d int) {
	g.depth = d
	for _, a := range g.notes {
		for _, v := range a.vars {
			v.setDepth(d + 1)
		}
	}
}

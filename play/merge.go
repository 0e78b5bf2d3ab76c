package play

import (
	"slices"

	"github.com/konane/konane/game"
)

// MergeDuplicates returns g with its duplicate variations merged: where
// several lines play the same move at the same point (the line's next
// move and its variations, or two variations), they become one line,
// their continuations its variations, their comments and glyphs joined,
// in file order. Without duplicates, or if the merged game cannot be
// built (it never nests deeper than g), it returns g itself.
func MergeDuplicates(g *game.Game) *game.Game {
	root := &point{}
	merged := false
	var add func(n *point, l *game.Game, i int)
	add = func(n *point, l *game.Game, i int) {
		ms := l.Moves()
		for ; i < len(ms); i++ {
			c, dup := n.child(ms[i])
			merged = merged || dup
			c.comments = append(c.comments, l.Comments(i)...)
			for _, x := range l.NAGs(i) {
				if !slices.Contains(c.nags, x) {
					c.nags = append(c.nags, x)
				}
			}
			for _, v := range l.Variations(i) {
				if v.Ply() == 0 {
					continue
				}
				add(n, v, 0)
				vc, _ := n.child(v.Moves()[0])
				vc.intro = append(vc.intro, v.Comments(-1)...)
			}
			n = c.next
		}
	}
	add(root, g, 0)
	if !merged {
		return g
	}
	out := game.NewGameFrom(g.Start())
	for _, t := range g.Tags() {
		out.SetTag(t.Name, t.Value)
	}
	out.SetComments(-1, g.Comments(-1))
	if err := root.emit(out); err != nil {
		return g
	}
	return out
}

// point is a position of the merged tree and the distinct moves played
// from it, in file order.
type point struct{ kids []*branch }

// branch is one move from a point, with what the merged lines say of it.
type branch struct {
	move     game.Move
	comments []string // after the move
	intro    []string // before a variation that starts with the move
	nags     []int
	next     *point
}

// child returns the branch of m, added if new; dup reports that it was
// there.
func (n *point) child(m game.Move) (b *branch, dup bool) {
	for _, b := range n.kids {
		if b.move == m {
			return b, true
		}
	}
	b = &branch{move: m, next: &point{}}
	n.kids = append(n.kids, b)
	return b, false
}

// emit plays the tree from n onto the end of line l: the first branch
// continues l, the others become variations of that move.
func (n *point) emit(l *game.Game) error {
	for len(n.kids) > 0 {
		b := n.kids[0]
		if err := l.Play(b.move); err != nil {
			return err
		}
		i := l.Ply() - 1
		l.SetComments(i, append(slices.Clone(b.intro), b.comments...))
		l.SetNAGs(i, b.nags)
		for _, o := range n.kids[1:] {
			v, err := l.AddVariation(i, []game.Move{o.move})
			if err != nil {
				return err
			}
			v.SetComments(-1, o.intro)
			v.SetComments(0, o.comments)
			v.SetNAGs(0, o.nags)
			if err := o.next.emit(v); err != nil {
				return err
			}
		}
		n = b.next
	}
	return nil
}

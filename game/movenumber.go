package game

// MoveNumber numbers move i (0-based) of a game whose first move is
// first's, as .kgn files and the history do: n counts pairs of a Black
// then a White move from 1 (a start with White to move opens pair 1 with
// White's move); mover plays move i.
func MoveNumber(i int, first Color) (n int, mover Color) {
	mover = first
	if i%2 == 1 {
		mover = first.Other()
	}
	if first != Black {
		i++ // the pair starts with Black's move, which the start skipped
	}
	return i/2 + 1, mover
}

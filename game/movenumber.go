package game

// MoveNumber numbers move i (0-based) of a game whose first move is
// first's, as .kgn files and the history do: by pairs of a Black and a
// White move counted from 1, so that a game whose start has White to move
// opens pair 1 with White's move. It returns the pair's number and the
// colour of the move's player.
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

package game

// Perft returns the number of legal move sequences of length depth from p
// (removals included), the standard test of a move generator. At the last
// ply it counts moves in bulk instead of making them. p is left unchanged.
func Perft(p Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return perft(&p, depth)
}

func perft(p *Position, depth int) uint64 {
	switch {
	case p.phase != Jumps:
	case p.n <= 8:
		return boards8[p.n].perft(p.stones[p.side][0], p.stones[p.side^1][0], depth)
	case p.isHome():
		return p.perftWide(depth)
	}
	if depth == 1 {
		return uint64(p.CountMoves())
	}
	var buf [128]Move
	moves := p.LegalMoves(buf[:0])
	var total uint64
	for _, m := range moves {
		p.Make(m)
		total += perft(p, depth-1)
		p.Unmake(m)
	}
	return total
}

// maxJumps8 bounds the jumps of one side on a board up to 8×8: a line of 8
// squares holds 4 squares of the mover's colour, which give at most 4
// jumps along it (two stones with two empty squares between them, or one
// with three beyond it), and there are 16 lines.
const maxJumps8 = 64

// perft is Perft of the jump-phase position whose side to move has the
// stones own and whose opponent has opp, depth ≥ 1: copy-make on the
// bitboards, the moves of the last ply counted by CountJumps.
func (b *Board8) perft(own, opp uint64, depth int) uint64 {
	if depth == 1 {
		return uint64(b.CountJumps(own, opp))
	}
	if depth == 2 {
		return b.perft2(own, opp)
	}
	var buf [maxJumps8]Jump8
	var total uint64
	for _, j := range b.Jumps(own, opp, buf[:0]) {
		total += b.perft(opp&^j.Captured, own^j.Path, depth-1)
	}
	return total
}

// perft2 is perft(2): the jumps of the opponent after each jump, counted
// as the jumps are found, with no list.
func (b *Board8) perft2(own, opp uint64) uint64 {
	empty := b.full &^ (own | opp)
	e1, e2, e3 := forward(own, opp, empty, b.stay[East], 1)
	w1, w2, w3 := backward(own, opp, empty, b.stay[West], 1)
	n1, n2, n3 := forward(own, opp, empty, b.stay[North], 8)
	s1, s2, s3 := backward(own, opp, empty, b.stay[South], 8)
	return b.replies(own, opp, e1, 0, 0b101, 0b10) +
		b.replies(own, opp, e2, 0, 0b10001, 0b1010) +
		b.replies(own, opp, e3, 0, 0b1000001, 0b101010) +
		b.replies(own, opp, w1, 2, 0b101, 0b10) +
		b.replies(own, opp, w2, 4, 0b10001, 0b1010) +
		b.replies(own, opp, w3, 6, 0b1000001, 0b101010) +
		b.replies(own, opp, n1, 0, 1|1<<16, 1<<8) +
		b.replies(own, opp, n2, 0, 1|1<<32, 1<<8|1<<24) +
		b.replies(own, opp, n3, 0, 1|1<<48, 1<<8|1<<24|1<<40) +
		b.replies(own, opp, s1, 16, 1|1<<16, 1<<8) +
		b.replies(own, opp, s2, 32, 1|1<<32, 1<<8|1<<24) +
		b.replies(own, opp, s3, 48, 1|1<<48, 1<<8|1<<24|1<<40)
}

// replies returns the number of the opponent's jumps after each jump from
// a stone of starts, whose path and captures are as in appendJump8.
func (b *Board8) replies(own, opp, starts uint64, down uint, path, caps uint64) uint64 {
	var total uint64
	for x := starts; x != 0; x &= x - 1 {
		low := (x & -x) >> down
		total += uint64(b.CountJumps(opp&^(low*caps), own^(low*path)))
	}
	return total
}

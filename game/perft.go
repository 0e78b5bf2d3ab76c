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

// DivideEntry is one root move and the perft count below it.
type DivideEntry struct {
	Move  Move
	Nodes uint64
}

// Divide returns, for each legal move of p, perft(depth-1) of the position
// after it: the usual aid for finding a move-generation bug by comparing
// with another implementation. depth must be at least 1.
func Divide(p Position, depth int) []DivideEntry {
	var out []DivideEntry
	for _, m := range p.LegalMoves(nil) {
		p.Make(m)
		out = append(out, DivideEntry{m, Perft(p, depth-1)})
		p.Unmake(m)
	}
	return out
}

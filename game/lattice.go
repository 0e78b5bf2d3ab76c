package game

// Bitboards of boards from 9×9 to 12×12: the lattice layouts.
//
// A jump moves a stone by two squares, so a stone never leaves the squares
// of its colour (HomeColor), and the squares of each colour form a lattice
// of their own: lattice 0 holds Black's squares, lattice 1 White's. Each
// lattice is a set of its own, in which a rank holds at most (n+1)/2
// squares, file f at f/2, and one index more that is padding and never
// holds a stone:
//
//   - 9×9 and 10×10 (w64, lat64.go): one word, S = 6 indexes a rank,
//     square (f, r) at index r*S + f/2;
//   - 11×11 and 12×12 (w128, lat128.go): two words of 42 bits, the even
//     ranks in the first and the odd ranks in the second, S = 7 indexes a
//     rank, square (f, r) at bit (r/2)*S + f/2 of word r%2. A jump along
//     a rank stays in its word, one along a file lands in its own word
//     and passes over the other's, so no shift crosses a word.
//
// Along a rank the square over which a stone at index i jumps east is at
// i + odd on the other lattice, and west at i − 1 + odd, where odd is 1 on
// the ranks where the jumping stone's lattice has odd files; the landing
// squares are i + 1 and i − 1. Along a file each jump lands S (two layers
// of the split layout) or 2S (one word) indexes further. A step that
// leaves a rank lands on padding, of this rank or the one below, which is
// never a stone and never empty, so no jump wraps and no edge mask is
// needed; a step off the top or the bottom falls off the set.
//
// The jump generator of both (latgen128.go) is the same code: latgen64.go
// is made from it by TestLatgen64IsMadeFromLatgen128 (lat_gen_test.go).
//
// In a position the stones of colour c on lattice L are
// Position.stones[c][2L] (indexes 0–63) and [2L+1] (64–127). A position of
// the game has stones on their own lattice only; a KFEN may put a stone on
// a square of the other colour, which then lives in the other lattice's
// set, and such positions are generated lattice by lattice.

// squareStep is the change of Square value of one jump in each direction.
var squareStep = [numDirs]int{2, -2, 32, -32}

// The lattices of each size: lat64 on 9×9 and 10×10, lat128 above.
var (
	lats64  [11]lat64
	lats128 [MaxSize + 1]lat128
)

func init() {
	for n := 9; n <= 10; n++ {
		lats64[n] = newLat64(n)
	}
	for n := 11; n <= MaxSize; n++ {
		lats128[n] = newLat128(n)
	}
}

// latSlots[n][s] is word<<6 | bit: the word of Position.stones[c] and the
// bit in it that stand for square s of an n×n board above 8×8.
var latSlots = func() (t [MaxSize + 1][MaxSize << 4]uint8) {
	for n := 9; n <= MaxSize; n++ {
		for r := 0; r < n; r++ {
			for f := 0; f < n; f++ {
				s := SquareAt(f, r)
				i := latIndex128(f, r)
				if n <= 10 {
					i = latIndex64(f, r)
				}
				t[n][s] = uint8(2*int(HomeColor(s, n))+i>>6)<<6 | uint8(i&63)
			}
		}
	}
	return t
}()

// lat128 returns the stones of colour c on lattice L (11×11 and 12×12).
func (p *Position) lat128(c Color, L int) w128 {
	return w128{p.stones[c][2*L], p.stones[c][2*L+1]}
}

// lat64 returns the stones of colour c on lattice L (9×9 and 10×10).
func (p *Position) lat64(c Color, L int) w64 { return w64(p.stones[c][2*L]) }

// isHome reports whether every stone of p, on a board above 8×8, stands
// on a square of its own colour, as in every position of a game.
func (p *Position) isHome() bool {
	return p.stones[Black][2]|p.stones[Black][3]|p.stones[White][0]|p.stones[White][1] == 0
}

// jumpsWide appends the jumps of colour c on a board above 8×8 to buf:
// those of its stones on its own lattice, then of any on the other one.
func (p *Position) jumpsWide(c Color, buf []Move) []Move {
	for _, L := range [2]int{int(c), int(c ^ 1)} {
		if p.n <= 10 {
			g := &lats64[p.n]
			if own := p.lat64(c, L); !own.isZero() {
				empty := g.home[L].andNot(own.or(p.lat64(c^1, L)))
				buf = g.appendMoves(L, own, p.lat64(c^1, L^1), empty, buf)
			}
		} else {
			g := &lats128[p.n]
			if own := p.lat128(c, L); !own.isZero() {
				empty := g.home[L].andNot(own.or(p.lat128(c^1, L)))
				buf = g.appendMoves(L, own, p.lat128(c^1, L^1), empty, buf)
			}
		}
	}
	return buf
}

// countJumpsWide returns the number of jumps of colour c on a board above
// 8×8.
func (p *Position) countJumpsWide(c Color) int {
	total := 0
	for _, L := range [2]int{int(c), int(c ^ 1)} {
		if p.n <= 10 {
			g := &lats64[p.n]
			if own := p.lat64(c, L); !own.isZero() {
				empty := g.home[L].andNot(own.or(p.lat64(c^1, L)))
				total += g.count(L, own, p.lat64(c^1, L^1), empty)
			}
		} else {
			g := &lats128[p.n]
			if own := p.lat128(c, L); !own.isZero() {
				empty := g.home[L].andNot(own.or(p.lat128(c^1, L)))
				total += g.count(L, own, p.lat128(c^1, L^1), empty)
			}
		}
	}
	return total
}

// perftWide is Perft of a jump-phase position above 8×8 whose stones all
// stand on their own lattice.
func (p *Position) perftWide(depth int) uint64 {
	c := p.side
	if p.n <= 10 {
		return lats64[p.n].perft(int(c), p.lat64(c, int(c)), p.lat64(c^1, int(c^1)), depth)
	}
	return lats128[p.n].perft(int(c), p.lat128(c, int(c)), p.lat128(c^1, int(c^1)), depth)
}

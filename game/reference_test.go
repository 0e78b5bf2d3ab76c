package game

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// refBoard is the slow, obviously correct model used to check the bitboard
// move generator: a plain 2-D array, row 0 at the top as in docs/rules.md.
type refBoard struct {
	n     int
	cell  [MaxSize][MaxSize]int8 // 0 empty, 1 Black, 2 White
	side  int8                   // 1 Black, 2 White
	phase Phase
}

func refFrom(p *Position) refBoard {
	b := refBoard{n: p.Size(), side: int8(p.SideToMove()) + 1, phase: p.Phase()}
	for row := 0; row < b.n; row++ {
		for col := 0; col < b.n; col++ {
			if c, ok := p.At(SquareAt(col, b.n-1-row)); ok {
				b.cell[row][col] = int8(c) + 1
			}
		}
	}
	return b
}

func (b *refBoard) square(row, col int) Square { return SquareAt(col, b.n-1-row) }

func (b *refBoard) on(row, col int) bool { return row >= 0 && row < b.n && col >= 0 && col < b.n }

// moves lists the legal moves by walking the array, straight from docs/rules.md.
func (b *refBoard) moves() []Move {
	var out []Move
	switch b.phase {
	case BlackRemoves:
		last := b.n - 1
		for row := 0; row < b.n; row++ {
			for col := 0; col < b.n; col++ {
				corner := (row == 0 || row == last) && (col == 0 || col == last)
				centre := 2*row >= last-1 && 2*row <= last+1 && 2*col >= last-1 && 2*col <= last+1
				if b.side == 1 && (corner || centre) && b.cell[row][col] == 1 && (row+col)%2 == 0 {
					out = append(out, Removal(b.square(row, col)))
				}
			}
		}
	case WhiteRemoves:
		for row := 0; row < b.n; row++ {
			for col := 0; col < b.n; col++ {
				if b.cell[row][col] != 0 || b.side != 2 {
					continue
				}
				for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
					r, c := row+d[0], col+d[1]
					if b.on(r, c) && b.cell[r][c] == 2 {
						out = append(out, Removal(b.square(r, c)))
					}
				}
			}
		}
	default:
		for row := 0; row < b.n; row++ {
			for col := 0; col < b.n; col++ {
				if b.cell[row][col] == b.side {
					out = b.jumpsFrom(row, col, out)
				}
			}
		}
	}
	return out
}

func (b *refBoard) jumpsFrom(row, col int, out []Move) []Move {
	enemy := 3 - b.side
	for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		r, c := row, col
		for {
			overR, overC := r+d[0], c+d[1]
			landR, landC := r+2*d[0], c+2*d[1]
			if !b.on(landR, landC) || b.cell[overR][overC] != enemy || b.cell[landR][landC] != 0 {
				break
			}
			out = append(out, Jump(b.square(row, col), b.square(landR, landC)))
			r, c = landR, landC
		}
	}
	return out
}

func sortedMoves(ms []Move) []Move {
	out := slices.Clone(ms)
	slices.Sort(out)
	return out
}

// playRandomChecked plays one random game from p, comparing the fast and the
// slow generator at every ply and checking that Unmake restores the exact
// position (stones, side, phase and Zobrist key) after every move.
func playRandomChecked(t *testing.T, rng *rand.Rand, p Position) {
	t.Helper()
	var buf [512]Move
	for ply := 0; ; ply++ {
		ref := refFrom(&p)
		fast := sortedMoves(p.LegalMoves(buf[:0]))
		slow := sortedMoves(ref.moves())
		if !slices.Equal(fast, slow) {
			t.Fatalf("ply %d of %s: fast %v, slow %v", ply, p.KFEN(), fast, slow)
		}
		if got := p.CountMoves(); got != len(slow) {
			t.Fatalf("ply %d of %s: CountMoves %d, want %d", ply, p.KFEN(), got, len(slow))
		}
		if len(fast) == 0 {
			return
		}
		if ply%4 == 0 { // every move of the position, on a sample of plies
			for _, m := range fast {
				checkUndo(t, &p, m)
			}
		}
		m := fast[rng.IntN(len(fast))]
		checkUndo(t, &p, m)
		p.Make(m)
		if p.Hash() != p.computeHash() {
			t.Fatalf("incremental Zobrist key drifted at %s", p.KFEN())
		}
	}
}

// checkUndo makes and unmakes m and fails unless p is exactly restored.
func checkUndo(t *testing.T, p *Position, m Move) {
	t.Helper()
	before := *p
	p.Make(m)
	p.Unmake(m)
	if *p != before {
		t.Fatalf("undo of %s at %s did not restore the position", m, before.KFEN())
	}
}

func TestFastGeneratorMatchesSlowReferenceInRandomGames(t *testing.T) {
	// 2,000 games per size; under -race or -short 200 (make test runs the
	// full count without -race as well).
	games := 2000
	if testing.Short() || raceEnabled {
		games = 200
	}
	for n := MinSize; n <= MaxSize; n++ {
		rng := rand.New(rand.NewPCG(uint64(n), 7))
		for i := 0; i < games; i++ {
			playRandomChecked(t, rng, MustNewPosition(n))
		}
	}
}

// Positions with long jumps along the edges, where a shift could wrap.
var edgeJumpPositions = []struct {
	kfen string
	want []string // moves that must be among the legal ones
}{
	// 8×8: Black on a1 jumps along rank 1 over b1, d1, f1 (3 stones), and
	// up the a-file over a2, a4, a6 (3 stones).
	{"8/8/W7/8/W7/8/W7/BW1W1W2 b", []string{"a1-c1", "a1-e1", "a1-g1", "a1-a3", "a1-a5", "a1-a7"}},
	// 8×8: Black on h8 jumps west along rank 8 and down the h-file.
	{"2W1W1WB/7W/8/7W/8/7W/8/8 b", []string{"h8-f8", "h8-d8", "h8-b8", "h8-h6", "h8-h4", "h8-h2"}},
	// 10×10: a 4-stone jump along rank 10 and along the j-file.
	{"BW1W1W1W2/10/10/10/10/10/10/10/10/10 b", []string{"a10-i10"}},
	{"9B/9W/10/9W/10/9W/10/9W/10/10 b", []string{"j10-j2"}},
	// 12×12: a 5-stone jump along rank 1.
	{"12/12/12/12/12/12/12/12/12/12/12/BW1W1W1W1W2 b", []string{"a1-k1"}},
}

func TestLongEdgeJumpsAreGeneratedAndUndone(t *testing.T) {
	for _, c := range edgeJumpPositions {
		t.Run(c.kfen, func(t *testing.T) {
			p, err := ParseKFEN(c.kfen)
			if err != nil {
				t.Fatal(err)
			}
			legal := p.LegalMoves(nil)
			for _, w := range c.want {
				m, _ := ParseMove(w)
				if !slices.Contains(legal, m) {
					t.Errorf("%s missing from %v", w, legal)
				}
			}
			playRandomChecked(t, rand.New(rand.NewPCG(1, 1)), p)
		})
	}
}

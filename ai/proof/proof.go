// Package proof writes, reads and checks proofs of Kōnane results that
// other programs can verify: the winner's move in every position of its
// strategy from a start position, up to a depth. The checker follows
// every move of the loser and the listed move of the winner, with the
// rules of package game only; positions at the depth, where the proof
// stops, it can prove with a slow solver of its own (a plain negamax with
// a map of positions, sharing nothing with package ai), or count as the
// claims left to another check.
//
// The text format, one item per line ('#' lines are comments):
//
//	rules konane/1
//	size 7
//	start <KFEN>
//	winner B            (or W)
//	depth 8             (plies from start covered by the proof)
//	<KFEN> <move>       (a position of the winner to move, its move)
//
// A KFEN is two fields (docs/notation.md), so a move line has three. The move
// lines are sorted, so that a proof is written the same way every time.
package proof

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/konane/konane/game"
)

// Rules is the rules profile that proofs are written for.
const Rules = "konane/1"

// Proof is the winner's strategy from Start for Depth plies.
type Proof struct {
	Start  game.Position
	Winner game.Color
	Depth  int
	// Moves maps each position of the winner to move in the strategy to the
	// move it plays.
	Moves map[game.Position]game.Move
}

// ErrSyntax is wrapped by Read for a text that is not a proof.
var ErrSyntax = errors.New("proof: bad syntax")

// ErrInvalid is wrapped by Check for a proof that does not prove its
// claim.
var ErrInvalid = errors.New("proof: invalid")

// Write writes p in the text format.
func (p *Proof) Write(w io.Writer) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "# Kōnane proof: the winner's move in every position of its strategy\n")
	fmt.Fprintf(bw, "rules %s\nsize %d\nstart %s\nwinner %s\ndepth %d\n", Rules, p.Start.Size(), p.Start.KFEN(), colour(p.Winner), p.Depth)
	lines := make([]string, 0, len(p.Moves))
	for pos, m := range p.Moves {
		lines = append(lines, pos.KFEN()+" "+m.String())
	}
	sort.Strings(lines)
	for _, l := range lines {
		fmt.Fprintln(bw, l)
	}
	return bw.Flush()
}

func colour(c game.Color) string {
	if c == game.Black {
		return "B"
	}
	return "W"
}

// Read reads a proof in the text format. Errors wrap ErrSyntax.
func Read(r io.Reader) (*Proof, error) {
	p := &Proof{Moves: map[game.Position]game.Move{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 4096), 1<<20)
	line, size := 0, 0
	header := map[string]bool{}
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: line %d: %s", ErrSyntax, line, fmt.Sprintf(format, args...))
	}
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		f := strings.Fields(text)
		if len(f) == 2 {
			if header[f[0]] {
				return nil, bad("second %s", f[0])
			}
			header[f[0]] = true
		}
		switch {
		case len(f) == 2 && f[0] == "rules":
			if f[1] != Rules {
				return nil, bad("rules %q, want %s", f[1], Rules)
			}
		case len(f) == 2 && f[0] == "size":
			n, err := strconv.Atoi(f[1])
			if err != nil {
				return nil, bad("size %q", f[1])
			}
			size = n
		case len(f) == 3 && f[0] == "start":
			pos, err := game.ParseKFEN(f[1] + " " + f[2])
			if err != nil {
				return nil, bad("%v", err)
			}
			p.Start = pos
			header["start"] = true
		case len(f) == 2 && f[0] == "winner":
			switch f[1] {
			case "B":
				p.Winner = game.Black
			case "W":
				p.Winner = game.White
			default:
				return nil, bad("winner %q", f[1])
			}
		case len(f) == 2 && f[0] == "depth":
			d, err := strconv.Atoi(f[1])
			if err != nil || d < 0 {
				return nil, bad("depth %q", f[1])
			}
			p.Depth = d
		case len(f) == 3:
			pos, err := game.ParseKFEN(f[0] + " " + f[1])
			if err != nil {
				return nil, bad("%v", err)
			}
			m, err := game.ParseMove(f[2])
			if err != nil {
				return nil, bad("%v", err)
			}
			if _, dup := p.Moves[pos]; dup {
				return nil, bad("position listed twice")
			}
			p.Moves[pos] = m
		default:
			return nil, bad("%q", text)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	for _, h := range []string{"rules", "size", "start", "winner", "depth"} {
		if !header[h] {
			return nil, fmt.Errorf("%w: no %s line", ErrSyntax, h)
		}
	}
	if size != p.Start.Size() {
		return nil, fmt.Errorf("%w: size %d, start position of %d×%d", ErrSyntax, size, p.Start.Size(), p.Start.Size())
	}
	return p, nil
}

// CheckOptions configure Check.
type CheckOptions struct {
	// Depth is the number of plies from the start to check; 0 or more than
	// the proof's depth means the proof's depth.
	Depth int
	// LeafStones, when not 0, has the checker prove every position where
	// the check stops (the depth reached, the game not over) that holds at
	// most LeafStones stones, with its slow solver.
	LeafStones int
}

// Report counts what a check saw.
type Report struct {
	Positions int // distinct positions reached within the depth
	Winner    int // of them, with the winner to move (each with a move checked)
	Ends      int // positions where the loser had no move (the proven ends)
	Leaves    int // positions where the check stopped at the depth, the game not over
	Solved    int // of the leaves, proven by the slow solver
}

// Check verifies p to its depth: every legal move of the loser and the
// listed, legal move of the winner, and the game never ends with the winner
// to move; leaves within LeafStones go to the slow solver. It returns what
// it saw and an error wrapping ErrInvalid at the first fault, or ctx.Err().
func (p *Proof) Check(ctx context.Context, opts CheckOptions) (Report, error) {
	depth := p.Depth
	if opts.Depth > 0 && opts.Depth < depth {
		depth = opts.Depth
	}
	var r Report
	seen := map[game.Position]bool{}
	memo := map[game.Position]bool{}
	var walk func(pos game.Position, ply int) error
	walk = func(pos game.Position, ply int) error {
		if seen[pos] {
			return nil
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		seen[pos] = true
		r.Positions++
		moves := pos.LegalMoves(nil)
		if len(moves) == 0 {
			if pos.SideToMove() == p.Winner {
				return fmt.Errorf("%w: the winner has no move in %s", ErrInvalid, pos.KFEN())
			}
			r.Ends++
			return nil
		}
		if ply == depth {
			r.Leaves++
			if opts.LeafStones > 0 && pos.Count(game.Black)+pos.Count(game.White) <= opts.LeafStones {
				wins, err := SlowSolve(ctx, pos, memo)
				if err != nil {
					return err
				}
				if wins != (pos.SideToMove() == p.Winner) {
					return fmt.Errorf("%w: the slow solver finds %s won by the other side", ErrInvalid, pos.KFEN())
				}
				r.Solved++
			}
			return nil
		}
		if pos.SideToMove() == p.Winner {
			r.Winner++
			m, ok := p.Moves[pos]
			if !ok {
				return fmt.Errorf("%w: no move for %s at ply %d", ErrInvalid, pos.KFEN(), ply)
			}
			if !pos.IsLegal(m) {
				return fmt.Errorf("%w: %v is not legal in %s", ErrInvalid, m, pos.KFEN())
			}
			pos.Make(m)
			return walk(pos, ply+1)
		}
		for _, m := range moves {
			c := pos
			c.Make(m)
			if err := walk(c, ply+1); err != nil {
				return err
			}
		}
		return nil
	}
	return r, walk(p.Start, 0)
}

// SlowSolve reports whether the side to move wins pos with perfect play:
// a plain negamax over every legal move, remembering the positions it
// decided in memo (which may be nil, or shared between calls). It checks
// ctx every 4096 positions.
func SlowSolve(ctx context.Context, pos game.Position, memo map[game.Position]bool) (bool, error) {
	if memo == nil {
		memo = map[game.Position]bool{}
	}
	n := 0
	var wins func(p game.Position) (bool, error)
	wins = func(p game.Position) (bool, error) {
		if w, ok := memo[p]; ok {
			return w, nil
		}
		if n++; n%4096 == 0 {
			if err := ctx.Err(); err != nil {
				return false, err
			}
		}
		w := false
		for _, m := range p.LegalMoves(nil) {
			c := p
			c.Make(m)
			cw, err := wins(c)
			if err != nil {
				return false, err
			}
			if !cw {
				w = true
				break
			}
		}
		memo[p] = w
		return w, nil
	}
	return wins(pos)
}

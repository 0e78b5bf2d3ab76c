package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/konane/konane/game"
	"github.com/konane/konane/puzzle"
)

// PlayableNodes bounds the work of a puzzle's first move: a puzzle is
// playable at once when puzzle.PlayNodes of each legal first move (the
// verdict, the answer and, after a right move, whether every move wins)
// stays under it. It is counted on the canonical position from cleared
// solvers, so mirror images and every machine agree.
const PlayableNodes = 100_000

// playable reports whether every first move of pos is handled within
// PlayableNodes solver nodes (the main line's move too, as if off it).
func playable(ctx context.Context, pos game.Position) (bool, error) {
	c, _ := pos.Canonical()
	for _, m := range c.LegalMoves(nil) {
		n, err := puzzle.PlayNodes(ctx, c, m, PlayableNodes)
		if err != nil {
			return false, err
		}
		if n >= PlayableNodes {
			return false, nil
		}
	}
	return true, nil
}

// playables returns playable of each candidate's position.
func playables(ctx context.Context, cs []candidate) ([]bool, error) {
	ok := make([]bool, len(cs))
	for i, c := range cs {
		var err error
		if ok[i], err = playable(ctx, c.Pos); err != nil {
			return nil, err
		}
	}
	return ok, nil
}

// countsRE reads the counts line of a set file's header (write).
var countsRE = regexp.MustCompile(`^# (\d+) games, (\d+) plies, (\d+) candidates \((\d+) the same as one kept, (\d+) near copies(?:, (\d+) over \d+ solver nodes a first move)?\): `)

// keepPlayable reads the set file at in, keeps its playable puzzles and
// writes them to out (-: standard output) with the header's counts
// updated: the file a run of its command with the criterion gives.
func keepPlayable(ctx context.Context, in, out string) error {
	data, err := os.ReadFile(in)
	if err != nil {
		return err
	}
	set, err := puzzle.ReadSet(bytes.NewReader(data))
	if err != nil {
		return err
	}
	var head []string
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() && strings.HasPrefix(sc.Text(), "#") && len(head) < 3 {
		head = append(head, sc.Text())
	}
	var m []string
	if len(head) == 3 {
		m = countsRE.FindStringSubmatch(head[2])
	}
	if m == nil {
		return fmt.Errorf("%s: no header of puzzlegen", in)
	}
	n := make([]int, 6)
	for i := range n {
		n[i], _ = strconv.Atoi(m[i+1])
	}
	st := stats{Games: n[0], Positions: n[1], Candidates: n[2], Same: n[3], Near: n[4], Unplayable: n[5]}
	var kept []puzzle.Puzzle
	for _, p := range set {
		pos, err := p.Position()
		if err != nil {
			return fmt.Errorf("puzzle %s: %w", p.ID, err)
		}
		ok, err := playable(ctx, pos)
		if err != nil {
			return err
		}
		if ok {
			kept = append(kept, p)
		} else {
			st.Unplayable++
		}
	}
	var b bytes.Buffer
	fmt.Fprintln(&b, strings.Replace(head[0], " -playable=false", "", 1))
	fmt.Fprintln(&b, head[1])
	if err := writeSet(&b, true, kept, st); err != nil {
		return err
	}
	if out == "-" {
		_, err = io.Copy(os.Stdout, &b)
		return err
	}
	return os.WriteFile(out, b.Bytes(), 0o644)
}

// printCosts prints, for each puzzle of the set file at in and each first
// move on its canonical position, a tab-separated line: ID, size, stones,
// move, whether it is the main line's, puzzle.PlayNodes within limit
// (0: none) and its time in ms. A puzzle's moves after one at limit are
// left out, but the main line's.
func printCosts(ctx context.Context, w io.Writer, in string, limit uint64) error {
	set, err := readSetFile(in)
	if err != nil {
		return err
	}
	for _, p := range set {
		pos, err := p.Position()
		if err != nil {
			return fmt.Errorf("puzzle %s: %w", p.ID, err)
		}
		c, y := pos.Canonical()
		first := y.Move(p.Line[0], pos.Size())
		stones := pos.Count(game.Black) + pos.Count(game.White)
		for _, m := range c.LegalMoves(nil) {
			t0 := time.Now()
			n, err := puzzle.PlayNodes(ctx, c, m, limit)
			if err != nil {
				return fmt.Errorf("puzzle %s: %w", p.ID, err)
			}
			fmt.Fprintf(w, "%s\t%d\t%d\t%s\t%v\t%d\t%.3f\n", p.ID, p.Size(), stones, m, m == first, n, time.Since(t0).Seconds()*1000)
			if limit > 0 && n >= limit && m != first {
				break
			}
		}
	}
	return nil
}

package play

import (
	"strings"

	"github.com/konane/konane/game"
)

// Replay is the cursor of a replay: which position of a finished or
// saved game is on show, from 0 (the full board, before the first move)
// to Len() (after the last move). It knows nothing of Fyne.
type Replay struct {
	game  *game.Game // a private copy of the replayed game
	moves []game.Move
	ply   int
}

// NewReplay returns a replay of the moves played in g (not its redo
// tail), at ply 0. It works on a copy (Game.Clone): later changes of g do
// not reach it.
func NewReplay(g *game.Game) *Replay {
	c := g.Clone()
	return &Replay{game: c, moves: c.Moves()}
}

// Game returns the replayed copy (its moves up to the end of the replay).
// Callers must not change it.
func (r *Replay) Game() *game.Game { return r.game }

// Len returns the number of moves of the game.
func (r *Replay) Len() int { return len(r.moves) }

// Ply returns the number of moves played in the position on show.
func (r *Replay) Ply() int { return r.ply }

// Set moves the cursor to ply k, clamped to [0, Len()], and reports whether
// it moved.
func (r *Replay) Set(k int) bool {
	k = max(0, min(k, r.Len()))
	if k == r.ply {
		return false
	}
	r.ply = k
	return true
}

// Next steps one move forward; First goes to the full board. Each reports
// whether the cursor moved.
func (r *Replay) Next() bool  { return r.Set(r.ply + 1) }
func (r *Replay) First() bool { return r.Set(0) }

// AtEnd reports whether the position after the last move is on show.
func (r *Replay) AtEnd() bool { return r.ply == r.Len() }

// Position returns the position on show.
func (r *Replay) Position() game.Position { return r.game.PositionAt(r.ply) }

// LastMove returns the move that led to the position on show, or
// game.NoMove at ply 0.
func (r *Replay) LastMove() game.Move {
	if r.ply == 0 {
		return game.NoMove
	}
	return r.moves[r.ply-1]
}

// Comment returns the comments after the last move on show (at ply 0, the
// comments before the first move), one a line, "" if there are none. The
// review's [%...] commands are left out (the review window shows them),
// and so is a comment that held nothing else.
func (r *Replay) Comment() string {
	var lines []string
	for _, c := range r.game.Comments(r.ply - 1) {
		if c = game.StripCommands(c); c != "" {
			lines = append(lines, c)
		}
	}
	return strings.Join(lines, "\n")
}

// MoveText returns move i (0-based) with its annotation glyphs ("d5!").
func (r *Replay) MoveText(i int) string { return r.game.AnnotatedMove(i) }

// Mover returns the colour that played move i (0-based): the sides
// alternate strictly from the start position's side to move.
func (r *Replay) Mover(i int) game.Color {
	start := r.game.Start()
	if i%2 == 0 {
		return start.SideToMove()
	}
	return start.SideToMove().Other()
}

// Opening returns a new game record with the first Ply() moves of the
// replayed game and their comments, ready to be played on: Continue from
// here. Its tags are left to the caller.
func (r *Replay) Opening() *game.Game {
	g := game.NewGameFrom(r.game.Start())
	g.SetComments(-1, r.game.Comments(-1))
	for i, m := range r.moves[:r.ply] {
		if g.Play(m) != nil {
			break // not reached: the moves were legal when they were read
		}
		g.SetComments(i, r.game.Comments(i))
		g.SetNAGs(i, r.game.NAGs(i))
	}
	return g
}

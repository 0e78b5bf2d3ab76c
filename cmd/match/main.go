// Command match plays a level of package ai against another Kōnane program
// that speaks the engine text protocol of `konane engine`
// (docs/engine-protocol.md): from each given opening, with each
// colour, at its own think time per move for each side. It prints every game
// (its moves in canonical notation and the winner) and the score, and can
// save each game as a .kgn file.
//
// The other program needs only these commands: boardsize, time_limit, play
// and genmove (answering a move in canonical notation, or none). It is
// started afresh for every game, with the command line given by -engine (a
// program and its arguments, split at spaces). Every move it answers is
// checked against package game; an illegal move or a protocol failure ends
// the command with status 1.
//
//	go run ./cmd/match -engine "konane engine" -openings "h1 h2,a8 a7" -time 50ms -their 500ms
//	go run ./cmd/match -engine "./other-engine" -games 2 -kgn /tmp/games   # all 12 openings, 2 rounds
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

func main() {
	engine := flag.String("engine", "", "command line of the other program (split at spaces)")
	openingList := flag.String("openings", "", "comma-separated openings, each two removals, e.g. \"h1 h2,a8 a7\" (default: every opening of the board)")
	ours := flag.Duration("time", 50*time.Millisecond, "think time per move of our level")
	theirs := flag.Duration("their", 500*time.Millisecond, "think time per move of the other program (sent as time_limit)")
	levelName := flag.String("level", "master", "our level")
	rounds := flag.Int("games", 1, "games per opening and colour")
	colours := flag.String("colour", "both", "our colour: black, white or both")
	kgnDir := flag.String("kgn", "", "folder to save every game in as a .kgn file")
	flag.Parse()

	cfg, err := configure(*engine, *openingList, *levelName, *colours)
	if err != nil {
		fmt.Fprintln(os.Stderr, "match:", err)
		os.Exit(2)
	}
	cfg.ours, cfg.theirs, cfg.rounds, cfg.kgnDir = *ours, *theirs, *rounds, *kgnDir
	if err := run(cfg, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "match:", err)
		os.Exit(1)
	}
}

// config is what one run of the command plays.
type config struct {
	engine   []string
	openings [][2]game.Move
	level    ai.Level
	colours  []game.Color // our colours
	ours     time.Duration
	theirs   time.Duration
	rounds   int
	kgnDir   string
}

func configure(engine, openingList, levelName, colours string) (config, error) {
	var cfg config
	cfg.engine = strings.Fields(engine)
	if len(cfg.engine) == 0 {
		return cfg, errors.New("-engine is required")
	}
	lvl, err := ai.ParseLevel(levelName)
	if err != nil {
		return cfg, err
	}
	cfg.level = lvl
	switch colours {
	case "black":
		cfg.colours = []game.Color{game.Black}
	case "white":
		cfg.colours = []game.Color{game.White}
	case "both":
		cfg.colours = []game.Color{game.Black, game.White}
	default:
		return cfg, fmt.Errorf("-colour %q: want black, white or both", colours)
	}
	cfg.openings, err = parseOpenings(openingList)
	return cfg, err
}

// parseOpenings reads "b w,b w,..." into pairs of removals that are legal
// on 8×8; the empty text gives every opening of the board.
func parseOpenings(text string) ([][2]game.Move, error) {
	start := game.MustNewPosition(8)
	if strings.TrimSpace(text) == "" {
		var out [][2]game.Move
		for _, b := range start.LegalMoves(nil) {
			p := start
			p.Make(b)
			for _, w := range p.LegalMoves(nil) {
				out = append(out, [2]game.Move{b, w})
			}
		}
		return out, nil
	}
	var out [][2]game.Move
	for _, part := range strings.Split(text, ",") {
		f := strings.Fields(part)
		if len(f) != 2 {
			return nil, fmt.Errorf("opening %q: want two removals", part)
		}
		var o [2]game.Move
		p := start
		for i, s := range f {
			m, err := game.ParseMove(s)
			if err != nil || !p.IsLegal(m) {
				return nil, fmt.Errorf("opening %q: %q is not a legal removal", part, s)
			}
			p.Make(m)
			o[i] = m
		}
		out = append(out, o)
	}
	return out, nil
}

// outcome is one finished game.
type outcome struct {
	moves  []game.Move
	winner game.Color
}

func run(cfg config, w io.Writer) error {
	fmt.Fprintf(w, "match: %v at %v per move against %q at %v per move, %d openings × %d colours × %d\n",
		cfg.level, cfg.ours, strings.Join(cfg.engine, " "), cfg.theirs, len(cfg.openings), len(cfg.colours), cfg.rounds)
	won, played := 0, 0
	searcher := ai.NewSearcher(ai.SearcherOptions{})
	for r := 0; r < cfg.rounds; r++ {
		for _, o := range cfg.openings {
			for _, us := range cfg.colours {
				searcher.NewGame()
				res, err := playGame(cfg, searcher, o, us)
				if err != nil {
					return fmt.Errorf("%v %v, we %v: %w", o[0], o[1], us, err)
				}
				played++
				verdict := "lost"
				if res.winner == us {
					won++
					verdict = "won"
				}
				fmt.Fprintf(w, "%v %v  we %-5v %s in %d plies: %s\n", o[0], o[1], us, verdict, len(res.moves), game.MovesText(res.moves))
				if cfg.kgnDir != "" {
					if err := saveKGN(cfg, res, us, played); err != nil {
						return err
					}
				}
			}
		}
	}
	fmt.Fprintf(w, "%v won %d of %d games\n", cfg.level, won, played)
	return nil
}

// playGame plays one game from opening o with our level as colour us.
func playGame(cfg config, s *ai.Searcher, o [2]game.Move, us game.Color) (outcome, error) {
	eng, err := startEngine(cfg.engine)
	if err != nil {
		return outcome{}, err
	}
	defer eng.close()
	if _, err := eng.send("boardsize 8"); err != nil {
		return outcome{}, err
	}
	if _, err := eng.send(fmt.Sprintf("time_limit %d", max(1, cfg.theirs.Milliseconds()))); err != nil {
		return outcome{}, err
	}
	pos := game.MustNewPosition(8)
	var moves []game.Move
	play := func(m game.Move) {
		pos.Make(m)
		moves = append(moves, m)
	}
	for _, m := range o {
		if _, err := eng.send("play " + m.String()); err != nil {
			return outcome{}, err
		}
		play(m)
	}
	for pos.HasMoves() {
		if pos.SideToMove() == us {
			r, err := s.Search(context.Background(), pos, ai.Limits{Time: cfg.ours, Level: cfg.level})
			if err != nil {
				return outcome{}, err
			}
			if _, err := eng.send("play " + r.Move.String()); err != nil {
				return outcome{}, err
			}
			play(r.Move)
			continue
		}
		ans, err := eng.send("genmove")
		if err != nil {
			return outcome{}, err
		}
		m, err := game.ParseMove(ans)
		if err != nil || !pos.IsLegal(m) {
			return outcome{}, fmt.Errorf("the other program answered %q in %s", ans, pos.KFEN())
		}
		play(m)
	}
	return outcome{moves: moves, winner: pos.SideToMove().Other()}, nil
}

func saveKGN(cfg config, res outcome, us game.Color, n int) error {
	g, err := game.NewGame(8)
	if err != nil {
		return err
	}
	for _, m := range res.moves {
		if err := g.Play(m); err != nil {
			return err
		}
	}
	ourName, theirName := "Computer ("+cfg.level.String()+")", filepath.Base(cfg.engine[0])
	if us == game.Black {
		g.SetTag("Black", ourName)
		g.SetTag("White", theirName)
	} else {
		g.SetTag("Black", theirName)
		g.SetTag("White", ourName)
	}
	g.SetTag("Event", "cmd/match")
	path := filepath.Join(cfg.kgnDir, fmt.Sprintf("game-%03d.kgn", n))
	return os.WriteFile(path, g.MarshalKGN(), 0o644)
}

// engine is the other program, driven over its standard input and output.
type engine struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

func startEngine(argv []string) (*engine, error) {
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stderr = io.Discard
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	return &engine{cmd: cmd, in: in, out: bufio.NewReader(out)}, nil
}

// send writes one command and returns the text of its "= " answer; a "? "
// answer or a broken pipe is an error.
func (e *engine) send(command string) (string, error) {
	if _, err := fmt.Fprintln(e.in, command); err != nil {
		return "", err
	}
	for {
		line, err := e.out.ReadString('\n')
		if err != nil {
			return "", fmt.Errorf("%s: %w", command, err)
		}
		line = strings.TrimSpace(line)
		switch {
		case line == "":
			continue
		case strings.HasPrefix(line, "="):
			ans := strings.TrimSpace(strings.TrimPrefix(line, "="))
			// The empty line that ends the answer.
			if _, err := e.out.ReadString('\n'); err != nil {
				return "", fmt.Errorf("%s: %w", command, err)
			}
			return ans, nil
		case strings.HasPrefix(line, "?"):
			return "", fmt.Errorf("%s: %s", command, line)
		}
	}
}

func (e *engine) close() {
	_, _ = fmt.Fprintln(e.in, "quit")
	_ = e.in.Close()
	done := make(chan struct{})
	go func() { _ = e.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		_ = e.cmd.Process.Kill()
		<-done
	}
}

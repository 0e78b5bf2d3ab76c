// Package engine implements the engine text protocol of
// shared/spec/engine-protocol.md: "konane engine" reads one command a line
// on standard input and answers on standard output with the framing of GTP
// version 2 ("= answer" or "? reason", then an empty line).
//
// Beyond the spec's table, the engine follows these choices:
//   - command names are case-sensitive, as in GTP; moves and level names
//     may be written in any case;
//   - setposition, loadgame and savegame take the rest of the line as their
//     argument (a KFEN holds a space, a file name may);
//   - a new session plays 8×8 at level Master with time_limit 0, which lets
//     the level choose its think time;
//   - loadgame keeps the file's moves and tags, so undo and savegame work on
//     a loaded game as on one played through the protocol;
//   - solve_moves is review.SolveMoves: it proves the position, then in a
//     won position the position after each other move, all within MS;
//     solve 0 and solve_moves 0 prove nothing, however small the position;
//   - analyse searches at level Master whatever level says (it asks for
//     the best play), within MS in all, or, without MS, the node_limit
//     when one is set, else the time_limit: on positions small enough,
//     the solver first tries to prove the result (and the length of the
//     game with perfect play, which #N then is) with most of the budget; a
//     result proven without its length is # or #-; analyse 0 is refused (a
//     search however short may prove, and a time of 0 proves nothing);
//   - with a node_limit, genmove and analyse start from empty tables and a
//     fixed seed, so their answers depend on the position and the limit
//     alone.
//
// The package imports no GUI code. The rules come from package game; the
// moves of genmove and the verdicts of solve come from a Player, by default
// the AI of package ai.
package engine

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
)

// DefaultName is the program name answered by the name command when
// Options.Name is empty.
const DefaultName = "Konane"

// maxLine is the longest command line read, in bytes. Longer lines are
// answered with an error and skipped.
const maxLine = 64 << 10

// Options configure Run.
type Options struct {
	// Name is the answer to name; empty means DefaultName.
	Name string
	// Version is the answer to version: the app's version, which "konane
	// engine" takes from FyneApp.toml (engine-protocol.md: "from the app
	// metadata"). Empty answers an empty version, as GTP allows.
	Version string
	// Player chooses the moves of genmove and answers solve; nil means the
	// AI of package ai.
	Player Player

	files fileStore // tests replace the file system; nil means the OS
}

// Run reads commands from in and writes the answers to out until quit, the
// end of in, or the end of ctx. Diagnostics go to errOut. It returns nil
// after quit or the end of input, ctx.Err() when ctx ends first, or the
// error that stopped reading in or writing out.
//
// Commands that think (genmove, solve, perft) stop when ctx ends; the
// pending command is then answered "? interrupted". Input is read by a
// goroutine of its own, so Run may read one line past quit, and a read from
// in that never returns outlives Run.
func Run(ctx context.Context, in io.Reader, out io.Writer, errOut io.Writer, opts Options) error {
	s := newSession(opts, errOut)
	w := bufio.NewWriter(out)
	done := make(chan struct{})
	defer close(done)
	lines := readLines(in, done)
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		var l line
		select {
		case <-ctx.Done():
			return ctx.Err()
		case l = <-lines:
		}
		if l.err != nil {
			if errors.Is(l.err, io.EOF) {
				return nil
			}
			fmt.Fprintf(errOut, "engine: reading commands: %v\n", l.err)
			return l.err
		}
		resp, quit := s.handle(ctx, l)
		if resp != "" {
			if _, err := w.WriteString(resp); err != nil {
				return err
			}
			if err := w.Flush(); err != nil {
				return err
			}
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if quit {
			return nil
		}
	}
}

// line is one input line, or the error that ended the input (io.EOF at
// the end). tooLong marks a line longer than maxLine, of which text holds
// the start.
type line struct {
	text    string
	tooLong bool
	err     error
}

// readLines sends the lines of in, then one line carrying the error that
// ended it, until done is closed. A UTF-8 byte-order mark before the first
// line is dropped, as in saved games (notation.md): a script saved by a
// Windows editor starts with one.
func readLines(in io.Reader, done <-chan struct{}) <-chan line {
	ch := make(chan line)
	go func() {
		r := bufio.NewReaderSize(in, 4096)
		for first := true; ; first = false {
			l := readLine(r)
			if first {
				l.text = strings.TrimPrefix(l.text, "\ufeff")
			}
			select {
			case ch <- l:
			case <-done:
				return
			}
			if l.err != nil {
				return
			}
		}
	}()
	return ch
}

// readLine reads one line without its "\n". A last line without "\n" is
// returned as a line; the next call reports io.EOF.
func readLine(r *bufio.Reader) line {
	var b []byte
	tooLong := false
	for {
		chunk, err := r.ReadSlice('\n')
		if len(b)+len(chunk) > maxLine+1 {
			tooLong = true
			chunk = chunk[:max(0, maxLine+1-len(b))]
		}
		b = append(b, chunk...)
		switch {
		case err == nil:
			return line{text: strings.TrimSuffix(string(b), "\n"), tooLong: tooLong}
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF) && (len(b) > 0 || tooLong):
			return line{text: string(b), tooLong: tooLong}
		default:
			return line{err: err}
		}
	}
}

// session is the state of one protocol conversation.
type session struct {
	name, version string
	player        Player
	files         fileStore
	errOut        io.Writer

	game   *game.Game
	limits ai.Limits // Level and Time of genmove
}

func newSession(opts Options, errOut io.Writer) *session {
	s := &session{
		name:    opts.Name,
		version: opts.Version,
		player:  opts.Player,
		files:   opts.files,
		errOut:  errOut,
		game:    mustNewGame(game.DefaultSize),
		limits:  ai.Limits{Level: ai.Master},
	}
	if s.name == "" {
		s.name = DefaultName
	}
	if s.player == nil {
		s.player = newAIPlayer(errOut)
	}
	if s.files == nil {
		s.files = osFiles{}
	}
	return s
}

func mustNewGame(n int) *game.Game {
	g, err := game.NewGame(n)
	if err != nil {
		panic(err) // n is checked by the callers
	}
	return g
}

// handle runs one input line and returns its framed answer ("" for blank
// and comment lines) and whether the engine must stop.
func (s *session) handle(ctx context.Context, l line) (resp string, quit bool) {
	if l.tooLong {
		return failure("", fmt.Errorf("line longer than %d bytes", maxLine)), false
	}
	text := preprocess(l.text)
	if text == "" {
		return "", false
	}
	id, rest := splitID(text)
	if rest == "" {
		return failure(id, errors.New("missing command after the id")), false
	}
	name, arg, _ := strings.Cut(rest, " ")
	arg = strings.TrimSpace(arg)
	cmd, ok := commandByName(name)
	if !ok {
		return failure(id, fmt.Errorf("unknown command: %q", name)), false
	}
	answer, err := cmd.run(s, ctx, arg)
	if err != nil {
		if ctx.Err() != nil {
			err = errors.New("interrupted")
		}
		return failure(id, err), false
	}
	return success(id, answer), cmd.name == "quit"
}

// preprocess applies GTP's rules to a raw line: control characters other
// than tab are removed, tabs become spaces, a '#' starts a comment that
// runs to the end of the line, and surrounding spaces are dropped.
func preprocess(raw string) string {
	if i := strings.IndexByte(raw, '#'); i >= 0 {
		raw = raw[:i]
	}
	raw = strings.Map(func(r rune) rune {
		switch {
		case r == '\t':
			return ' '
		case r < 32 || r == 127:
			return -1
		}
		return r
	}, raw)
	return strings.TrimSpace(raw)
}

// splitID separates a leading numeric id from the command.
func splitID(text string) (id, rest string) {
	first, after, _ := strings.Cut(text, " ")
	for _, c := range []byte(first) {
		if c < '0' || c > '9' {
			return "", text
		}
	}
	return first, strings.TrimSpace(after)
}

// success frames an answer: "=id answer" and an empty line. An answer that
// starts with a newline (a board) begins on the line after "=id"; empty
// lines inside an answer are dropped, since an empty line ends it.
func success(id, answer string) string {
	answer = strings.TrimRight(answer, "\n")
	var b strings.Builder
	b.WriteString("=" + id)
	if answer != "" && answer[0] != '\n' {
		b.WriteByte(' ')
	}
	for i, l := range strings.Split(answer, "\n") {
		if i > 0 && strings.TrimSpace(l) == "" {
			continue
		}
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(l)
	}
	b.WriteString("\n\n")
	return b.String()
}

// maxReason bounds the reason of a failure in bytes: an error that quotes a
// huge input (a 100 kB token in a file) must not echo all of it.
const maxReason = 300

// failure frames an error: "?id reason" on one line, then an empty line.
func failure(id string, err error) string {
	reason := strings.Join(strings.Fields(err.Error()), " ")
	if len(reason) > maxReason {
		cut := maxReason
		for cut > 0 && !utf8.RuneStart(reason[cut]) {
			cut--
		}
		reason = reason[:cut] + "…"
	}
	return "?" + id + " " + reason + "\n\n"
}

// Package engine implements the engine text protocol of
// docs/engine-protocol.md: "konane engine" reads one command a line
// on standard input and answers on standard output with the framing of GTP
// version 2 ("= answer" or "? reason", then an empty line).
//
// That page gives the commands, answers, limits and stopping rules; in
// the code they come to these choices:
//   - command names are case-sensitive, as in GTP; moves and level names
//     may be written in any case;
//   - setposition, loadgame and savegame take the rest of the line as their
//     argument (a KFEN holds a space, a file name may);
//   - a new session plays 8×8 at level Master with time_limit 0, which lets
//     the level choose its think time;
//   - loadgame keeps the file's moves and tags, so undo and savegame work on
//     a loaded game as on one played through the protocol; it plays on the
//     main line, and savegame writes the file's variations back;
//   - solve_moves is review.SolveMovesWithin: it proves the position, then
//     in a won position the position after each other move, all within MS;
//     solve 0 and solve_moves 0 prove nothing, however small the position;
//   - analyse searches at level Master whatever level says (it asks for
//     the best play), within MS in all, or, without MS, the node_limit
//     when one is set, else the time_limit: on positions small enough,
//     the solver first tries to prove the result (and the length of the
//     game with perfect play, which #N then is) with most of the budget; a
//     result proven without its length is # or #-; analyse 0 is refused (a
//     search however short may prove, and a time of 0 proves nothing);
//   - analyse is analysis.Analyst on the session's tables; multipv N (1 to
//     maxMultiPV) makes it answer N lines, best first ("best ...", then
//     "alt ..."), each with the whole budget; after the end of input it runs on when N
//     times the node_limit is at most eofNodes;
//   - with a node_limit, genmove and analyse start from empty tables and a
//     fixed seed, so their answers depend on the position and the limit
//     alone; their search then runs on one thread;
//   - threads N sets the number of threads of the search of genmove and
//     analyse and of solve's solver (ai.ParallelSolver; 0, the default: one
//     per logical CPU; at most maxThreads; a thread of the solver keeps about
//     0.4 MB besides its shared 64 MiB table); the solvers of solve_moves and
//     of analyse's proofs are not affected;
//   - commands are answered in the order they were sent, also those read
//     while another runs (GTP's pipelining); quit stops the running
//     command only when it comes right after that command, with no other
//     command queued between them: the commands queued before it run
//     first, normally and in order, and the last of them is the one
//     stopped. The end of input stops at once the running command and
//     every queued one that thinks, except genmove and analyse without MS
//     under a node_limit of at most eofNodes, whose work the limit bounds
//     to well under a second each; the queued commands that do not think
//     still run. So "boardsize 8", "solve", "name" and
//     the end of input stop the solve at once, and a script that sets a
//     node_limit, then genmoves and savegame plays every move and saves
//     them (without a node_limit, it ends with quit). A stopped command is
//     answered "? interrupted" (one that finishes before it looks, such
//     as a perft of fewer than perftCheck leaves, gets its answer), quit
//     then gets its "=", and the engine exits with status 0;
//   - diagnostics on|off turns on or off (the default) a line of search
//     information on standard error after each search; without an argument it
//     answers "on" or "off" and how many lines were dropped because nobody
//     read them. The engine never waits for standard error (see Run);
//   - an over-long line that is a command gets "? line too long" with its
//     id when the id lies within its first 64 KiB; a line counts as over
//     long by all its bytes, its comment included.
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

// Options configure Run.
type Options struct {
	// Name is the answer to name; empty means DefaultName.
	Name string
	// Version is the answer to version: the app's version, which "konane
	// engine" takes from FyneApp.toml (docs/engine-protocol.md). Empty answers an empty version, as GTP allows.
	Version string
	// Player chooses the moves of genmove and answers solve; nil means the
	// AI of package ai.
	Player Player

	files fileStore // tests replace the file system; nil means the OS
}

// ErrOutputClosed is returned by Run when nobody reads out any more: its
// reader has closed the pipe (EPIPE; on Windows, a broken pipe).
var ErrOutputClosed = errors.New("engine: the output was closed")

// Run reads commands from in and writes answers to out until quit, the end
// of in or ctx, or a closed out. Once the diagnostics command asks for
// them, a line of search information after each search goes to errOut
// (nil: none, whatever is asked). Run never waits for errOut but, as it
// returns, up to diagFlush: a line that errOut does not take at once waits
// in a queue of diagQueue lines, and is dropped when the queue is full (a
// pipe nobody reads); the next line written says how many were dropped.
// It returns nil after quit or end of input, ctx.Err(), ErrOutputClosed,
// or the read or write error that stopped it.
//
// A goroutine reads input while commands run, in order. Quit, the end of
// input or of ctx stops the running command (genmove, solve, solve_moves,
// perft, analyse) within milliseconds, answered "? interrupted"; the end
// of input stops the queued commands that think too (see the package
// doc); nothing after quit runs. A closed pipe is seen at once on Linux,
// elsewhere at the next answer. Run may read one line past quit, and a read from in that
// never returns outlives Run.
func Run(ctx context.Context, in io.Reader, out io.Writer, errOut io.Writer, opts Options) error {
	done := make(chan struct{})
	defer close(done)
	cmdCtx, stop := context.WithCancel(ctx)
	defer stop()
	diag := newDiagLog(errOut)
	defer diag.Close(diagFlush)
	c := &conversation{
		s:      newSession(opts, diag),
		w:      bufio.NewWriter(out),
		diag:   diag,
		lines:  readLines(in, done),
		closed: watchOutput(out, done),
		ctx:    cmdCtx,
		stop:   stop,
	}
	return c.run(ctx)
}

// conversation is Run's loop: it takes the lines, runs each command while
// it reads on, and writes the answers.
type conversation struct {
	s      *session
	w      *bufio.Writer
	diag   *diagLog
	lines  <-chan line
	closed <-chan struct{} // closed when out's reader has gone; nil: never known early

	ctx     context.Context    // the commands' context
	stop    context.CancelFunc // ends ctx: quit or the end of input came during a command
	ending  bool               // quit or the end of input was read; nothing more is read
	eof     bool               // the end of input was read
	pending []line             // lines read while a command ran, in order
	outGone bool               // out's reader went while a command ran
}

func (c *conversation) run(ctx context.Context) error {
	for {
		l, err := c.next(ctx)
		if err != nil {
			return err
		}
		if l.err != nil {
			if errors.Is(l.err, io.EOF) {
				return nil
			}
			c.diag.Printf("engine: reading commands: %v", l.err)
			return l.err
		}
		resp, quit := c.execute(l)
		if c.outGone {
			return ErrOutputClosed
		}
		if err := c.write(resp); err != nil {
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		if quit {
			return nil
		}
	}
}

// next returns the next line: the first of those read during the last
// command, else the next of the input.
func (c *conversation) next(ctx context.Context) (line, error) {
	if len(c.pending) > 0 {
		l := c.pending[0]
		c.pending = c.pending[1:]
		return l, nil
	}
	if err := ctx.Err(); err != nil {
		return line{}, err
	}
	select {
	case <-ctx.Done():
		return line{}, ctx.Err()
	case <-c.closed:
		return line{}, ErrOutputClosed
	case l := <-c.lines:
		return l, nil
	}
}

// execute runs the command of l on a goroutine of its own and meanwhile
// keeps reading: quit right after the command (no other command queued
// between them) stops it, and so do the end of the input, whatever is
// queued, unless its work is bounded by the node_limit (see
// boundedByNodes), and a closed output.
func (c *conversation) execute(l line) (resp string, quit bool) {
	if len(c.pending) > 0 && c.pending[0].isQuit() {
		c.stop() // the quit queued right after this command
	}
	ctx, cancel := context.WithCancel(c.ctx)
	defer cancel()
	bounded := c.s.boundedByNodes(l)
	if c.eof && !bounded {
		cancel() // the input has ended: it answers "? interrupted" at once
	}
	type answer struct {
		resp string
		quit bool
	}
	result := make(chan answer, 1)
	go func() {
		resp, quit := c.s.handle(ctx, l)
		result <- answer{resp, quit}
	}()
	closed := c.closed
	for {
		lines := c.lines
		if c.ending {
			lines = nil
		}
		select {
		case a := <-result:
			return a.resp, a.quit
		case next := <-lines:
			switch {
			case next.err != nil:
				c.ending, c.eof = true, true // nothing more is read
				if !bounded {
					cancel()
				}
			case next.isQuit():
				c.ending = true // nothing after quit is read
				if len(c.pending) == 0 {
					c.stop() // it comes right after the running command
				}
			}
			c.pending = append(c.pending, next)
		case <-closed:
			c.outGone, closed = true, nil
			cancel()
		}
	}
}

// eofNodes is the largest node_limit under which genmove and analyse run
// on after the end of input: well under a second of search. An analyse
// under multipv N runs on when N times the node_limit is at most eofNodes.
const eofNodes = 1_000_000

// boundedByNodes reports whether the command of l searches within a
// node_limit of at most eofNodes, which bounds its work whatever the
// machine: genmove, and analyse without MS (its lines together).
func (s *session) boundedByNodes(l line) bool {
	if l.err != nil || l.tooLong || s.limits.Nodes == 0 || s.limits.Nodes > eofNodes {
		return false
	}
	_, rest := splitID(preprocess(l.text))
	name, arg, _ := strings.Cut(rest, " ")
	return name == "genmove" ||
		name == "analyse" && strings.TrimSpace(arg) == "" && s.limits.Nodes*uint64(s.multiPV) <= eofNodes
}

// write sends one framed answer ("" for none).
func (c *conversation) write(resp string) error {
	if resp == "" {
		return nil
	}
	_, err := c.w.WriteString(resp)
	if err == nil {
		err = c.w.Flush()
	}
	if err != nil && isClosedPipe(err) {
		return ErrOutputClosed
	}
	return err
}

// session is the state of one protocol conversation.
type session struct {
	name, version string
	player        Player
	files         fileStore
	diag          *diagLog // nil: no diagnostics

	game    *game.Game
	limits  ai.Limits // Level, Time, Nodes and Threads of genmove
	multiPV int       // the moves analyse answers, from 1
}

// newSession starts a session whose AI player, when opts has none, logs
// to diag (nil: nowhere).
func newSession(opts Options, diag *diagLog) *session {
	s := &session{
		name:    opts.Name,
		version: opts.Version,
		player:  opts.Player,
		files:   opts.files,
		diag:    diag,
		game:    mustNewGame(game.DefaultSize),
		limits:  ai.Limits{Level: ai.Master},
		multiPV: 1,
	}
	if s.name == "" {
		s.name = DefaultName
	}
	if s.player == nil {
		var log io.Writer = io.Discard
		if diag != nil {
			log = diag
		}
		s.player = newAIPlayer(log)
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

// errInterrupted answers a command stopped by quit, the end of input, a
// closed output or the end of Run's context.
var errInterrupted = errors.New("interrupted")

// errLineTooLong answers a command line longer than maxLine.
var errLineTooLong = errors.New("line too long")

// handle runs one command line and returns its framed answer and whether
// the engine must stop.
func (s *session) handle(ctx context.Context, l line) (resp string, quit bool) {
	if l.tooLong {
		return failure(tooLongID(l.text), errLineTooLong), false
	}
	id, rest := splitID(preprocess(l.text))
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
		if ctx.Err() != nil && (errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)) {
			err = errInterrupted // not a command's own error, such as an illegal move
		}
		return failure(id, err), false
	}
	return success(id, answer), cmd.name == "quit"
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

package engine

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/ai/review"
	"github.com/konane/konane/game"
)

// command is one protocol command. run gets the rest of the line after the
// command name, trimmed, and returns the answer; on error it must leave
// the session unchanged.
type command struct {
	name string
	run  func(s *session, ctx context.Context, arg string) (string, error)
}

// commands lists every command in the order of the table of
// docs/engine-protocol.md, which is also the order of list_commands. It is filled in init because some
// commands (list_commands, known_command) read it.
var commands []command

func init() {
	commands = []command{
		{"protocol_version", noArgs(func(*session) string { return "2" })},
		{"name", noArgs(func(s *session) string { return s.name })},
		{"version", noArgs(func(s *session) string { return s.version })},
		{"list_commands", noArgs(listCommands)},
		{"known_command", (*session).knownCommand},
		{"boardsize", (*session).boardsize},
		{"clear_board", noArgs((*session).clearBoard)},
		{"setposition", (*session).setPosition},
		{"play", (*session).play},
		{"genmove", (*session).genmove},
		{"undo", (*session).undo},
		{"legal_moves", noArgs((*session).legalMoves)},
		{"showboard", noArgs((*session).showboard)},
		{"position", noArgs(func(s *session) string { p := s.game.Position(); return p.KFEN() })},
		{"result", noArgs(func(s *session) string { return s.game.Result().String() })},
		{"perft", (*session).perft},
		{"solve", (*session).solve},
		{"solve_moves", (*session).solveMoves},
		{"analyse", (*session).analyse},
		{"level", (*session).setLevel},
		{"time_limit", (*session).setTimeLimit},
		{"node_limit", (*session).setNodeLimit},
		{"threads", (*session).setThreads},
		{"multipv", (*session).setMultiPV},
		{"loadgame", (*session).loadGame},
		{"savegame", (*session).saveGame},
		{"diagnostics", (*session).diagnostics},
		{"quit", noArgs(func(*session) string { return "" })},
	}
}

func commandByName(name string) (command, bool) {
	for _, c := range commands {
		if c.name == name {
			return c, true
		}
	}
	return command{}, false
}

// errUsage is wrapped by the errors of malformed arguments.
var errUsage = errors.New("syntax error")

// noArgs adapts an answer function that cannot fail to a command that
// takes no argument.
func noArgs(f func(*session) string) func(*session, context.Context, string) (string, error) {
	return func(s *session, _ context.Context, arg string) (string, error) {
		if arg != "" {
			return "", fmt.Errorf("%w: no argument expected, got %q", errUsage, arg)
		}
		return f(s), nil
	}
}

// oneArg returns arg if it is a single word.
func oneArg(arg, what string) (string, error) {
	switch f := strings.Fields(arg); len(f) {
	case 0:
		return "", fmt.Errorf("%w: missing %s", errUsage, what)
	case 1:
		return f[0], nil
	}
	return "", fmt.Errorf("%w: one %s expected, got %q", errUsage, what, arg)
}

// parseInt reads a decimal integer in [lo, hi] named what.
func parseInt(arg, what string, lo, hi int) (int, error) {
	word, err := oneArg(arg, what)
	if err != nil {
		return 0, err
	}
	n, err := strconv.Atoi(word)
	if errors.Is(err, strconv.ErrRange) {
		return 0, fmt.Errorf("%s %s out of range (%d to %d)", what, word, lo, hi)
	}
	if err != nil {
		return 0, fmt.Errorf("%w: %s %q is not an integer", errUsage, what, word)
	}
	if n < lo || n > hi {
		return 0, fmt.Errorf("%s %d out of range (%d to %d)", what, n, lo, hi)
	}
	return n, nil
}

// maxMillis bounds the times of time_limit and solve: one day.
const maxMillis = int(24 * time.Hour / time.Millisecond)

func listCommands(*session) string {
	names := make([]string, len(commands))
	for i, c := range commands {
		names[i] = c.name
	}
	return strings.Join(names, "\n")
}

func (s *session) knownCommand(_ context.Context, arg string) (string, error) {
	name, err := oneArg(arg, "command name")
	if err != nil {
		return "", err
	}
	_, ok := commandByName(name)
	return strconv.FormatBool(ok), nil
}

func (s *session) boardsize(_ context.Context, arg string) (string, error) {
	n, err := parseInt(arg, "board size", game.MinSize, game.MaxSize)
	if err != nil {
		return "", err
	}
	s.game = mustNewGame(n)
	return "", nil
}

func (s *session) clearBoard() string {
	s.game = mustNewGame(s.game.Size())
	return ""
}

// setPosition takes the rest of the line: a KFEN holds a space.
func (s *session) setPosition(_ context.Context, arg string) (string, error) {
	if arg == "" {
		return "", fmt.Errorf("%w: missing KFEN position", errUsage)
	}
	p, err := game.ParseKFEN(arg)
	if err != nil {
		return "", err
	}
	s.game = game.NewGameFrom(p)
	return "", nil
}

func (s *session) play(_ context.Context, arg string) (string, error) {
	word, err := oneArg(arg, "move")
	if err != nil {
		return "", err
	}
	m, err := game.ReadMove(word)
	if err != nil {
		// "illegal move: "b5-d" is not a move: …", without "syntax error".
		why := strings.TrimPrefix(err.Error(), game.ErrSyntax.Error()+": ")
		return "", fmt.Errorf("%w: %s", game.ErrIllegalMove, why)
	}
	return "", s.game.Play(m)
}

// genmove answers "none", changing nothing, when the side to move has no
// move: the game is over.
func (s *session) genmove(ctx context.Context, arg string) (string, error) {
	if arg != "" {
		return "", fmt.Errorf("%w: no argument expected, got %q", errUsage, arg)
	}
	pos := s.game.Position()
	if !pos.HasMoves() {
		return "none", nil
	}
	lim := s.limits
	if lim.Nodes > 0 {
		lim.Time, lim.Seed = 0, 1 // the same move on every machine
	}
	m, err := s.player.GenMove(ctx, pos, lim)
	if err != nil {
		return "", err
	}
	if err := s.game.Play(m); err != nil {
		return "", fmt.Errorf("the AI chose a move the rules refuse: %w", err)
	}
	return m.String(), nil
}

func (s *session) undo(_ context.Context, arg string) (string, error) {
	if arg != "" {
		return "", fmt.Errorf("%w: no argument expected, got %q", errUsage, arg)
	}
	if err := s.game.Undo(); err != nil {
		return "", errors.New("nothing to undo")
	}
	return "", nil
}

func (s *session) legalMoves() string {
	p := s.game.Position()
	moves := p.LegalMoves(nil)
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	slices.Sort(out)
	return strings.Join(out, " ")
}

// showboard answers Position.String on the lines after "=".
func (s *session) showboard() string {
	p := s.game.Position()
	return "\n" + p.String()
}

// maxPerftDepth bounds perft: no game is longer, since every move removes
// a stone.
const maxPerftDepth = game.MaxSize * game.MaxSize

func (s *session) perft(ctx context.Context, arg string) (string, error) {
	d, err := parseInt(arg, "depth", 0, maxPerftDepth)
	if err != nil {
		return "", err
	}
	p := s.game.Position()
	n, err := perft(ctx, &p, d)
	if err != nil {
		return "", err
	}
	return strconv.FormatUint(n, 10), nil
}

// bulkDepth is the depth up to which perft hands the count to game.Perft
// without checking ctx: some thousands of positions, well under a
// millisecond even on 12×12 (depth 4 there takes up to tens of
// milliseconds, too long a wait for quit).
const bulkDepth = 2

// perftCheck is how many positions (not leaves: perft past every game's end
// has none) perft visits between looks at ctx, each bulk count counting as
// its leaves plus one. A smaller perft never looks, so it answers even if
// quit follows at once; a larger one looks within a millisecond.
const perftCheck = 4096

// perft is game.Perft that stops when ctx ends.
func perft(ctx context.Context, p *game.Position, depth int) (uint64, error) {
	var since uint64
	return perftFrom(ctx, p, depth, &since)
}

// perftFrom counts the leaves under p; since holds the positions visited
// since ctx was last looked at.
func perftFrom(ctx context.Context, p *game.Position, depth int, since *uint64) (uint64, error) {
	if depth <= bulkDepth {
		n := game.Perft(*p, depth)
		*since += n + 1
		return n, nil
	}
	*since++
	if *since >= perftCheck {
		*since = 0
		if err := ctx.Err(); err != nil {
			return 0, err
		}
	}
	var total uint64
	for _, m := range p.LegalMoves(nil) {
		p.Make(m)
		n, err := perftFrom(ctx, p, depth-1, since)
		p.Unmake(m)
		if err != nil {
			return 0, err
		}
		total += n
	}
	return total, nil
}

// solve answers "B" or "W", or "unknown" when the optional time in
// milliseconds runs out first; "solve 0" proves nothing
// (docs/engine-protocol.md), however small the position. A finished game is
// answered at once.
func (s *session) solve(ctx context.Context, arg string) (string, error) {
	limit, timed, err := optionalMillis(arg, 0)
	if err != nil {
		return "", err
	}
	pos := s.game.Position()
	if winner, over := s.game.Result().Winner(); over {
		return colorLetter(winner), nil
	}
	if timed && limit == 0 {
		// The solver looks at its clock only every so many positions: a
		// small position would be proven before it noticed the time was up.
		return "unknown", nil
	}
	sctx := ctx
	if timed {
		var cancel context.CancelFunc
		sctx, cancel = context.WithTimeout(ctx, limit)
		defer cancel()
	}
	var winner game.Color
	var known bool
	if ts, ok := s.player.(ThreadedSolver); ok {
		winner, known, err = ts.SolveThreads(sctx, pos, s.limits.Threads)
	} else {
		winner, known, err = s.player.Solve(sctx, pos)
	}
	switch {
	case ctx.Err() != nil:
		return "", ctx.Err()
	case err != nil && sctx.Err() == nil:
		return "", err
	case err != nil || !known:
		return "unknown", nil
	}
	return colorLetter(winner), nil
}

// solveMoves answers each legal move with W (the mover wins), L (loses) or
// ? (not proven), from review.SolveMovesWithin within the optional time in
// milliseconds (none: no limit; 0: prove nothing). A finished game's answer
// is empty.
func (s *session) solveMoves(ctx context.Context, arg string) (string, error) {
	limit, timed, err := optionalMillis(arg, 0)
	if err != nil {
		return "", err
	}
	budget := review.Budget{Time: -1}
	if timed {
		budget.Time = limit
	}
	mv, err := review.SolveMovesWithin(ctx, s.game.Position(), budget)
	if err != nil {
		return "", err
	}
	slices.SortFunc(mv, func(a, b review.MoveValue) int { return strings.Compare(a.Move.String(), b.Move.String()) })
	out := make([]string, len(mv))
	for i, v := range mv {
		out[i] = v.Move.String() + ":" + v.Outcome.String()
	}
	return strings.Join(out, " "), nil
}

// optionalMillis reads the optional time argument of solve, solve_moves
// and analyse, of at least least milliseconds.
func optionalMillis(arg string, least int) (time.Duration, bool, error) {
	if arg == "" {
		return 0, false, nil
	}
	ms, err := parseInt(arg, "time in milliseconds", least, maxMillis)
	if err != nil {
		return 0, false, err
	}
	return time.Duration(ms) * time.Millisecond, true, nil
}

// analyse answers "best MOVE score S pv MOVES...": the Player's analysis at
// level Master for the optional time (default time_limit), S from the side
// to move's view in moves of mobility, or #N / #-N for a proven win / loss
// in N plies. Under multipv N > 1, lines "alt MOVE score S pv MOVES..."
// follow for the next best moves, each with the same budget. A finished
// game answers "best none"; "analyse 0" is refused.
func (s *session) analyse(ctx context.Context, arg string) (string, error) {
	limit, timed, err := optionalMillis(arg, 1)
	if err != nil {
		return "", err
	}
	pos := s.game.Position()
	if !pos.HasMoves() {
		return "best none", nil
	}
	lim := ai.Limits{Level: ai.Master, Time: s.limits.Time, Nodes: s.limits.Nodes, Threads: s.limits.Threads}
	if timed {
		lim.Time, lim.Nodes = limit, 0
	}
	if s.multiPV > 1 {
		return s.analyseLines(ctx, pos, lim)
	}
	a, ok := s.player.(Analyser)
	if !ok {
		return "", errors.New("this engine's player cannot analyse")
	}
	r, err := a.Analyse(ctx, pos, lim)
	if err != nil {
		return "", err
	}
	pv := r.PV
	if len(pv) == 0 || pv[0] != r.Move {
		pv = []game.Move{r.Move}
	}
	return fmt.Sprintf("best %s score %s pv %s", r.Move, scoreText(r), game.MovesText(pv)), nil
}

// analyseLines answers analyse under multipv: a line a move, the first
// "best ...", the others "alt ...", best first.
func (s *session) analyseLines(ctx context.Context, pos game.Position, lim ai.Limits) (string, error) {
	a, ok := s.player.(BestAnalyser)
	if !ok {
		return "", errors.New("this engine's player cannot analyse several moves")
	}
	lines, err := a.Best(ctx, pos, s.multiPV, lim)
	if err != nil {
		return "", err
	}
	out := make([]string, len(lines))
	for i, l := range lines {
		word := "alt"
		if i == 0 {
			word = "best"
		}
		r := ai.Result{Score: l.Score, Proven: l.Proven}
		out[i] = fmt.Sprintf("%s %s score %s pv %s", word, l.Move, scoreText(r), game.MovesText(l.PV))
	}
	return strings.Join(out, "\n"), nil
}

// scoreText writes a search score as analyse answers it: #N / #-N for an
// exact length, # / #- for a proof without one (plies 0, see Analyser).
func scoreText(r ai.Result) string {
	if plies, win, ok := r.WinPlies(); ok {
		sign := "-"
		if win {
			sign = ""
		}
		if plies == 0 {
			return "#" + sign
		}
		return fmt.Sprintf("#%s%d", sign, plies)
	}
	return strconv.FormatFloat(float64(r.Score)/100, 'f', 2, 64)
}

func colorLetter(c game.Color) string {
	return strings.ToUpper(string(c.Letter()))
}

func (s *session) setLevel(_ context.Context, arg string) (string, error) {
	word, err := oneArg(arg, "level name")
	if err != nil {
		return "", err
	}
	l, err := ai.ParseLevel(word)
	if err != nil {
		return "", fmt.Errorf("unknown level %q (want Beginner, Easy, Medium, Hard or Master)", word)
	}
	s.limits.Level = l
	return "", nil
}

// setTimeLimit sets the think time of genmove; 0 lets the level decide.
func (s *session) setTimeLimit(_ context.Context, arg string) (string, error) {
	ms, err := parseInt(arg, "time in milliseconds", 0, maxMillis)
	if err != nil {
		return "", err
	}
	s.limits.Time = time.Duration(ms) * time.Millisecond
	return "", nil
}

// maxNodes bounds node_limit: a hundred billion nodes, hours of search.
const maxNodes = 100_000_000_000

// setNodeLimit sets the budget of genmove and analyse in nodes; 0 returns
// them to the time limit.
func (s *session) setNodeLimit(_ context.Context, arg string) (string, error) {
	n, err := parseInt(arg, "node count", 0, maxNodes)
	if err != nil {
		return "", err
	}
	s.limits.Nodes = uint64(n)
	return "", nil
}

// maxThreads bounds threads: far more than the cores of any machine the
// engine runs on (each thread keeps about 1 MB of search state).
const maxThreads = 256

// setThreads sets the number of threads of genmove's and analyse's search
// and of solve's solver; 0 returns to the default, one per logical CPU.
// With a node_limit the
// search runs on one thread whatever it says (its answer is then the same
// on every machine).
func (s *session) setThreads(_ context.Context, arg string) (string, error) {
	n, err := parseInt(arg, "thread count", 0, maxThreads)
	if err != nil {
		return "", err
	}
	s.limits.Threads = n
	return "", nil
}

// maxMultiPV bounds multipv: more than the legal moves of any position
// the engine has met (maxMoves of package ai's search).
const maxMultiPV = 256

// setMultiPV sets how many moves analyse answers (1, the default, to
// maxMultiPV): the best and then the next best ones.
func (s *session) setMultiPV(_ context.Context, arg string) (string, error) {
	n, err := parseInt(arg, "line count", 1, maxMultiPV)
	if err != nil {
		return "", err
	}
	s.multiPV = n
	return "", nil
}

// loadGame takes the rest of the line as the file name, which may hold
// spaces. A file with an error changes nothing.
func (s *session) loadGame(_ context.Context, arg string) (string, error) {
	if arg == "" {
		return "", fmt.Errorf("%w: missing file name", errUsage)
	}
	data, err := s.files.ReadFile(arg, game.MaxKGNSize)
	if err != nil {
		return "", fileError(arg, "read", err)
	}
	g, err := game.ParseKGN(data)
	if err != nil {
		return "", fmt.Errorf("%s: %w", arg, err)
	}
	s.game = g
	return "", nil
}

// saveGame writes the game as .kgn, replacing the file atomically; a name
// that is a folder's, or whose folder does not exist, is refused by
// store.WriteFileAtomic with an error that says so.
func (s *session) saveGame(_ context.Context, arg string) (string, error) {
	if arg == "" {
		return "", fmt.Errorf("%w: missing file name", errUsage)
	}
	if err := s.files.WriteFile(arg, s.game.MarshalKGN()); err != nil {
		return "", fileError(arg, "save", err)
	}
	return "", nil
}

// diagnostics turns the diagnostic lines on standard error on ("on") or
// off ("off", the default); without an argument it answers "on" or "off"
// and the number of lines dropped so far because nobody read them.
func (s *session) diagnostics(_ context.Context, arg string) (string, error) {
	switch strings.ToLower(arg) {
	case "":
		state := "off"
		if s.diag != nil && s.diag.on.Load() {
			state = "on"
		}
		return fmt.Sprintf("%s %d", state, s.diag.Dropped()), nil
	case "on", "off":
		if s.diag != nil {
			s.diag.on.Store(strings.EqualFold(arg, "on"))
		}
		return "", nil
	}
	return "", fmt.Errorf("%w: diagnostics takes on or off, got %q", errUsage, arg)
}

package puzzleview

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/puzzle"
	"github.com/konane/konane/puzzle/glicko"
	"github.com/konane/konane/ui/internal/orientation"
	"github.com/konane/konane/ui/internal/uitest"
)

// fakePuzzle is a puzzle on 6×6 whose line is the first legal moves from
// a position a few plies into a game, with side to move the player's:
// fake attempts judge by that line, not by proof.
func fakePuzzle(t *testing.T, id string, player game.Color) (puzzle.Puzzle, game.Move) {
	t.Helper()
	p := game.MustNewPosition(6)
	var buf []game.Move
	for ply := 0; ply < 40; ply++ {
		ms := p.LegalMoves(buf[:0])
		if len(ms) == 0 {
			break
		}
		if ply >= 4 && p.SideToMove() == player && len(ms) >= 2 {
			line, q := []game.Move{}, p
			for range 3 {
				next := q.LegalMoves(nil)
				if len(next) == 0 {
					break
				}
				line = append(line, next[0])
				q.Make(next[0])
			}
			if len(line) == 3 {
				return puzzle.Puzzle{ID: id, KFEN: p.KFEN(), Line: line, Winners: 1,
					Themes: []puzzle.Theme{puzzle.ThemeMultiJump, puzzle.ThemeQuiet},
					Rating: glicko.Rating{R: 1612, RD: 120, Vol: 0.06}}, ms[1]
			}
		}
		p.Make(ms[len(ms)-1])
	}
	t.Fatal("no position for a fake puzzle")
	return puzzle.Puzzle{}, game.NoMove
}

// fakeAttempt judges moves by the puzzle's line: its moves are right,
// any other is wrong and answered by the opponent's first legal move.
type fakeAttempt struct {
	p              puzzle.Puzzle
	pos            game.Position
	k              int
	clean          bool
	wrong, retries int
	played         []game.Move
	release        chan struct{} // nil: Play answers at once
	solutionsAsked int
	hintsAsked     int
}

func (a *fakeAttempt) Puzzle() puzzle.Puzzle   { return a.p }
func (a *fakeAttempt) Position() game.Position { return a.pos }
func (a *fakeAttempt) Clean() bool             { return a.clean }

func (a *fakeAttempt) Play(ctx context.Context, m game.Move) (Step, error) {
	if a.release != nil {
		select {
		case <-a.release:
		case <-ctx.Done():
			return Step{}, ctx.Err()
		}
	}
	if !a.pos.IsLegal(m) {
		return Step{}, errors.New("illegal")
	}
	a.played = append(a.played, m)
	a.pos.Make(m)
	if m != a.p.Line[a.k] {
		a.wrong++
		a.clean = false
		ms := a.pos.LegalMoves(nil)
		s := Step{Move: m, Verdict: Wrong, Over: true}
		if len(ms) > 0 {
			s.Reply = ms[0]
			a.pos.Make(ms[0])
		}
		return s, nil
	}
	s := Step{Move: m, Verdict: Right}
	if a.k+1 < len(a.p.Line) {
		s.Reply = a.p.Line[a.k+1]
		a.pos.Make(s.Reply)
	}
	a.k += 2
	s.Solved = a.k >= len(a.p.Line)
	return s, nil
}

func (a *fakeAttempt) Retry() {
	a.retries++
	a.k = 0
	a.pos, _ = a.p.Position()
}

func (a *fakeAttempt) Hint() game.Square {
	a.hintsAsked++
	a.clean = false
	return a.p.Line[a.k].From()
}

func (a *fakeAttempt) ShowSolution() []game.Move {
	a.solutionsAsked++
	a.clean = false
	return slices.Clone(a.p.Line)
}

// record is one Book.Record call.
type record struct {
	id     string
	solved bool
	day    string
}

// fakeBook serves the given puzzles in order and keeps the records.
type fakeBook struct {
	set      []puzzle.Puzzle
	personal []puzzle.Puzzle
	standing Standing
	records  []record
	attempts []*fakeAttempt
	hold     bool // attempts wait for release
	saveErr  error
}

func (b *fakeBook) Standing() Standing { return b.standing }

func (b *fakeBook) Next(f Filter) (puzzle.Puzzle, bool) {
	for _, p := range b.set {
		if !slices.ContainsFunc(b.records, func(r record) bool { return r.id == p.ID && r.solved }) &&
			(f.Size == 0 || p.Size() == f.Size) && (f.Theme == "" || slices.Contains(p.Themes, f.Theme)) {
			return p, true
		}
	}
	return puzzle.Puzzle{}, false
}

func (b *fakeBook) Daily(string) (puzzle.Puzzle, bool) { return b.set[len(b.set)-1], true }
func (b *fakeBook) Personal() []puzzle.Puzzle          { return b.personal }

func (b *fakeBook) AddPersonal(ps []puzzle.Puzzle) (int, error) {
	n := 0
	for _, p := range ps {
		if !slices.ContainsFunc(b.personal, func(q puzzle.Puzzle) bool { return q.ID == p.ID }) {
			b.personal = append(b.personal, p)
			n++
		}
	}
	return n, b.saveErr
}

func (b *fakeBook) Attempt(p puzzle.Puzzle) (Attempt, error) {
	pos, err := p.Position()
	if err != nil {
		return nil, err
	}
	a := &fakeAttempt{p: p, pos: pos, clean: true}
	if b.hold {
		a.release = make(chan struct{})
	}
	b.attempts = append(b.attempts, a)
	return a, nil
}

func (b *fakeBook) Record(p puzzle.Puzzle, solved bool, day string) (before, after glicko.Rating, err error) {
	b.records = append(b.records, record{p.ID, solved, day})
	before = b.standing.Rating
	if solved {
		b.standing.Rating.R += 12
		b.standing.Streak++
		b.standing.Solved++
	} else {
		b.standing.Rating.R -= 8
		b.standing.Streak = 0
	}
	return before, b.standing.Rating, b.saveErr
}

// trainer is a trainer on a fake book in a test app.
type trainer struct {
	*View
	book *fakeBook
	q    uitest.Queue
}

// attempt is the attempt on show.
func (tr *trainer) attempt() *fakeAttempt { return tr.book.attempts[len(tr.book.attempts)-1] }

// openTrainer opens the trainer in English on book, its pauses cut out.
func openTrainer(t *testing.T, book *fakeBook) *trainer {
	t.Helper()
	setLanguage(t, "en")
	a := test.NewTempApp(t)
	q := make(uitest.Queue, 64)
	h := Host{App: a, Do: q.Do, Book: book, Today: func() string { return "2026-12-05" },
		Orientation: orientation.New(a.Preferences())}
	v := New(h)
	v.after = func(_ time.Duration, f func()) { f() }
	v.win.Resize(windowSize)
	v.win.Show()
	v.Next()
	t.Cleanup(func() {
		if !v.closed {
			v.win.Close()
		}
	})
	return &trainer{View: v, book: book, q: q}
}

// setLanguage switches to code for the test.
func setLanguage(t *testing.T, code string) {
	t.Helper()
	if err := i18n.SetLanguage(code); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
}

// tapMove plays m on the board with two taps (stone, landing).
func (tr *trainer) tapMove(t *testing.T, m game.Move) {
	t.Helper()
	shown := tr.board.Shown()
	n := shown.Size()
	test.TapAt(tr.board, uitest.SquareCentre(t, tr.board.Size(), n, m.From()))
	if m.IsJump() {
		test.TapAt(tr.board, uitest.SquareCentre(t, tr.board.Size(), n, m.To()))
	}
}

// answered waits until the computer's answer is on show.
func (tr *trainer) answered(t *testing.T) {
	t.Helper()
	tr.q.PumpUntil(t, "the answer is on show", func() bool { return !tr.Waiting() })
	tr.board.FinishAnimation()
}

// texts are the texts of the labels on show in the window.
func (tr *trainer) texts() string {
	return strings.Join(uitest.LabelsInView(tr.win.Content()), "\n")
}

// button is the visible button reading text, or fails.
func (tr *trainer) button(t *testing.T, text string) *widget.Button {
	t.Helper()
	return uitest.VisibleButton(t, tr.win.Content(), text)
}

func afterMoves(t *testing.T, p puzzle.Puzzle, ms ...game.Move) game.Position {
	t.Helper()
	pos, err := p.Position()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range ms {
		if err := pos.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return pos
}

func TestAWrongMoveShowsTheRefutationAndRetryAndCounts(t *testing.T) {
	p, wrong := fakePuzzle(t, "6-000001", game.Black)
	tr := openTrainer(t, &fakeBook{set: []puzzle.Puzzle{p}, standing: Standing{Rating: glicko.Rating{R: 1500, RD: 350, Vol: 0.06}}})
	if !strings.Contains(tr.texts(), "Black to play and win") || !strings.Contains(tr.texts(), "Puzzle 6-000001, "+i18n.Format(i18n.MsgBoardSizeValue, i18n.Args{"Size": 6})) {
		t.Fatalf("the task and the puzzle are not on show:\n%s", tr.texts())
	}
	if strings.Contains(tr.texts(), "1612") || strings.Contains(tr.texts(), "Multi-jump") {
		t.Errorf("the puzzle's rating or themes show before it is solved or failed:\n%s", tr.texts())
	}
	tr.tapMove(t, wrong)
	tr.answered(t)
	a := tr.attempt()
	reply := a.played
	if len(reply) != 1 || reply[0] != wrong {
		t.Fatalf("the attempt played %v, want the wrong move %v", reply, wrong)
	}
	after := afterMoves(t, p, wrong)
	refutation := after.LegalMoves(nil)[0]
	want := "That loses: " + refutation.String() + " wins for White."
	if tr.Feedback() != want {
		t.Errorf("feedback %q, want %q", tr.Feedback(), want)
	}
	if got, wantPos := tr.board.Shown(), afterMoves(t, p, wrong, refutation); got != wantPos {
		t.Errorf("the board shows %s, want the refutation played: %s", kfen(got), kfen(wantPos))
	}
	if tr.board.LastMove() != refutation {
		t.Errorf("last move marked %v, want the refutation %v", tr.board.LastMove(), refutation)
	}
	if tr.board.Interactive() {
		t.Error("the board takes moves after a wrong move")
	}
	retry := tr.button(t, "Retry")
	if retry.Disabled() || retry.Importance != widget.HighImportance {
		t.Error("Retry is not the button offered after a wrong move")
	}
	if b := tr.button(t, "Show the solution"); b.Disabled() {
		t.Error("Show the solution is off after a wrong move")
	}
	if want := []record{{"6-000001", false, "2026-12-05"}}; !slices.Equal(tr.book.records, want) {
		t.Errorf("records %v, want %v", tr.book.records, want)
	}
	for _, s := range []string{"Puzzle rating: 1612", "Multi-jump: ", "Your rating: 1492 (−8)", "0 puzzles solved in a row"} {
		if !strings.Contains(tr.texts(), s) {
			t.Errorf("%q is not on show after the miss:\n%s", s, tr.texts())
		}
	}
	test.Tap(retry)
	if a.retries != 1 || tr.board.Shown() != afterMoves(t, p) || !tr.board.Interactive() || tr.Feedback() != "Your move: find the win." {
		t.Errorf("Retry: %d retries, board %s interactive %v, feedback %q", a.retries, kfen(tr.board.Shown()), tr.board.Interactive(), tr.Feedback())
	}
	// Solved after the miss: not counted again.
	tr.playLine(t, p)
	if len(tr.book.records) != 1 {
		t.Errorf("a puzzle solved after a miss was recorded again: %v", tr.book.records)
	}
	if tr.Feedback() != "Solved, with help: it counts as a miss." {
		t.Errorf("feedback %q after solving with a miss", tr.Feedback())
	}
}

// playLine plays the player's moves of p's line, the first by drag, the
// others by taps, each after the answer to the one before.
func (tr *trainer) playLine(t *testing.T, p puzzle.Puzzle) {
	t.Helper()
	for i := 0; i < len(p.Line); i += 2 {
		m := p.Line[i]
		if i == 0 && m.IsJump() {
			uitest.DragSquares(t, tr.win.Canvas(), tr.board, m.From(), m.To())
		} else {
			tr.tapMove(t, m)
		}
		tr.answered(t)
	}
}

func TestASolvedLineShowsSolvedAndIsRecorded(t *testing.T) {
	p, _ := fakePuzzle(t, "6-000002", game.Black)
	tr := openTrainer(t, &fakeBook{set: []puzzle.Puzzle{p}, standing: Standing{Rating: glicko.Rating{R: 1500}}})
	m := p.Line[0]
	tr.tapMove(t, m)
	tr.answered(t)
	if tr.Feedback() != "Right! Keep going." || !tr.board.Interactive() {
		t.Fatalf("after the first right move: feedback %q, interactive %v", tr.Feedback(), tr.board.Interactive())
	}
	if got := tr.board.Shown(); got != afterMoves(t, p, p.Line[:2]...) {
		t.Errorf("the board shows %s, want the computer's reply %v played", kfen(got), p.Line[1])
	}
	if len(tr.book.records) != 0 {
		t.Errorf("recorded before the end: %v", tr.book.records)
	}
	// The last move with the keyboard: the cursor to the stone, Space,
	// the cursor to the landing, Space.
	// An arrow typed in the window gives the board the keyboard.
	last := p.Line[2]
	tr.win.Canvas().Unfocus()
	tr.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyUp})
	if at, shown := tr.board.KeyboardCursor(); !shown || tr.win.Canvas().Focused() != tr.board {
		t.Fatalf("an arrow key in the window: board focused %v, cursor %v shown %v", tr.win.Canvas().Focused() == tr.board, at, shown)
	}
	tr.board.SetCursor(last.From())
	tr.board.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	tr.board.SetCursor(last.To())
	tr.board.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	tr.answered(t)
	if tr.Feedback() != "Solved!" {
		t.Errorf("feedback %q, want Solved!", tr.Feedback())
	}
	if want := []record{{"6-000002", true, "2026-12-05"}}; !slices.Equal(tr.book.records, want) {
		t.Errorf("records %v, want %v", tr.book.records, want)
	}
	for _, s := range []string{"Your rating: 1512 (+12)", "1 puzzle solved in a row", "1 puzzle solved", "Puzzle rating: 1612"} {
		if !strings.Contains(tr.texts(), s) {
			t.Errorf("%q is not on show:\n%s", s, tr.texts())
		}
	}
	if next := tr.button(t, "Next puzzle"); next.Importance != widget.HighImportance {
		t.Error("Next puzzle is not offered after a solve")
	}
	if tr.board.Interactive() {
		t.Error("the board takes moves after the puzzle is solved")
	}
}

func TestUndoInAPuzzleIsARetry(t *testing.T) {
	p, _ := fakePuzzle(t, "6-000003", game.Black)
	tr := openTrainer(t, &fakeBook{set: []puzzle.Puzzle{p}})
	tr.tapMove(t, p.Line[0])
	tr.answered(t)
	tr.win.Canvas().(fyne.Shortcutable).TypedShortcut(&fyne.ShortcutUndo{})
	a := tr.attempt()
	if a.retries != 1 || tr.board.Shown() != afterMoves(t, p) || tr.Feedback() != "Your move: find the win." {
		t.Errorf("Ctrl+Z: %d retries, board %s, feedback %q", a.retries, kfen(tr.board.Shown()), tr.Feedback())
	}
	if len(tr.book.records) != 0 {
		t.Errorf("undo recorded the puzzle: %v", tr.book.records)
	}
	// Undo while the computer is still checking waits for its answer
	// (the attempt is busy), then retries.
	tr.book.hold = true
	tr.Load(p, FromNext)
	tr.tapMove(t, p.Line[0])
	if !tr.Waiting() {
		t.Fatal("not waiting for the answer")
	}
	tr.win.Canvas().(fyne.Shortcutable).TypedShortcut(ShortcutUndo)
	if !tr.Waiting() || tr.attempt().retries != 0 {
		t.Fatal("undo while the computer checks the move touched the attempt")
	}
	close(tr.attempt().release)
	tr.answered(t)
	tr.win.Canvas().(fyne.Shortcutable).TypedShortcut(ShortcutUndo)
	if tr.attempt().retries != 1 || tr.board.Shown() != afterMoves(t, p) || !tr.board.Interactive() {
		t.Errorf("undo after the answer: %d retries, board %s", tr.attempt().retries, kfen(tr.board.Shown()))
	}
}

func TestAHintMarksTheStoneToMoveAndMakesTheSolveAMiss(t *testing.T) {
	p, _ := fakePuzzle(t, "6-000004", game.Black)
	tr := openTrainer(t, &fakeBook{set: []puzzle.Puzzle{p}})
	tr.win.Canvas().(fyne.Shortcutable).TypedShortcut(ShortcutHint)
	tr.answered(t)
	if got := tr.board.Marks(); !slices.Equal(got, []game.Square{p.Line[0].From()}) {
		t.Errorf("marks %v, want the stone to move %v", got, p.Line[0].From())
	}
	if tr.Feedback() != "Hint: the marked stone moves." {
		t.Errorf("feedback %q", tr.Feedback())
	}
	tr.playLine(t, p)
	if len(tr.board.Marks()) != 0 {
		t.Errorf("the hint's mark stays after the move: %v", tr.board.Marks())
	}
	if want := []record{{"6-000004", false, "2026-12-05"}}; !slices.Equal(tr.book.records, want) {
		t.Errorf("records %v, want the solve with a hint as a miss %v", tr.book.records, want)
	}
	// H alone asks too.
	tr.Load(p, FromNext)
	tr.typedRune('h')
	tr.answered(t)
	if len(tr.board.Marks()) != 1 {
		t.Errorf("H marked %v", tr.board.Marks())
	}
}

func TestTheSolutionStepsLikeAReplay(t *testing.T) {
	p, _ := fakePuzzle(t, "6-000005", game.Black)
	tr := openTrainer(t, &fakeBook{set: []puzzle.Puzzle{p}})
	test.Tap(tr.button(t, "Show the solution"))
	if tr.board.Shown() != afterMoves(t, p) || tr.board.Interactive() {
		t.Fatal("the solution does not start at the puzzle's start, read-only")
	}
	if !strings.Contains(tr.texts(), "Move 0 of 3") {
		t.Errorf("no counter:\n%s", tr.texts())
	}
	key := func(k fyne.KeyName) { tr.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: k}) }
	key(fyne.KeyRight)
	if tr.board.Shown() != afterMoves(t, p, p.Line[0]) || tr.board.LastMove() != p.Line[0] {
		t.Errorf("Right: board %s", kfen(tr.board.Shown()))
	}
	key(fyne.KeyEnd)
	if tr.board.Shown() != afterMoves(t, p, p.Line...) || !strings.Contains(tr.texts(), "Move 3 of 3") {
		t.Errorf("End: board %s\n%s", kfen(tr.board.Shown()), tr.texts())
	}
	test.Tap(tr.prev)
	if tr.board.Shown() != afterMoves(t, p, p.Line[:2]...) {
		t.Errorf("Back: board %s", kfen(tr.board.Shown()))
	}
	key(fyne.KeyHome)
	if tr.board.Shown() != afterMoves(t, p) {
		t.Errorf("Home: board %s", kfen(tr.board.Shown()))
	}
	if want := []record{{"6-000005", false, "2026-12-05"}}; !slices.Equal(tr.book.records, want) {
		t.Errorf("records %v, want the puzzle counted as a miss %v", tr.book.records, want)
	}
}

func TestTheBoardShowsThePlayersSideAtTheBottom(t *testing.T) {
	black, _ := fakePuzzle(t, "6-000006", game.Black)
	white, _ := fakePuzzle(t, "6-000007", game.White)
	tr := openTrainer(t, &fakeBook{set: []puzzle.Puzzle{black, white}})
	if tr.board.Flipped() {
		t.Error("Black's puzzle is drawn from White's side")
	}
	tr.Load(white, FromNext)
	if !tr.board.Flipped() || !strings.Contains(tr.texts(), "White to play and win") {
		t.Errorf("White's puzzle: flipped %v\n%s", tr.board.Flipped(), tr.texts())
	}
	tr.host.Orientation.Toggle() // View → Flip board turns it
	if tr.board.Flipped() {
		t.Error("Flip board does not turn the puzzle's board")
	}
}

func TestTheChoiceOfPuzzles(t *testing.T) {
	a, _ := fakePuzzle(t, "6-00000a", game.Black)
	b, _ := fakePuzzle(t, "6-00000b", game.White)
	b.Themes = []puzzle.Theme{puzzle.ThemeLong}
	mine, _ := fakePuzzle(t, "6-00000c", game.Black)
	tr := openTrainer(t, &fakeBook{set: []puzzle.Puzzle{a, b}, personal: []puzzle.Puzzle{mine}})
	if got, _ := tr.Puzzle(); got.ID != a.ID {
		t.Fatalf("first puzzle %s, want %s", got.ID, a.ID)
	}
	tr.SetFilter(Filter{Theme: puzzle.ThemeLong})
	test.Tap(tr.button(t, "Next puzzle"))
	if got, _ := tr.Puzzle(); got.ID != b.ID {
		t.Errorf("Next with the theme Long line: %s, want %s", got.ID, b.ID)
	}
	if f := tr.Filter(); f.Theme != puzzle.ThemeLong || f.Size != 0 {
		t.Errorf("filter %+v", f)
	}
	tr.SetFilter(Filter{Size: 8})
	tr.Next()
	if _, ok := tr.Puzzle(); ok || !strings.Contains(tr.Feedback(), "No puzzle has this size and theme") {
		t.Errorf("no 8×8 puzzle: feedback %q", tr.Feedback())
	}
	test.Tap(tr.button(t, "Puzzle of the day"))
	if got, _ := tr.Puzzle(); got.ID != b.ID || !strings.Contains(tr.texts(), "Puzzle of the day: 6-00000b") {
		t.Errorf("daily: %s\n%s", got.ID, tr.texts())
	}
	test.Tap(tr.button(t, "My puzzles (1)"))
	if got, _ := tr.Puzzle(); got.ID != mine.ID || !strings.Contains(tr.texts(), "From your game: 6-00000c") {
		t.Errorf("mine: %s\n%s", got.ID, tr.texts())
	}
}

func TestAFailedSaveIsTold(t *testing.T) {
	p, wrong := fakePuzzle(t, "6-000008", game.Black)
	tr := openTrainer(t, &fakeBook{set: []puzzle.Puzzle{p}, saveErr: errors.New("disk full")})
	tr.tapMove(t, wrong)
	tr.answered(t)
	if !strings.Contains(tr.texts(), "Your puzzle progress could not be saved") {
		t.Errorf("the failed save is not told:\n%s", tr.texts())
	}
}

func TestTheTrainerSpeaksEveryLanguage(t *testing.T) {
	p, wrong := fakePuzzle(t, "6-000009", game.Black)
	tr := openTrainer(t, &fakeBook{set: []puzzle.Puzzle{p}})
	tr.tapMove(t, wrong)
	tr.answered(t)
	english := tr.texts()
	for _, l := range i18n.Languages()[1:] {
		setLanguage(t, l.Code)
		got := tr.texts()
		for _, en := range []string{"Black to play and win", "That loses", "Puzzle rating", "Your rating", "in a row"} {
			if strings.Contains(got, en) {
				t.Errorf("%s: %q is still in English:\n%s", l.Code, en, got)
			}
		}
		if got == english || tr.win.Title() == "Puzzles" {
			t.Errorf("%s: the window did not change language", l.Code)
		}
		if !strings.Contains(got, "1612") {
			t.Errorf("%s: the puzzle's rating is gone:\n%s", l.Code, got)
		}
	}
	setLanguage(t, "th")
	if !strings.Contains(tr.texts(), "ดำ") {
		t.Errorf("Thai: no ดำ (Black) in\n%s", tr.texts())
	}
	for _, th := range puzzle.AllThemes() {
		setLanguage(t, "en")
		en := ThemeName(th) + ThemeText(th)
		for _, l := range i18n.Languages()[1:] {
			setLanguage(t, l.Code)
			if ThemeName(th)+ThemeText(th) == en || ThemeText(th) == "" {
				t.Errorf("%s: theme %s is not translated", l.Code, th)
			}
		}
	}
}

func TestTheTrainerFitsItsMinimumSize(t *testing.T) {
	p, _ := fakePuzzle(t, "6-00000d", game.Black)
	for _, l := range i18n.Languages() {
		tr := openTrainer(t, &fakeBook{set: []puzzle.Puzzle{p}})
		setLanguage(t, l.Code)
		tr.win.Resize(tr.win.Content().MinSize())
		if c := uitest.Clipped(tr.win.Canvas()); len(c) > 0 {
			t.Errorf("%s: clipped at the minimum size %v: %v", l.Code, tr.win.Content().MinSize(), c)
		}
		if s := tr.win.Content().MinSize(); s.Width > 1000 || s.Height > 760 {
			t.Errorf("%s: minimum size %v is larger than a small screen's window", l.Code, s)
		}
		tr.win.Close()
	}
}

// kfen is p's KFEN.
func kfen(p game.Position) string { return p.KFEN() }

// A hint counts as a miss even when the puzzle is left unfinished: by
// Next, or by closing the trainer. A puzzle left without help counts
// nothing.
func TestAHintThenLeavingIsAMiss(t *testing.T) {
	p, _ := fakePuzzle(t, "6-000011", game.Black)
	q, _ := fakePuzzle(t, "6-000012", game.Black)
	tr := openTrainer(t, &fakeBook{set: []puzzle.Puzzle{p, q}})
	tr.Next() // left without help: nothing counted
	if len(tr.book.records) != 0 {
		t.Fatalf("a puzzle left without help was counted: %v", tr.book.records)
	}
	tr.typedRune('h')
	tr.answered(t)
	shown, _ := tr.Puzzle()
	tr.Next()
	if want := []record{{shown.ID, false, "2026-12-05"}}; !slices.Equal(tr.book.records, want) {
		t.Fatalf("records %v after a hint and Next, want the miss %v", tr.book.records, want)
	}
	tr.typedRune('h')
	tr.answered(t)
	again, _ := tr.Puzzle()
	tr.win.Close()
	if n := len(tr.book.records); n != 2 || tr.book.records[1] != (record{again.ID, false, "2026-12-05"}) {
		t.Errorf("records %v after a hint and closing, want a second miss of %s", tr.book.records, again.ID)
	}
}

// Escape closes the trainer when the board has the keyboard and nothing
// is lifted: arrows first (the board takes the keys), then Escape.
func TestEscapeClosesTheTrainerWhenTheBoardHasTheKeys(t *testing.T) {
	p, _ := fakePuzzle(t, "6-000013", game.Black)
	tr := openTrainer(t, &fakeBook{set: []puzzle.Puzzle{p}})
	tr.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyLeft})
	if tr.win.Canvas().Focused() != tr.board {
		t.Fatal("Left did not give the board the keyboard")
	}
	tr.board.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if !tr.closed {
		t.Error("Escape on the board with nothing selected did not close the trainer")
	}
}

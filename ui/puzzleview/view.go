// Package puzzleview is the puzzle trainer: a window with a proven
// position to win, whose moves the computer judges and answers (the
// longest resistance, the refutation of a wrong move), a hint, Retry, the
// solution stepped through like a replay, the player's rating and streak,
// and the choice of the next puzzle (near the rating, by size and theme),
// the puzzle of the day and the player's own puzzles. The puzzles and the
// progress come through a Host.
package puzzleview

import (
	"context"
	"fmt"
	"math"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/internal/background"
	"github.com/konane/konane/puzzle"
	"github.com/konane/konane/ui/board"
	"github.com/konane/konane/ui/internal/errtext"
	"github.com/konane/konane/ui/internal/orientation"
	"github.com/konane/konane/ui/internal/uikit"
)

// windowSize is the first size of the trainer's window.
var windowSize = fyne.NewSize(980, 680)

// sideWidth is the least width of the panel beside the board.
const sideWidth = 380

// replyPause is the least time between the player's move and the
// computer's reply on the board.
const replyPause = 350 * time.Millisecond

// AnswerJob names the trainer's answers in background.Running.
const AnswerJob = "puzzle"

// sizes are the board sizes of the size choice after "Any size".
var sizes = []int{6, 7, 8}

// Host is what the trainer needs from the app.
type Host struct {
	// App makes the window.
	App fyne.App
	// Do runs a function on the UI goroutine; nil means fyne.Do.
	Do func(func())
	// Book is the puzzles and the player's progress.
	Book Book
	// Orientation turns the board with the app's (View → Flip board);
	// the player's side is at the bottom unless turned. Nil: never turned.
	Orientation *orientation.Orientation
	// Today is the local date ("2026-12-05"); nil means time.Now's.
	Today func() string
}

// Source is where the puzzle on show came from.
type Source int

// The sources of a puzzle.
const (
	FromNext     Source = iota // chosen near the player's rating
	FromDaily                  // the puzzle of the day
	FromPersonal               // from the player's own games
)

// state is what the trainer is doing.
type state int

const (
	stateNone     state = iota // no puzzle on show
	statePlaying               // the player's move
	stateWaiting               // the computer checks a move and answers
	stateWrong                 // a wrong move, refuted
	stateSolved                // every winning move found
	stateSolution              // the solution, stepped through
)

// View is the trainer's window. UI goroutine only; the computer's
// answers run in a background.Job and come back through Host.Do.
type View struct {
	host Host
	win  fyne.Window

	board                    *board.Board
	task                     *widget.Label
	info, rating, themes     *widget.Label
	feedback, saveError      *widget.Label
	player, streak           *widget.Label
	counter, keys            *widget.Label
	hint, retry, solution    *widget.Button
	next, daily, mine, close *widget.Button
	first, prev, fwd, last   *widget.Button
	steps                    *fyne.Container
	size, theme              *widget.Select

	pz        puzzle.Puzzle
	source    Source
	att       Attempt
	state     state
	recorded  bool
	hinted    bool // a hint was asked for in the puzzle on show
	change    int  // the player's rating change at the last record
	changed   bool
	flipped   bool          // the app's boards are turned (Host.Orientation)
	afterMove game.Position // the position after the player's move being answered
	line      []game.Move   // the solution on show
	at        int           // its moves on show
	said      func() string // the feedback in the current language
	mood      widget.Importance
	mineAt    int                          // the personal puzzle on show, in Book.Personal
	gen       int                          // bumped by every new puzzle, retry and solution: stale answers are dropped
	job       *background.Job[Step]        // the answer to the player's move
	hintJob   *background.Job[game.Square] // the stone a hint marks
	closed    bool
	stopLang  func()
	stopFlip  func()
	// after runs f on the UI goroutine once d has passed; tests replace it.
	after func(d time.Duration, f func())
}

// opened holds the trainer of each app while it is open. UI goroutine
// only.
var opened = map[fyne.App]*View{}

// Opened returns a's open trainer, or nil.
func Opened(a fyne.App) *View { return opened[a] }

// Open shows the trainer with the next puzzle near the player's rating.
func Open(h Host) *View {
	v := New(h)
	opened[h.App] = v
	v.win.Show()
	v.Next()
	return v
}

// New builds the trainer with no puzzle on show; it does not show it.
func New(h Host) *View {
	if h.Do == nil {
		h.Do = fyne.Do
	}
	if h.Today == nil {
		h.Today = func() string { return time.Now().Format(time.DateOnly) }
	}
	v := &View{host: h, job: background.NewJob[Step](AnswerJob, h.Do),
		hintJob: background.NewJob[game.Square](AnswerJob, h.Do), said: func() string { return "" }}
	do := h.Do
	v.after = func(d time.Duration, f func()) { time.AfterFunc(d, func() { do(f) }) }
	v.win = h.App.NewWindow(i18n.Plain(i18n.T(i18n.MsgPuzzleTitle)))

	v.board = board.New()
	v.board.OnMove = v.moved
	v.board.OnKey = v.typedKey
	v.board.OnRune = v.typedRune
	v.board.SetInteractive(false)

	v.task = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.task.SizeName = theme.SizeNameSubHeadingText
	v.info = wrapping()
	v.rating = wrapping()
	v.themes = wrapping()
	v.feedback = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.feedback.Wrapping = fyne.TextWrapWord
	v.saveError = wrapping()
	v.saveError.Importance = widget.DangerImportance
	v.saveError.Hide()
	v.player = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.streak = wrapping()
	v.counter = widget.NewLabel("")
	v.keys = wrapping()
	v.keys.SizeName = theme.SizeNameCaptionText

	v.hint = widget.NewButtonWithIcon("", theme.SearchIcon(), v.Hint)
	v.retry = widget.NewButtonWithIcon("", theme.ViewRefreshIcon(), v.Retry)
	v.solution = widget.NewButtonWithIcon("", theme.VisibilityIcon(), v.ShowSolution)
	v.next = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), v.Next)
	v.daily = widget.NewButtonWithIcon("", theme.CalendarIcon(), v.Daily)
	v.mine = widget.NewButtonWithIcon("", theme.AccountIcon(), v.Mine)
	v.close = widget.NewButtonWithIcon("", theme.CancelIcon(), func() { v.win.Close() })
	v.first = widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), func() { v.stepTo(0) })
	v.prev = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { v.stepTo(v.at - 1) })
	v.fwd = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { v.stepTo(v.at + 1) })
	v.last = widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), func() { v.stepTo(len(v.line)) })
	v.steps = container.NewHBox(v.first, v.prev, v.counter, v.fwd, v.last)
	v.size = widget.NewSelect(nil, nil)
	v.theme = widget.NewSelect(nil, nil)

	v.win.SetContent(v.layout())
	uikit.OpenInside(v.win, windowSize)
	c := v.win.Canvas()
	c.SetOnTypedKey(v.typedKey)
	c.SetOnTypedRune(v.typedRune)
	c.AddShortcut(ShortcutHint, func(fyne.Shortcut) { v.Hint() })
	c.AddShortcut(&fyne.ShortcutUndo{}, func(fyne.Shortcut) { v.Retry() })
	c.AddShortcut(ShortcutUndo, func(fyne.Shortcut) { v.Retry() })
	c.AddShortcut(ShortcutNext, func(fyne.Shortcut) { v.Next() })
	v.win.SetOnClosed(v.closing)
	v.stopFlip = h.Orientation.Follow(func(f bool) { v.flipped = f; v.turn() })
	v.stopLang = i18n.OnChange(v.relabel)
	v.relabel()
	return v
}

// The trainer's shortcuts besides the plain keys: Ctrl+H a hint, Ctrl+Z
// (as Undo elsewhere) a retry, Ctrl+N the next puzzle.
var (
	ShortcutHint = &desktop.CustomShortcut{KeyName: fyne.KeyH, Modifier: fyne.KeyModifierShortcutDefault}
	ShortcutUndo = &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault}
	ShortcutNext = &desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault}
)

// wrapping returns an empty word-wrapping label.
func wrapping() *widget.Label {
	l := widget.NewLabel("")
	l.Wrapping = fyne.TextWrapWord
	return l
}

// layout arranges the window: the board on the left; on the right the
// task, the puzzle, the feedback and its buttons, the solution's steps,
// the player's rating and streak, the choice of puzzles; the keys and
// Close below.
func (v *View) layout() fyne.CanvasObject {
	actions := container.NewGridWithColumns(2, v.hint, v.retry, v.solution, v.next)
	side := container.NewVBox(
		v.task, v.info, v.rating, v.themes,
		widget.NewSeparator(),
		v.feedback, v.saveError, actions, container.NewCenter(v.steps),
		widget.NewSeparator(),
		v.player, v.streak,
		container.NewGridWithColumns(2, v.size, v.theme),
		container.NewGridWithColumns(2, v.daily, v.mine),
	)
	bottom := container.NewBorder(nil, nil, nil, v.close, v.keys)
	right := container.New(&uikit.MinWidth{MinWidth: func() float32 { return sideWidth }},
		container.NewBorder(nil, bottom, nil, nil, side))
	return container.NewBorder(nil, nil, nil, right, container.New(&uikit.RefreshOnResize{}, v.board))
}

// relabel sets every text in the current language.
func (v *View) relabel() {
	v.win.SetTitle(i18n.Plain(i18n.T(i18n.MsgPuzzleTitle)))
	v.hint.SetText(i18n.T(i18n.MsgPuzzleHint))
	v.retry.SetText(i18n.T(i18n.MsgPuzzleRetry))
	v.solution.SetText(i18n.T(i18n.MsgPuzzleShowSolution))
	v.next.SetText(i18n.T(i18n.MsgPuzzleNext))
	v.daily.SetText(i18n.T(i18n.MsgPuzzleDaily))
	v.close.SetText(i18n.T(i18n.MsgButtonClose))
	v.keys.SetText(i18n.T(i18n.MsgPuzzleKeys))
	sizeAt, themeAt := max(v.size.SelectedIndex(), 0), max(v.theme.SelectedIndex(), 0)
	v.size.Options = []string{i18n.T(i18n.MsgPuzzleAnySize)}
	for _, n := range sizes {
		v.size.Options = append(v.size.Options, i18n.Format(i18n.MsgBoardSizeValue, i18n.Args{"Size": n}))
	}
	v.size.SetSelectedIndex(sizeAt)
	v.theme.Options = []string{i18n.T(i18n.MsgPuzzleAnyTheme)}
	for _, th := range puzzle.AllThemes() {
		v.theme.Options = append(v.theme.Options, ThemeName(th))
	}
	v.theme.SetSelectedIndex(themeAt)
	v.show()
}

// Window returns the trainer's window.
func (v *View) Window() fyne.Window { return v.win }

// Puzzle returns the puzzle on show and whether there is one.
func (v *View) Puzzle() (puzzle.Puzzle, bool) { return v.pz, v.state != stateNone }

// Feedback returns the feedback line: the prompt, the verdict on the
// last move, the hint.
func (v *View) Feedback() string { return v.feedback.Text }

// Board returns the trainer's board.
func (v *View) Board() *board.Board { return v.board }

// Waiting reports whether the computer is checking a move or looking
// for a hint.
func (v *View) Waiting() bool { return v.state == stateWaiting }

// Filter returns the size and theme chosen for the next puzzle.
func (v *View) Filter() Filter {
	var f Filter
	if i := v.size.SelectedIndex(); i > 0 {
		f.Size = sizes[i-1]
	}
	if i := v.theme.SelectedIndex(); i > 0 {
		f.Theme = puzzle.AllThemes()[i-1]
	}
	return f
}

// SetFilter chooses the size (0: any) and theme ("": any) of the next
// puzzle.
func (v *View) SetFilter(f Filter) {
	v.size.SetSelectedIndex(0)
	for i, n := range sizes {
		if n == f.Size {
			v.size.SetSelectedIndex(i + 1)
		}
	}
	v.theme.SetSelectedIndex(0)
	for i, th := range puzzle.AllThemes() {
		if th == f.Theme {
			v.theme.SetSelectedIndex(i + 1)
		}
	}
}

// Next shows the next puzzle near the player's rating with the chosen
// size and theme, or says that none is left.
func (v *View) Next() {
	p, ok := v.host.Book.Next(v.Filter())
	if !ok {
		v.stop()
		v.state = stateNone
		v.tell(widget.MediumImportance, func() string { return i18n.T(i18n.MsgPuzzleNoneLeft) })
		v.show()
		return
	}
	v.Load(p, FromNext)
}

// Daily shows the puzzle of the day.
func (v *View) Daily() {
	if p, ok := v.host.Book.Daily(v.host.Today()); ok {
		v.Load(p, FromDaily)
	}
}

// Mine shows the next of the player's own puzzles.
func (v *View) Mine() {
	ps := v.host.Book.Personal()
	if len(ps) == 0 {
		return
	}
	if v.source == FromPersonal && v.state != stateNone {
		v.mineAt++
	}
	v.mineAt %= len(ps)
	v.Load(ps[v.mineAt], FromPersonal)
}

// MineAt shows the player's own puzzle with the given ID, if there is one
// (a review's "Puzzles from this game"), else the first of them.
func (v *View) MineAt(id string) {
	ps := v.host.Book.Personal()
	for i, p := range ps {
		if p.ID == id {
			v.mineAt = i
			v.Load(p, FromPersonal)
			return
		}
	}
	v.mineAt = 0
	v.state = stateNone
	v.Mine()
}

// AddPersonal adds ps (a review's puzzles from a game) to the player's
// own puzzles and shows the first of them.
func (v *View) AddPersonal(ps []puzzle.Puzzle) {
	if len(ps) == 0 {
		return
	}
	if _, err := v.host.Book.AddPersonal(ps); err != nil {
		v.saveFailed(err)
	}
	v.MineAt(ps[0].ID)
}

// saveFailed tells under the feedback that the progress was not saved.
func (v *View) saveFailed(err error) {
	reason := errtext.SaveReason(err)
	v.saveError.SetText(i18n.Format(i18n.MsgPuzzleSaveFailed, i18n.Args{"Reason": reason}))
	v.saveError.Show()
}

// Load shows p from its start, from the source src.
func (v *View) Load(p puzzle.Puzzle, src Source) {
	v.stop()
	v.leave()
	a, err := v.host.Book.Attempt(p)
	if err != nil {
		v.state = stateNone
		reason := errtext.Reason(err)
		v.tell(widget.DangerImportance, func() string {
			return i18n.Format(i18n.MsgPuzzleLoadFailed, i18n.Args{"Reason": reason})
		})
		v.show()
		return
	}
	v.pz, v.source, v.att = p, src, a
	v.recorded, v.changed, v.hinted = false, false, false
	v.begin()
}

// begin puts the attempt's start on the board for the player to move.
func (v *View) begin() {
	v.state = statePlaying
	v.line, v.at = nil, 0
	v.board.SetPosition(v.att.Position())
	v.board.SetLastMove(game.NoMove)
	v.board.SetMarks(nil)
	v.turn()
	v.tell(widget.MediumImportance, func() string { return i18n.T(i18n.MsgPuzzleYourMove) })
	v.show()
}

// stop drops the answer or hint under way, if any (a new attempt
// follows: the old one may still be busy in the background).
func (v *View) stop() {
	v.gen++
	v.job.Stop()
	v.hintJob.Stop()
}

// side is the side the player has in the puzzle on show.
func (v *View) side() game.Color {
	p, err := v.pz.Position()
	if err != nil {
		return game.Black
	}
	return p.SideToMove()
}

// turn draws the board from the player's side, or from the other when
// the app's boards are turned.
func (v *View) turn() {
	v.board.SetFlipped(v.flipped != (v.state != stateNone && v.side() == game.White))
}

// tell sets the feedback line; text is called again on a language
// change.
func (v *View) tell(mood widget.Importance, text func() string) {
	v.said, v.mood = text, mood
	v.feedback.Importance = mood
	v.feedback.SetText(text())
}

// Play plays m as if on the board, when it is the player's move.
func (v *View) Play(m game.Move) {
	if v.state != statePlaying {
		return
	}
	v.board.FinishAnimation() // the reply still sliding: the board shows the position before it
	if pos := v.att.Position(); pos.IsLegal(m) && v.board.Shown() == pos {
		v.moved(m)
	}
}

// moved is the board's OnMove: the player's move, judged and answered in
// the background.
func (v *View) moved(m game.Move) {
	if v.state != statePlaying {
		return
	}
	before := v.board.Shown()
	v.afterMove = before
	if v.afterMove.Play(m) != nil {
		return
	}
	v.board.SetMarks(nil)
	v.board.AnimateMove(before, m, nil)
	v.board.SetLastMove(m)
	v.state = stateWaiting
	v.tell(widget.MediumImportance, func() string { return i18n.T(i18n.MsgPuzzleChecking) })
	v.show()
	a, gen, asked := v.att, v.gen, time.Now()
	v.job.Start(func(ctx context.Context, _ func(int, int)) (Step, error) {
		return a.Play(ctx, m)
	}, nil, func(s Step, err error) {
		wait := replyPause - time.Since(asked)
		if err != nil || wait <= 0 {
			v.answered(gen, s, err)
			return
		}
		v.after(wait, func() { v.answered(gen, s, err) })
	})
}

// answered shows the computer's answer s to the player's move: its reply
// on the board and the verdict; a finished puzzle is recorded.
func (v *View) answered(gen int, s Step, err error) {
	if gen != v.gen || v.closed || v.state != stateWaiting {
		return
	}
	if err != nil {
		v.begin() // an illegal or late move: the puzzle from its start
		return
	}
	if s.Reply != game.NoMove {
		v.board.AnimateMove(v.afterMove, s.Reply, nil)
		v.board.SetLastMove(s.Reply)
	}
	switch {
	case s.Verdict == Wrong:
		v.state = stateWrong
		v.record(false)
		reply, winner := s.Reply, v.side().Other()
		v.tell(widget.DangerImportance, func() string { return wrongText(reply, winner) })
	case s.Solved:
		v.state = stateSolved
		clean := v.att.Clean()
		v.record(clean)
		msg := i18n.MsgPuzzleSolved
		if !clean {
			msg = i18n.MsgPuzzleSolvedWithHelp
		}
		v.tell(widget.SuccessImportance, func() string { return i18n.T(msg) })
	default:
		v.state = statePlaying
		v.tell(widget.SuccessImportance, func() string { return i18n.T(i18n.MsgPuzzleRight) })
	}
	v.show()
}

// wrongText says that the player's move loses to reply, which wins for
// winner.
func wrongText(reply game.Move, winner game.Color) string {
	if reply == game.NoMove {
		return i18n.T(i18n.MsgPuzzleWrong)
	}
	return i18n.Format(uikit.Pick(winner, i18n.MsgPuzzleWrongBlackWins, i18n.MsgPuzzleWrongWhiteWins),
		i18n.Args{"Move": reply.String()})
}

// record counts the puzzle on show, once: solved or not, the rating's
// change kept for show; a failed save is told under the feedback.
func (v *View) record(solved bool) {
	if v.recorded {
		return
	}
	v.recorded = true
	before, after, err := v.host.Book.Record(v.pz, solved, v.host.Today())
	v.change = int(math.Round(after.R)) - int(math.Round(before.R))
	v.changed = true
	if err != nil {
		v.saveFailed(err)
	} else {
		v.saveError.Hide()
	}
}

// leave counts the puzzle on show as a miss when it is left unfinished
// after a hint (another puzzle, the window closed): help asked for is a
// miss whether the player finishes or not.
func (v *View) leave() {
	if v.att != nil && v.hinted && !v.recorded {
		v.record(false)
	}
}

// Hint marks the stone to move, found in the background (off the
// solution's line it takes a proof); the puzzle then counts as a miss.
func (v *View) Hint() {
	if v.state != statePlaying {
		return
	}
	v.hinted = true
	a, gen := v.att, v.gen
	v.state = stateWaiting
	v.tell(widget.MediumImportance, func() string { return i18n.T(i18n.MsgPuzzleHintLooking) })
	v.show()
	v.hintJob.Start(func(context.Context, func(int, int)) (game.Square, error) {
		return a.Hint(), nil
	}, nil, func(sq game.Square, _ error) {
		if gen != v.gen || v.closed || v.state != stateWaiting {
			return
		}
		v.state = statePlaying
		if sq == game.NoSquare {
			v.tell(widget.MediumImportance, func() string { return i18n.T(i18n.MsgPuzzleYourMove) })
		} else {
			v.board.SetMarks([]game.Square{sq})
			v.tell(widget.MediumImportance, func() string { return i18n.T(i18n.MsgPuzzleHintText) })
		}
		v.show()
	})
}

// Retry starts the puzzle on show again from its start (also Undo, in a
// puzzle: it counts as a retry, not as a solve).
func (v *View) Retry() {
	if v.state == stateNone || v.state == stateWaiting {
		return // an answer under way still uses the attempt
	}
	v.stop()
	v.att.Retry()
	v.begin()
}

// ShowSolution shows the solution's main line from the start, to be
// stepped through; the puzzle then counts as a miss.
func (v *View) ShowSolution() {
	if v.state == stateNone || v.state == stateWaiting {
		return
	}
	v.stop()
	v.line = v.att.ShowSolution()
	v.record(false)
	v.state = stateSolution
	v.board.SetMarks(nil)
	v.tell(widget.MediumImportance, func() string { return i18n.T(i18n.MsgPuzzleSolution) })
	v.stepTo(0)
}

// stepTo shows the solution's position after k of its moves.
func (v *View) stepTo(k int) {
	if v.state != stateSolution {
		return
	}
	v.at = min(max(k, 0), len(v.line))
	p := v.att.Puzzle()
	pos, err := p.Position()
	if err != nil {
		return
	}
	last := game.NoMove
	for _, m := range v.line[:v.at] {
		if pos.Play(m) != nil {
			break
		}
		last = m
	}
	v.board.SetPosition(pos)
	v.board.SetLastMove(last)
	v.show()
}

// typedKey steps through the solution with Left, Right, Home and End and
// closes with Escape. While the player is to move, the arrows, Space and
// Return give the board the keyboard and act there, as they would on it.
func (v *View) typedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyUp, fyne.KeyDown, fyne.KeyLeft, fyne.KeyRight, fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter:
		if v.state == statePlaying {
			v.win.Canvas().Focus(v.board)
			v.board.TypedKey(ev)
			return
		}
	}
	switch ev.Name {
	case fyne.KeyEscape:
		v.win.Close()
	case fyne.KeyLeft:
		v.stepTo(v.at - 1)
	case fyne.KeyRight:
		v.stepTo(v.at + 1)
	case fyne.KeyHome:
		v.stepTo(0)
	case fyne.KeyEnd:
		v.stepTo(len(v.line))
	}
}

// typedRune: H a hint, N the next puzzle, R a retry.
func (v *View) typedRune(r rune) {
	switch r {
	case 'h', 'H':
		v.Hint()
	case 'n', 'N':
		v.Next()
	case 'r', 'R':
		v.Retry()
	}
}

// revealed reports whether the puzzle's rating and themes are shown: once
// it is solved or failed.
func (v *View) revealed() bool { return v.recorded }

// show sets the texts and buttons for the state.
func (v *View) show() {
	on := v.state != stateNone
	v.board.SetInteractive(v.state == statePlaying)
	if v.state != statePlaying && v.state != stateWaiting && v.win.Canvas().Focused() == v.board {
		v.win.Canvas().Unfocus() // the keys go to the window: Escape closes, the arrows step the solution
	}
	if on {
		v.task.SetText(i18n.T(uikit.Pick(v.side(), i18n.MsgPuzzleBlackToWin, i18n.MsgPuzzleWhiteToWin)))
		v.info.SetText(v.infoText())
	} else {
		v.task.SetText(i18n.T(i18n.MsgPuzzleTitle))
		v.info.SetText("")
	}
	v.showPuzzleRating(on)
	v.feedback.Importance = v.mood
	v.feedback.SetText(v.said())
	v.showPlayer()
	uikit.SetEnabled(v.hint, v.state == statePlaying)
	uikit.SetEnabled(v.retry, on && v.state != stateWaiting)
	uikit.SetEnabled(v.solution, on && v.state != stateSolution && v.state != stateWaiting)
	v.next.Importance = widget.MediumImportance
	v.retry.Importance = widget.MediumImportance
	switch v.state {
	case stateSolved, stateSolution:
		v.next.Importance = widget.HighImportance
	case stateWrong:
		v.retry.Importance = widget.HighImportance
	}
	v.next.Refresh()
	v.retry.Refresh()
	if v.state == stateSolution {
		v.counter.SetText(i18n.Plural(i18n.MsgStatusMoveOf, v.at, i18n.Args{"Total": len(v.line)}))
		uikit.SetEnabled(v.first, v.at > 0)
		uikit.SetEnabled(v.prev, v.at > 0)
		uikit.SetEnabled(v.fwd, v.at < len(v.line))
		uikit.SetEnabled(v.last, v.at < len(v.line))
		v.steps.Show()
	} else {
		v.steps.Hide()
	}
	n := len(v.host.Book.Personal())
	v.mine.SetText(i18n.Plural(i18n.MsgPuzzleMine, n, nil))
	uikit.SetEnabled(v.mine, n > 0)
	v.turn()
}

// infoText names the puzzle on show: where it comes from, its ID and
// size.
func (v *View) infoText() string {
	msg := i18n.MsgPuzzleInfo
	switch v.source {
	case FromDaily:
		msg = i18n.MsgPuzzleInfoDaily
	case FromPersonal:
		msg = i18n.MsgPuzzleInfoMine
	}
	return i18n.Format(msg, i18n.Args{"ID": v.pz.ID,
		"Size": i18n.Format(i18n.MsgBoardSizeValue, i18n.Args{"Size": v.pz.Size()})})
}

// showPuzzleRating shows the puzzle's rating and themes once it is
// revealed, else says when they will be.
func (v *View) showPuzzleRating(on bool) {
	switch {
	case !on:
		v.rating.SetText("")
		v.themes.Hide()
	case !v.revealed():
		v.rating.SetText(i18n.T(i18n.MsgPuzzleRatingHidden))
		v.themes.Hide()
	default:
		v.rating.SetText(i18n.Format(i18n.MsgPuzzleRating, i18n.Args{"Rating": ratingText(v.pz.Rating.R)}))
		v.themes.SetText(themesText(v.pz.Themes))
		v.themes.Hidden = len(v.pz.Themes) == 0
		v.themes.Refresh()
	}
}

// showPlayer shows the player's rating (with the last change), streak
// and solved puzzles.
func (v *View) showPlayer() {
	s := v.host.Book.Standing()
	r := ratingText(s.Rating.R)
	if v.changed {
		v.player.SetText(i18n.Format(i18n.MsgPuzzleYourRatingChange, i18n.Args{"Rating": r, "Change": changeText(v.change)}))
	} else {
		v.player.SetText(i18n.Format(i18n.MsgPuzzleYourRating, i18n.Args{"Rating": r}))
	}
	v.streak.SetText(i18n.Plural(i18n.MsgPuzzleStreak, s.Streak, nil) + " · " + i18n.Plural(i18n.MsgPuzzleSolvedCount, s.Solved, nil))
}

// ratingText is a rating as shown: a whole number without grouping, as
// rating lists write it.
func ratingText(r float64) string { return fmt.Sprint(int(math.Round(r))) }

// changeText is a rating change with its sign: "+12", "−8", "±0".
func changeText(d int) string {
	switch {
	case d > 0:
		return fmt.Sprintf("+%d", d)
	case d < 0:
		return fmt.Sprintf("−%d", -d)
	}
	return "±0"
}

// themesText lists the themes, each with its sentence, under "Themes:".
func themesText(ts []puzzle.Theme) string {
	if len(ts) == 0 {
		return ""
	}
	lines := []string{i18n.T(i18n.MsgPuzzleThemes)}
	for _, th := range ts {
		lines = append(lines, "• "+ThemeName(th)+": "+ThemeText(th))
	}
	return strings.Join(lines, "\n")
}

// closing stops the answer under way and the listeners.
func (v *View) closing() {
	v.leave()
	v.closed = true
	if opened[v.host.App] == v {
		delete(opened, v.host.App)
	}
	v.job.Close()
	v.stopLang()
	v.stopFlip()
}

// themeMessages are each theme's name and sentence.
var themeMessages = map[puzzle.Theme][2]*goi18n.Message{
	puzzle.ThemeMultiJump: {i18n.MsgPuzzleThemeMultiJump, i18n.MsgPuzzleThemeMultiJumpText},
	puzzle.ThemeShortStop: {i18n.MsgPuzzleThemeShortStop, i18n.MsgPuzzleThemeShortStopText},
	puzzle.ThemeQuiet:     {i18n.MsgPuzzleThemeQuiet, i18n.MsgPuzzleThemeQuietText},
	puzzle.ThemeLastMove:  {i18n.MsgPuzzleThemeLastMove, i18n.MsgPuzzleThemeLastMoveText},
	puzzle.ThemeRemoval:   {i18n.MsgPuzzleThemeRemoval, i18n.MsgPuzzleThemeRemovalText},
	puzzle.ThemeBlock:     {i18n.MsgPuzzleThemeBlock, i18n.MsgPuzzleThemeBlockText},
	puzzle.ThemeLong:      {i18n.MsgPuzzleThemeLong, i18n.MsgPuzzleThemeLongText},
}

// ThemeName is a theme's name in the current language (an unknown
// theme: its set-file word).
func ThemeName(th puzzle.Theme) string {
	if m, ok := themeMessages[th]; ok {
		return i18n.T(m[0])
	}
	return string(th)
}

// ThemeText is a theme's one-sentence explanation in the current
// language ("" for an unknown theme).
func ThemeText(th puzzle.Theme) string {
	if m, ok := themeMessages[th]; ok {
		return i18n.T(m[1])
	}
	return ""
}

// Package tutorview is the tutorial window: the steps of package tutorial
// on a board, with Back, Next, and "Start over" and "Play now…" on the
// last step (Show).
package tutorview

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/tutorial"
	"github.com/konane/konane/ui/board"
	"github.com/konane/konane/ui/internal/orientation"
	"github.com/konane/konane/ui/internal/uikit"
)

// StepKey is the preference under which the tutorial keeps the ID
// of the step it shows (tutorial.Step.ID), so that it opens there again.
// It is cleared when the learner finishes with "Play now…" or closes the
// last step; a tutorial left on its last step opens at the first.
const StepKey = "tutorial.step"

// windowSize is the first size of the tutorial window: the board
// on the left half, the step's text on the right.
var windowSize = fyne.NewSize(900, 560)

// Host is what the tutorial window needs from the window that opens it,
// and where it opens.
type Host struct {
	// Preferences keep the current step under StepKey; nil means
	// the app's preferences.
	Preferences fyne.Preferences
	// OnPlayNow is called when the learner presses "Play now…" on the last
	// step, after the tutorial window has closed; the main window opens
	// its New game dialog. Nil: the button only closes the tutorial.
	OnPlayNow func()
	// OnPuzzles is called when the learner presses "Puzzles…" on the last
	// step, after the tutorial window has closed; the app opens the
	// puzzle trainer. Nil: no such button.
	OnPuzzles func()
	// OnClosed, if not nil, is called once the window has closed, however
	// it was closed. Use it instead of SetOnClosed on the returned window,
	// which would replace the tutorial's own handler.
	OnClosed func()
	// Start is the ID of the step to open at instead of the saved one;
	// "" (or an unknown ID) resumes at the saved step.
	Start string
	// Orientation turns the board with the app's (View → Flip board);
	// nil: never flipped.
	Orientation *orientation.Orientation
}

// openTutorials holds the tutorial window of each app while it is open,
// so that asking for the tutorial twice brings the open one to the front.
// It is used on the UI goroutine only.
var openTutorials = map[fyne.App]*tutorialWindow{}

// Show shows and returns a's tutorial window, at opts.Start, else at the
// step last closed unless that was the last step, else at the first; an
// open one comes to the front
// (opts ignored). parent (may be nil) gets the focus back before
// OnPlayNow. The window follows language changes. UI goroutine only.
func Show(a fyne.App, parent fyne.Window, opts Host) fyne.Window {
	if a == nil {
		a = fyne.CurrentApp()
	}
	if t, ok := openTutorials[a]; ok {
		t.win.Show()
		t.win.RequestFocus()
		return t.win
	}
	t := newTutorialWindow(a, parent, opts)
	openTutorials[a] = t
	t.win.Show()
	return t.win
}

// tutorialWindow is the tutorial: a tutorial.Tutor shown in a window. The
// tutor decides; the window only shows its step and passes the learner's
// moves and button presses on.
type tutorialWindow struct {
	app    fyne.App
	parent fyne.Window
	opts   Host
	prefs  fyne.Preferences
	tutor  *tutorial.Tutor
	win    fyne.Window

	board    *board.Board
	counter  *widget.Label
	text     *widget.Label
	prompt   *widget.Label // "Your move: …" on an unsolved try-it step
	feedback *widget.Label // why a click was wrong and the hint, or the praise
	said     []*goi18n.Message

	back, next, startOver, playNow, close *widget.Button
	puzzles                               *widget.Button // "Puzzles…" beside "Play now…"

	// step counts the steps shown, so that the end of an animation
	// started on an earlier step changes nothing.
	step           int
	stopListening  func()
	stopFlip       func() // stops following Host.Orientation
	closed         bool
	playNowPressed bool
}

// newTutorialWindow builds the window at its first step; it does not show it.
func newTutorialWindow(a fyne.App, parent fyne.Window, opts Host) *tutorialWindow {
	t := &tutorialWindow{app: a, parent: parent, opts: opts, prefs: opts.Preferences}
	if t.prefs == nil {
		t.prefs = a.Preferences()
	}
	start := stepIndex(opts.Start)
	if start < 0 {
		start = stepIndex(t.prefs.String(StepKey))
		if start == len(tutorial.Steps())-1 {
			start = 0 // finished: it starts over
		}
		start = max(start, 0)
	}
	t.tutor = tutorial.New(start)

	t.win = a.NewWindow(i18n.Plain(i18n.T(i18n.MsgTutorTitle)))
	t.board = board.New()
	t.board.OnMove = t.moved
	t.board.OnRejected = t.rejected
	t.stopFlip = opts.Orientation.Follow(t.board.SetFlipped)

	t.counter = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.text = widget.NewLabel("")
	t.text.Wrapping = fyne.TextWrapWord
	t.prompt = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	t.prompt.Wrapping = fyne.TextWrapWord
	t.feedback = widget.NewLabel("")
	t.feedback.Wrapping = fyne.TextWrapWord
	t.feedback.Hide()

	t.back = widget.NewButton("", t.goBack)
	t.next = widget.NewButton("", t.goNext)
	t.startOver = widget.NewButton("", t.goFirst)
	t.playNow = widget.NewButton("", t.playNowTapped)
	t.playNow.Importance = widget.HighImportance
	t.puzzles = widget.NewButton("", t.puzzlesTapped)
	t.close = widget.NewButton("", t.win.Close)

	page := container.NewVScroll(container.NewVBox(t.counter, t.text, t.prompt, t.feedback))
	bar := container.NewHBox(t.close, layout.NewSpacer(), t.startOver, t.back, t.next, t.puzzles, t.playNow)
	t.win.SetContent(container.NewBorder(nil, bar, nil, nil,
		container.NewGridWithColumns(2, container.New(&uikit.RefreshOnResize{}, t.board), page)))
	uikit.OpenInside(t.win, windowSize)
	t.win.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if ev.Name == fyne.KeyEscape {
			t.win.Close()
		}
	})
	t.win.SetOnClosed(t.closing)
	t.stopListening = i18n.OnChange(t.relabel)

	t.relabel()
	t.showStep()
	return t
}

// stepIndex returns the index of the step called id, or -1.
func stepIndex(id string) int {
	if id == "" {
		return -1
	}
	for i, s := range tutorial.Steps() {
		if s.ID == id {
			return i
		}
	}
	return -1
}

// relabel sets every text of the window from the catalogue in the current
// language.
func (t *tutorialWindow) relabel() {
	t.win.SetTitle(i18n.Plain(i18n.T(i18n.MsgTutorTitle)))
	t.back.SetText(i18n.T(i18n.MsgTutorBack))
	t.next.SetText(i18n.T(i18n.MsgTutorNext))
	t.startOver.SetText(i18n.T(i18n.MsgTutorStartOver))
	t.playNow.SetText(i18n.T(i18n.MsgTutorPlayNowButton))
	t.puzzles.SetText(i18n.T(i18n.MsgTutorPuzzlesButton))
	t.close.SetText(i18n.T(i18n.MsgTutorClose))
	t.prompt.SetText(i18n.T(i18n.MsgTutorTryIt))
	t.showTexts()
}

// showTexts sets the counter, the step's text and the feedback line.
func (t *tutorialWindow) showTexts() {
	t.counter.SetText(i18n.Plural(i18n.MsgTutorStep, t.tutor.Len(), i18n.Args{"Step": t.tutor.Index() + 1}))
	t.text.SetText(i18n.T(t.tutor.Step().Text))
	if len(t.said) == 0 {
		t.feedback.Hide()
		return
	}
	texts := make([]string, len(t.said))
	for i, m := range t.said {
		texts[i] = i18n.T(m)
	}
	t.feedback.SetText(strings.Join(texts, " "))
	t.feedback.Show()
}

// showStep shows the tutor's current step from its start and remembers it.
func (t *tutorialWindow) showStep() {
	t.step++
	s := t.tutor.Step()
	t.said = nil
	t.board.SetPosition(t.tutor.Position())
	t.board.CancelSelection() // the same position as the step before keeps it
	t.board.SetLastMove(game.NoMove)
	t.board.SetInteractive(s.IsTry())
	showMarks(t.board, s)
	t.prompt.Hidden = !s.IsTry()
	t.prompt.Refresh()
	t.syncButtons()
	t.showTexts()
	t.prefs.SetString(StepKey, s.ID)
}

// syncButtons enables Back and Next as the tutor allows, puts "Start
// over" and "Play now…" in place of Next on the last step and stresses Next
// once the step has nothing left to do.
func (t *tutorialWindow) syncButtons() {
	if t.tutor.CanBack() {
		t.back.Enable()
	} else {
		t.back.Disable()
	}
	last := t.tutor.IsLast()
	t.next.Hidden = last
	t.startOver.Hidden = !last
	t.playNow.Hidden = !last
	t.puzzles.Hidden = !last || t.opts.OnPuzzles == nil
	imp := widget.MediumImportance
	if !t.tutor.Step().IsTry() || t.tutor.Solved() {
		imp = widget.HighImportance
	}
	t.next.Importance = imp
	t.next.Refresh()
	t.startOver.Refresh()
	t.playNow.Refresh()
	t.puzzles.Refresh()
}

// say shows the sentences ms (why a click was wrong and the hint, or the
// praise) below the step's text, in a line of importance imp.
func (t *tutorialWindow) say(imp widget.Importance, ms ...*goi18n.Message) {
	t.said = ms
	t.feedback.Importance = imp
	t.showTexts()
}

// moved is the board's OnMove: the learner made a legal move on a try-it
// step. The right one is played with an animation and praised; any other
// one gets the step's hint and the position stays.
func (t *tutorialWindow) moved(m game.Move) {
	s := t.tutor.Step()
	before := t.tutor.Position()
	switch t.tutor.Try(m) {
	case tutorial.Wrong:
		t.say(widget.WarningImportance, s.Hint)
	case tutorial.Accepted:
		t.prompt.Hide()
		t.say(widget.SuccessImportance, s.Done)
		t.board.SetInteractive(false)
		t.board.SetHint(game.NoMove)
		step := t.step
		t.board.AnimateMove(before, m, func() {
			if t.step == step && !t.closed {
				t.board.SetLastMove(m)
			}
		})
		t.syncButtons()
	}
}

// rejected is the board's OnRejected: a tap that chose no move on an
// unsolved try-it step gets why it was wrong and the step's hint.
func (t *tutorialWindow) rejected(r board.Reject) {
	why, wrong := whyWrong(r)
	if s := t.tutor.Step(); wrong && s.IsTry() && !t.tutor.Solved() {
		if why == nil {
			t.say(widget.WarningImportance, s.Hint)
		} else {
			t.say(widget.WarningImportance, why, s.Hint)
		}
	}
}

// whyWrong returns the sentence that says why a click the board refused
// for r was wrong, nil when the step's hint says it (a stone that may not
// be removed), and false when the learner did nothing wrong (a click on a
// board that takes no move).
func whyWrong(r board.Reject) (*goi18n.Message, bool) {
	switch r {
	case board.RejectNotRemovable:
		return nil, true
	case board.RejectNotYourStone:
		return i18n.MsgErrNotYourStone, true
	case board.RejectNoJumpFromHere:
		return i18n.MsgErrStoneCannotMove, true
	case board.RejectEmptySquare:
		return i18n.MsgStatusRejectEmpty, true
	case board.RejectDiagonal:
		return i18n.MsgErrDiagonal, true
	case board.RejectTurn:
		return i18n.MsgErrJumpTurn, true
	case board.RejectNoLanding:
		return i18n.MsgErrJumpTarget, true
	}
	return nil, false
}

func (t *tutorialWindow) goBack() {
	if t.tutor.Back() {
		t.showStep()
	}
}

func (t *tutorialWindow) goNext() {
	if t.tutor.Next() {
		t.showStep()
	}
}

// goFirst is "Start over": the first step.
func (t *tutorialWindow) goFirst() {
	t.tutor.Goto(0)
	t.showStep()
}

// playNowTapped ends the tutorial: the next time it starts from the
// beginning. It closes the window, gives the focus back to the main window
// and calls OnPlayNow.
func (t *tutorialWindow) playNowTapped() {
	t.playNowPressed = true
	t.win.Close()
	if t.parent != nil {
		t.parent.RequestFocus()
	}
	if t.opts.OnPlayNow != nil {
		t.opts.OnPlayNow()
	}
}

// puzzlesTapped ends the tutorial as "Play now…" does and calls
// OnPuzzles instead.
func (t *tutorialWindow) puzzlesTapped() {
	t.playNowPressed = true
	t.win.Close()
	if t.parent != nil {
		t.parent.RequestFocus()
	}
	t.opts.OnPuzzles()
}

// closing is the window's OnClosed: it stops listening for language
// changes, keeps the step (clears it after "Play now…" or on the last
// step) and forgets the window.
func (t *tutorialWindow) closing() {
	if t.closed {
		return
	}
	t.closed = true
	t.stopListening()
	t.stopFlip()
	if t.playNowPressed || t.tutor.IsLast() {
		t.prefs.RemoveValue(StepKey)
	} else {
		t.prefs.SetString(StepKey, t.tutor.Step().ID)
	}
	if openTutorials[t.app] == t {
		delete(openTutorials, t.app)
	}
	if t.opts.OnClosed != nil {
		t.opts.OnClosed()
	}
}

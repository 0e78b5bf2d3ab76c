package tutorview

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/tutorial"
	"github.com/konane/konane/ui/board"
	"github.com/konane/konane/ui/internal/uitest"
)

// openTestTutorial shows the tutorial in English on a fresh test app whose
// preferences were prepared by prepare (may be nil).
func openTestTutorial(t *testing.T, opts Host, prepare func(fyne.Preferences)) *tutorialWindow {
	t.Helper()
	if err := i18n.SetLanguage("en"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	a := test.NewTempApp(t)
	if prepare != nil {
		prepare(a.Preferences())
	}
	Show(a, nil, opts)
	tw := openTutorials[a]
	if tw == nil {
		t.Fatal("Show registered no window")
	}
	tw.win.Resize(windowSize)
	t.Cleanup(func() {
		if !tw.closed {
			tw.win.Close()
		}
	})
	return tw
}

// tutorialSquarePoint is the centre of square name on board b, found
// through board.SquareAt (uitest.SquareCentre).
func tutorialSquarePoint(t *testing.T, b *board.Board, name string) fyne.Position {
	t.Helper()
	sq, err := game.ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	shown := b.Shown()
	return uitest.SquareCentre(t, b.Size(), shown.Size(), sq)
}

// tapSquares taps the named squares of the tutorial's board in turn.
func (tw *tutorialWindow) tapSquares(t *testing.T, names ...string) {
	t.Helper()
	if tw.board.Size().Width < 100 {
		t.Fatalf("the board is %v: not laid out", tw.board.Size())
	}
	for _, name := range names {
		test.TapAt(tw.board, tutorialSquarePoint(t, tw.board, name))
	}
}

func stepByID(t *testing.T, id string) tutorial.Step {
	t.Helper()
	for _, s := range tutorial.Steps() {
		if s.ID == id {
			return s
		}
	}
	t.Fatalf("no step %q", id)
	return tutorial.Step{}
}

// tutorialMoveOf returns the move that taps on the named squares make:
// one tap removes, two taps jump.
func tutorialMoveOf(t *testing.T, taps []string) game.Move {
	t.Helper()
	text := taps[0]
	if len(taps) == 2 {
		text += "-" + taps[1]
	}
	m, err := game.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func (tw *tutorialWindow) wantFeedback(t *testing.T, want string, imp widget.Importance) {
	t.Helper()
	if !tw.feedback.Visible() || tw.feedback.Text != want || tw.feedback.Importance != imp {
		t.Errorf("feedback %q (shown %v, importance %v), want %q (importance %v)",
			tw.feedback.Text, tw.feedback.Visible(), tw.feedback.Importance, want, imp)
	}
}

func TestTutorialTryItStepsRejectAWrongMoveAndAcceptTheRightOne(t *testing.T) {
	for _, tc := range []struct {
		step         string
		wrong, right []string        // taps
		why          *goi18n.Message // said before the hint; nil: a legal move, the hint alone
		landed       string          // a square the right move fills or empties
		stone        bool            // whether a stone stands on landed afterwards
	}{
		{step: "first-removal", wrong: []string{"b8"}, why: i18n.MsgErrNotYourStone, right: []string{"e4"}, landed: "e4"},
		{step: "second-removal", wrong: []string{"e4"}, why: i18n.MsgErrNotYourStone, right: []string{"d6"}, landed: "d6"},
		{step: "single-jump", wrong: []string{"d3", "d5"}, right: []string{"b5", "d5"}, landed: "d5", stone: true},
		{step: "multi-jump", wrong: []string{"a4", "c4"}, right: []string{"a4", "g4"}, landed: "g4", stone: true},
		{step: "stop-early", wrong: []string{"a4", "e4"}, right: []string{"a4", "c4"}, landed: "c4", stone: true},
		{step: "straight-only", wrong: []string{"b3", "d5"}, why: i18n.MsgErrDiagonal, right: []string{"b3", "d3"}, landed: "d3", stone: true},
		{step: "compulsory", wrong: []string{"h8"}, why: i18n.MsgErrNotYourStone, right: []string{"f1", "d1"}, landed: "d1", stone: true},
		{step: "tip-stop-early", wrong: []string{"h5", "d5"}, right: []string{"h5", "f5"}, landed: "f5", stone: true},
	} {
		t.Run(fmt.Sprintf("on step %s the wrong taps %v get the hint and %v is played", tc.step, tc.wrong, tc.right), func(t *testing.T) {
			s := stepByID(t, tc.step)
			tw := openTestTutorial(t, Host{Start: tc.step}, nil)
			start := s.Position()
			if tw.board.Shown() != start || !tw.board.Interactive() || !tw.prompt.Visible() || tw.feedback.Visible() {
				t.Fatal("the try-it step does not start interactive at its position with the prompt")
			}

			tw.tapSquares(t, tc.wrong...)
			want := i18n.T(s.Hint)
			if tc.why != nil {
				want = i18n.T(tc.why) + " " + want
			}
			tw.wantFeedback(t, want, widget.WarningImportance)
			if tw.board.Shown() != start || tw.tutor.Solved() || !tw.board.Interactive() {
				t.Fatal("a wrong move changed the position or ended the step")
			}

			tw.tapSquares(t, tc.right...)
			tw.wantFeedback(t, i18n.T(s.Done), widget.SuccessImportance)
			if !tw.tutor.Solved() || tw.board.Interactive() || tw.prompt.Visible() {
				t.Fatal("the right move did not finish the step")
			}
			sq, _ := game.ParseSquare(tc.landed)
			shown := tw.board.Shown()
			if _, has := shown.At(sq); has != tc.stone || tw.board.Shown() != tw.tutor.Position() {
				t.Fatalf("the board does not show the move: stone on %s %v", tc.landed, has)
			}
			if want := tutorialMoveOf(t, tc.right); tw.board.LastMove() != want {
				t.Errorf("the board marks %v as the last move, want %v", tw.board.LastMove(), want)
			}
			if tw.next.Importance != widget.HighImportance {
				t.Error("Next is not stressed after the step was solved")
			}
		})
	}
}

// Every click on every try-it step plays the right move, selects a stone
// that can jump, cancels the selection (the selected stone again) or is
// explained below the step: the step's hint, after why the click was
// wrong unless it was a legal move or a stone that may not be removed.
// No wrong click is silent, and none changes the position.
func TestEveryWrongClickOnATryItStepIsExplained(t *testing.T) {
	for i, s := range tutorial.Steps() {
		if !s.IsTry() {
			continue
		}
		t.Run(s.ID, func(t *testing.T) {
			tw := openTestTutorial(t, Host{Start: s.ID}, nil)
			start := s.Position()
			legal := start.LegalMoves(nil)
			var all []string
			for r := range start.Size() {
				for c := range start.Size() {
					all = append(all, game.SquareAt(r, c).String())
				}
			}
			hint := i18n.T(s.Hint)
			explained := func(taps ...string) {
				t.Helper()
				_, selected := tw.board.Selected()
				switch {
				case tw.tutor.Solved():
					tw.wantFeedback(t, i18n.T(s.Done), widget.SuccessImportance)
					return
				case selected || (len(taps) == 2 && taps[0] == taps[1]):
					if tw.feedback.Visible() {
						t.Errorf("taps %v: a selection or its cancel said %q", taps, tw.feedback.Text)
					}
				case !tw.feedback.Visible() || tw.feedback.Importance != widget.WarningImportance ||
					!strings.HasSuffix(tw.feedback.Text, hint):
					t.Errorf("taps %v: feedback %q (shown %v), want it to end with the hint %q", taps, tw.feedback.Text, tw.feedback.Visible(), hint)
				case start.Phase() == game.Jumps && tw.feedback.Text == hint && !slices.Contains(legal, tutorialMoveOf(t, taps)):
					t.Errorf("taps %v: only the hint, not why the click was wrong", taps)
				}
				if tw.board.Shown() != start {
					t.Errorf("taps %v changed the position", taps)
				}
			}
			restart := func() {
				tw.tutor.Goto(i)
				tw.showStep()
			}
			var selectable []string
			for _, a := range all {
				restart()
				tw.tapSquares(t, a)
				explained(a)
				if _, ok := tw.board.Selected(); ok {
					selectable = append(selectable, a)
				}
			}
			if start.Phase() == game.Jumps && len(selectable) == 0 {
				t.Fatal("no stone can be selected")
			}
			for _, from := range selectable {
				for _, to := range all {
					restart()
					tw.tapSquares(t, from, to)
					explained(from, to)
				}
			}
		})
	}
}

func TestTutorialBackNextAndTheCounter(t *testing.T) {
	tw := openTestTutorial(t, Host{}, nil)
	n := tutorial.New(0).Len()
	want := func(step int) {
		t.Helper()
		s := tutorial.Steps()[step-1]
		if got := tw.counter.Text; got != fmt.Sprintf("Step %d of %d", step, n) {
			t.Fatalf("counter %q at step %d", got, step)
		}
		if tw.text.Text != i18n.T(s.Text) {
			t.Fatalf("step %d shows %q", step, tw.text.Text)
		}
		if tw.board.Shown() != s.Position() {
			t.Fatalf("step %d shows another position", step)
		}
		if tw.board.Interactive() != s.IsTry() || tw.prompt.Visible() != s.IsTry() {
			t.Fatalf("step %d: interactive %v, prompt %v, try-it %v", step, tw.board.Interactive(), tw.prompt.Visible(), s.IsTry())
		}
	}

	want(1)
	if !tw.back.Disabled() || !tw.next.Visible() || tw.playNow.Visible() || tw.startOver.Visible() {
		t.Fatal("the first step offers Back, Play now or Start over, or no Next")
	}
	test.Tap(tw.back)
	want(1)
	test.Tap(tw.next)
	want(2)
	if tw.back.Disabled() {
		t.Fatal("Back is disabled on the second step")
	}
	if tw.next.Importance == widget.HighImportance {
		t.Error("Next is stressed before the try-it step was solved")
	}
	test.Tap(tw.back)
	want(1)
	if tw.next.Importance != widget.HighImportance {
		t.Error("Next is not stressed on a step to read")
	}
	for step := 2; step <= n; step++ {
		test.Tap(tw.next)
		want(step)
		if step < n && tw.startOver.Visible() {
			t.Fatalf("step %d offers Start over", step)
		}
	}
	if tw.next.Visible() || !tw.playNow.Visible() || tw.playNow.Text != "Play now…" {
		t.Fatal("the last step does not offer Play now instead of Next")
	}
	if !tw.startOver.Visible() || tw.startOver.Text != "Start over" || tw.startOver.Disabled() {
		t.Fatal("the last step does not offer Start over")
	}
	test.Tap(tw.startOver)
	want(1)
	if tw.startOver.Visible() || tw.playNow.Visible() || !tw.next.Visible() || tw.prefs.String(StepKey) != tutorial.Steps()[0].ID {
		t.Fatal("Start over did not go back to the first step with its buttons")
	}
}

// A tutorial closed on its last step, or left stored there, opens at the
// first step: there is nothing left to resume. Opening at the last step
// when asked to (Host.Start) still works.
func TestAFinishedTutorialOpensAtTheFirstStep(t *testing.T) {
	last := tutorial.Steps()[len(tutorial.Steps())-1].ID
	tw := openTestTutorial(t, Host{Start: last}, nil)
	if !tw.tutor.IsLast() {
		t.Fatalf("Start %s opened at %s", last, tw.tutor.Step().ID)
	}
	test.Tap(tw.close)
	if got := tw.prefs.String(StepKey); got != "" {
		t.Fatalf("closed on the last step, the tutorial stores %q", got)
	}
	if again := openTutorialAgain(t, tw, Host{}); again.tutor.Index() != 0 {
		t.Fatalf("closed on the last step, it reopens at %s", again.tutor.Step().ID)
	}

	stored := openTestTutorial(t, Host{}, func(p fyne.Preferences) { p.SetString(StepKey, last) })
	if stored.tutor.Index() != 0 {
		t.Fatalf("stored at the last step, it opens at %s", stored.tutor.Step().ID)
	}
}

func TestTutorialLeavingASolvedStepAndComingBackStartsItAgain(t *testing.T) {
	tw := openTestTutorial(t, Host{Start: "single-jump"}, nil)
	tw.tapSquares(t, "b5", "d5")
	test.Tap(tw.next)
	test.Tap(tw.back)
	if tw.tutor.Solved() || tw.board.Shown() != stepByID(t, "single-jump").Position() ||
		tw.feedback.Visible() || !tw.board.Interactive() || tw.board.LastMove() != game.NoMove {
		t.Fatal("the step does not start again from its position")
	}
}

// The board cannot mark any set of squares yet (see showMarks): the marks
// shown must be highlighted squares, and they must cover every highlighted
// square of the steps to read and of the removals, and the start and
// landing square of a try-it jump. Each step is opened at its start, in
// a new tutorial window of one app.
func TestTutorialMarksExactlyTheHighlightedSquares(t *testing.T) {
	steps := tutorial.Steps()
	tw := openTestTutorial(t, Host{Start: steps[0].ID}, nil)
	for i, s := range steps {
		t.Run(s.ID, func(t *testing.T) {
			if i > 0 {
				if !tw.closed {
					tw.win.Close()
				}
				tw = openTutorialAgain(t, tw, Host{Start: s.ID})
			}
			if tw.tutor.Step().ID != s.ID {
				t.Fatalf("opened at step %s", tw.tutor.Step().ID)
			}
			tw.win.Resize(windowSize)
			got := tw.board.Marks()
			slices.Sort(got)
			want := slices.Clone(s.Highlight)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("step %d: marks %v, want %v", i+1, got, want)
			}
			if tw.board.Hint() != game.NoMove {
				t.Errorf("step %d: a hint ring is shown", i+1)
			}
		})
	}
}

func TestTutorialResumesAtTheStoredStep(t *testing.T) {
	t.Run("a stored step is shown first and every step shown is stored", func(t *testing.T) {
		tw := openTestTutorial(t, Host{}, func(p fyne.Preferences) {
			p.SetString(StepKey, "multi-jump")
		})
		if tw.tutor.Step().ID != "multi-jump" || tw.counter.Text != fmt.Sprintf("Step 5 of %d", tw.tutor.Len()) {
			t.Fatalf("opened at %s (%q)", tw.tutor.Step().ID, tw.counter.Text)
		}
		test.Tap(tw.next)
		if got := tw.prefs.String(StepKey); got != "stop-early" {
			t.Fatalf("stored %q after Next", got)
		}
		test.Tap(tw.close)
		if !tw.closed {
			t.Fatal("Close did not close the window")
		}
		again := openTutorialAgain(t, tw, Host{})
		if again.tutor.Step().ID != "stop-early" {
			t.Fatalf("reopened at %s", again.tutor.Step().ID)
		}
	})
	t.Run("an unknown stored step starts at the beginning", func(t *testing.T) {
		tw := openTestTutorial(t, Host{}, func(p fyne.Preferences) {
			p.SetString(StepKey, "no-such-step")
		})
		if tw.tutor.Index() != 0 {
			t.Fatalf("opened at %s", tw.tutor.Step().ID)
		}
	})
	t.Run("the given preferences are used instead of the app's", func(t *testing.T) {
		prefs := test.NewTempApp(t).Preferences()
		prefs.SetString(StepKey, "compulsory")
		tw := openTestTutorial(t, Host{Preferences: prefs}, nil)
		if tw.tutor.Step().ID != "compulsory" {
			t.Fatalf("opened at %s", tw.tutor.Step().ID)
		}
		test.Tap(tw.back)
		if prefs.String(StepKey) != "straight-only" || tw.app.Preferences().String(StepKey) != "" {
			t.Fatal("the step was not stored in the given preferences only")
		}
	})
}

// openTutorialAgain opens the tutorial on the app of a closed one.
func openTutorialAgain(t *testing.T, closed *tutorialWindow, opts Host) *tutorialWindow {
	t.Helper()
	Show(closed.app, nil, opts)
	tw := openTutorials[closed.app]
	if tw == nil || tw == closed {
		t.Fatal("no new tutorial window")
	}
	t.Cleanup(func() {
		if !tw.closed {
			tw.win.Close()
		}
	})
	return tw
}

func TestTutorialPlayNowCallsTheCallbackAndCloses(t *testing.T) {
	played, closed := 0, 0
	last := tutorial.Steps()[len(tutorial.Steps())-1].ID
	tw := openTestTutorial(t, Host{
		Start:     last,
		OnPlayNow: func() { played++ },
		OnClosed:  func() { closed++ },
	}, nil)
	test.Tap(tw.playNow)
	if played != 1 || closed != 1 || !tw.closed || openTutorials[tw.app] != nil {
		t.Fatalf("Play now: OnPlayNow called %d times, OnClosed %d, window closed %v", played, closed, tw.closed)
	}
	if got := tw.prefs.String(StepKey); got != "" {
		t.Fatalf("the finished tutorial still stores step %q", got)
	}
	if again := openTutorialAgain(t, tw, Host{}); again.tutor.Index() != 0 {
		t.Fatalf("after Play now the tutorial reopens at %s", again.tutor.Step().ID)
	}
}

// The last step offers the puzzle trainer beside "Play now…" when the
// app gives OnPuzzles; the button ends the tutorial as "Play now…" does.
func TestTheLastStepOffersPuzzles(t *testing.T) {
	last := tutorial.Steps()[len(tutorial.Steps())-1].ID
	without := openTestTutorial(t, Host{Start: last}, nil)
	if without.puzzles.Visible() {
		t.Error("Puzzles… is offered without OnPuzzles")
	}
	without.win.Close()
	opened, played := 0, 0
	tw := openTestTutorial(t, Host{Start: last, OnPuzzles: func() { opened++ }, OnPlayNow: func() { played++ }}, nil)
	if !tw.puzzles.Visible() || tw.puzzles.Text != "Puzzles…" || !tw.playNow.Visible() {
		t.Fatalf("the last step: Puzzles… visible %v (%q), Play now… visible %v", tw.puzzles.Visible(), tw.puzzles.Text, tw.playNow.Visible())
	}
	tw.goBack()
	if tw.puzzles.Visible() {
		t.Error("Puzzles… is offered before the last step")
	}
	tw.goNext()
	test.Tap(tw.puzzles)
	if opened != 1 || played != 0 || !tw.closed || tw.prefs.String(StepKey) != "" {
		t.Fatalf("Puzzles…: OnPuzzles called %d times, OnPlayNow %d, closed %v, step kept %q", opened, played, tw.closed, tw.prefs.String(StepKey))
	}
}

func TestShowingTheTutorialTwiceKeepsOneWindow(t *testing.T) {
	tw := openTestTutorial(t, Host{}, nil)
	if w := Show(tw.app, nil, Host{Start: "compulsory"}); w != tw.win || openTutorials[tw.app] != tw {
		t.Fatal("a second tutorial window was opened")
	}
	if tw.tutor.Index() != 0 {
		t.Fatal("the open tutorial changed its step")
	}
}

func TestTutorialRelabelsWhenTheLanguageChangesUntilItCloses(t *testing.T) {
	tw := openTestTutorial(t, Host{Start: "single-jump"}, nil)
	tw.tapSquares(t, "a4") // a stone that cannot move: why, and the hint
	labels := func() []string {
		return []string{tw.win.Title(), tw.counter.Text, tw.text.Text, tw.prompt.Text, tw.feedback.Text,
			tw.back.Text, tw.next.Text, tw.startOver.Text, tw.playNow.Text, tw.close.Text}
	}
	catalogue := func() []string {
		s := tw.tutor.Step()
		return []string{i18n.T(i18n.MsgTutorTitle),
			i18n.Plural(i18n.MsgTutorStep, tw.tutor.Len(), i18n.Args{"Step": tw.tutor.Index() + 1}),
			i18n.T(s.Text), i18n.T(i18n.MsgTutorTryIt), i18n.T(i18n.MsgErrStoneCannotMove) + " " + i18n.T(s.Hint),
			i18n.T(i18n.MsgTutorBack), i18n.T(i18n.MsgTutorNext), i18n.T(i18n.MsgTutorStartOver),
			i18n.T(i18n.MsgTutorPlayNowButton), i18n.T(i18n.MsgTutorClose)}
	}
	if got, want := labels(), catalogue(); !slices.Equal(got, want) {
		t.Fatalf("English labels %q, want %q", got, want)
	}
	for _, lang := range []string{"ru", "th", "pl", "de"} {
		tw.back.SetText("stale") // the listener must set it again
		if err := i18n.SetLanguage(lang); err != nil {
			t.Fatal(err)
		}
		if got, want := labels(), catalogue(); !slices.Equal(got, want) {
			t.Errorf("%s labels %q, want %q", lang, got, want)
		}
	}

	tw.win.Close()
	tw.back.SetText("stale")
	if err := i18n.SetLanguage("en"); err != nil {
		t.Fatal(err)
	}
	if tw.back.Text != "stale" {
		t.Error("the closed window still listens for language changes")
	}
}

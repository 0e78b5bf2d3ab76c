package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/reviewview"
)

// openTestReplay loads the finished demo into a two-player test window and
// opens its replay, with Play's timer run by hand: the returned function
// runs the timers started so far.
func openTestReplay(t *testing.T) (*Window, *replayView, func()) {
	t.Helper()
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	w.ctl.Load(finished(t))
	v := w.showReplay(w.ctl.Game())
	var timers []func()
	v.after = func(_ time.Duration, f func()) { timers = append(timers, f) }
	t.Cleanup(func() {
		if !v.closed {
			v.win.Close()
		}
	})
	return w, v, func() {
		run := timers
		timers = nil
		for _, f := range run {
			f()
		}
	}
}

// key types a key into the replay window as the driver would with no
// widget focused.
func (v *replayView) key(name fyne.KeyName) {
	v.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: name})
}

// wantPly checks the model, the board, the last-move mark, the counter,
// the selected list row and the slider at ply k.
func (v *replayView) wantPly(t *testing.T, g *game.Game, k int) {
	t.Helper()
	if v.model.Ply() != k {
		t.Fatalf("ply = %d, want %d", v.model.Ply(), k)
	}
	if v.board.Shown() != g.PositionAt(k) {
		t.Errorf("ply %d: the board does not show the game's position", k)
	}
	last := game.NoMove
	if k > 0 {
		last = g.Moves()[k-1]
	}
	if v.board.LastMove() != last {
		t.Errorf("ply %d: last move marked %v, want %v", k, v.board.LastMove(), last)
	}
	if want := i18n.Plural(i18n.MsgStatusMoveOf, k, i18n.Args{"Total": g.Ply()}); v.counter.Text != want {
		t.Errorf("counter = %q, want %q", v.counter.Text, want)
	}
	if int(v.slider.Value) != k {
		t.Errorf("slider at %v, want %d", v.slider.Value, k)
	}
}

func TestReplayStepsForwardToTheEndAndBackToTheFullBoard(t *testing.T) {
	w, v, _ := openTestReplay(t)
	g := w.ctl.Game()
	n := g.Ply()
	v.wantPly(t, g, 0)
	if v.counter.Text != "Move 0 of 47" {
		t.Errorf("counter at the start = %q, want Move 0 of 47", v.counter.Text)
	}
	for i := 1; i <= n; i++ {
		tapButton(v.next)
		v.wantPly(t, g, i)
	}
	if v.board.Shown() != g.Position() || !v.next.Disabled() {
		t.Fatal("n times Next does not end at the final position with Next disabled")
	}
	for i := n - 1; i >= 0; i-- {
		tapButton(v.prev)
		v.wantPly(t, g, i)
	}
	if v.board.Shown() != g.Start() || !v.prev.Disabled() {
		t.Fatal("n times Previous does not end at the full board")
	}
}

// tapButton presses a button as a click would.
func tapButton(b *widget.Button) {
	if !b.Disabled() && b.OnTapped != nil {
		b.OnTapped()
	}
}

func TestReplayArrowKeysHomeAndEndStep(t *testing.T) {
	w, v, _ := openTestReplay(t)
	g := w.ctl.Game()
	v.key(fyne.KeyRight)
	v.key(fyne.KeyRight)
	v.wantPly(t, g, 2)
	if v.counter.Text != "Move 2 of 47" {
		t.Errorf("counter = %q, want Move 2 of 47", v.counter.Text)
	}
	v.key(fyne.KeyEnd)
	v.wantPly(t, g, g.Ply())
	v.key(fyne.KeyLeft)
	v.wantPly(t, g, g.Ply()-1)
	v.key(fyne.KeyHome)
	v.wantPly(t, g, 0)
	v.board.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd}) // the board, if focused by Tab, passes End on
	v.wantPly(t, g, g.Ply())
}

func TestReplayListSliderAndFirstLastJump(t *testing.T) {
	w, v, _ := openTestReplay(t)
	g := w.ctl.Game()
	v.list.Select(17) // a click on move 17
	v.wantPly(t, g, 17)
	v.slider.SetValue(30)
	v.wantPly(t, g, 30)
	tapButton(v.first)
	v.wantPly(t, g, 0)
	tapButton(v.last)
	v.wantPly(t, g, g.Ply())
}

func TestReplayShowsTheCommentOfTheMove(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	g := finished(t)
	g.SetComment(0, "the centre")
	v := newReplayView(w, g)
	defer v.win.Close()
	if v.comment.Visible() {
		t.Error("a comment is shown at the start, where there is none")
	}
	v.key(fyne.KeyRight)
	if !v.comment.Visible() || v.comment.Text != "the centre" {
		t.Errorf("comment after move 1 = %q (shown %v)", v.comment.Text, v.comment.Visible())
	}
}

func TestReplayPlayAdvancesOnTheTimerAndPauseStops(t *testing.T) {
	w, v, runTimers := openTestReplay(t)
	g := w.ctl.Game()
	tapButton(v.play)
	if !v.playing || v.play.Text != "Pause" {
		t.Fatalf("after Play: playing %v, button %q", v.playing, v.play.Text)
	}
	runTimers()
	runTimers()
	v.wantPly(t, g, 2)
	tapButton(v.play) // Pause
	runTimers()       // a timer started before the pause changes nothing
	v.wantPly(t, g, 2)
	if v.playing || v.play.Text != "Play" {
		t.Errorf("after Pause: playing %v, button %q", v.playing, v.play.Text)
	}
	v.key(fyne.KeyEnd)
	tapButton(v.play) // from the end, Play starts again from the full board
	v.wantPly(t, g, 0)
	for range g.Ply() {
		runTimers()
	}
	v.wantPly(t, g, g.Ply())
	if v.playing {
		t.Error("Play goes on after the last move")
	}
}

func TestReplayContinueFromHereStartsALiveGameAtThatPly(t *testing.T) {
	w, v, _ := openTestReplay(t)
	g := w.ctl.Game()
	want := g.Moves()[:9]
	v.model.Set(9)
	v.show()
	tapButton(v.cont)
	if v.win.Canvas().Overlays().Top() == nil {
		t.Fatal("Continue from here asks nothing")
	}
	s := play.DefaultSetup()
	s.Mode = play.TwoPlayers
	v.continueWith(s)
	live := w.ctl.Game()
	if live == g || live.Ply() != 9 || live.Position() != g.PositionAt(9) {
		t.Fatalf("live game at ply %d, want a new game at ply 9", live.Ply())
	}
	for i, m := range live.Moves() {
		if m != want[i] {
			t.Fatalf("move %d = %v, want %v", i+1, m, want[i])
		}
	}
	if w.ctl.Setup().Mode != play.TwoPlayers || !w.ctl.CanUndo() || !w.ctl.HumanToMove() {
		t.Error("the continued game is not a two-player game the person can play and undo")
	}
	if !v.closed {
		t.Error("the replay window stays open")
	}
	w.undo()
	if w.ctl.Game().Ply() != 8 {
		t.Errorf("Undo in the continued game: ply %d, want 8", w.ctl.Game().Ply())
	}
}

func TestReplayCounterIsPluralInRussian(t *testing.T) {
	_, v, _ := openTestReplay(t)
	if err := i18n.SetLanguage("ru"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	v.key(fyne.KeyRight)
	if v.counter.Text != "Ход 1 из 47" || v.win.Title() == "Kōnane replay" {
		t.Errorf("in Russian: counter %q, title %q", v.counter.Text, v.win.Title())
	}
}

func TestTheReplayMenuItemOpensTheReplayWindow(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	w.ctl.Load(finished(t))
	w.replay()
	for _, win := range w.app.Driver().AllWindows() {
		if win.Title() == "Kōnane replay" {
			win.Close()
			return
		}
	}
	t.Fatal("Replay opened no replay window")
}

func TestReplayingASavedGameStartsAtTheFullBoardAndLeavesTheLiveGame(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	live := w.ctl.Game()
	saved := finished(t)
	v := w.replayData("saved.kgn", saved.MarshalKGN())
	if v == nil {
		t.Fatal("a good file opened no replay")
	}
	defer v.win.Close()
	v.wantPly(t, saved, 0)
	v.key(fyne.KeyEnd)
	v.wantPly(t, saved, saved.Ply())
	if w.ctl.Game() != live {
		t.Error("replaying a file replaced the live game")
	}
	if w.replayData("bad.kgn", []byte("1. d5 d5\n")) != nil || w.win.Canvas().Overlays().Top() == nil {
		t.Error("a bad file opens a replay or explains nothing")
	}
}

func TestReplayNumbersMovesByPairs(t *testing.T) {
	tests := []struct {
		first game.Color
		want  []string
	}{
		{game.Black, []string{"1.", "1…", "2.", "2…", "3."}},
		{game.White, []string{"1…", "2.", "2…", "3.", "3…"}},
	}
	for _, tt := range tests {
		for i, want := range tt.want {
			if got := reviewview.MoveNumber(i, tt.first); got != want {
				t.Errorf("move %d, %v first: %q, want %q", i, tt.first, got, want)
			}
		}
	}

	_, v, _ := openTestReplay(t)
	row := v.createRow()
	var got []string
	for id := 1; id <= 4; id++ {
		v.updateRow(id, row)
		got = append(got, row.(*fyne.Container).Objects[1].(*widget.Label).Text)
	}
	g := finished(t)
	ms := g.Moves()
	want := []string{"1. " + ms[0].String(), "1… " + ms[1].String(), "2. " + ms[2].String(), "2… " + ms[3].String()}
	if strings.Join(got, ", ") != strings.Join(want, ", ") {
		t.Errorf("replay rows %q, want %q", got, want)
	}
}

func TestReplayFileErrorsNameTheFileWithLineAndColumn(t *testing.T) {
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	if w.replayData("bad.kgn", nil) != nil {
		t.Fatal("an empty file opened a replay")
	}
	want := "Cannot read the file bad.kgn: line 1, column 1: The file is empty."
	if got := overlayTexts(w); !strings.Contains(got, want) {
		t.Errorf("error text %q, want it to contain %q", got, want)
	}
}

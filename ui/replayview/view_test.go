package replayview

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/internal/uikit"
	"github.com/konane/konane/ui/internal/uitest"
	kotheme "github.com/konane/konane/ui/theme"
)

// testHost is a Host on a test app, in English, that records what the
// replay hands to the app.
type testHost struct {
	Host
	setup     play.Setup // what the Continue form returns
	formGame  *game.Game // the game the form was asked for
	continued *game.Game // the game Continue was given
	with      play.Setup // and its setup
	reviewed  *game.Game // the game Review was given
}

// newTestHost returns a testHost on a test app in English; its Continue
// form chooses a two-player game.
func newTestHost(t *testing.T) *testHost {
	t.Helper()
	if err := i18n.SetLanguage("en"); err != nil {
		t.Fatal(err)
	}
	h := &testHost{setup: play.DefaultSetup()}
	h.setup.Mode = play.TwoPlayers
	h.App = test.NewTempApp(t)
	h.Do = func(f func()) { f() }
	h.SetupForm = func(g *game.Game) (fyne.CanvasObject, func() play.Setup) {
		h.formGame = g
		return widget.NewLabel("the choices"), func() play.Setup { return h.setup }
	}
	h.Continue = func(s play.Setup, g *game.Game) { h.with, h.continued = s, g }
	h.Review = func(g *game.Game) { h.reviewed = g }
	return h
}

// finished returns the built-in finished game (won by Black).
func finished(t *testing.T) *game.Game {
	t.Helper()
	g, ok := play.DemoGame("finished")
	if !ok || !g.Over() {
		t.Fatal("no finished demo game")
	}
	return g
}

// openTestReplay opens the replay of the finished demo on a test host,
// with Play's timer run by hand: the returned function runs the timers
// started so far.
func openTestReplay(t *testing.T) (*testHost, *View, func()) {
	t.Helper()
	h := newTestHost(t)
	v := Open(h.Host, finished(t))
	var timers []func()
	v.after = func(_ time.Duration, f func()) { timers = append(timers, f) }
	t.Cleanup(func() {
		if !v.closed {
			v.win.Close()
		}
	})
	return h, v, func() {
		run := timers
		timers = nil
		for _, f := range run {
			f()
		}
	}
}

// key types a key into the replay window as the driver would with no
// widget focused.
func (v *View) key(name fyne.KeyName) {
	v.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: name})
}

// wantPly checks the model, the board, the last-move mark, the counter,
// the selected list row and the slider at ply k.
func (v *View) wantPly(t *testing.T, g *game.Game, k int) {
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
	_, v, _ := openTestReplay(t)
	g := v.model.Game()
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
	_, v, _ := openTestReplay(t)
	g := v.model.Game()
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
	_, v, _ := openTestReplay(t)
	g := v.model.Game()
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
	h := newTestHost(t)
	g := finished(t)
	g.SetComment(0, "the centre")
	v := New(h.Host, g)
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
	_, v, runTimers := openTestReplay(t)
	g := v.model.Game()
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

func TestReplayContinueFromHereHandsTheGameUpToThatPlyToTheApp(t *testing.T) {
	h, v, _ := openTestReplay(t)
	g := v.model.Game()
	want := g.Moves()[:9]
	v.model.Set(9)
	v.show()
	tapButton(v.cont)
	if v.win.Canvas().Overlays().Top() == nil {
		t.Fatal("Continue from here asks nothing")
	}
	if h.formGame != g {
		t.Errorf("the form was asked for %v, want the replayed game", h.formGame)
	}
	if h.continued != nil {
		t.Fatal("the game was handed on before the person chose")
	}
	v.continueWith(h.setup)
	live := h.continued
	if live == nil || live == g || live.Ply() != 9 || live.Position() != g.PositionAt(9) {
		t.Fatalf("continued with %v, want a new game at ply 9", live)
	}
	for i, m := range live.Moves() {
		if m != want[i] {
			t.Fatalf("move %d = %v, want %v", i+1, m, want[i])
		}
	}
	if h.with.Mode != play.TwoPlayers || h.with.Size != g.Size() {
		t.Errorf("continued with setup %+v, want the form's two-player game on the game's board", h.with)
	}
	if !v.closed {
		t.Error("the replay window stays open")
	}
}

func TestReplayReviewOpensTheReviewOfTheReplayedGame(t *testing.T) {
	h, v, _ := openTestReplay(t)
	tapButton(v.play)
	tapButton(v.review)
	if h.reviewed != v.model.Game() {
		t.Fatal("Review did not open the review of the replayed game")
	}
	if v.playing {
		t.Error("the replay plays on behind the review")
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

// The rows number the moves by pairs (uikit.MoveNumber, whose own test
// covers a game that White starts).
func TestReplayNumbersMovesByPairs(t *testing.T) {
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

// Play turns into Pause without moving the buttons beside it, in every
// language: Pause was wider and pushed Next and Last from under the
// mouse.
func TestReplayPlayAndPauseKeepTheButtonsBesideThemInPlace(t *testing.T) {
	_, v, _ := openTestReplay(t)
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	d := fyne.CurrentApp().Driver()
	at := func() [3]fyne.Position {
		return [3]fyne.Position{d.AbsolutePositionForObject(v.play), d.AbsolutePositionForObject(v.next), d.AbsolutePositionForObject(v.last)}
	}
	for _, l := range i18n.Languages() {
		if err := i18n.SetLanguage(l.Code); err != nil {
			t.Fatal(err)
		}
		v.win.Content().Refresh()
		paused := at()
		tapButton(v.play)
		if !v.playing {
			t.Fatalf("%s: Play does not play", l.Code)
		}
		playing := at()
		if v.play.Size().Width+0.5 < v.play.MinSize().Width {
			t.Errorf("%s: %q is %.0f wide, its text needs %.0f", l.Code, v.play.Text, v.play.Size().Width, v.play.MinSize().Width)
		}
		tapButton(v.play)
		if playing != paused || at() != paused {
			t.Errorf("%s: Play, Next and Last at %v paused, %v playing, %v paused again", l.Code, paused, playing, at())
		}
	}
}

// At the last move the counter has the result under it, in every
// language: who won, or that the game was not finished; before it,
// nothing.
func TestReplayShowsTheResultAtTheLastMove(t *testing.T) {
	h, v, _ := openTestReplay(t)
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	g := v.model.Game()
	unfinished := g.Clone()
	for unfinished.Ply() > 10 {
		if err := unfinished.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	u := New(h.Host, unfinished)
	t.Cleanup(u.win.Close)
	for _, l := range i18n.Languages() {
		if err := i18n.SetLanguage(l.Code); err != nil {
			t.Fatal(err)
		}
		v.GoTo(g.Ply() - 1)
		if v.result.Visible() {
			t.Errorf("%s: a result (%q) shows before the last move", l.Code, v.result.Text)
		}
		v.key(fyne.KeyEnd)
		if want := i18n.T(i18n.MsgStatusBlackWins); !v.result.Visible() || v.result.Text != want {
			t.Errorf("%s: at the last move the result is %q (shown %v), want %q", l.Code, v.result.Text, v.result.Visible(), want)
		}
		u.GoTo(10)
		if want := i18n.T(i18n.MsgReplayUnfinished); !u.result.Visible() || u.result.Text != want {
			t.Errorf("%s: at the last move of an unfinished game the result is %q (shown %v), want %q", l.Code, u.result.Text, u.result.Visible(), want)
		}
	}
}

// windowMin is the least size of win: its content's minimum and the
// window's padding.
func windowMin(win fyne.Window) fyne.Size {
	m := win.Content().MinSize()
	if win.Padded() {
		m = m.AddWidthHeight(2*theme.Padding(), 2*theme.Padding())
	}
	return m
}

// The replay window opens no bigger than a 900-pixel screen holds, and at
// its minimum size, in every language, it shows five rows of its list, a
// slider one can drag and every button and label whole, also at the last
// move with the result under the counter.
func TestTheReplayWindowFitsTheScreenAndIsUsableAtItsMinimumSize(t *testing.T) {
	_, v, _ := openTestReplay(t)
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	fyne.CurrentApp().Settings().SetTheme(kotheme.New()) // its fonts, Thai's among them
	limit := uikit.MaxWindowSize()
	if s := v.win.Canvas().Size(); s.Width > limit.Width || s.Height > limit.Height {
		t.Errorf("the replay window opens at %v, more than %v", s, limit)
	}
	for _, l := range i18n.Languages() {
		if err := i18n.SetLanguage(l.Code); err != nil {
			t.Fatal(err)
		}
		for _, ply := range []int{0, 33, v.model.Len()} {
			v.GoTo(ply)
			min := windowMin(v.win)
			what := fmt.Sprintf("%s at move %d, %.0f×%.0f", l.Code, ply, min.Width, min.Height)
			if min.Width > limit.Width || min.Height > limit.Height {
				t.Errorf("%s: the minimum size is more than %v", what, limit)
			}
			v.win.Resize(min)
			if rows := uitest.LabelsInView(v.list); len(rows) < minListRows {
				t.Errorf("%s: the list shows %q, fewer than %d rows", what, rows, minListRows)
			}
			if w := v.slider.Size().Width; w < minSliderWidth {
				t.Errorf("%s: the slider is %.0f wide", what, w)
			}
			for _, c := range uitest.Clipped(v.win.Canvas()) {
				t.Errorf("%s: %s", what, c)
			}
		}
	}
}

// The replay says who played whom where the game's tags name the players,
// and nothing of them where they do not.
func TestTheReplayNamesThePlayers(t *testing.T) {
	_, v, _ := openTestReplay(t) // the finished demo: the person (Black) against Easy
	if want := "You (Black) — Easy (White)"; v.players.Text != want || !v.players.Visible() {
		t.Errorf("the replay says %q (shown %v), want %q", v.players.Text, v.players.Visible(), want)
	}
	g, err := game.ParseKGN([]byte("[Size \"6\"]\n\n1. c4 c3 *\n"))
	if err != nil {
		t.Fatal(err)
	}
	bare := New(newTestHost(t).Host, g)
	defer bare.win.Close()
	if bare.players.Visible() {
		t.Errorf("the replay of a game without players says %q", bare.players.Text)
	}
}

// While a notice is on show, in the app (Host.Held) or over the replay
// itself, Play waits at the move on show and goes on after it.
func TestReplayPlayWaitsWhileANoticeIsOnShow(t *testing.T) {
	h := newTestHost(t)
	held := false
	h.Held = func() bool { return held }
	v := New(h.Host, finished(t))
	t.Cleanup(v.win.Close)
	var timers []func()
	v.after = func(_ time.Duration, f func()) { timers = append(timers, f) }
	fire := func() {
		run := timers
		timers = nil
		for _, f := range run {
			f()
		}
	}
	tapButton(v.play)
	fire()
	if v.model.Ply() != 1 {
		t.Fatalf("Play is at ply %d after one step, want 1", v.model.Ply())
	}
	held = true
	fire()
	fire()
	if v.model.Ply() != 1 || !v.playing {
		t.Errorf("under a notice of the app Play went on to ply %d (playing %v)", v.model.Ply(), v.playing)
	}
	held = false
	fire()
	if v.model.Ply() != 2 {
		t.Errorf("after the notice Play is at ply %d, want 2", v.model.Ply())
	}
	d := uikit.ShowError(v.win, "Something failed.")
	fire()
	if v.model.Ply() != 2 {
		t.Errorf("under an error over the replay Play went on to ply %d", v.model.Ply())
	}
	d.Hide()
	fire()
	if v.model.Ply() != 3 {
		t.Errorf("after the error Play is at ply %d, want 3", v.model.Ply())
	}
}

// TestAReusedRowIsLaidOutForItsNewMove fills one list row with the move
// of the shortest text, then with that of the longest: the row is laid
// out for the second at once, its text wholly visible, as the list reuses
// rows without laying them out.
func TestAReusedRowIsLaidOutForItsNewMove(t *testing.T) {
	_, v, _ := openTestReplay(t)
	uitest.ReusedRow(t, v.model.Len(), v.createRow, v.fillRow, v.updateRow, func(row fyne.CanvasObject) *widget.Label {
		return row.(*fyne.Container).Objects[1].(*widget.Label)
	})
}

func TestAnalyseFromHereOpensTheBoardAtTheMoveOnShow(t *testing.T) {
	h := newTestHost(t)
	var got *game.Game
	ply := -1
	h.AnalyseFrom = func(g *game.Game, k int) { got, ply = g, k }
	v := Open(h.Host, finished(t))
	t.Cleanup(func() { v.win.Close() })
	tapButton(v.next)
	tapButton(v.next)
	tapButton(v.analyse)
	if got != v.model.Game() || ply != 2 {
		t.Fatalf("Analyse from here gave ply %d of %p, want ply 2 of the replayed game", ply, got)
	}
	w := New(newTestHost(t).Host, finished(t))
	defer w.win.Close()
	if w.analyse.Visible() {
		t.Error("a replay without AnalyseFrom shows the button")
	}
}

// tried is a move the replay handed to Host.TryMove, with its game and
// ply.
type tried struct {
	g   *game.Game
	ply int
	m   game.Move
}

// wantTried checks that TryMove was given the moves want, each at ply k
// of g.
func wantTried(t *testing.T, got []tried, g *game.Game, k int, want ...game.Move) {
	t.Helper()
	ok := len(got) == len(want)
	for i := range got {
		ok = ok && i < len(want) && got[i].g == g && got[i].ply == k && got[i].m == want[i]
	}
	if !ok {
		var text []string
		for _, x := range got {
			text = append(text, fmt.Sprintf("%v at ply %d", x.m, x.ply))
		}
		t.Fatalf("TryMove got [%s], want %v at ply %d of the replayed game", strings.Join(text, ", "), want, k)
	}
}

// openTryReplay opens the replay of the finished demo whose Host.TryMove
// records what it is given.
func openTryReplay(t *testing.T) (*View, *[]tried) {
	t.Helper()
	h := newTestHost(t)
	var got []tried
	h.TryMove = func(g *game.Game, ply int, m game.Move) { got = append(got, tried{g, ply, m}) }
	v := Open(h.Host, finished(t))
	t.Cleanup(func() {
		if !v.closed {
			v.win.Close()
		}
	})
	return v, &got
}

// otherJump returns a legal jump of p other than not.
func otherJump(t *testing.T, p game.Position, not game.Move) game.Move {
	t.Helper()
	for _, m := range p.LegalMoves(nil) {
		if m.IsJump() && m != not {
			return m
		}
	}
	t.Fatal("no other jump")
	return game.NoMove
}

// noLanding returns a square of p's board, not from, on which no jump
// from from lands.
func noLanding(t *testing.T, p game.Position, from game.Square) game.Square {
	t.Helper()
	landings := map[game.Square]bool{from: true}
	for _, m := range p.LegalMoves(nil) {
		if m.From() == from {
			landings[m.To()] = true
		}
	}
	for f := range p.Size() {
		for r := range p.Size() {
			if s := game.SquareAt(f, r); !landings[s] {
				return s
			}
		}
	}
	t.Fatal("every square is a landing square")
	return game.NoSquare
}

// A jump dragged or clicked on the replay's board goes to Host.TryMove
// with the move on show; the replay stays there, takes the arrow keys as
// before and an illegal drop tries nothing.
func TestAMoveTriedOnTheBoardGoesToTryMoveAndTheReplayStays(t *testing.T) {
	v, got := openTryReplay(t)
	g := v.model.Game()
	const k = 10
	v.GoTo(k)
	if !v.board.Interactive() {
		t.Fatal("a replay with TryMove has a read-only board")
	}
	next := g.Moves()[k]
	alt := otherJump(t, g.PositionAt(k), next)
	c := v.win.Canvas()
	uitest.DragSquares(t, c, v.board, alt.From(), noLanding(t, g.PositionAt(k), alt.From()))
	wantTried(t, *got, g, k) // an illegal drop tries nothing
	uitest.DragSquares(t, c, v.board, alt.From(), alt.To())
	test.TapAt(v.board, uitest.BoardSquareCentre(t, v.board, next.From()))
	test.TapAt(v.board, uitest.BoardSquareCentre(t, v.board, next.To()))
	wantTried(t, *got, g, k, alt, next) // the dragged jump, then the clicked one
	v.wantPly(t, g, k)
	if f := c.Focused(); f != nil {
		t.Fatalf("a tap or drag focused %T: the arrow keys would not step the replay", f)
	}
	v.key(fyne.KeyRight)
	v.wantPly(t, g, k+1)
	v.key(fyne.KeyLeft)
	v.key(fyne.KeyLeft)
	v.wantPly(t, g, k-1)
}

// On the board focused by Tab, the arrow keys move its cursor and Enter
// picks the stone and its landing square: the keyboard tries a move too.
func TestTheKeyboardTriesAMoveOnTheBoardFocusedByTab(t *testing.T) {
	v, got := openTryReplay(t)
	g := v.model.Game()
	const k = 6
	v.GoTo(k)
	m := g.Moves()[k]
	v.win.Canvas().Focus(v.board)
	moveCursor := func(to game.Square) {
		t.Helper()
		v.board.TypedKey(&fyne.KeyEvent{Name: fyne.KeyUp}) // shows the cursor
		for range 2 * g.Size() {
			at, ok := v.board.KeyboardCursor()
			if !ok {
				t.Fatal("no keyboard cursor on the focused board")
			}
			var key fyne.KeyName
			switch {
			case at.File() < to.File():
				key = fyne.KeyRight
			case at.File() > to.File():
				key = fyne.KeyLeft
			case at.Rank() < to.Rank():
				key = fyne.KeyUp
			case at.Rank() > to.Rank():
				key = fyne.KeyDown
			default:
				return
			}
			v.board.TypedKey(&fyne.KeyEvent{Name: key})
		}
		t.Fatalf("the cursor does not reach %v", to)
	}
	moveCursor(m.From())
	v.board.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	moveCursor(m.To())
	v.board.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	wantTried(t, *got, g, k, m)
	v.wantPly(t, g, k)
}

// A move tried while the replay plays pauses it at the move tried on.
func TestAMoveTriedWhilePlayingPausesTheReplay(t *testing.T) {
	v, got := openTryReplay(t)
	var timers []func()
	v.after = func(_ time.Duration, f func()) { timers = append(timers, f) }
	g := v.model.Game()
	v.GoTo(8)
	tapButton(v.play)
	m := g.Moves()[8]
	uitest.DragSquares(t, v.win.Canvas(), v.board, m.From(), m.To())
	for _, f := range timers {
		f()
	}
	wantTried(t, *got, g, 8, m)
	if v.playing {
		t.Fatal("the replay plays on after a move was tried")
	}
	v.wantPly(t, g, 8)
}

// Without Host.TryMove the board is read-only: a drag or a click tries
// nothing.
func TestWithoutTryMoveTheBoardIsReadOnly(t *testing.T) {
	_, v, _ := openTestReplay(t)
	g := v.model.Game()
	v.GoTo(0)
	if v.board.Interactive() {
		t.Fatal("a replay without TryMove takes moves")
	}
	m := g.Moves()[0] // a removal: one click plays it on an interactive board
	test.TapAt(v.board, uitest.BoardSquareCentre(t, v.board, m.From()))
	v.GoTo(10)
	j := g.Moves()[10]
	uitest.DragSquares(t, v.win.Canvas(), v.board, j.From(), j.To())
	v.wantPly(t, g, 10)
}

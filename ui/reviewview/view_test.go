package reviewview

import (
	"context"
	"fmt"
	"math"
	"runtime"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/ai/review"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/internal/hangguard"
	"github.com/konane/konane/ui/internal/playernames"
	"github.com/konane/konane/ui/internal/uikit"
	"github.com/konane/konane/ui/internal/uitest"
	kotheme "github.com/konane/konane/ui/theme"
)

// sampleMoves is a finished 8×8 game (47 moves, won by Black).
const sampleMoves = "1. h1 h2 2. f1-h1 g3-g1 3. f3-f1 d2-f2 4. e4-e2 h4-h2 5. h1-h3 f4-h4 6. f1-h1 c3-e3 7. g6-g4 e5-g5 8. d5-d3 g5-g3 9. e2-g2 h4-h2 10. g2-g4 h6-h4 11. d1-f1 e7-e5 12. b1-d1 h4-f4 13. b3-b1 e3-c3 14. c6-e6 f6-d6 15. g8-g6 c7-e7 16. f7-d7 b4-d4 17. b5-f5 a7-e7 18. c2-c4 a5-a7 19. a8-a6 a3-a5 20. c8-a8 d4-b4 21. f5-f3 h8-h6 22. a6-a4 a1-a5 23. h1-h3 h6-f6 24. e8-g8"

// sampleGame returns the game of sampleMoves.
func sampleGame(t *testing.T) *game.Game {
	t.Helper()
	g, err := game.ParseKGN([]byte("[Black \"A\"]\n[White \"B\"]\n\n" + sampleMoves + "\n"))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// sampleReview builds a review of g (the sample game, 47 moves) by hand,
// as review.Analyse would fill it: Black's chances swing until Black's
// move 27 (index 26) leaves a position White is proven to win; White's
// reply (index 27) throws the win away, a blunder, and from then on every
// position is a proven Black win. Black's move 9 (index 8) is an
// inaccuracy and White's move 14 (index 13) a mistake, each with a
// different best move; Black's move 31 (index 30) is the only move.
func sampleReview(g *game.Game) *review.Review {
	moves := g.Moves()
	const blunder = 27
	r := &review.Review{StartBlackChance: 0.5, FirstLost: blunder}
	for i, m := range moves {
		before := g.PositionAt(i)
		mover := before.SideToMove()
		p := review.Ply{Index: i, Move: m, Mover: mover, Best: m, Grade: review.GradeGood}
		left := len(moves) - i - 1 // plies after this move
		switch {
		case i < blunder-1:
			p.BlackChance = 0.5 + 0.3*math.Sin(float64(i)/4)
			p.After = review.Value{Eval: 1}
		case i == blunder-1: // White to move is proven to win
			p.After = review.Value{Proven: true, Win: true, Plies: 9}
		default: // Black wins
			p.BlackChance = 1
			p.After = review.Value{Proven: true, Win: mover == game.White, Plies: left}
			p.Before = review.Value{Proven: true, Win: mover == game.Black, Plies: left + 1}
			p.Grade = review.GradeBest
		}
		legal := before.LegalMoves(nil)
		other := legal[0]
		if other == m && len(legal) > 1 {
			other = legal[1]
		}
		switch i {
		case 8:
			p.Grade, p.Best = review.GradeInaccuracy, other
		case 13:
			p.Grade, p.Best = review.GradeMistake, other
		case blunder:
			p.Grade, p.Best = review.GradeBlunder, other
			p.Before = review.Value{Proven: true, Win: true, Plies: 9}
		case 30:
			p.Grade = review.GradeOnly
		case len(moves) - 1:
			p.Fastest = true
		}
		if p.Best != p.Move {
			p.PV = []game.Move{p.Best}
		}
		r.Plies = append(r.Plies, p)
	}
	r.Summary[game.Black] = review.PlayerSummary{Inaccuracies: 1, Accuracy: 91.5}
	r.Summary[game.White] = review.PlayerSummary{Mistakes: 1, Blunders: 1, Accuracy: 64}
	return r
}

// uiQueue stands in for fyne.Do: the analysis goroutine queues UI work and
// the test's goroutine runs it (see uitest.Queue).
type uiQueue = uitest.Queue

// newTestView returns a review window of the sample game on a test app in
// English, whose analysis is analyse, not started yet; its players are
// named as the app names them.
func newTestView(t *testing.T, analyse AnalyseFunc) (*View, uiQueue) {
	t.Helper()
	a := test.NewTempApp(t)
	if err := i18n.SetLanguage("en"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	q := make(uiQueue, 256)
	v := New(Host{App: a, Do: q.Do, Analyse: analyse, PlayerLabel: playernames.Tagged, Save: func(*game.Game, fyne.Window) {}}, sampleGame(t))
	v.win.Resize(fyne.NewSize(1040, 760))
	t.Cleanup(func() {
		for _, w := range a.Driver().AllWindows() {
			if w == v.win { // not closed by the test
				w.Close()
			}
		}
	})
	return v, q
}

// instant is an analysis that reports every position and returns the
// sample review.
func instant(ctx context.Context, g *game.Game, s review.Settings, progress func(done, total int)) (*review.Review, error) {
	for i := 0; i <= g.Ply(); i++ {
		progress(i+1, g.Ply()+1)
	}
	return sampleReview(g), nil
}

func TestTheReviewRunsInTheBackgroundAndShowsEveryGrade(t *testing.T) {
	v, q := newTestView(t, instant)
	v.Start()
	if !v.Running() || v.bar.Hidden || v.cancelB.Hidden || !v.analyse.Disabled() {
		t.Fatal("a running analysis shows no progress bar and Cancel")
	}
	q.PumpUntil(t, "the review is on show", func() bool { return v.Review() != nil })
	if v.Running() || !v.bar.Hidden || v.state.Text != i18n.T(i18n.MsgReviewDone) {
		t.Fatalf("after the analysis: running %v, bar hidden %v, state %q", v.Running(), v.bar.Hidden, v.state.Text)
	}
	if v.bar.Value != 1 {
		t.Errorf("progress bar at %v after the last position, want 1", v.bar.Value)
	}
	for _, c := range []struct {
		row    int
		suffix string
		grade  string
	}{
		{9, "?!", i18n.T(i18n.MsgGradeInaccuracy)},
		{14, "?", i18n.T(i18n.MsgGradeMistake)},
		{28, "??", i18n.T(i18n.MsgGradeBlunder)},
		{31, "", i18n.T(i18n.MsgGradeOnly)},
		{47, "", i18n.T(i18n.MsgGradeBestFastest)},
	} {
		row := newRow()
		v.updateRow(c.row, row)
		_, move, mark, name := rowParts(row)
		if !strings.HasSuffix(move.Text, v.game.Moves()[c.row-1].String()+c.suffix) {
			t.Errorf("row %d reads %q, want the move with %q", c.row, move.Text, c.suffix)
		}
		if name.Text != c.grade || mark.Hidden || mark.FillColor != name.Color {
			t.Errorf("row %d: grade %q (mark hidden %v), want %q in the mark's colour", c.row, name.Text, mark.Hidden, c.grade)
		}
	}
}

// tapRow taps the move list's row whose move label reads text, as a
// person clicks it.
func tapRow(t *testing.T, v *View, text string) {
	t.Helper()
	var label *widget.Label
	uitest.Walk(v.list, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && l.Text == text && l.Visible() {
			label = l
		}
	})
	if label == nil {
		t.Fatalf("no row %q on show", text)
	}
	d := fyne.CurrentApp().Driver()
	test.TapCanvas(v.win.Canvas(), d.AbsolutePositionForObject(label).AddXY(4, 4))
}

func TestTappingAMoveInTheListShowsItsVerdictAndTheBestMove(t *testing.T) {
	v, q := newTestView(t, instant)
	v.Start()
	q.PumpUntil(t, "the review is on show", func() bool { return v.Review() != nil })
	p := v.Review().Plies[13] // the mistake
	v.list.ScrollTo(14)
	tapRow(t, v, MoveText(v.game, 13, review.GradeMistake))
	if v.Ply() != 14 || v.graph.Selected() != 14 {
		t.Fatalf("list row 14: ply %d, graph at %d", v.Ply(), v.graph.Selected())
	}
	if v.board.Shown() != v.game.PositionAt(14) || v.board.LastMove() != p.Move {
		t.Error("the board does not show the position after the selected move")
	}
	if v.board.Arrow() != p.Best {
		t.Errorf("arrow %v, want the best move %v", v.board.Arrow(), p.Best)
	}
	best := i18n.Format(i18n.MsgReviewBestWas, i18n.Args{"Move": p.Best.String()})
	if !strings.Contains(v.detail.Text, best) || !strings.Contains(v.line.Text, p.Best.String()) {
		t.Errorf("detail %q / line %q, want %q and the best line", v.detail.Text, v.line.Text, best)
	}
	if !strings.Contains(v.grade.Text, i18n.T(i18n.MsgGradeMistake)) || v.grade.Color != GradeColor(review.GradeMistake) {
		t.Errorf("verdict heading %q in %v", v.grade.Text, v.grade.Color)
	}

	v.list.ScrollTo(15)
	tapRow(t, v, MoveText(v.game, 14, review.GradeGood)) // a good move: no arrow, no best line
	if v.Ply() != 15 {
		t.Fatalf("tapped row 15, ply %d on show", v.Ply())
	}
	if v.board.Arrow() != game.NoMove || v.line.Text != "" {
		t.Errorf("a best move shows arrow %v and line %q", v.board.Arrow(), v.line.Text)
	}
}

func TestTheVerdictShowsTheMovesOwnCommentWithoutTheReviewsCommands(t *testing.T) {
	v, q := newTestView(t, instant)
	v.game.SetComments(13, []string{"[%eval 0.30] [%best e3-e5]", "a tempting jump"})
	v.Start()
	q.PumpUntil(t, "the review is on show", func() bool { return v.Review() != nil })
	v.Select(14)
	if !strings.HasSuffix(v.detail.Text, "\na tempting jump") || strings.Contains(v.detail.Text, "[%") {
		t.Errorf("detail %q", v.detail.Text)
	}
}

func TestTappingTheGraphSelectsThatMove(t *testing.T) {
	v, q := newTestView(t, instant)
	v.Start()
	q.PumpUntil(t, "the review is on show", func() bool { return v.Review() != nil })
	for _, k := range []int{28, 0, 47, 3} {
		test.TapAt(v.graph, fyne.NewPos(v.graph.PlyX(k)+1, v.graph.Size().Height/2))
		if v.Ply() != k || v.board.Shown() != v.game.PositionAt(k) {
			t.Fatalf("tap at ply %d's point: ply %d on show", k, v.Ply())
		}
		if sel := v.list.Length(); sel != v.game.Ply()+1 {
			t.Fatalf("list has %d rows", sel)
		}
	}
	test.TapAt(v.graph, fyne.NewPos(v.graph.PlyX(28), 5))
	lost := i18n.T(i18n.MsgReviewWhiteLostHere)
	if !strings.Contains(v.detail.Text, lost) {
		t.Errorf("the blunder's detail %q does not say %q", v.detail.Text, lost)
	}
	if !strings.Contains(v.detail.Text, i18n.Plural(i18n.MsgReviewBlackWinsIn, 19, nil)) {
		t.Errorf("the blunder's detail %q does not give Black's proven win in 19 plies", v.detail.Text)
	}
}

// A cancelled analysis that hands back what it had analysed shows it, with
// a note that it stopped and how far it came, in every language.
func TestACancelledAnalysisShowsWhatItAnalysed(t *testing.T) {
	partial := func(ctx context.Context, g *game.Game, s review.Settings, progress func(done, total int)) (*review.Review, error) {
		progress(1, g.Ply()+1)
		<-ctx.Done()
		return stoppedReview(g), ctx.Err()
	}
	v, q := newTestView(t, partial)
	v.Start()
	q.PumpUntil(t, "the first progress", func() bool { return v.bar.Value > 0 })
	v.Cancel()
	q.PumpUntil(t, "the stopped review", func() bool { return v.Review() != nil })
	total := v.game.Ply() + 1
	for _, lang := range i18n.Languages() {
		if err := i18n.SetLanguage(lang.Code); err != nil {
			t.Fatal(err)
		}
		want := i18n.Format(i18n.MsgReviewStopped, i18n.Args{"Done": 4, "Total": total})
		if v.state.Text != want || !strings.Contains(want, "4") {
			t.Errorf("%s: state %q, want %q", lang.Code, v.state.Text, want)
		}
	}
	if v.Running() || v.analyse.Disabled() {
		t.Errorf("after the stop: running %v, Analyse disabled %v", v.Running(), v.analyse.Disabled())
	}
	for k, want := range map[int]bool{0: true, 1: true, v.game.Ply(): false} {
		v.Select(k)
		if got := v.detail.Text == i18n.T(i18n.MsgReviewNotYet); got != want {
			t.Errorf("ply %d of the stopped review: detail %q; want 'not analysed' %v", k, v.detail.Text, want)
		}
	}
}

// stoppedReview is the sample review of g as a stopped analysis hands it
// back: the last four positions analysed, the others missing.
func stoppedReview(g *game.Game) *review.Review {
	r := sampleReview(g)
	r.Stopped = true
	r.Missing = make([]bool, g.Ply()+1)
	for i := range g.Ply() - 3 {
		r.Missing[i] = true
		r.Plies[i].Grade = review.GradeNone
	}
	return r
}

func TestCancelStopsTheAnalysisAndKeepsTheWindowUsable(t *testing.T) {
	stopped := make(chan struct{})
	slow := func(ctx context.Context, g *game.Game, s review.Settings, progress func(done, total int)) (*review.Review, error) {
		progress(1, g.Ply()+1)
		<-ctx.Done()
		close(stopped)
		return nil, ctx.Err()
	}
	v, q := newTestView(t, slow)
	v.Start()
	q.PumpUntil(t, "the first progress", func() bool { return v.bar.Value > 0 })
	v.Select(5) // the window reacts while the analysis runs
	if v.Ply() != 5 {
		t.Fatal("no selection during the analysis")
	}
	v.Cancel()
	select {
	case <-stopped:
	case <-time.After(hangguard.Until(t)):
		t.Fatal("Cancel did not stop the analysis")
	}
	if v.Running() || v.analyse.Disabled() || v.state.Text != i18n.T(i18n.MsgReviewCancelled) {
		t.Errorf("after Cancel: running %v, Analyse disabled %v, state %q", v.Running(), v.analyse.Disabled(), v.state.Text)
	}
	time.Sleep(10 * time.Millisecond)
	for len(q) > 0 {
		(<-q)()
	}
	if v.state.Text != i18n.T(i18n.MsgReviewCancelled) || v.Review() != nil {
		t.Errorf("the cancelled analysis's late result changed the window: state %q", v.state.Text)
	}
}

func TestTheDepthIsRememberedAndUsed(t *testing.T) {
	var got []review.Settings
	record := func(ctx context.Context, g *game.Game, s review.Settings, progress func(done, total int)) (*review.Review, error) {
		got = append(got, s)
		return sampleReview(g), nil
	}
	v, q := newTestView(t, record)
	v.depth.SetSelected(i18n.T(i18n.MsgReviewDeep))
	v.Start()
	q.PumpUntil(t, "the review is on show", func() bool { return v.Review() != nil })
	want := review.Deep()
	want.Workers, want.Background = runtime.GOMAXPROCS(0), true
	if len(got) != 1 || got[0] != want {
		t.Fatalf("analysed with %+v, want %+v", got, want)
	}
	if !fyne.CurrentApp().Preferences().Bool(PreferenceDeep) {
		t.Error("the Deep choice is not remembered")
	}
}

func TestSummariesUseThePluralsOfEachLanguage(t *testing.T) {
	v, q := newTestView(t, instant)
	v.Start()
	q.PumpUntil(t, "the review is on show", func() bool { return v.Review() != nil })
	want := map[string][2]string{
		"en": {"1 inaccuracy, 0 mistakes, 0 blunders · Accuracy 91.5%", "0 inaccuracies, 1 mistake, 1 blunder · Accuracy 64%"},
		"ru": {"1 неточность, 0 ошибок, 0 грубых ошибок · Точность 91,5\u00a0%", "0 неточностей, 1 ошибка, 1 грубая ошибка · Точность 64\u00a0%"},
		"de": {"1 Ungenauigkeit, 0 Fehler, 0 grobe Fehler · Genauigkeit 91,5\u00a0%", "0 Ungenauigkeiten, 1 Fehler, 1 grober Fehler · Genauigkeit 64\u00a0%"},
	}
	for lang, texts := range want {
		if err := i18n.SetLanguage(lang); err != nil {
			t.Fatal(err)
		}
		for c, text := range texts {
			if got := v.summary[c].Text; got != text {
				t.Errorf("%s: summary of %v = %q, want %q", lang, game.Color(c), got, text)
			}
		}
		if want := i18n.Format(i18n.MsgPlayerBlack, i18n.Args{"Name": "A"}); v.names[game.Black].Text != want {
			t.Errorf("%s: Black's summary is %q's, want %q's: the window was not relabelled", lang, v.names[game.Black].Text, want)
		}
	}
	counts := map[string][3]string{ // 2 and 5 blunders, 22 mistakes
		"ru": {"2 грубые ошибки", "5 грубых ошибок", "22 ошибки"},
		"pl": {"2 poważne błędy", "5 poważnych błędów", "22 błędy"},
		"th": {"พลาด\u200aร้ายแรง 2 ตา", "พลาด\u200aร้ายแรง 5 ตา", "ผิด\u200aพลาด 22 ตา"},
	}
	for lang, texts := range counts {
		if err := i18n.SetLanguage(lang); err != nil {
			t.Fatal(err)
		}
		got := [3]string{
			i18n.Plural(i18n.MsgReviewBlunders, 2, nil),
			i18n.Plural(i18n.MsgReviewBlunders, 5, nil),
			i18n.Plural(i18n.MsgReviewMistakes, 22, nil),
		}
		if got != texts {
			t.Errorf("%s: %q, want %q", lang, got, texts)
		}
	}
}

func TestTheKeysStepThroughTheMoves(t *testing.T) {
	v, q := newTestView(t, instant)
	v.Start()
	q.PumpUntil(t, "the review is on show", func() bool { return v.Review() != nil })
	c := v.win.Canvas()
	for _, step := range []struct {
		key  fyne.KeyName
		want int
	}{
		{fyne.KeyRight, 1}, {fyne.KeyDown, 2}, {fyne.KeyLeft, 1}, {fyne.KeyEnd, 47},
		{fyne.KeyRight, 47}, {fyne.KeyHome, 0}, {fyne.KeyLeft, 0},
	} {
		c.OnTypedKey()(&fyne.KeyEvent{Name: step.key})
		if v.Ply() != step.want || v.graph.Selected() != step.want {
			t.Fatalf("after %s: ply %d (graph %d), want %d", step.key, v.Ply(), v.graph.Selected(), step.want)
		}
	}
}

func TestAnAnalysisOfAnotherGameIsRefused(t *testing.T) {
	short := func(ctx context.Context, g *game.Game, s review.Settings, progress func(done, total int)) (*review.Review, error) {
		r := sampleReview(g)
		r.Plies = r.Plies[:10]
		return r, nil
	}
	v, q := newTestView(t, short)
	v.Start()
	q.PumpUntil(t, "the analysis ends", func() bool { return !v.Running() })
	if v.Review() != nil || v.state.Text != i18n.T(i18n.MsgReviewWrongGame) {
		t.Errorf("review %v, state %q", v.Review() != nil, v.state.Text)
	}
}

func TestAProvenWinWithoutItsLengthNamesNoNumberOfPlies(t *testing.T) {
	if err := i18n.SetLanguage("en"); err != nil {
		t.Fatal(err)
	}
	exact := review.Value{Proven: true, Win: false, Plies: 13}
	if got, want := valueText(exact, game.Black, 0), "White wins with perfect play in 13 plies"; got != want {
		t.Errorf("exact length: %q, want %q", got, want)
	}
	// A Bound is the number of stones left, an upper bound only: saying
	// "in 28 plies" would state a length the solver never proved.
	bound := review.Value{Proven: true, Win: true, Plies: 28, Bound: true}
	if got, want := valueText(bound, game.Black, 1), "Black wins with perfect play"; got != want {
		t.Errorf("bound only: %q, want %q", got, want)
	}
}

// Each value in a move's detail says which position it is about: the
// best move starts from the position before the move played, whose value
// (the longest resistance, 16 plies) differs from the value after it (13
// plies); the two were once shown side by side without saying so.
func TestTheDetailNamesThePositionOfEachValue(t *testing.T) {
	const i = 33 // a White move in the lost end of the game
	var best game.Move
	longer := func(ctx context.Context, g *game.Game, s review.Settings, progress func(done, total int)) (*review.Review, error) {
		r, err := instant(ctx, g, s, progress)
		p := &r.Plies[i]
		pos := g.PositionAt(i)
		legal := pos.LegalMoves(nil)
		best = legal[0]
		if best == p.Move {
			best = legal[1]
		}
		p.Best, p.PV, p.Grade = best, []game.Move{best}, review.GradeGood
		p.Before = review.Value{Proven: true, Plies: 16}
		p.After = review.Value{Proven: true, Win: true, Plies: 13}
		return r, err
	}
	v, q := newTestView(t, longer)
	v.Start()
	q.PumpUntil(t, "the review is on show", func() bool { return v.Review() != nil })
	v.Select(i + 1)
	m := v.game.Moves()[i].String()
	want := []string{
		"Best was " + best.String(),
		"Before " + m + ": Black wins with perfect play in 16 plies",
		"After " + m + ": Black wins with perfect play in 13 plies",
	}
	if got := strings.Split(v.detail.Text, "\n"); len(got) < len(want) || strings.Join(got[:len(want)], "\n") != strings.Join(want, "\n") {
		t.Errorf("detail:\n%s\nwant it to start with:\n%s", v.detail.Text, strings.Join(want, "\n"))
	}
	if v.line.Text != "Best line: "+best.String() {
		t.Errorf("best line %q", v.line.Text)
	}

	// An estimate before the move is the chance the graph shows there.
	v.Select(9) // the inaccuracy, index 8
	p := v.Review().Plies[8]
	before := "Before " + p.Move.String() + ": Black's winning chances: " + i18n.Number(i18n.Percent(v.Review().Plies[7].BlackChance))
	if !strings.Contains(v.detail.Text, before) {
		t.Errorf("detail %q does not say %q", v.detail.Text, before)
	}
}

// A start position proven lost for one side says so (who wins with
// perfect play, lost from the start), not an estimated percentage, and
// the move after it does not claim the game was lost only from there.
func TestAStartPositionProvenLostSaysSoNotAPercentage(t *testing.T) {
	fromStart := func(ctx context.Context, g *game.Game, s review.Settings, progress func(done, total int)) (*review.Review, error) {
		r, err := instant(ctx, g, s, progress)
		r.StartBlackChance, r.FirstLost, r.LostFromStart = 0, 0, true
		p := &r.Plies[0]
		p.Before = review.Value{Proven: true, Plies: 30, Bound: true} // Black to move loses
		p.After = review.Value{Proven: true, Win: true, Plies: 29}    // White to move wins
		return r, err
	}
	v, q := newTestView(t, fromStart)
	v.Start()
	q.PumpUntil(t, "the review is on show", func() bool { return v.Review() != nil })
	v.Select(0)
	text := v.detail.Text
	for _, want := range []string{i18n.T(i18n.MsgOracleWhiteWins), i18n.T(i18n.MsgReviewBlackLostFromStart)} {
		if !strings.Contains(text, want) {
			t.Errorf("start position detail %q lacks %q", text, want)
		}
	}
	if strings.Contains(text, "%") {
		t.Errorf("start position detail %q gives a percentage for a proven position", text)
	}
	v.Select(1)
	if strings.Contains(v.detail.Text, i18n.T(i18n.MsgReviewBlackLostHere)) {
		t.Errorf("first move's detail %q says Black's game was lost from there, but it was lost from the start", v.detail.Text)
	}
	if got := v.graph.lostPoint(); got != 0 {
		t.Errorf("graph marks the loss at point %d, want 0 (the start)", got)
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

// The review window opens no bigger than a 900-pixel screen holds, and at
// its minimum size, in every language, it shows five rows of its move list
// and every button and label whole, whatever move is selected; that size
// is the same for every move, a long verdict's too.
func TestTheReviewWindowFitsTheScreenAndIsUsableAtItsMinimumSize(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(kotheme.New()) // its fonts, Thai's among them
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	v := New(Host{App: a, Do: func(f func()) { f() }, Save: func(*game.Game, fyne.Window) {}}, sampleGame(t))
	t.Cleanup(v.win.Close)
	limit := uikit.MaxWindowSize()
	if s := v.win.Canvas().Size(); s.Width > limit.Width || s.Height > limit.Height {
		t.Errorf("the review window opens at %v, more than %v", s, limit)
	}
	v.setReview(sampleReview(v.game))
	for _, l := range i18n.Languages() {
		if err := i18n.SetLanguage(l.Code); err != nil {
			t.Fatal(err)
		}
		var first fyne.Size
		for _, ply := range []int{0, 14, 28, v.game.Ply()} {
			v.Select(ply)
			min := windowMin(v.win)
			what := fmt.Sprintf("%s at move %d, %.0f×%.0f", l.Code, ply, min.Width, min.Height)
			if ply == 0 {
				first = min
			} else if min != first {
				t.Errorf("%s: the minimum size changed from %.0f×%.0f at the start", what, first.Width, first.Height)
			}
			if min.Width > limit.Width || min.Height > limit.Height {
				t.Errorf("%s: the minimum size is more than %v", what, limit)
			}
			v.win.Resize(min)
			if rows := uitest.LabelsInView(v.list); len(rows) < minListRows {
				t.Errorf("%s: the list shows %q, fewer than %d rows", what, rows, minListRows)
			}
			for _, c := range uitest.Clipped(v.win.Canvas()) {
				t.Errorf("%s: %s", what, c)
			}
		}
		for _, status := range []string{
			i18n.Format(i18n.MsgReviewStopped, i18n.Args{"Done": 33, "Total": 41}),
			i18n.T(i18n.MsgReviewCancelledKept),
			i18n.T(i18n.MsgReviewWrongGame),
		} {
			v.setStatus(func() string { return status })
			if min := windowMin(v.win); min.Width != first.Width || min.Height > limit.Height {
				t.Errorf("%s: the status %q makes the minimum %.0f×%.0f, from %.0f×%.0f", l.Code, status, min.Width, min.Height, first.Width, first.Height)
			}
		}
	}
}

// TestAReusedRowIsLaidOutForItsNewMove fills one list row with the move
// of the shortest text, then with that of the longest: the row must be
// laid out for the second at once, its text wholly visible, not wait for
// a later layout of the list (under load the window was checked between
// the two and a reused row clipped "12… h4-f4").
func TestAReusedRowIsLaidOutForItsNewMove(t *testing.T) {
	a := test.NewTempApp(t)
	v := New(Host{App: a, Do: func(f func()) { f() }, Save: func(*game.Game, fyne.Window) {}}, sampleGame(t))
	t.Cleanup(v.win.Close)
	v.setReview(sampleReview(v.game))
	uitest.ReusedRow(t, v.game.Ply(), newRow, v.fillRow, v.updateRow, func(row fyne.CanvasObject) *widget.Label {
		_, move, _, _ := rowParts(row)
		return move
	})
}

// The summaries name the players as the game's tags give them, as the
// replay and the status line do: the person and the computer's level, the
// names of two people ("You" and "Master"), and the colours alone for a
// game whose tags name nobody (Host.PlayerLabel as the app sets it).
func TestTheSummariesNameThePlayers(t *testing.T) {
	a := test.NewTempApp(t)
	tests := []struct {
		tags         string
		black, white string
	}{
		{"[Black \"Player\"]\n[White \"Computer (Master)\"]\n", "You (Black)", "Master (White)"},
		{"[Black \"Kahului\"]\n[White \"Hilo\"]\n", "Kahului (Black)", "Hilo (White)"},
		{"", "Black", "White"},
		{"[Black \"" + strings.Repeat("Kahului ", 10) + "\"]\n[White \"Hilo\"]\n", "Kahului Kahului Kahului… (Black)", "Hilo (White)"},
	}
	for _, tt := range tests {
		g, err := game.ParseKGN([]byte(tt.tags + "\n" + sampleMoves + "\n"))
		if err != nil {
			t.Fatal(err)
		}
		v := New(Host{App: a, Do: func(f func()) { f() }, PlayerLabel: playernames.Tagged, Save: func(*game.Game, fyne.Window) {}}, g)
		if got := [2]string{v.names[game.Black].Text, v.names[game.White].Text}; got != [2]string{tt.black, tt.white} {
			t.Errorf("tags %q: the summaries are named %q, want %q and %q", tt.tags, got, tt.black, tt.white)
		}
		v.win.Close()
	}
}

// A player who made no move has nothing to judge: the review of a game
// stopped after Black's first removal, or before any move, says so
// instead of "0 inaccuracies … Accuracy 100%", in every language.
func TestAPlayerWithoutMovesHasNoSummary(t *testing.T) {
	a := test.NewTempApp(t)
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	for _, tt := range []struct {
		moves string
		none  [2]bool // Black, White without a move
	}{
		{"*", [2]bool{true, true}},
		{"1. d5 *", [2]bool{false, true}},
		{"1. d5 e5 *", [2]bool{false, false}},
	} {
		g, err := game.ParseKGN([]byte("[Size \"8\"]\n\n" + tt.moves + "\n"))
		if err != nil {
			t.Fatal(err)
		}
		r, err := review.Analyse(context.Background(), g, review.Settings{SearchNodes: 2000, SolveNodes: 2000}, nil)
		if err != nil {
			t.Fatal(err)
		}
		v := New(Host{App: a, Do: func(f func()) { f() }}, g)
		v.setReview(r)
		for _, l := range i18n.Languages() {
			if err := i18n.SetLanguage(l.Code); err != nil {
				t.Fatal(err)
			}
			for c, none := range tt.none {
				got := v.summary[c].Text
				if none != (got == i18n.T(i18n.MsgReviewNoMoves)) || none && strings.Contains(got, "100") {
					t.Errorf("%s, %q: the summary of %v is %q (without a move: %v)", l.Code, tt.moves, game.Color(c), got, none)
				}
			}
		}
		v.win.Close()
	}
}

// Ply returns the position on show: after move Ply (0: the start).
func (v *View) Ply() int { return v.ply }

// A stopped analysis grades fewer moves than a complete review: cancelling
// a Deep analysis started over a complete Quick review keeps the Quick
// grades on show, and says so in each language.
func TestCancellingADeeperAnalysisKeepsTheCompleteReview(t *testing.T) {
	deepStarted := make(chan struct{})
	analyse := func(ctx context.Context, g *game.Game, s review.Settings, progress func(done, total int)) (*review.Review, error) {
		if s.SearchNodes == review.Quick().SearchNodes {
			return instant(ctx, g, s, progress)
		}
		close(deepStarted)
		<-ctx.Done()
		return stoppedReview(g), ctx.Err()
	}
	v, q := newTestView(t, analyse)
	v.Start()
	q.PumpUntil(t, "the Quick review", func() bool { return v.Review() != nil })
	quick := v.Review()
	v.depth.SetSelected(i18n.T(i18n.MsgReviewDeep))
	v.Start()
	<-deepStarted
	v.Cancel()
	q.PumpUntil(t, "the stopped Deep analysis", func() bool { return v.state.Text == i18n.T(i18n.MsgReviewCancelledKept) })
	q.PumpFor(20 * time.Millisecond)
	if v.Review() != quick || v.Running() || v.analyse.Disabled() {
		t.Fatalf("after the cancel: review replaced %v, running %v, Analyse disabled %v", v.Review() != quick, v.Running(), v.analyse.Disabled())
	}
	v.Select(1)
	if v.detail.Text == i18n.T(i18n.MsgReviewNotYet) {
		t.Error("the first move lost its Quick grade")
	}
	for _, lang := range i18n.Languages() {
		if err := i18n.SetLanguage(lang.Code); err != nil {
			t.Fatal(err)
		}
		if want := i18n.T(i18n.MsgReviewCancelledKept); v.state.Text != want {
			t.Errorf("%s: state %q, want %q", lang.Code, v.state.Text, want)
		}
	}
}

// Choosing the depth with the mouse gives the focus to the radio button:
// it passes the keys it does not use to the window, so Escape still closes
// it and the arrows step through the moves.
func TestEscapeClosesTheWindowAfterTheDepthIsChosen(t *testing.T) {
	v, q := newTestView(t, instant)
	v.Start()
	q.PumpUntil(t, "the review is on show", func() bool { return v.Review() != nil })
	var items []fyne.Tappable
	uitest.Walk(v.depth, func(o fyne.CanvasObject) {
		if tp, ok := o.(fyne.Tappable); ok {
			if _, ok := o.(fyne.Focusable); ok {
				items = append(items, tp)
			}
		}
	})
	if len(items) != 2 {
		t.Fatalf("%d radio buttons, want Quick and Deep", len(items))
	}
	test.Tap(items[1])
	if !v.deep() {
		t.Fatal("tapping Deep did not choose it")
	}
	c := v.win.Canvas()
	typed := func(name fyne.KeyName) { // where the driver sends a key
		if f := c.Focused(); f != nil {
			f.TypedKey(&fyne.KeyEvent{Name: name})
		} else {
			c.OnTypedKey()(&fyne.KeyEvent{Name: name})
		}
	}
	if c.Focused() == nil {
		t.Fatal("the tapped radio button has no focus: the test shows nothing")
	}
	v.Select(3)
	typed(fyne.KeyRight)
	if v.Ply() != 4 {
		t.Errorf("Right with the radio button focused: ply %d, want 4", v.Ply())
	}
	typed(fyne.KeyEscape)
	for _, w := range fyne.CurrentApp().Driver().AllWindows() {
		if w == v.win {
			t.Errorf("Escape did not close the window; focused: %T", c.Focused())
		}
	}
}

// A stopped analysis that reached none of a player's moves grades none of
// them: the summary says so instead of an accuracy of 100%.
func TestAStoppedAnalysisThatGradedNoMoveSaysSoNotAPerfectScore(t *testing.T) {
	none := func(ctx context.Context, g *game.Game, s review.Settings, progress func(done, total int)) (*review.Review, error) {
		r := stoppedReview(g)
		for i := range r.Missing {
			r.Missing[i] = true
		}
		for i := range r.Plies {
			r.Plies[i].Grade = review.GradeNone
		}
		return r, context.Canceled
	}
	v, q := newTestView(t, none)
	v.Start()
	q.PumpUntil(t, "the stopped review", func() bool { return v.Review() != nil })
	for _, lang := range i18n.Languages() {
		if err := i18n.SetLanguage(lang.Code); err != nil {
			t.Fatal(err)
		}
		for c, s := range v.summary {
			if want := i18n.T(i18n.MsgReviewNoneGraded); s.Text != want {
				t.Errorf("%s: summary %d %q, want %q", lang.Code, c, s.Text, want)
			}
		}
	}
}

func TestAnalyseFromHereOpensTheBoardAtTheSelectedMove(t *testing.T) {
	v, _ := newTestView(t, instant)
	if v.analyseB.Visible() {
		t.Fatal("a review without AnalyseFrom shows the button")
	}
	var got *game.Game
	ply := -1
	h := v.host
	h.AnalyseFrom = func(g *game.Game, k int) { got, ply = g, k }
	w := New(h, sampleGame(t))
	defer w.win.Close()
	w.Select(14)
	test.Tap(w.analyseB)
	if ply != 14 || got == nil || got.Ply() != 47 || got.Moves()[13] != w.game.Moves()[13] {
		t.Fatalf("Analyse from here gave ply %d of %v, want ply 14 of the reviewed game", ply, got)
	}
}

// A jump dragged or clicked on the review's board goes to Host.TryMove
// with the move on show; the review stays there and the arrow keys still
// step; an illegal drop tries nothing. Without TryMove the board is
// read-only.
func TestAMoveTriedOnTheBoardGoesToTryMoveAndTheReviewStays(t *testing.T) {
	v, q := newTestView(t, instant)
	if v.board.Interactive() {
		t.Fatal("a review without TryMove takes moves")
	}
	type tried struct {
		Ply  int
		Move game.Move
	}
	var got []tried
	h := v.host
	h.TryMove = func(g *game.Game, k int, m game.Move) {
		if g != v.game {
			t.Errorf("TryMove got another game than the reviewed one")
		}
		got = append(got, tried{k, m})
	}
	v = New(h, sampleGame(t))
	v.win.Resize(fyne.NewSize(1040, 760))
	defer v.win.Close()
	v.Start()
	q.PumpUntil(t, "the review is on show", func() bool { return v.Review() != nil })
	const k = 14
	v.Select(k)
	pos := v.game.PositionAt(k)
	next := v.game.Moves()[k]
	var alt game.Move
	for _, m := range pos.LegalMoves(nil) {
		if m.IsJump() && m != next {
			alt = m
			break
		}
	}
	c := v.win.Canvas()
	diagonal := game.SquareAt(alt.From().File()^1, alt.From().Rank()^1) // no jump lands there
	uitest.DragSquares(t, c, v.board, alt.From(), diagonal)
	uitest.DragSquares(t, c, v.board, alt.From(), alt.To())
	test.TapAt(v.board, uitest.BoardSquareCentre(t, v.board, next.From()))
	test.TapAt(v.board, uitest.BoardSquareCentre(t, v.board, next.To()))
	if want := []tried{{k, alt}, {k, next}}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("TryMove got %v, want %v (the dragged jump, then the clicked one)", got, want)
	}
	if v.Ply() != k || v.board.Shown() != pos {
		t.Fatalf("the review went to ply %d", v.Ply())
	}
	c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyRight})
	if f := c.Focused(); f != nil || v.Ply() != k+1 {
		t.Fatalf("Right after a tried move: ply %d, focused %T; want ply %d", v.Ply(), f, k+1)
	}
}

// After a review, Host.Puzzles is asked for the person's missed wins:
// with N ≥ 1 the window offers "Puzzles from this game (N)", which opens
// them; with none, or without Puzzles, it offers nothing.
func TestAReviewOffersThePuzzlesFromThisGame(t *testing.T) {
	v, q := newTestView(t, instant)
	v.Start()
	q.PumpUntil(t, "the review is on show", func() bool { return v.Review() != nil })
	if v.PuzzlesOffered() != 0 || v.puzzles.Visible() {
		t.Fatal("a review without Host.Puzzles offers puzzles")
	}
	for _, n := range []int{0, 2} {
		h := v.host
		var asked *review.Review
		opened := 0
		h.Puzzles = func(g *game.Game, r *review.Review) (int, func()) {
			if g.Ply() != 47 {
				t.Errorf("Puzzles asked about a game of %d moves, want the reviewed one", g.Ply())
			}
			asked = r
			return n, func() { opened++ }
		}
		w := New(h, sampleGame(t))
		if w.puzzles.Visible() {
			t.Errorf("%d puzzles: offered before the review", n)
		}
		w.Start()
		q.PumpUntil(t, "the review is on show", func() bool { return w.Review() != nil })
		q.PumpUntil(t, "the search for puzzles", func() bool { return !w.findJob.Running() })
		if asked != w.Review() || w.PuzzlesOffered() != n {
			t.Errorf("%d puzzles: asked about %p (review %p), %d offered", n, asked, w.Review(), w.PuzzlesOffered())
		}
		if n > 0 {
			if w.puzzles.Text != "Puzzles from this game (2)" {
				t.Errorf("the button reads %q", w.puzzles.Text)
			}
			test.Tap(w.puzzles)
			if opened != 1 {
				t.Errorf("the button opened the puzzles %d times", opened)
			}
			if err := i18n.SetLanguage("ru"); err != nil {
				t.Fatal(err)
			}
			if w.puzzles.Text == "Puzzles from this game (2)" || !strings.Contains(w.puzzles.Text, "2") {
				t.Errorf("in Russian the button reads %q", w.puzzles.Text)
			}
			_ = i18n.SetLanguage("en")
		}
		w.win.Close()
	}
}

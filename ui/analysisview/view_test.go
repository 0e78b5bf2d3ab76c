package analysisview

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/konane/konane/ai/analysis"
	"github.com/konane/konane/ai/review"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/internal/background"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/board"
	"github.com/konane/konane/ui/internal/uitest"
)

// demo returns the built-in finished game (47 moves).
func demo(t *testing.T) *game.Game {
	t.Helper()
	g, ok := play.DemoGame("finished")
	if !ok {
		t.Fatal("no finished demo game")
	}
	return g
}

// noOracle proves nothing, at once.
func noOracle(context.Context, game.Position, review.OracleBudget) (review.OracleAnswer, error) {
	return review.OracleAnswer{}, nil
}

// waiting is an engine that reports nothing and returns when cancelled.
func waiting(ctx context.Context, _ game.Position, _ func(analysis.Snapshot)) error {
	<-ctx.Done()
	return ctx.Err()
}

// newTestView returns an analysis board of the demo game at ply on a
// test app in English with the engine analyse and the oracle solve; the
// games Save gets are sent to saved.
func newTestView(t *testing.T, ply int, analyse AnalyseFunc, solve play.OracleFunc) (*View, uitest.Queue, chan *game.Game) {
	t.Helper()
	return newTestViewOf(t, demo(t), ply, analyse, solve)
}

// newTestViewOf is newTestView of game g.
func newTestViewOf(t *testing.T, g *game.Game, ply int, analyse AnalyseFunc, solve play.OracleFunc) (*View, uitest.Queue, chan *game.Game) {
	t.Helper()
	a := test.NewTempApp(t)
	if err := i18n.SetLanguage("en"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	q := make(uitest.Queue, 256)
	saved := make(chan *game.Game, 4)
	v := New(Host{App: a, Do: q.Do, Analyse: analyse, Oracle: solve,
		Save: func(g *game.Game, _ fyne.Window) { saved <- g }}, g, ply)
	v.win.Resize(windowSize)
	t.Cleanup(func() {
		if open(v) {
			v.win.Close()
		}
	})
	return v, q, saved
}

// open reports whether v's window is open.
func open(v *View) bool {
	return slices.Contains(fyne.CurrentApp().Driver().AllWindows(), v.win)
}

// otherMove returns a legal move of the position on show that is not the
// line's next move nor any variation's.
func otherMove(t *testing.T, v *View) game.Move {
	t.Helper()
	pos := v.tree.Position()
	for _, m := range pos.LegalMoves(nil) {
		taken := false
		for _, a := range v.tree.Alternatives() {
			taken = taken || a.Move == m
		}
		if !taken {
			return m
		}
	}
	t.Fatal("no other move")
	return game.NoMove
}

// key types k on the window, as a person does with no widget focused.
func key(v *View, k fyne.KeyName) {
	v.win.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: k})
}

func TestMovesOnTheBoardMakeVariationsShownInTheMoveTree(t *testing.T) {
	v, _, _ := newTestView(t, 6, waiting, noOracle)
	g := v.tree.Game()
	main := g.Moves()
	if v.promote.Disabled() == false || v.deleteVar.Disabled() == false {
		t.Fatal("the variation actions are enabled on the main line")
	}
	alt := otherMove(t, v)
	v.board.OnMove(alt) // as the board reports a move the person made
	if !v.tree.InVariation() || v.board.Shown() != v.tree.Position() || v.board.LastMove() != alt {
		t.Fatal("a move other than the next one did not make a variation on show")
	}
	if v.promote.Disabled() || v.makeMain.Disabled() || v.deleteVar.Disabled() {
		t.Fatal("the variation actions are disabled inside a variation")
	}
	paras := v.Paragraphs()
	if len(paras) != 3 || !strings.HasPrefix(paras[1], "(4. ") || !strings.Contains(paras[1], alt.String()) || !strings.HasSuffix(paras[1], ")") {
		t.Fatalf("move tree %q, want the main line to move 6, the variation in parentheses, the rest", paras)
	}
	if !strings.HasPrefix(paras[2], "4… "+main[7].String()) {
		t.Fatalf("the main line goes on as %q, want it numbered 4… %s", paras[2], main[7])
	}
	// Clicking a move of the main line goes there; the move at the cursor
	// has no link.
	l, ok := v.link(play.Node{Ply: 3})
	if !ok {
		t.Fatal("no link to move 3")
	}
	test.Tap(l)
	if !v.tree.Node().Equal(play.Node{Ply: 3}) || v.board.Shown() != g.PositionAt(3) {
		t.Fatalf("tapping move 3 went to %+v", v.tree.Node())
	}
	if _, ok := v.link(play.Node{Ply: 3}); ok {
		t.Fatal("the move at the cursor is a link")
	}
	// A move that is illegal changes nothing.
	before := v.Paragraphs()
	v.Play(main[10])
	if !v.tree.Node().Equal(play.Node{Ply: 3}) || strings.Join(v.Paragraphs(), "|") != strings.Join(before, "|") {
		t.Fatal("an illegal move changed the tree")
	}
}

func TestPromoteMakeMainAndDeleteChangeTheTree(t *testing.T) {
	v, _, saved := newTestView(t, 6, waiting, noOracle)
	g := v.tree.Game()
	main := g.Moves()
	alt := otherMove(t, v)
	v.Play(alt)
	reply := otherMove(t, v)
	v.Play(reply)
	test.Tap(v.makeMain)
	if v.tree.InVariation() || g.Ply() != 8 || g.Moves()[6] != alt || g.Moves()[7] != reply {
		t.Fatalf("Make main line: main line %v", g.Moves())
	}
	if vs := g.Variations(6); len(vs) != 1 || vs[0].Ply() != len(main)-6 {
		t.Fatal("the old main line is not a variation of move 6")
	}
	if !v.promote.Disabled() {
		t.Fatal("Promote is enabled on the main line")
	}
	// Into the old main line (↓ chooses it, → plays it), promote it back.
	key(v, fyne.KeyLeft)
	key(v, fyne.KeyLeft)
	key(v, fyne.KeyDown)
	if !v.next.Visible() || !strings.Contains(v.next.Text, main[6].String()) || !strings.Contains(v.next.Text, "2 of 2") {
		t.Fatalf("the choice reads %q (visible %v)", v.next.Text, v.next.Visible())
	}
	key(v, fyne.KeyRight)
	if !v.tree.InVariation() || v.tree.LastMove() != main[6] {
		t.Fatal("→ after ↓ did not enter the chosen variation")
	}
	test.Tap(v.promote)
	if g.Moves()[6] != main[6] || g.Ply() != len(main) {
		t.Fatal("Promote did not bring the old main line back")
	}
	// Save hands over the game with its variation.
	test.Tap(v.save)
	s := <-saved
	if s == g {
		t.Fatal("Save handed over the board's own game, not a copy")
	}
	back, err := game.ParseKGN(s.MarshalKGN())
	if err != nil {
		t.Fatal(err)
	}
	if vs := back.Variations(6); len(vs) != 1 || vs[0].Moves()[0] != alt || vs[0].Moves()[1] != reply {
		t.Fatalf("the saved .kgn lost the variation:\n%s", s.MarshalKGN())
	}
	// Delete it from inside: the cursor goes to where it branched.
	v.Goto(play.Node{Path: []play.Step{{Move: 6, Var: 0}}, Ply: 2})
	test.Tap(v.deleteVar)
	if g.Variations(6) != nil || !v.tree.Node().Equal(play.Node{Ply: 6}) {
		t.Fatalf("after Delete: variations %v, cursor %+v", g.Variations(6), v.tree.Node())
	}
}

func TestTheKeysStepJumpAndChoose(t *testing.T) {
	v, _, _ := newTestView(t, 6, waiting, noOracle)
	g := v.tree.Game()
	for _, c := range []struct {
		key fyne.KeyName
		ply int
	}{{fyne.KeyRight, 7}, {fyne.KeyLeft, 6}, {fyne.KeyLeft, 5}, {fyne.KeyEnd, g.Ply()}, {fyne.KeyHome, 0}, {fyne.KeyLeft, 0}, {fyne.KeyRight, 1}} {
		key(v, c.key)
		if v.tree.Ply() != c.ply || v.board.Shown() != g.PositionAt(c.ply) {
			t.Fatalf("after %s at ply %d, want %d", c.key, v.tree.Ply(), c.ply)
		}
	}
	// ↑ and ↓ do nothing where only one move follows.
	key(v, fyne.KeyDown)
	key(v, fyne.KeyRight)
	if v.tree.InVariation() || v.tree.Ply() != 2 {
		t.Fatal("↓ chose a variation where there is none")
	}
	key(v, fyne.KeyEscape)
	if open(v) {
		t.Fatal("Escape did not close the window")
	}
}

// lateEngine reports a snapshot of its position with one line only when
// its run is released, even after it was cancelled, as a slow engine
// does.
type lateEngine struct{ started chan lateRun }

// lateRun is one run of lateEngine: its position and what releases it.
type lateRun struct {
	pos     game.Position
	release chan struct{}
}

func (e *lateEngine) analyse(ctx context.Context, pos game.Position, report func(analysis.Snapshot)) error {
	r := lateRun{pos, make(chan struct{})}
	e.started <- r
	<-r.release
	moves := pos.LegalMoves(nil)
	report(analysis.Snapshot{Position: pos, Lines: []analysis.Line{{Move: moves[0], PV: moves[:1], Score: 150}}, Nodes: 1000})
	return ctx.Err()
}

func TestAResultOfAnOldPositionIsNeverShown(t *testing.T) {
	e := &lateEngine{started: make(chan lateRun, 8)}
	v, q, _ := newTestView(t, 6, e.analyse, noOracle)
	old := <-e.started
	key(v, fyne.KeyRight) // the position changes while the engine thinks
	now := <-e.started
	if old.pos == now.pos || now.pos != v.tree.Position() {
		t.Fatal("the engine was not started again on the new position")
	}
	close(old.release) // the old engine reports late
	q.PumpUntil(t, "the old engine returned", func() bool { return background.Running(AnalysisJob) == 1 })
	q.PumpFor(50 * time.Millisecond)
	if v.snap != nil || v.panel.lines[0].move.Text != "" {
		t.Fatalf("the old position's result is on show: %q", v.panel.lines[0].move.Text)
	}
	// A snapshot of another position from the current engine is dropped too.
	v.snapshot(v.gen, analysis.Snapshot{Position: old.pos, Lines: []analysis.Line{{Move: old.pos.LegalMoves(nil)[0]}}})
	if v.snap != nil {
		t.Fatal("a snapshot of another position was taken")
	}
	close(now.release) // the current one reports: it is shown
	q.PumpUntil(t, "the new result is on show", func() bool { return v.snap != nil })
	want := now.pos.LegalMoves(nil)[0]
	// +1.5 for White, to move after move 7, is -1.50 from Black's side.
	if !strings.Contains(v.panel.lines[0].move.Text, want.String()) || v.panel.lines[0].value.Text != "-1.50" {
		t.Fatalf("best line %q %q, want %s -1.50", v.panel.lines[0].move.Text, v.panel.lines[0].value.Text, want)
	}
}

// waitingOracle is an oracle that proves nothing and returns when
// cancelled.
func waitingOracle(ctx context.Context, _ game.Position, _ review.OracleBudget) (review.OracleAnswer, error) {
	<-ctx.Done()
	return review.OracleAnswer{}, ctx.Err()
}

func TestTheEngineStopsWhenThePositionChangesOrItIsTurnedOff(t *testing.T) {
	v, q, _ := newTestView(t, 6, waiting, waitingOracle)
	if !v.Running() || background.Running(OracleJob) != 1 {
		t.Fatal("the engine or the oracle did not start")
	}
	for range 5 {
		key(v, fyne.KeyRight)
	}
	q.PumpUntil(t, "one engine and one oracle left", func() bool {
		return background.Running(AnalysisJob) == 1 && background.Running(OracleJob) == 1
	})
	v.engine.SetChecked(false)
	q.PumpUntil(t, "no engine left", func() bool {
		return background.Running(AnalysisJob) == 0 && background.Running(OracleJob) == 0
	})
	if v.Running() || v.panel.status.Text != i18n.T(i18n.MsgAnalysisOff) {
		t.Fatalf("engine off: running %v, panel %q", v.Running(), v.panel.status.Text)
	}
	if fyne.CurrentApp().Preferences().BoolWithFallback(PreferenceEngine, true) {
		t.Fatal("turning the engine off was not remembered")
	}
	v.engine.SetChecked(true)
	if !v.Running() {
		t.Fatal("the engine did not start again")
	}
	v.win.Close()
	q.PumpUntil(t, "the engine stopped with the window", func() bool {
		return background.Running(AnalysisJob) == 0 && background.Running(OracleJob) == 0
	})
}

// provenEngine reports three lines of its position: a proven win for the
// side to move in 17 plies, a value, and a proven loss without a length.
func provenEngine(ctx context.Context, pos game.Position, report func(analysis.Snapshot)) error {
	ms := pos.LegalMoves(nil)
	report(analysis.Snapshot{Position: pos, Final: true, Nodes: 1234567, Lines: []analysis.Line{
		{Move: ms[0], PV: ms[:1], Proven: true, Win: true, Plies: 17},
		{Move: ms[1], PV: ms[1:2], Score: -75},
		{Move: ms[2], PV: ms[2:3], Proven: true, Win: false},
	}})
	return nil
}

func TestThePanelWritesValuesAsTheReviewDoesAndShowsTheDots(t *testing.T) {
	oracle := func(_ context.Context, p game.Position, _ review.OracleBudget) (review.OracleAnswer, error) {
		ms := p.LegalMoves(nil)
		return review.OracleAnswer{Moves: []review.MoveValue{{Move: ms[0], Outcome: review.Win}, {Move: ms[2], Outcome: review.Loss}}}, nil
	}
	v, q, _ := newTestView(t, 10, provenEngine, oracle) // Black to move
	q.PumpUntil(t, "the lines and the dots", func() bool { return v.snap != nil && len(v.board.MoveVerdicts()) == 2 })
	p := v.panel
	want := i18n.Plural(i18n.MsgReviewBlackWinsIn, 17, nil)
	if p.words.Text != want || p.lines[0].value.Text != want {
		t.Fatalf("proven win reads %q / %q, want %q", p.words.Text, p.lines[0].value.Text, want)
	}
	if p.lines[1].value.Text != "-0.75" || p.lines[2].value.Text != i18n.T(i18n.MsgOracleWhiteWins) {
		t.Fatalf("lines 2 and 3 read %q and %q", p.lines[1].value.Text, p.lines[2].value.Text)
	}
	if p.bar.Share() != 1 || !strings.Contains(p.status.Text, "1,234,567") {
		t.Fatalf("bar %v, status %q", p.bar.Share(), p.status.Text)
	}
	if vs := v.board.MoveVerdicts(); vs[0].Verdict != board.VerdictWin || vs[1].Verdict != board.VerdictLoss {
		t.Fatalf("dots %+v", vs)
	}
	// A best move, tapped, is played on the board (here a variation).
	best := v.snap.Lines[1].Move
	test.Tap(p.lines[1].move)
	if v.tree.LastMove() != best || !v.tree.InVariation() || v.snap != nil {
		t.Fatalf("tapping the second best move: last move %s, in a variation %v", v.tree.LastMove(), v.tree.InVariation())
	}
	key(v, fyne.KeyLeft)
	// A position not yet analysed shows no dots of the last one.
	key(v, fyne.KeyRight)
	if len(v.board.MoveVerdicts()) != 0 || v.snap != nil {
		t.Fatal("the last position's dots or lines stayed on show")
	}
	// The end of the game names the winner.
	key(v, fyne.KeyEnd)
	if p.words.Text != i18n.T(i18n.MsgStatusBlackWins) {
		t.Fatalf("at the end the panel reads %q", p.words.Text)
	}
}

func TestAnalysisValuesHaveTwoDecimals(t *testing.T) {
	for _, tt := range []struct {
		score  int
		toMove game.Color
		want   string
	}{{220, game.White, "-2.20"}, {229, game.Black, "+2.29"}, {-300, game.Black, "-3.00"}, {0, game.Black, "0.00"}} {
		if got := lineValue(analysis.Line{Score: tt.score}, tt.toMove); got != tt.want {
			t.Errorf("score %d, %s to move: %q, want %q", tt.score, tt.toMove, got, tt.want)
		}
	}
}

func TestEveryNewMessageIsTranslated(t *testing.T) {
	v, _, _ := newTestView(t, 0, waiting, noOracle)
	ids := []string{"AnalysisTitle", "AnalysisPromote", "AnalysisMakeMain", "AnalysisDelete", "AnalysisPlay", "AnalysisKeys", "AnalysisStart", "AnalysisOff", "AnalysisFromHere"}
	texts := func() []string {
		return []string{i18n.T(i18n.MsgAnalysisTitle), i18n.T(i18n.MsgAnalysisPromote), i18n.T(i18n.MsgAnalysisMakeMain),
			i18n.T(i18n.MsgAnalysisDelete), i18n.T(i18n.MsgAnalysisPlay), i18n.T(i18n.MsgAnalysisKeys), i18n.T(i18n.MsgAnalysisStart),
			i18n.T(i18n.MsgAnalysisOff), i18n.T(i18n.MsgAnalysisFromHere)}
	}
	en := texts()
	for _, l := range i18n.Languages() {
		if l.Code == "en" {
			continue
		}
		if err := i18n.SetLanguage(l.Code); err != nil {
			t.Fatal(err)
		}
		for i, s := range texts() {
			if s == en[i] {
				t.Errorf("%s: %s is the English %q", l.Code, ids[i], s)
			}
		}
		if v.promote.Text != i18n.T(i18n.MsgAnalysisPromote) || v.win.Title() != i18n.Plain(i18n.T(i18n.MsgAnalysisTitle)) {
			t.Errorf("%s: the window was not relabelled", l.Code)
		}
	}
}

// deepKGN is a game on 8×8 whose second move has variations nested depth
// levels deep, each inside the one before.
func deepKGN(depth int) string {
	var b strings.Builder
	b.WriteString("[Size \"8\"]\n\n1. d5 e5 2. b5-d5 ")
	for i := range depth {
		b.WriteString(map[bool]string{true: "(2. d3-d5 ", false: "(2. d7-d5 "}[i%2 == 0])
	}
	b.WriteString(strings.Repeat(")", depth) + " *")
	return b.String()
}

// showGame puts g, as it is, on v's board at its start and lays the
// window out.
func showGame(t *testing.T, v *View, kgn string) {
	t.Helper()
	g, err := game.ParseKGN([]byte(kgn))
	if err != nil {
		t.Fatal(err)
	}
	v.tree = play.NewTree(g, 0)
	v.show()
	v.win.Resize(windowSize)
	v.show()
}

func TestAnalysisDeepVariationsDoNotWidenTheWindow(t *testing.T) {
	v, _, _ := newTestView(t, 0, waiting, noOracle)
	showGame(t, v, deepKGN(0))
	flat := v.win.Content().MinSize()
	showGame(t, v, deepKGN(game.MaxVariationDepth))
	if n := len(v.Paragraphs()); n != game.MaxVariationDepth+1 {
		t.Fatalf("%d paragraphs, want the main line and %d variations", n, game.MaxVariationDepth)
	}
	if ps := v.Paragraphs(); ps[len(ps)-1] != "(2. d7-d5"+strings.Repeat(")", game.MaxVariationDepth) {
		t.Fatalf("the innermost variation reads %q, want it to close all %d", ps[len(ps)-1], game.MaxVariationDepth)
	}
	deep := v.win.Content().MinSize()
	if deep.Width > flat.Width+2 || deep.Height > flat.Height+2 {
		t.Fatalf("with variations %d deep the window needs %v, without %v", game.MaxVariationDepth, deep, flat)
	}
	// The deepest paragraph is indented as level maxIndent is, and fits
	// in the tree.
	last := v.moves.Objects[len(v.moves.Objects)-1]
	if last.Size().Width > v.movesBox.Size().Width {
		t.Fatalf("the deepest paragraph is %v wide in a tree %v wide", last.Size().Width, v.movesBox.Size().Width)
	}
	tok := last.(*fyne.Container).Objects[0]
	if x := tok.Position().X; x != maxIndent*indent {
		t.Fatalf("the deepest paragraph starts at %v, want %v", x, maxIndent*indent)
	}
}

func TestAnalysisTreeClosesAVariationAfterItsNestedOnes(t *testing.T) {
	v, _, _ := newTestView(t, 6, waiting, noOracle)
	alt := otherMove(t, v)
	v.Play(alt)
	reply := otherMove(t, v)
	v.Play(reply)
	key(v, fyne.KeyLeft)
	x := otherMove(t, v)
	v.Play(x)
	key(v, fyne.KeyLeft)
	y := otherMove(t, v)
	v.Play(y)
	// (4. alt reply (4… x) (4… y)), as the file nests them.
	paras := v.Paragraphs()
	want := []string{"(4. " + alt.String() + " " + reply.String(), "(4… " + x.String() + ")", "(4… " + y.String() + "))"}
	if len(paras) != 5 || !slices.Equal(paras[1:4], want) {
		t.Fatalf("move tree %q, want the variations %q between the main line's paragraphs", paras, want)
	}
}

func TestAnalysisButtonsStayPutWhateverThePanelShows(t *testing.T) {
	v, _, _ := newTestView(t, 10, waiting, noOracle)
	v.Play(otherMove(t, v)) // in a variation: the actions are enabled
	pos := v.tree.Position()
	ms := pos.LegalMoves(nil)
	long := make([]game.Move, 0, 40)
	for len(long) < 40 {
		long = append(long, ms...)
	}
	d := fyne.CurrentApp().Driver()
	var at []fyne.Position
	for _, s := range []analysis.Snapshot{
		{Position: pos, Lines: []analysis.Line{{Move: ms[0], PV: ms[:1], Score: 12}}},
		{Position: pos, Nodes: 123456789, Lines: []analysis.Line{{Move: ms[0], PV: long, Proven: true, Win: true, Plies: 41}, {Move: ms[0], PV: long, Proven: true, Win: true, Plies: 41}}},
		{Position: pos, Lines: []analysis.Line{{Move: ms[0], PV: long[:12], Score: -229}}},
	} {
		v.panel.show(pos, &s, false)
		v.win.Resize(windowSize.AddWidthHeight(1, 1))
		v.win.Resize(windowSize)
		at = append(at, d.AbsolutePositionForObject(v.promote), d.AbsolutePositionForObject(v.deleteVar))
	}
	v.panel.message("off")
	v.win.Resize(windowSize.AddWidthHeight(1, 1))
	v.win.Resize(windowSize)
	at = append(at, d.AbsolutePositionForObject(v.promote), d.AbsolutePositionForObject(v.deleteVar))
	for i := 2; i < len(at); i++ {
		if at[i] != at[i%2] {
			t.Fatalf("the actions moved from %v to %v as the panel changed", at[i%2], at[i])
		}
	}
	if lines := v.panel.pv.MinSize().Height; v.panel.pv.Size().Height > textHeight(pvLines, fyne.TextStyle{})+1 {
		t.Fatalf("the best line is %v high (min %v)", v.panel.pv.Size().Height, lines)
	}
}

func TestAnalysisBoardMergesDuplicateVariations(t *testing.T) {
	g, err := game.ParseKGN([]byte(deepKGN(game.MaxVariationDepth)))
	if err != nil {
		t.Fatal(err)
	}
	v, _, _ := newTestViewOf(t, g, 2, waiting, noOracle)
	if want := "Next: b5-d5 (1 of 3"; !v.next.Visible() || !strings.HasPrefix(v.next.Text, want) {
		t.Fatalf("the chooser reads %q, want %q", v.next.Text, want)
	}
	if paras := v.Paragraphs(); len(paras) != 3 || paras[1] != "(2. d3-d5)" || paras[2] != "(2. d7-d5)" {
		t.Fatalf("move tree %q", paras)
	}
	if len(g.Variations(2)) != 1 {
		t.Fatal("the game given was changed")
	}
}

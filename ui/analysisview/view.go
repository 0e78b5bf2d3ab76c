// Package analysisview is the analysis board: an interactive board on
// which moves are tried and taken back freely, the move tree of the game
// with its variations, and the engine's live opinion of the position on
// show (best moves with their values, best line, an evaluation bar and
// the winning and losing moves), with Save and "Play from here" handed to
// the app through a Host.
package analysisview

import (
	"context"
	"errors"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/ai/analysis"
	"github.com/konane/konane/ai/review"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/internal/background"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/board"
	"github.com/konane/konane/ui/internal/errtext"
	"github.com/konane/konane/ui/internal/orientation"
	"github.com/konane/konane/ui/internal/uikit"
)

// windowSize is the first size of the analysis window.
var windowSize = fyne.NewSize(1100, 760)

// PreferenceEngine is the preference (bool, true when unset) that
// remembers whether the engine is on.
const PreferenceEngine = "analysis.engine"

// The analysis board's jobs, as background.Running counts them.
const (
	AnalysisJob = "analysis"        // the engine's live analysis
	OracleJob   = "analysis-oracle" // the winning and losing moves
)

// AnalyseFunc analyses pos live: it calls report with each better
// snapshot and returns when its budget is spent or ctx ends (then with
// ctx.Err() or nil).
type AnalyseFunc func(ctx context.Context, pos game.Position, report func(analysis.Snapshot)) error

// LiveLines is how many best moves Live asks for.
const LiveLines = 3

// shared is the Analyst of Live: one for all analysis boards, whose
// tables (a 64 MiB search table, a solver's) are made on first use.
var shared = sync.OnceValue(func() *analysis.Analyst { return analysis.New(ai.SearcherOptions{}) })

// Live is the default engine: analysis.Analyst.Live of LiveLines lines.
// The boards share one Analyst, which runs one step at a time.
func Live(ctx context.Context, pos game.Position, report func(analysis.Snapshot)) error {
	return shared().Live(ctx, pos, LiveLines, report)
}

// Host is what the analysis board needs from the app.
type Host struct {
	// App makes the window and keeps the engine's preference.
	App fyne.App
	// Do runs a function on the UI goroutine; nil means fyne.Do.
	Do func(func())
	// Analyse is the engine; nil means Live: Analyst.Live of three lines
	// on an Analyst that all analysis boards share.
	Analyse AnalyseFunc
	// Oracle proves the moves of a position winning or losing; nil means
	// review.SolveOracle.
	Oracle play.OracleFunc
	// Save, if set, saves g (a copy of the game with its variations);
	// parent is the analysis window, for the file dialog.
	Save func(g *game.Game, parent fyne.Window)
	// Play, if set, starts a game from p: g holds the moves from the
	// game's start to p along the lines on show.
	Play func(p game.Position, g *game.Game)
	// Orientation turns the board with the app's (View → Flip board);
	// nil: never flipped.
	Orientation *orientation.Orientation
}

// View is the analysis board of one game. UI goroutine only; the engine
// and the oracle run in background.Jobs and hand their results back
// through Host.Do; those of a position no longer on show are dropped.
type View struct {
	host Host
	tree *play.Tree
	win  fyne.Window

	board     *board.Board
	moves     *fyne.Container // the move tree's paragraphs
	links     []moveLink      // the move tree's links
	texts     []string        // the move tree's paragraphs as text
	treeWidth float32         // the width the move tree's paragraphs get
	movesBox  *container.Scroll
	next      *widget.Label // the move Right plays when there is a choice
	keys      *widget.Label
	promote   *widget.Button
	makeMain  *widget.Button
	deleteVar *widget.Button
	first     *widget.Button
	prev      *widget.Button
	fwd       *widget.Button
	last      *widget.Button
	save      *widget.Button
	playB     *widget.Button
	engine    *widget.Check
	panel     *panel

	job       *background.Job[struct{}]
	oracleJob *background.Job[review.OracleAnswer]
	gen       uint64        // bumped at every start of the engine; older snapshots are dropped
	pos       game.Position // the position the engine and the oracle are about
	has       bool          // pos is set
	snap      *analysis.Snapshot
	ended     bool  // the engine returned for pos
	failed    error // its error, if any but a cancel
	verdicts  []board.MoveVerdict
	stopLang  func()
	stopFlip  func() // stops following Host.Orientation
}

// Open shows the analysis board of a copy of g at move ply of its main
// line (0: the start), its duplicate variations merged, with the engine on if it was left on.
func Open(h Host, g *game.Game, ply int) *View {
	v := New(h, g, ply)
	v.win.Show()
	return v
}

// New builds the analysis board of a copy of g at move ply of its main
// line, its duplicate variations merged (play.MergeDuplicates), and starts
// the engine if it is on; it does not show the window.
func New(h Host, g *game.Game, ply int) *View {
	if h.Do == nil {
		h.Do = fyne.Do
	}
	if h.Oracle == nil {
		h.Oracle = review.SolveOracle
	}
	if h.Analyse == nil {
		h.Analyse = Live
	}
	v := &View{host: h, tree: play.NewTree(play.MergeDuplicates(g.Clone()), ply),
		job:       background.NewJob[struct{}](AnalysisJob, h.Do),
		oracleJob: background.NewJob[review.OracleAnswer](OracleJob, h.Do)}
	v.win = h.App.NewWindow(i18n.Plain(i18n.T(i18n.MsgAnalysisTitle)))
	v.board = board.New()
	v.board.SetFocusOnTap(false) // the arrow keys step through the moves
	v.board.OnMove = v.Play
	v.board.OnKey = v.typedKey
	v.stopFlip = h.Orientation.Follow(v.board.SetFlipped)
	v.moves = container.NewVBox()
	v.movesBox = container.NewVScroll(v.moves)
	v.next = widget.NewLabel("")
	v.next.Wrapping = fyne.TextWrapWord
	v.keys = widget.NewLabel("")
	v.keys.Wrapping = fyne.TextWrapWord
	v.keys.SizeName = theme.SizeNameCaptionText
	v.promote = widget.NewButtonWithIcon("", theme.MoveUpIcon(), v.Promote)
	v.makeMain = widget.NewButtonWithIcon("", theme.ContentRedoIcon(), v.MakeMain)
	v.deleteVar = widget.NewButtonWithIcon("", theme.DeleteIcon(), v.Delete)
	v.first = widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), func() { v.step(v.tree.ToStart) })
	v.prev = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { v.step(func() { v.tree.Back() }) })
	v.fwd = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { v.step(func() { v.tree.Forward() }) })
	v.last = widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), func() { v.step(v.tree.ToEnd) })
	v.save = widget.NewButtonWithIcon("", theme.DocumentSaveIcon(), v.saveGame)
	if h.Save == nil {
		v.save.Hide()
	}
	v.playB = widget.NewButtonWithIcon("", theme.MediaPlayIcon(), v.playFromHere)
	if h.Play == nil {
		v.playB.Hide()
	}
	v.engine = widget.NewCheck("", nil)
	v.engine.SetChecked(h.App.Preferences().BoolWithFallback(PreferenceEngine, true))
	v.engine.OnChanged = v.engineToggled
	v.panel = newPanel(v.Play)

	v.win.SetContent(v.layout())
	uikit.OpenInside(v.win, windowSize)
	v.win.Canvas().SetOnTypedKey(v.typedKey)
	v.win.SetOnClosed(v.closing)
	v.stopLang = i18n.OnChange(v.relabel)
	v.relabel()
	return v
}

// layout: the board beside the move tree with its actions, the engine's
// panel under them; the steps, Save and Play from here at the bottom.
func (v *View) layout() fyne.CanvasObject {
	// The actions wrap onto a second row where their labels (German) do
	// not fit beside each other, rather than widening the window.
	actions := container.New(&flow{width: &v.treeWidth}, v.promote, v.makeMain, v.deleteVar)
	treeBottom := container.NewVBox(v.next, v.keys, actions, widget.NewSeparator())
	top := container.NewHBox(v.engine, layout.NewSpacer())
	side := container.NewBorder(nil, container.NewVBox(top, v.panel.object()), nil, nil,
		container.NewBorder(nil, treeBottom, nil, nil, container.New(widthSpy{&v.treeWidth}, v.movesBox)))
	split := container.NewHSplit(v.board, side)
	split.Offset = 0.5
	steps := container.NewHBox(v.first, v.prev, v.fwd, v.last)
	bottom := container.NewBorder(nil, nil, steps, container.NewHBox(v.playB, v.save))
	return container.NewBorder(nil, container.NewVBox(widget.NewSeparator(), bottom), nil, nil, split)
}

// Window returns the Fyne window.
func (v *View) Window() fyne.Window { return v.win }

// Tree returns the cursor over the game on the board.
func (v *View) Tree() *play.Tree { return v.tree }

// Running reports whether the engine thinks about the position on show.
func (v *View) Running() bool { return v.job.Running() }

// relabel sets every text in the current language.
func (v *View) relabel() {
	v.win.SetTitle(i18n.Plain(i18n.T(i18n.MsgAnalysisTitle)))
	v.promote.SetText(i18n.T(i18n.MsgAnalysisPromote))
	v.makeMain.SetText(i18n.T(i18n.MsgAnalysisMakeMain))
	v.deleteVar.SetText(i18n.T(i18n.MsgAnalysisDelete))
	v.save.SetText(i18n.T(i18n.MsgButtonSave))
	v.playB.SetText(i18n.T(i18n.MsgAnalysisPlay))
	v.engine.Text = i18n.T(i18n.MsgAnalysisEngine)
	v.engine.Refresh()
	v.keys.SetText(i18n.T(i18n.MsgAnalysisKeys))
	v.show()
}

// step runs move (a step of the cursor) and shows where it went.
func (v *View) step(move func()) {
	move()
	v.show()
}

// Play plays m at the cursor (play.Tree.Play: the next move, a variation
// that starts with it, or a new variation) and shows it.
func (v *View) Play(m game.Move) {
	if err := v.tree.Play(m); err != nil {
		v.board.SetPosition(v.tree.Position()) // the board takes its move back
		return
	}
	v.show()
}

// Goto puts the cursor on n and shows it; false when the game has no n.
func (v *View) Goto(n play.Node) bool {
	if !v.tree.Goto(n) {
		return false
	}
	v.show()
	return true
}

// Promote swaps the variation of the cursor with its line.
func (v *View) Promote() { v.act(v.tree.Promote) }

// MakeMain makes the variation of the cursor the main line.
func (v *View) MakeMain() { v.act(v.tree.MakeMain) }

// Delete deletes the variation of the cursor; the cursor goes to the move
// it branched from.
func (v *View) Delete() { v.act(v.tree.Delete) }

// act runs a change of the tree and shows the result.
func (v *View) act(change func() error) {
	if err := change(); err != nil {
		return // on the main line, where the buttons are disabled
	}
	v.show()
}

// typedKey: Left and Right step, Up and Down choose the next move among
// the variations, Home and End jump, Escape closes.
func (v *View) typedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyLeft:
		v.step(func() { v.tree.Back() })
	case fyne.KeyRight:
		v.step(func() { v.tree.Forward() })
	case fyne.KeyUp:
		v.step(func() { v.tree.Choose(-1) })
	case fyne.KeyDown:
		v.step(func() { v.tree.Choose(+1) })
	case fyne.KeyHome:
		v.step(v.tree.ToStart)
	case fyne.KeyEnd:
		v.step(v.tree.ToEnd)
	case fyne.KeyEscape:
		v.win.Close()
	}
}

// show puts the cursor's position on the board, the move tree and the
// actions, and keeps the engine on that position.
func (v *View) show() {
	t := v.tree
	pos := t.Position()
	v.board.SetPosition(pos)
	v.board.SetLastMove(t.LastMove())
	v.showMoves()
	alts := t.Alternatives()
	if len(alts) > 1 {
		c := t.Choice()
		v.next.SetText(i18n.Format(i18n.MsgAnalysisNext, i18n.Args{"Move": alts[c].Move.String(), "Index": c + 1, "Total": len(alts)}))
		v.next.Show()
	} else {
		v.next.Hide()
	}
	enable(t.InVariation(), v.promote, v.makeMain, v.deleteVar)
	enable(t.Ply() > 0, v.first, v.prev)
	enable(len(alts) > 0, v.fwd)
	enable(t.Node().Ply < t.Line().Ply(), v.last)
	if !v.has || pos != v.pos {
		v.restartEngine()
	}
	v.drawEngine()
}

// enable enables or disables the buttons.
func enable(on bool, bs ...*widget.Button) {
	for _, b := range bs {
		uikit.SetEnabled(b, on)
	}
}

// engineToggled remembers the choice and starts or stops the engine.
func (v *View) engineToggled(on bool) {
	v.host.App.Preferences().SetBool(PreferenceEngine, on)
	v.restartEngine()
	v.drawEngine()
}

// restartEngine stops what the engine and the oracle do and, when the
// engine is on and the position on show has moves, starts both on it.
func (v *View) restartEngine() {
	v.job.Stop()
	v.oracleJob.Stop()
	v.gen++
	pos := v.tree.Position()
	v.pos, v.has = pos, true
	v.snap, v.ended, v.failed, v.verdicts = nil, false, nil, nil
	if !v.engine.Checked || !pos.HasMoves() {
		return
	}
	gen, do, analyse, solve := v.gen, v.host.Do, v.host.Analyse, v.host.Oracle
	v.job.Start(func(ctx context.Context, _ func(int, int)) (struct{}, error) {
		return struct{}{}, analyse(ctx, pos, func(s analysis.Snapshot) {
			do(func() { v.snapshot(gen, s) })
		})
	}, nil, func(_ struct{}, err error) { v.engineEnded(gen, err) })
	v.oracleJob.Start(func(ctx context.Context, _ func(int, int)) (review.OracleAnswer, error) {
		return solve(ctx, pos, review.LiveOracle)
	}, nil, func(a review.OracleAnswer, err error) { v.solved(gen, pos, a, err) })
}

// current reports whether a result of the engine started as gen about pos
// is about the position on show.
func (v *View) current(gen uint64, pos game.Position) bool {
	return gen == v.gen && v.has && pos == v.pos && pos == v.tree.Position()
}

// snapshot shows s if it is about the position on show.
func (v *View) snapshot(gen uint64, s analysis.Snapshot) {
	if !v.current(gen, s.Position) {
		return
	}
	v.snap = &s
	v.drawEngine()
}

// engineEnded notes that the engine returned, with err.
func (v *View) engineEnded(gen uint64, err error) {
	if gen != v.gen {
		return
	}
	v.ended = true
	if err != nil && !errors.Is(err, context.Canceled) {
		v.failed = err
	}
	v.drawEngine()
}

// solved shows the oracle's winning and losing moves of pos.
func (v *View) solved(gen uint64, pos game.Position, a review.OracleAnswer, err error) {
	if err != nil || !v.current(gen, pos) {
		return
	}
	v.verdicts = nil
	for _, mv := range a.Moves {
		switch mv.Outcome {
		case review.Win:
			v.verdicts = append(v.verdicts, board.MoveVerdict{Move: mv.Move, Verdict: board.VerdictWin})
		case review.Loss:
			v.verdicts = append(v.verdicts, board.MoveVerdict{Move: mv.Move, Verdict: board.VerdictLoss})
		}
	}
	v.drawEngine()
}

// drawEngine fills the engine's panel and the board's dots for the
// position on show.
func (v *View) drawEngine() {
	pos := v.tree.Position()
	fresh := v.has && pos == v.pos
	switch {
	case !pos.HasMoves():
		v.panel.over(pos)
	case !v.engine.Checked:
		v.panel.message(i18n.T(i18n.MsgAnalysisOff))
	case v.failed != nil:
		v.panel.message(i18n.Format(i18n.MsgAnalysisFailed, i18n.Args{"Reason": errtext.Reason(v.failed)}))
	case fresh:
		v.panel.show(pos, v.snap, v.ended)
	}
	if fresh && v.engine.Checked {
		v.board.SetMoveVerdicts(v.verdicts)
	} else {
		v.board.SetMoveVerdicts(nil)
	}
}

// saveGame hands a copy of the game with its variations to Host.Save.
func (v *View) saveGame() {
	if v.host.Save != nil {
		v.host.Save(v.tree.Game().Clone(), v.win)
	}
}

// playFromHere hands the position on show and the moves leading to it to
// Host.Play.
func (v *View) playFromHere() {
	if v.host.Play == nil {
		return
	}
	g := game.NewGameFrom(v.tree.Game().Start())
	for _, m := range v.tree.Moves() {
		if err := g.Play(m); err != nil {
			return // cannot happen: the tree holds legal moves only
		}
	}
	v.host.Play(g.Position(), g)
}

// closing stops the engine, the oracle and the language and orientation
// listeners.
func (v *View) closing() {
	v.job.Close()
	v.oracleJob.Close()
	v.stopFlip()
	if v.stopLang != nil {
		v.stopLang()
	}
}

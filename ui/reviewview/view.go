package reviewview

import (
	"context"
	"errors"
	"image/color"
	"runtime"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/ai/review"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/internal/background"
	"github.com/konane/konane/ui/board"
	"github.com/konane/konane/ui/internal/errtext"
	"github.com/konane/konane/ui/internal/orientation"
	"github.com/konane/konane/ui/internal/uikit"
)

// PreferenceDeep is the preference (bool) that remembers the Deep setting.
const PreferenceDeep = "review.deep"

// windowSize is the first size of the review window.
var windowSize = fyne.NewSize(1040, 760)

// graphHeight is the height the graph asks for, in Fyne units.
const graphHeight = 130

// minListRows is how many moves the list shows at least, also at the
// window's minimum size.
const minListRows = 5

// detailLines is how many lines the verdict under the list has room for
// between its heading and the best line; a longer verdict scrolls. The
// room is fixed, so the list and the window keep their height as moves
// are selected.
const detailLines = 5

// AnalyseFunc is the signature of review.Analyse; Host.Analyse replaces it
// in tests.
type AnalyseFunc func(ctx context.Context, g *game.Game, s review.Settings, progress func(done, total int)) (*review.Review, error)

// Host is what the review window needs from the app.
type Host struct {
	// App makes the window and keeps the Deep preference.
	App fyne.App
	// Do runs a function on the UI goroutine; nil means fyne.Do.
	Do func(func())
	// Analyse analyses a game; nil means review.Analyse.
	Analyse AnalyseFunc
	// PlayerLabel, if set, names the player of colour c of g as its tags
	// say ("You (Black)", "Master (White)"), or reports false when they
	// name nobody; the summaries then say the colour alone.
	PlayerLabel func(g *game.Game, c game.Color) (string, bool)
	// Save, if set, saves g (a copy of the reviewed game with the review's
	// verdicts written into its comments); parent is the review window,
	// for the file dialog.
	Save func(g *game.Game, parent fyne.Window)
	// Orientation turns the board with the app's (View → Flip board);
	// nil: never flipped.
	Orientation *orientation.Orientation
	// AnalyseFrom, if set, opens the analysis board of g at move ply
	// ("Analyse from here").
	AnalyseFrom func(g *game.Game, ply int)
	// TryMove, if set, opens the analysis board of g at move ply with m,
	// a legal move there tried on the review's board, played on it. Unset,
	// the board is read-only.
	TryMove func(g *game.Game, ply int, m game.Move)
	// Puzzles, if set, finds the positions of g where the person missed
	// the only winning move, by the review r: how many, and the function
	// that opens them as puzzles. It runs in the background (it proves
	// positions); with one or more the window offers "Puzzles from this
	// game (N)".
	Puzzles func(g *game.Game, r *review.Review) (n int, open func())
}

// AnalysisJob names the review windows' analyses in background.Running;
// PuzzlesJob their search for puzzles from the game (Host.Puzzles).
const (
	AnalysisJob = "review"
	PuzzlesJob  = "review-puzzles"
)

// puzzleOffer is what Host.Puzzles found: how many, and how to open them.
type puzzleOffer struct {
	n    int
	open func()
}

// View is the review window of one game. All its methods run on the UI
// goroutine; the analysis runs in a background.Job, which hands its
// progress and result back through Host.Do and drops stale ones.
type View struct {
	host Host
	game *game.Game // the reviewed game; never changed
	rev  *review.Review
	ply  int // the position on show: after move ply (0: the start)

	win      fyne.Window
	board    *board.Board
	graph    *Graph
	list     *widget.List
	summary  [2]*widget.Label
	names    [2]*widget.Label
	grade    *canvas.Text
	detail   *widget.Label
	line     *widget.Label
	state    *widget.Label
	stateBox *fyne.Container // state, wrapped on two lines at the most
	help     *widget.Label
	bar      *widget.ProgressBar
	depth    *uikit.RadioGroup
	analyse  *widget.Button
	cancelB  *widget.Button
	save     *widget.Button
	analyseB *widget.Button // Analyse from here
	puzzles  *widget.Button // Puzzles from this game (Host.Puzzles)
	puzzlesN int            // how many
	findJob  *background.Job[puzzleOffer]

	job      *background.Job[*review.Review] // the analysis
	barMoved time.Time                       // when the progress bar last moved
	status   func() string                   // the state line's text in the current language
	syncing  bool
	stopLang func()
	stopFlip func() // stops following Host.Orientation
	// whenDone, if set, picks the ply to show once a review is on show.
	whenDone func() int
}

// Open shows the review window of g: the review stored in g's comments at
// once when there is one (no analysis), else it starts the analysis with
// the remembered depth.
func Open(h Host, g *game.Game) *View {
	v := New(h, g)
	v.win.Show()
	if r, ok := review.FromComments(v.game); ok {
		v.setReview(r)
		v.setStatus(func() string { return i18n.T(i18n.MsgReviewFromFile) })
	} else {
		v.Start()
	}
	return v
}

// New builds the review window of g at the start position, with no review
// and no analysis running; it does not show it.
func New(h Host, g *game.Game) *View {
	if h.Do == nil {
		h.Do = fyne.Do
	}
	if h.Analyse == nil {
		h.Analyse = review.Analyse
	}
	v := &View{host: h, game: g.Clone(), job: background.NewJob[*review.Review](AnalysisJob, h.Do),
		findJob: background.NewJob[puzzleOffer](PuzzlesJob, h.Do)}
	v.win = h.App.NewWindow(i18n.Plain(i18n.T(i18n.MsgReviewTitle)))
	v.board = board.New()
	v.board.SetInteractive(h.TryMove != nil)
	v.board.SetFocusOnTap(false) // the arrow keys step through the moves; Tab gives the board them
	v.board.OnMove = func(m game.Move) { v.host.TryMove(v.game, v.ply, m) }
	v.board.OnKey = v.typedKey
	v.stopFlip = h.Orientation.Follow(v.board.SetFlipped)
	v.graph = NewGraph()
	v.graph.OnSelected = v.Select
	v.list = widget.NewList(v.rows, newRow, v.updateRow)
	v.list.OnSelected = v.listSelected
	for i := range v.summary {
		v.names[i] = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		v.summary[i] = widget.NewLabel("")
	}
	v.grade = canvas.NewText("", color.Transparent)
	v.grade.TextStyle.Bold = true
	v.detail = wrapping("")
	v.line = wrapping("")
	v.state = wrapping("")
	// A long status wraps on two lines instead of widening the window.
	v.stateBox = uikit.WrapAbove(v.state, layout.NewSpacer(), 2)
	v.help = wrapping("")
	v.help.SizeName = theme.SizeNameCaptionText
	v.bar = widget.NewProgressBar()
	v.bar.Hide()
	v.depth = uikit.NewRadioGroup(nil, nil)
	v.depth.Horizontal = true
	v.depth.Required = true
	v.analyse = widget.NewButtonWithIcon("", theme.MediaPlayIcon(), v.Start)
	v.cancelB = widget.NewButtonWithIcon("", theme.CancelIcon(), v.Cancel)
	v.cancelB.Hide()
	v.save = widget.NewButtonWithIcon("", theme.DocumentSaveIcon(), v.saveGame)
	v.save.Disable()
	if h.Save == nil {
		v.save.Hide()
	}
	v.analyseB = widget.NewButtonWithIcon("", theme.SearchReplaceIcon(), func() { v.host.AnalyseFrom(v.game, v.ply) })
	if h.AnalyseFrom == nil {
		v.analyseB.Hide()
	}
	v.puzzles = widget.NewButtonWithIcon("", theme.GridIcon(), nil)
	v.puzzles.Hide()
	v.status = func() string { return "" }

	v.win.SetContent(v.layout())
	uikit.OpenInside(v.win, windowSize)
	v.win.Canvas().SetOnTypedKey(v.typedKey)
	v.win.SetOnClosed(v.closing)
	v.stopLang = i18n.OnChange(v.relabel)
	v.relabel()
	return v
}

// wrapping returns a word-wrapping label.
func wrapping(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// layout: the board beside the summary, the move list and the selected
// move's verdict; the graph and the controls below.
func (v *View) layout() fyne.CanvasObject {
	summary := container.New(layoutForm{}, v.names[0], v.summary[0], v.names[1], v.summary[1])
	verdict := container.NewVScroll(container.NewVBox(v.grade, v.detail, v.line))
	verdict.SetMinSize(fyne.NewSize(0, detailHeight()))
	detail := container.NewVBox(widget.NewSeparator(), verdict)
	list := container.New(&scrollAfterResize{list: v.list, row: func() int { return v.ply },
		minHeight: func() float32 { return uikit.ListHeight(newRow(), minListRows) }}, v.list)
	side := container.NewBorder(container.NewVBox(summary, widget.NewSeparator()), detail, nil, nil, list)
	split := container.NewHSplit(v.board, side)
	split.Offset = 0.55
	spacer := canvas.NewRectangle(color.Transparent)
	spacer.SetMinSize(fyne.NewSize(0, graphHeight))
	graph := container.NewStack(spacer, v.graph)
	controls := container.NewBorder(nil, nil,
		container.NewHBox(v.depth, v.analyse, v.cancelB),
		container.NewHBox(v.puzzles, v.analyseB, v.save),
		container.NewStack(v.stateBox, v.bar))
	bottom := container.NewVBox(widget.NewSeparator(), graph, v.help, controls)
	return container.NewBorder(nil, bottom, nil, nil, split)
}

// detailHeight is the height of the verdict's heading, detailLines lines
// of text and the best line.
func detailHeight() float32 {
	heading := canvas.NewText("M", color.Black)
	heading.TextStyle.Bold = true
	lines := widget.NewLabel(strings.Repeat("M\n", detailLines-1) + "M")
	return container.NewVBox(heading, lines, widget.NewLabel("M")).MinSize().Height
}

// Window returns the Fyne window.
func (v *View) Window() fyne.Window { return v.win }

// Review returns the review on show, or nil.
func (v *View) Review() *review.Review { return v.rev }

// Running reports whether an analysis is under way.
func (v *View) Running() bool { return v.job.Running() }

// playerLabel names the player of colour c beside their summary
// (Host.PlayerLabel), or the colour alone.
func (v *View) playerLabel(c game.Color) string {
	if v.host.PlayerLabel != nil {
		if l, ok := v.host.PlayerLabel(v.game, c); ok {
			return l
		}
	}
	return i18n.T(uikit.Pick(c, i18n.MsgColorBlack, i18n.MsgColorWhite))
}

// relabel sets every text in the current language.
func (v *View) relabel() {
	v.win.SetTitle(i18n.Plain(i18n.T(i18n.MsgReviewTitle)))
	v.names[game.Black].SetText(v.playerLabel(game.Black))
	v.names[game.White].SetText(v.playerLabel(game.White))
	chosen := i18n.T(i18n.MsgReviewQuick)
	if v.deep() {
		chosen = i18n.T(i18n.MsgReviewDeep)
	}
	v.syncing = true
	v.depth.Options = []string{i18n.T(i18n.MsgReviewQuick), i18n.T(i18n.MsgReviewDeep)}
	v.depth.OnChanged = nil
	v.depth.SetSelected(chosen)
	v.depth.OnChanged = v.depthChanged
	v.syncing = false
	v.analyse.SetText(i18n.T(i18n.MsgReviewAnalyse))
	v.cancelB.SetText(i18n.T(i18n.MsgButtonCancel))
	v.save.SetText(i18n.T(i18n.MsgReviewSave))
	v.analyseB.SetText(i18n.T(i18n.MsgAnalysisFromHere))
	v.puzzles.SetText(i18n.Plural(i18n.MsgPuzzleFromGame, v.puzzlesN, nil))
	v.help.SetText(i18n.T(i18n.MsgReviewGraphHelp))
	v.state.SetText(v.status())
	v.stateBox.Refresh()
	v.list.Refresh()
	v.show()
}

// deep reports whether the Deep setting is chosen (remembered).
func (v *View) deep() bool {
	return v.host.App.Preferences().Bool(PreferenceDeep)
}

// depthChanged remembers the choice; a running analysis starts again with
// it.
func (v *View) depthChanged(s string) {
	if v.syncing {
		return
	}
	v.host.App.Preferences().SetBool(PreferenceDeep, s == i18n.T(i18n.MsgReviewDeep))
	if v.Running() {
		v.Start()
	}
}

// settings returns the analysis settings of the chosen depth with
// analysisWorkers workers in the background.
func (v *View) settings() review.Settings {
	s := review.Quick()
	if v.deep() {
		s = review.Deep()
	}
	s.Workers = analysisWorkers()
	s.Background = true
	return s
}

// analysisWorkers is one worker per processor (GOMAXPROCS). They run at a
// lower OS priority (review.Settings.Background), so the window's thread,
// which may draw in software, gets a core when it needs one;
// tools/review-stall.sh measures the window's stalls during a review.
func analysisWorkers() int { return runtime.GOMAXPROCS(0) }

// setStatus sets the state line; text is called again on a language change.
func (v *View) setStatus(text func() string) {
	v.status = text
	v.state.SetText(text())
	v.stateBox.Refresh() // lays the wrapped text out again
}

// Start analyses the game (again) in the background with the chosen depth;
// a running analysis is cancelled first. The window stays responsive: the
// progress bar moves and Cancel stops the analysis.
func (v *View) Start() {
	g := v.game.Clone()
	s := v.settings()
	analyse := v.host.Analyse
	v.job.Start(func(ctx context.Context, progress func(done, total int)) (*review.Review, error) {
		return analyse(ctx, g, s, progress)
	}, v.progress, v.finished)
	v.bar.SetValue(0)
	v.bar.Show()
	v.state.Hide()
	v.cancelB.Show()
	v.analyse.Disable()
	v.setStatus(func() string { return i18n.T(i18n.MsgReviewRunning) })
}

// barPeriod is the shortest time between two moves of the progress bar:
// each move redraws the whole window, which takes tens of milliseconds of
// the window's goroutine where OpenGL is emulated.
const barPeriod = 400 * time.Millisecond

// progress moves the bar; it skips steps that come less than barPeriod
// after the last one, except the last.
func (v *View) progress(done, total int) {
	if total <= 0 {
		return
	}
	if now := time.Now(); done == total || now.Sub(v.barMoved) >= barPeriod {
		v.barMoved = now
		v.bar.SetValue(float64(done) / float64(total))
	}
}

// finished shows the result of the analysis.
func (v *View) finished(r *review.Review, err error) {
	v.idle()
	switch {
	case errors.Is(err, context.Canceled) && v.complete():
		v.setStatus(func() string { return i18n.T(i18n.MsgReviewCancelledKept) })
	case errors.Is(err, context.Canceled) && r != nil && r.Stopped && len(r.Plies) == v.game.Ply():
		v.setReview(r)
		done, total := stoppedCounts(r)
		v.setStatus(func() string {
			return i18n.Format(i18n.MsgReviewStopped, i18n.Args{"Done": done, "Total": total})
		})
	case errors.Is(err, context.Canceled):
		v.setStatus(func() string { return i18n.T(i18n.MsgReviewCancelled) })
	case err != nil:
		reason := errtext.Reason(err)
		v.setStatus(func() string { return i18n.Format(i18n.MsgReviewFailed, i18n.Args{"Reason": reason}) })
	case r == nil || len(r.Plies) != v.game.Ply():
		v.setStatus(func() string { return i18n.T(i18n.MsgReviewWrongGame) })
	default:
		v.setReview(r)
		v.setStatus(func() string { return i18n.T(i18n.MsgReviewDone) })
	}
}

// complete reports whether the review on show graded every move: a
// stopped analysis, which grades fewer, does not replace it.
func (v *View) complete() bool {
	if v.rev == nil || len(v.rev.Plies) != v.game.Ply() {
		return false
	}
	for _, m := range v.rev.Missing {
		if m {
			return false
		}
	}
	return true
}

// stoppedCounts returns the positions a stopped review analysed and all.
func stoppedCounts(r *review.Review) (done, total int) {
	for _, m := range r.Missing {
		if !m {
			done++
		}
	}
	return done, len(r.Missing)
}

// Cancel stops the running analysis. A complete review on show stays;
// otherwise what the stopped analysis had analysed replaces it, with a
// note that it stopped.
func (v *View) Cancel() {
	if !v.Running() {
		return
	}
	v.job.Cancel()
	v.idle()
	v.setStatus(func() string { return i18n.T(i18n.MsgReviewCancelled) })
}

// idle puts the controls back as they are without an analysis.
func (v *View) idle() {
	v.bar.Hide()
	v.state.Show()
	v.cancelB.Hide()
	v.analyse.Enable()
}

// setReview shows r.
func (v *View) setReview(r *review.Review) {
	v.rev = r
	v.graph.SetReview(r)
	if v.host.Save != nil {
		v.save.Enable()
	}
	v.list.Refresh()
	v.offerPuzzles()
	if v.whenDone != nil {
		v.ply = min(max(v.whenDone(), 0), v.game.Ply())
	}
	v.show()
}

// offerPuzzles hides "Puzzles from this game" and, with Host.Puzzles,
// looks for them in the review on show in the background; it shows the
// button when there are some.
func (v *View) offerPuzzles() {
	v.puzzlesN = 0
	v.puzzles.Hide()
	if v.host.Puzzles == nil || v.rev == nil {
		v.findJob.Stop()
		return
	}
	find, g, r := v.host.Puzzles, v.game.Clone(), v.rev
	v.findJob.Start(func(context.Context, func(int, int)) (puzzleOffer, error) {
		n, open := find(g, r)
		return puzzleOffer{n, open}, nil
	}, nil, func(o puzzleOffer, _ error) {
		if o.n < 1 {
			return
		}
		v.puzzlesN, v.puzzles.OnTapped = o.n, o.open
		v.puzzles.SetText(i18n.Plural(i18n.MsgPuzzleFromGame, v.puzzlesN, nil))
		v.puzzles.Show()
	})
}

// PuzzlesOffered returns how many puzzles from this game the window
// offers (0: none).
func (v *View) PuzzlesOffered() int {
	if !v.puzzles.Visible() {
		return 0
	}
	return v.puzzlesN
}

// SelectWhenDone selects the ply pick returns as soon as a review is on
// show (at once if it is already); the screenshots use it.
func (v *View) SelectWhenDone(pick func() int) {
	v.whenDone = pick
	if v.rev != nil {
		v.Select(pick())
	}
}

// saveGame hands a copy of the game with the review written into its
// comments to Host.Save.
func (v *View) saveGame() {
	if v.rev == nil || v.host.Save == nil {
		return
	}
	g := v.game.Clone()
	v.rev.Annotate(g)
	v.host.Save(g, v.win)
}

// Select shows the position after move k (0: the start position) with
// its verdict, and selects it in the list and on the graph.
func (v *View) Select(k int) {
	k = min(max(k, 0), v.game.Ply())
	v.ply = k
	v.show()
}

// listSelected follows a click in the move list.
func (v *View) listSelected(id widget.ListItemID) {
	if v.syncing {
		return
	}
	v.Select(id)
	v.win.Canvas().Unfocus() // the arrow keys step through the moves
}

// typedKey steps with Left and Right (and Up and Down), jumps with Home
// and End, closes with Escape.
func (v *View) typedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyLeft, fyne.KeyUp:
		v.Select(v.ply - 1)
	case fyne.KeyRight, fyne.KeyDown:
		v.Select(v.ply + 1)
	case fyne.KeyHome:
		v.Select(0)
	case fyne.KeyEnd:
		v.Select(v.game.Ply())
	case fyne.KeyEscape:
		v.win.Close()
	}
}

// plyInfo returns the verdict on move k-1 (the move that led to ply k), or
// false for the start position or without a review.
func (v *View) plyInfo(k int) (review.Ply, bool) {
	if v.rev == nil || k < 1 || k > len(v.rev.Plies) {
		return review.Ply{}, false
	}
	return v.rev.Plies[k-1], true
}

// show puts ply v.ply on the board, the list and the graph, with the
// verdict on the move that led to it and the summaries.
func (v *View) show() {
	k := v.ply
	v.board.SetPosition(v.game.PositionAt(k))
	last := game.NoMove
	if k > 0 {
		last = v.game.Moves()[k-1]
	}
	v.board.SetLastMove(last)
	p, ok := v.plyInfo(k)
	best := game.NoMove
	if ok && p.Best != game.NoMove && p.Best != p.Move {
		best = p.Best
	}
	v.board.SetArrow(best)
	v.syncing = true
	v.list.Select(k)
	v.list.ScrollTo(k)
	v.syncing = false
	v.graph.Select(k)
	v.showVerdict(k)
	v.showSummary()
}

// showVerdict fills the grade, the detail and the best line of ply k.
func (v *View) showVerdict(k int) {
	p, ok := v.plyInfo(k)
	switch {
	case k == 0:
		v.setGrade(i18n.T(i18n.MsgStatusStartPosition), nil)
		v.detail.SetText(v.startText())
		v.line.SetText("")
		return
	case !ok || v.rev.Stopped && p.Grade == review.GradeNone:
		// Not analysed yet, or a stopped review did not reach it.
		v.setGrade(MoveText(v.game, k-1, review.GradeNone), nil)
		v.detail.SetText(i18n.T(i18n.MsgReviewNotYet))
		v.line.SetText("")
		return
	}
	v.setGrade(MoveText(v.game, k-1, p.Grade)+"  "+GradeName(p), GradeColor(p.Grade))
	// Each value names the position it is about: the best move's line
	// starts before the move played, the verdict's value after it.
	var lines []string
	if p.Best != game.NoMove && p.Best != p.Move {
		lines = append(lines,
			i18n.Format(i18n.MsgReviewBestWas, i18n.Args{"Move": p.Best.String()}),
			i18n.Format(i18n.MsgReviewBefore, i18n.Args{"Move": p.Move.String(), "Value": valueText(p.Before, p.Mover, v.blackChanceBefore(k))}))
	}
	lines = append(lines, i18n.Format(i18n.MsgReviewAfter, i18n.Args{"Move": p.Move.String(), "Value": valueText(p.After, p.Mover.Other(), p.BlackChance)}))
	if v.rev.FirstLost == k-1 && !v.rev.LostFromStart {
		loser := p.Mover
		if p.After.Proven && !p.After.Win {
			loser = p.Mover.Other()
		}
		lines = append(lines, i18n.T(pickColor(loser, i18n.MsgReviewBlackLostHere, i18n.MsgReviewWhiteLostHere)))
	}
	lines = append(lines, v.comments(k-1)...)
	v.detail.SetText(strings.Join(lines, "\n"))
	v.line.SetText(lineText(p.PV))
}

// comments returns the comments after move i without the review's
// [%...] commands, leaving out those that held nothing else.
func (v *View) comments(i int) []string {
	var out []string
	for _, c := range v.game.Comments(i) {
		if c = game.StripCommands(c); c != "" {
			out = append(out, c)
		}
	}
	return out
}

// blackChanceBefore is Black's winning chance in the position before
// move k (1-based), as the graph shows it.
func (v *View) blackChanceBefore(k int) float64 {
	if k == 1 {
		return v.rev.StartBlackChance
	}
	return v.rev.Plies[k-2].BlackChance
}

// startText describes the start position's value, if reviewed: proven
// (and lost from there for the loser) or Black's winning chances.
func (v *View) startText() string {
	if v.rev == nil {
		return ""
	}
	if len(v.rev.Plies) == 0 {
		return i18n.Format(i18n.MsgReviewChances, i18n.Args{"Percent": i18n.Percent(v.rev.StartBlackChance)})
	}
	if v.rev.Missing != nil && v.rev.Missing[0] {
		return i18n.T(i18n.MsgReviewNotYet) // a stopped review did not reach it
	}
	p := v.rev.Plies[0]
	text := valueText(p.Before, p.Mover, v.rev.StartBlackChance)
	if v.rev.LostFromStart {
		loser := p.Mover
		if p.Before.Win {
			loser = p.Mover.Other()
		}
		text += "\n" + i18n.T(pickColor(loser, i18n.MsgReviewBlackLostFromStart, i18n.MsgReviewWhiteLostFromStart))
	}
	return text
}

// setGrade sets the heading of the verdict in colour c (nil: the theme's
// foreground).
func (v *View) setGrade(text string, c color.Color) {
	if c == nil {
		c = theme.Color(theme.ColorNameForeground)
	}
	v.grade.Text, v.grade.Color = text, c
	v.grade.Refresh()
}

// showSummary fills both players' summaries; a player who made no move
// has none to judge, and one whose moves a stopped analysis did not reach
// none graded yet: neither is an accuracy of 100%.
func (v *View) showSummary() {
	var moved, graded [2]bool
	if v.rev != nil {
		for _, p := range v.rev.Plies {
			moved[p.Mover] = true
			graded[p.Mover] = graded[p.Mover] || p.Grade != review.GradeNone || !v.rev.Stopped
		}
	}
	for c := range v.summary {
		switch {
		case v.rev == nil:
			v.summary[c].SetText("–")
		case !moved[c]:
			v.summary[c].SetText(i18n.T(i18n.MsgReviewNoMoves))
		case !graded[c]:
			v.summary[c].SetText(i18n.T(i18n.MsgReviewNoneGraded))
		default:
			v.summary[c].SetText(SummaryText(v.rev.Summary[c]))
		}
	}
}

// closing cancels the analysis and the language and orientation
// listeners.
func (v *View) closing() {
	v.job.Close()
	v.findJob.Close()
	if v.stopLang != nil {
		v.stopLang()
	}
	v.stopFlip()
}

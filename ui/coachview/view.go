// Package coachview shows the coach of a game against the computer under
// the main window's move list: the grade of the person's last move as the
// review gives it, in the review's colour, the better move (also as an
// arrow on the board), after a mistake or a blunder Take back, and the
// coach's latest revision of an earlier grade.
package coachview

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/board"
	"github.com/konane/konane/ui/reviewview"
)

// markSize is the side of the grade's coloured mark, in Fyne units.
const markSize = 14

// Host is what the coach's display needs from the main window.
type Host struct {
	Ctl   *play.Controller // the coach, the live game, the ply on show
	Board *board.Board     // where the better move is drawn as an arrow
}

// View is the coach's display: hidden while the coach has nothing to say.
// UI goroutine only.
type View struct {
	host     Host
	title    *widget.Label
	mark     *canvas.Rectangle
	grade    *widget.Label // the move and its grade ("12. d4-d6?  Mistake"), or "Looking at…"
	better   *widget.Label // "Best was f4-d4"
	takeBack *widget.Button
	revised  *widget.Label // "Revised: 7. c3-c5 Mistake, not Good: …", hidden when none
	box      *fyne.Container
	arrow    game.Move // the arrow this view set on the board, NoMove for none
}

// New returns the coach's display of h.Ctl's coach.
func New(h Host) *View {
	v := &View{host: h, arrow: game.NoMove}
	v.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.mark = canvas.NewRectangle(color.Transparent)
	v.mark.CornerRadius = 3
	v.grade = widget.NewLabel("")
	v.grade.Truncation = fyne.TextTruncateEllipsis
	v.better = widget.NewLabel("")
	v.better.Truncation = fyne.TextTruncateEllipsis
	v.revised = widget.NewLabel("")
	v.revised.Wrapping = fyne.TextWrapWord
	v.revised.Hide()
	v.takeBack = widget.NewButtonWithIcon("", theme.ContentUndoIcon(), h.Ctl.Coach().TakeBack)
	mark := container.NewCenter(container.New(layout.NewGridWrapLayout(fyne.NewSquareSize(markSize)), v.mark))
	v.box = container.NewVBox(widget.NewSeparator(), v.title,
		container.NewBorder(nil, nil, mark, nil, v.grade),
		container.NewBorder(nil, nil, nil, v.takeBack, v.better), v.revised)
	v.Relabel()
	v.box.Hide()
	return v
}

// Object returns the display's canvas object.
func (v *View) Object() fyne.CanvasObject { return v.box }

// Relabel sets the texts in the current language.
func (v *View) Relabel() {
	v.title.SetText(i18n.T(i18n.MsgCoachTitle))
	v.takeBack.SetText(i18n.T(i18n.MsgCoachTakeBack))
	v.Refresh()
	v.box.Refresh()
}

// Refresh shows what the coach says of the person's last move: the
// grading under way, or its verdict; the better move's arrow is on the
// board while the live game is on show. It reports whether the display
// came, went or changed its height, so that its container lays it out
// again.
func (v *View) Refresh() bool {
	was, button, revised := v.box.Visible(), v.takeBack.Visible(), v.revised.Text
	ctl := v.host.Ctl
	k := ctl.Coach()
	verdict, ok := k.Verdict()
	ply, pending := k.Pending()
	switch {
	case ok:
		v.showVerdict(verdict)
	case pending:
		v.mark.FillColor = color.Transparent
		v.mark.Refresh()
		v.grade.SetText(i18n.Format(i18n.MsgCoachLooking, i18n.Args{"Move": reviewview.MoveText(ctl.Game(), ply, 0)}))
		v.better.SetText("")
		v.takeBack.Hide()
	}
	v.showRevision()
	if ok || pending {
		v.box.Show()
	} else {
		v.box.Hide()
	}
	arrow := game.NoMove
	if _, viewing := ctl.ViewedPly(); ok && !viewing {
		arrow = verdict.Better
	}
	v.setArrow(arrow)
	return v.box.Visible() != was || v.takeBack.Visible() != button || v.revised.Text != revised
}

// showRevision shows the coach's latest revision of an earlier grade, or
// hides its line when there is none.
func (v *View) showRevision() {
	r, ok := v.host.Ctl.Coach().Revised()
	g := v.host.Ctl.Game()
	if !ok || r.Now.Ply >= g.Ply() {
		v.revised.SetText("")
		v.revised.Hide()
		return
	}
	v.revised.SetText(i18n.Format(i18n.MsgCoachRevised, i18n.Args{
		"Move": reviewview.MoveText(g, r.Now.Ply, 0),
		"Now":  reviewview.GradeName(r.Now.Review),
		"Was":  reviewview.GradeName(r.Was.Review),
	}))
	v.revised.Show()
}

// showVerdict shows verdict: the move with its grade in the review's
// words and colour, the better move and Take back when offered.
func (v *View) showVerdict(verdict play.Verdict) {
	g := v.host.Ctl.Game()
	text := reviewview.MoveText(g, verdict.Ply, verdict.Grade) + "  " + reviewview.GradeName(verdict.Review)
	v.grade.SetText(text)
	c := reviewview.GradeColor(verdict.Grade)
	if c == nil {
		c = color.Transparent
	}
	v.mark.FillColor = c
	v.mark.Refresh()
	if verdict.Better != game.NoMove {
		v.better.SetText(i18n.Format(i18n.MsgReviewBestWas, i18n.Args{"Move": verdict.Better.String()}))
	} else {
		v.better.SetText("")
	}
	if verdict.TakeBack() {
		v.takeBack.Show()
	} else {
		v.takeBack.Hide()
	}
}

// setArrow draws m on the board, or takes the coach's arrow away
// (NoMove); an arrow another view set is left alone.
func (v *View) setArrow(m game.Move) {
	if m == v.arrow {
		return
	}
	if m != game.NoMove || v.host.Board.Arrow() == v.arrow {
		v.host.Board.SetArrow(m)
	}
	v.arrow = m
}

// Text returns the verdict's texts on show (for tests and probes): the
// move with its grade, the better move, and whether Take back is shown;
// all empty when the display is hidden.
func (v *View) Text() (grade, better string, takeBack bool) {
	if !v.box.Visible() {
		return "", "", false
	}
	return v.grade.Text, v.better.Text, v.takeBack.Visible()
}

// Revision returns the revision on show, "" when none (for tests and
// probes).
func (v *View) Revision() string {
	if !v.box.Visible() || !v.revised.Visible() {
		return ""
	}
	return v.revised.Text
}

// TakeBackButton returns the Take back button (tests tap it).
func (v *View) TakeBackButton() *widget.Button { return v.takeBack }

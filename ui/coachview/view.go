// Package coachview shows the coach of a game against the computer under
// the main window's move list: the grade of the person's last move as the
// review gives it, in the review's colour, the better move with Show
// (the position the move was played from, the better move drawn on it as
// an arrow), after a mistake or a blunder Take back, and the coach's
// latest revision of an earlier grade.
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
	grade    *widget.Label  // the move and its grade ("12. d4-d6?  Mistake"), or "Looking at…"
	better   *widget.Label  // "Best was f4-d4"
	show     *widget.Button // shows the position the graded move was played from
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
	v.show = widget.NewButtonWithIcon("", theme.VisibilityIcon(), v.showPosition)
	v.takeBack = widget.NewButtonWithIcon("", theme.ContentUndoIcon(), h.Ctl.Coach().TakeBack)
	mark := container.NewCenter(container.New(layout.NewGridWrapLayout(fyne.NewSquareSize(markSize)), v.mark))
	v.box = container.NewVBox(widget.NewSeparator(), v.title,
		container.NewBorder(nil, nil, mark, v.show, v.grade),
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
	v.show.SetText(i18n.T(i18n.MsgCoachShow))
	v.takeBack.SetText(i18n.T(i18n.MsgCoachTakeBack))
	v.Refresh()
	v.box.Refresh()
}

// Refresh shows what the coach says of the person's last move: the
// grading under way, or its verdict; the better move's arrow is on the
// board while the position the graded move was played from is on show
// (arrowOf). It reports whether the display came, went or changed its
// height, so that its container lays it out again.
func (v *View) Refresh() bool {
	was, button, revised := v.box.Visible(), v.takeBack.Visible() || v.show.Visible(), v.revised.Text
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
		v.show.Hide()
		v.takeBack.Hide()
	}
	v.showRevision()
	if ok || pending {
		v.box.Show()
	} else {
		v.box.Hide()
	}
	arrow := game.NoMove
	if ok {
		arrow = v.arrowOf(verdict)
	}
	v.setArrow(arrow)
	return v.box.Visible() != was || (v.takeBack.Visible() || v.show.Visible()) != button || v.revised.Text != revised
}

// arrowOf returns the better move of verdict while the board shows the
// position its move was played from (onShow); NoMove otherwise.
func (v *View) arrowOf(verdict play.Verdict) game.Move {
	if onShow, ok := v.betterShown(verdict); ok && onShow {
		return verdict.Better
	}
	return game.NoMove
}

// betterShown reports whether verdict's better move can be shown: it is
// legal in the position the graded move was played from, that move still
// in the live game (ok); and whether that position is on show (onShow).
func (v *View) betterShown(verdict play.Verdict) (onShow, ok bool) {
	g := v.host.Ctl.Game()
	if verdict.Better == game.NoMove || verdict.Ply >= g.Ply() || g.Moves()[verdict.Ply] != verdict.Move {
		return false, false
	}
	if pos := g.PositionAt(verdict.Ply); !pos.IsLegal(verdict.Better) {
		return false, false
	}
	ply, viewing := v.host.Ctl.ViewedPly()
	return viewing && ply == verdict.Ply, true
}

// showPosition shows the position the verdict's move was played from,
// where the better move is drawn; "Back to game" under the move list
// returns to the live game.
func (v *View) showPosition() {
	if verdict, ok := v.host.Ctl.Coach().Verdict(); ok {
		v.host.Ctl.ShowPly(verdict.Ply)
	}
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
// words and colour, the better move with Show (hidden while its position
// is on show, or where it could not be drawn), and Take back when offered.
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
	if onShow, ok := v.betterShown(verdict); ok && !onShow {
		v.show.Show()
	} else {
		v.show.Hide()
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

// ShowButton returns the Show button (tests tap it); hidden while there
// is no better move or its position is on show.
func (v *View) ShowButton() *widget.Button { return v.show }

// TakeBackButton returns the Take back button (tests tap it).
func (v *View) TakeBackButton() *widget.Button { return v.takeBack }

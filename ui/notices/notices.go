// Package notices is the main window's queue of notices: messages for the
// person that hold the game while one is on show, and that wait, while the
// window starts, to be shown one after another once it is built.
package notices

import (
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/uikit"
	"github.com/konane/konane/ui/internal/visible"
)

// Notice is a message for the person: a title and a text, and for a
// damaged file set aside its folder, given on a line of its own.
type Notice struct {
	Title, Text string
	Folder      string // the folder of a damaged file set aside; "" for none
	Damaged     bool   // a damaged file was set aside
}

// Damaged is the notice that a damaged file was set aside as aside (a full
// path; "" when it could not be kept): msg names the file by its name
// only, its folder goes on a line of its own, so that long paths never
// break in the middle of a word.
func Damaged(title string, msg *goi18n.Message, aside string) Notice {
	return Notice{
		Title:   title,
		Text:    i18n.Format(msg, i18n.Args{"Path": visible.Name(filepath.Base(aside))}),
		Folder:  filepath.Dir(aside),
		Damaged: true,
	}
}

// Host is the game the notices hold (a *play.Controller): Hold and
// Release stop and restart the computer, HoldWhile sets what keeps it
// stopped.
type Host interface {
	Hold()
	Release()
	HoldWhile(held func() bool)
}

// Queue shows the notices over one window. While the window starts
// (Starting until ShowStart) it holds them back; later ones show at once.
// It runs on the UI goroutine.
type Queue struct {
	win   fyne.Window
	game  Host
	start bool     // the window starts: notices wait for ShowStart
	held  []Notice // the notices raised while the window starts
	open  bool     // the start-up notices are on show
	after []func() // what waits for the start-up notices to close
	stop  func()   // forgets the listener of notices (Close)
	over  func()   // the Game over dialog waiting for the notices, or nil
}

// New returns the queue of win. It holds game while the window starts and
// while a notice is on show over win (uikit.NoticeOn: these, an error, a
// question): the computer starts no move and Game over waits
// (HoldGameOver); the last one closed, the game goes on.
func New(win fyne.Window, game Host) *Queue {
	q := &Queue{win: win, game: game}
	c := win.Canvas()
	game.HoldWhile(func() bool { return q.start || uikit.NoticeOn(c) })
	q.stop = uikit.OnNotices(c, func(open bool) {
		if open {
			game.Hold()
			return
		}
		game.Release()
		if f := q.over; f != nil {
			q.over = nil
			f()
		}
	})
	return q
}

// Starting holds the notices told from now on until ShowStart.
func (q *Queue) Starting() { q.start = true }

// Close forgets the queue's listener of notices (the window closed).
func (q *Queue) Close() { q.stop() }

// Tell shows n now, or after the start-up notices while the window starts.
func (q *Queue) Tell(n Notice) {
	if q.start {
		q.held = append(q.held, n)
		return
	}
	q.show([]Notice{n}, nil)
}

// After runs f once the start-up notices are closed (at once when there
// are none on show).
func (q *Queue) After(f func()) {
	if q.start || q.open {
		q.after = append(q.after, f)
		return
	}
	f()
}

// ShowStart ends the start: the held notices are shown, damaged files
// first (several in one dialog), each dialog after the one before is
// closed, and then what waited for them runs. The game goes on if no
// notice is on show.
func (q *Queue) ShowStart() {
	q.start = false
	held := q.held
	q.held = nil
	var damaged, other []Notice
	for _, n := range held {
		if n.Damaged {
			damaged = append(damaged, n)
		} else {
			other = append(other, n)
		}
	}
	var dialogs [][]Notice
	if len(damaged) > 0 {
		dialogs = append(dialogs, damaged)
	}
	for _, n := range other {
		dialogs = append(dialogs, []Notice{n})
	}
	q.open = true
	q.chain(dialogs)
	q.game.Release()
}

// chain shows the first dialog of the chain and the rest when it closes,
// then runs what waited.
func (q *Queue) chain(dialogs [][]Notice) {
	if len(dialogs) == 0 {
		q.open = false
		waiting := q.after
		q.after = nil
		for _, f := range waiting {
			f()
		}
		return
	}
	q.show(dialogs[0], func() { q.chain(dialogs[1:]) })
}

// show shows ns in one dialog and calls closed (if not nil) when it is
// closed. Several damaged-file notices get a title of their own; a folder
// line is given once when all files lie in one folder.
func (q *Queue) show(ns []Notice, closed func()) {
	title := ns[0].Title
	if len(ns) > 1 {
		title = i18n.T(i18n.MsgDamagedFilesTitle)
	}
	var folders []string
	for _, n := range ns {
		if n.Folder != "" && !slices.Contains(folders, n.Folder) {
			folders = append(folders, n.Folder)
		}
	}
	var parts []string
	for _, n := range ns {
		text := n.Text
		if n.Folder != "" && len(folders) > 1 {
			text += "\n" + FolderLine(n.Folder)
		}
		parts = append(parts, text)
	}
	if len(folders) == 1 {
		parts[len(parts)-1] += "\n" + FolderLine(folders[0])
	}
	l := widget.NewLabel(strings.Join(parts, "\n\n"))
	l.Wrapping = fyne.TextWrapWord
	d := uikit.NewCustom(title, i18n.T(i18n.MsgButtonOK), uikit.WrapAt(l, uikit.DialogTextWidth), q.win)
	if closed != nil {
		d.SetOnClosed(closed)
	}
	uikit.ShowNotice(q.win, d)
}

// HoldGameOver keeps show, which shows the Game over dialog, for when the
// notices on show are closed, so that it never covers one, and reports
// whether it did (false: nothing is on show, call show now).
func (q *Queue) HoldGameOver(show func()) bool {
	if !uikit.NoticeOn(q.win.Canvas()) {
		return false
	}
	q.over = show
	return true
}

// FolderLine is "Folder: DIR" with a break opportunity after every path
// separator of DIR (i18n.FyneWordBreak: Fyne wraps there, and it takes no
// room), so that a folder too long for the dialog wraps between its folder
// names.
func FolderLine(dir string) string {
	sep := string(filepath.Separator)
	return i18n.Format(i18n.MsgDamagedFileFolder, i18n.Args{
		"Folder": strings.ReplaceAll(visible.Name(dir), sep, sep+string(i18n.FyneWordBreak))})
}

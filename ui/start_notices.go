package ui

import (
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/uikit"
)

// notice is a message for the person. Those raised while the window starts
// are held and shown one after another once it is built (showStartNotices):
// the notices of damaged files set aside first, in one dialog, then the
// others, then what waits for them (the tutorial offer, a file to open).
type notice struct {
	title, text string
	folder      string // the folder of a damaged file set aside; "" for none
	damaged     bool   // a damaged file was set aside
}

// damagedNotice is the notice that a damaged file was set aside as aside
// (a full path; "" when it could not be kept): msg names the file by its
// name only, its folder goes on a line of its own, so that long paths
// never break in the middle of a word.
func damagedNotice(title string, msg *goi18n.Message, aside string) notice {
	return notice{
		title:   title,
		text:    i18n.Format(msg, i18n.Args{"Path": filepath.Base(aside)}),
		folder:  filepath.Dir(aside),
		damaged: true,
	}
}

// tell shows n now, or after the start-up notices while the window starts.
func (w *Window) tell(n notice) {
	if w.starting {
		w.notices = append(w.notices, n)
		return
	}
	w.showNotices([]notice{n}, nil)
}

// afterNotices runs f once the start-up notices are closed (at once when
// there are none on show).
func (w *Window) afterNotices(f func()) {
	if w.starting || w.noticesOpen {
		w.afterStart = append(w.afterStart, f)
		return
	}
	f()
}

// showStartNotices ends the start: the held notices are shown, damaged
// files first (several in one dialog), each dialog after the one before is
// closed, and then what waited for them runs.
func (w *Window) showStartNotices() {
	w.starting = false
	held := w.notices
	w.notices = nil
	slices.SortStableFunc(held, func(a, b notice) int {
		switch {
		case a.damaged == b.damaged:
			return 0
		case a.damaged:
			return -1
		}
		return 1
	})
	var damaged, other []notice
	for _, n := range held {
		if n.damaged {
			damaged = append(damaged, n)
		} else {
			other = append(other, n)
		}
	}
	var dialogs [][]notice
	if len(damaged) > 0 {
		dialogs = append(dialogs, damaged)
	}
	for _, n := range other {
		dialogs = append(dialogs, []notice{n})
	}
	w.noticesOpen = true
	w.showNoticeChain(dialogs)
}

// showNoticeChain shows the first dialog of the chain and the rest when it
// closes, then runs what waited.
func (w *Window) showNoticeChain(chain [][]notice) {
	if len(chain) == 0 {
		w.noticesOpen = false
		waiting := w.afterStart
		w.afterStart = nil
		for _, f := range waiting {
			f()
		}
		return
	}
	w.showNotices(chain[0], func() { w.showNoticeChain(chain[1:]) })
}

// showNotices shows notices in one dialog and calls closed (if not nil)
// when it is closed. Several damaged-file notices get a title of their
// own; a folder line is given once when all files lie in one folder.
func (w *Window) showNotices(ns []notice, closed func()) {
	title := ns[0].title
	if len(ns) > 1 {
		title = i18n.T(i18n.MsgDamagedFilesTitle)
	}
	var folders []string
	for _, n := range ns {
		if n.folder != "" && !slices.Contains(folders, n.folder) {
			folders = append(folders, n.folder)
		}
	}
	var parts []string
	for _, n := range ns {
		text := n.text
		if n.folder != "" && len(folders) > 1 {
			text += "\n" + folderLine(n.folder)
		}
		parts = append(parts, text)
	}
	if len(folders) == 1 {
		parts[len(parts)-1] += "\n" + folderLine(folders[0])
	}
	l := widget.NewLabel(strings.Join(parts, "\n\n"))
	l.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom(title, i18n.T(i18n.MsgButtonOK), uikit.WrapAt(l, uikit.DialogTextWidth), w.win)
	if closed != nil {
		d.SetOnClosed(closed)
	}
	uikit.ShowClosable(w.win, d)
}

// folderLine is "Folder: DIR" with a break opportunity after every path
// separator of DIR (a hair space, where Fyne wraps), so that a folder too
// long for the dialog wraps between its folder names.
func folderLine(dir string) string {
	sep := string(filepath.Separator)
	return i18n.Format(i18n.MsgDamagedFileFolder, i18n.Args{
		"Folder": strings.ReplaceAll(dir, sep, sep+string(i18n.FyneWordBreak))})
}

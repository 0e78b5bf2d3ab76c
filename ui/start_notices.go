package ui

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/internal/uikit"
	"github.com/konane/konane/ui/tutorview"
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
	w.ctl.Release() // the game goes on if no notice is on show
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
	d := uikit.NewCustom(title, i18n.T(i18n.MsgButtonOK), uikit.WrapAt(l, uikit.DialogTextWidth), w.win)
	if closed != nil {
		d.SetOnClosed(closed)
	}
	uikit.ShowNotice(w.win, d)
}

// holdForNotices makes the game wait while a notice is on show over the
// window (uikit.NoticeOn: these notices, an error, a question) and while
// the window starts, its notices not shown yet: the computer starts no
// move, a game it plays against itself stands still, and the Game over
// dialog waits (holdGameOver). When the last one is closed, the game goes
// on.
func (w *Window) holdForNotices() {
	c := w.win.Canvas()
	w.ctl.HoldWhile(func() bool { return w.starting || uikit.NoticeOn(c) })
	w.stopNotices = uikit.OnNotices(c, func(open bool) {
		if open {
			w.ctl.Hold()
			return
		}
		w.ctl.Release()
		if f := w.heldOver; f != nil {
			w.heldOver = nil
			f()
		}
	})
}

// holdGameOver keeps the Game over dialog of the live game for when the
// notices on show are closed, so that it never covers one, and reports
// whether it did. A game replaced or taken back meanwhile shows none.
func (w *Window) holdGameOver() bool {
	if !uikit.NoticeOn(w.win.Canvas()) {
		return false
	}
	g := w.ctl.Game()
	w.heldOver = func() {
		if w.ctl.Game() == g && g.Over() {
			w.gameOver(g.Result())
		}
	}
	return true
}

// folderLine is "Folder: DIR" with a break opportunity after every path
// separator of DIR (i18n.FyneWordBreak: Fyne wraps there, and it takes no
// room), so that a folder too long for the dialog wraps between its folder
// names.
func folderLine(dir string) string {
	sep := string(filepath.Separator)
	return i18n.Format(i18n.MsgDamagedFileFolder, i18n.Args{
		"Folder": strings.ReplaceAll(dir, sep, sep+string(i18n.FyneWordBreak))})
}

// SettingsPath returns the file where Fyne keeps the preferences of the app
// called appID (language, recent files, New game choices): preferences.json
// in Fyne's configuration folder for this system.
func SettingsPath(appID string) string {
	home, _ := os.UserHomeDir()
	var root string
	switch runtime.GOOS {
	case "darwin":
		root = filepath.Join(home, "Library", "Preferences", "fyne")
	case "windows":
		root = filepath.Join(home, "AppData", "Roaming", "fyne")
	default:
		cfg, err := os.UserConfigDir()
		if err != nil {
			cfg = filepath.Join(home, ".config")
		}
		root = filepath.Join(cfg, "fyne")
	}
	return filepath.Join(root, appID, "preferences.json")
}

// CheckSettings looks at the settings file of appID before Fyne reads it:
// a damaged one (empty, cut short, not JSON) is set aside as
// preferences-corrupt-TIME.json and the error, for Options.SettingsErr,
// says where. Fyne would otherwise log "Preferences load error" and start
// with empty settings, losing the file at its next write.
func CheckSettings(appID string) error {
	return store.CheckJSONFile(SettingsPath(appID))
}

// tellSettingsDamage tells the person once that the settings file was
// damaged and set aside (err from CheckSettings; nil: nothing happened).
func (w *Window) tellSettingsDamage(err error) {
	var ce *store.CorruptError
	if errors.As(err, &ce) {
		w.tell(damagedNotice(i18n.T(i18n.MsgDamagedFileTitle), i18n.MsgSettingsDamaged, ce.Aside))
	}
}

// tutorialOfferedKey is the preference that remembers that the tutorial
// was offered on the first start, so that it is offered only once.
const tutorialOfferedKey = "tutorial.offered"

// tutorial opens the tutorial window (Help menu, toolbar); its "Play now…"
// opens the New game dialog.
func (w *Window) tutorial() {
	tutorview.Show(w.app, w.win, w.tutorialHost())
}

// tutorialHost is what the tutorial gets from the main window: "Play now…"
// opens the New game dialog.
func (w *Window) tutorialHost() tutorview.Host { return tutorview.Host{OnPlayNow: w.newGame} }

// offerTutorial asks, on the very first start only, whether the person
// wants the tutorial. It reports whether it asked. The offer counts as
// made once it is shown, whatever ends it (an answer, a closed window, a
// signal), and it is never shown over a resumed game: a game saved by an
// earlier session means the first start is past, even if the mark of the
// offer never reached the disk (the app was killed while it was open).
func (w *Window) offerTutorial() bool {
	prefs := w.app.Preferences()
	if prefs.Bool(tutorialOfferedKey) {
		return false
	}
	prefs.SetBool(tutorialOfferedKey, true)
	if w.resumed {
		w.tracef("tutorial not offered over a resumed game")
		return false
	}
	w.tracef("tutorial offered")
	text := widget.NewLabel(i18n.T(i18n.MsgTutorOffer))
	text.Wrapping = fyne.TextWrapWord
	d := uikit.NewCustomConfirm(i18n.T(i18n.MsgTutorTitle), i18n.T(i18n.MsgTutorOfferStart),
		i18n.T(i18n.MsgTutorOfferLater), uikit.WrapAt(text, uikit.DialogTextWidth), func(ok bool) {
			if ok {
				w.tutorial()
			}
		}, w.win)
	uikit.ShowConfirm(w.win, d)
	return true
}

// offerTutorialAtStart offers the tutorial on the very first start of the
// app, except when it shows a demo game (the screenshots), plays a script
// (the process test) or opens a file (a saved game was double-clicked);
// it asks once the start-up notices (damaged files) are closed.
func (w *Window) offerTutorialAtStart(opts Options) {
	if opts.Demo == "" && opts.Script == "" && opts.OpenFile == "" {
		w.afterNotices(func() { w.offerTutorial() })
	}
}

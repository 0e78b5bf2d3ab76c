package ui

import (
	"fmt"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/internal/errtext"
	"github.com/konane/konane/ui/internal/uikit"
	"github.com/konane/konane/ui/kgnfile"
)

// open lets the person pick a .kgn file and loads it. The computer stops
// thinking while the dialog is open; cancelling changes nothing and a file
// with an error changes nothing either.
func (w *Window) open() {
	w.ctl.Pause()
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			w.ctl.Resume()
			if err != nil {
				w.openFailed(errtext.OpenFailure(err))
			}
			return
		}
		w.load(r)
	}, w.win)
	kgnfile.ShowOpen(d, w.win, i18n.T(i18n.MsgDialogOpenTitle), w.file)
}

// load reads a game from r and shows it, or shows why it cannot. It reports
// whether the file holds a game; a file with an error leaves the game on
// show, the Save target and the autosave as they were. When the opened game
// would replace an unfinished game with moves, the person is asked first,
// and No leaves everything as it was too.
func (w *Window) load(r fyne.URIReadCloser) bool {
	defer r.Close()
	name := r.URI().Name()
	data, err := kgnfile.Read(r)
	if err != nil {
		w.ctl.Resume()
		w.openFailed(errtext.OpenFile(name, errtext.Reason(err)))
		return false
	}
	return w.loadData(r.URI(), data)
}

// loadData shows the game in data, the text of the file u, as load does,
// with the computer paused; it resumes the computer if nothing is shown.
// The question before an unfinished game is discarded names the file; a
// newer file (sent by another copy, say) replaces a question still open,
// so that the last file asked for is the one that opens.
func (w *Window) loadData(u fyne.URI, data []byte) bool {
	g, err := game.ParseKGN(data)
	if err != nil {
		if w.openQuestion == nil {
			w.ctl.Resume()
		}
		w.openFailed(errtext.KGN(u.Name(), err, data))
		return false
	}
	w.fileResult()
	ticket := new(int) // this request; answers to an older one are dropped
	w.openTicket = ticket
	if old := w.openQuestion; old != nil {
		w.openQuestion = nil
		old.Hide()
	}
	answered := func() bool {
		if w.openTicket != ticket {
			return false
		}
		w.openTicket, w.openQuestion = nil, nil
		return true
	}
	q := w.afterDiscard(i18n.Format(i18n.MsgDiscardForOpen, i18n.Args{"Name": u.Name()}), func() {
		if !answered() {
			return
		}
		w.hideGameOver()
		w.file = u
		w.ctl.Load(g)
		w.fileHolds()
		w.showFile()
		w.addRecent(u)
		w.showStoredReview(g)
		w.tracef("opened %s: %d moves", u.Name(), g.Ply())
	}, func() {
		if answered() {
			w.ctl.Resume()
		}
	})
	if q != nil && w.openTicket == ticket {
		w.openQuestion = q
	}
	return true
}

// save writes the game to the file it came from or was last saved to, and
// asks for a file name the first time.
func (w *Window) save() {
	if w.file == nil {
		w.saveAs()
		return
	}
	w.writeTo(w.file)
}

// saveAs lets the person choose where to save the game. A name typed
// without the extension gets ".kgn"; if that file exists, the person is
// asked before it is replaced; cancelling writes nothing.
func (w *Window) saveAs() { w.liveSaver().SaveAs() }

// saveChosen writes the game to u, the file chosen in the save dialog with
// its extension. When ask is set and u exists, the person confirms first
// (our dialog, in the current language); No writes nothing.
func (w *Window) saveChosen(u fyne.URI, ask bool) { w.liveSaver().Chosen(u, ask) }

// writeTo saves the game into u and remembers u for Save (see
// kgnfile.Saver.WriteTo).
func (w *Window) writeTo(u fyne.URI) bool { return w.liveSaver().WriteTo(u) }

// saveGameAs lets the person choose a file for g, which is not the live
// game (the review window saves the reviewed game with its verdicts): the
// dialogs show on parent, the dialog offers the file name name (empty: a
// dated one), and the main window's Save keeps its own file.
func (w *Window) saveGameAs(g *game.Game, parent fyne.Window, name string) {
	w.gameSaver(g, parent, name).SaveAs()
}

// liveSaver saves the live game from the main window, offering the name of
// the file it came from or was last saved to. Once written, the file is
// the one Save writes to and heads the recent files, and what waited for
// the save (afterSave, set by leave) runs; a failed or cancelled save
// drops what waited.
func (w *Window) liveSaver() kgnfile.Saver {
	return kgnfile.Saver{
		Parent: w.win,
		Name:   kgnfile.Name(w.file),
		Near:   w.file,
		Data:   func() []byte { return play.FileKGN(w.ctl.Game()) },
		Done: func(u fyne.URI, ok bool) {
			then := w.afterSave
			w.afterSave = nil
			if !ok {
				return
			}
			w.file = u
			w.saved(u)
			w.addRecent(u)
			if then != nil {
				then()
			}
		},
		Cancelled: func() { w.afterSave = nil }, // the person stays
	}
}

// gameSaver saves g, which is not the live game, with its dialogs on
// parent, offering the file name name (empty: a dated one); the file
// written heads the recent files.
func (w *Window) gameSaver(g *game.Game, parent fyne.Window, name string) kgnfile.Saver {
	return kgnfile.Saver{
		Parent: parent,
		Name:   name,
		Near:   w.file,
		Data:   func() []byte { return play.FileKGN(g) },
		Done: func(u fyne.URI, ok bool) {
			if ok {
				w.addRecent(u)
			}
		},
	}
}

// confirm asks a yes/no question with our own texts and runs yes on Yes.
func (w *Window) confirm(title, text string, yes func()) { w.ask(title, text, yes, nil) }

// ask asks a yes/no question with our own texts on the main window, runs
// yes on Yes and no (if not nil) on No, and returns the dialog.
func (w *Window) ask(title, text string, yes, no func()) *uikit.ConfirmDialog {
	return uikit.Ask(w.win, title, text, yes, no)
}

// openPath opens the saved game at path (a file named on the command line,
// by the desktop or by a second copy of the app) exactly as Game → Open
// does: a file with an error gives the same dialog, with line and column,
// and changes nothing; an unfinished game with moves on the board is
// discarded only after a question. A missing file is told as such, and a
// name that is no regular file (a FIFO, a device) is refused unread. The
// file is read on a goroutine of its own, never on the UI goroutine.
func (w *Window) openPath(path string) {
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	w.openLocal(storage.NewFileURI(abs), abs)
}

// openLocal opens the saved game u, the local file path, as Game → Open
// does, reading it with readGame; a file that cannot be read is told with
// its name and why, and changes nothing.
func (w *Window) openLocal(u fyne.URI, path string) {
	w.ctl.Pause()
	w.readGame(path, func(data []byte, err error) {
		if err != nil {
			w.ctl.Resume()
			w.openFailed(errtext.OpenFile(u.Name(), errtext.ReadReason(err)))
			return
		}
		w.loadData(u, data)
	})
}

// readGame reads the saved game at path (readGameFile) on a goroutine of
// its own (w.async) and passes its text to done on the UI goroutine,
// unless the window has closed meanwhile.
func (w *Window) readGame(path string, done func(data []byte, err error)) {
	do := w.ctl.Do
	w.async(func() {
		data, err := readGameFile(path)
		do(func() {
			if !w.ctl.Closed() {
				done(data, err)
			}
		})
	})
}

// openFailed shows why a file could not be opened, in place of an error
// about an earlier file still on show, and traces it.
func (w *Window) openFailed(text string) {
	w.tracef("open failed: %s", text)
	w.fileResult()
	w.openError = uikit.ShowError(w.win, text)
}

// fileResult closes the error dialog about an earlier file, if it is still
// open: a newer file's result (its game, its question or its own error)
// takes its place, so that no old error stays over the new game.
func (w *Window) fileResult() {
	if d := w.openError; d != nil {
		w.openError = nil
		d.Hide()
	}
}

// tracef writes a line to Options.Trace, if set.
func (w *Window) tracef(format string, args ...any) {
	if w.trace != nil {
		fmt.Fprintf(w.trace, "konane: "+format+"\n", args...)
	}
}

// readGameFile returns the text of the saved game at path (kgnfile.ReadPath:
// a file too large gives its size; a name that is not a regular file fails
// unread).
func readGameFile(path string) ([]byte, error) { return kgnfile.ReadPath(path) }

// Recent files: the last games opened or saved, newest first, kept in the
// preferences as URIs.
const (
	prefRecent = "files.recent"
	maxRecent  = 5
)

// recentFiles returns the list of recent files, newest first.
func (w *Window) recentFiles() []string {
	return w.app.Preferences().StringList(prefRecent)
}

// addRecent puts u at the top of the recent files, keeping maxRecent, and
// drops an older entry for the same file (sameFileURI).
func (w *Window) addRecent(u fyne.URI) {
	list := []string{u.String()}
	for _, s := range w.recentFiles() {
		if !sameFileURI(s, u) && len(list) < maxRecent {
			list = append(list, s)
		}
	}
	w.app.Preferences().SetStringList(prefRecent, list)
	w.rebuildMenu()
}

// sameFileURI reports whether the recent entry s names the file of u: for
// two file URIs of existing files, whether they are the same file on disk
// (os.SameFile), so that another spelling of it (a folder reached through
// a link, other letter case on Windows and macOS) is no second entry;
// otherwise whether the URIs are equal.
func sameFileURI(s string, u fyne.URI) bool {
	if s == u.String() {
		return true
	}
	other, err := storage.ParseURI(s)
	if err != nil || other.Scheme() != "file" || u.Scheme() != "file" {
		return false
	}
	a, errA := os.Stat(other.Path())
	b, errB := os.Stat(u.Path())
	return errA == nil && errB == nil && os.SameFile(a, b)
}

// dropRecent removes the URI s from the recent files.
func (w *Window) dropRecent(s string) {
	var list []string
	for _, r := range w.recentFiles() {
		if r != s {
			list = append(list, r)
		}
	}
	w.app.Preferences().SetStringList(prefRecent, list)
	w.rebuildMenu()
}

// rebuildMenu builds the main menu again (its Recent files changed).
func (w *Window) rebuildMenu() {
	if w.menu != nil && w.menu.menu != nil {
		w.win.SetMainMenu(w.menu.build())
		w.menu.refresh(w.ctl)
	}
}

// recentNameWidth is the widest a file's name is in the Recent files
// submenu: a submenu wider than the window is placed partly left of it
// (a 200-character name lost its first 25 characters), and the window
// may be as narrow as about 400.
const recentNameWidth = 280

// recentItems returns the items of the Recent files submenu: one per file,
// named by the file (shortened in the middle to recentNameWidth, its start
// and extension kept), or a disabled "No recent files".
func (w *Window) recentItems() []*fyne.MenuItem {
	var items []*fyne.MenuItem
	for _, s := range w.recentFiles() {
		u, err := storage.ParseURI(s)
		if err != nil {
			continue
		}
		name := uikit.ShortName(u.Name(), recentNameWidth, menuTextWidth)
		items = append(items, fyne.NewMenuItem(name, func() { w.openRecent(s) }))
	}
	if len(items) == 0 {
		none := fyne.NewMenuItem(i18n.T(i18n.MsgMenuRecentNone), nil)
		none.Disabled = true
		items = append(items, none)
	}
	return items
}

// menuTextWidth is the width of text in a menu item.
func menuTextWidth(text string) float32 {
	return fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{}).Width
}

// openRecent opens the recent file s. A file that no longer exists is
// dropped from the list and the person is told so. A local file is read
// as openPath reads it: off the UI goroutine, and only a regular file.
func (w *Window) openRecent(s string) {
	u, err := storage.ParseURI(s)
	exists := false
	if err == nil {
		exists, _ = storage.Exists(u)
	}
	if !exists {
		name := s
		if u != nil {
			name = u.Name()
		}
		w.dropRecent(s)
		w.openFailed(i18n.Format(i18n.MsgRecentFileGone, i18n.Args{"Name": name}))
		return
	}
	if u.Scheme() == "file" {
		w.openLocal(u, u.Path())
		return
	}
	r, err := storage.Reader(u)
	if err != nil {
		w.openFailed(errtext.OpenFile(u.Name(), errtext.Reason(err)))
		return
	}
	w.ctl.Pause()
	w.load(r)
}

package ui

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/store"
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
				w.showError(i18n.Format(i18n.MsgErrReadFile, i18n.Args{"Reason": errtext.Reason(err)}))
			}
			return
		}
		w.load(r)
	}, w.win)
	w.showKGNOpenDialog(d, i18n.T(i18n.MsgDialogOpenTitle))
}

// showKGNOpenDialog shows an open dialog for saved games: .kgn files only,
// our title and buttons, starting in the folder of the last file.
func (w *Window) showKGNOpenDialog(d *dialog.FileDialog, title string) {
	d.SetFilter(kgnfile.Filter)
	d.SetTitleText(title)
	d.SetConfirmText(i18n.T(i18n.MsgButtonOpen))
	d.SetDismissText(i18n.T(i18n.MsgButtonCancel))
	if dir := w.dialogFolder(); dir != nil {
		d.SetLocation(dir)
	}
	kgnfile.Show(d, w.win)
}

// openKGNData lets the person pick a saved game in an open dialog titled
// title and passes the file's name and text (at most game.MaxKGNSize+1
// bytes, so that use can tell a file too large) to use. Cancelling does
// nothing; a file that cannot be read is explained in a dialog and use is
// not called.
func (w *Window) openKGNData(title string, use func(name string, data []byte)) {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			w.showError(i18n.Format(i18n.MsgErrReadFile, i18n.Args{"Reason": errtext.Reason(err)}))
			return
		}
		if r == nil {
			return // cancelled
		}
		defer r.Close()
		data, err := io.ReadAll(io.LimitReader(r, game.MaxKGNSize+1))
		if err != nil {
			w.showError(i18n.Format(i18n.MsgErrOpenFile, i18n.Args{"Name": r.URI().Name(), "Reason": errtext.Reason(err)}))
			return
		}
		use(r.URI().Name(), data)
	}, w.win)
	w.showKGNOpenDialog(d, title)
}

// load reads a game from r and shows it, or shows why it cannot. It reports
// whether the file holds a game; a file with an error leaves the game on
// show, the Save target and the autosave as they were. When the opened game
// would replace an unfinished game with moves, the person is asked first,
// and No leaves everything as it was too.
func (w *Window) load(r fyne.URIReadCloser) bool {
	defer r.Close()
	name := r.URI().Name()
	data, err := io.ReadAll(io.LimitReader(r, game.MaxKGNSize+1))
	if err != nil {
		w.ctl.Resume()
		w.showError(i18n.Format(i18n.MsgErrOpenFile, i18n.Args{"Name": name, "Reason": errtext.Reason(err)}))
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
func (w *Window) saveAs() { w.liveSaver().saveAs() }

// saveChosen writes the game to u, the file chosen in the save dialog with
// its extension. When ask is set and u exists, the person confirms first
// (our dialog, in the current language); No writes nothing.
func (w *Window) saveChosen(u fyne.URI, ask bool) { w.liveSaver().chosen(u, ask) }

// writeTo saves the game into u and remembers u for Save (see
// gameSaver.writeTo).
func (w *Window) writeTo(u fyne.URI) bool { return w.liveSaver().writeTo(u) }

// saveGameAs lets the person choose a file for g, which is not the live
// game (the review window saves the reviewed game with its verdicts): the
// dialogs show on parent, the dialog offers the file name name (empty: a
// dated one), and the main window's Save keeps its own file.
func (w *Window) saveGameAs(g *game.Game, parent fyne.Window, name string) {
	(&gameSaver{w: w, g: g, parent: parent, name: name}).saveAs()
}

// liveSaver saves the live game from the main window, offering the name of
// the file it came from or was last saved to.
func (w *Window) liveSaver() *gameSaver {
	return &gameSaver{w: w, parent: w.win, name: kgnfile.Name(w.file)}
}

// gameSaver is one save: of game g (nil: the live game, whose file Save
// then writes to) with its dialogs on window parent, offering the file
// name name (empty: "konane-" and the date and time).
type gameSaver struct {
	w      *Window
	g      *game.Game
	parent fyne.Window
	name   string
}

// suggestedName is the file name the save dialog starts with.
func (s *gameSaver) suggestedName() string {
	if s.name != "" {
		return s.name
	}
	return "konane-" + time.Now().Format("2006-01-02-1504") + ".kgn"
}

// saveAs shows the save dialog and saves to the file chosen.
func (s *gameSaver) saveAs() {
	w := s.w
	repo := kgnfile.WrapRepository()
	repo.SetActive(true) // until the callback, which Save and Cancel both call
	d := dialog.NewFileSave(func(wr fyne.URIWriteCloser, err error) {
		repo.SetActive(false)
		if err != nil {
			w.showErrorOn(s.parent, i18n.Format(i18n.MsgErrSaveFile, i18n.Args{"Reason": errtext.SaveReason(err)}))
		}
		if wr == nil {
			if s.g == nil {
				w.afterSave = nil // cancelled: the person stays
			}
			return
		}
		s.chosenByDialog(wr, repo != nil)
	}, s.parent)
	d.SetFilter(kgnfile.Filter)
	d.SetFileName(s.suggestedName())
	d.SetTitleText(i18n.T(i18n.MsgDialogSaveTitle))
	d.SetConfirmText(i18n.T(i18n.MsgButtonSave))
	d.SetDismissText(i18n.T(i18n.MsgButtonCancel))
	if dir := w.dialogFolder(); dir != nil {
		d.SetLocation(dir)
	}
	kgnfile.Show(d, s.parent)
}

// chosenByDialog saves the game to the file wr names, chosen in the save
// dialog, with the .kgn extension added if the name lacks it. wrapped tells
// that the dialog neither asked about an existing file nor opened it
// (kgnfile.SaveRepo); otherwise it has asked about the name as typed and
// created the file, which is removed again if it stays empty because the
// game goes to the name with the extension.
func (s *gameSaver) chosenByDialog(wr fyne.URIWriteCloser, wrapped bool) {
	u := wr.URI()
	_ = wr.Close()
	final := kgnfile.WithExtension(u)
	renamed := final.String() != u.String()
	if renamed && !wrapped {
		kgnfile.RemoveEmpty(u)
	}
	s.chosen(final, wrapped || renamed)
}

// chosen writes the game to u; when ask is set and u exists, the person
// confirms first.
func (s *gameSaver) chosen(u fyne.URI, ask bool) {
	if exists, _ := storage.Exists(u); ask && exists {
		s.w.askOn(s.parent, i18n.T(i18n.MsgOverwriteTitle),
			i18n.Format(i18n.MsgOverwriteText, i18n.Args{"Name": u.Name()}),
			func() { s.writeTo(u) }, nil)
		return
	}
	s.writeTo(u)
}

// writeTo saves the game into u; the live game's Save writes there from
// now on. A local file is replaced atomically (a crash leaves the old file
// or the new one); other URIs are written through Fyne's storage.
func (s *gameSaver) writeTo(u fyne.URI) bool {
	w := s.w
	g := s.g
	var then func() // what waits for this save of the live game (Window.leave)
	if g == nil {
		g = w.ctl.Game()
		then, w.afterSave = w.afterSave, nil
	}
	data := play.FileKGN(g)
	var err error
	if u.Scheme() == "file" {
		err = store.WriteFileAtomic(u.Path(), data, 0o644)
	} else {
		var wr fyne.URIWriteCloser
		if wr, err = storage.Writer(u); err == nil {
			_, err = wr.Write(data)
			if cerr := wr.Close(); err == nil {
				err = cerr
			}
		}
	}
	if err != nil {
		w.showErrorOn(s.parent, kgnfile.SaveError(u, err))
		return false
	}
	if s.g == nil {
		w.file = u
	}
	w.addRecent(u)
	if then != nil {
		then()
	}
	return true
}

// dialogFolder is the folder of the current file, where the file dialogs
// open, or nil.
func (w *Window) dialogFolder() fyne.ListableURI {
	if w.file == nil {
		return nil
	}
	parent, err := storage.Parent(w.file)
	if err != nil {
		return nil
	}
	l, err := storage.ListerForURI(parent)
	if err != nil {
		return nil
	}
	return l
}

// confirm asks a yes/no question with our own texts and runs yes on Yes.
func (w *Window) confirm(title, text string, yes func()) { w.ask(title, text, yes, nil) }

// ask asks a yes/no question with our own texts and runs yes on Yes and no
// (if not nil) on No.
func (w *Window) ask(title, text string, yes, no func()) *dialog.ConfirmDialog {
	return w.askOn(w.win, title, text, yes, no)
}

// askOn is ask with the dialog on window parent; it returns the dialog.
func (w *Window) askOn(parent fyne.Window, title, text string, yes, no func()) *dialog.ConfirmDialog {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(title, i18n.T(i18n.MsgButtonYes), i18n.T(i18n.MsgButtonNo),
		uikit.WrapAt(l, uikit.DialogTextWidth), func(ok bool) {
			switch {
			case ok:
				yes()
			case no != nil:
				no()
			}
		}, parent)
	uikit.ShowConfirm(parent, d)
	return d
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
			w.openFailed(i18n.Format(i18n.MsgErrOpenFile, i18n.Args{"Name": u.Name(), "Reason": errtext.ReadReason(err)}))
			return
		}
		w.loadData(u, data)
	})
}

// readGame reads the saved game at path (readGameFile) on a goroutine of
// its own and passes its text to done on the UI goroutine, unless the
// window has closed meanwhile. w.reading counts the reads under way.
func (w *Window) readGame(path string, done func(data []byte, err error)) {
	w.reading++
	do := w.ctl.Do
	go func() {
		data, err := readGameFile(path)
		do(func() {
			w.reading--
			if !w.ctl.Closed() {
				done(data, err)
			}
		})
	}()
}

// openFailed shows why a file could not be opened, and traces it.
func (w *Window) openFailed(text string) {
	w.tracef("open failed: %s", text)
	w.showError(text)
}

// tracef writes a line to Options.Trace, if set.
func (w *Window) tracef(format string, args ...any) {
	if w.trace != nil {
		fmt.Fprintf(w.trace, "konane: "+format+"\n", args...)
	}
}

// readGameFile returns the text of the saved game at path, at most
// game.MaxKGNSize+1 bytes (so that a file too large can be told); a name
// that is not a regular file fails unread (store.ReadRegularFile).
func readGameFile(path string) ([]byte, error) {
	return store.ReadRegularFile(path, game.MaxKGNSize+1)
}

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

// recentItems returns the items of the Recent files submenu: one per file,
// named by the file, or a disabled "No recent files".
func (w *Window) recentItems() []*fyne.MenuItem {
	var items []*fyne.MenuItem
	for _, s := range w.recentFiles() {
		u, err := storage.ParseURI(s)
		if err != nil {
			continue
		}
		items = append(items, fyne.NewMenuItem(u.Name(), func() { w.openRecent(s) }))
	}
	if len(items) == 0 {
		none := fyne.NewMenuItem(i18n.T(i18n.MsgMenuRecentNone), nil)
		none.Disabled = true
		items = append(items, none)
	}
	return items
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
		w.showError(i18n.Format(i18n.MsgRecentFileGone, i18n.Args{"Name": name}))
		return
	}
	if u.Scheme() == "file" {
		w.openLocal(u, u.Path())
		return
	}
	r, err := storage.Reader(u)
	if err != nil {
		w.showError(i18n.Format(i18n.MsgErrOpenFile, i18n.Args{"Name": u.Name(), "Reason": errtext.Reason(err)}))
		return
	}
	w.ctl.Pause()
	w.load(r)
}

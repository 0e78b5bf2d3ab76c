package ui

import (
	"fmt"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/internal/errtext"
)

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

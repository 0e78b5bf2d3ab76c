package ui

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2/storage"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/errtext"
)

// openPath opens the saved game at path (a file named on the command line,
// by the desktop or by a second copy of the app) exactly as Game → Open
// does: a file with an error gives the same dialog, with line and column,
// and changes nothing; an unfinished game with moves on the board is
// discarded only after a question. A missing file is told as such.
func (w *Window) openPath(path string) {
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	u := storage.NewFileURI(abs)
	if _, err := os.Stat(abs); err != nil {
		reason := errtext.Reason(err)
		if errors.Is(err, fs.ErrNotExist) {
			reason = i18n.T(i18n.MsgErrNoSuchFile)
		}
		w.openFailed(i18n.Format(i18n.MsgErrOpenFile, i18n.Args{"Name": u.Name(), "Reason": reason}))
		return
	}
	r, err := storage.Reader(u)
	if err != nil {
		w.openFailed(i18n.Format(i18n.MsgErrOpenFile, i18n.Args{"Name": u.Name(), "Reason": errtext.Reason(err)}))
		return
	}
	w.ctl.Pause()
	w.load(r)
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

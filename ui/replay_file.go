package ui

import (
	"io"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
)

// replayFile lets the person pick a saved game and opens its replay from
// the full board. The game being played stays as it is; a file with an
// error is explained in a dialog and opens nothing.
func (w *Window) replayFile() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			w.showError(i18n.Format(i18n.MsgErrReadFile, i18n.Args{"Reason": err.Error()}))
			return
		}
		if r == nil {
			return // cancelled
		}
		defer r.Close()
		data, err := io.ReadAll(io.LimitReader(r, game.MaxKGNSize+1))
		if err != nil {
			w.showError(i18n.Format(i18n.MsgErrOpenFile, i18n.Args{"Name": r.URI().Name(), "Reason": err.Error()}))
			return
		}
		w.replayData(r.URI().Name(), data)
	}, w.win)
	w.showKGNOpenDialog(d, i18n.T(i18n.MsgDialogReplayFileTitle))
}

// replayData opens the replay of the .kgn text data of the file called
// name, or shows why it cannot and returns nil.
func (w *Window) replayData(name string, data []byte) *replayView {
	g, ok := w.parseFileData(name, data)
	if !ok {
		return nil
	}
	return w.showReplay(g)
}

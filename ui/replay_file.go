package ui

import "github.com/konane/konane/i18n"

// replayFile lets the person pick a saved game and opens its replay from
// the full board. The game being played stays as it is; a file with an
// error is explained in a dialog and opens nothing.
func (w *Window) replayFile() {
	w.openKGNData(i18n.T(i18n.MsgDialogReplayFileTitle), func(name string, data []byte) {
		w.replayData(name, data)
	})
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

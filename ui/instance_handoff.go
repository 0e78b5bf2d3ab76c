package ui

import (
	"fyne.io/fyne/v2"

	"github.com/konane/konane/internal/instance"
)

// listenForFiles makes this copy, which holds the lock of the storage
// folder dir, take files sent by later copies (instance.Listen): each is
// opened on the UI goroutine through do. The listener is closed with the
// window.
func (w *Window) listenForFiles(dir string, do func(func())) error {
	l, err := instance.Listen(dir, func(p string) { do(func() { w.receiveFile(p) }) })
	if err != nil {
		return err
	}
	w.handoff = l
	return nil
}

// stopHandoff closes the listener of listenForFiles, once, from any
// goroutine: closing it removes the socket file, so that no instance.sock
// stays in the storage folder after a clean exit (close, Quit, a signal).
func (w *Window) stopHandoff() {
	w.handoffOnce.Do(func() {
		if w.handoff != nil {
			_ = w.handoff.Close()
		}
	})
}

// receiveFile opens a file sent by a second copy and brings the window to
// the front.
func (w *Window) receiveFile(path string) {
	w.tracef("received %s from another copy", path)
	w.win.RequestFocus()
	w.openPath(path)
}

// storageDir is the folder of the autosave, the statistics and the lock:
// Options.StorageDir, else the app's storage.
func storageDir(a fyne.App, opts Options) string {
	if opts.StorageDir != "" {
		return opts.StorageDir
	}
	return a.Storage().RootURI().Path()
}

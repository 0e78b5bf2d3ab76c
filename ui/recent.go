package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/errtext"
)

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

// addRecent puts u at the top of the recent files, keeping maxRecent.
func (w *Window) addRecent(u fyne.URI) {
	list := []string{u.String()}
	for _, s := range w.recentFiles() {
		if s != u.String() && len(list) < maxRecent {
			list = append(list, s)
		}
	}
	w.app.Preferences().SetStringList(prefRecent, list)
	w.rebuildMenu()
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

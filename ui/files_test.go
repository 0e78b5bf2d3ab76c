package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/internal/syncbuf"
	"github.com/konane/konane/play"
	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/internal/uitest"
)

// newStoredWindow is newTestWindow with the autosave and the statistics in
// the folder dir, and a trace of the saves in trace (may be nil).
func newStoredWindow(t *testing.T, dir string, s play.Setup, computer play.Computer, trace *syncbuf.Buffer) (*Window, uiQueue) {
	t.Helper()
	return newStoredWindowFS(t, dir, s, computer, trace, nil)
}

// newStoredWindowFS is newStoredWindow with the files written through fs
// (nil: the operating system's), and the i18n language set to English.
func newStoredWindowFS(t *testing.T, dir string, s play.Setup, computer play.Computer, trace *syncbuf.Buffer, fs store.FS) (*Window, uiQueue) {
	t.Helper()
	_ = i18n.SetLanguage("en")
	opts := Options{Computer: computer, Hooks: Hooks{StorageDir: dir, fs: fs}}
	if trace != nil {
		opts.Trace = trace
	}
	return newWindowWith(t, "en", s, opts)
}

// isFile reports whether the URI u is the file at path: the same file on
// disk (os.SameFile) when it exists, else the same path. Never the strings:
// a file URI's path is written with slashes ("C:/Users/..." on Windows),
// the system's path with its own separator.
func isFile(u fyne.URI, path string) bool {
	if u == nil || u.Scheme() != "file" {
		return false
	}
	a, errA := os.Stat(u.Path())
	b, errB := os.Stat(path)
	if errA == nil && errB == nil {
		return os.SameFile(a, b)
	}
	return filepath.Clean(filepath.FromSlash(u.Path())) == filepath.Clean(path)
}

// overlayTexts returns the texts of the labels in the dialogs on show.
func overlayTexts(w *Window) string {
	var out []string
	for _, o := range w.win.Canvas().Overlays().List() {
		uitest.Walk(o, func(obj fyne.CanvasObject) {
			if l, ok := obj.(*widget.Label); ok {
				out = append(out, l.Text)
			}
		})
	}
	return strings.Join(out, "\n")
}

// overlayButton returns the button labelled text in the dialogs on show.
func overlayButton(w *Window, text string) *widget.Button {
	return overlayButtonOn(w.win, text)
}

// overlayButtonOn finds the button labelled text in win's dialogs.
func overlayButtonOn(win fyne.Window, text string) *widget.Button {
	var found *widget.Button
	for _, o := range win.Canvas().Overlays().List() {
		uitest.Walk(o, func(obj fyne.CanvasObject) {
			if b, ok := uitest.Button(obj); ok && b.Text == text {
				found = b
			}
		})
	}
	return found
}

func slicesContain(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// A file of a 200-character name is in the Recent files submenu under a
// name shortened in its middle, its start and extension kept, so that
// the submenu fits the window at its minimum size in every language (a
// wider one would be drawn partly off the window's left edge); the item
// still opens the file.
func TestALongNameInRecentFilesIsShortenedToFitTheWindow(t *testing.T) {
	w, q := newStoredWindow(t, t.TempDir(), twoPlayerSetup(), &fakeComputer{}, nil)
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	name := strings.Repeat("game-against-the-computer-", 7) + "final-end.kgn"
	if len(name) < 190 {
		t.Fatalf("the name has %d characters", len(name))
	}
	path := filepath.Join(t.TempDir(), name)
	if !w.doc.WriteTo(storage.NewFileURI(path)) {
		t.Fatal("save failed")
	}
	for _, l := range i18n.Languages() {
		w.setLanguage(l.Code)
		items := w.doc.RecentItems()
		label := items[0].Label
		if !strings.HasPrefix(label, "game-against-the-comp") || !strings.HasSuffix(label, "-end.kgn") || !strings.Contains(label, "…") {
			t.Errorf("%s: the recent file is called %q", l.Code, label)
		}
		width := widget.NewMenu(fyne.NewMenu("", items...)).MinSize().Width
		if min := minWindowSize(w); width > min.Width {
			t.Errorf("%s: the Recent files submenu is %.0f wide, the window at least %.0f", l.Code, width, min.Width)
		}
	}
	w.startGame(twoPlayerSetup())
	w.doc.RecentItems()[0].Action()
	settleReads(t, q)
	if !isFile(w.doc.File(), path) {
		t.Errorf("the recent file opened %v, want %s", w.doc.File(), path)
	}
}

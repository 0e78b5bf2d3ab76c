package kgnfile

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/ui/internal/fifotest"
)

// Issue: the Open and "Review a saved game" dialogs froze the app when
// their folder held a FIFO named *.kgn: Fyne picks each listed file's icon
// by its MIME type and, for an extension Go's table does not know, opens
// the file to look at its first line, and open(2) of a FIFO waits for a
// writer that never comes. The dialog lists the folder without opening it.
func TestAFileDialogOnAFolderWithAFIFOLeavesTheFIFOUnopened(t *testing.T) {
	dir := t.TempDir()
	fifo := fifotest.Make(t, dir, "x.kgn")
	fifotest.Watch(t, fifo)

	test.NewTempApp(t)
	win := test.NewTempWindow(t, widget.NewLabel(""))
	win.Resize(fyne.NewSize(900, 700))
	d := dialog.NewFileOpen(func(fyne.URIReadCloser, error) {}, win)
	d.SetFilter(Filter)
	loc, err := storage.ListerForURI(storage.NewFileURI(dir))
	if err != nil {
		t.Fatal(err)
	}
	d.SetLocation(loc)
	Show(d, win)
	// Draw it: the files' icons are looked up when they are rendered; the
	// grid names a file without its extension.
	win.Canvas().Capture()
	if !strings.Contains(test.RenderToMarkup(win.Canvas()), ">x<") {
		t.Error("the dialog does not list x.kgn")
	}
}

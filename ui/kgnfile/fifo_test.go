package kgnfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/internal/fifotest"
)

// A file dialog on a folder that holds a FIFO named *.kgn lists it
// without opening it (Fyne opens files of an unknown MIME type to guess
// their icon, and open(2) of a FIFO blocks until a writer comes).
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
	// list names a file with its extension.
	win.Canvas().Capture()
	if !strings.Contains(test.RenderToMarkup(win.Canvas()), ">x.kgn<") {
		t.Error("the dialog does not list x.kgn")
	}
}

// A FIFO chosen in the open dialog is refused, not opened: pressing Open
// has Fyne open the chosen file through the file repository (dialog/file.go:
// storage.Reader) on the UI goroutine, which Show wraps.
func TestAFIFOChosenInAnOpenDialogIsRefusedUnopened(t *testing.T) {
	dir := t.TempDir()
	fifo := fifotest.Make(t, dir, "x.kgn")
	fifotest.Watch(t, fifo)
	test.NewTempApp(t)
	win := test.NewTempWindow(t, widget.NewLabel(""))
	Show(dialog.NewFileOpen(func(fyne.URIReadCloser, error) {}, win), win)

	r, err := storage.Reader(storage.NewFileURI(fifo))
	if r != nil {
		_ = r.Close()
	}
	if !errors.Is(err, store.ErrNotRegular) {
		t.Errorf("opening the FIFO gave %v, want store.ErrNotRegular", err)
	}
	game := filepath.Join(dir, "g.kgn")
	if err := os.WriteFile(game, []byte("1. d5 e5\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	r, err = storage.Reader(storage.NewFileURI(game))
	if err != nil {
		t.Fatalf("a saved game: %v", err)
	}
	data, _ := io.ReadAll(r)
	_ = r.Close()
	if string(data) != "1. d5 e5\n" {
		t.Errorf("a saved game reads %q", data)
	}
}

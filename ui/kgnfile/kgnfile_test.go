package kgnfile

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
	"github.com/konane/konane/ui/internal/uitest"
)

func TestTheSaveDialogsChoiceGetsTheExtension(t *testing.T) {
	tests := []struct{ chosen, want string }{
		{"/home/p/game", "/home/p/game.kgn"},
		{"/home/p/game.kgn", "/home/p/game.kgn"},
		{"/home/p/Game.KGN", "/home/p/Game.KGN"},
		{"/home/p/game.txt", "/home/p/game.txt.kgn"},
		{"/home/p/my game.v2", "/home/p/my game.v2.kgn"},
	}
	for _, tt := range tests {
		t.Run(tt.chosen+" is saved as "+tt.want, func(t *testing.T) {
			if got := WithExtension(storage.NewFileURI(tt.chosen)).Path(); got != tt.want {
				t.Errorf("got %q", got)
			}
		})
	}
	u, _ := storage.ParseURI("mem:///games/x")
	if got := WithExtension(u).String(); !strings.HasSuffix(got, "/games/x.kgn") {
		t.Errorf("a non-file URI becomes %q", got)
	}
}

func TestTheFileDialogsShowGamesWhateverTheCaseOfTheExtension(t *testing.T) {
	for name, want := range map[string]bool{"a.kgn": true, "B.KGN": true, "c.txt": false, "kgn": false} {
		if got := Filter.Matches(storage.NewFileURI("/games/" + name)); got != want {
			t.Errorf("%s: shown = %v, want %v", name, got, want)
		}
	}
}

// The file dialogs open in their list view, the whole name of each file on
// one line, even after a dialog was switched to the grid, which broke a
// long name wherever its cell ended ("game1-re" over "viewed").
func TestTheFileDialogsListWholeNames(t *testing.T) {
	dir := t.TempDir()
	name := "game1-reviewed-against-the-computer.kgn"
	if err := os.WriteFile(filepath.Join(dir, name), []byte("1. d5 e5\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	a := test.NewTempApp(t)
	a.Preferences().SetInt(fyneViewKey, int(dialog.GridView)) // as the toggle leaves it
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
	win.Canvas().Capture()
	top := win.Canvas().Overlays().Top()
	uitest.WalkVisible(top, func(o fyne.CanvasObject) {
		if _, grid := o.(*widget.GridWrap); grid {
			t.Error("the dialog shows its grid")
		}
	})
	var shown *widget.Label
	uitest.WalkVisible(top, func(o fyne.CanvasObject) {
		if l, ok := o.(*widget.Label); ok && strings.HasPrefix(l.Text, "game1") {
			shown = l
		}
	})
	switch {
	case shown == nil:
		t.Fatal("the dialog does not list the file")
	case shown.Text != name:
		t.Errorf("the dialog names the file %q, want %q", shown.Text, name)
	case shown.Size().Height > shown.MinSize().Height+0.5 || shown.Size().Width+0.5 < widget.NewLabel(name).MinSize().Width:
		t.Errorf("the name is laid out at %v for its text of %v", shown.Size(), widget.NewLabel(name).MinSize())
	}
}

// ReadPath returns a saved game's text whole, and refuses a file longer
// than game.MaxKGNSize with a *game.FileSizeError of the file's real size,
// having read no more than one byte past the limit.
func TestReadPathGivesTheSizeOfAFileTooLarge(t *testing.T) {
	dir := t.TempDir()
	small := filepath.Join(dir, "small.kgn")
	text := "[Size \"8\"]\n\n1. d5 e5 *\n"
	if err := os.WriteFile(small, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if data, err := ReadPath(small); err != nil || string(data) != text {
		t.Errorf("ReadPath(small) = %q, %v", data, err)
	}
	for _, size := range []int{game.MaxKGNSize, game.MaxKGNSize + 1, 5 << 20} {
		path := filepath.Join(dir, fmt.Sprintf("%d.kgn", size))
		if err := os.WriteFile(path, bytes.Repeat([]byte{' '}, size), 0o644); err != nil {
			t.Fatal(err)
		}
		data, err := ReadPath(path)
		var fe *game.FileSizeError
		switch {
		case size <= game.MaxKGNSize && (err != nil || len(data) != size):
			t.Errorf("%d bytes: %d read, %v", size, len(data), err)
		case size > game.MaxKGNSize && (!errors.As(err, &fe) || fe.Size != size || data != nil):
			t.Errorf("%d bytes: %d read, %v; want a FileSizeError of %d bytes", size, len(data), err, size)
		}
	}
}

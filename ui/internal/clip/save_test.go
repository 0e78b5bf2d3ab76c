package clip

import (
	"bytes"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/uitest"
)

// When no clipboard takes pictures, the dialog says so in each language
// and offers "Save picture…"; Close closes it and saves nothing.
func TestNoPictureClipboardOffersToSaveThePicture(t *testing.T) {
	g := played(t, 8, "d5 e5")
	for _, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			e, win, _ := editOn(t, g, failing{fmt.Errorf("%w: libX11.so: cannot open; xclip: not found", ErrNoImages)})
			if err := i18n.SetLanguage(l.Code); err != nil {
				t.Fatal(err)
			}
			e.CopyPicture()
			if got, want := uitest.OverlayTexts(win), i18n.T(i18n.MsgErrPictureClipboard); !strings.Contains(got, want) {
				t.Errorf("the dialog says %q, want %q", got, want)
			}
			if uitest.OverlayButton(win, i18n.T(i18n.MsgButtonSavePicture)) == nil {
				t.Fatalf("no %q button", i18n.T(i18n.MsgButtonSavePicture))
			}
			tap(t, win, i18n.T(i18n.MsgButtonClose))
			if n := len(win.Canvas().Overlays().List()); n != 0 {
				t.Errorf("%d dialogs after Close", n)
			}
		})
	}
}

// Save picture… opens a save dialog for PNG files offering
// konane-board- and the date; Save writes there a PNG of the board that
// decodes, PictureSize square.
func TestSavePictureWritesAPNGThatDecodes(t *testing.T) {
	g := played(t, 8, "d5 e5")
	e, win, _ := editOn(t, g, failing{ErrNoImages})
	dir := t.TempDir()
	e.near = storage.NewFileURI(filepath.Join(dir, "x.png"))
	e.CopyPicture()
	tap(t, win, i18n.T(i18n.MsgButtonSavePicture))
	if got := uitest.OverlayTexts(win); !strings.Contains(got, i18n.T(i18n.MsgDialogSavePictureTitle)) {
		t.Fatalf("no save dialog; dialogs say %q", got)
	}
	tap(t, win, i18n.T(i18n.MsgButtonSave))
	name := PictureName(time.Now())
	if !strings.HasPrefix(name, "konane-board-20") || !strings.HasSuffix(name, ".png") {
		t.Errorf("the name offered is %q", name)
	}
	data, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		entries, _ := os.ReadDir(dir)
		t.Fatalf("%v; the folder holds %v; dialogs say %q", err, entries, uitest.OverlayTexts(win))
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("the saved picture: %v", err)
	}
	if b := img.Bounds(); b.Dx() != PictureSize || b.Dy() != PictureSize {
		t.Errorf("the saved picture is %v", b)
	}
	if n := len(win.Canvas().Overlays().List()); n != 0 {
		t.Errorf("%d dialogs after the save: %q", n, uitest.OverlayTexts(win))
	}
}

// A picture that cannot be written (a folder has its name) is explained
// in the person's language, naming the file, with no Go error text.
func TestAPictureThatCannotBeSavedIsExplained(t *testing.T) {
	g := played(t, 8, "d5 e5")
	e, win, _ := editOn(t, g, failing{ErrNoImages})
	dir := t.TempDir()
	name := PictureName(time.Now())
	if err := os.Mkdir(filepath.Join(dir, name), 0o755); err != nil {
		t.Fatal(err)
	}
	e.near = storage.NewFileURI(filepath.Join(dir, "x.png"))
	if err := i18n.SetLanguage("de"); err != nil {
		t.Fatal(err)
	}
	e.SavePicture([]byte("\x89PNG"))
	tap(t, win, i18n.T(i18n.MsgButtonSave))
	got := uitest.OverlayTexts(win)
	if !strings.Contains(got, name) || !strings.Contains(got, "Datei") {
		t.Errorf("the error says %q", got)
	}
	t.Logf("the error: %s", got)
	uitest.NoGoErrorText(t, "save", got)
	if fi, err := os.Stat(filepath.Join(dir, name)); err != nil || !fi.IsDir() {
		t.Errorf("the folder became %v (%v)", fi, err)
	}
}

// tap presses the button labelled text in win's dialogs.
func tap(t *testing.T, win fyne.Window, text string) {
	t.Helper()
	b := uitest.OverlayButton(win, text)
	if b == nil {
		t.Fatalf("no button %q; dialogs say %q", text, uitest.OverlayTexts(win))
	}
	b.Tapped(&fyne.PointEvent{})
}

package document

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/storage"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/uitest"
)

// failingPaths makes a path for each kind of system error that opening or
// saving a file meets: a folder (EISDIR), a missing file (ENOENT), a file
// used as a folder (ENOTDIR), a name too long (ENAMETOOLONG), a loop of
// links (ELOOP).
func failingPaths(t *testing.T) map[string]string {
	t.Helper()
	dir := t.TempDir()
	folder := filepath.Join(dir, "dir.kgn")
	file := filepath.Join(dir, "file.kgn")
	loop := filepath.Join(dir, "loop.kgn")
	if err := os.Mkdir(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, []byte("*\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(loop, loop); err != nil {
		t.Fatal(err)
	}
	return map[string]string{
		"EISDIR":       folder,
		"ENOENT":       filepath.Join(dir, "missing.kgn"),
		"ENOTDIR":      filepath.Join(file, "x.kgn"),
		"ENAMETOOLONG": filepath.Join(dir, strings.Repeat("n", 300)+".kgn"),
		"ELOOP":        loop,
	}
}

// Opening (command line, Recent files) and saving a file that fails with
// each kind of system error (a folder given as the file, say) says why in
// each of the five languages, with no English text of Go in the dialog.
func TestFileErrorsInDialogsAreInTheChosenLanguage(t *testing.T) {
	for _, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			paths := failingPaths(t)
			d, h := newDoc(t)
			if err := i18n.SetLanguage(l.Code); err != nil {
				t.Fatal(err)
			}
			for kind, path := range paths {
				clearOverlays(h.win)
				d.OpenPath(path)
				uitest.NoGoErrorText(t, "open "+kind, overlayTexts(h.win))
				clearOverlays(h.win)
				d.OpenRecent(storage.NewFileURI(path).String())
				uitest.NoGoErrorText(t, "recent "+kind, overlayTexts(h.win))
				if kind == "ENOENT" || kind == "ELOOP" {
					continue // a save there makes the file, or replaces the link
				}
				clearOverlays(h.win)
				d.WriteTo(storage.NewFileURI(path))
				uitest.NoGoErrorText(t, "save "+kind, overlayTexts(h.win))
			}
			clearOverlays(h.win)
			d.OpenPath(paths["EISDIR"])
			if want := i18n.T(i18n.MsgSaveFailReasonIsFolder); !strings.Contains(overlayTexts(h.win), want) {
				t.Errorf("opening a folder says %q, want %q", overlayTexts(h.win), want)
			}
		})
	}
}

// A save into a read-only or missing folder names the file and its folder
// in each language: Save, Save as… and the review's save.
func TestASaveErrorNamesTheFileAndItsFolder(t *testing.T) {
	folder := filepath.Join(t.TempDir(), "gone")
	u := storage.NewFileURI(filepath.Join(folder, "g.kgn"))
	want := map[string]string{
		"en": "Cannot save the file g.kgn in the folder " + folder + ": the folder does not exist",
		"ru": "Не удалось сохранить файл g.kgn в папке " + folder + ": такой папки нет",
		"pl": "Nie można zapisać pliku g.kgn w folderze " + folder + ": folder nie istnieje",
		"de": "Die Datei g.kgn kann nicht im Ordner " + folder + " gespeichert werden: der Ordner existiert nicht",
		"th": "บันทึก\u200aไฟล์ g.kgn ใน\u200aโฟลเดอร์ " + folder + " ไม่ได้: ไม่มี\u200aโฟลเดอร์\u200aนี้",
	}
	for _, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			d, h := newDoc(t)
			if err := i18n.SetLanguage(l.Code); err != nil {
				t.Fatal(err)
			}
			if d.WriteTo(u) {
				t.Fatal("saved into a missing folder")
			}
			if got := overlayTexts(h.win); !strings.Contains(got, want[l.Code]) {
				t.Errorf("Save says %q, want %q", got, want[l.Code])
			}
			clearOverlays(h.win)
			if d.GameSaver(h.game, h.win, "").WriteTo(u) {
				t.Fatal("the review's save wrote into a missing folder")
			}
			if got := overlayTexts(h.win); !strings.Contains(got, want[l.Code]) {
				t.Errorf("the review's save says %q, want %q", got, want[l.Code])
			}
		})
	}
}

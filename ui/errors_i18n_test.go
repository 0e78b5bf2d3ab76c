package ui

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"fyne.io/fyne/v2/storage"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/store"
	"github.com/konane/konane/store/storetest"
	"github.com/konane/konane/ui/statsview"
)

// goErrorTexts are Go's and the system's English error texts (and store's
// wrapping of them) that no dialog or warning may show.
var goErrorTexts = []string{"is a directory", "no such file or directory", "permission denied", "not a directory",
	"file name too long", "too many levels of symbolic links", "no space left", "read-only file system",
	"input/output error", "quota exceeded", "store:", "open /", "read /", "stat /", "lstat /"}

// noGoErrorText fails the test when text shows any of goErrorTexts.
func noGoErrorText(t *testing.T, what, text string) {
	t.Helper()
	if strings.TrimSpace(text) == "" {
		t.Errorf("%s: nothing is said", what)
	}
	for _, s := range goErrorTexts {
		if strings.Contains(text, s) {
			t.Errorf("%s: %q shows the English %q", what, text, s)
		}
	}
}

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

// Issue: in Thai, `konane /tmp/dir.kgn` said "อ่านไฟล์ dir.kgn ไม่ได้: read
// /tmp/dir.kgn: is a directory". Opening (command line, Recent files) and
// saving a file that fails with each kind of system error says why in each
// of the five languages, with no English text of Go in the dialog.
func TestFileErrorsInDialogsAreInTheChosenLanguage(t *testing.T) {
	for _, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			paths := failingPaths(t)
			w, q := newWindowWith(t, l.Code, twoPlayerSetup(), Options{Computer: &fakeComputer{}, Hooks: Hooks{StorageDir: t.TempDir()}})
			defer func() { _ = i18n.SetLanguage("en") }()
			for kind, path := range paths {
				clearOverlays(w)
				w.openPath(path)
				settleReads(t, q)
				noGoErrorText(t, "open "+kind, overlayTexts(w))
				clearOverlays(w)
				w.openRecent(storage.NewFileURI(path).String())
				settleReads(t, q)
				noGoErrorText(t, "recent "+kind, overlayTexts(w))
				if kind == "ENOENT" || kind == "ELOOP" {
					continue // a save there makes the file, or replaces the link
				}
				clearOverlays(w)
				w.writeTo(storage.NewFileURI(path))
				noGoErrorText(t, "save "+kind, overlayTexts(w))
			}
			clearOverlays(w)
			w.openPath(paths["EISDIR"])
			settleReads(t, q)
			if want := i18n.T(i18n.MsgSaveFailReasonIsFolder); !strings.Contains(overlayTexts(w), want) {
				t.Errorf("opening a folder says %q, want %q", overlayTexts(w), want)
			}
		})
	}
}

// Issue: a save into a read-only or missing folder said "Cannot save the
// file: the disk is read-only", naming no file. Save (and Save as…) and
// the review's save name the file and its folder in each language.
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
			w, _ := newWindowWith(t, l.Code, twoPlayerSetup(), Options{Computer: &fakeComputer{}, Hooks: Hooks{StorageDir: t.TempDir()}})
			defer func() { _ = i18n.SetLanguage("en") }()
			if w.writeTo(u) {
				t.Fatal("saved into a missing folder")
			}
			if got := overlayTexts(w); !strings.Contains(got, want[l.Code]) {
				t.Errorf("Save says %q, want %q", got, want[l.Code])
			}
			clearOverlays(w)
			if w.gameSaver(w.ctl.Game(), w.win, "").WriteTo(u) {
				t.Fatal("the review's save wrote into a missing folder")
			}
			if got := overlayTexts(w); !strings.Contains(got, want[l.Code]) {
				t.Errorf("the review's save says %q, want %q", got, want[l.Code])
			}
		})
	}
}

// The autosave warning and the statistics reset tell each injected
// system error (store.FS faults) in each language without Go's English.
// windowOnFaultyDisk is a two-player window in language lang whose autosave
// goes through a FaultFS, with one move played; English comes back when
// the test ends.
func windowOnFaultyDisk(t *testing.T, lang string) (*Window, *storetest.FaultFS) {
	t.Helper()
	fs := &storetest.FaultFS{}
	w, q := newWindowWith(t, lang, twoPlayerSetup(), Options{Computer: &fakeComputer{}, Hooks: Hooks{StorageDir: t.TempDir(), fs: fs}})
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	playOne(t, w, q)
	return w, fs
}

func TestAutosaveAndStatisticsFailuresAreInTheChosenLanguage(t *testing.T) {
	errnos := append([]syscall.Errno{syscall.ENOENT, syscall.ENOTDIR, syscall.EISDIR, syscall.ENAMETOOLONG,
		syscall.ELOOP, syscall.EDQUOT, syscall.EPERM}, storetest.Errnos...)
	for _, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			w, fs := windowOnFaultyDisk(t, l.Code)
			for _, errno := range errnos {
				fs.Fail(storetest.Create, errno)
				w.life.Persist.Save(w.ctl)
				if !w.saveWarning.visible() {
					t.Fatalf("%v: no warning", errno)
				}
				noGoErrorText(t, "autosave "+errno.Error(), w.saveWarning.text.Text)
				clearOverlays(w)
				statsview.Reset(w.win, statsOf(w.life.Persist))
				noGoErrorText(t, "statistics "+errno.Error(), overlayTexts(w))
				if !strings.Contains(overlayTexts(w), store.StatsName) {
					t.Errorf("statistics %v: %q does not name %s", errno, overlayTexts(w), store.StatsName)
				}
			}
		})
	}
}

package document

import (
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/storage"
)

func TestRecentFilesKeepFiveAndDropMissingOnes(t *testing.T) {
	d, h := newDoc(t)
	dir := t.TempDir()
	var paths []string
	for i := range 7 {
		p := filepath.Join(dir, "g"+string(rune('0'+i))+".kgn")
		paths = append(paths, p)
		if !d.WriteTo(storage.NewFileURI(p)) {
			t.Fatal("save failed")
		}
	}
	list := d.recent()
	if len(list) != maxRecent || !strings.HasSuffix(list[0], "g6.kgn") || !strings.HasSuffix(list[4], "g2.kgn") {
		t.Fatalf("recent files = %v", list)
	}
	if items := d.RecentItems(); len(items) != 5 || items[0].Label != "g6.kgn" {
		t.Errorf("menu items = %v", items)
	}
	if h.menus != 7 {
		t.Errorf("the menu was built again %d times for 7 saves", h.menus)
	}
	os.Remove(paths[5])
	d.OpenRecent(list[1])
	if got := overlayTexts(h.win); !strings.Contains(got, "The file g5.kgn no longer exists") {
		t.Errorf("dialog says %q", got)
	}
	if l := d.recent(); len(l) != 4 || slices.Contains(l, list[1]) {
		t.Errorf("after the missing file: %v", l)
	}
	h.newGame(d)
	d.OpenRecent(list[0])
	if !isFile(d.file, paths[6]) {
		t.Errorf("opening a recent file: Save target %v", d.file)
	}
	// The menu's item opens its file too.
	h.newGame(d)
	d.RecentItems()[1].Action()
	if !isFile(d.file, paths[4]) {
		t.Errorf("the second recent item opened %v, want %s", d.file, paths[4])
	}
}

// A recent file is one entry however its path is spelled: saved once
// through the real folder and once through a link to it (on Windows also
// in other letters), it was listed twice, as the URIs were compared as
// strings.
func TestTheSameFileByAnotherPathIsOneRecentEntry(t *testing.T) {
	d, _ := newDoc(t)
	dir := t.TempDir()
	real := filepath.Join(dir, "real")
	if err := os.Mkdir(real, 0o755); err != nil {
		t.Fatal(err)
	}
	// Another path to it: a link, or on Windows, whose names ignore case
	// (and where making links needs a privilege), its name in capitals.
	other := strings.ToUpper(real)
	if runtime.GOOS != "windows" {
		other = filepath.Join(dir, "link")
		if err := os.Symlink(real, other); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range []string{filepath.Join(real, "game.kgn"), filepath.Join(other, "game.kgn")} {
		if !d.WriteTo(storage.NewFileURI(p)) {
			t.Fatalf("saving %s failed", p)
		}
	}
	if list := d.recent(); len(list) != 1 {
		t.Errorf("recent files = %q, want the one file once", list)
	}
}

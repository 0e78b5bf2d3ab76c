package store_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"syscall"
	"testing"

	"github.com/konane/konane/store"
	"github.com/konane/konane/store/storetest"
)

// symlink makes link lead to target, or skips the test where the system
// does not let this user make links.
func symlink(t *testing.T, target, link string) {
	t.Helper()
	if err := os.Symlink(target, link); err != nil {
		if symlinkNeedsPrivilege(err) {
			t.Skipf("Windows lets only administrators, or users in Developer Mode, make symbolic links: %v", err)
		}
		t.Fatal(err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Skipf("the system said it made the symbolic link %s but there is none (CreateSymbolicLinkW succeeded without making it): %v", link, err)
	}
}

func writeFile(t *testing.T, path, text string, perm os.FileMode) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), perm); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, perm); err != nil { // whatever the umask
		t.Fatal(err)
	}
}

// checkLink fails unless link is still a symbolic link to dest.
func checkLink(t *testing.T, link, dest string) {
	t.Helper()
	fi, err := os.Lstat(link)
	if err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("%s is no longer a link: %v %v", link, fi.Mode(), err)
	}
	if got, err := os.Readlink(link); err != nil || got != dest {
		t.Fatalf("%s leads to %q (%v), want %q", link, got, err, dest)
	}
}

// checkText fails unless the file at path holds text.
func checkText(t *testing.T, path, text string) {
	t.Helper()
	if got, err := os.ReadFile(path); err != nil || string(got) != text {
		t.Fatalf("%s holds %q (%v), want %q", path, got, err, text)
	}
}

// checkNoTemp fails if a temporary file is left in one of dirs.
func checkNoTemp(t *testing.T, dirs ...string) {
	t.Helper()
	for _, d := range dirs {
		if left, _ := filepath.Glob(filepath.Join(d, ".*tmp-*")); len(left) > 0 {
			t.Errorf("temporary files left in %s: %v", d, left)
		}
	}
}

// Saving over link.kgn → games/real.kgn keeps the link a link; the file it
// leads to gets the new content, written beside it (issue 21).
func TestASaveThroughALinkWritesTheFileItLeadsTo(t *testing.T) {
	for _, c := range []struct {
		name string
		// setup makes the links in dir and returns the path saved to, the
		// links with what they lead to, and the file that must be written.
		setup func(t *testing.T, dir string) (path string, links [][2]string, real string)
	}{
		{"a relative link", func(t *testing.T, dir string) (string, [][2]string, string) {
			real := filepath.Join(dir, "games", "real.kgn")
			writeFile(t, real, "old", 0o644)
			dest := filepath.Join("games", "real.kgn")
			symlink(t, dest, filepath.Join(dir, "link.kgn"))
			return filepath.Join(dir, "link.kgn"), [][2]string{{filepath.Join(dir, "link.kgn"), dest}}, real
		}},
		{"an absolute link", func(t *testing.T, dir string) (string, [][2]string, string) {
			real := filepath.Join(dir, "games", "real.kgn")
			writeFile(t, real, "old", 0o644)
			symlink(t, real, filepath.Join(dir, "link.kgn"))
			return filepath.Join(dir, "link.kgn"), [][2]string{{filepath.Join(dir, "link.kgn"), real}}, real
		}},
		{"a link to a link", func(t *testing.T, dir string) (string, [][2]string, string) {
			real := filepath.Join(dir, "games", "real.kgn")
			writeFile(t, real, "old", 0o644)
			symlink(t, "real.kgn", filepath.Join(dir, "games", "mid.kgn"))
			symlink(t, filepath.Join("games", "mid.kgn"), filepath.Join(dir, "link.kgn"))
			return filepath.Join(dir, "link.kgn"), [][2]string{
				{filepath.Join(dir, "link.kgn"), filepath.Join("games", "mid.kgn")},
				{filepath.Join(dir, "games", "mid.kgn"), "real.kgn"},
			}, real
		}},
		{"a link to a file not yet made", func(t *testing.T, dir string) (string, [][2]string, string) {
			dest := filepath.Join("games", "new.kgn")
			symlink(t, dest, filepath.Join(dir, "link.kgn"))
			return filepath.Join(dir, "link.kgn"), [][2]string{{filepath.Join(dir, "link.kgn"), dest}}, filepath.Join(dir, "games", "new.kgn")
		}},
		{"a link with .. in a linked folder", func(t *testing.T, dir string) (string, [][2]string, string) {
			// dir/side → games/deep; dir/side/link.kgn → ../real.kgn is
			// games/real.kgn, not dir/real.kgn.
			if err := os.MkdirAll(filepath.Join(dir, "games", "deep"), 0o755); err != nil {
				t.Fatal(err)
			}
			real := filepath.Join(dir, "games", "real.kgn")
			writeFile(t, real, "old", 0o644)
			symlink(t, filepath.Join(dir, "games", "deep"), filepath.Join(dir, "side"))
			dest := filepath.Join("..", "real.kgn")
			symlink(t, dest, filepath.Join(dir, "games", "deep", "link.kgn"))
			link := filepath.Join(dir, "side", "link.kgn")
			return link, [][2]string{{link, dest}}, real
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.MkdirAll(filepath.Join(dir, "games"), 0o755); err != nil {
				t.Fatal(err)
			}
			path, links, real := c.setup(t, dir)
			if err := store.WriteFileAtomic(path, []byte("new"), 0o644); err != nil {
				t.Fatal(err)
			}
			for _, l := range links {
				checkLink(t, l[0], l[1])
			}
			checkText(t, real, "new")
			if _, err := os.Stat(filepath.Join(dir, "real.kgn")); err == nil {
				t.Error("the file was written beside the link's folder instead")
			}
			checkNoTemp(t, dir, filepath.Join(dir, "games"), filepath.Join(dir, "games", "deep"))
		})
	}
}

// A loop of links is refused (ELOOP) and changes nothing.
func TestASaveThroughALoopOfLinksIsRefused(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.kgn"), filepath.Join(dir, "b.kgn")
	symlink(t, "b.kgn", a)
	symlink(t, "a.kgn", b)
	err := store.WriteFileAtomic(a, []byte("new"), 0o644)
	if !errors.Is(err, syscall.ELOOP) {
		t.Fatalf("error %v, want ELOOP", err)
	}
	checkLink(t, a, "b.kgn")
	checkLink(t, b, "a.kgn")
	checkNoTemp(t, dir)
}

// A save keeps the old file's permission bits (a 0600 file stays 0600); a
// new file gets perm (issue 21).
func TestASaveKeepsThePermissionBits(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("Windows files have no permission bits, only a read-only attribute, and a rename over a read-only file fails")
	}
	dir := t.TempDir()
	for _, perm := range []os.FileMode{0o600, 0o640, 0o604, 0o755} {
		t.Run(fmt.Sprint(perm), func(t *testing.T) {
			path := filepath.Join(dir, fmt.Sprintf("g%o.kgn", perm))
			writeFile(t, path, "old", perm)
			if err := store.WriteFileAtomic(path, []byte("new"), 0o644); err != nil {
				t.Fatal(err)
			}
			checkText(t, path, "new")
			if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != perm {
				t.Errorf("the file is %v after the save, want %v", fi.Mode(), perm)
			}
		})
	}
	t.Run("through a link", func(t *testing.T) {
		real := filepath.Join(dir, "real.kgn")
		writeFile(t, real, "old", 0o600)
		symlink(t, "real.kgn", filepath.Join(dir, "link.kgn"))
		if err := store.WriteFileAtomic(filepath.Join(dir, "link.kgn"), []byte("new"), 0o644); err != nil {
			t.Fatal(err)
		}
		if fi, err := os.Stat(real); err != nil || fi.Mode().Perm() != 0o600 {
			t.Errorf("the file is %v after the save, want 0600", fi.Mode())
		}
	})
	t.Run("a new file", func(t *testing.T) {
		path := filepath.Join(dir, "new.kgn")
		if err := store.WriteFileAtomic(path, []byte("new"), 0o640); err != nil {
			t.Fatal(err)
		}
		if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o640 {
			t.Errorf("a new file is %v, want 0640", fi.Mode())
		}
	})
}

// Through the fault-injecting layer, a save through a link that fails at
// any step leaves the link, and the file it leads to whole and unchanged
// (its mode too), but for a failed folder flush after the rename.
func TestAFailedSaveThroughALinkKeepsTheOldFile(t *testing.T) {
	for _, step := range storetest.Steps {
		t.Run(step.String(), func(t *testing.T) {
			dir := t.TempDir()
			games := filepath.Join(dir, "games")
			if err := os.Mkdir(games, 0o755); err != nil {
				t.Fatal(err)
			}
			real := filepath.Join(games, "real.kgn")
			writeFile(t, real, "old", 0o600)
			link := filepath.Join(dir, "link.kgn")
			dest := filepath.Join("games", "real.kgn")
			symlink(t, dest, link)
			fs := &storetest.FaultFS{}
			fs.Fail(step, syscall.EIO)
			err := store.WriteFileAtomicFS(fs, link, []byte("new"), 0o644)
			if !errors.Is(err, syscall.EIO) || fs.Failures() != 1 {
				t.Fatalf("error %v after %d failures, want EIO once", err, fs.Failures())
			}
			checkLink(t, link, dest)
			want := "old"
			if step == storetest.DirSync {
				want = "new"
			}
			checkText(t, real, want)
			if fi, err := os.Stat(real); err != nil || (runtime.GOOS != "windows" && fi.Mode().Perm() != 0o600) {
				t.Errorf("the file is %v (%v), want 0600", fi.Mode(), err)
			}
			checkNoTemp(t, dir, games)
		})
	}
}

// The same holds when the autosave's folder is a link, or the autosave
// itself is one (issue 21).
func TestTheAutosaveThroughLinks(t *testing.T) {
	dir := t.TempDir()
	realDir := filepath.Join(dir, "real-storage")
	if err := os.Mkdir(realDir, 0o755); err != nil {
		t.Fatal(err)
	}
	storage := filepath.Join(dir, "storage")
	symlink(t, realDir, storage)
	a := store.Autosave{Dir: storage}
	for _, moves := range []string{"1. d5 e5 *", "1. d5 e5 2. b5-d5 *"} {
		if err := a.Save(gameOf(t, moves)); err != nil {
			t.Fatal(err)
		}
		checkLink(t, storage, realDir)
		checkText(t, filepath.Join(realDir, store.AutosaveName), string(gameOf(t, moves).MarshalKGN()))
	}
	checkNoTemp(t, realDir)

	elsewhere := filepath.Join(dir, "kept.kgn")
	if err := os.Rename(filepath.Join(realDir, store.AutosaveName), elsewhere); err != nil {
		t.Fatal(err)
	}
	symlink(t, elsewhere, a.Path())
	g := gameOf(t, "1. d5 e5 2. b5-d5 *")
	pos := g.Position()
	if err := g.Play(pos.LegalMoves(nil)[0]); err != nil {
		t.Fatal(err)
	}
	if err := a.Save(g); err != nil {
		t.Fatal(err)
	}
	checkLink(t, a.Path(), elsewhere)
	checkText(t, elsewhere, string(g.MarshalKGN()))
	if h, err := a.Load(); err != nil || h == nil || h.Ply() != 4 {
		t.Fatalf("the autosave through its link loads %v, %v", h, err)
	}
	checkNoTemp(t, realDir, dir)
}

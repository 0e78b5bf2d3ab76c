package store

import (
	"errors"
	iofs "io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A save whose name is a folder's, ends in a separator, or lies in a
// folder that does not exist is refused with an error that says so, and
// no temporary file is made anywhere.
func TestWriteFileAtomicRefusesFoldersAndMissingFolders(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "plain"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, path string
		kind       error
		says       string
	}{
		{"an existing folder", filepath.Join(dir, "sub"), ErrIsFolder, "is that of a folder"},
		{"an existing folder with a trailing slash", filepath.Join(dir, "sub") + "/", ErrIsFolder, "is that of a folder"},
		{"a missing folder with a trailing slash", filepath.Join(dir, "dirx") + "/", ErrIsFolder, "is that of a folder"},
		{"a file in a missing folder", filepath.Join(dir, "dirx", "g.kgn"), ErrNoFolder, "folder " + filepath.Join(dir, "dirx") + " does not exist"},
		{"a file under a file", filepath.Join(dir, "plain", "g.kgn"), ErrNoFolder, "is a file, not a folder"},
		{"an empty name", "", ErrIsFolder, "is that of a folder"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := WriteFileAtomic(c.path, []byte("game"), 0o644)
			if !errors.Is(err, c.kind) || !strings.Contains(err.Error(), c.says) {
				t.Fatalf("error %v, want %v saying %q", err, c.kind, c.says)
			}
			if c.kind == ErrNoFolder && !errors.Is(err, iofs.ErrNotExist) {
				t.Errorf("%v is not fs.ErrNotExist", err)
			}
		})
	}
	for _, d := range []string{dir, filepath.Join(dir, "sub"), filepath.Dir(dir)} {
		if left, _ := filepath.Glob(filepath.Join(d, ".*tmp*")); len(left) > 0 {
			t.Errorf("temporary files left in %s: %v", d, left)
		}
	}
	if fi, err := os.Stat(filepath.Join(dir, "sub")); err != nil || !fi.IsDir() {
		t.Errorf("the folder was replaced: %v %v", fi, err)
	}
}

// A relative name is written in the working folder, its temporary file
// beside it.
func TestWriteFileAtomicRelativeName(t *testing.T) {
	t.Chdir(t.TempDir())
	if err := WriteFileAtomic("g.kgn", []byte("game"), 0o644); err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile("g.kgn"); err != nil || string(data) != "game" {
		t.Fatalf("read back %q, %v", data, err)
	}
	if err := WriteFileAtomic(filepath.Join("nodir", "g.kgn"), []byte("game"), 0o644); !errors.Is(err, ErrNoFolder) {
		t.Errorf("a missing relative folder: %v", err)
	}
	if left, _ := filepath.Glob(".*tmp*"); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

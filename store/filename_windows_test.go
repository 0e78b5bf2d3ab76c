package store

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// On Windows itself, the save dialog's cleaning (CleanFileName with
// runtime.GOOS) refuses what Windows forbids, and every name it gives is
// kept by the file system exactly: a file created under it is listed
// under it (not with its trailing dots or spaces dropped by Windows).
func TestCleanedFileNamesAreKeptExactlyByWindows(t *testing.T) {
	for name, kind := range map[string]error{
		"a:b.kgn": ErrNameChar, `a\b.kgn`: ErrNameChar, "a?.kgn": ErrNameChar,
		"con.kgn": ErrNameReserved, "NUL": ErrNameReserved, "lpt1.kgn": ErrNameReserved,
	} {
		if _, err := CleanFileName(name, runtime.GOOS); !errors.Is(err, kind) {
			t.Errorf("CleanFileName(%q, %s): %v, want %v", name, runtime.GOOS, err, kind)
		}
	}
	dir := t.TempDir()
	for _, typed := range []string{"game\r .kgn", "game. . ", "partie .kgn.", " Ωμέγα\t.kgn", "ศรี.kgn", "a.b..kgn"} {
		name, err := CleanFileName(typed, runtime.GOOS)
		if err != nil {
			t.Errorf("CleanFileName(%q): %v", typed, err)
			continue
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte("x"), 0o644); err != nil {
			t.Errorf("%q cleaned to %q: %v", typed, name, err)
			continue
		}
		entries, err := os.ReadDir(dir)
		if err != nil || len(entries) != 1 || entries[0].Name() != name {
			t.Errorf("%q cleaned to %q: the folder lists %v (%v)", typed, name, entries, err)
		}
		os.Remove(filepath.Join(dir, name))
	}
}

//go:build unix

package store

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// A save to a FIFO, directly or through a link, gives ErrNotRegular, makes
// no temporary file and leaves the FIFO a FIFO.
func TestWriteFileAtomicRefusesAFIFO(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.kgn")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no FIFO here: %v", err)
	}
	link := filepath.Join(dir, "link.kgn")
	if err := os.Symlink("fifo.kgn", link); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{fifo, link} {
		err := WriteFileAtomic(name, []byte("data"), 0o644)
		if !errors.Is(err, ErrNotRegular) {
			t.Errorf("WriteFileAtomic(%s) = %v, want ErrNotRegular", filepath.Base(name), err)
		}
	}
	if fi, err := os.Lstat(fifo); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the FIFO is now %v (%v)", fi.Mode(), err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 2 {
		t.Errorf("the folder holds %d entries, want the FIFO and the link", len(entries))
	}
}

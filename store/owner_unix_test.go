//go:build unix

package store_test

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/konane/konane/store"
	"github.com/konane/konane/store/storetest"
)

func ownerOf(t *testing.T, path string) (uid, gid uint32) {
	t.Helper()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	st := fi.Sys().(*syscall.Stat_t)
	return st.Uid, st.Gid
}

// A save keeps the file's owner and group where it may (root may give the
// new file to anyone); where the chown is refused, the save goes on and
// succeeds, and the file keeps its mode.
func TestASaveKeepsTheOwnerWhereAllowed(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("only root can give a file to another user, which this test needs")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "g.kgn")
	writeFile(t, path, "old", 0o640)
	if err := os.Chown(path, 4242, 4343); err != nil {
		t.Fatal(err)
	}
	if err := store.WriteFileAtomic(path, []byte("new"), 0o644); err != nil {
		t.Fatal(err)
	}
	checkText(t, path, "new")
	if uid, gid := ownerOf(t, path); uid != 4242 || gid != 4343 {
		t.Errorf("owner %d:%d after the save, want 4242:4343", uid, gid)
	}

	fs := &storetest.FaultFS{}
	fs.Fail(storetest.Chown, syscall.EPERM)
	if err := store.WriteFileAtomicFS(fs, path, []byte("newer"), 0o644); err != nil {
		t.Fatalf("a refused chown failed the save: %v", err)
	}
	if fs.Failures() == 0 {
		t.Fatal("the save did not try to keep the owner")
	}
	checkText(t, path, "newer")
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o640 {
		t.Errorf("after a refused chown the file is %v, want 0640", fi.Mode())
	}
	if uid, _ := ownerOf(t, path); uid != uint32(os.Geteuid()) {
		t.Errorf("after a refused chown the owner is %d, want the saver %d", uid, os.Geteuid())
	}
}

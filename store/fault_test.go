package store_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/konane/konane/game"
	"github.com/konane/konane/store"
	"github.com/konane/konane/store/storetest"
)

func gameOf(t *testing.T, moves string) *game.Game {
	t.Helper()
	g, err := game.ParseKGN([]byte(moves))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// Issue 13, case 3: at every step of the atomic save and for every kind of
// disk failure, the save reports the failure (wrapping the system's error)
// and the previous save stays complete and readable; no temporary file is
// left behind.
func TestEveryFaultOfTheAtomicSaveIsReportedAndKeepsTheOldSave(t *testing.T) {
	for _, step := range storetest.Steps {
		for _, errno := range storetest.Errnos {
			t.Run(fmt.Sprintf("%v/%v", step, errno), func(t *testing.T) {
				fs := &storetest.FaultFS{}
				a := store.Autosave{Dir: t.TempDir(), FS: fs}
				old := gameOf(t, "1. d5 e5 *")
				if err := a.Save(old); err != nil {
					t.Fatal(err)
				}
				before, _ := os.ReadFile(a.Path())
				fs.Fail(step, errno)
				next := gameOf(t, "1. d5 e5 2. b5-d5 *")
				err := a.Save(next)
				if !errors.Is(err, errno) || !strings.Contains(err.Error(), a.Path()) {
					t.Fatalf("save error %v, want one naming %s and wrapping %v", err, a.Path(), errno)
				}
				if fs.Failures() != 1 {
					t.Errorf("%d operations failed, want 1", fs.Failures())
				}
				after, rerr := os.ReadFile(a.Path())
				want := before
				if step == storetest.DirSync {
					// The rename is done: the new save is complete in place,
					// only its flush could not be confirmed.
					want = next.MarshalKGN()
				}
				if rerr != nil || !bytes.Equal(after, want) {
					t.Fatalf("the save on disk is %q (%v), want %q", after, rerr, want)
				}
				if g, err := a.Load(); err != nil || g == nil {
					t.Fatalf("the save on disk does not load: %v", err)
				}
				left, _ := filepath.Glob(filepath.Join(a.Dir, ".*tmp-*"))
				if len(left) != 0 {
					t.Errorf("temporary files left: %v", left)
				}
				fs.Fail(step, nil)
				if err := a.Save(next); err != nil {
					t.Fatalf("a save after the disk healed failed: %v", err)
				}
			})
		}
	}
}

// The statistics go through the same layer.
func TestStatisticsSaveReportsFaults(t *testing.T) {
	fs := &storetest.FaultFS{}
	dir := t.TempDir()
	if err := store.SaveStatsFS(fs, dir, store.Stats{BlackWins: 3}); err != nil {
		t.Fatal(err)
	}
	fs.Fail(storetest.Write, syscall.ENOSPC)
	if err := store.SaveStatsFS(fs, dir, store.Stats{BlackWins: 4}); err == nil {
		t.Fatal("a failed statistics save reported success")
	}
	if s, err := store.LoadStats(dir); err != nil || s.BlackWins != 3 {
		t.Fatalf("statistics after a failed save: %+v %v", s, err)
	}
}

// A real full file system: a 64 KiB tmpfs filled up. Needs root and mount
// (CI runs as root); elsewhere it says why it is skipped.
func TestAutosaveOnARealFullDisk(t *testing.T) {
	if os.Geteuid() != 0 {
		skipLoudly(t, "mounting a small tmpfs needs root (run as root, as CI does)")
	}
	dir := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", dir).CombinedOutput(); err != nil {
		skipLoudly(t, fmt.Sprintf("cannot mount a tmpfs here: %v %s", err, bytes.TrimSpace(out)))
	}
	defer func() {
		if out, err := exec.Command("umount", dir).CombinedOutput(); err != nil {
			t.Errorf("umount: %v %s", err, out)
		}
	}()
	a := store.Autosave{Dir: dir}
	old := gameOf(t, "1. d5 e5 *")
	if err := a.Save(old); err != nil {
		t.Fatal(err)
	}
	filler, err := os.Create(filepath.Join(dir, "filler"))
	if err != nil {
		t.Fatal(err)
	}
	chunk := make([]byte, 4096)
	for {
		if _, err := filler.Write(chunk); err != nil {
			break
		}
	}
	filler.Close()
	g := gameOf(t, "1. d5 e5 2. b5-d5 *")
	for i := 0; i < 3; i++ {
		g.AddComment(2, strings.Repeat("a long comment that does not fit ", 200))
		if err := a.Save(g); err == nil {
			t.Fatal("a save on a full disk reported success")
		}
	}
	h, err := a.Load()
	if err != nil || h.Ply() != 2 {
		t.Fatalf("after saves on a full disk the old autosave must load intact: %v", err)
	}
	_ = os.Remove(filepath.Join(dir, "filler"))
	if err := a.Save(g); err != nil {
		t.Fatalf("after room was made the save failed: %v", err)
	}
}

// skipLoudly skips t and prints why on stderr even without -v, so that a
// CI log shows that the real full-disk test did not run.
func skipLoudly(t *testing.T, why string) {
	fmt.Fprintf(os.Stderr, "%s skipped: %s\n", t.Name(), why)
	t.Skip(why)
}

// A create that fails with ENOENT in a folder that exists (a new file in
// /proc) wraps ErrNoNewFiles as well as the system's error, so the message
// does not say the file is missing.
func TestACreateRefusedWithENOENTInAnExistingFolderIsErrNoNewFiles(t *testing.T) {
	fs := &storetest.FaultFS{}
	fs.Fail(storetest.Create, syscall.ENOENT)
	err := store.WriteFileAtomicFS(fs, filepath.Join(t.TempDir(), "g.kgn"), []byte("x"), 0o644)
	if !errors.Is(err, store.ErrNoNewFiles) || !errors.Is(err, syscall.ENOENT) {
		t.Errorf("error %v, want ErrNoNewFiles wrapping ENOENT", err)
	}
	err = store.WriteFileAtomic(filepath.Join(t.TempDir(), "gone", "g.kgn"), []byte("x"), 0o644)
	if errors.Is(err, store.ErrNoNewFiles) {
		t.Errorf("a missing folder gives %v, which is not ErrNoNewFiles", err)
	}
}

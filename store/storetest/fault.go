// Package storetest provides a file layer for package store that fails on
// purpose, for the fault-injection tests of store and ui.
package storetest

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"

	"github.com/konane/konane/store"
)

// Step is one step of an atomic save.
type Step int

// The steps of store.WriteFileAtomicFS, in order.
const (
	Create  Step = iota // creating the temporary file
	Write               // writing the data into it
	Fsync               // flushing it to disk
	Chown               // giving it the old file's owner (only when that differs)
	Chmod               // giving it the old file's permissions (or the new file's)
	Rename              // renaming it over the target
	DirSync             // flushing the folder
)

// Steps lists every step whose failure fails the save, for loops over
// them: all but Chown, which a save survives (the file then keeps its
// saver's owner).
var Steps = []Step{Create, Write, Fsync, Chmod, Rename, DirSync}

// String names the step ("create", "write", "fsync", "chown", "chmod",
// "rename", "dir fsync").
func (s Step) String() string {
	return [...]string{"create", "write", "fsync", "chown", "chmod", "rename", "dir fsync"}[s]
}

// Errnos are the failures of a full, read-only, forbidden or broken disk.
var Errnos = []syscall.Errno{syscall.ENOSPC, syscall.EROFS, syscall.EACCES, syscall.EIO}

// FaultFS is store.OS with one step failing with Err while Err is set.
// A write that fails has written half of its data first, as a full disk
// does. It is safe for use by several goroutines.
type FaultFS struct {
	mu    sync.Mutex
	step  Step
	err   error
	dir   string // only files in this folder fail; "" for every file
	fails int    // how many operations failed
}

// Fail makes step fail with err from now on, in every folder; err nil
// heals the layer.
func (f *FaultFS) Fail(step Step, err error) { f.FailIn("", step, err) }

// FailIn makes step fail with err from now on for the files in folder dir
// only (a full or read-only disk there, a healthy one elsewhere); dir ""
// means every folder, err nil heals the layer.
func (f *FaultFS) FailIn(dir string, step Step, err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.step, f.err, f.dir = step, err, filepath.Clean(dir)
	if dir == "" {
		f.dir = ""
	}
}

// Failures returns how many operations have failed so far.
func (f *FaultFS) Failures() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.fails
}

// failing returns the error step must fail with on the file or folder
// path, or nil.
func (f *FaultFS) failing(step Step, path string) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.err == nil || f.step != step {
		return nil
	}
	if f.dir != "" && path != f.dir && !strings.HasPrefix(path, f.dir+string(filepath.Separator)) {
		return nil
	}
	f.fails++
	return f.err
}

// CreateTemp implements store.FS.
func (f *FaultFS) CreateTemp(dir, pattern string) (store.File, error) {
	if err := f.failing(Create, filepath.Clean(dir)); err != nil {
		return nil, &os.PathError{Op: "open", Path: dir + "/" + pattern, Err: err}
	}
	file, err := store.OS.CreateTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	return &faultFile{File: file, fs: f}, nil
}

// Rename implements store.FS.
func (f *FaultFS) Rename(o, n string) error {
	if err := f.failing(Rename, n); err != nil {
		return &os.LinkError{Op: "rename", Old: o, New: n, Err: err}
	}
	return store.OS.Rename(o, n)
}

// Chown implements store.FS.
func (f *FaultFS) Chown(name string, uid, gid int) error {
	if err := f.failing(Chown, name); err != nil {
		return &os.PathError{Op: "chown", Path: name, Err: err}
	}
	return store.OS.Chown(name, uid, gid)
}

// Chmod implements store.FS.
func (f *FaultFS) Chmod(name string, m os.FileMode) error {
	if err := f.failing(Chmod, name); err != nil {
		return &os.PathError{Op: "chmod", Path: name, Err: err}
	}
	return store.OS.Chmod(name, m)
}

// Remove and MkdirAll implement store.FS; they never fail on purpose.
func (f *FaultFS) Remove(name string) error                 { return store.OS.Remove(name) }
func (f *FaultFS) MkdirAll(dir string, m os.FileMode) error { return store.OS.MkdirAll(dir, m) }

// SyncDir implements store.FS.
func (f *FaultFS) SyncDir(dir string) error {
	if err := f.failing(DirSync, filepath.Clean(dir)); err != nil {
		return &os.PathError{Op: "sync", Path: dir, Err: err}
	}
	return store.OS.SyncDir(dir)
}

type faultFile struct {
	store.File
	fs *FaultFS
}

func (w *faultFile) Write(p []byte) (int, error) {
	if err := w.fs.failing(Write, w.Name()); err != nil {
		n, _ := w.File.Write(p[:len(p)/2])
		return n, &os.PathError{Op: "write", Path: w.Name(), Err: err}
	}
	return w.File.Write(p)
}

func (w *faultFile) Sync() error {
	if err := w.fs.failing(Fsync, w.Name()); err != nil {
		return &os.PathError{Op: "sync", Path: w.Name(), Err: err}
	}
	return w.File.Sync()
}

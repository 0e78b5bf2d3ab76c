package store

import (
	"errors"
	"os"
	"runtime"
	"syscall"
)

// FS is the file-system layer under every file the store writes: the steps
// of an atomic save (temporary file, write, flush, rename, folder flush,
// old owner and permissions) and the store's few other calls. OS is the
// real one; tests fail it at chosen steps.
type FS interface {
	// CreateTemp creates a new file in dir as os.CreateTemp does.
	CreateTemp(dir, pattern string) (File, error)
	// Rename, Remove, Chmod, Chown and MkdirAll act as their os
	// namesakes.
	Rename(oldpath, newpath string) error
	Remove(name string) error
	Chmod(name string, mode os.FileMode) error
	Chown(name string, uid, gid int) error
	MkdirAll(dir string, perm os.FileMode) error
	// SyncDir flushes the entries of folder dir to disk.
	SyncDir(dir string) error
}

// File is an open file written by an atomic save.
type File interface {
	Name() string
	Write(p []byte) (int, error)
	Sync() error
	Close() error
}

// OS is the operating system's file system.
var OS FS = osFS{}

type osFS struct{}

func (osFS) CreateTemp(dir, pattern string) (File, error) { return os.CreateTemp(dir, pattern) }
func (osFS) Rename(o, n string) error                     { return os.Rename(o, n) }
func (osFS) Remove(name string) error                     { return os.Remove(name) }
func (osFS) Chmod(name string, m os.FileMode) error       { return os.Chmod(name, m) }
func (osFS) Chown(name string, uid, gid int) error        { return os.Chown(name, uid, gid) }
func (osFS) MkdirAll(dir string, m os.FileMode) error     { return os.MkdirAll(dir, m) }

// SyncDir flushes a folder where the system allows it. Windows cannot open
// a folder for a flush, and some file systems refuse to flush a folder
// (EINVAL, ENOTSUP): there the rename is as durable as it gets, and that is
// not an error. Any other failure (EIO) is.
func (osFS) SyncDir(dir string) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	if errors.Is(err, syscall.EINVAL) || errors.Is(err, syscall.ENOTSUP) {
		return nil
	}
	return err
}

// orOS returns fs, or OS when fs is nil.
func orOS(fs FS) FS {
	if fs == nil {
		return OS
	}
	return fs
}

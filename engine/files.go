package engine

import (
	"errors"
	"fmt"
	iofs "io/fs"
	"os"
	"syscall"

	"github.com/konane/konane/game"
	"github.com/konane/konane/store"
)

// fileStore reads and writes the files of loadgame and savegame; tests
// replace the operating system's file system with a map.
type fileStore interface {
	// ReadFile returns the contents of the named file; a file longer than
	// limit bytes gives its first limit+1 bytes, or, for a .kgn limit
	// (game.MaxKGNSize), game.ErrFileTooLarge with its size.
	ReadFile(name string, limit int) ([]byte, error)
	// WriteFile replaces the named file with data, atomically.
	WriteFile(name string, data []byte) error
}

// osFiles is the fileStore of the operating system.
type osFiles struct{}

// ReadFile reads only a regular file: a folder, a FIFO or a device fails
// unread and at once (store.ReadRegularFile), so that loadgame of a pipe
// with no writer cannot hang the engine in open(2), out of reach of
// SIGTERM and of quit.
func (osFiles) ReadFile(name string, limit int) ([]byte, error) {
	if fi, err := os.Stat(name); err == nil && fi.Mode().IsRegular() && limit == game.MaxKGNSize && fi.Size() > int64(limit) {
		return nil, &game.FileSizeError{Size: int(min(fi.Size(), 1<<40)), Exact: true}
	}
	return store.ReadRegularFile(name, int64(limit)+1)
}

// WriteFile writes a temporary file in the directory of name and renames
// it over name (store.WriteFileAtomic), so that a reader sees the old file
// or the new one, never a part.
func (osFiles) WriteFile(name string, data []byte) error {
	return store.WriteFileAtomic(name, data, 0o644)
}

// fileError is the answer of loadgame (verb "read") or savegame ("save")
// when the file at path cannot be read or written: one sentence that names
// the file and says why in plain words, without the names of the system
// calls or of Konane's packages.
func fileError(path, verb string, err error) error {
	if errors.Is(err, game.ErrFileTooLarge) {
		return fmt.Errorf("%s: %w", path, err) // says the size and the limit
	}
	return fmt.Errorf("%s: cannot %s the file: %s", path, verb, fileProblem(err))
}

// fileProblem says in English why a file could not be read or written.
func fileProblem(err error) string {
	switch {
	case errors.Is(err, store.ErrIsFolder), errors.Is(err, syscall.EISDIR):
		return "the name is that of a folder, not of a file"
	case errors.Is(err, store.ErrNotRegular):
		return "it is not a regular file but a pipe, a device or a socket"
	case errors.Is(err, store.ErrNoNewFiles):
		return "its folder does not take new files"
	case errors.Is(err, store.ErrNoFolder):
		return "its folder does not exist"
	case errors.Is(err, syscall.ENOTDIR):
		return "a part of the path is a file, not a folder"
	case errors.Is(err, iofs.ErrNotExist):
		return "it does not exist"
	case errors.Is(err, syscall.EROFS):
		return "the disk is read-only"
	case errors.Is(err, iofs.ErrPermission):
		return "permission denied"
	case errors.Is(err, syscall.ENOSPC), errors.Is(err, syscall.EDQUOT):
		return "the disk is full"
	case errors.Is(err, syscall.ENAMETOOLONG):
		return "the name is too long"
	case errors.Is(err, syscall.ELOOP):
		return "too many symbolic links (a loop of links)"
	case errors.Is(err, syscall.EIO):
		return "the disk reported an input/output error"
	}
	var errno syscall.Errno
	if errors.As(err, &errno) {
		return errno.Error()
	}
	return err.Error()
}

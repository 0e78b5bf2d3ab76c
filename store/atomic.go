// Package store keeps the player's files safe: atomic writes, the autosaved
// unfinished game and the win statistics. It imports no GUI code; the UI
// passes it the app's storage folder.
package store

import (
	"errors"
	"fmt"
	iofs "io/fs"
	"os"
	"path/filepath"
	"strings"
)

// WriteFileAtomic writes data to path so that a crash or power loss at any
// moment leaves either the old complete file or the new complete one: it
// writes a temporary file in the same folder, flushes it to disk, renames it
// over path and flushes the folder. perm applies to a new file.
func WriteFileAtomic(path string, data []byte, perm os.FileMode) error {
	return WriteFileAtomicFS(OS, path, data, perm)
}

// WriteFileAtomicFS is WriteFileAtomic through the file layer fs (nil: OS).
// Whatever step fails (create, write, flush, rename, folder flush), the
// error names path and wraps the system's error (errors.Is finds
// syscall.ENOSPC, EROFS, EACCES, EIO …), and the temporary file is removed.
// Until the rename the old file is untouched; a failure of the folder flush
// after it leaves the new complete file in place but is still reported,
// since the save may not survive a power loss.
//
// Before anything is written, a path that names a folder (an existing
// folder, or a name ending in a path separator) gives ErrIsFolder and a
// path whose folder does not exist gives ErrNoFolder (also
// fs.ErrNotExist): the temporary file is only ever made in the target's
// own folder.
func WriteFileAtomicFS(fs FS, path string, data []byte, perm os.FileMode) error {
	fs = orOS(fs)
	if err := checkTarget(path); err != nil {
		return err
	}
	dir := filepath.Dir(path)
	tmp, err := fs.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		// Name the folder, not the temporary file nobody asked for.
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return fmt.Errorf("store: cannot write %s: %w", path, err)
	}
	name := tmp.Name()
	ok := false
	defer func() {
		if !ok {
			tmp.Close()
			fs.Remove(name)
		}
	}()
	if _, err := tmp.Write(data); err != nil {
		return fmt.Errorf("store: writing %s: %w", path, err)
	}
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("store: flushing %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("store: closing %s: %w", path, err)
	}
	if err := fs.Chmod(name, perm); err != nil {
		return fmt.Errorf("store: %w", err)
	}
	if beforeRename != nil {
		if err := beforeRename(name); err != nil {
			return err
		}
	}
	if err := fs.Rename(name, path); err != nil {
		return fmt.Errorf("store: replacing %s: %w", path, err)
	}
	ok = true
	if err := fs.SyncDir(dir); err != nil {
		return fmt.Errorf("store: flushing the folder of %s: %w", path, err)
	}
	return nil
}

// ErrIsFolder is wrapped by the error of a save whose name is that of a
// folder, not of a file.
var ErrIsFolder = errors.New("the name is that of a folder, not of a file")

// ErrNoFolder is wrapped by the error of a save into a folder that does
// not exist (or is a file); such an error is fs.ErrNotExist too.
var ErrNoFolder = errors.New("folder does not exist")

// folderError is ErrNoFolder about folder dir.
type folderError struct{ dir, why string }

func (e *folderError) Error() string { return "folder " + e.dir + " " + e.why }

// Is makes the error both ErrNoFolder and fs.ErrNotExist.
func (e *folderError) Is(target error) bool {
	return target == ErrNoFolder || target == iofs.ErrNotExist
}

// checkTarget refuses a path that names a folder or lies in a folder that
// does not exist. Other failures to look (no permission) are left to the
// write, which reports them.
func checkTarget(path string) error {
	if path == "" || os.IsPathSeparator(path[len(path)-1]) {
		return fmt.Errorf("store: cannot write %q: %w", path, ErrIsFolder)
	}
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return fmt.Errorf("store: cannot write %s: %w", path, ErrIsFolder)
	}
	dir := filepath.Dir(path)
	fi, err := os.Stat(dir)
	switch {
	case errors.Is(err, iofs.ErrNotExist):
		return fmt.Errorf("store: cannot write %s: %w", path, &folderError{dir, "does not exist"})
	case err == nil && !fi.IsDir():
		return fmt.Errorf("store: cannot write %s: %w", path, &folderError{dir, "is a file, not a folder"})
	}
	return nil
}

// beforeRename, when set by a test, runs after the temporary file is
// complete and before it replaces the target: returning an error there acts
// like a crash at the worst moment.
var beforeRename func(tmp string) error

// WithKGNExtension returns name with ".kgn" appended unless it already ends
// in .kgn in any letter case ("game" → "game.kgn", "Game.KGN" stays).
func WithKGNExtension(name string) string {
	if strings.EqualFold(filepath.Ext(name), ".kgn") {
		return name
	}
	return name + ".kgn"
}

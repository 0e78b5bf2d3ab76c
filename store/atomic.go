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
	"syscall"
)

// WriteFileAtomic replaces path with data so that a crash leaves the old or
// the new complete file (temporary file beside it, flush, rename, folder
// flush). A symbolic link's target is replaced. An existing file keeps its
// permissions and, where allowed, owner and group; perm is for new files.
func WriteFileAtomic(path string, data []byte, perm os.FileMode) error {
	return WriteFileAtomicFS(OS, path, data, perm)
}

// WriteFileAtomicFS is WriteFileAtomic through fs (nil: OS). A failed
// step's error names path and wraps the system's (ENOSPC, EROFS, EACCES,
// EIO…); the temporary file is removed and, before the rename, the old file
// untouched. A failed folder flush after the rename is reported, the new
// file in place. A refused chown is no failure.
//
// Before writing, a folder's name gives ErrIsFolder, a missing folder
// ErrNoFolder (also fs.ErrNotExist), a folder that takes no new files
// ErrNoNewFiles, a FIFO, device or socket ErrNotRegular, a loop of links an
// error wrapping syscall.ELOOP.
func WriteFileAtomicFS(fs FS, path string, data []byte, perm os.FileMode) error {
	fs = orOS(fs)
	if err := checkTarget(path); err != nil {
		return err
	}
	target, err := followLinks(path)
	if err != nil {
		return fmt.Errorf("store: cannot write %s: %w", path, err)
	}
	if target != path {
		if err := checkTarget(target); err != nil {
			return err
		}
	}
	old, err := os.Stat(target)
	if err != nil {
		old = nil // a new file (other failures are the write's to report)
	} else {
		perm = old.Mode().Perm()
	}
	dir := filepath.Dir(target)
	tmp, err := fs.CreateTemp(dir, "."+filepath.Base(target)+".tmp-*")
	if err != nil {
		return createError(path, dir, withoutPath(err))
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
	if old != nil {
		keepOwner(fs, name, old) // before the chmod: a chown may clear set-id bits
	}
	if err := fs.Chmod(name, perm); err != nil {
		return fmt.Errorf("store: cannot set the permissions of %s: %w", path, withoutPath(err))
	}
	if beforeRename != nil {
		if err := beforeRename(name); err != nil {
			return err
		}
	}
	if err := fs.Rename(name, target); err != nil {
		return fmt.Errorf("store: replacing %s: %w", path, err)
	}
	ok = true
	if err := fs.SyncDir(dir); err != nil {
		return fmt.Errorf("store: flushing the folder of %s: %w", path, err)
	}
	return nil
}

// ErrNoNewFiles is wrapped, with the system's error, by the error of a save
// into a folder that exists but in which no file can be created although
// the system says ENOENT: a kernel's folder such as /proc on Linux.
var ErrNoNewFiles = errors.New("the folder takes no new files")

// createError is the error of a temporary file that could not be created in
// dir for path. An ENOENT there, in a folder that still exists, is not a
// missing file or folder: it wraps ErrNoNewFiles as well.
func createError(path, dir string, err error) error {
	if errors.Is(err, iofs.ErrNotExist) {
		if fi, serr := os.Stat(dir); serr == nil && fi.IsDir() {
			return fmt.Errorf("store: cannot write %s: %w (%w)", path, ErrNoNewFiles, err)
		}
	}
	return fmt.Errorf("store: cannot write %s: %w", path, err)
}

// withoutPath unwraps a *os.PathError: the error then names the file asked
// for, not the temporary file nobody asked for.
func withoutPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// maxLinks bounds the symbolic links followed from one path, as Linux does.
const maxLinks = 40

// followLinks returns the file that path leads to through symbolic links
// (path itself when it is none, or does not exist): a link to a file that
// does not exist yet leads to that file, as in editors, which create it. A
// relative link is relative to the link's real folder.
func followLinks(path string) (string, error) {
	for range maxLinks {
		fi, err := os.Lstat(path)
		if err != nil || fi.Mode()&os.ModeSymlink == 0 {
			return path, nil
		}
		dest, err := os.Readlink(path)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(dest) {
			// Resolved first, so that ".." in dest climbs from the real folder.
			dir, err := filepath.EvalSymlinks(filepath.Dir(path))
			if err != nil {
				return "", err
			}
			dest = filepath.Join(dir, dest)
		}
		path = dest
	}
	return "", &os.PathError{Op: "open", Path: path, Err: syscall.ELOOP}
}

// keepOwner gives the temporary file tmp the owner and group of old where
// the system has them, or at least the group (which a member of it may
// set); a refusal leaves tmp its saver's.
func keepOwner(fs FS, tmp string, old os.FileInfo) {
	uid, gid, ok := owner(old)
	if !ok {
		return
	}
	if fi, err := os.Stat(tmp); err == nil {
		if u, g, _ := owner(fi); u == uid && g == gid {
			return
		}
	}
	if fs.Chown(tmp, uid, gid) != nil {
		_ = fs.Chown(tmp, -1, gid)
	}
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
	} else if err == nil && !fi.Mode().IsRegular() {
		return fmt.Errorf("store: cannot write %s: %w", path, ErrNotRegular)
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

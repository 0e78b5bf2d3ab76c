package store

import (
	"errors"
	"io"
	"os"
	"syscall"
)

// ErrNotRegular is the error of ReadRegularFile for a name that is not a
// regular file or a folder (a pipe, a device, a socket): reading one could
// block for ever or never end. WriteFileAtomic gives it too, for such a
// name it will not replace with a file.
var ErrNotRegular = errors.New("not a regular file")

// ReadRegularFile returns the contents of the regular file at path, at most
// limit bytes. Anything else fails unread and without blocking, in an
// *os.PathError: a folder with EISDIR, a FIFO, device or socket with
// ErrNotRegular. The name is checked before a non-blocking open and the
// opened file again.
func ReadRegularFile(path string, limit int64) ([]byte, error) {
	if fi, err := os.Stat(path); err != nil {
		return nil, err
	} else if !fi.Mode().IsRegular() {
		return nil, notRegular(path, fi)
	}
	f, err := openNoBlock(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil {
		return nil, err
	} else if !fi.Mode().IsRegular() {
		return nil, notRegular(path, fi)
	}
	return io.ReadAll(io.LimitReader(f, limit))
}

// notRegular is the error for path, which fi describes and which is no
// regular file: EISDIR for a folder, else ErrNotRegular.
func notRegular(path string, fi os.FileInfo) error {
	if fi.IsDir() {
		return &os.PathError{Op: "read", Path: path, Err: syscall.EISDIR}
	}
	return &os.PathError{Op: "open", Path: path, Err: ErrNotRegular}
}

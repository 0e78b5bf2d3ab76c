package ui

import (
	"io"
	"os"
	"syscall"

	"github.com/konane/konane/game"
	"github.com/konane/konane/ui/internal/errtext"
)

// readGameFile returns the text of the saved game at path, at most
// game.MaxKGNSize+1 bytes (so that a file too large can be told). Any
// name but a regular file's fails, a folder's with EISDIR, any other's
// (a FIFO, a device) with errtext.ErrNotRegular, found without blocking:
// checked before the open, and again on the file opened (openNoBlock),
// and never read.
func readGameFile(path string) ([]byte, error) {
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
		return nil, notRegular(path, fi) // replaced since the Stat
	}
	return io.ReadAll(io.LimitReader(f, game.MaxKGNSize+1))
}

// notRegular is the error for path, which fi describes and which is no
// regular file: EISDIR for a folder, else errtext.ErrNotRegular.
func notRegular(path string, fi os.FileInfo) error {
	if fi.IsDir() {
		return &os.PathError{Op: "read", Path: path, Err: syscall.EISDIR}
	}
	return &os.PathError{Op: "open", Path: path, Err: errtext.ErrNotRegular}
}

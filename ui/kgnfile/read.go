package kgnfile

import (
	"io"
	"os"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/game"
	"github.com/konane/konane/store"
)

// Read returns the text of the saved game r, at most game.MaxKGNSize
// bytes; a longer file gives a *game.FileSizeError (game.ErrFileTooLarge)
// with the file's size when r is a local file, or with only that it is
// over the limit. A read that fails gives its error.
func Read(r fyne.URIReadCloser) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, game.MaxKGNSize+1))
	if err != nil {
		return nil, err
	}
	path := ""
	if r.URI().Scheme() == "file" {
		path = r.URI().Path()
	}
	return checkSize(data, path)
}

// ReadPath is Read for the local file at path, which must be a regular
// file (store.ReadRegularFile: a FIFO or a device fails unread).
func ReadPath(path string) ([]byte, error) {
	data, err := store.ReadRegularFile(path, game.MaxKGNSize+1)
	if err != nil {
		return nil, err
	}
	return checkSize(data, path)
}

// checkSize returns data, the first game.MaxKGNSize+1 bytes of a file, or,
// when it is longer than a saved game, the error of a file of the exact
// size os.Stat gives for path (or of the data read, "over the limit",
// when path is "" or cannot be read).
func checkSize(data []byte, path string) ([]byte, error) {
	if len(data) <= game.MaxKGNSize {
		return data, nil
	}
	if path != "" {
		if fi, err := os.Stat(path); err == nil && fi.Size() > game.MaxKGNSize {
			return nil, &game.FileSizeError{Size: int(min(fi.Size(), 1<<40)), Exact: true}
		}
	}
	return nil, game.TooLargeError(len(data))
}

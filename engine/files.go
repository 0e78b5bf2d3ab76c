package engine

import (
	"fmt"
	"io"
	"os"

	"github.com/konane/konane/game"

	"github.com/konane/konane/store"
)

// fileStore reads and writes the files of loadgame and savegame; tests
// replace the operating system's file system with a map.
type fileStore interface {
	// ReadFile returns the contents of the named file; a file longer than
	// limit bytes gives its first limit+1 bytes, or, for a .kgn limit
	// (game.MaxKGNSize), game.TooLargeError with its size.
	ReadFile(name string, limit int) ([]byte, error)
	// WriteFile replaces the named file with data, atomically.
	WriteFile(name string, data []byte) error
}

// osFiles is the fileStore of the operating system.
type osFiles struct{}

func (osFiles) ReadFile(name string, limit int) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && fi.IsDir() {
		return nil, fmt.Errorf("%s: is a directory", name)
	} else if err == nil && limit == game.MaxKGNSize && fi.Size() > int64(limit) {
		return nil, fmt.Errorf("%s: %w", name, game.TooLargeError(int(min(fi.Size(), 1<<40))))
	}
	return io.ReadAll(io.LimitReader(f, int64(limit)+1))
}

// WriteFile writes a temporary file in the directory of name and renames
// it over name (store.WriteFileAtomic), so that a reader sees the old file
// or the new one, never a part.
func (osFiles) WriteFile(name string, data []byte) error {
	return store.WriteFileAtomic(name, data, 0o644)
}

package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/konane/konane/game"
)

// AutosaveName is the file name of the autosaved game in the storage folder.
const AutosaveName = "autosave.kgn"

// ErrCorruptAutosave is returned (wrapped) by LoadAutosave when the autosave
// could not be read; the file has been set aside under SetAside's name.
var ErrCorruptAutosave = errors.New("store: the autosaved game could not be read")

// Autosave keeps the unfinished game in one .kgn file of a folder. The game's
// setup (mode, levels, colours) travels in its tags, so the file is also an
// ordinary saved game.
type Autosave struct {
	Dir string // the app's storage folder
	FS  FS     // the file layer; nil means OS
	now func() time.Time
}

// Path returns the autosave file's path.
func (a Autosave) Path() string { return filepath.Join(a.Dir, AutosaveName) }

// SaveText writes kgn, the text of a game, atomically; over tells that
// the game is finished, which removes the autosave instead. It touches no
// game, so it may run on any goroutine with a copy made earlier.
func (a Autosave) SaveText(kgn []byte, over bool) error {
	if over {
		return a.Clear()
	}
	fs := orOS(a.FS)
	if err := fs.MkdirAll(a.Dir, 0o755); err != nil {
		return fmt.Errorf("store: %w", err)
	}
	return WriteFileAtomicFS(fs, a.Path(), kgn, 0o644)
}

// Clear removes the autosave; a missing file is not an error.
func (a Autosave) Clear() error {
	if err := orOS(a.FS).Remove(a.Path()); err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("store: %w", err)
	}
	return nil
}

// Load returns the autosaved game, or (nil, nil) when there is none. A file
// that cannot be read is renamed aside (never deleted) and the error, which
// wraps ErrCorruptAutosave and the *game.ParseError, names the new path.
func (a Autosave) Load() (*game.Game, error) {
	data, err := os.ReadFile(a.Path())
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err == nil {
		var g *game.Game
		if g, err = game.ParseKGN(data); err == nil {
			return g, nil
		}
	}
	return nil, setAsideDamaged(a.Path(), ErrCorruptAutosave, err, a.now)
}

// CorruptError reports a file that could not be read and where it was
// moved (SetAside).
type CorruptError struct {
	Kind  error  // ErrCorruptAutosave, ErrDamaged …
	Aside string // the path the file was renamed to
	Err   error  // why it could not be read
}

func (e *CorruptError) Error() string {
	return fmt.Sprintf("%v: %v (kept as %s)", e.Kind, e.Err, e.Aside)
}

// Unwrap lets errors.Is find the kind and the reason.
func (e *CorruptError) Unwrap() []error { return []error{e.Kind, e.Err} }

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

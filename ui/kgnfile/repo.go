package kgnfile

import (
	"errors"
	"os"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage/repository"

	"github.com/konane/konane/store"
)

// Fyne's save dialog, when the person presses Save, asks its own question
// in English if the file exists ("Overwrite?") and then opens the file for
// writing, which truncates it at once. Konane asks in the person's language
// instead, may add the .kgn extension first, and replaces files atomically
// (store.WriteFileAtomic). So while a save dialog is open, the "file"
// repository is wrapped: the name typed is reported as absent (Fyne asks
// nothing) and the writer Fyne opens is only a name (nothing is created or
// truncated). The dialog's callback ends the wrapping whatever the answer.

// fileRepository is what Fyne's repository for file:// URIs implements.
type fileRepository interface {
	repository.AppendableRepository
	repository.ListableRepository
	repository.HierarchicalRepository
	repository.CopyableRepository
	repository.MovableRepository
}

// SaveRepo wraps the file repository: while a save dialog is open it
// hides existing files and opens none for writing; whenever a dialog was
// shown (Show installs it) it opens no FIFO or device for reading.
type SaveRepo struct {
	fileRepository
	active atomic.Bool
}

// Exists reports false while a save dialog is open, so Fyne does not ask
// about the typed name in English ("Cannot overwrite"); Konane asks about
// an existing file, or refuses a folder (store.ErrIsFolder), in the
// person's language.
func (r *SaveRepo) Exists(u fyne.URI) (bool, error) {
	if r.active.Load() {
		return false, nil
	}
	return r.fileRepository.Exists(u)
}

// Writer returns, while a save dialog is open, a writer that only names the
// chosen file; otherwise Fyne's writer.
func (r *SaveRepo) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	if r.active.Load() {
		return chosenFile{u}, nil
	}
	return r.fileRepository.Writer(u)
}

// Reader refuses, unopened, a file that is no regular file: Fyne's open
// dialog opens the chosen file for the window (dialog/file.go) on the UI
// goroutine, and open(2) of a FIFO called x.kgn would wait for a writer
// forever. Other files are Fyne's reader's.
func (r *SaveRepo) Reader(u fyne.URI) (fyne.URIReadCloser, error) {
	if fi, err := os.Stat(u.Path()); err == nil && !fi.Mode().IsRegular() && !fi.IsDir() {
		return nil, &os.PathError{Op: "open", Path: u.Path(), Err: store.ErrNotRegular}
	}
	return r.fileRepository.Reader(u)
}

// chosenFile is the file chosen in the save dialog, not opened.
type chosenFile struct{ uri fyne.URI }

var errNotOpened = errors.New("kgnfile: the chosen file is written by the window, not through the dialog")

func (c chosenFile) Write([]byte) (int, error) { return 0, errNotOpened }
func (c chosenFile) Close() error              { return nil }
func (c chosenFile) URI() fyne.URI             { return c.uri }

// WrapRepository installs the wrapper around the current file
// repository (test apps register a new one each time) and returns it, or
// nil when the repository is not Fyne's usual one.
func WrapRepository() *SaveRepo {
	cur, err := repository.ForScheme("file")
	if err != nil {
		return nil
	}
	if r, ok := cur.(*SaveRepo); ok {
		return r
	}
	inner, ok := cur.(fileRepository)
	if !ok {
		return nil
	}
	r := &SaveRepo{fileRepository: inner}
	repository.Register("file", r)
	return r
}

// SetActive turns the wrapping on (a save dialog opens) or off (its
// callback runs); r may be nil (not Fyne's usual repository).
func (r *SaveRepo) SetActive(on bool) {
	if r != nil {
		r.active.Store(on)
	}
}

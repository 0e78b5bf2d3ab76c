package kgnfile

import (
	"errors"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage/repository"
)

// Fyne's save dialog, when the person presses Save, asks its own question
// in English if the file exists ("Overwrite?") and then opens the file for
// writing, which truncates it at once. Konane asks in the person's language
// instead, may add the .kgn extension first, and replaces files atomically
// (store.WriteFileAtomic). So while a save dialog is open, the "file"
// repository is wrapped: a regular file is reported as absent (Fyne asks
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

// SaveRepo wraps the file repository while a save dialog is open.
type SaveRepo struct {
	fileRepository
	active atomic.Bool
}

// Exists hides existing regular files while a save dialog is open.
func (r *SaveRepo) Exists(u fyne.URI) (bool, error) {
	ok, err := r.fileRepository.Exists(u)
	if ok && r.active.Load() {
		if dir, _ := r.fileRepository.CanList(u); !dir {
			return false, nil
		}
	}
	return ok, err
}

// Writer returns, while a save dialog is open, a writer that only names the
// chosen file; otherwise Fyne's writer.
func (r *SaveRepo) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	if r.active.Load() {
		return chosenFile{u}, nil
	}
	return r.fileRepository.Writer(u)
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

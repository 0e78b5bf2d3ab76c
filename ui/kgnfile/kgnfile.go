// Package kgnfile is what the windows share of the .kgn files the person
// opens and saves: Fyne's open and save dialogs shown with Konane's sizes
// and translated places (Show), the filter of saved games, the extension
// added to a chosen name, the save dialog's repository that leaves the
// question and the writing to Konane, and the sentence of a failed save.
package kgnfile

import (
	"mime"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/errtext"
	"github.com/konane/konane/ui/internal/visible"
)

// MIMEType is the MIME type of a .kgn file.
const MIMEType = "application/x-konane-game"

// init registers .kgn with Go's MIME table before any dialog lists a
// folder. For an extension the table lacks, Fyne 2.7.1 opens a listed file
// to guess its icon, and the open of a FIFO named x.kgn blocks for ever.
func init() {
	if err := mime.AddExtensionType(".kgn", MIMEType); err != nil {
		panic(err) // only for a malformed extension or type
	}
}

// Filter shows only saved games in the file dialogs, whatever the case
// of their extension.
var Filter = storage.NewExtensionFileFilter([]string{".kgn", ".KGN"})

// Name is the last element of u's path ("partie.kgn"), or "" for nil.
func Name(u fyne.URI) string {
	if u == nil {
		return ""
	}
	return u.Name()
}

// SaveError says in the current language that the file u could not be
// saved and why, naming the file and its folder (visible.Name).
func SaveError(u fyne.URI, err error) string {
	folder := ""
	if u.Scheme() == "file" {
		folder = filepath.Dir(u.Path())
	} else if parent, perr := storage.Parent(u); perr == nil {
		folder = parent.String()
	}
	return i18n.Format(i18n.MsgErrSaveFileIn, i18n.Args{"Name": visible.Name(u.Name()), "Folder": visible.Name(folder), "Reason": errtext.SaveReason(err)})
}

// WithExtension returns the URI the game is saved to when u was chosen
// in the save dialog: u itself if its name ends in .kgn in any case, else
// u with ".kgn" appended to its name.
func WithExtension(u fyne.URI) fyne.URI { return withExtension(u, ".kgn") }

// withExtension is u if its name ends in ext (".png") in any case, else u
// with ext appended to its name.
func withExtension(u fyne.URI, ext string) fyne.URI {
	if strings.EqualFold(filepath.Ext(u.Name()), ext) {
		return u
	}
	name := u.Name() + ext
	if u.Scheme() == "file" {
		return storage.NewFileURI(u.Path() + ext)
	}
	if parent, err := storage.Parent(u); err == nil {
		if c, err := storage.Child(parent, name); err == nil {
			return c
		}
	}
	if c, err := storage.ParseURI(u.String() + ext); err == nil {
		return c
	}
	return u
}

// RemoveEmpty deletes the local file u if it is empty: the save dialog
// creates the file of the name it was given, which is not the one written
// when the extension had to be added.
func RemoveEmpty(u fyne.URI) {
	if u.Scheme() != "file" {
		return
	}
	if fi, err := os.Stat(u.Path()); err == nil && fi.Mode().IsRegular() && fi.Size() == 0 {
		_ = os.Remove(u.Path())
	}
}

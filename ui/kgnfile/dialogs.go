package kgnfile

import (
	"errors"
	iofs "io/fs"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/internal/errtext"
	"github.com/konane/konane/ui/internal/uikit"
	"github.com/konane/konane/ui/internal/visible"
)

// ShowOpen shows d, an open dialog for saved games, on parent: .kgn files
// only, titled title, with our buttons, starting in the folder of the
// file near (nil: Fyne's default folder).
func ShowOpen(d *dialog.FileDialog, parent fyne.Window, title string, near fyne.URI) {
	d.SetFilter(Filter)
	d.SetTitleText(title)
	d.SetConfirmText(i18n.T(i18n.MsgButtonOpen))
	d.SetDismissText(i18n.T(i18n.MsgButtonCancel))
	if dir := Folder(near); dir != nil {
		d.SetLocation(dir)
	}
	Show(d, parent)
}

// Folder is the folder of the file u, where the file dialogs open, or nil
// (u nil, or its folder not listable).
func Folder(u fyne.URI) fyne.ListableURI {
	if u == nil {
		return nil
	}
	parent, err := storage.Parent(u)
	if err != nil {
		return nil
	}
	l, err := storage.ListerForURI(parent)
	if err != nil {
		return nil
	}
	return l
}

// Saver is one save of a game: the save dialog, the question before a
// file is replaced, the writing and the error dialog, all on Parent.
type Saver struct {
	// Parent is the window the dialogs show on.
	Parent fyne.Window
	// Name is the file name the save dialog offers; empty: "konane-" and
	// the date and time.
	Name string
	// Extension is the file's extension, with its dot (".png"): the
	// dialog lists only such files and a name typed without it gets it;
	// empty: ".kgn".
	Extension string
	// Title is the save dialog's title; empty: "Save the game".
	Title string
	// Near is a file in whose folder the save dialog opens; nil: Fyne's
	// default folder.
	Near fyne.URI
	// Data returns the text of the file, when it is written.
	Data func() []byte
	// Done, if set, runs after each attempt to write the file u; ok tells
	// whether it was written (a failure has been explained on Parent).
	Done func(u fyne.URI, ok bool)
	// Cancelled, if set, runs when the save dialog closes without a file
	// (Cancel, or a failure of the dialog itself).
	Cancelled func()
}

// extension is the extension of the file saved, with its dot.
func (s Saver) extension() string {
	if s.Extension == "" {
		return ".kgn"
	}
	return s.Extension
}

// filter shows only files of the extension, whatever its case.
func (s Saver) filter() storage.FileFilter {
	if s.Extension == "" {
		return Filter
	}
	return storage.NewExtensionFileFilter([]string{strings.ToLower(s.Extension), strings.ToUpper(s.Extension)})
}

// suggestedName is the file name the save dialog starts with.
func (s Saver) suggestedName() string {
	if s.Name != "" {
		return s.Name
	}
	return "konane-" + time.Now().Format("2006-01-02-1504") + ".kgn"
}

// SaveAs shows the save dialog and saves to the file chosen. A name typed
// without the extension gets ".kgn"; if that file exists, the person is
// asked before it is replaced; cancelling writes nothing.
func (s Saver) SaveAs() {
	repo := WrapRepository()
	repo.SetActive(true) // until the callback, which Save and Cancel both call
	var field *NameField
	d := dialog.NewFileSave(func(wr fyne.URIWriteCloser, err error) {
		repo.SetActive(false)
		if err != nil {
			uikit.ShowError(s.Parent, dialogSaveError(err))
		}
		if wr == nil {
			if s.Cancelled != nil {
				s.Cancelled()
			}
			return
		}
		typed := ""
		if field != nil {
			typed = field.Text
		}
		s.chosenByDialog(wr, typed, repo != nil)
	}, s.Parent)
	d.SetFilter(s.filter())
	d.SetFileName(s.suggestedName())
	title := s.Title
	if title == "" {
		title = i18n.T(i18n.MsgDialogSaveTitle)
	}
	d.SetTitleText(title)
	d.SetConfirmText(i18n.T(i18n.MsgButtonSave))
	d.SetDismissText(i18n.T(i18n.MsgButtonCancel))
	if dir := Folder(s.Near); dir != nil {
		d.SetLocation(dir)
	}
	field = Show(d, s.Parent)
}

// chosenByDialog saves the game to the file wr names, its name typed
// (empty: wr's) cleaned (store.CleanFileName) and with .kgn added if
// missing; a name refused is explained and the save dialog shown again.
// wrapped tells that the dialog neither asked about nor created the file
// (SaveRepo); else a file it created empty under another name is removed.
func (s Saver) chosenByDialog(wr fyne.URIWriteCloser, typed string, wrapped bool) {
	u := wr.URI()
	_ = wr.Close()
	if typed == "" {
		typed = u.Name()
	}
	name, err := store.CleanFileName(typed, runtime.GOOS)
	final := u
	if err == nil {
		final = withExtension(sibling(u, name), s.extension())
	}
	renamed := final.String() != u.String()
	if renamed && !wrapped {
		RemoveEmpty(u)
	}
	if err != nil {
		s.refused(err, u, typed)
		return
	}
	s.Chosen(final, wrapped || renamed)
}

// refused explains why the name typed was refused, then shows the save
// dialog again, offering the name as cleaned so far, in the folder of u
// unless the name made u another folder's file.
func (s Saver) refused(err error, u fyne.URI, typed string) {
	if !strings.ContainsAny(typed, `/\`) {
		s.Near = u
	}
	var ne *store.NameError
	if errors.As(err, &ne) {
		s.Name = ne.Name
	}
	d := uikit.ShowError(s.Parent, errtext.FileName(err))
	d.SetOnClosed(s.SaveAs)
}

// sibling is the URI of the file called name in the folder of u (u
// itself when its name is name).
func sibling(u fyne.URI, name string) fyne.URI {
	if u.Name() == name {
		return u
	}
	if u.Scheme() == "file" {
		return storage.NewFileURI(filepath.Join(filepath.Dir(u.Path()), name))
	}
	if parent, err := storage.Parent(u); err == nil {
		if c, err := storage.Child(parent, name); err == nil {
			return c
		}
	}
	return u
}

// Chosen writes the game to u, the chosen file with its extension. When
// ask is set and u exists, the person confirms first; No shows the save
// dialog again in u's folder with u's name. A folder is not asked about:
// WriteTo refuses it and says why.
func (s Saver) Chosen(u fyne.URI, ask bool) {
	if folder, _ := storage.CanList(u); folder {
		s.WriteTo(u) // refused with the folder's reason: nothing to ask
		return
	}
	if exists, _ := storage.Exists(u); ask && exists {
		uikit.Ask(s.Parent, i18n.T(i18n.MsgOverwriteTitle),
			i18n.Format(i18n.MsgOverwriteText, i18n.Args{"Name": visible.Name(u.Name())}),
			func() { s.WriteTo(u) }, func() { s.again(u) })
		return
	}
	s.WriteTo(u)
}

// again shows the save dialog once more after No to replacing u.
func (s Saver) again(u fyne.URI) {
	s.Name, s.Near = u.Name(), u
	s.SaveAs()
}

// WriteTo saves the game into u and reports whether it did; a failure is
// explained on Parent. A local file is replaced atomically (a crash leaves
// the old file or the new one); other URIs are written through Fyne's
// storage.
func (s Saver) WriteTo(u fyne.URI) bool {
	err := write(u, s.Data())
	if err != nil {
		uikit.ShowError(s.Parent, SaveError(u, err))
	}
	if s.Done != nil {
		s.Done(u, err == nil)
	}
	return err == nil
}

// write writes data into u: a local file atomically
// (store.WriteFileAtomic), another URI through Fyne's storage.
func write(u fyne.URI, data []byte) error {
	if u.Scheme() == "file" {
		return store.WriteFileAtomic(u.Path(), data, 0o644)
	}
	wr, err := storage.Writer(u)
	if err != nil {
		return err
	}
	_, err = wr.Write(data)
	if cerr := wr.Close(); err == nil {
		err = cerr
	}
	return err
}

// dialogSaveError says why the file the save dialog chose could not be
// written: with its name and folder (SaveError) whenever err carries its
// path, as the system's errors do; only an error without a path gives the
// sentence without a name.
func dialogSaveError(err error) string {
	var pe *iofs.PathError
	if errors.As(err, &pe) && pe.Path != "" {
		return SaveError(storage.NewFileURI(pe.Path), err)
	}
	return i18n.Format(i18n.MsgErrSaveFile, i18n.Args{"Reason": errtext.SaveReason(err)})
}

// Package errtext says in the person's language why a file could not be
// read or written. Every dialog, warning and line of the UI that reports
// such an error takes its reason from here, so that no English text of
// the system (Go's "is a directory", "permission denied") reaches the
// person except as a detail for a bug report.
package errtext

import (
	"errors"
	iofs "io/fs"
	"path/filepath"
	"syscall"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/internal/visible"
)

// kinds maps the errors the UI meets to their reasons, most specific
// first: store's own, then the system's by errno.
var kinds = []struct {
	errs []error
	msg  *goi18n.Message
}{
	{[]error{store.ErrIsFolder, syscall.EISDIR}, i18n.MsgSaveFailReasonIsFolder},
	{[]error{store.ErrNoFolder}, i18n.MsgSaveFailReasonNoFolder},
	{[]error{store.ErrNoNewFiles}, i18n.MsgSaveFailReasonNoNewFiles},
	{[]error{syscall.ENOTDIR}, i18n.MsgErrReasonNotFolder},
	{[]error{iofs.ErrNotExist}, i18n.MsgErrReasonNotFound},
	{[]error{syscall.EROFS}, i18n.MsgSaveFailReasonReadOnly},
	{[]error{iofs.ErrPermission}, i18n.MsgErrReasonNoPermission},
	{[]error{syscall.ENOSPC, syscall.EDQUOT}, i18n.MsgSaveFailReasonDiskFull},
	{[]error{syscall.ENAMETOOLONG}, i18n.MsgErrReasonNameTooLong},
	{[]error{syscall.ELOOP}, i18n.MsgErrReasonLinkLoop},
	{[]error{syscall.EMFILE, syscall.ENFILE}, i18n.MsgErrReasonTooManyFiles},
	{[]error{syscall.EBUSY, syscall.ETXTBSY}, i18n.MsgErrReasonBusy},
	{[]error{syscall.EIO}, i18n.MsgSaveFailReasonDiskError},
	{[]error{store.ErrNotRegular}, i18n.MsgErrReasonNotRegular},
}

// Reason says why err happened, in the current language, as words that
// complete a sentence after a colon. An error of no known kind gives a
// translated sentence with err's own text in parentheses, for a bug
// report.
func Reason(err error) string {
	if errors.Is(err, game.ErrFileTooLarge) {
		return TooLarge(err)
	}
	for _, k := range kinds {
		for _, e := range k.errs {
			if errors.Is(err, e) {
				return i18n.T(k.msg)
			}
		}
	}
	return i18n.Format(i18n.MsgErrReasonUnexpected, i18n.Args{"Detail": err.Error()})
}

// TooLarge is the reason for a file too large to be a saved game
// (game.ErrFileTooLarge): its size in MB and the limit, when err is a
// *game.FileSizeError that knows the size.
func TooLarge(err error) string {
	var fe *game.FileSizeError
	if errors.As(err, &fe) {
		if mb, ok := fe.MB(); ok {
			return i18n.Format(i18n.MsgErrFileTooLargeSize, i18n.Args{
				"Size": mb, "Max": game.MaxKGNSize >> 20})
		}
	}
	return i18n.T(i18n.MsgErrFileTooLarge)
}

// ReadReason is Reason for a file that could not be read by its name: a
// missing one is said to be missing, not "the file or folder".
func ReadReason(err error) string {
	if errors.Is(err, iofs.ErrNotExist) {
		return i18n.T(i18n.MsgErrNoSuchFile)
	}
	return Reason(err)
}

// OpenFailure is the sentence for a file a file dialog picked but could
// not open (a loop of links, a link to nothing, no permission): the file's
// name from err's path, if any, and why (ReadReason).
func OpenFailure(err error) string {
	var pe *iofs.PathError
	if errors.As(err, &pe) && pe.Path != "" {
		return OpenFile(filepath.Base(pe.Path), ReadReason(err))
	}
	return i18n.EndSentence(i18n.Format(i18n.MsgErrReadFile, i18n.Args{"Reason": Reason(err)}))
}

// OpenFile is the sentence for the file called name (shown as visible.Name
// shows it) that cannot be read, for reason (a translated reason: Reason, ReadReason or the KGN's), ended
// as its language ends a sentence whether or not reason has a full stop.
func OpenFile(name, reason string) string {
	return i18n.EndSentence(i18n.Format(i18n.MsgErrOpenFile, i18n.Args{"Name": visible.Name(name), "Reason": reason}))
}

// SaveReason is Reason for a file that could not be written: a missing
// folder is one that went away (a removed USB disk), and a permission is
// one to write into the folder.
func SaveReason(err error) string {
	switch {
	case errors.Is(err, store.ErrNoFolder), errors.Is(err, store.ErrIsFolder), errors.Is(err, store.ErrNoNewFiles):
		return Reason(err)
	case errors.Is(err, syscall.EROFS):
		return i18n.T(i18n.MsgSaveFailReasonReadOnly)
	case errors.Is(err, iofs.ErrPermission):
		return i18n.T(i18n.MsgSaveFailReasonNoPermission)
	case errors.Is(err, syscall.ENOENT):
		return i18n.T(i18n.MsgSaveFailReasonGone)
	}
	return Reason(err)
}

// FileName says why a file name typed for a save is refused (a
// *store.NameError from store.CleanFileName), in the current language.
func FileName(err error) string {
	var ne *store.NameError
	if !errors.As(err, &ne) {
		return Reason(err)
	}
	switch {
	case errors.Is(err, store.ErrNameChar):
		return i18n.Format(i18n.MsgErrFileNameChar, i18n.Args{"Char": visible.Name(string(ne.Char))})
	case errors.Is(err, store.ErrNameReserved):
		return i18n.Format(i18n.MsgErrFileNameReserved, i18n.Args{"Name": visible.Name(ne.Name)})
	}
	return i18n.T(i18n.MsgErrFileNameEmpty)
}

package kgnfile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/konane/konane/i18n"
)

// A file the save dialog chose but could not create is named with its
// folder in every language, as the other save errors are; an error
// without a path keeps the sentence without a name.
func TestTheSaveDialogsErrorNamesTheFile(t *testing.T) {
	test.NewTempApp(t)
	defer func() { _ = i18n.SetLanguage("en") }()
	dir := filepath.Join(t.TempDir(), "games")
	err := &os.PathError{Op: "open", Path: filepath.Join(dir, "partie.kgn"), Err: syscall.EACCES}
	for _, l := range i18n.Languages() {
		if e := i18n.SetLanguage(l.Code); e != nil {
			t.Fatal(e)
		}
		if got := dialogSaveError(err); !strings.Contains(got, "partie.kgn") || !strings.Contains(got, dir) {
			t.Errorf("%s: %q names neither partie.kgn nor %s", l.Code, got, dir)
		}
	}
	_ = i18n.SetLanguage("en")
	plain := errors.New("x")
	if got, want := dialogSaveError(plain), i18n.Format(i18n.MsgErrSaveFile, i18n.Args{"Reason": "an unexpected error occurred (details for a bug report: x)"}); got != want {
		t.Errorf("an error without a path: %q, want %q", got, want)
	}
}

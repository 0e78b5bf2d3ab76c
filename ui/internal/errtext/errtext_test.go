package errtext

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/store"
)

// goLeaks are Go's and the system's English error texts, and what the
// store wraps them in, none of which may reach the person.
var goLeaks = []string{"no such file", "is a directory", "not a directory", "permission denied",
	"operation not permitted", "no space left", "read-only file system", "input/output error",
	"file name too long", "too many levels", "too many open files", "resource busy", "text file busy",
	"quota exceeded", "store:", "/x/g.kgn", "cannot write"}

// systemErrors are the errors of every errno kind the UI meets, each
// wrapped as the os and store packages wrap them.
func systemErrors(t *testing.T) map[string]error {
	t.Helper()
	errs := map[string]error{}
	for _, errno := range []syscall.Errno{syscall.ENOENT, syscall.EACCES, syscall.EPERM, syscall.EISDIR,
		syscall.ENOTDIR, syscall.ENOSPC, syscall.EDQUOT, syscall.EROFS, syscall.EIO, syscall.ENAMETOOLONG,
		syscall.ELOOP, syscall.EMFILE, syscall.ENFILE, syscall.EBUSY, syscall.ETXTBSY} {
		errs[errno.Error()] = fmt.Errorf("store: cannot write /x/g.kgn: %w", &os.PathError{Op: "open", Path: "/x/g.kgn", Err: errno})
	}
	errs["store.ErrNoNewFiles"] = fmt.Errorf("store: cannot write /x/g.kgn: %w (%w)", store.ErrNoNewFiles, syscall.ENOENT)
	errs["ErrNotRegular"] = &os.PathError{Op: "open", Path: "/x/g.kgn", Err: store.ErrNotRegular}
	dir := t.TempDir()
	errs["store.ErrIsFolder"] = store.WriteFileAtomic(dir, nil, 0o644)
	errs["store.ErrNoFolder"] = store.WriteFileAtomic(filepath.Join(dir, "gone", "g.kgn"), nil, 0o644)
	if !errors.Is(errs["store.ErrIsFolder"], store.ErrIsFolder) || !errors.Is(errs["store.ErrNoFolder"], store.ErrNoFolder) {
		t.Fatalf("store's errors: %v / %v", errs["store.ErrIsFolder"], errs["store.ErrNoFolder"])
	}
	return errs
}

// Every errno kind and store's own errors get a phrase in each of the
// five languages, with no English of Go or of the system in it ("read
// /tmp/dir.kgn: is a directory" in a Thai sentence).
func TestEveryKindOfSystemErrorIsSaidInEachLanguage(t *testing.T) {
	defer func() { _ = i18n.SetLanguage("en") }()
	errs := systemErrors(t)
	for _, l := range i18n.Languages() {
		if err := i18n.SetLanguage(l.Code); err != nil {
			t.Fatal(err)
		}
		unexpected, _, _ := strings.Cut(i18n.Format(i18n.MsgErrReasonUnexpected, i18n.Args{"Detail": ""}), "(")
		for name, err := range errs {
			for _, f := range []func(error) string{Reason, SaveReason} {
				got := f(err)
				if got == "" || strings.Contains(got, unexpected) {
					t.Errorf("%s %s: %q is empty or the fallback of an unknown error", l.Code, name, got)
				}
				for _, leak := range goLeaks {
					if strings.Contains(strings.ToLower(got), leak) {
						t.Errorf("%s %s: %q has the English %q", l.Code, name, got, leak)
					}
				}
			}
		}
	}
}

// An error of no known kind is a translated sentence with the raw text
// only in parentheses, for a bug report.
func TestAnUnknownErrorIsATranslatedSentenceWithTheDetailInParentheses(t *testing.T) {
	defer func() { _ = i18n.SetLanguage("en") }()
	err := errors.New("frobnicator jammed")
	for _, l := range i18n.Languages() {
		_ = i18n.SetLanguage(l.Code)
		got := Reason(err)
		open := strings.Index(got, "(")
		if open < 1 || !strings.Contains(got[open:], "frobnicator jammed") || !strings.HasSuffix(got, ")") {
			t.Errorf("%s: %q does not keep the detail in parentheses after a sentence", l.Code, got)
		}
		if l.Code != "en" && strings.Contains(got, "unexpected") {
			t.Errorf("%s: %q is in English", l.Code, got)
		}
	}
}

// A save that fails for want of permission or of its folder says so as a
// save: the folder cannot be written, the folder is gone.
func TestSaveReasonsSpeakOfWriting(t *testing.T) {
	defer func() { _ = i18n.SetLanguage("en") }()
	_ = i18n.SetLanguage("en")
	for errno, want := range map[syscall.Errno]string{
		syscall.EACCES: "there is no permission to write in the folder",
		syscall.ENOENT: "the folder is gone",
		syscall.EROFS:  "the disk is read-only",
		syscall.ENOSPC: "the disk is full",
		syscall.EIO:    "the disk reported an error",
	} {
		if got := SaveReason(&os.PathError{Op: "open", Path: "/x", Err: errno}); got != want {
			t.Errorf("%v: %q, want %q", errno, got, want)
		}
	}
	if got := Reason(&os.PathError{Op: "open", Path: "/x", Err: syscall.EACCES}); got != "you have no permission to open it" {
		t.Errorf("EACCES on opening: %q", got)
	}
}

// A FIFO or a device is said to be no regular file, in each language.
func TestANameThatIsNoRegularFileIsSaidSo(t *testing.T) {
	defer func() { _ = i18n.SetLanguage("en") }()
	err := fmt.Errorf("reading: %w", &os.PathError{Op: "open", Path: "/x/fifo.kgn", Err: store.ErrNotRegular})
	for _, l := range i18n.Languages() {
		_ = i18n.SetLanguage(l.Code)
		if got, want := Reason(err), i18n.T(i18n.MsgErrReasonNotRegular); got != want {
			t.Errorf("%s: %q, want %q", l.Code, got, want)
		}
	}
	_ = i18n.SetLanguage("en")
	if got := Reason(err); got != "it is not a regular file but a pipe, a device or the like" {
		t.Errorf("en: %q", got)
	}
}

// Every reason completes a sentence after a colon, and some have more text
// after them (the autosave warning), so none begins with a capital or ends
// with a full stop ("Nie ma takiego pliku."), in any language.
func TestReasonsAreLowerCasePhrasesWithoutAFullStop(t *testing.T) {
	defer func() { _ = i18n.SetLanguage("en") }()
	msgs := []*goi18n.Message{i18n.MsgErrNoSuchFile, i18n.MsgSaveFailReasonNoPermission, i18n.MsgSaveFailReasonGone}
	for _, k := range kinds {
		msgs = append(msgs, k.msg)
	}
	for _, l := range i18n.Languages() {
		_ = i18n.SetLanguage(l.Code)
		for _, m := range msgs {
			got := i18n.T(m)
			if r, _ := utf8.DecodeRuneInString(got); unicode.IsUpper(r) || strings.HasSuffix(got, ".") {
				t.Errorf("%s %s: %q is not a lower-case phrase without a full stop", l.Code, m.ID, got)
			}
		}
	}
}

// A file named to be read that does not exist is said to be missing; any
// other reason is Reason's.
func TestReadReasonSaysAMissingFileIsMissing(t *testing.T) {
	_ = i18n.SetLanguage("en")
	missing := &os.PathError{Op: "open", Path: "/x/g.kgn", Err: syscall.ENOENT}
	if got, want := ReadReason(missing), i18n.T(i18n.MsgErrNoSuchFile); got != want {
		t.Errorf("missing file: %q, want %q", got, want)
	}
	folder := &os.PathError{Op: "read", Path: "/x/g.kgn", Err: syscall.EISDIR}
	if got, want := ReadReason(folder), Reason(folder); got != want {
		t.Errorf("folder: %q, want Reason's %q", got, want)
	}
}

// A save into a folder that takes no new files (/proc) is said so, not
// "the folder is gone", although the system's error is ENOENT.
func TestASaveIntoAFolderThatTakesNoNewFilesSaysSo(t *testing.T) {
	_ = i18n.SetLanguage("en")
	err := fmt.Errorf("store: cannot write /proc/version: %w (%w)", store.ErrNoNewFiles, syscall.ENOENT)
	if got, want := SaveReason(err), i18n.T(i18n.MsgSaveFailReasonNoNewFiles); got != want {
		t.Errorf("SaveReason = %q, want %q", got, want)
	}
}

// The open dialog's failures name the file, as the command line does: a
// loop of links and a link to nothing (Fyne's reader gives the system's
// error), each in every language, with the reason in that language.
func TestAFileTheOpenDialogCannotOpenIsNamed(t *testing.T) {
	test.NewTempApp(t) // registers the file repository the dialog reads through
	defer func() { _ = i18n.SetLanguage("en") }()
	dir := t.TempDir()
	loop, dangling := filepath.Join(dir, "loop.kgn"), filepath.Join(dir, "dangling.kgn")
	if err := os.Symlink(loop, loop); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	if err := os.Symlink(filepath.Join(dir, "gone.kgn"), dangling); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{loop, dangling} {
		_, err := storage.Reader(storage.NewFileURI(path))
		if err == nil {
			t.Fatalf("%s opened", path)
		}
		for _, l := range i18n.Languages() {
			if err := i18n.SetLanguage(l.Code); err != nil {
				t.Fatal(err)
			}
			got := OpenFailure(err)
			want := i18n.EndSentence(i18n.Format(i18n.MsgErrOpenFile, i18n.Args{"Name": filepath.Base(path), "Reason": ReadReason(err)}))
			if got != want || !strings.Contains(got, filepath.Base(path)) {
				t.Errorf("%s %s: %q, want %q", l.Code, filepath.Base(path), got, want)
			}
		}
	}
	if got, want := OpenFailure(errors.New("x")), i18n.EndSentence(i18n.Format(i18n.MsgErrReadFile, i18n.Args{"Reason": Reason(errors.New("x"))})); got != want {
		t.Errorf("an error without a path: %q, want %q", got, want)
	}
}

// Every sentence of a file that cannot be read ends as its language ends a
// sentence (Thai writes no full stop), once, whether or not the reason has
// its own full stop: reasons of the system, of the parser and of a place.
func TestEveryOpenFailureEndsAsASentence(t *testing.T) {
	defer func() { _ = i18n.SetLanguage("en") }()
	perm := &os.PathError{Op: "open", Path: filepath.Join("d", "x.kgn"), Err: os.ErrPermission}
	for _, l := range i18n.Languages() {
		if err := i18n.SetLanguage(l.Code); err != nil {
			t.Fatal(err)
		}
		texts := []string{
			KGN("x.kgn", fmt.Errorf("reading: %w", game.ErrFileTooLarge), nil),
			KGN("x.kgn", &game.ParseError{Line: 1, Col: 1, Err: game.ErrEmpty}, nil),
			KGN("x.kgn", &game.ParseError{Line: 2, Col: 1, Err: game.ErrResultMismatch}, []byte("a\nb\n")),
			KGN("x.kgn", &game.ParseError{Err: game.TooLargeError(3 << 20)}, nil),
			KGN("x.kgn", &game.ParseError{Line: 2, Col: 1, Err: &game.ResultError{Written: "1-0", Tag: true, Moves: game.WhiteWins}}, []byte("a\nb\n")),
			OpenFile("x.kgn", Reason(game.TooLargeError(5<<19))),
			OpenFailure(perm),
			OpenFailure(syscall.ELOOP),
			OpenFile("x.kgn", Reason(syscall.EISDIR)),
		}
		for _, s := range texts {
			switch {
			case l.Code == i18n.Thai.Code && strings.HasSuffix(s, "."):
				t.Errorf("th: %q ends with a full stop", s)
			case l.Code != i18n.Thai.Code && (!strings.HasSuffix(s, ".") || strings.HasSuffix(s, "..")):
				t.Errorf("%s: %q does not end with one full stop", l.Code, s)
			}
		}
	}
}

// The window says as much as the engine, in every language: a file too
// large gives its size and the limit when its size is known ("2.5 MB",
// "1 MB"); a result that does not match gives the one written and the one
// the moves give.
func TestTooLargeAndResultReasonsSayWhatTheFileAndItsMovesGive(t *testing.T) {
	defer func() { _ = i18n.SetLanguage("en") }()
	results := map[game.Result]string{game.Unfinished: "", game.BlackWins: "1-0", game.WhiteWins: "0-1"}
	for _, l := range i18n.Languages() {
		if err := i18n.SetLanguage(l.Code); err != nil {
			t.Fatal(err)
		}
		size := Reason(game.TooLargeError(5 << 19)) // 2.5 MB
		if want := i18n.Number(2.5); !strings.Contains(size, want) || !strings.Contains(size, i18n.Number(1)) {
			t.Errorf("%s: %q does not give the size %s MB and the limit of 1 MB", l.Code, size, want)
		}
		if near := Reason(game.TooLargeError(1_049_037)); !strings.Contains(near, i18n.Number(1.01)) {
			t.Errorf("%s: a file just over 1 MB: %q, want it %s MB, not the limit", l.Code, near, i18n.Number(1.01))
		}
		exact := Reason(&game.FileSizeError{Size: game.MaxKGNSize + 1, Exact: true}) // one byte over, on disk
		if !strings.Contains(exact, i18n.Number(1.01)) {
			t.Errorf("%s: a file one byte over the limit: %q, want its size, %s MB", l.Code, exact, i18n.Number(1.01))
		}
		if over := Reason(game.TooLargeError(game.MaxKGNSize + 1)); over != i18n.T(i18n.MsgErrFileTooLarge) {
			t.Errorf("%s: a file known only to be over the limit: %q", l.Code, over)
		}
		seen := map[string]bool{}
		for moves, token := range results {
			written := "0-1"
			if moves == game.WhiteWins {
				written = "*"
			}
			err := &game.ParseError{Line: 2, Col: 1, Err: &game.ResultError{Written: written, Tag: true, Moves: moves}}
			s := KGN("x.kgn", err, []byte("a\nb\n"))
			if !strings.Contains(s, written) || !strings.Contains(s, token) {
				t.Errorf("%s: %q does not give the result written (%s) and the moves' (%s)", l.Code, s, written, token)
			}
			if seen[s] {
				t.Errorf("%s: %q is said for two results of the moves", l.Code, s)
			}
			seen[s] = true
		}
		// "*" is said in words: the game is not over.
		open := &game.ParseError{Line: 2, Col: 1, Err: &game.ResultError{Written: "*", Moves: game.BlackWins}}
		if got := KGN("x.kgn", open, []byte("a\nb\n")); !strings.Contains(got, i18n.T(i18n.MsgErrResultOpenBlackWon)) {
			t.Errorf("%s: a file that says * of a game Black won: %q", l.Code, got)
		}
	}
}

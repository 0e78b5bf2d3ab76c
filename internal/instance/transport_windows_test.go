package instance

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The pipe is named after the folder itself, not its spelling: the second
// copy may be given the folder in other letters (Windows ignores case) or
// with a trailing separator, and must still find the first.
func TestEverySpellingOfAFolderNamesOnePipeAndTwoFoldersTwo(t *testing.T) {
	dir := t.TempDir()
	want, err := pipeName(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(want, `\\.\pipe\konane-`) {
		t.Errorf("pipe %q is not in the pipe namespace", want)
	}
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o700); err != nil {
		t.Fatal(err)
	}
	for _, spelling := range []string{strings.ToUpper(dir), strings.ToLower(dir), dir + `\`, filepath.Join(dir, "sub") + `\..`} {
		if got, err := pipeName(spelling); err != nil || got != want {
			t.Errorf("pipeName(%q) = %q, %v; want %q as for %q", spelling, got, err, want, dir)
		}
	}
	if other, err := pipeName(filepath.Join(dir, "sub")); err != nil || other == want {
		t.Errorf("another folder's pipe: %q, %v; want one other than %q", other, err, want)
	}
	if _, err := pipeName(filepath.Join(dir, "missing")); err == nil {
		t.Error("a folder that does not exist has a pipe")
	}
}

// The folder stays free while its pipe is open: nothing of the hand-off
// holds a file in it (Windows refuses to delete a folder with an open file).
func TestAListeningFolderCanBeRemoved(t *testing.T) {
	parent := t.TempDir()
	dir := filepath.Join(parent, "storage")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	l, err := Listen(dir, Requests{Open: func(string) {}})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if err := os.Remove(dir); err != nil {
		t.Errorf("the folder of a listening copy cannot be removed: %v", err)
	}
}

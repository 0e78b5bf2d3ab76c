//go:build unix || windows

package life

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/internal/instance"
)

// A second start with a file the running copy could not open says why on
// standard error, in the running copy's language, ends with status 1 and
// sends nothing; a file that can be opened is sent and said so, status 0.
func TestASecondStartHandsOverOnlyAFileThatCanBeOpened(t *testing.T) {
	if !instance.Works {
		t.Skip("no instance lock on this system, so no second start")
	}
	dir, err := os.MkdirTemp("", "konane-life") // a unix socket's path is short
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	release, err := instance.Lock(dir) // the running copy
	if err != nil {
		t.Fatal(err)
	}
	defer release()
	got := make(chan string, 2)
	l, err := instance.Listen(dir, instance.Requests{Open: func(p string) { got <- p }})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()

	a := test.NewTempApp(t)
	a.Preferences().SetString(i18n.PreferenceKey, "de")
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	checked := []string{}
	problem := func(path string) string {
		checked = append(checked, path)
		if filepath.Base(path) == "nope.kgn" {
			return i18n.T(i18n.MsgErrNoSuchFile) // in the language set up before the check
		}
		return ""
	}

	var stderr strings.Builder
	done, status := HandOff(a, dir, "nope.kgn", problem, &stderr, nil)
	if !done || status != 1 {
		t.Fatalf("a missing file: done %v, status %d; want done, status 1", done, status)
	}
	_ = i18n.SetLanguage("de")
	if want := "konane: " + i18n.Plain(i18n.T(i18n.MsgErrNoSuchFile)) + "\n"; stderr.String() != want {
		t.Errorf("stderr %q, want %q", stderr.String(), want)
	}

	stderr.Reset()
	done, status = HandOff(a, dir, "good.kgn", problem, &stderr, nil)
	if !done || status != 0 {
		t.Fatalf("a good file: done %v, status %d", done, status)
	}
	want, _ := filepath.Abs("good.kgn")
	if p := <-got; p != want {
		t.Errorf("the running copy got %q first, want %q: the missing file was sent", p, want)
	}
	if say := i18n.Plain(i18n.Format(i18n.MsgSentToRunningCopy, i18n.Args{"Name": "good.kgn"})); stderr.String() != say+"\n" {
		t.Errorf("stderr %q, want %q", stderr.String(), say)
	}
	if len(checked) != 2 || checked[0] != "nope.kgn" || checked[1] != "good.kgn" {
		t.Errorf("checked %q", checked)
	}
}

// With no other copy running the file is not read here: the window opens
// it and says what is wrong with it.
func TestAFirstStartChecksNoFile(t *testing.T) {
	if !instance.Works {
		t.Skip("no instance lock on this system")
	}
	dir := t.TempDir()
	t.Cleanup(func() { instance.Release(dir) })
	var stderr strings.Builder
	done, status := HandOff(test.NewTempApp(t), dir, "nope.kgn", func(string) string {
		t.Error("the first copy checked its file")
		return "no"
	}, &stderr, nil)
	if done || status != 0 || stderr.Len() != 0 {
		t.Errorf("first copy: done %v, status %d, stderr %q", done, status, stderr.String())
	}
}

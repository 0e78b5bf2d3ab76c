package fynelang

import (
	"bytes"
	"encoding/json"
	"io"
	"io/fs"
	"log"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"golang.org/x/mod/modfile"
	"golang.org/x/mod/module"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/locales"
)

// fyneModule is the module path of Fyne.
const fyneModule = "fyne.io/fyne/v2"

// fyneDir returns the folder of the Fyne module the build uses: from `go
// list` where go is installed, else from the module cache that GOMODCACHE
// names and the version built into this test binary (a binary run on a
// machine without Go, as make test-windows runs them). Without either the
// test is skipped: Fyne's source is not on this machine.
func fyneDir(t *testing.T) string {
	t.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		return fyneDirInCache(t)
	}
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", fyneModule).Output()
	if err != nil {
		t.Fatalf("go list %s: %v", fyneModule, err)
	}
	dir := strings.TrimSpace(string(out))
	if dir == "" {
		t.Fatalf("go list gave no folder for %s", fyneModule)
	}
	return dir
}

// fyneDirInCache finds Fyne's folder in the module cache GOMODCACHE, at
// the version the checkout's go.mod requires (a test runs in its
// package's folder, three below go.mod).
func fyneDirInCache(t *testing.T) string {
	t.Helper()
	cache := os.Getenv("GOMODCACHE")
	if cache == "" {
		t.Skip("Fyne's source is not on this machine: no go command, and GOMODCACHE is not set")
	}
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := modfile.ParseLax("go.mod", data, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range f.Require {
		if r.Mod.Path == fyneModule {
			path, err := module.EscapePath(r.Mod.Path)
			if err != nil {
				t.Fatal(err)
			}
			dir := filepath.Join(cache, filepath.FromSlash(path)+"@"+r.Mod.Version)
			if _, err := os.Stat(dir); err != nil {
				t.Fatalf("Fyne %s is not in GOMODCACHE: %v", r.Mod.Version, err)
			}
			return dir
		}
	}
	t.Fatalf("go.mod does not require %s", fyneModule)
	return ""
}

// fyneSet is one translation file of Fyne's texts: key -> text (the
// "other" form for keys written as plural objects).
type fyneSet map[string]string

func parseFyneSet(t *testing.T, name string, data []byte) fyneSet {
	t.Helper()
	var raw map[string]any
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	out := fyneSet{}
	for k, v := range raw {
		switch v := v.(type) {
		case string:
			out[k] = v
		case map[string]any:
			if len(v) != 1 || v["other"] == nil {
				t.Errorf("%s: %s has forms %v, want only other", name, k, v)
			}
			out[k], _ = v["other"].(string)
		default:
			t.Errorf("%s: %s is a %T", name, k, v)
		}
	}
	return out
}

func ourFyneSet(t *testing.T, code string) fyneSet {
	t.Helper()
	name := "fyne." + code + ".json"
	data, err := fs.ReadFile(locales.FS, name)
	if err != nil {
		t.Fatal(err)
	}
	return parseFyneSet(t, name, data)
}

var literalKey = regexp.MustCompile(`lang\.(?:L|X)\("([^"]+)"`)

// fyneKeysInCode returns the keys Fyne's own (non-test) code looks up with
// a literal string.
func fyneKeysInCode(t *testing.T, dir string) []string {
	t.Helper()
	var keys []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") ||
			strings.Contains(p, string(filepath.Separator)+"cmd"+string(filepath.Separator)) {
			return err
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, m := range literalKey.FindAllSubmatch(src, -1) {
			if k := string(m[1]); !slices.Contains(keys, k) {
				keys = append(keys, k)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(keys) < 15 {
		t.Fatalf("found only %d lang keys in Fyne's code: %v", len(keys), keys)
	}
	return keys
}

func TestFyneTranslationsAreCompleteInEveryLanguage(t *testing.T) {
	dir := fyneDir(t)
	enPath := filepath.Join(dir, "lang", "translations", "base.en.json")
	data, err := os.ReadFile(enPath)
	if err != nil {
		t.Fatal(err)
	}
	fyneEnglish := parseFyneSet(t, enPath, data)
	want := slices.Sorted(maps.Keys(fyneEnglish))
	for _, k := range fyneKeysInCode(t, dir) {
		if _, ok := fyneEnglish[k]; !ok {
			t.Errorf("Fyne's code looks up %q, which its English set lacks; add it to the test's expectations", k)
		}
	}
	ours := ourFyneSet(t, "en")
	for _, k := range want {
		if ours[k] != fyneEnglish[k] {
			t.Errorf("fyne.en.json: %q is %q, Fyne's English is %q", k, ours[k], fyneEnglish[k])
		}
	}
	same := map[string][]string{"de": {"Name", "OK"}, "pl": {"OK"}}
	for _, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			if err := applyToFyne(l); err != nil {
				t.Error(err)
			}
			set := ourFyneSet(t, l.Code)
			if got := slices.Sorted(maps.Keys(set)); !slices.Equal(got, want) {
				t.Errorf("keys %v, want Fyne's English keys %v", got, want)
			}
			for k, v := range set {
				switch {
				case strings.TrimSpace(v) == "":
					t.Errorf("%q is empty", k)
				case strings.ContainsRune(v, i18n.WordBreak):
					t.Errorf("%q has a U+200B, which Fyne would draw as it is", k)
				case l != i18n.English && v == fyneEnglish[k] && !slices.Contains(same[l.Code], v):
					t.Errorf("%q is the English text %q", k, v)
				}
			}
		})
	}
}

func TestFyneLocalesAreTheOnesFyneShips(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(fyneDir(t), "lang", "translations", "base.*.json"))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range files {
		code := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "base."), ".json")
		got = append(got, strings.ReplaceAll(code, "_", "-"))
	}
	var want []string
	for _, l := range fyneLocales {
		want = append(want, l.String())
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("Fyne ships %v; fyneLocales lists %v", got, want)
	}
}

// TestFyneTextsFollowTheChosenLanguage switches the language under system
// locales that Fyne answers with another language (Russian for Serbian,
// Kazakh and Belarusian; its own Ukrainian) or with English, and checks
// the texts Fyne draws itself in every language, English included.
func TestFyneTextsFollowTheChosenLanguage(t *testing.T) {
	Follow()
	defer func() { _ = i18n.SetLanguage("en") }()
	for _, env := range []string{"sr_RS.UTF-8", "kk_KZ.UTF-8", "be_BY.UTF-8", "uk_UA.UTF-8", "ru_RU.UTF-8", "en_US.UTF-8", "th_TH.UTF-8", "C.UTF-8"} {
		t.Run(env, func(t *testing.T) {
			t.Setenv("LANG", env)
			t.Setenv("LC_ALL", "")
			t.Setenv("LC_MESSAGES", "")
			t.Setenv("LANGUAGE", "")
			for _, code := range []string{"th", "en", "pl", "ru", "de", "en"} {
				if err := i18n.SetLanguage(code); err != nil {
					t.Fatal(err)
				}
				set := ourFyneSet(t, code)
				for _, key := range []string{"Cancel", "Open", "Show Hidden Files", "Yes", "Copy"} {
					if got := lang.L(key); got != set[key] {
						t.Errorf("in %s, Fyne's %q reads %q, want %q", code, key, got, set[key])
					}
				}
				if got := lang.X("file.parent", "Parent"); got != set["file.parent"] {
					t.Errorf("in %s, Fyne's parent folder reads %q, want %q", code, got, set["file.parent"])
				}
			}
		})
	}
}

// TestFollowPrintsNothingWhateverTheLocale makes Fyne pick its locale anew
// under odd environments, as at the start of the program, and checks that
// neither stdout, stderr nor the log saw a byte.
func TestFollowPrintsNothingWhateverTheLocale(t *testing.T) {
	Follow()
	defer func() { _ = i18n.SetLanguage("en") }()
	for _, vars := range []map[string]string{
		{"LANG": "C"},
		{"LANG": "C.UTF-8"},
		{"LANG": "POSIX"},
		{"LANG": ""},
		{"LANG": "de_AT.UTF-8@euro"},
		{"LANG": "???"},
		{"LC_ALL": "C.UTF-8", "LANGUAGE": "th"},
		{"LANG": "xx_YY.UTF-8"},
		{"LANG": "de_YY.UTF-8", "LANGUAGE": "xx:de"},
	} {
		for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"} {
			t.Setenv(k, vars[k])
		}
		startedWith() // as at the start of the program, before Fyne reads the locale
		out := captureOutput(t, func() {
			l := i18n.Setup("")
			if err := applyToFyne(l); err != nil {
				t.Error(err)
			}
			_ = i18n.SetLanguage("ru")
			_ = lang.SystemLocale() // as Fyne's widgets and text painter ask
		})
		if out != "" {
			t.Errorf("with %v, Konane and Fyne printed %q", vars, out)
		}
	}
}

// captureOutput returns what f writes to stdout, stderr and the log.
func captureOutput(t *testing.T, f func()) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	oldOut, oldErr := os.Stdout, os.Stderr
	var logBuf bytes.Buffer
	log.SetOutput(&logBuf)
	os.Stdout, os.Stderr = w, w
	f()
	os.Stdout, os.Stderr = oldOut, oldErr
	log.SetOutput(os.Stderr)
	_ = w.Close()
	b, _ := io.ReadAll(r)
	return string(b) + logBuf.String()
}

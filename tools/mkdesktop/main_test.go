package main

import (
	"bytes"
	"encoding/binary"
	"encoding/xml"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/internal/appinfo"
)

// generated is mkdesktop's output on the repository, made once for the
// tests that read it (scaling the icons is most of the package's test
// time, ten times more under -race); TestMain removes it.
var generated struct {
	once       sync.Once
	dir        string
	stage, ico string
	err        error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if generated.dir != "" {
		os.RemoveAll(generated.dir)
	}
	os.Exit(code)
}

// generate returns the folder and the .ico written by mkdesktop on the
// repository, shared by the tests: they only read them. It skips the test
// under -race (see raceEnabled).
func generate(t *testing.T) (stage, ico string) {
	t.Helper()
	if raceEnabled {
		t.Skip("mkdesktop starts no goroutine: make test runs it without -race")
	}
	g := &generated
	g.once.Do(func() {
		if g.dir, g.err = os.MkdirTemp("", "mkdesktop-test"); g.err != nil {
			return
		}
		g.stage = filepath.Join(g.dir, "stage")
		g.ico = filepath.Join(g.stage, "Konane.ico")
		g.err = run("../..", g.stage, "2026-11-30", g.ico)
	})
	if g.err != nil {
		t.Fatal(g.err)
	}
	return g.stage, g.ico
}

// desktopKeys reads the key=value lines of a desktop entry.
func desktopKeys(t *testing.T, path string) map[string]string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]string{}
	for _, line := range strings.Split(string(data), "\n") {
		if k, v, ok := strings.Cut(line, "="); ok {
			m[k] = v
		}
	}
	return m
}

func TestTheMenuEntryTakesEveryLanguageFromTheCatalogue(t *testing.T) {
	stage, _ := generate(t)
	keys := desktopKeys(t, filepath.Join(stage, "share/applications/io.github.konane.konane.desktop"))
	for key, want := range map[string]string{"Exec": "konane %f", "MimeType": "application/x-konane-game;",
		"Icon": "io.github.konane.konane", "Type": "Application"} {
		if keys[key] != want {
			t.Errorf("%s=%q, want %q", key, keys[key], want)
		}
	}
	msgs := map[string]string{"Name": "AppTitle", "GenericName": "DesktopGenericName", "Comment": "DesktopComment", "Keywords": "DesktopKeywords"}
	for _, l := range i18n.Languages() {
		tr := i18n.Default().Translator(l)
		for key, id := range msgs {
			k := key
			if l != i18n.English {
				k = key + "[" + l.Code + "]"
			}
			want := map[string]string{
				"AppTitle": tr.T(i18n.MsgAppTitle), "DesktopGenericName": tr.T(i18n.MsgDesktopGenericName),
				"DesktopComment": tr.T(i18n.MsgDesktopComment), "DesktopKeywords": tr.T(i18n.MsgDesktopKeywords),
			}[id]
			want = strings.ReplaceAll(want, string(i18n.FyneWordBreak), "")
			if keys[k] != want || want == "" {
				t.Errorf("%s=%q, want the catalogue's %s %q", k, keys[k], id, want)
			}
		}
	}
}

func TestTheAppStreamFileHasTheVersionScreenshotsAndRating(t *testing.T) {
	stage, _ := generate(t)
	data, err := os.ReadFile(filepath.Join(stage, "share/metainfo/io.github.konane.konane.metainfo.xml"))
	if err != nil {
		t.Fatal(err)
	}
	var c struct {
		ID       string `xml:"id"`
		Releases []struct {
			Version string `xml:"version,attr"`
			Date    string `xml:"date,attr"`
		} `xml:"releases>release"`
		Shots  []string `xml:"screenshots>screenshot>image"`
		Rating struct {
			Type string `xml:"type,attr"`
		} `xml:"content_rating"`
		Summary []string `xml:"summary"`
	}
	if err := xml.Unmarshal(data, &c); err != nil {
		t.Fatal(err)
	}
	if len(c.Releases) != 1 || c.Releases[0].Version != readVersion(t) || c.Releases[0].Date != "2026-11-30" {
		t.Errorf("releases %+v, want FyneApp.toml's version %s of 2026-11-30", c.Releases, readVersion(t))
	}
	if c.ID != "io.github.konane.konane" || c.Rating.Type != "oars-1.1" || len(c.Summary) != len(i18n.Languages()) {
		t.Errorf("id %q, rating %q, %d summaries", c.ID, c.Rating.Type, len(c.Summary))
	}
	for _, shot := range c.Shots {
		name := shot[strings.LastIndexByte(shot, '/')+1:]
		if _, err := os.Stat(filepath.Join("../../docs/screenshots", name)); err != nil {
			t.Errorf("screenshot %s: %v", shot, err)
		}
	}
	if len(c.Shots) == 0 {
		t.Error("no screenshots")
	}
}

// readVersion is FyneApp.toml's Version.
func readVersion(t *testing.T) string {
	t.Helper()
	in, err := appinfo.Read("../..")
	if err != nil {
		t.Fatal(err)
	}
	return in.Details.Version
}

func TestTheIconsComeInEverySizeAndTheWindowsIconHoldsThemAll(t *testing.T) {
	stage, ico := generate(t)
	for _, n := range IconSizes {
		f, err := os.Open(filepath.Join(stage, "share/icons/hicolor", strconv.Itoa(n)+"x"+strconv.Itoa(n), "apps/io.github.konane.konane.png"))
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil || img.Bounds().Dx() != n || img.Bounds().Dy() != n {
			t.Errorf("%d px icon: %v, %v", n, err, img)
		}
	}
	data, err := os.ReadFile(ico)
	if err != nil {
		t.Fatal(err)
	}
	if binary.LittleEndian.Uint16(data[2:]) != 1 || int(binary.LittleEndian.Uint16(data[4:])) != len(icoSizes) {
		t.Fatalf("ico header % x", data[:6])
	}
	for i, n := range icoSizes {
		e := data[6+16*i:]
		size, off := binary.LittleEndian.Uint32(e[8:]), binary.LittleEndian.Uint32(e[12:])
		if int(e[0]) != n%256 || !bytes.HasPrefix(data[off:off+size], []byte("\x89PNG")) {
			t.Errorf("ico entry %d: width byte %d, want %d px as PNG", i, e[0], n)
		}
	}
}

func TestTheMIMETypeMatchesSavedGamesByNameAndContent(t *testing.T) {
	stage, _ := generate(t)
	data, err := os.ReadFile(filepath.Join(stage, "share/mime/packages/io.github.konane.konane.xml"))
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		Types []struct {
			Type  string `xml:"type,attr"`
			Globs []struct {
				Pattern string `xml:"pattern,attr"`
			} `xml:"glob"`
			Matches []struct {
				Value string `xml:"value,attr"`
			} `xml:"magic>match"`
		} `xml:"mime-type"`
	}
	if err := xml.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	if len(m.Types) != 1 || m.Types[0].Type != MIMEType || len(m.Types[0].Globs) != 1 || m.Types[0].Globs[0].Pattern != "*.kgn" {
		t.Fatalf("mime types %+v", m.Types)
	}
	var values []string
	for _, match := range m.Types[0].Matches {
		values = append(values, match.Value)
	}
	if strings.Join(values, "|") != `[Size "|[Rules "konane/` {
		t.Errorf("magic %q", values)
	}
}

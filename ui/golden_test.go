package ui

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/BurntSushi/toml"
	ttwidget "github.com/dweymouth/fyne-tooltip/widget"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/locales"
	"github.com/konane/konane/play"
	"github.com/konane/konane/ui/document"
	"github.com/konane/konane/ui/internal/uitest"
)

// The golden images of the main window and of the Open dialog are in
// testdata/window_*.png and testdata/open_dialog_*.png. After a change of
// the window's look, run
//
//	go test ./ui/ -run 'TestTheMainWindowFitsInEveryLanguage|TestTheOpenDialogSpeaksTheAppsLanguage'
//
// look at every image it writes to testdata/failed/, and move the right
// ones to testdata/.

// newGoldenWindow returns the main window in language code showing the
// built-in game in its middle with the players its tags name, the person
// (Black, to move) against Easy: no search runs, so nothing on show
// changes by itself.
func newGoldenWindow(t *testing.T, code string) *Window {
	t.Helper()
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	showGolden(t, w, code)
	return w
}

// showGolden switches w to language code and shows the built-in game in
// its middle, as newGoldenWindow does.
func showGolden(t *testing.T, w *Window, code string) {
	t.Helper()
	w.setLanguage(code)
	g, ok := play.DemoGame("midgame")
	if !ok {
		t.Fatal("no midgame demo")
	}
	w.ctl.Load(g)
}

func TestTheMainWindowFitsInEveryLanguage(t *testing.T) {
	// One window for all the languages, switched as the person switches
	// them: building the window is half the cost of each language.
	w, _ := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	start := w.win.Canvas().Size()
	for _, l := range i18n.Languages() {
		t.Run(l.Code, func(t *testing.T) {
			w.win.Resize(start)
			showGolden(t, w, l.Code)
			min := minWindowSize(w)
			if min.Width > 728 || min.Height > 504 {
				t.Errorf("the window needs at least %v, more than 728×504", min)
			}
			for _, size := range []fyne.Size{{Width: 800, Height: 600}, {Width: 728, Height: 504}, min} {
				w.win.Resize(size)
				name := fmt.Sprintf("window_%s_%.0fx%.0f.png", l.Code, size.Width, size.Height)
				if size == min {
					name = "window_" + l.Code + "_min.png"
				}
				checkNothingClipped(t, name, w.win.Canvas())
				checkToolbarWhole(t, name, w)
				checkOneLanguage(t, name, l, w.win.Canvas())
				if size != (fyne.Size{Width: 728, Height: 504}) {
					test.AssertImageMatches(t, name, w.win.Canvas().Capture())
				}
			}
		})
	}
}

func TestTheOpenDialogSpeaksTheAppsLanguage(t *testing.T) {
	t.Setenv("LANG", "en_US.UTF-8")
	t.Setenv("LANGUAGE", "")
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	home := goldenHome(t)
	for _, code := range []string{"th", "pl"} {
		t.Run(code, func(t *testing.T) {
			w := newGoldenWindow(t, code)
			w.win.Resize(fyne.NewSize(800, 600))
			// The game on show, as the file partie.kgn in Documents: the
			// dialog opens in that folder.
			u := storage.NewFileURI(filepath.Join(home, "Documents", "partie.kgn"))
			w.doc.Take(document.Text{Name: u.Name(), URI: u, Data: w.ctl.Game().MarshalKGN()}, document.Play)
			answer(t, w, true) // the same game: discard the one on show
			w.doc.Open()
			l, _ := i18n.Lookup(code)
			name := "open_dialog_" + code + ".png"
			checkNothingClipped(t, name, w.win.Canvas())
			// The folder names on the way to home (C:\Users\...\AppData\Local\Temp
			// on Windows) are the file system's, in no language.
			checkOneLanguage(t, name, l, w.win.Canvas(), strings.FieldsFunc(home, isPathSeparator)...)
			// The picture is of the dialog as Linux shows it: elsewhere Fyne
			// lists other places (drives on Windows) and the temporary
			// folder is another path (/var/folders/... on macOS).
			if runtime.GOOS == "linux" {
				test.AssertImageMatches(t, name, w.win.Canvas().Capture())
			}
			closeAll(w)
		})
	}
}

// checkToolbarWhole fails unless every toolbar button on show lies inside
// the window and names its action in a tooltip of the current language.
func checkToolbarWhole(t *testing.T, name string, w *Window) {
	t.Helper()
	width := w.win.Canvas().Size().Width
	shown := 0
	for _, b := range w.toolbar.buttons {
		for _, o := range []*ttwidget.Button{b.Button, b.compact} {
			if !o.Visible() || !w.toolbar.full.Visible() && o == b.Button || w.toolbar.full.Visible() && o == b.compact {
				continue
			}
			shown++
			pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
			if pos.X+o.Size().Width > width+0.5 {
				t.Errorf("%s: the toolbar button %q ends at %.0f, beyond the window's %.0f", name, o.ToolTip(), pos.X+o.Size().Width, width)
			}
			if want := strings.TrimSuffix(i18n.T(b.tip), "…"); o.ToolTip() != want || want == "" {
				t.Errorf("%s: tooltip %q, want %q", name, o.ToolTip(), want)
			}
		}
	}
	if shown != len(w.toolbar.buttons) {
		t.Errorf("%s: %d toolbar buttons on show, want %d", name, shown, len(w.toolbar.buttons))
	}
}

// minWindowSize is the smallest size of w's window: its content's minimum
// and the window's padding, in whole pixels.
func minWindowSize(w *Window) fyne.Size {
	min := w.win.Content().MinSize()
	if w.win.Padded() {
		min = min.AddWidthHeight(2*theme.Padding(), 2*theme.Padding())
	}
	return fyne.NewSize(float32(math.Ceil(float64(min.Width))), float32(math.Ceil(float64(min.Height))))
}

// goldenHome makes a home folder at a fixed path (the dialog shows it) with
// a few saved games and the usual folders, and makes it $HOME.
func goldenHome(t *testing.T) string {
	t.Helper()
	home := filepath.Join(os.TempDir(), "konane-golden-home")
	lockGoldenHome(t, home)
	if err := os.RemoveAll(home); err != nil {
		t.Fatal(err)
	}
	// Fyne lists the places from Desktop on, up to the first that is
	// missing (Pictures here), whether or not xdg-user-dir is installed.
	for _, dir := range []string{"Desktop", "Documents/Archiv", "Downloads", "Music"} {
		if err := os.MkdirAll(filepath.Join(home, dir), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{"partie.kgn", "partia-1.kgn", "gra-2.kgn"} {
		if err := os.WriteFile(filepath.Join(home, "Documents", f), []byte("[Size \"8\"]\n\n*\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(home, ".config"))
	t.Cleanup(func() { _ = os.RemoveAll(home) })
	return home
}

// checkNothingClipped fails for every label, button or check on show in c
// that is narrower than its text needs, or that reaches out of the window
// (uitest.Clipped).
func checkNothingClipped(t *testing.T, name string, c fyne.Canvas) {
	t.Helper()
	for _, e := range uitest.Clipped(c) {
		t.Errorf("%s: %s", name, e)
	}
}

// visibleTexts returns every text drawn in c.
func visibleTexts(c fyne.Canvas) []string {
	var out []string
	for _, root := range append([]fyne.CanvasObject{c.Content()}, c.Overlays().List()...) {
		uitest.WalkVisible(root, func(o fyne.CanvasObject) {
			if t, ok := o.(*canvas.Text); ok && strings.TrimSpace(t.Text) != "" {
				out = append(out, t.Text)
			}
		})
	}
	return out
}

var wordRE = regexp.MustCompile(`\p{L}{3,}`)

// words returns the distinct words of three or more letters in texts,
// lower-cased.
func words(texts ...string) map[string]bool {
	out := map[string]bool{}
	for _, s := range texts {
		for _, w := range wordRE.FindAllString(strings.ToLower(s), -1) {
			out[w] = true
		}
	}
	return out
}

// catalogueTexts returns every text of our catalogue and of our
// translation of Fyne's texts in language code.
func catalogueTexts(t *testing.T, code string) []string {
	t.Helper()
	var out []string
	data, err := fs.ReadFile(locales.FS, "active."+code+".toml")
	if err != nil {
		t.Fatal(err)
	}
	var cat map[string]map[string]any
	if err := toml.Unmarshal(data, &cat); err != nil {
		t.Fatal(err)
	}
	for _, forms := range cat {
		for k, v := range forms {
			if s, ok := v.(string); ok && k != "description" && k != "hash" {
				out = append(out, s)
			}
		}
	}
	data, err = fs.ReadFile(locales.FS, "fyne."+code+".json")
	if err != nil {
		t.Fatal(err)
	}
	var fyneSet map[string]any
	if err := json.Unmarshal(data, &fyneSet); err != nil {
		t.Fatal(err)
	}
	for _, v := range fyneSet {
		out = append(out, fmt.Sprint(v))
	}
	return out
}

// goldenNames are words on show that belong to no language: the game's
// name and the files and folders of goldenHome (below the temporary folder,
// whose own path checkOneLanguage is given).
var goldenNames = words("Konane Kōnane partie partia gra kgn Archiv Documents konane golden home")

// isPathSeparator reports whether r separates the parts of a path here
// (or is the colon of a Windows drive).
func isPathSeparator(r rune) bool { return os.IsPathSeparator(uint8(r)) || r == '/' || r == ':' }

// checkOneLanguage fails for every word on show in c that English has and
// language l does not (in a Thai window: every word in Latin letters),
// except the names of goldenHome's files and the names given.
func checkOneLanguage(t *testing.T, name string, l i18n.Language, c fyne.Canvas, names ...string) {
	t.Helper()
	if l == i18n.English {
		return
	}
	exempt := words(names...)
	english := words(catalogueTexts(t, "en")...)
	own := words(catalogueTexts(t, l.Code)...)
	for _, text := range visibleTexts(c) {
		for w := range words(text) {
			latin := strings.IndexFunc(w, func(r rune) bool { return unicode.Is(unicode.Latin, r) }) >= 0
			foreign := english[w] && !own[w]
			if l == i18n.Thai {
				foreign = latin
			}
			if foreign && !goldenNames[w] && !exempt[w] {
				t.Errorf("%s: %q shows the word %q, which is not %s", name, text, w, l.Name)
			}
		}
	}
}

package document

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/ui/internal/uitest"
	"github.com/konane/konane/ui/kgnfile"
)

// fakeHost is a Host without a main window: a test window for the
// dialogs and the title, the live game as a plain game, and a record of
// what the document asked of the window.
type fakeHost struct {
	t       *testing.T
	app     fyne.App
	win     fyne.Window
	game    *game.Game
	paused  bool
	loads   int          // games made live by Load
	reviews []*game.Game // games whose review opened
	names   []string     // the file names those reviews' Save offers
	replays []*game.Game // games whose replay opened
	menus   int          // MenuChanged calls
	note    string       // the status line's "saved" note
	trace   strings.Builder
}

func (h *fakeHost) Window() fyne.Window           { return h.win }
func (h *fakeHost) Preferences() fyne.Preferences { return h.app.Preferences() }
func (h *fakeHost) Game() *game.Game              { return h.game }
func (h *fakeHost) Pause()                        { h.paused = true }
func (h *fakeHost) Resume()                       { h.paused = false }
func (h *fakeHost) Load(g *game.Game)             { h.game, h.paused = g, false; h.loads++ }
func (h *fakeHost) Replay(g *game.Game)           { h.replays = append(h.replays, g) }
func (h *fakeHost) MenuChanged()                  { h.menus++ }
func (h *fakeHost) ShowSaved(name string)         { h.note = name }
func (h *fakeHost) Background(work, then func())  { work(); then() }
func (h *fakeHost) Review(g *game.Game, name string) {
	h.reviews = append(h.reviews, g)
	h.names = append(h.names, name)
}
func (h *fakeHost) Tracef(format string, args ...any) {
	fmt.Fprintf(&h.trace, "konane: "+format+"\n", args...)
}

// newDoc returns a document on a fake host whose live game is a new 8×8
// game of two people, in English (again when the test ends), on a test
// app of its own.
func newDoc(t *testing.T) (*Document, *fakeHost) {
	t.Helper()
	if err := i18n.SetLanguage("en"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = i18n.SetLanguage("en") })
	a := test.NewTempApp(t)
	win := a.NewWindow(i18n.Plain(i18n.T(i18n.MsgAppTitle)))
	win.Resize(fyne.NewSize(1040, 720))
	t.Cleanup(win.Close)
	g, err := game.NewGame(8)
	if err != nil {
		t.Fatal(err)
	}
	h := &fakeHost{t: t, app: a, win: win, game: g}
	return New(h), h
}

// play plays the moves (notation, "d5 e5") in the live game.
func (h *fakeHost) play(moves string) {
	h.t.Helper()
	for _, s := range strings.Fields(moves) {
		m, err := game.ParseMove(s)
		if err != nil {
			h.t.Fatal(err)
		}
		if err := h.game.Play(m); err != nil {
			h.t.Fatalf("%s: %v", s, err)
		}
	}
}

// playedMoves returns the live game's moves in notation.
func (h *fakeHost) playedMoves() string {
	var out []string
	for _, m := range h.game.Moves() {
		out = append(out, m.String())
	}
	return strings.Join(out, " ")
}

// newGame makes a new 8×8 game without moves the live game, as New game
// does (the file is forgotten).
func (h *fakeHost) newGame(d *Document) {
	h.t.Helper()
	g, err := game.NewGame(8)
	if err != nil {
		h.t.Fatal(err)
	}
	d.Forget()
	h.game = g
}

// isFile reports whether the URI u is the file at path: the same file on
// disk (os.SameFile) when it exists, else the same path. Never the strings:
// a file URI's path is written with slashes ("C:/Users/..." on Windows),
// the system's path with its own separator.
func isFile(u fyne.URI, path string) bool {
	if u == nil || u.Scheme() != "file" {
		return false
	}
	a, errA := os.Stat(u.Path())
	b, errB := os.Stat(path)
	if errA == nil && errB == nil {
		return os.SameFile(a, b)
	}
	return filepath.Clean(filepath.FromSlash(u.Path())) == filepath.Clean(path)
}

// overlayTexts and overlayButton read win's dialogs (uitest).
func overlayTexts(win fyne.Window) string { return uitest.OverlayTexts(win) }

func overlayButton(win fyne.Window, text string) *widget.Button {
	return uitest.OverlayButton(win, text)
}

// clearOverlays closes every dialog on win.
func clearOverlays(win fyne.Window) {
	for _, o := range win.Canvas().Overlays().List() {
		win.Canvas().Overlays().Remove(o)
	}
}

// dialogsOnShow counts the dialogs on win.
func dialogsOnShow(win fyne.Window) int { return len(win.Canvas().Overlays().List()) }

// questionButtons returns the Yes and No buttons of the topmost question
// on win, or nils.
func questionButtons(win fyne.Window) (yes, no *widget.Button) { return uitest.QuestionButtons(win) }

// asked reports whether a question is on show on win.
func asked(win fyne.Window) bool {
	y, _ := questionButtons(win)
	return y != nil
}

// answer taps Yes (yes) or No in the question on win, as the person
// would; it fails t if there is no question.
func answer(t *testing.T, win fyne.Window, yes bool) {
	t.Helper()
	y, n := questionButtons(win)
	switch {
	case y == nil:
		t.Fatalf("no question; dialogs say %q", overlayTexts(win))
	case yes:
		test.Tap(y)
	default:
		test.Tap(n)
	}
}

// fileNameEntry is the file name field of the save dialog open on win (the
// entry that holds a name ending in .kgn, in any case), or nil.
func fileNameEntry(win fyne.Window) *widget.Entry {
	var entry *widget.Entry
	for _, o := range win.Canvas().Overlays().List() {
		uitest.Walk(o, func(obj fyne.CanvasObject) {
			var e *widget.Entry
			switch v := obj.(type) {
			case *widget.Entry:
				e = v
			case *kgnfile.NameField:
				e = &v.Entry
			}
			if e != nil && strings.HasSuffix(strings.ToLower(e.Text), ".kgn") {
				entry = e
			}
		})
	}
	return entry
}

// memReader is a fyne.URIReadCloser over a string, as the open dialog
// hands a file to the document.
type memReader struct {
	*strings.Reader
}

func (m *memReader) Close() error { return nil }

func (m *memReader) URI() fyne.URI { return storage.NewFileURI("/tmp/test.kgn") }

// validKGN is a short unfinished game on a 6 × 6 board.
const validKGN = "[Size \"6\"]\n\n1. a6 b6 *\n"

// writeGame writes text to name in a new folder and returns its path.
func writeGame(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func loadKGN(path string) (*game.Game, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return game.ParseKGN(data)
}

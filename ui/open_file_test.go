package ui

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/internal/instance"
	"github.com/konane/konane/internal/syncbuf"
	"github.com/konane/konane/play"
	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/document"
	"github.com/konane/konane/ui/internal/uikit"
)

// startWithFile starts the main window as `konane file` does, in language
// lang, on the storage folder dir, and returns it with the trace.
func startWithFile(t *testing.T, dir, lang, file string) (*Window, uiQueue, *syncbuf.Buffer) {
	t.Helper()
	trace := &syncbuf.Buffer{}
	t.Cleanup(func() { _ = i18n.SetLanguage("en") }) // after the window's clean-up
	w, q := newWindowWith(t, lang, twoPlayerSetup(), Options{Computer: &fakeComputer{}, OpenFile: file, Hooks: Hooks{StorageDir: dir, Trace: trace}})
	settleReads(t, q)
	return w, q, trace
}

// settleReads runs the UI work queued on q so far: the answers of the
// files read for Document.OpenPath and OpenRecent (the test window reads
// them at once, Hooks.async), or of the file given at start.
func settleReads(t *testing.T, q uiQueue) {
	t.Helper()
	q.RunQueued()
}

// autosaveWith writes an autosave with the moves (two players) into dir
// and returns its bytes.
func autosaveWith(t *testing.T, dir, moves string) []byte {
	t.Helper()
	g, err := game.ParseKGN([]byte("[Size \"8\"]\n[Mode \"two-players\"]\n\n" + moves + " *\n"))
	if err != nil {
		t.Fatal(err)
	}
	if err := (store.Autosave{Dir: dir}).SaveText(g.MarshalKGN(), g.Over()); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, store.AutosaveName))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// openText plays the .kgn text as the open dialog hands the file
// /tmp/test.kgn to the window (document.Take).
func openText(w *Window, text string) bool {
	u := storage.NewFileURI("/tmp/test.kgn")
	return w.doc.Take(document.Text{Name: u.Name(), URI: u, Data: []byte(text)}, document.Play)
}

// writeGame writes text to name in a new folder and returns its path.
func writeGame(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestABadFileOnTheCommandLineIsExplainedInTheLanguageAndTheAutosaveStays(t *testing.T) {
	bad := writeGame(t, "bad.kgn", "[Size \"8\"]\n\n1. d5 e5 2. f5-d5 *\n")
	tests := []struct{ lang, file, want string }{
		{"de", bad, "Die Datei bad.kgn kann nicht gelesen werden: Zeile 3, Spalte 13:"},
		{"en", bad, "Cannot read the file bad.kgn: line 3, column 13: f5-d5 is not a legal move: each jump must pass over an opponent's stone onto an empty square."},
		{"pl", filepath.Join(t.TempDir(), "gone.kgn"), "Nie można odczytać pliku gone.kgn: nie ma takiego pliku"},
	}
	for _, tt := range tests {
		t.Run(tt.lang+" "+filepath.Base(tt.file), func(t *testing.T) {
			dir := t.TempDir()
			before := autosaveWith(t, dir, "1. d5 e5")
			w, q, trace := startWithFile(t, dir, tt.lang, tt.file)
			if got := overlayTexts(w); !strings.Contains(got, tt.want) {
				t.Errorf("dialogs say %q, want %q", got, tt.want)
			}
			if !strings.Contains(trace.String(), "open failed: "+tt.want) {
				t.Errorf("trace %q does not give the error", trace.String())
			}
			if got := playedMoves(w); got != "d5 e5" {
				t.Errorf("the autosaved game became %q", got)
			}
			if w.doc.File() != nil {
				t.Errorf("the bad file became the Save target: %v", w.doc.File())
			}
			q.PumpFor(10 * time.Millisecond)
			w.win.Close()
			if data, _ := os.ReadFile(filepath.Join(dir, store.AutosaveName)); string(data) != string(before) {
				t.Errorf("the autosave became %q, was %q", data, before)
			}
		})
	}
}

func TestAFileOnTheCommandLineOpensAsGameOpenDoes(t *testing.T) {
	good := writeGame(t, "good.kgn", "[Size \"8\"]\n\n1. d5 e5 2. b5-d5 *\n")

	t.Run("nothing to lose: opened at once", func(t *testing.T) {
		w, _, trace := startWithFile(t, t.TempDir(), "en", good)
		if got := playedMoves(w); got != "d5 e5 b5-d5" || asked(w) {
			t.Errorf("moves %q, asked %v", got, asked(w))
		}
		if !isFile(w.doc.File(), good) {
			t.Errorf("the Save target is %v, want %s", w.doc.File(), good)
		}
		if !strings.Contains(trace.String(), "opened good.kgn: 3 moves") {
			t.Errorf("trace %q", trace.String())
		}
	})
	t.Run("an autosaved game with moves: asked first", func(t *testing.T) {
		dir := t.TempDir()
		autosaveWith(t, dir, "1. a8 b8")
		w, _, _ := startWithFile(t, dir, "en", good)
		if !asked(w) || !strings.Contains(overlayTexts(w), "Discard the unfinished game and open good.kgn?") {
			t.Fatalf("no question; dialogs say %q", overlayTexts(w))
		}
		if got := playedMoves(w); got != "a8 b8" {
			t.Fatalf("replaced before the answer: %q", got)
		}
		answer(t, w, true)
		if got := playedMoves(w); got != "d5 e5 b5-d5" {
			t.Errorf("Yes gave %q", got)
		}
	})
	t.Run("a relative path", func(t *testing.T) {
		t.Chdir(filepath.Dir(good))
		w, _, _ := startWithFile(t, t.TempDir(), "en", "good.kgn")
		if got := playedMoves(w); got != "d5 e5 b5-d5" {
			t.Errorf("moves %q", got)
		}
	})
}

func TestASecondStartHandsItsFileToTheRunningCopy(t *testing.T) {
	if !instance.Works {
		t.Skip("no instance lock on this system, so no hand-off")
	}
	// A short folder: a unix socket's path is limited to about 100 bytes.
	dir, err := os.MkdirTemp("", "konane-handoff")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	if err := instance.Send(dir, "x.kgn"); err == nil {
		t.Fatal("a file was handed off with no copy running")
	}
	w, q, trace := startWithFile(t, dir, "en", "")
	tapSquare(t, w, "d5")
	q.PumpUntil(t, "the move is shown", func() bool { return !w.ctl.Moving() })

	good := writeGame(t, "sent.kgn", "[Size \"8\"]\n\n1. d5 e5 2. b5-d5 *\n")
	if err := instance.Send(dir, good); err != nil {
		t.Fatalf("hand-off: %v", err)
	}
	q.PumpUntil(t, "the question before the file replaces the game", func() bool { return asked(w) })
	if !strings.Contains(trace.String(), "received "+good+" from another copy") {
		t.Errorf("trace %q", trace.String())
	}
	answer(t, w, true)
	if got := playedMoves(w); got != "d5 e5 b5-d5" {
		t.Errorf("the running copy shows %q", got)
	}

	w.win.Close()
	if _, err := os.Stat(filepath.Join(dir, instance.SocketName)); !os.IsNotExist(err) {
		t.Errorf("the socket outlives the window: %v", err)
	}
	if err := instance.Send(dir, good); err == nil {
		t.Error("a closed copy still took a file")
	}
}

// An opened file with Konane's setup tags continues with its players, as
// a resumed game does (a two-player game opened while playing the
// computer gets no computer reply); a file without them (another
// program's) keeps the players on screen.
func TestAnOpenedGameContinuesWithThePlayersItWasSavedWith(t *testing.T) {
	s := play.DefaultSetup()
	s.Level = ai.Hard
	w, _ := newTestWindow(t, s, &fakeComputer{})
	dir := t.TempDir()
	open := func(name, text string) {
		t.Helper()
		u := storage.NewFileURI(filepath.Join(dir, name))
		if !w.doc.Take(document.Text{Name: name, URI: u, Data: []byte(text)}, document.Play) {
			t.Fatalf("%s did not open", name)
		}
		if asked(w) {
			answer(t, w, true) // discard the unfinished game
		}
	}
	open("two.kgn", "[Size \"6\"]\n[Mode \"two-players\"]\n\n1. c4 d4 *\n")
	if got := w.ctl.Setup(); got.Mode != play.TwoPlayers || got.Size != 6 {
		t.Errorf("two.kgn: setup %+v, want two players on 6×6", got)
	}
	open("white.kgn", "[Size \"8\"]\n[Mode \"vs-computer\"]\n[Human \"White\"]\n[BlackLevel \"Master\"]\n\n1. d5 *\n")
	if got := w.ctl.Setup(); got.Mode != play.VsComputer || got.Human != game.White || got.Level != ai.Master {
		t.Errorf("white.kgn: setup %+v, want the person White against Master", got)
	}
	before := w.ctl.Setup()
	open("other.kgn", "[Size \"8\"]\n\n1. d5 e5 *\n")
	if got := w.ctl.Setup(); got != before {
		t.Errorf("a file without setup tags changed the setup from %+v to %+v", before, got)
	}
}

// The players' line above the moves fits its names: names are cut at
// uikit.MaxNameRunes (a name of 5,000 characters keeps the window's
// height), a line that wraps to two lines is not hidden under the table's
// header, and the line shrinks back for short names.
func TestThePlayersLineFitsItsNamesWhateverTheirLength(t *testing.T) {
	w, q := newTestWindow(t, twoPlayerSetup(), &fakeComputer{})
	w.win.Resize(fyne.NewSize(1040, 720))
	h := w.history
	check := func(what string, lines int) {
		t.Helper()
		q.PumpUntil(t, "the game is shown", func() bool { return !w.ctl.Moving() })
		label, table := h.players, h.top.Objects[1]
		one := widget.NewLabelWithStyle("M", label.Alignment, label.TextStyle).MinSize().Height
		lineH := widget.NewLabelWithStyle("M\nM", label.Alignment, label.TextStyle).MinSize().Height - one
		got := int(math.Round(float64((label.Size().Height-one)/lineH))) + 1
		if got != lines {
			t.Errorf("%s: %.80q is laid out on %d lines (%.0f high), want %d", what, label.Text, got, label.Size().Height, lines)
		}
		if bottom, top := label.Position().Y+label.Size().Height, table.Position().Y; top < bottom {
			t.Errorf("%s: the table starts at %.0f, inside the players' line (to %.0f)", what, top, bottom)
		}
		if min, limit := w.win.Content().MinSize(), uikit.MaxWindowSize(); min.Height > limit.Height || min.Width > limit.Width {
			t.Errorf("%s: the window needs %v, more than %v", what, min, limit)
		}
	}
	open := func(black, white string) {
		t.Helper()
		text := fmt.Sprintf("[Size \"8\"]\n[Black %q]\n[White %q]\n\n1. d5 e5 *\n", black, white)
		openText(w, text)
		if asked(w) {
			answer(t, w, true) // discard the unfinished game
		}
		if got := w.ctl.Game().Tag("White"); got != white {
			t.Fatalf("White is %q, want %q: the file was not opened; dialogs say %q", got, white, overlayTexts(w))
		}
	}
	open("Ann", "Bob")
	check("short names", 1)
	open("Alice Wonderland-Smith Jr", "Bobby Tables of Kahului")
	check("two long names", 2)
	open(strings.Repeat("Q", 5000), "Ann")
	check("a name of 5,000 characters", 2)
	open("Ann", "Bob")
	check("short names again", 1)
}

package life

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/internal/hangguard"
	"github.com/konane/konane/internal/instance"
	"github.com/konane/konane/internal/syncbuf"
	"github.com/konane/konane/play"
	"github.com/konane/konane/store"
	"github.com/konane/konane/store/storetest"
	"github.com/konane/konane/ui/internal/uitest"
	"github.com/konane/konane/ui/notices"
)

// firstMove is a computer that plays the first legal move at once.
type firstMove struct{}

func (firstMove) Move(_ context.Context, pos game.Position, _ ai.Level) (game.Move, error) {
	return firstLegal(pos)
}
func (firstMove) Hint(_ context.Context, pos game.Position) (game.Move, error) {
	return firstLegal(pos)
}

func firstLegal(pos game.Position) (game.Move, error) {
	if ms := pos.LegalMoves(nil); len(ms) > 0 {
		return ms[0], nil
	}
	return game.NoMove, ai.ErrNoMove
}

// fakeHost is the window as the app's life sees it: a real controller,
// and a record of what it was told and asked.
type fakeHost struct {
	ctl    *play.Controller
	setup  play.Setup
	mu     sync.Mutex
	told   []notices.Notice
	saveOK []bool
	raised int
	opened []string
	trace  syncbuf.Buffer
}

func (h *fakeHost) Controller() *play.Controller { return h.ctl }
func (h *fakeHost) Tell(n notices.Notice)        { h.mu.Lock(); h.told = append(h.told, n); h.mu.Unlock() }
func (h *fakeHost) LastSetup() play.Setup        { return h.setup }
func (h *fakeHost) ShowSaveError(err error)      { h.saveOK = append(h.saveOK, err == nil) }
func (h *fakeHost) Raise()                       { h.raised++ }
func (h *fakeHost) OpenPath(path string)         { h.opened = append(h.opened, path) }
func (h *fakeHost) Tracef(format string, args ...any) {
	fmt.Fprintf(&h.trace, "konane: "+format+"\n", args...)
}

// toldText is every notice told, one a line ("title: text").
func (h *fakeHost) toldText() string {
	h.mu.Lock()
	defer h.mu.Unlock()
	var out []string
	for _, n := range h.told {
		out = append(out, n.Title+": "+n.Text)
	}
	return strings.Join(out, "\n")
}

// start starts the life of a window on the storage folder dir, as
// ui.NewMainWindow does, with the last New game choices s; it is let go
// when the test ends.
func start(t *testing.T, dir string, s play.Setup) (*Session, *fakeHost, uitest.Queue, *syncbuf.Buffer) {
	t.Helper()
	_ = i18n.SetLanguage("en")
	a := test.NewTempApp(t)
	q := make(uitest.Queue, 64)
	h := &fakeHost{ctl: play.NewController(firstMove{}, q.Do), setup: s}
	h.ctl.Attach(play.View{})
	trace := &syncbuf.Buffer{}
	sess := New(a, h)
	p := NewPersistence(dir, Config{Trace: trace}, h.Tell)
	sess.Start(dir, p, q.Do)
	t.Cleanup(func() {
		h.ctl.Close()
		sess.StopHandoff()
	})
	return sess, h, q, trace
}

func twoPlayers() play.Setup {
	s := play.DefaultSetup()
	s.Mode = play.TwoPlayers
	return s
}

func writeAutosave(t *testing.T, dir, kgn string) {
	t.Helper()
	g, err := game.ParseKGN([]byte(kgn))
	if err != nil {
		t.Fatal(err)
	}
	if err := (store.Autosave{Dir: dir}).SaveText(g.MarshalKGN(), g.Over()); err != nil {
		t.Fatal(err)
	}
}

// The autosaved game is resumed with the setup its tags give, whatever
// the last New game choices; without one a new game starts with them.
func TestAnAutosavedGameResumesWithItsSetup(t *testing.T) {
	dir := t.TempDir()
	g, err := game.ParseKGN([]byte("[Size \"8\"]\n\n1. d5 e5 *\n"))
	if err != nil {
		t.Fatal(err)
	}
	play.WriteSetupTags(g, play.Setup{Mode: play.VsComputer, Human: game.White, Level: ai.Hard, WhiteLevel: ai.Easy, Size: 8, Speed: play.Normal})
	if err := (store.Autosave{Dir: dir}).SaveText(g.MarshalKGN(), g.Over()); err != nil {
		t.Fatal(err)
	}
	s, h, _, trace := start(t, dir, twoPlayers())
	if !s.Resumed || h.ctl.Game().Ply() != 2 || s.Persist == nil {
		t.Fatalf("resumed %v with %d plies", s.Resumed, h.ctl.Game().Ply())
	}
	if got := h.ctl.Setup(); got.Mode != play.VsComputer || got.Human != game.White || got.Level != ai.Hard || got.Size != 8 {
		t.Errorf("resumed setup %+v", got)
	}
	if !strings.Contains(trace.String(), "resumed 2 moves") {
		t.Errorf("trace %q", trace.String())
	}
	s2, h2, _, _ := start(t, t.TempDir(), twoPlayers())
	if s2.Resumed || h2.ctl.Game().Ply() != 0 || h2.ctl.Setup().Mode != play.TwoPlayers {
		t.Errorf("without an autosave: resumed %v, %d plies, setup %+v", s2.Resumed, h2.ctl.Game().Ply(), h2.ctl.Setup())
	}
}

// A damaged autosave is set aside as it was, the person is told where it
// was kept (a damaged-file notice), and a new game starts.
func TestACorruptAutosaveIsSetAsideAndTold(t *testing.T) {
	dir := t.TempDir()
	bad := "[Size \"8\"]\n\n1. d5 e5 2. a1 *\n"
	if err := os.WriteFile(filepath.Join(dir, store.AutosaveName), []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	s, h, _, _ := start(t, dir, twoPlayers())
	if s.Resumed || h.ctl.Game().Ply() != 0 {
		t.Errorf("resumed %v with %d plies, want a new game", s.Resumed, h.ctl.Game().Ply())
	}
	aside, _ := filepath.Glob(filepath.Join(dir, "autosave-corrupt-*.kgn"))
	if len(aside) != 1 {
		t.Fatalf("set aside: %v", aside)
	}
	if data, _ := os.ReadFile(aside[0]); string(data) != bad {
		t.Error("the damaged file was not kept as it was")
	}
	if len(h.told) != 1 || !h.told[0].Damaged || h.told[0].Folder != dir ||
		!strings.Contains(h.told[0].Text, "The game of your last session could not be read; the file was kept as "+filepath.Base(aside[0])) {
		t.Errorf("told %+v", h.told)
	}
}

// A statistics file cut short is set aside and told once, from the start.
func TestDamagedStatisticsAreToldOnce(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, store.StatsName), []byte(`{"blackWins": 12`), 0o644); err != nil {
		t.Fatal(err)
	}
	s, h, _, _ := start(t, dir, twoPlayers())
	aside, _ := filepath.Glob(filepath.Join(dir, "stats-corrupt-*.json"))
	if len(aside) != 1 || !regexp.MustCompile(`stats-corrupt-\d{8}-\d{6}\.json$`).MatchString(aside[0]) {
		t.Fatalf("set aside: %v", aside)
	}
	s.Persist.LoadStats()
	if text := h.toldText(); strings.Count(text, "The statistics could not be read; the file was kept as "+filepath.Base(aside[0])) != 1 {
		t.Errorf("told %q", text)
	}
}

// A second copy on a folder whose lock another holds neither resumes nor
// saves, and the person is told so.
func TestASecondCopyNeitherResumesNorAutosaves(t *testing.T) {
	dir := t.TempDir()
	writeAutosave(t, dir, "[Size \"8\"]\n\n1. d5 e5 *\n")
	release, err := instance.Lock(dir) // the other copy
	if err != nil {
		t.Fatal(err)
	}
	defer release()
	s, h, _, _ := start(t, dir, twoPlayers())
	if s.Persist != nil || s.Resumed || h.ctl.Game().Ply() != 0 {
		t.Errorf("the second copy: persistence %v, resumed %v, %d plies", s.Persist, s.Resumed, h.ctl.Game().Ply())
	}
	if !strings.Contains(h.toldText(), "Kōnane is already open in another window.") {
		t.Errorf("told %q", h.toldText())
	}
	autosave := filepath.Join(dir, store.AutosaveName)
	before, _ := os.ReadFile(autosave)
	m, err := game.ParseMove("d5")
	if err != nil {
		t.Fatal(err)
	}
	h.ctl.PlayHuman(m)
	if h.ctl.Game().Ply() != 1 {
		t.Fatalf("the second copy did not play d5: %d plies", h.ctl.Game().Ply())
	}
	s.Closed()
	if data, _ := os.ReadFile(autosave); string(data) != string(before) {
		t.Errorf("the other copy's autosave became %q", data)
	}
}

// Every way out saves the game once and lets the storage folder go: a
// signal, the end of the app, the window's close, in any order.
func TestEveryWayOutSavesExactlyOnce(t *testing.T) {
	ways := []struct {
		name string
		out  func(t *testing.T, s *Session, a fyne.App, trace *syncbuf.Buffer)
	}{
		{"SIGTERM", func(t *testing.T, s *Session, _ fyne.App, trace *syncbuf.Buffer) {
			stop := s.QuitOnSignal()
			defer stop()
			signalSelf(t, syscall.SIGTERM)
			deadline := time.Now().Add(hangguard.Until(t))
			// Wait until the handler has the signal (and, first, has saved):
			// stopping earlier would let the default action end the test.
			for !strings.Contains(trace.String(), "signal terminated") && time.Now().Before(deadline) {
				time.Sleep(5 * time.Millisecond)
			}
			for !strings.Contains(trace.String(), "saved on exit") && time.Now().Before(deadline) {
				time.Sleep(5 * time.Millisecond)
			}
			for instance.Listening(s.Persist.Dir()) && time.Now().Before(deadline) {
				time.Sleep(5 * time.Millisecond)
			}
		}},
		{"the end of the app", func(t *testing.T, _ *Session, a fyne.App, _ *syncbuf.Buffer) {
			stopped, ok := a.Lifecycle().(interface{ OnStopped() func() })
			if !ok || stopped.OnStopped() == nil {
				t.Fatal("no OnStopped hook")
			}
			stopped.OnStopped()()
		}},
		{"the window's close", func(t *testing.T, s *Session, _ fyne.App, _ *syncbuf.Buffer) { s.Closed() }},
	}
	for i, first := range ways {
		t.Run(first.name, func(t *testing.T) {
			dir := t.TempDir()
			s, h, q, trace := start(t, dir, twoPlayers())
			m, err := game.ParseMove("d5")
			if err != nil {
				t.Fatal(err)
			}
			h.ctl.PlayHuman(m)
			q.PumpUntil(t, "the move is played", func() bool { return h.ctl.Game().Ply() == 1 && !h.ctl.Moving() })
			os.Remove(filepath.Join(dir, store.AutosaveName)) // only the save on exit may write it now
			if !instance.Listening(dir) {
				t.Fatal("nobody takes files from other copies")
			}
			first.out(t, s, s.app, trace)
			if instance.Listening(dir) {
				t.Errorf("%s left the hand-off listening", first.name)
			}
			if _, err := os.Stat(filepath.Join(dir, instance.SocketName)); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("%s left %s behind (%v)", first.name, instance.SocketName, err)
			}
			for j, other := range ways {
				if j != i {
					other.out(t, s, s.app, trace)
				}
			}
			s.Persist.Changed(h.ctl) // a late change after the save is not written
			if n := strings.Count(trace.String(), "saved on exit"); n != 1 {
				t.Errorf("saved on exit %d times, want once; trace:\n%s", n, trace.String())
			}
			storetest.CheckAutosave(t, dir, 1, "after the save on exit")
		})
	}
}

// A later copy's requests reach the window on the UI goroutine: a file is
// opened (and the window raised), a request for the window raises it.
func TestRequestsOfLaterCopiesReachTheWindowOnTheUIGoroutine(t *testing.T) {
	if !instance.Works {
		t.Skip("no instance lock on this system")
	}
	dir, err := os.MkdirTemp("", "konane-life") // a unix socket's path is short
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	_, h, q, _ := start(t, dir, twoPlayers())
	if err := instance.AskToRaise(dir); err != nil {
		t.Fatalf("the running copy did not take the request: %v", err)
	}
	if h.raised != 0 {
		t.Error("the window was raised outside the UI goroutine")
	}
	q.PumpUntil(t, "the window is raised", func() bool { return h.raised == 1 })
	if !strings.Contains(h.trace.String(), "raised by another copy") {
		t.Errorf("trace %q", h.trace.String())
	}
	file := filepath.Join(dir, "game.kgn")
	if err := instance.Send(dir, file); err != nil {
		t.Fatalf("the running copy did not take the file: %v", err)
	}
	q.PumpUntil(t, "the file is opened", func() bool { return len(h.opened) == 1 })
	if h.opened[0] != file || h.raised != 2 {
		t.Errorf("opened %q, raised %d times", h.opened, h.raised)
	}
}

// A damaged settings file is set aside before Fyne reads it, kept as it
// was, and the notice names it.
func TestCheckSettingsSetsADamagedFileAside(t *testing.T) {
	_ = i18n.SetLanguage("en")
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("HOME", t.TempDir())
	path := SettingsPath("org.example.test")
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	bad := `{"files.recent":["file:///home/a/game.kgn"],"lang`
	if err := os.WriteFile(path, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	err := CheckSettings("org.example.test")
	var ce *store.CorruptError
	if !errors.As(err, &ce) || !strings.HasSuffix(filepath.Base(ce.Aside), ".json") || !strings.HasPrefix(filepath.Base(ce.Aside), "preferences-corrupt-") {
		t.Fatalf("CheckSettings = %v", err)
	}
	if kept, _ := os.ReadFile(ce.Aside); string(kept) != bad {
		t.Errorf("kept %q", kept)
	}
	n, ok := SettingsDamage(err)
	if !ok || !n.Damaged || n.Folder != filepath.Dir(ce.Aside) || !strings.Contains(n.Text, filepath.Base(ce.Aside)) {
		t.Errorf("notice %+v", n)
	}
	if _, ok := SettingsDamage(nil); ok {
		t.Error("a notice for no damage")
	}
}

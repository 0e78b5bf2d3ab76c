package ui

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/internal/uitest"
	"github.com/konane/konane/ui/life"
)

// Start-up notices come one after another: a damaged autosave, statistics
// and settings are told in one dialog listing the three files by name with
// their folder on a line of its own, and the tutorial offer comes only when
// that dialog is closed, not on top of it.
func TestDamagedFilesAtStartAreToldInOneDialogBeforeTheTutorialOffer(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{store.AutosaveName: "[Size \"8\"]\n\n1. a1 *\n", store.StatsName: `{"blackWins": 1`} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	settingsAside := filepath.Join(dir, "preferences-corrupt-20261201-001500.json")
	a := test.NewTempApp(t)
	a.Preferences().SetString(i18n.PreferenceKey, "en")
	w := NewMainWindow(a, Options{Computer: &fakeComputer{}, SettingsErr: &store.CorruptError{Kind: store.ErrDamaged, Aside: settingsAside}, Hooks: Hooks{StorageDir: dir}})
	defer w.win.Close()
	offerTutorialAtStart(w, Options{})

	overlays := w.win.Canvas().Overlays().List()
	text := overlayTexts(w)
	if len(overlays) != 1 || !strings.Contains(text, "Damaged files were set aside") {
		t.Fatalf("%d dialogs on show, saying %q; want one for the damaged files", len(overlays), text)
	}
	autosave, _ := filepath.Glob(filepath.Join(dir, "autosave-corrupt-*.kgn"))
	stats, _ := filepath.Glob(filepath.Join(dir, "stats-corrupt-*.json"))
	if len(autosave) != 1 || len(stats) != 1 {
		t.Fatalf("set aside: %v %v", autosave, stats)
	}
	for _, aside := range []string{autosave[0], stats[0], settingsAside} {
		if strings.Count(text, "kept as "+filepath.Base(aside)+".") != 1 {
			t.Errorf("%s is not named once in %q", filepath.Base(aside), text)
		}
	}
	if !uitest.ShowsFolder(text, dir) || strings.Count(text, dir) > 0 {
		t.Errorf("the folder is not given once on a line of its own: %q", text)
	}
	if strings.Index(text, "last session") > strings.Index(text, "statistics") {
		t.Errorf("the saved game is not told first: %q", text)
	}

	tapDialogButton(t, w, "OK")
	if text := overlayTexts(w); !strings.Contains(text, i18n.T(i18n.MsgTutorOffer)) || len(w.win.Canvas().Overlays().List()) != 1 {
		t.Errorf("after OK the dialogs say %q, want the tutorial offer alone", text)
	}
}

// Issue 13, case 2: a statistics file cut short is set aside as
// stats-corrupt-TIME.json, the person is told once in their language, and
// the next finished game counts from zero without touching the kept file.
func TestDamagedStatisticsAreSetAsideAndTold(t *testing.T) {
	dir := t.TempDir()
	bad := `{"blackWins": 12`
	if err := os.WriteFile(filepath.Join(dir, store.StatsName), []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	w, q := newStoredWindow(t, dir, play.DefaultSetup(), &fakeComputer{}, nil)
	aside, _ := filepath.Glob(filepath.Join(dir, "stats-corrupt-*.json"))
	if len(aside) != 1 || !regexp.MustCompile(`stats-corrupt-\d{8}-\d{6}\.json$`).MatchString(aside[0]) {
		t.Fatalf("set aside: %v", aside)
	}
	if text := overlayTexts(w); strings.Count(text, "The statistics could not be read; the file was kept as "+filepath.Base(aside[0])) != 1 ||
		!uitest.ShowsFolder(text, dir) {
		t.Errorf("the dialogs say %q", text)
	}
	almost, last := finishedDemoButOne(t)
	w.ctl.Load(almost)
	q.PumpUntil(t, "the person may move", w.ctl.HumanToMove)
	w.ctl.PlayHuman(last)
	q.PumpUntil(t, "the move is shown", func() bool { return !w.ctl.Moving() })
	if s := loadStats(t, dir); s.Games() != 1 {
		t.Errorf("fresh statistics after the game: %+v", s)
	}
	if kept, _ := os.ReadFile(aside[0]); string(kept) != bad {
		t.Errorf("the kept file changed: %q", kept)
	}
	if text := overlayTexts(w); strings.Count(text, "The statistics could not be read") != 1 {
		t.Errorf("told more than once: %q", text)
	}
}

// Issue 13, case 2: a damaged settings file (the recent files, the
// language, the New game choices) is set aside before Fyne reads it and the
// person is told in their language.
func TestDamagedSettingsAreSetAsideAndTold(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	t.Setenv("HOME", t.TempDir())
	path := life.SettingsPath("org.example.test")
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	bad := `{"files.recent":["file:///home/a/game.kgn"],"lang`
	if err := os.WriteFile(path, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	err := life.CheckSettings("org.example.test")
	var ce *store.CorruptError
	if !errors.As(err, &ce) || !strings.HasSuffix(filepath.Base(ce.Aside), ".json") || !strings.HasPrefix(filepath.Base(ce.Aside), "preferences-corrupt-") {
		t.Fatalf("CheckSettings = %v", err)
	}
	if kept, _ := os.ReadFile(ce.Aside); string(kept) != bad {
		t.Errorf("kept %q", kept)
	}
	a := test.NewTempApp(t)
	a.Preferences().SetString(i18n.PreferenceKey, "de")
	w := NewMainWindow(a, Options{Computer: &fakeComputer{}, SettingsErr: err, Hooks: Hooks{StorageDir: t.TempDir()}})
	defer w.win.Close()
	if text := overlayTexts(w); !strings.Contains(text, "Ihre Einstellungen") || !strings.Contains(text, filepath.Base(ce.Aside)) ||
		!uitest.ShowsFolder(text, filepath.Dir(ce.Aside)) {
		t.Errorf("the dialogs say %q", text)
	}
	_ = i18n.SetLanguage("en")
}

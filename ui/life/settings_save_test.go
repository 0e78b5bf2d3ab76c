package life

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"
)

// A shutdown that outlives exitGrace may be ended while Fyne writes the
// preferences (it truncates the file, then writes): the watchdog writes
// them whole, atomically, before it ends the process, so that the
// language, the New game choices and the tutorial's offer survive.
func TestAStuckShutdownLeavesTheSettingsWhole(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir()) // the test app's storage root
	a := test.NewApp()
	defer a.Quit()
	a.Preferences().SetInt("newgame.mode", 1)
	a.Preferences().SetString("language", "th")
	a.Preferences().SetStringList("recent", []string{"/a/b.kgn", "/c.kgn"})
	path := settingsFile(a)
	if err := os.WriteFile(path, nil, 0o600); err != nil { // Fyne's write, cut after its truncation
		t.Fatal(err)
	}
	s := New(a, &fakeHost{})
	code := -1
	s.exit = func(c int) { code = c }
	s.exitStuck()
	if code != 0 {
		t.Fatalf("the watchdog ended the process with %d, want 0", code)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatalf("settings file %q after the watchdog: %v", data, err)
	}
	if got["newgame.mode"] != 1.0 || got["language"] != "th" || len(got["recent"].([]any)) != 2 {
		t.Errorf("settings file after the watchdog = %s, want the mode, the language and two recent files", data)
	}
	if leftovers, _ := filepath.Glob(filepath.Join(filepath.Dir(path), "*.tmp*")); len(leftovers) > 0 {
		t.Errorf("temporary files left: %v", leftovers)
	}
}

package store

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// Issue 13, case 2: a statistics file cut short is set aside as
// stats-corrupt-TIME.json (kept as it was), the error says where, and the
// statistics go on from zero without overwriting it.
func TestDamagedStatisticsAreSetAsideNotZeroed(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, StatsName)
	bad := []byte(`{"blackWins": 12`)
	if err := os.WriteFile(path, bad, 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := LoadStats(dir)
	var ce *CorruptError
	if !errors.As(err, &ce) || !errors.Is(err, ErrDamaged) || s.Games() != 0 {
		t.Fatalf("LoadStats = %+v, %v; want empty stats and a CorruptError", s, err)
	}
	// The folder is compared as a folder (os.SameFile), the name in it as
	// a name: on Windows the separator is a backslash.
	if !sameFolder(filepath.Dir(ce.Aside), dir) || !regexp.MustCompile(`^stats-corrupt-\d{8}-\d{6}\.json$`).MatchString(filepath.Base(ce.Aside)) {
		t.Errorf("set aside as %s, want %s", ce.Aside, filepath.Join(dir, "stats-corrupt-TIME.json"))
	}
	if kept, err := os.ReadFile(ce.Aside); err != nil || string(kept) != string(bad) {
		t.Fatalf("the damaged file was not kept as it was: %q %v", kept, err)
	}
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Error("the damaged file is still in place")
	}
	s.AddGame(true, "", "")
	if err := SaveStats(dir, s); err != nil {
		t.Fatal(err)
	}
	if s, err := LoadStats(dir); err != nil || s.BlackWins != 1 {
		t.Fatalf("fresh statistics: %+v %v", s, err)
	}
	// A second damage on the same second gets its own name.
	if err := os.WriteFile(path, []byte(`{"blackWins": -3}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadStats(dir); !errors.As(err, &ce) {
		t.Fatalf("negative counts: %v", err)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, "stats-corrupt-*")); len(left) != 2 {
		t.Errorf("set-aside files: %v, want 2", left)
	}
}

// A settings file another library reads (Fyne's preferences.json) is
// checked the same way before that library sees it.
func TestCheckJSONFileSetsAsideWhatCannotBeRead(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "preferences.json")
	if err := CheckJSONFile(path); err != nil {
		t.Fatalf("a missing file: %v", err)
	}
	for _, good := range []string{`{}`, `{"language":"de","files.recent":["file:///a.kgn"]}` + "\n"} {
		if err := os.WriteFile(path, []byte(good), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := CheckJSONFile(path); err != nil {
			t.Fatalf("%q: %v", good, err)
		}
	}
	for _, bad := range []string{"", `{"language":"de","files.rec`, `[1,2]`, "\x00\x00"} {
		if err := os.WriteFile(path, []byte(bad), 0o644); err != nil {
			t.Fatal(err)
		}
		err := CheckJSONFile(path)
		var ce *CorruptError
		if !errors.As(err, &ce) || !errors.Is(err, ErrDamaged) {
			t.Fatalf("%q: %v", bad, err)
		}
		if kept, _ := os.ReadFile(ce.Aside); string(kept) != bad || filepath.Ext(ce.Aside) != ".json" {
			t.Errorf("%q kept as %s: %q", bad, ce.Aside, kept)
		}
		if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%q still in place", bad)
		}
	}
}

// sameFolder reports whether the paths a and b name the same existing
// folder.
func sameFolder(a, b string) bool {
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(fa, fb)
}

package store

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// FuzzLoadStats: whatever stats.json holds, LoadStats either reads it (and
// what it read saves and reads back the same) or sets it aside unchanged
// and starts from zero; it never leaves a damaged file in place.
func FuzzLoadStats(f *testing.F) {
	f.Add([]byte(`{"blackWins": 12`))
	f.Add([]byte(`{"blackWins":3,"whiteWins":4,"vsLevel":{"Easy":{"Black":{"won":1,"lost":2}}}}`))
	f.Add([]byte(`{"blackWins":-1}`))
	f.Add([]byte(``))
	f.Add([]byte(`null`))
	f.Add([]byte(`{"vsLevel":{"Hard":{"White":{"won":-5}}}}`))
	f.Add([]byte(`{"blackWins":1,"vsPerson":{"Anna":{"White":{"won":1,"lost":2}},"":{"Black":{}}}}`))
	f.Add([]byte(`{"vsPerson":{"Anna":{"Green":{"won":1}}}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		path := filepath.Join(dir, StatsName)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := LoadStats(dir)
		if err != nil {
			var ce *CorruptError
			if !errors.As(err, &ce) || s.Games() != 0 {
				t.Fatalf("error %v with stats %+v", err, s)
			}
			if kept, _ := os.ReadFile(ce.Aside); string(kept) != string(data) {
				t.Fatalf("the damaged file was not kept as it was")
			}
			if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
				t.Fatal("a damaged file is still in place")
			}
			return
		}
		if err := SaveStats(dir, s); err != nil {
			t.Fatal(err)
		}
		back, err := LoadStats(dir)
		if err != nil || back.BlackWins != s.BlackWins || back.WhiteWins != s.WhiteWins || len(back.VsLevel) != len(s.VsLevel) || len(back.VsPerson) != len(s.VsPerson) {
			t.Fatalf("%+v saved and read back as %+v (%v)", s, back, err)
		}
		for level, byColour := range s.VsLevel {
			if len(byColour) > 0 && !reflect.DeepEqual(back.VsLevel[level], byColour) {
				t.Fatalf("level %q: %+v → %+v", level, byColour, back.VsLevel[level])
			}
		}
		for name, byColour := range s.VsPerson {
			if len(byColour) > 0 && !reflect.DeepEqual(back.VsPerson[name], byColour) {
				t.Fatalf("person %q: %+v → %+v", name, byColour, back.VsPerson[name])
			}
		}
	})
}

package store_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/konane/konane/netplay"
	"github.com/konane/konane/store"
)

func TestGamesAgainstPeopleCountPerOpponentAndColour(t *testing.T) {
	dir := t.TempDir()
	var s store.Stats
	s.AddPersonGame("Anna", "Black", true)  // Black won
	s.AddPersonGame("Anna", "Black", false) // White won
	s.AddPersonGame("Anna", "White", true)  // White won
	s.AddPersonGame("Пётр", "White", false) // Black won
	s.AddGame(true, "Easy", "White")
	if err := store.SaveStatsFS(store.OS, dir, s); err != nil {
		t.Fatal(err)
	}
	r, err := store.LoadStats(dir)
	if err != nil {
		t.Fatal(err)
	}
	anna, petr := r.VsPerson["Anna"], r.VsPerson["Пётр"]
	if anna["Black"] != (store.Record{Won: 1, Lost: 1}) || anna["White"] != (store.Record{Won: 1}) || petr["White"] != (store.Record{Lost: 1}) || len(r.VsPerson) != 2 {
		t.Fatalf("against people %+v", r.VsPerson)
	}
	if r.BlackWins != 3 || r.WhiteWins != 2 || r.VsLevel["Easy"]["White"] != (store.Record{Lost: 1}) {
		t.Fatalf("stats %+v", r)
	}
}

// A file written before games against people were counted still loads.
func TestStatisticsWithoutPeopleStillLoad(t *testing.T) {
	dir := t.TempDir()
	old := `{"blackWins": 3, "whiteWins": 4, "vsLevel": {"Easy": {"Black": {"won": 1, "lost": 2}}}}`
	if err := os.WriteFile(filepath.Join(dir, store.StatsName), []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := store.LoadStats(dir)
	if err != nil || s.Games() != 7 || s.VsPerson != nil {
		t.Fatalf("%+v, %v", s, err)
	}
}

func TestDamagedRecordsAgainstPeopleAreSetAside(t *testing.T) {
	long := strings.Repeat("я", store.MaxPersonName+1)
	for name, data := range map[string]string{
		"a negative count": `{"vsPerson": {"Anna": {"Black": {"won": -1, "lost": 0}}}}`,
		"a name too long":  `{"vsPerson": {"` + long + `": {"White": {"won": 1}}}}`,
		"an empty name":    `{"vsPerson": {"": {"White": {"won": 1}}}}`,
		"another colour":   `{"vsPerson": {"Anna": {"Red": {"won": 1}}}}`,
		"not a map":        `{"vsPerson": ["Anna"]}`,
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, store.StatsName)
			if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
				t.Fatal(err)
			}
			s, err := store.LoadStats(dir)
			var ce *store.CorruptError
			if !errors.As(err, &ce) || !errors.Is(err, store.ErrDamaged) || s.Games() != 0 || s.VsPerson != nil {
				t.Fatalf("%+v, %v", s, err)
			}
			if kept, _ := os.ReadFile(ce.Aside); string(kept) != data {
				t.Fatal("the damaged file was not kept as it was")
			}
		})
	}
	dir := t.TempDir()
	longest := strings.Repeat("я", store.MaxPersonName)
	if err := os.WriteFile(filepath.Join(dir, store.StatsName), []byte(`{"vsPerson": {"`+longest+`": {"White": {"won": 1}}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if s, err := store.LoadStats(dir); err != nil || s.VsPerson[longest]["White"].Won != 1 {
		t.Fatalf("the longest name: %+v, %v", s, err)
	}
}

// VsPerson keeps every name a network opponent may have.
func TestAPersonsLongestNameIsTheNetworksLongest(t *testing.T) {
	if store.MaxPersonName != netplay.MaxName {
		t.Fatalf("store keeps names of %d characters, netplay sends %d", store.MaxPersonName, netplay.MaxName)
	}
}

// A name or colour VsPerson cannot keep counts in the wins by colour only,
// so that the file stays readable.
func TestAPersonGameUnderANameNotKeptCountsOnlyByColour(t *testing.T) {
	var s store.Stats
	s.AddPersonGame("", "Black", true)
	s.AddPersonGame(strings.Repeat("x", store.MaxPersonName+1), "White", true)
	s.AddPersonGame("Anna", "black", false)
	if s.BlackWins != 2 || s.WhiteWins != 1 || len(s.VsPerson) != 0 {
		t.Fatalf("%+v", s)
	}
	dir := t.TempDir()
	if err := store.SaveStatsFS(store.OS, dir, s); err != nil {
		t.Fatal(err)
	}
	if r, err := store.LoadStats(dir); err != nil || r.Games() != 3 {
		t.Fatalf("%+v, %v", r, err)
	}
}

package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"unicode/utf8"
)

// StatsName is the file name of the statistics in the storage folder.
const StatsName = "stats.json"

// Record counts a player's results in one setting: games won and lost.
type Record struct {
	Won  int `json:"won"`
	Lost int `json:"lost"`
}

// Played returns Won + Lost.
func (r Record) Played() int { return r.Won + r.Lost }

// Stats are the results kept across games: wins by colour over all finished
// games, and the human player's record against each computer level and
// against each person met over the network, per colour the human played.
// Level keys are the ai level names ("Easy").
type Stats struct {
	BlackWins int                          `json:"blackWins"`
	WhiteWins int                          `json:"whiteWins"`
	VsLevel   map[string]map[string]Record `json:"vsLevel"`  // level → "Black"/"White" → record
	VsPerson  map[string]map[string]Record `json:"vsPerson"` // opponent's name → "Black"/"White" (the local player's colour) → record
}

// MaxPersonName is the longest opponent's name VsPerson keeps, in
// characters: netplay.MaxName.
const MaxPersonName = 64

// Games returns the number of finished games counted.
func (s *Stats) Games() int { return s.BlackWins + s.WhiteWins }

// AddGame counts one finished game. blackWon tells the winner. When a human
// played the computer, level is the computer's level and humanColor the
// colour the human had ("Black" or "White"); otherwise level is "".
func (s *Stats) AddGame(blackWon bool, level, humanColor string) {
	if blackWon {
		s.BlackWins++
	} else {
		s.WhiteWins++
	}
	if level == "" {
		return
	}
	if s.VsLevel == nil {
		s.VsLevel = map[string]map[string]Record{}
	}
	if s.VsLevel[level] == nil {
		s.VsLevel[level] = map[string]Record{}
	}
	r := s.VsLevel[level][humanColor]
	if (humanColor == "Black") == blackWon {
		r.Won++
	} else {
		r.Lost++
	}
	s.VsLevel[level][humanColor] = r
}

// AddPersonGame counts one finished game against a person over the
// network: opponent is that person's name, myColor the colour the local
// player had ("Black" or "White"), won whether the local player won. The
// wins by colour count it as AddGame does; a name or colour VsPerson does
// not keep (see LoadStats) counts there only.
func (s *Stats) AddPersonGame(opponent, myColor string, won bool) {
	if (myColor == "Black") == won {
		s.BlackWins++
	} else {
		s.WhiteWins++
	}
	if !personKept(opponent, myColor) {
		return
	}
	if s.VsPerson == nil {
		s.VsPerson = map[string]map[string]Record{}
	}
	if s.VsPerson[opponent] == nil {
		s.VsPerson[opponent] = map[string]Record{}
	}
	r := s.VsPerson[opponent][myColor]
	if won {
		r.Won++
	} else {
		r.Lost++
	}
	s.VsPerson[opponent][myColor] = r
}

// LoadStats reads the statistics from dir; a missing file gives empty ones.
// A damaged file (cut short, not JSON, negative counts; in VsPerson a name
// empty or over MaxPersonName characters, or a colour neither "Black" nor
// "White") is set aside as
// stats-corrupt-TIME.json, with a *CorruptError wrapping ErrDamaged naming
// it; an unreadable one stays, with its error. Both give empty statistics.
func LoadStats(dir string) (Stats, error) {
	var s Stats
	path := filepath.Join(dir, StatsName)
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return s, nil
	}
	if err != nil {
		return s, fmt.Errorf("store: %w", err)
	}
	if err := json.Unmarshal(data, &s); err != nil {
		return Stats{}, setAsideDamaged(path, ErrDamaged, fmt.Errorf("statistics: %w", err), nil)
	}
	if !s.valid() {
		return Stats{}, setAsideDamaged(path, ErrDamaged, errors.New("statistics: negative counts or a bad name"), nil)
	}
	return s, nil
}

// valid reports whether every count is zero or more, and every person's
// name and colour one VsPerson keeps.
func (s *Stats) valid() bool {
	if s.BlackWins < 0 || s.WhiteWins < 0 {
		return false
	}
	for _, byColour := range s.VsLevel {
		for _, r := range byColour {
			if r.Won < 0 || r.Lost < 0 {
				return false
			}
		}
	}
	for name, byColour := range s.VsPerson {
		for colour, r := range byColour {
			if !personKept(name, colour) || r.Won < 0 || r.Lost < 0 {
				return false
			}
		}
		if !personKept(name, "Black") {
			return false
		}
	}
	return true
}

// personKept reports whether VsPerson keeps a record under this name
// (1 to MaxPersonName characters of UTF-8) and colour ("Black", "White").
func personKept(name, colour string) bool {
	n := utf8.RuneCountInString(name)
	return n > 0 && n <= MaxPersonName && utf8.ValidString(name) && (colour == "Black" || colour == "White")
}

// SaveStatsFS writes the statistics to dir atomically through the file
// layer fs (nil: OS).
func SaveStatsFS(fs FS, dir string, s Stats) error {
	fs = orOS(fs)
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return fmt.Errorf("store: %w", err)
	}
	if err := fs.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("store: %w", err)
	}
	return WriteFileAtomicFS(fs, filepath.Join(dir, StatsName), append(data, '\n'), 0o644)
}

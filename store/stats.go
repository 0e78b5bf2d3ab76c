package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
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
// games, and the human player's record against each computer level, per
// colour the human played. Level keys are the ai level names ("Easy").
type Stats struct {
	BlackWins int                          `json:"blackWins"`
	WhiteWins int                          `json:"whiteWins"`
	VsLevel   map[string]map[string]Record `json:"vsLevel"` // level → "Black"/"White" → record
}

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

// LoadStats reads the statistics from dir; a missing file gives empty ones.
// A damaged file (cut short, not JSON, negative counts) is set aside as
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
		return Stats{}, setAsideDamaged(path, ErrDamaged, errors.New("statistics: negative counts"), nil)
	}
	return s, nil
}

// valid reports whether every count is zero or more.
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
	return true
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

package store

import "github.com/konane/konane/game"

// Save writes g as the autosave: its text, or no file once g is over.
func (a Autosave) Save(g *game.Game) error { return a.SaveText(g.MarshalKGN(), g.Over()) }

// SaveStats writes the statistics to dir through the OS.
func SaveStats(dir string, s Stats) error { return SaveStatsFS(OS, dir, s) }

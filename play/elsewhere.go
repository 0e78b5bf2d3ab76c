package play

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/konane/konane/store"
)

// A game that the save on the way out could not write into the storage
// folder (full, read-only, forbidden) is written to a file of its own,
// UnsavedPrefix + date and time + ".kgn", in the first folder of
// FallbackDirs that takes it; OnKeptElsewhere hears where (OnLost that
// none took it). At the next start FindUnsaved finds such files there
// again.

// UnsavedPrefix begins the name of a game saved elsewhere.
const UnsavedPrefix = "konane-unsaved-"

// DefaultFallbackDirs are the folders for a game saved elsewhere: the home
// folder, which survives a restart, then the temporary folder.
func DefaultFallbackDirs() []string {
	var dirs []string
	if home, err := os.UserHomeDir(); err == nil {
		dirs = append(dirs, home)
	}
	return append(dirs, os.TempDir())
}

// saveElsewhere writes the latest snapshot, not saved in the storage
// folder because of why, to a new file in the first FallbackDirs folder
// that takes it, and reports OnKeptElsewhere or OnLost. A game without
// moves or finished is not written. The caller holds mu.
func (p *Persistence) saveElsewhere(why error) {
	s := p.snap.Load()
	if s == nil || s.ply == 0 || s.over || len(p.FallbackDirs) == 0 {
		return
	}
	for _, dir := range p.FallbackDirs {
		path := unsavedPath(dir, p.now())
		if err := store.WriteFileAtomicFS(p.fs, path, s.kgn, 0o644); err != nil {
			p.Logf("save elsewhere failed: %v", err)
			continue
		}
		p.Logf("kept elsewhere as %s", path)
		if p.OnKeptElsewhere != nil {
			p.OnKeptElsewhere(path, why)
		}
		return
	}
	if p.OnLost != nil {
		p.OnLost(why)
	}
}

// unsavedPath is a new file name in dir for a game saved elsewhere at t:
// konane-unsaved-YYYYMMDD-HHMMSS.kgn, with -2, -3 … when that is taken.
func unsavedPath(dir string, t time.Time) string {
	stem := filepath.Join(dir, UnsavedPrefix+t.Format("20060102-150405"))
	path := stem + ".kgn"
	for i := 2; ; i++ {
		if _, err := os.Lstat(path); err != nil {
			return path // free, or the write will say why not
		}
		path = fmt.Sprintf("%s-%d.kgn", stem, i)
	}
}

// FindUnsaved returns the games saved elsewhere in dirs that belong to
// this user, oldest first.
func FindUnsaved(dirs []string) []string {
	var found []string
	for _, dir := range dirs {
		matches, _ := filepath.Glob(filepath.Join(dir, UnsavedPrefix+"*.kgn"))
		for _, m := range matches {
			if fi, err := os.Stat(m); err == nil && fi.Mode().IsRegular() && ownedByMe(fi) && !slices.Contains(found, m) {
				found = append(found, m)
			}
		}
	}
	slices.SortStableFunc(found, func(a, b string) int { return strings.Compare(filepath.Base(a), filepath.Base(b)) })
	return found
}

package ui

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/internal/errtext"
)

// A game that the save on the way out could not write into the storage
// folder (full, read-only, forbidden) is written to a file of its own,
// unsavedPrefix + date and time + ".kgn", in the first folder of
// fallbackDirs that takes it; one line on stderr says where. At the next
// start such files are found there again and the person is told of each
// once (the preference unsavedToldKey remembers which).

// unsavedPrefix begins the name of a game saved elsewhere.
const unsavedPrefix = "konane-unsaved-"

// unsavedToldKey is the preference listing the games saved elsewhere that
// the person has been told of.
const unsavedToldKey = "unsaved.told"

// defaultFallbackDirs are the folders for a game saved elsewhere: the home
// folder, which survives a restart, then the temporary folder.
func defaultFallbackDirs() []string {
	var dirs []string
	if home, err := os.UserHomeDir(); err == nil {
		dirs = append(dirs, home)
	}
	return append(dirs, os.TempDir())
}

// saveElsewhere writes the latest snapshot, which could not be saved in
// the storage folder because of why, to a file of its own and says on
// stderr where it went, or that it is lost. A game without moves or
// finished loses nothing and is not written; without fallbackDirs (a
// test's StorageDir) nothing is tried. The caller holds mu.
func (p *persistence) saveElsewhere(why error) {
	s := p.snap.Load()
	if s == nil || s.ply == 0 || s.over || len(p.fallbackDirs) == 0 {
		return
	}
	args := i18n.Args{"Folder": p.dir, "Reason": errtext.SaveReason(why)}
	for _, dir := range p.fallbackDirs {
		path := unsavedPath(dir, p.now())
		if err := store.WriteFileAtomicFS(p.fs, path, s.kgn, 0o644); err != nil {
			p.logf("save elsewhere failed: %v", err)
			continue
		}
		p.logf("kept elsewhere as %s", path)
		args["Path"] = path
		fmt.Fprintln(p.stderr, i18n.Format(i18n.MsgUnsavedKeptElsewhere, args))
		return
	}
	fmt.Fprintln(p.stderr, i18n.Format(i18n.MsgUnsavedLost, args))
}

// unsavedPath is a new file name in dir for a game saved elsewhere at t:
// konane-unsaved-YYYYMMDD-HHMMSS.kgn, with -2, -3 … when that is taken.
func unsavedPath(dir string, t time.Time) string {
	stem := filepath.Join(dir, unsavedPrefix+t.Format("20060102-150405"))
	path := stem + ".kgn"
	for i := 2; ; i++ {
		if _, err := os.Lstat(path); err != nil {
			return path // free, or the write will say why not
		}
		path = fmt.Sprintf("%s-%d.kgn", stem, i)
	}
}

// findUnsaved returns the games saved elsewhere in dirs that belong to
// this user, oldest first.
func findUnsaved(dirs []string) []string {
	var found []string
	for _, dir := range dirs {
		matches, _ := filepath.Glob(filepath.Join(dir, unsavedPrefix+"*.kgn"))
		for _, m := range matches {
			if fi, err := os.Stat(m); err == nil && fi.Mode().IsRegular() && ownedByMe(fi) && !slices.Contains(found, m) {
				found = append(found, m)
			}
		}
	}
	slices.SortStableFunc(found, func(a, b string) int { return strings.Compare(filepath.Base(a), filepath.Base(b)) })
	return found
}

// tellUnsaved tells the person of each game saved elsewhere in dirs that
// they have not been told of yet, and remembers them in prefs. Files
// the person has since removed are forgotten.
func (w *Window) tellUnsaved(prefs fyne.Preferences, dirs []string) {
	found := findUnsaved(dirs)
	told := prefs.StringList(unsavedToldKey)
	for _, path := range found {
		if slices.Contains(told, path) {
			continue
		}
		w.tracef("told of the game saved as %s", path)
		w.tell(notice{
			title:  i18n.T(i18n.MsgUnsavedFoundTitle),
			text:   i18n.Format(i18n.MsgUnsavedFoundText, i18n.Args{"Path": filepath.Base(path)}),
			folder: filepath.Dir(path),
		})
	}
	if !slices.Equal(told, found) {
		prefs.SetStringList(unsavedToldKey, found)
	}
}

// stderrOr returns w, or os.Stderr when w is nil.
func stderrOr(w io.Writer) io.Writer {
	if w == nil {
		return os.Stderr
	}
	return w
}

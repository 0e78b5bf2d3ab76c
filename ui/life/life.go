// Package life is the main window's life in the process: the autosave and
// statistics started for it (or not, when another copy holds the storage
// folder), the single-instance hand-off, the signals that end the app, the
// exit watchdog and the settings file checked before Fyne reads it.
package life

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sync"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/i18n"
	"github.com/konane/konane/internal/instance"
	"github.com/konane/konane/play"
	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/internal/errtext"
	"github.com/konane/konane/ui/internal/visible"
	"github.com/konane/konane/ui/notices"
)

// Host is what the app's life needs from the main window.
type Host interface {
	// Controller is the live game's controller.
	Controller() *play.Controller
	// Tell shows a notice (notices.Queue.Tell).
	Tell(n notices.Notice)
	// LastSetup is the last New game choices, play.DefaultSetup on a first
	// start.
	LastSetup() play.Setup
	// ShowSaveError shows or, for nil, hides the warning that the autosave
	// fails (UI goroutine).
	ShowSaveError(err error)
	// Raise brings the window to the front.
	Raise()
	// OpenPath opens the saved game at path as Game → Open does.
	OpenPath(path string)
	// Tracef writes a line to the trace, if any.
	Tracef(format string, args ...any)
}

// Session is the window's life: its persistence, if any, and its hold on
// the storage folder. Its methods run on the UI goroutine unless they say
// otherwise.
type Session struct {
	app  fyne.App
	host Host
	// Persist is the autosave and the statistics; nil in demos, in a
	// second copy and in some tests.
	Persist *play.Persistence
	// Resumed: the game was resumed from the autosave of an earlier session.
	Resumed bool
	// Watchdog, set by ui.Run (never in tests), ends the process exitGrace
	// after the save on the way out if the toolkit's shutdown has not
	// finished by then.
	Watchdog bool

	handoff io.Closer // the listener for files sent by a second copy, or nil
	once    sync.Once // closes handoff once (StopHandoff)
	heldDir string    // the storage folder whose instance lock is held, or ""
	exit    func(int) // ends the process (os.Exit; a fake in tests)
}

// New returns the life of the window of a that h stands for, without
// persistence until Start.
func New(a fyne.App, h Host) *Session { return &Session{app: a, host: h, exit: os.Exit} }

// Config is where the persistence writes and whom it tells.
type Config struct {
	FS    store.FS  // the file layer; nil means the OS
	Trace io.Writer // a line per autosave, resume and save on exit; nil: none
	// FallbackDirs are the folders of a game the save on the way out could
	// not write into the storage folder; nil means the home and the
	// temporary folder when OwnStorage, none otherwise.
	FallbackDirs []string
	OwnStorage   bool      // the storage folder is the app's own
	Stderr       io.Writer // where a game saved elsewhere is told; nil: os.Stderr
}

// NewPersistence returns the persistence of the storage folder dir for c:
// a damaged statistics file is told through tell, and a game saved
// elsewhere on the way out (or lost) on c.Stderr.
func NewPersistence(dir string, c Config, tell func(notices.Notice)) *play.Persistence {
	p := play.NewPersistence(dir, c.FS, c.Trace)
	p.FallbackDirs = c.FallbackDirs
	if p.FallbackDirs == nil && c.OwnStorage {
		p.FallbackDirs = play.DefaultFallbackDirs()
	}
	stderr := c.Stderr
	if stderr == nil {
		stderr = os.Stderr
	}
	args := func(why error) i18n.Args {
		return i18n.Args{"Folder": dir, "Reason": errtext.SaveReason(why)}
	}
	p.OnKeptElsewhere = func(path string, why error) {
		a := args(why)
		a["Path"] = path
		fmt.Fprintln(stderr, i18n.Plain(i18n.Format(i18n.MsgUnsavedKeptElsewhere, a)))
	}
	p.OnLost = func(why error) { fmt.Fprintln(stderr, i18n.Plain(i18n.Format(i18n.MsgUnsavedLost, args(why)))) }
	p.OnStatsDamaged = func(aside string) {
		tell(notices.Damaged(i18n.T(i18n.MsgDamagedFileTitle), i18n.MsgStatsDamaged, aside))
	}
	return p
}

// Start takes the storage folder dir for p: with its lock, the autosaved
// game is resumed and saved from now on, games saved elsewhere are told
// and later copies' files taken (through do). When another copy holds the
// lock, a new game starts that never saves.
func (s *Session) Start(dir string, p *play.Persistence, do func(func())) {
	if err := instance.Hold(dir); errors.Is(err, instance.ErrLocked) {
		p.Logf("another copy holds the storage folder: %v", err)
		s.startWithout()
		return
	} else if err != nil {
		p.Logf("no single-instance lock: %v", err)
	} else {
		s.heldDir = dir // let go in StopHandoff, after the last save
	}
	s.start(p)
	s.tellUnsaved(s.app.Preferences(), p.FallbackDirs)
	if instance.Works {
		if err := s.listen(dir, do); err != nil {
			p.Logf("files from other copies cannot be taken: %v", err)
		}
	}
}

// start resumes the autosaved game (or starts one with the last New game
// choices when there is none) and saves the game from now on. A damaged
// autosave has been set aside by package store; the person is told so and
// gets a new game.
func (s *Session) start(p *play.Persistence) {
	s.Persist = p
	ctl := s.host.Controller()
	ctl.Keep(p)
	p.OnSaved = s.host.ShowSaveError
	ctl.SetSetup(s.host.LastSetup())
	g, err := p.LoadAutosave()
	switch {
	case g != nil:
		p.Logf("resumed %d moves", g.Ply())
		ctl.Load(g)
		s.Resumed = true
	default:
		ctl.NewGame(s.host.LastSetup())
	}
	if err != nil {
		p.Logf("autosave unreadable: %v", err)
		s.tellCorruptAutosave(err)
	}
	p.Take(ctl)
	p.LoadStats() // a damaged file is set aside and the person told now
	s.app.Lifecycle().SetOnStopped(func() {
		_ = p.SaveOnExit(true)
		s.StopHandoff()
	})
}

// startWithout starts a game with the last New game choices when another
// copy of the app holds the storage folder: this window does not resume,
// never autosaves and counts no statistics, so that it cannot overwrite
// the other copy's game. The person is told so once.
func (s *Session) startWithout() {
	s.host.Controller().NewGame(s.host.LastSetup())
	s.host.Tell(notices.Notice{Title: i18n.T(i18n.MsgInstanceTitle), Text: i18n.T(i18n.MsgInstanceText)})
}

// tellCorruptAutosave tells the person that the game of the last session
// could not be resumed and where the file was kept.
func (s *Session) tellCorruptAutosave(err error) {
	var ce *store.CorruptError
	title := i18n.T(i18n.MsgAutosaveCorruptTitle)
	if errors.As(err, &ce) {
		s.host.Tell(notices.Damaged(title, i18n.MsgAutosaveCorruptKept, ce.Aside))
		return
	}
	s.host.Tell(notices.Notice{Title: title, Text: i18n.T(i18n.MsgAutosaveCorrupt), Damaged: true})
}

// unsavedToldKey is the preference listing the games saved elsewhere that
// the person has been told of.
const unsavedToldKey = "unsaved.told"

// tellUnsaved tells the person of each game saved elsewhere in dirs that
// they have not been told of yet, and remembers them in prefs. Files the
// person has since removed are forgotten.
func (s *Session) tellUnsaved(prefs fyne.Preferences, dirs []string) {
	found := play.FindUnsaved(dirs)
	told := prefs.StringList(unsavedToldKey)
	for _, path := range found {
		if slices.Contains(told, path) {
			continue
		}
		s.host.Tracef("told of the game saved as %s", path)
		s.host.Tell(notices.Notice{
			Title:  i18n.T(i18n.MsgUnsavedFoundTitle),
			Text:   i18n.Format(i18n.MsgUnsavedFoundText, i18n.Args{"Path": visible.Name(filepath.Base(path))}),
			Folder: filepath.Dir(path),
		})
	}
	if !slices.Equal(told, found) {
		prefs.SetStringList(unsavedToldKey, found)
	}
}

// SaveOnExit saves the game for the next start, once: the window closed
// or the app stopped.
func (s *Session) SaveOnExit() {
	if s.Persist != nil {
		s.Persist.Take(s.host.Controller())
		_ = s.Persist.SaveOnExit(true)
	}
}

// End is the last step after the UI loop has ended (a signal may have
// stopped it before any hook ran): it saves now, or waits for the signal
// handler's save to finish, and lets the storage folder go.
func (s *Session) End() {
	if s.Persist != nil {
		_ = s.Persist.SaveOnExit(true)
	}
	s.StopHandoff()
}

// Closed is the window's close: the game is saved, the storage folder let
// go and the exit watchdog armed.
func (s *Session) Closed() {
	s.SaveOnExit()
	s.StopHandoff()
	s.ArmExitWatchdog()
}

// WhenShown runs f once, when the UI loop of a runs with its window
// created: the first turn of the loop after the app started.
func WhenShown(a fyne.App, f func()) {
	a.Lifecycle().SetOnStarted(func() {
		go fyne.Do(f) // queued behind the loop's first turn, which creates the window
	})
}

package ui

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"syscall"

	"fyne.io/fyne/v2"

	"github.com/konane/konane/ai"
	"github.com/konane/konane/game"
	"github.com/konane/konane/i18n"
	"github.com/konane/konane/play"
	"github.com/konane/konane/store"
	"github.com/konane/konane/ui/internal/errtext"
)

// The window's side of play.Persistence: what the person is told of the
// autosave, the statistics and the games saved elsewhere, the New game
// choices in the preferences, and the signals that end the app.

// unsavedToldKey is the preference listing the games saved elsewhere that
// the person has been told of.
const unsavedToldKey = "unsaved.told"

// newPersistence returns the persistence of the storage folder dir for
// opts: its notices go to the window, and the lines of a game saved
// elsewhere on the way out to opts.stderr (nil: os.Stderr).
func (w *Window) newPersistence(dir string, opts Options) *play.Persistence {
	p := play.NewPersistence(dir, opts.fs, opts.Trace)
	p.FallbackDirs = opts.fallbackDirs
	if p.FallbackDirs == nil && opts.StorageDir == "" {
		p.FallbackDirs = play.DefaultFallbackDirs()
	}
	stderr := stderrOr(opts.stderr)
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
		w.tell(damagedNotice(i18n.T(i18n.MsgDamagedFileTitle), i18n.MsgStatsDamaged, aside))
	}
	return p
}

// startPersistence resumes the autosaved game (or starts one with the last
// New game choices when there is none) and saves the game from now on. A
// damaged autosave has been set aside by package store; the person is told
// so and gets a new game.
func (w *Window) startPersistence(p *play.Persistence) {
	w.persist = p
	w.ctl.Keep(p)
	p.OnSaved = w.saveWarning.show
	w.ctl.SetSetup(loadSetup(w.app.Preferences()))
	g, err := p.LoadAutosave()
	switch {
	case g != nil:
		p.Logf("resumed %d moves", g.Ply())
		w.ctl.Load(g)
		w.resumed = true
	default:
		w.ctl.NewGame(loadSetup(w.app.Preferences()))
	}
	if err != nil {
		p.Logf("autosave unreadable: %v", err)
		w.showCorruptAutosave(err)
	}
	p.Take(w.ctl)
	p.LoadStats() // a damaged file is set aside and the person told now
	w.app.Lifecycle().SetOnStopped(func() {
		_ = p.SaveOnExit(true)
		w.stopHandoff()
	})
}

// startWithoutPersistence starts a game with the last New game choices
// when another copy of the app holds the storage folder: this window does
// not resume, never autosaves and counts no statistics, so that it cannot
// overwrite the other copy's game. The person is told so once.
func (w *Window) startWithoutPersistence() {
	w.ctl.NewGame(loadSetup(w.app.Preferences()))
	w.tell(notice{title: i18n.T(i18n.MsgInstanceTitle), text: i18n.T(i18n.MsgInstanceText)})
}

// showCorruptAutosave tells the person that the game of the last session
// could not be resumed and where the file was kept.
func (w *Window) showCorruptAutosave(err error) {
	var ce *store.CorruptError
	title := i18n.T(i18n.MsgAutosaveCorruptTitle)
	if errors.As(err, &ce) {
		w.tell(damagedNotice(title, i18n.MsgAutosaveCorruptKept, ce.Aside))
		return
	}
	w.tell(notice{title: title, text: i18n.T(i18n.MsgAutosaveCorrupt), damaged: true})
}

// saveOnExit saves the game for the next start, once: the window closed
// or the app stopped (UI goroutine).
func (w *Window) saveOnExit() {
	if w.persist != nil {
		w.persist.Take(w.ctl)
		_ = w.persist.SaveOnExit(true)
	}
}

// exitSignals end the app the way Quit does: `kill` or a logout
// (SIGTERM), Ctrl+C (SIGINT), a closed terminal (SIGHUP). They are
// internal/exitsignal's, which main imports; ui does not, so that its init
// does not catch these signals in every program that uses ui (its tests).
var exitSignals = []os.Signal{syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP}

// CatchSignals starts listening for exitSignals and returns the channel
// (capacity 1) for Options.Signals. main passes exitsignal.Channel()
// instead, which has listened since the program's first milliseconds, so
// that a signal during start-up (reading the autosave, creating the window)
// does not kill the process by the default action.
func CatchSignals() chan os.Signal {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, exitSignals...)
	return ch
}

// QuitOnSignal makes SIGTERM, SIGINT and SIGHUP (a logout, a closed
// terminal) end the app like the Quit menu item, with the game saved
// exactly once. It returns a function that stops listening.
func (w *Window) QuitOnSignal() (stop func()) {
	return w.quitOnSignals(CatchSignals())
}

// quitOnSignals handles the first signal on ch (from CatchSignals). The save
// runs at once on the signal's goroutine, from the snapshot of the last
// change: Fyne's driver stops the UI loop on SIGTERM and SIGINT by itself,
// so a save queued for the loop could never run. Run saves (or waits for
// this save) again after the loop ends. Then it asks the driver to quit
// (driverQuit): Fyne's own listener starts with the loop, so a signal
// before it, or in the moment before it listens, would otherwise leave the
// app running until the exit watchdog (1 start in 150 under a soak).
func (w *Window) quitOnSignals(ch chan os.Signal) (stop func()) {
	done := make(chan struct{})
	go func() {
		select {
		case sig := <-ch:
			if w.persist != nil {
				w.persist.Logf("signal %v", sig)
				_ = w.persist.SaveOnExit(true)
			}
			w.stopHandoff()
			w.armExitWatchdog()
			fyne.Do(w.driverQuit)
		case <-done:
		}
	}()
	return func() {
		signal.Stop(ch)
		close(done)
	}
}

// driverQuit ends the UI loop the way Fyne's own SIGTERM handler does
// (Driver.Quit, not App.Quit, which would close the windows through GLFW
// and panic once the loop has ended). Queued by fyne.Do, it runs in the
// loop, or — after the loop has ended — at once, where the driver's Quit
// does nothing; queued before the loop starts, it runs in its first turn.
func (w *Window) driverQuit() { w.app.Driver().Quit() }

// tellUnsaved tells the person of each game saved elsewhere in dirs that
// they have not been told of yet, and remembers them in prefs. Files
// the person has since removed are forgotten.
func (w *Window) tellUnsaved(prefs fyne.Preferences, dirs []string) {
	found := play.FindUnsaved(dirs)
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

// Preference keys of the last New game choices.
const (
	prefMode  = "newgame.mode"
	prefHuman = "newgame.colour"
	prefLevel = "newgame.level"
	prefWhite = "newgame.whitelevel"
	prefSize  = "newgame.size"
	prefSpeed = "newgame.speed"
)

// loadSetup reads the last New game choices, DefaultSetup on a first start.
func loadSetup(p fyne.Preferences) play.Setup {
	d := play.DefaultSetup()
	return play.Setup{
		Mode:       play.Mode(p.IntWithFallback(prefMode, int(d.Mode))),
		Human:      game.Color(p.IntWithFallback(prefHuman, int(d.Human))),
		Level:      ai.Level(p.IntWithFallback(prefLevel, int(d.Level))),
		Size:       p.IntWithFallback(prefSize, d.Size),
		Speed:      play.Speed(p.IntWithFallback(prefSpeed, int(d.Speed))),
		WhiteLevel: ai.Level(p.IntWithFallback(prefWhite, int(d.WhiteLevel))),
	}.Valid()
}

// saveSetup remembers the New game choices for the next dialog and start.
func saveSetup(p fyne.Preferences, s play.Setup) {
	p.SetInt(prefMode, int(s.Mode))
	p.SetInt(prefHuman, int(s.Human))
	p.SetInt(prefLevel, int(s.Level))
	p.SetInt(prefWhite, int(s.WhiteLevel))
	p.SetInt(prefSize, s.Size)
	p.SetInt(prefSpeed, int(s.Speed))
}
